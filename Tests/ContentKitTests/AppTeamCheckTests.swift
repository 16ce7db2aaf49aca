import ContentFormat
@testable import ContentValidate
import Foundation
import Testing

/// `scripts/app-team-check.py`, the app team's quality check as SPEC.md states it: each rule fires on a file that
/// breaks it alone, and the example labyrinth breaks none.
@Suite("scripts/app-team-check.py: the app team's quality check")
struct AppTeamCheckTests {
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/app-team-check.py")

    static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }

    struct Outcome {
        var status: Int32
        var lines: [String]
    }

    /// Writes `files` (name → text) into a folder of their own and runs the check on it.
    static func check(_ files: [String: String]) throws -> Outcome {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [script.path, folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, lines: String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    static func point(_ x: Int, _ y: Int) -> JSONValue { .object(["x": .int(x), "y": .int(y)]) }

    @Test(.enabled(if: python != nil)) func theExampleLabyrinthsPass() throws {
        let outcome = try Self.check([
            "denny_001_easy.json": ExampleLabyrinth.text, "denny_002_easy.json": ExampleLabyrinth.adventureText(),
            "denny_003_easy.json": ExampleAvoid.text([(x: 370, y: 110)]),
        ])
        #expect(outcome.lines == ["3 files, 0 problems"])
        #expect(outcome.status == 0)
    }

    /// Each file breaks one rule; the file name says which.
    @Test(.enabled(if: python != nil)) func eachRuleFiresOnTheFileThatBreaksIt() throws {
        let files = [
            "denny_001_easy.json": ExampleLabyrinth.text(setting: .pathData(.segments), to: .array([])),
            "denny_002_easy.json": ExampleLabyrinth.text(setting: .pathData(.endPoint), to: Self.point(190, 330)),
            "denny_003_easy.json": ExampleLabyrinth.text(setting: .pathData(.startPoint), to: Self.point(90, 100)),
            "denny_004_easy.json": ExampleLabyrinth.adventureText(itemCount: 0),
            "denny_005_easy.json": ExampleLabyrinth.text(setting: [
                (.pathData(.mazeType), .string("corridor_rect")), (.pathData(.svgPath), .string("M 90 390 L 90 250"))]),
            "denny_006_easy.json": ExampleLabyrinth.adventureText(changes: [
                (.pathData(.items) / 0 / ItemKey.x, .int(595))]),
            "denny_007_easy.json": ExampleAvoid.text([]),
            "denny_008_easy.json": ExampleAvoid.text([(x: 160, y: 320)]),
        ]
        let outcome = try Self.check(files)
        let found: [[String]] = outcome.lines.dropLast().map { line in
            line.split(separator: ":").prefix(2).map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        #expect(found == [
            ["denny_001_easy.json", "FEW_SEGMENTS"], ["denny_002_easy.json", "CLOSE_START_END"],
            ["denny_003_easy.json", "START_TOO_HIGH"], ["denny_004_easy.json", "FEW_ITEMS"],
            ["denny_005_easy.json", "FEW_CORRIDOR_MOVES"], ["denny_006_easy.json", "ITEM_NEAR_EDGE"],
            ["denny_007_easy.json", "FEW_OBSTACLES"], ["denny_008_easy.json", "OBSTACLE_NEAR_START"],
        ], "\(outcome.lines)")
        #expect(outcome.lines.last == "8 files, 8 problems")
        #expect(outcome.status == 1)
    }

    /// The manifest's entry names the story's kind where it has one; the app's manifest today has none, so the file's.
    @Test(.enabled(if: python != nil)) func theManifestEntryNamesTheKind() throws {
        let manifest = #"{"total": 1, "labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "theme": "ocean", "title": "T", "item_rule": "avoid"}]}"#
        let outcome = try Self.check(["manifest.json": manifest, "denny_001_easy.json": ExampleLabyrinth.text])
        #expect(outcome.lines.first?.hasPrefix("denny_001_easy.json: FEW_OBSTACLES: 0 obstacles, expected 1 at easy") == true, "\(outcome.lines)")
        #expect(outcome.lines.last == "1 files, 1 problems")
    }
}
