import ContentValidate
import Foundation
import TestSupport
import Testing

/// What a person reads when something is wrong: one prefix style, the path the problem is about, the usage of the
/// command they typed, commands in hints that work when pasted, and validate's own guide to its rules.
@Suite("mazegen: messages a person can act on", .serialized)
struct MessageCommandLineTests {
    static let legacy = Prerequisite.legacyFolder

    @Test func argumentParsersErrorsUseTheSamePrefixAndKeepTheUsage() throws {
        let result = try Mazegen.run(["generate", "--no-such-flag"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: mazegen generate"), "\(result.stderr)")
        let thrown = try Mazegen.run(["validate", "/nonexistent/labyrinths"])
        #expect(
            thrown.stderr
                == "error: /nonexistent/labyrinths: cannot open the content folder: No such file or directory\n")
    }

    @Test(arguments: ["validate", "stats", "import"])
    func aMissingConfigShowsTheSubcommandsUsage(command: String) throws {
        let arguments = command == "import" ? ["import", "content/labyrinths"] : [command]
        let result = try Mazegen.run(arguments + ["--config", "nosuch.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: no config file at nosuch.yaml\n"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: mazegen \(command) "), "\(result.stderr)")
    }

    @Test func validateChecksOneLabyrinthFileAndSaysTheFolderRulesWereSkipped() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("denny_001_easy.json")
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths/denny_001_easy.json"), to: file)
        let clean = try Mazegen.run(["validate", file.path])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stderr.contains("note: one labyrinth file checked alone"), "\(clean.stderr)")
        #expect(clean.stdout.hasSuffix("were skipped\n1 file checked, 0 errors, 0 warnings\n"), "\(clean.stdout)")
        let json = try Mazegen.run(["validate", "--format", "json", file.path])
        let summary =
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["summary"]
            as? [String: Any]
        #expect(summary?["folder_rules_skipped"] as? Bool == true)

        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"id\": \"denny_001_easy\"", with: "\"id\": \"denny_002_easy\"").utf8)
            .write(to: file)
        let broken = try Mazegen.run(["validate", file.path])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("labyrinth.id"), "\(broken.stdout)")
        #expect(!broken.stdout.contains("manifest."), "no folder rule runs: \(broken.stdout)")
        let github = try Mazegen.run(["validate", "--format", "github", file.path])
        #expect(
            github.stdout.contains("::error file=\(file.path),"),
            "annotations name the file where it is: \(github.stdout)")
        #expect(github.stdout.contains("::notice::one labyrinth file checked alone"), "\(github.stdout)")

        let manifest = try Mazegen.run([
            "validate", Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths/manifest.json").path,
        ])
        #expect(manifest.status == 2)
        #expect(manifest.stderr.contains("is a file but not a labyrinth file"), "\(manifest.stderr)")
    }

    @Test(
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func theMigrateHintNamesTheFolderQuotedForTheShell() throws {
        let folder = try scratchFolder().appendingPathComponent("old content")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: Self.legacy, to: folder)
        let validate = try Mazegen.run(["validate", folder.path])
        #expect(validate.stdout.contains("`mazegen migrate --dry-run '\(folder.path)'`"), "\(validate.stdout)")
        let imported = try Mazegen.run([
            "import", folder.path, "--into", folder.deletingLastPathComponent().appendingPathComponent("stories").path,
        ])
        #expect(imported.status == 2)
        #expect(imported.stderr.contains("`mazegen migrate --dry-run '\(folder.path)'`"), "\(imported.stderr)")
    }

    @Test func importNamesTheSourceFolderAndGivesJSONErrorsALine() throws {
        let source = try scratchFolder().appendingPathComponent("shipped")
        defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: source)
        let stories = source.deletingLastPathComponent().appendingPathComponent("stories").path
        try Data("{\n  \"id\":\n".utf8).write(to: source.appendingPathComponent("denny_001_easy.json"))
        let broken = try Mazegen.run(["import", source.path, "--into", stories, "--dry-run"])
        #expect(broken.status == 2)
        #expect(
            broken.stderr.contains("error: \(source.path)/denny_001_easy.json:3:1: not valid JSON"), "\(broken.stderr)")
        #expect(broken.stderr.hasSuffix("error: import stopped on 1 problem(s); nothing written\n"), "\(broken.stderr)")

        try FileManager.default.removeItem(at: source.appendingPathComponent("manifest.json"))
        let missing = try Mazegen.run(["import", source.path, "--into", stories, "--dry-run"])
        #expect(missing.stderr.contains("error: \(source.path)/manifest.json: missing"), "\(missing.stderr)")
    }

    @Test func previewNamesTheFolderOfEachError() throws {
        let folder = try scratchFolder().appendingPathComponent("labyrinths")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths/denny_001_easy.json"),
            to: folder.appendingPathComponent("denny_001_easy.json"))
        let result = try Mazegen.run([
            "preview", folder.path, "--output",
            folder.deletingLastPathComponent().appendingPathComponent("p.html").path,
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("error: \(folder.path)/manifest.json: the folder has no manifest.json"),
            "\(result.stderr)")
    }

    @Test func listRulesGroupsEveryRuleByArea() throws {
        let result = try Mazegen.run(["validate", "--list-rules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\norganic\n"), "\(result.stdout)")
        #expect(result.stdout.contains("  organic.sharpBend "))
        #expect(result.stdout.contains("  manifest.missing "))
        #expect(result.stdout.contains(" warning  "))
        #expect(result.stderr.isEmpty)
    }

    @Test func explainTellsWhatWhyAndShowsTheExamples() throws {
        let result = try Mazegen.run(["validate", "--explain", "manifest.total"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("manifest.total (warning)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Checks: `total` equals the number of entries"))
        #expect(result.stdout.contains("Why: "))
        #expect(result.stdout.contains("Examples that trigger it:"))
        #expect(result.stdout.contains("→ warning in manifest.json:"), "\(result.stdout)")
        #expect(result.stdout.contains("Examples it leaves alone:"))
    }

    /// The hidden flag scripts/rules-reference.sh writes docs/COMMANDS.md's rules with: the list and every rule's
    /// explanation, as the commands a person types print them.
    @Test func theRulesReferenceHoldsTheListAndEveryExplanation() throws {
        let result = try Mazegen.run(["validate", "--rules-reference"])
        #expect(result.status == 0)
        #expect(result.stdout == RuleReference.markdown())
        #expect(result.stdout.contains(try Mazegen.run(["validate", "--list-rules"]).stdout))
        #expect(result.stdout.contains(try Mazegen.run(["validate", "--explain", "manifest.total"]).stdout))
        #expect(!(try Mazegen.run(["validate", "--help"]).stdout.contains("rules-reference")))
    }

    @Test func anUnknownRuleExitsTwoWithTheClosestNames() throws {
        let result = try Mazegen.run(["validate", "--explain", "organic.sharp_bend"])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("error: no rule `organic.sharp_bend`; the closest are `organic.sharpBend`"),
            "\(result.stderr)")
        #expect(result.stderr.contains("Usage: mazegen validate"))
        #expect(result.stdout.isEmpty)
    }

    /// What was typed is shown escaped: a line break in it started a raw line of its own, which a CI log reads as a
    /// workflow command (`::error`).
    @Test func anUnknownRuleWithALineBreakStaysOnItsLine() throws {
        let result = try Mazegen.run(["validate", "--explain", "x\n::error file=a::forged"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no rule `x\\n::error file=a::forged`"), "\(result.stderr)")
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(result.stderr)")
    }
}
