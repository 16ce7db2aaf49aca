import Foundation
import TestSupport
import Testing

@Suite("mazegen validate, end to end", .serialized)
struct ValidateCommandLineTests {
    static let legacy = Prerequisite.legacyFolder

    @Test func theShippedContentPassesStrict() throws {
        let result = try Mazegen.run(["validate", "--strict", "content/labyrinths"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout == "122 files checked, 0 errors, 0 warnings\n")
    }

    @Test func findingsExitOneAndNameTheFile() throws {
        let folder = try copyOfShippedContent()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("{\"id\": ".utf8).write(to: folder.appendingPathComponent("denny_004_medium.json"))
        let result = try Mazegen.run(["validate", folder.path], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("denny_004_medium.json"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        #expect(result.stdout.hasSuffix("122 files checked, 1 error, 0 warnings\n"), "\(result.stdout)")
        let forced = try Mazegen.run(["validate", "--color", "always", folder.path], environment: ["NO_COLOR": "1"])
        #expect(!forced.stdout.contains("\u{1B}["), "NO_COLOR wins over --color always")
    }

    @Test func jsonAndGitHubFormats() throws {
        let folder = try copyOfShippedContent()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("".utf8).write(to: folder.appendingPathComponent("denny_002_easy.json"))
        let json = try Mazegen.run(["validate", "--format", "json", folder.path])
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let summary = document?["summary"] as? [String: Any]
        #expect(summary?["errors"] as? Int == 1)
        let github = try Mazegen.run(["validate", "--format", "github", folder.path])
        #expect(github.status == 1)
        #expect(github.stdout.contains("::error file="), "\(github.stdout)")
        #expect(github.stdout.contains("denny_002_easy.json"))
    }

    /// A drawing of four thousand points off the canvas is one finding each; the report shows a hundred and counts
    /// the rest, and still fails.
    @Test func aRuleShowsAHundredFindingsOfAFileThenCountsTheRest() throws {
        let folder = try copyOfShippedContent()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("denny_001_easy.json")
        var labyrinth = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        var pathData = labyrinth["path_data"] as! [String: Any]
        // 4,000 points off the canvas: far more findings than are shown, in a drawing within `limits.text_length`.
        pathData["svg_path"] = "M 0 0 " + (0..<4_000).map { "L \(-10 - $0 % 7) -10" }.joined(separator: " ")
        labyrinth["path_data"] = pathData
        try JSONSerialization.data(withJSONObject: labyrinth).write(to: file)
        let result = try Mazegen.run(["validate", folder.path], environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        let drawing = result.stdout.split(separator: "\n").filter { $0.hasSuffix("maze.drawing") }
        #expect(drawing.count == 101, "\(result.stdout.prefix(2000))")
        #expect(
            drawing.last?.contains("more findings of this rule in this file are not shown") == true,
            "\(drawing.last ?? "")")
    }

    @Test func warningsFailOnlyUnderStrict() throws {
        let folder = try copyOfShippedContent()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("denny_001_easy.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"width\": 40", with: "\"width\": 33").utf8).write(to: file)
        #expect(try Mazegen.run(["validate", folder.path]).status == 0)
        #expect(try Mazegen.run(["validate", "--strict", folder.path]).status == 1)
    }

    @Test(
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func theOldLayoutIsOneErrorPointingAtMigrate() throws {
        let result = try Mazegen.run(["validate", Self.legacy.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("mazegen migrate --dry-run"))
        #expect(result.stdout.hasSuffix("1 error, 0 warnings\n"), "\(result.stdout)")
    }

    @Test func aMissingFolderExitsTwo() throws {
        let result = try Mazegen.run(["validate", "/nonexistent/labyrinths"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/labyrinths"))
        #expect(try Mazegen.run(["validate", "--format", "yaml"]).status == 2)
    }

    /// The report reaches stdout as one `write(2)` of its bytes, not a `String` printed through stdio's buffer a few
    /// KB at a time: the same bytes, written in the serial end of the run.
    @Test(.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)))
    func theReportIsWrittenInOneGo() throws {
        let folder = try copyOfShippedContent()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("denny_")
        }
        for file in files {
            try Data("{\"id\": ".utf8).write(to: folder.appendingPathComponent(file))
        }
        let trace = folder.deletingLastPathComponent().appendingPathComponent("trace")
        let plain = try Mazegen.run(["validate", folder.path], environment: ["NO_COLOR": "1"])
        #expect(plain.stdout.utf8.count > 8_192, "\(plain.stdout.utf8.count)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KilledRunTests.strace!)
        process.arguments = [
            "-f", "-qq", "-o", trace.path, "-e", "trace=write", "-e", "signal=none", Mazegen.binary.path, "validate",
            folder.path,
        ]
        process.currentDirectoryURL = Mazegen.repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let writes = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("write(1,")
        }
        #expect(writes.count == 1, "\(writes.map { $0.suffix(20) })")
        #expect(writes.first?.hasSuffix("= \(plain.stdout.utf8.count)") == true, "\(writes.first ?? "")")
    }

    func copyOfShippedContent() throws -> URL {
        let folder = try scratchFolder().appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: folder)
        return folder
    }
}
