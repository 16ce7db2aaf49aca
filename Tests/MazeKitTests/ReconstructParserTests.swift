import MazeKit
import Testing

@Suite("SVG path parser")
struct ReconstructParserTests {
    private func parseError(_ text: String) -> SVGPathParseError? {
        do {
            _ = try SVGPathParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsPiecesAndPolylines() throws {
        let path = try SVGPathParser.parse("M 20 40 L 160 40 M 20 180 L 160 180 L 160 320")
        #expect(path.polylineCount == 2)
        #expect(path.pieceCount == 3)
        #expect(Array(path.points[path.polylineRange(0)]) == [DrawnPoint(x: 20, y: 40), DrawnPoint(x: 160, y: 40)])
        #expect(
            Array(path.points[path.polylineRange(1)]) == [
                DrawnPoint(x: 20, y: 180), DrawnPoint(x: 160, y: 180), DrawnPoint(x: 160, y: 320),
            ])
        #expect(path.sourceOffsets == [0, 8, 17, 26, 36])
    }

    @Test func isLenientAboutSeparatorsAndDecimals() throws {
        let path = try SVGPathParser.parse("  M20,40L 60.5 , 40\n\tL60 -1.25 ,70 +3.  ")
        #expect(
            path.points == [
                DrawnPoint(x: 20, y: 40), DrawnPoint(x: 60.5, y: 40),
                DrawnPoint(x: 60, y: -1.25), DrawnPoint(x: 70, y: 3),
            ])
        #expect(path.polylineCount == 1)
    }

    @Test func emptyTextIsAnEmptyPath() throws {
        let path = try SVGPathParser.parse(" \n ")
        #expect(path.points.isEmpty)
        #expect(path.polylineCount == 0)
    }

    @Test(arguments: [
        ("L 1 2", 0, "'M' to start the path"),
        ("M 10", 4, "a space or comma before the y coordinate"),
        ("M 10 ", 5, "a number (the y coordinate)"),
        ("M 10 x", 5, "a number (the y coordinate)"),
        ("M 1 2 C 3 4", 6, "a command 'M' or 'L' or a coordinate"),
        ("M 1 2 l 3 4", 6, "a command 'M' or 'L' or a coordinate"),
        ("M 1,,2", 4, "a number (the y coordinate)"),
        ("M 1 2 L 3", 9, "a space or comma before the y coordinate"),
        ("M 1e2 3", 3, "a space or comma before the y coordinate"),
        ("M 1 2-3 4", 5, "a space, comma or command after the coordinate"),
        ("M 1 2.5.5", 7, "a space, comma or command after the coordinate"),
        ("M 1 2,", 6, "a coordinate after the comma"),
        ("M 1 2 L", 7, "a number (the x coordinate)"),
        ("M 1 2 L 3 4 é", 12, "a command 'M' or 'L' or a coordinate"),
        ("M 1234567890123456 2", 17, "a number of at most 15 digits (the x coordinate)"),
        ("M 1.234567890123456 2", 18, "a number of at most 15 digits (the x coordinate)"),
        ("M 1 123456789012345.6", 20, "a number of at most 15 digits (the y coordinate)"),
        ("M 1 2 L .", 9, "a number (the x coordinate)"),
    ])
    func reportsWhereAndWhatWasExpected(text: String, offset: Int, expected: String) throws {
        let error = try #require(parseError(text))
        #expect(error.offset == offset)
        #expect(error.expected == expected)
        #expect(error.description.hasPrefix("at character \(offset): expected \(expected), found "))
    }

    @Test func namesWhatItFound() throws {
        #expect(try #require(parseError("M 1 2 C")).found == "'C'")
        #expect(try #require(parseError("M 1")).found == "the end of the path")
        #expect(try #require(parseError("M 1 2 é")).found == "a non-ASCII character")
    }
}
