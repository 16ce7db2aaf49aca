import LabyrinthKit
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentRead
@testable import ContentValidate

/// What `CheckedLabyrinth` and `LabyrinthFacts` work out once answers what the rules worked out from the file each
/// time before: the JSON walked from the root, the file name parsed again.
@Suite("Validate: values worked out once are what a rule would read itself")
struct CheckedValuesTests {
    static func checked(_ text: String) throws -> CheckedLabyrinth {
        let root = try JSONReader.parse(Array(text.utf8)).value
        return CheckedLabyrinth(
            file: "denny_001_easy.json", root: root,
            decoded: FolderReader.decode(Labyrinth.self, root, file: "denny_001_easy.json"), profile: .standard,
            audioFiles: nil)
    }

    @Test(
        "a member of path_data, however the file holds path_data",
        arguments: [
            #"{"path_data": {"width": 24, "complexity": "low"}}"#,
            #"{"title": "x", "path_data": {"width": 24}, "path_data": {"width": 30, "complexity": "high"}}"#,
            #"{"path_data": [{"width": 24}], "path_data": {"width": 30}}"#,
            #"{"path_data": "wide", "width": 24}"#,
            #"{"path_data": null}"#,
            #"{"width": 24, "complexity": "low"}"#,
            #"[{"path_data": {"width": 24}}]"#,
            #"{"path_data": {"width": 24, "width": "wide"}}"#,
        ])
    func pathDataMembers(_ text: String) throws {
        let labyrinth = try Self.checked(text)
        let fromRoot = labyrinth.root.objectValue?[LabyrinthKey.pathData]?.objectValue
        #expect(labyrinth.value(.pathData, PathDataKey.width) == fromRoot?[PathDataKey.width])
        #expect(labyrinth.string(.pathData, PathDataKey.complexity) == fromRoot?[PathDataKey.complexity]?.stringValue)
    }

    @Test("path_data's first member is the one read, as the app's decoder reads it")
    func firstPathData() throws {
        let labyrinth = try Self.checked(#"{"path_data": {"width": 24}, "path_data": {"width": 30}}"#)
        #expect(labyrinth.value(.pathData, PathDataKey.width)?.intValue == 24)
        #expect(try Self.checked(#"{"path_data": 3}"#).value(.pathData, PathDataKey.width) == nil)
    }

    @Test(
        "a file's stem and name, read once",
        arguments: [
            "denny_001_easy.json", "denny_001_easy", "denny_01_easy.json", "notes.json", ".json", "",
            "café_002_hard.json", "denny_003_e\u{301}asy.json", "denny_004_easy.JSON", "denny_005_easy.json.json",
        ])
    func fileNameFacts(_ file: String) {
        let facts = LabyrinthFacts(file: file, parsed: false)
        #expect(facts.stem == LabyrinthName.id(fileName: file))
        #expect(facts.fileName == LabyrinthName(parsing: file))
    }
}
