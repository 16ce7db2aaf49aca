import Foundation
import LabyrinthKit
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentMigrate
@testable import ContentSupport

/// A small old-layout folder built in the tests, so the migration is tested without ../shared.
enum SmallLegacyFolder {
    static let oldLevels: [(suffix: String, difficulty: String)] = [
        ("lv1", "beginner"), ("lv2", "easy"), ("lv3", "medium"), ("lv4", "hard"), ("lv5", "expert"),
    ]

    static func labyrinthValue(story: Int, suffix: String, difficulty: String) -> JSONValue {
        let id = LabyrinthName(universe: "denny", story: story, level: suffix).id
        var object: JSONObject = [
            "id": .string(String(id)),
            "age_range": .string("3-4"),
            "difficulty": .string(difficulty),
            "theme": .string("ocean"),
            "location": .string("reef_\(story)"),
            "title": .string("Story \(story) 🐚"),
            "path_data": .object([
                "svg_path": .string("M 20 40 L 160 40"),
                "width": .int(40),
                "complexity": .string(difficulty),
                "start_point": .object(["x": .int(90), "y": .int(390)]),
                "control_points": .array([]),
            ]),
        ]
        object.append("audio_instruction", .string("denny_00\(story)_instruction.mp3"))
        return .object(object)
    }

    /// Files end without a newline, like the app's.
    static func files(stories: [Int] = [1, 2]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var entries: [JSONValue] = []
        for story in stories {
            for level in oldLevels {
                let value = labyrinthValue(story: story, suffix: level.suffix, difficulty: level.difficulty)
                let name = LabyrinthName(universe: "denny", story: story, level: level.suffix).fileName
                files[name] = JSONWriter.bytes(value, finalNewline: false)
                let object = value.objectValue!
                entries.append(
                    .object([
                        "id": object["id"]!, "difficulty": object["difficulty"]!, "theme": object["theme"]!,
                        "location": object["location"]!, "title": object["title"]!,
                    ]))
            }
        }
        files["manifest.json"] = JSONWriter.bytes(
            .object([
                "universe": .string("denny"), "total": .int(entries.count), "labyrinths": .array(entries),
            ]), finalNewline: false)
        files["difficulty_samples.json"] = JSONWriter.bytes(
            .object([
                "beginner": .string("M 1 1 L 2 2"), "easy": .string("M 3 3 L 4 4"), "medium": .string("M 5 5 L 6 6"),
                "hard": .string("M 7 7 L 8 8"), "expert": .string("M 9 9 L 10 10"),
            ]), finalNewline: true)
        return files
    }

    static func text(_ value: JSONValue) -> [UInt8] { JSONWriter.bytes(value, finalNewline: false) }
}

/// Wraps a folder and fails its `failAt`-th operation (1-based) with `code`; a failing write first leaves half
/// its bytes behind, as a killed process can.
final class FaultInjectingFolder: FileOperations {
    let base: any FileOperations
    let failAt: Int?
    let code: Int32
    private(set) var count = 0
    private(set) var failed = false
    /// The operations so far, in order (the k-th is `operations[k - 1]`).
    private(set) var operations: [String] = []

    init(_ base: any FileOperations, failAt: Int?, code: Int32 = EIO) {
        self.base = base
        self.failAt = failAt
        self.code = code
    }

    private func tick(_ name: String, _ operation: String) throws(FileSystemError) {
        count += 1
        operations.append(operation)
        if count == failAt {
            failed = true
            throw FileSystemError(path: name, operation: operation, code: code)
        }
    }

    func entries() throws(FileSystemError) -> [ListedEntry] {
        try tick(".", "list the folder")
        return try base.entries()
    }

    func read(_ name: String) throws(FileSystemError) -> [UInt8] {
        try tick(name, "read the file")
        return try base.read(name)
    }

    func writeDurably(_ bytes: [UInt8], to name: String) throws(FileSystemError) {
        do {
            try tick(name, "write the file")
        } catch {
            try? base.writeDurably(Array(bytes.prefix(bytes.count / 2)), to: name)
            throw error
        }
        try base.writeDurably(bytes, to: name)
    }

    func rename(_ name: String, to target: String) throws(FileSystemError) {
        try tick(target, "rename")
        try base.rename(name, to: target)
    }

    func remove(_ name: String) throws(FileSystemError) {
        try tick(name, "delete the file")
        try base.remove(name)
    }

    func synchronizeFolder() throws(FileSystemError) {
        try tick(".", "flush the folder")
        try base.synchronizeFolder()
    }
}

func runMigration(_ files: any FileOperations, dryRun: Bool = false, check: (any MigrationResultCheck)? = nil)
    throws(MigrationError) -> MigrationOutcome
{
    try Migration(files: files, folder: "folder", mapping: .standard, check: check).run(dryRun: dryRun)
}

@Suite("Migration: in-place edits")
struct MigrationEditTests {
    func remove(_ pointer: JSONPointer, from text: String) throws -> String {
        let bytes = Array(text.utf8)
        let document = try JSONReader.parse(bytes, recordingLocations: true)
        var edit = MinimalEdit()
        edit.removals = [pointer]
        return String(decoding: try edit.apply(to: bytes, document: document).bytes, as: UTF8.self)
    }

    @Test func removesAMemberWithItsLine() throws {
        #expect(
            try remove("/b", from: "{\n  \"a\": 1,\n  \"b\": \"x\",\n  \"c\": 2\n}") == "{\n  \"a\": 1,\n  \"c\": 2\n}")
    }

    @Test func removesTheLastMemberWithThePrecedingComma() throws {
        #expect(try remove("/c", from: "{\n  \"a\": 1,\n  \"c\": 2\n}\n") == "{\n  \"a\": 1\n}\n")
    }

    @Test func removesInlineMembersAndTheOnlyMember() throws {
        #expect(try remove("/a", from: "{\"a\": 1, \"b\": 2}") == "{\"b\": 2}")
        #expect(try remove("/b", from: "{\"a\": 1, \"b\": 2}") == "{\"a\": 1}")
        #expect(try remove("/a", from: "{\n  \"a\": [1, 2]\n}") == "{}")
        #expect(try remove("/x/y", from: "{\"x\": {\"y\": 1, \"z\": 2}}") == "{\"x\": {\"z\": 2}}")
    }

    @Test func keepsCRLFLines() throws {
        #expect(
            try remove("/b", from: "{\r\n  \"a\": 1,\r\n  \"b\": 2,\r\n  \"c\": 3\r\n}")
                == "{\r\n  \"a\": 1,\r\n  \"c\": 3\r\n}")
    }

    @Test func replacesOnlyTheValue() throws {
        let text = "{\n  \"id\":   \"old\" ,\n  \"n\": 1.50\n}"
        let bytes = Array(text.utf8)
        let document = try JSONReader.parse(bytes, recordingLocations: true)
        var edit = MinimalEdit()
        edit.replacements = [("/id", .string("new \"one\""))]
        let result = String(decoding: try edit.apply(to: bytes, document: document).bytes, as: UTF8.self)
        #expect(result == "{\n  \"id\":   \"new \\\"one\\\"\" ,\n  \"n\": 1.50\n}")
    }

    @Test func refusesADuplicatedKey() throws {
        let bytes = Array("{\"id\": \"a\", \"id\": \"b\"}".utf8)
        let document = try JSONReader.parse(bytes, recordingLocations: true)
        var edit = MinimalEdit()
        edit.replacements = [("/id", .string("c"))]
        #expect(throws: MinimalEdit.Failure.duplicateKey("/id")) { try edit.apply(to: bytes, document: document) }
    }
}

extension FaultInjectingFolder {
    /// The first and last operation of each kind a clean run over `folder` makes, by their k: what a sample of the
    /// operations must stop at for every kind of operation to be interrupted.
    static func firstAndLastOfEachKind(in folder: any FileOperations, run: (any FileOperations) throws -> Void) rethrows
        -> Set<Int>
    {
        let counting = FaultInjectingFolder(folder, failAt: nil)
        try run(counting)
        var ends: Set<Int> = []
        for kind in Set(counting.operations) {
            ends.insert(counting.operations.firstIndex(of: kind)! + 1)
            ends.insert(counting.operations.lastIndex(of: kind)! + 1)
        }
        return ends
    }
}
