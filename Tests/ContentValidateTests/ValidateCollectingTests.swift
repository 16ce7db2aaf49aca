import MazeKit
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

@Suite("Validate: collecting what was read, for preview and stats")
struct ValidateCollectingTests {
    static let source = InMemoryContentSource(
        texts: [
            "denny_001_easy.json": ExampleLabyrinth.text,
            "denny_001_medium.json": "{\"id\": ",
            "denny_001_hard.json": ExampleLabyrinth.text(
                setting: "/path_data/start_point/x", to: .number(JSONNumber(literal: "1e400"))),
            "notes.json": "{}",
        ],
        symlinks: ["denny_002_easy.json": "../outside/denny_002_easy.json"])

    @Test("the report is the plain run's, and every labyrinth file comes back once, in name order, as read")
    func collectsWhatWasChecked() throws {
        let validator = Validator()
        let plain = try validator.validate(Self.source)
        let collected = try validator.validateCollecting(Self.source)
        #expect(collected.report == plain)
        // notes.json is no labyrinth; the symlink leaving the folder is never read.
        #expect(
            collected.labyrinths.map(\.file) == ["denny_001_easy.json", "denny_001_hard.json", "denny_001_medium.json"])
        let easy = collected.labyrinths[0]
        let hard = collected.labyrinths[1]
        let medium = collected.labyrinths[2]
        #expect(easy.labyrinth?.string(.id) == "denny_001_easy")
        #expect(easy.maze?.report?.metrics?.insideCells == 12)
        let start = ExampleLabyrinth.centre(ExampleLabyrinth.solution[0])
        #expect(easy.maze?.input?.start == DrawnPoint(x: Double(start.x), y: Double(start.y)))
        // Parsed, but a start no Double holds leaves nothing to rebuild; the report says why.
        #expect(hard.labyrinth != nil && hard.maze == nil)
        #expect(plain.findings.contains { $0.file == "denny_001_hard.json" && $0.ruleIdentifier == "labyrinth.decode" })
        #expect(medium.labyrinth == nil && medium.maze == nil)
        #expect(collected.folder.otherJSONFiles == ["notes.json"])
    }
}
