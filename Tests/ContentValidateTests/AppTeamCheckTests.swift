import ContentFormat
import Foundation
import TestSupport
import Testing

@testable import ContentJSON
@testable import ContentValidate

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
        return Outcome(
            status: process.terminationStatus,
            lines: String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    static func point(_ x: Int, _ y: Int) -> JSONValue { .object(["x": .int(x), "y": .int(y)]) }

    @Test(
        .enabled(
            if: python != nil,
            "python3 is not at /usr/bin, /usr/local/bin or /opt/homebrew/bin: scripts/app-team-check.py is not tested"))
    func theExampleLabyrinthsPass() throws {
        let outcome = try Self.check([
            "denny_001_easy.json": ExampleLabyrinth.text, "denny_002_easy.json": ExampleLabyrinth.adventureText(),
            "denny_003_easy.json": ExampleAvoid.text([(x: 370, y: 110)]),
        ])
        #expect(outcome.lines == ["3 files, 0 problems"])
        #expect(outcome.status == 0)
    }

    /// Each file breaks one rule; the file name says which.
    @Test(
        .enabled(
            if: python != nil,
            "python3 is not at /usr/bin, /usr/local/bin or /opt/homebrew/bin: scripts/app-team-check.py is not tested"))
    func eachRuleFiresOnTheFileThatBreaksIt() throws {
        let files = [
            "denny_001_easy.json": ExampleLabyrinth.text(setting: .pathData(.segments), to: .array([])),
            "denny_002_easy.json": ExampleLabyrinth.text(setting: .pathData(.endPoint), to: Self.point(190, 330)),
            "denny_003_easy.json": ExampleLabyrinth.text(setting: .pathData(.startPoint), to: Self.point(90, 100)),
            "denny_004_easy.json": ExampleLabyrinth.adventureText(itemCount: 0),
            "denny_005_easy.json": ExampleLabyrinth.text(setting: [
                (.pathData(.mazeType), .string("corridor_rect")), (.pathData(.svgPath), .string("M 90 390 L 90 250")),
            ]),
            "denny_006_easy.json": ExampleLabyrinth.adventureText(changes: [
                (.pathData(.items) / 0 / ItemKey.x, .int(595))
            ]),
            "denny_007_easy.json": ExampleAvoid.text([]),
            "denny_008_easy.json": ExampleAvoid.text([(x: 160, y: 320)]),
        ]
        let outcome = try Self.check(files)
        let found: [[String]] = outcome.lines.dropLast().map { line in
            line.split(separator: ":").prefix(2).map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        #expect(
            found == [
                ["denny_001_easy.json", "FEW_SEGMENTS"], ["denny_002_easy.json", "CLOSE_START_END"],
                ["denny_003_easy.json", "START_TOO_HIGH"], ["denny_004_easy.json", "FEW_ITEMS"],
                ["denny_005_easy.json", "FEW_CORRIDOR_MOVES"], ["denny_006_easy.json", "ITEM_NEAR_EDGE"],
                ["denny_007_easy.json", "FEW_OBSTACLES"], ["denny_008_easy.json", "OBSTACLE_NEAR_START"],
            ], "\(outcome.lines)")
        #expect(outcome.lines.last == "8 files, 8 problems")
        #expect(outcome.status == 1)
    }

    /// Each threshold is met exactly, as SPEC.md states it: start and end 150 apart, start y 101, an item 10 inside
    /// the canvas, an obstacle 140 from the start. None is a problem.
    @Test(
        .enabled(
            if: python != nil,
            "python3 is not at /usr/bin, /usr/local/bin or /opt/homebrew/bin: scripts/app-team-check.py is not tested"))
    func filesExactlyAtEachThresholdPass() throws {
        // The example starts at (90, 390); its end moved to 150 straight above, an obstacle 140 to its right.
        let files = [
            "denny_001_easy.json": ExampleLabyrinth.text(setting: .pathData(.endPoint), to: Self.point(90, 240)),
            "denny_002_easy.json": ExampleLabyrinth.text(setting: .pathData(.startPoint), to: Self.point(90, 101)),
            "denny_003_easy.json": ExampleLabyrinth.adventureText(changes: [
                (.pathData(.items) / 0 / ItemKey.x, .int(590))
            ]),
            "denny_004_easy.json": ExampleAvoid.text([(x: 230, y: 390)]),
        ]
        let outcome = try Self.check(files)
        #expect(outcome.lines == ["4 files, 0 problems"])
    }

    /// A file the check cannot read is reported, never passed in silence; hidden files are not labyrinths.
    @Test(
        .enabled(
            if: python != nil,
            "python3 is not at /usr/bin, /usr/local/bin or /opt/homebrew/bin: scripts/app-team-check.py is not tested"))
    func anUnreadableFileIsAProblem() throws {
        let outcome = try Self.check([
            "denny_001_easy.json": ExampleLabyrinth.text(setting: .pathData(.startPoint), to: .string("bottom")),
            ".mazegen-migration.json": "{}",
        ])
        #expect(outcome.lines.first?.hasPrefix("denny_001_easy.json: UNREADABLE: ") == true, "\(outcome.lines)")
        #expect(outcome.lines.last == "1 files, 1 problems")
        #expect(outcome.status == 1)
    }
}
