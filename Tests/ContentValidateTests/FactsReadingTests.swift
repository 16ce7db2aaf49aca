import ContentTestSupport
import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentRead
@testable import ContentValidate

/// `FolderReader.readForFacts`: a file not judged is read without building what lies below `path_data`'s lists, and
/// gives the facts, the over-limit answer and the syntax error a full reading gives.
@Suite("Validate: a file not judged, read for its facts")
struct FactsReadingTests {
    static let file = "denny_001_easy.json"
    static let standard = ValidationProfile.standard.limits

    /// What the folder rules take from a file not judged: its facts (none when over a limit) and its error.
    struct Answer: Equatable, CustomStringConvertible {
        var facts: LabyrinthFacts
        var overLimit: Bool
        var error: JSONSyntaxError?

        init(_ read: () throws(JSONSyntaxError) -> JSONDocument, limits: LimitsConfig) {
            do {
                let document = try read()
                overLimit = !LimitExcess.all(in: document, limits: limits).isEmpty
                facts =
                    overLimit
                    ? LabyrinthFacts(file: FactsReadingTests.file, parsed: false)
                    : LabyrinthFacts(file: FactsReadingTests.file, root: document.value)
            } catch {
                facts = LabyrinthFacts(file: FactsReadingTests.file, parsed: false)
                overLimit = false
                self.error = error
            }
        }

        var description: String { "\(facts), over a limit: \(overLimit), \(error.map(String.init(describing:)) ?? "")" }
    }

    @discardableResult
    static func expectSameAnswer(_ bytes: [UInt8], limits: LimitsConfig = standard, _ comment: Comment? = nil) -> Answer
    {
        let memory = JSONReadingMemory(files: 2)
        let full = Answer({ () throws(JSONSyntaxError) in try JSONReader.parse(bytes) }, limits: limits)
        let skimmed = Answer(
            { () throws(JSONSyntaxError) in try FolderReader.readForFacts(bytes, memory: memory, limits: limits) },
            limits: limits)
        #expect(skimmed == full, "\(comment ?? "")")
        return full
    }

    static var maze: JSONValue { try! JSONReader.parse(ValidFolder.labyrinthBytes).value }

    static var organic: [UInt8] {
        StoryKindFolders.organic(
            id: "denny_001_easy", level: "easy", points: [(100, 100), (400, 100), (400, 500), (100, 500)],
            svgPath: "M 100 100 L 400 100 L 400 500 L 100 500", width: 24, itemsOn: [1, 2])
    }

    /// `count` members `k0`, `k1`, … holding 1.
    static func members(_ count: Int) -> JSONValue {
        .object(JSONObject((0..<count).map { JSONMember("k\($0)", .int(1)) }))
    }

    /// The lists' limits small, the others as the standard's.
    static let limits = LimitsConfig(
        fileBytes: 1 << 20, segments: 3, points: 3, items: 1, keysPerObject: standard.keysPerObject,
        textLength: standard.textLength)

    /// Edits below `path_data`'s lists, with the standard limits: over by one, and within by a full reading's
    /// answer where the counts of a reading are over.
    static let edits: [(name: String, pointer: JSONPointer, value: JSONValue)] = {
        let characters = standard.textLength
        return [
            (
                "a long string, over the limit", "/path_data/segments/0/note",
                .string(String(repeating: "a", count: characters + 1))
            ),
            ("a string at the limit", "/path_data/segments/0/note", .string(String(repeating: "a", count: characters))),
            (
                "a string at the limit in characters, of twice as many bytes", "/path_data/segments/0/note",
                .string(String(repeating: "é", count: characters))
            ),
            (
                "a string of one character and many accents", "/path_data/segments/0/note",
                .string("e" + String(repeating: "\u{301}", count: characters))
            ),
            ("an object over the limit", "/path_data/segments/1", members(standard.keysPerObject + 1)),
            ("an object at the limit", "/path_data/segments/1", members(standard.keysPerObject)),
            (
                "an object over the limit, deeper", "/path_data/segments/1/start",
                .object(["more": members(standard.keysPerObject + 1)])
            ),
            (
                "a long key: counted as read, but the limit is on values", "/path_data/segments/0/start",
                .object([String(repeating: "k", count: characters + 1): .int(1)])
            ),
            (
                "a repeated key", "/path_data/segments/0",
                .object(JSONObject([JSONMember("x", .int(1)), JSONMember("x", .int(2))]))
            ),
        ]
    }()

    @Test func aMazeAndAnOrganicFileGiveTheirFacts() throws {
        Self.expectSameAnswer(ValidFolder.labyrinthBytes)
        Self.expectSameAnswer(Self.organic)
        let facts = Answer(
            { () throws(JSONSyntaxError) in
                try FolderReader.readForFacts(Self.organic, memory: JSONReadingMemory(files: 1), limits: Self.standard)
            }, limits: Self.standard
        ).facts
        #expect(facts.organicRoute?.isEmpty == false)
        #expect(facts.id == "denny_001_easy")
    }

    @Test(arguments: edits.indices)
    func aFileOverOrWithinALimitBelowTheListsGetsTheFullReadingsAnswer(_ index: Int) {
        let edit = Self.edits[index]
        for base in [Self.maze, try! JSONReader.parse(Self.organic).value] {
            let bytes = JSONWriter.bytes(base.setting(edit.pointer, to: edit.value))
            let answer = Self.expectSameAnswer(bytes, "\(edit.name)")
            #expect(answer.overLimit == edit.name.contains("over the limit"), "\(edit.name)")
        }
    }

    /// The lists' entries are counted though not built: a list over its limit by one, and at it.
    @Test(arguments: [3, 4])
    func aListOverItsLimitIsCounted(_ count: Int) {
        for key in ["segments", "control_points", "items", "avoid_items"] {
            let list = JSONValue.array(Array(repeating: .object(["x": .int(1)]), count: count))
            let bytes = JSONWriter.bytes(Self.maze.setting(JSONPointer(tokens: ["path_data", key]), to: list))
            Self.expectSameAnswer(bytes, limits: Self.limits, "\(count) \(key)")
        }
    }

    /// Broken syntax, escapes and bytes that are not UTF-8 inside the segments.
    @Test(arguments: [
        #""start": {"x": 1,}"#, #""start": {"x": "\q"}"#, #""start": {"x": "\ud800"}"#, #""start": {"x" 1}"#,
        #""start": [1 2]"#, #""start": {"x": 01}"#, "\"start\": {\"x\": \"a\u{01}\"}",
    ])
    func brokenTextInsideTheSegmentsIsRefusedAlike(_ member: String) {
        let text = String(decoding: JSONWriter.bytes(Self.maze), as: UTF8.self)
        let broken = text.replacingOccurrences(
            of: #""start": {"#, with: member + #", "was": {"#, options: [],
            range: text.range(of: #""segments""#).map { $0.upperBound..<text.endIndex })
        #expect(broken != text)
        Self.expectSameAnswer(Array(broken.utf8), "\(member)")
        var bytes = Array(text.utf8)
        let at = bytes.count - 200
        bytes.replaceSubrange(at..<at + 1, with: [0xFF])
        Self.expectSameAnswer(bytes, "0xFF near the end")
    }

    /// The mutations of `neverCrashesOnMutatedInput`, on a labyrinth: most bytes lie below the lists.
    @Test func mutatedLabyrinthsGetTheFullReadingsAnswer() {
        for base in [ValidFolder.labyrinthBytes, Self.organic] {
            var state: UInt64 = 0x2545_F491_4F6C_DD1D
            for _ in 0..<300 {
                var bytes = base
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int(state >> 33) % bytes.count
                bytes[position] = UInt8(truncatingIfNeeded: state >> 17)
                Self.expectSameAnswer(bytes, "byte \(position)")
                Self.expectSameAnswer(bytes, limits: Self.limits, "byte \(position), small limits")
            }
        }
    }

    @Test(
        .enabled(
            if: Prerequisite.admitTest(needing: [.appFixture, .legacyFixture]),
            Comment(rawValue: Prerequisite.skipReason(needing: [.appFixture, .legacyFixture]))))
    func theAppsFilesGetTheFullReadingsAnswer() throws {
        var read = 0
        for url in [Prerequisite.appFolder, Prerequisite.legacyFolder] {
            let folder = url.lastPathComponent
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".json") {
                let bytes = Array(try Data(contentsOf: url.appendingPathComponent(name)))
                Self.expectSameAnswer(bytes, "\(folder)/\(name)")
                Self.expectSameAnswer(bytes, limits: Self.limits, "\(folder)/\(name), small limits")
                read += 1
            }
        }
        #expect(read > 100)
    }
}
