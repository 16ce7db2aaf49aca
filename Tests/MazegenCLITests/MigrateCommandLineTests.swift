import Foundation
import TestSupport
import Testing

@Suite("mazegen migrate, preview and stats, end to end", .serialized)
struct MigrateCommandLineTests {
    static let legacy = ValidateCommandLineTests.legacy

    @Test(
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func dryRunThenMigrateThenNothingToDo() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Labyrinths")
        try FileManager.default.copyItem(at: Self.legacy, to: folder)
        let before = try snapshot(folder)

        let dryRun = try Mazegen.run(["migrate", "--dry-run", folder.path])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("40 deletions, 60 renames, 2 rewrites"))
        #expect(try snapshot(folder) == before, "a dry run changes nothing")

        let json = try Mazegen.run(["migrate", "--dry-run", "--format", "json", folder.path])
        let plan = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let operations = plan?["operations"] as? [[String: Any]] ?? []
        #expect(operations.filter { $0["action"] as? String == "delete" }.count == 40)
        #expect(operations.filter { $0["action"] as? String == "rename" }.count == 60)
        #expect(operations.filter { $0["action"] as? String == "rewrite" }.count == 2)

        let run = try Mazegen.run(["migrate", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        let after = try snapshot(folder)
        #expect(after.count == 62)
        #expect(after["denny_020_hard.json"] != nil && after["denny_020_lv5.json"] == nil)

        let validate = try Mazegen.run(["validate", folder.path])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.contains(" 0 errors"))

        let again = try Mazegen.run(["migrate", folder.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("already migrated"))
        #expect(try snapshot(folder) == after)
    }

    @Test(
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func anInconsistentFolderIsRefusedUntouched() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Labyrinths")
        try FileManager.default.copyItem(at: Self.legacy, to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("denny_007_lv3.json"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("denny_008_lv1.json"))
        let before = try snapshot(folder)
        let result = try Mazegen.run(["migrate", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("denny_007_lv3.json"), "\(result.stderr)")
        #expect(result.stderr.contains("denny_008_lv1.json"), "\(result.stderr)")
        #expect(try snapshot(folder) == before)
    }

    @Test func previewAndStatsOnTheShippedContent() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("review.html")
        let preview = try Mazegen.run(["preview", "content/labyrinths", "--output", page.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<svg").count - 1 >= 120)

        let stats = try Mazegen.run(["stats", "content/labyrinths", "--format", "json"])
        #expect(stats.status == 0, "\(stats.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        let levels = document?["levels"] as? [String: Any]
        #expect(Set(levels?.keys.map { $0 } ?? []) == ["easy", "medium", "hard"])
        #expect((levels?["hard"] as? [String: Any])?["count"] as? Int == 40)
    }

    /// Warnings are counted on stdout and shown on the page, but do not fail the run; an error does.
    @Test func previewCountsWarningsAndFailsOnlyOnErrors() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: folder)
        let file = folder.appendingPathComponent("denny_001_easy.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        // The easy level draws paths 40 wide: 35 is a `level.pathWidth` warning.
        try Data(text.replacingOccurrences(of: "\"width\": 40,", with: "\"width\": 35,").utf8).write(to: file)
        let page = parent.appendingPathComponent("review.html")
        let warned = try Mazegen.run(["preview", folder.path, "--output", page.path])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stdout.hasSuffix(": 120 labyrinths, 0 with errors, 1 warning\n"), "\(warned.stdout)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("<code class=\"rule\">level.pathWidth</code>"))

        try Data("{".utf8).write(to: file)
        let broken = try Mazegen.run(["preview", folder.path, "--output", page.path])
        #expect(broken.status == 1)
        #expect(broken.stdout.hasSuffix(": 120 labyrinths, 1 with errors, 0 warnings\n"), "\(broken.stdout)")
        #expect(
            broken.stderr.contains("error: \(folder.path)/denny_001_easy.json:1:2: not valid JSON"), "\(broken.stderr)")
    }

    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
