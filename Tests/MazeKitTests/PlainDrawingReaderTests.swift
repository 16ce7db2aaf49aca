import Testing

@testable import MazeKit

/// The plain drawing reader takes the drawings mazegen writes in one pass and leaves every other spelling to the
/// general reader: whatever it reads must be what the general reader reads.
@Suite("SVG path parser, plain drawings")
struct PlainDrawingReaderTests {
    @Test(arguments: [
        "M 20 40 L 90 40", "M 20 40 L 90 40 M 20 40 L 20 110", "M 0 0", "M 007 1 L 2 3", "M 123456789012345 1",
        "M 20 40 L 90 40 L 90 110 L 20 110 M 300 300 L 370 300",
    ])
    func readsAPlainDrawingAsTheGeneralReaderDoes(text: String) throws {
        let plain = try #require(SVGPathParser.parsePlainDrawing(text))
        #expect(plain == (try SVGPathParser.parseAnyDrawing(text)))
        #expect(try SVGPathParser.parse(text) == plain)
    }

    @Test(arguments: [
        "", " ", " M 1 2", "M 1 2 ", "M  1 2", "M 1  2", "M 1 2  L 3 4", "M1 2", "M 1,2", "M 1 2,3 4", "M 1 2 3 4",
        "L 1 2", "M 1.5 2", "M -1 2", "M +1 2", "M 1 2 l 3 4", "M 1 2 C 3 4", "M 1", "M 1 2 L", "M 1 2 L 3",
        "M 1234567890123456 2", "M 1 2\nL 3 4", "M 1 2 L 3 4 é", "m 1 2",
    ])
    func leavesEveryOtherSpellingToTheGeneralReader(text: String) {
        #expect(SVGPathParser.parsePlainDrawing(text) == nil)
        // What the general reader then makes of it, drawing or error, is what parsing gives.
        let parsed = Result<ParsedSVGPath, SVGPathParseError> { () throws(SVGPathParseError) in
            try SVGPathParser.parse(text)
        }
        let general = Result<ParsedSVGPath, SVGPathParseError> { () throws(SVGPathParseError) in
            try SVGPathParser.parseAnyDrawing(text)
        }
        #expect(parsed == general)
    }

    /// The most pairs a text of its length can hold: the plain reader's room is counted from the length.
    @Test func readsTheDensestDrawing() throws {
        for pairs in 1...40 {
            let text = (["M 0 0"] + Array(repeating: "L 0 0", count: pairs - 1)).joined(separator: " ")
            let plain = try #require(SVGPathParser.parsePlainDrawing(text))
            #expect(plain.points.count == pairs)
            #expect(plain == (try SVGPathParser.parseAnyDrawing(text)))
        }
    }

    /// Drawings of every shape the generator makes, read both ways.
    @Test func readsGeneratedDrawingsAsTheGeneralReaderDoes() throws {
        var random = SplitMix64(state: 11)
        for _ in 0..<200 {
            var parts: [String] = []
            for pair in 0..<Int(1 + random.next() % 40) {
                let command = pair == 0 || random.next() % 3 == 0 ? "M" : "L"
                parts.append("\(command) \(random.next() % 1000) \(random.next() % 100_000)")
            }
            let text = parts.joined(separator: " ")
            let plain = try #require(SVGPathParser.parsePlainDrawing(text), "\(text)")
            #expect(plain == (try SVGPathParser.parseAnyDrawing(text)), "\(text)")
        }
    }
}
