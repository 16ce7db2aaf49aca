import MazeKit
import Testing

@testable import ContentJSON

/// A reader of many files takes an object it has read before whole, by its bytes (`SmallObjectCache`): whatever
/// it takes must be what reading the bytes again would give, and the tests see that it does take some.
@Suite("JSON reader, small objects read before")
struct SmallObjectReadingTests {
    /// Room after the value, so the object is not within `lookahead` bytes of the end of its file.
    static let padding = String(repeating: " ", count: SmallObjectCache.lookahead)

    /// As validate reads, without the places it notes near the top: objects are then taken whole at any depth,
    /// as these tests place them (right under the root).
    static func read(_ bytes: [UInt8], reusing memory: JSONReadingMemory) throws(JSONSyntaxError) -> JSONDocument {
        try JSONReader.parse(bytes, reusing: memory, notingPlaces: false)
    }

    static func parseTwice(_ text: String, reusing memory: JSONReadingMemory, notingPlaces: Bool = false) throws -> (
        fresh: JSONDocument, reused: JSONDocument
    ) {
        (
            try JSONReader.parse(Array(text.utf8)),
            try JSONReader.parse(Array(text.utf8), reusing: memory, notingPlaces: notingPlaces)
        )
    }

    static func hits(_ memory: JSONReadingMemory) -> Int { memory.smallObjects?.hits ?? 0 }

    @Test func anObjectReadAgainIsTheSameValue() throws {
        let memory = JSONReadingMemory(files: 100)
        let text = #"[{"x": 90, "y": 40}, {"x": 90, "y": 40}, {"x": 90, "y": 41}]"# + Self.padding
        for _ in 0..<3 {
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory)
            #expect(reused.value == fresh.value)
            #expect(
                reused.value
                    == .array([
                        .object(["x": .int(90), "y": .int(40)]), .object(["x": .int(90), "y": .int(40)]),
                        .object(["x": .int(90), "y": .int(41)]),
                    ]))
        }
        // Once in the first file, all three in each of the others.
        #expect(Self.hits(memory) == 7)
    }

    /// A file that goes wrong after an object taken whole fails where and as it would when read alone.
    @Test func anErrorAfterAnObjectTakenWholeIsWhereItWas() throws {
        let memory = JSONReadingMemory(files: 100)
        _ = try Self.read(Array((#"[{"x": 1, "y": 2}]"# + Self.padding).utf8), reusing: memory)
        for broken in [
            #"[{"x": 1, "y": 2}, {"x": 1, "y": 2} x]"#,
            "[{\"x\": 1, \"y\": 2},\n {\"x\": 1, \"y\": 2}, {\"x\": 1, \"y\": }]",
        ] {
            let bytes = Array((broken + Self.padding).utf8)
            let hitsBefore = Self.hits(memory)
            let alone = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(bytes) }
            let reused = #expect(throws: JSONSyntaxError.self) { try Self.read(bytes, reusing: memory) }
            #expect(alone == reused)
            #expect(Self.hits(memory) > hitsBefore)
        }
    }

    @Test func objectsThatShareTheirFirstBytesStayApart() throws {
        let memory = JSONReadingMemory(files: 100)
        let objects = [
            #"{"x": 1, "y": 2}"#, #"{"x": 1, "y": 3}"#, #"{"x": 1, "y": 23}"#, #"{"x": 1, "y": 2, "z": 3}"#,
            #"{"x": 1, "y": "2}"}"#,
            #"{"x": 1, "y": "}"}"#, #"{"x": 1,  "y": 2}"#,
        ]
        for order in [objects, objects.reversed(), objects + objects] {
            let text = "[" + order.joined(separator: ", ") + "]" + Self.padding
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory)
            #expect(reused.value == fresh.value, "\(text)")
        }
    }

    /// Two texts of one length in one slot of the table: the second is read, not taken for the first.
    @Test func textsInTheSameSlotAreToldApartByTheirBytes() throws {
        let cache = SmallObjectCache(files: 4096)
        let texts = (10..<100).flatMap { x in (10..<100).map { y in #"{"x": \#(x), "y": \#(y)}"# } }
        var firstInSlot: [Int: String] = [:]
        var pair: (String, String)?
        for text in texts {
            let bytes = Array((text + Self.padding).utf8)
            let slot = cache.slot(of: try #require(bytes.withUnsafeBufferPointer { cache.candidate(at: 0, in: $0) }))
            if let earlier = firstInSlot[slot] {
                pair = (earlier, text)
                break
            }
            firstInSlot[slot] = text
        }
        let (first, second) = try #require(pair)
        let memory = JSONReadingMemory(files: 100)
        for text in [first, second, first] {
            let (fresh, reused) = try Self.parseTwice("[" + text + "]" + Self.padding, reusing: memory)
            #expect(reused.value == fresh.value, "\(text)")
        }
    }

    @Test func aBraceInsideAStringIsNotTheEndOfTheObject() throws {
        let memory = JSONReadingMemory(files: 100)
        let text = #"[{"a": "}", "b": 1}, {"a": "}", "b": 1}, {"a": "}"}]"# + Self.padding
        for _ in 0..<2 {
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory)
            #expect(reused.value == fresh.value)
            #expect(reused.value.arrayValue?[1] == .object(["a": .string("}"), "b": .int(1)]))
        }
    }

    @Test func objectsHoldingContainersReadAgainAreTheSameValue() throws {
        let memory = JSONReadingMemory(files: 100)
        let objects = [
            #"{"a": [1]}"#, #"{"a": {"b": 2}}"#, #"{"a": {"b": 2}, "c": 3}"#, #"{"a": {"b": 2}, "c": 4}"#,
            #"{"a": {"b": "}"}, "c": 4}"#, #"{"a": {"b": 2}, "c": {"d": {"e": 5}}}"#, #"{"a": {"b": 2}, "c": [6]}"#,
        ]
        for order in [objects, objects.reversed(), objects + objects] {
            let text = "[" + order.joined(separator: ", ") + "]" + Self.padding
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory)
            #expect(reused.value == fresh.value, "\(text)")
        }
        #expect(Self.hits(memory) > 0)
    }

    /// An object with a key twice, or holding one, is never taken whole: the file must still say it repeats a key.
    @Test(arguments: [
        (#"[{"x": 1, "x": 2}]"#, #"[{"x": 1, "y": 2}]"#),
        (#"[{"a": {"x": 1, "x": 2}, "b": 3}]"#, #"[{"a": {"x": 1, "y": 2}, "b": 3}]"#),
    ])
    func aRepeatedKeyIsStillFoundWhenReadAgain(repeated: String, plain: String) throws {
        let memory = JSONReadingMemory(files: 100)
        for text in [repeated, plain, repeated, plain].map({ $0 + Self.padding }) {
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory)
            #expect(reused.value == fresh.value)
            #expect(reused.mayRepeatKeys == fresh.mayRepeatKeys, "\(text)")
        }
    }

    /// Finding and comparing an object reads up to `lookahead` bytes from its `{`: an object closer to the end of its
    /// file is read member by member, never taken whole (a read past the end would not crash here; taking it whole
    /// is what the count shows).
    @Test func anObjectNearTheEndOfItsFileIsNeverTakenWhole() throws {
        let memory = JSONReadingMemory(files: 100)
        _ = try Self.read(Array((#"[{"x": 5, "y": 6}]"# + Self.padding).utf8), reusing: memory)
        let nearTheEnd = #"[{"x": 5, "y": 6}]"# + String(repeating: " ", count: SmallObjectCache.lookahead - 20)
        #expect(
            try Self.read(Array(nearTheEnd.utf8), reusing: memory).value
                == .array([.object(["x": .int(5), "y": .int(6)])]))
        #expect(throws: JSONSyntaxError.self) {
            try Self.read(Array(#"[{"x": 5, "y": 6"#.utf8), reusing: memory)
        }
        #expect(Self.hits(memory) == 0)
    }

    static let point = #"{"x": 5, "y": 6}"#
    static let segment = #"{"start": {"x": 5, "y": 6}, "end": {"x": 7, "y": 6}}"#

    /// Each object is read after the objects it holds were kept, so it is kept with them taken whole. An object
    /// holding others is looked for by the bytes after it too: everything is read before in the place it is read
    /// in at the end, behind many brackets. `levels` counts the object's own level (the reader's count is of those
    /// below it).
    @Test(arguments: [
        (point, 1, [String]()), (segment, 2, [point]),
        (#"{"s": "# + segment + "}", 3, [point, #"{"t": "# + segment + "}"]),
    ])
    func nestingTooDeepIsRefusedForAnObjectReadBefore(object: String, levels: Int, readBefore: [String]) throws {
        func nested(_ object: String, _ depth: Int) -> [UInt8] {
            Array(
                (String(repeating: "[", count: depth) + object + String(repeating: "]", count: depth) + Self.padding)
                    .utf8)
        }
        let memory = JSONReadingMemory(files: 100)
        for part in readBefore + [object] {
            _ = try Self.read(nested(part, 100), reusing: memory)
        }
        let deepest = JSONReader.maximumDepth - levels
        let hitsBefore = Self.hits(memory)
        #expect(
            try Self.read(nested(object, deepest), reusing: memory).value
                == JSONReader.parse(nested(object, deepest)).value)
        #expect(Self.hits(memory) == hitsBefore + 1)
        let fresh = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(nested(object, deepest + 1)) }
        let reused = #expect(throws: JSONSyntaxError.self) {
            try Self.read(nested(object, deepest + 1), reusing: memory)
        }
        #expect(fresh == reused)
    }

    /// Many files of segments, written as the generator writes them, read one after another by one reader: each
    /// the same as read alone.
    @Test func manyFilesOfSegmentsReadAsAlone() throws {
        let memory = JSONReadingMemory(files: 100)
        var generator = SplitMix64(state: 7)
        func point(_ indent: String) -> String {
            "{\n\(indent)  \"x\": \(20 + 70 * Int(generator.next() % 4)),\n\(indent)  \"y\": \(40 + 70 * Int(generator.next() % 4))\n\(indent)}"
        }
        for _ in 0..<40 {
            let segments = (0..<30).map { _ in
                "      {\n        \"start\": \(point("        ")),\n        \"end\": \(point("        "))\n      }"
            }
            let text = "{\n  \"segments\": [\n" + segments.joined(separator: ",\n") + "\n  ]\n}\n"
            // Read as validate reads, noting the places near the top: the segments and points are below them.
            let (fresh, reused) = try Self.parseTwice(text, reusing: memory, notingPlaces: true)
            #expect(reused.value == fresh.value)
        }
        // Most segments come back (16 points make at most 64 of them): far more hits than the 40 files' points alone.
        #expect(Self.hits(memory) > 40 * 30)
    }
}
