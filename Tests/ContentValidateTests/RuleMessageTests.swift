import Foundation
import MazeKit
import TestSupport
import Testing

@testable import ContentSupport
@testable import ContentValidate

@Suite("Validate: messages name one rule, give units and folders, and explain themselves")
struct RuleMessageTests {
    static func exampleFindings() throws -> [Finding] {
        var findings: [Finding] = []
        for rule in Validator.allRules {
            for example in rule.triggeringExamples {
                findings += try Validator(profile: .standard, rules: [rule]).validate(example.source).findings
            }
        }
        return findings
    }

    @Test func noFindingCarriesMazeKitsCodeAsASecondName() throws {
        let codes = MazeFindingCode.allCases.map(\.rawValue) + OrganicFindingCode.allCases.map(\.rawValue)
        for finding in try Self.exampleFindings() {
            for code in codes {
                #expect(!finding.message.contains(code), "\(finding.ruleIdentifier): \(finding.message)")
            }
        }
    }

    @Test func distancesSayTheyAreInCanvasUnits() throws {
        let messages = try Self.exampleFindings().filter {
            [
                "organic.earlyEnd", "organic.selfTouch", "organic.itemOffStroke", "maze.earlyEnd", "avoid.avoidable",
                "avoid.nearRoute",
                "avoid.startDistance", "avoid.itemOverlap",
            ].contains($0.ruleIdentifier)
        }
        #expect(!messages.isEmpty)
        for finding in messages {
            #expect(finding.message.contains("canvas units"), "\(finding.ruleIdentifier): \(finding.message)")
        }
    }

    @Test func everyRuleSaysWhyItExists() {
        for rule in Validator.allRules {
            #expect(rule.rationale.count > 20, "\(rule.identifier) has no rationale")
            #expect(rule.rationale.hasSuffix("."), "\(rule.identifier): \(rule.rationale)")
        }
    }

    @Test func theLegacyHintNamesTheFolderQuotedForTheShell() throws {
        let rule = LayoutLegacyFolderRule()
        let files = rule.triggeringExamples[0].files.mapValues { Array($0.utf8) }
        let onDisk = InMemoryContentSource(files, folderPath: "/tmp/old content")
        let message = try Validator(rules: [rule]).validate(onDisk).findings.first?.message ?? ""
        #expect(message.contains("`mazegen migrate --dry-run '/tmp/old content'`"), "\(message)")
        #expect(message.contains("then `mazegen migrate '/tmp/old content'`"), "\(message)")
        let inMemory =
            try Validator(rules: [rule]).validate(rule.triggeringExamples[0].source).findings.first?.message ?? ""
        #expect(inMemory.contains("`mazegen migrate --dry-run DIR`"), "\(inMemory)")
    }

    @Test(arguments: [
        ("content/labyrinths", "content/labyrinths"), ("my maze", "'my maze'"), ("it's", #"'it'\''s'"#),
        ("-x", "./-x"), ("", "''"),
    ])
    func shellWordsArePlainOnlyWhenTheShellLeavesThemAlone(word: String, quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }

    @Test func oneFileIsCheckedAloneWithTheRulesThatJudgeAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/denny_001_easy.json"
        try Data("{\"id\": ".utf8).write(to: URL(fileURLWithPath: path))
        let source = try InMemoryContentSource(file: path)
        #expect(source.folderPath == folder)
        #expect(try source.listing().map(\.name) == ["denny_001_easy.json"])
        let oneFile = Validator().judgingOneFile()
        #expect(oneFile.rules.contains { $0.identifier == "json.syntax" })
        #expect(oneFile.rules.contains { $0.identifier == "labyrinth.id" })
        #expect(!oneFile.rules.contains { $0.identifier == "manifest.missing" || $0.identifier == "samples.missing" })
        let report = try oneFile.validate(source)
        #expect(report.findings.map(\.ruleIdentifier) == ["json.syntax"])
    }

    @Test func aSkippedFolderIsSaidInEveryFormat() {
        var report = ValidationReport(findings: [], filesChecked: 1)
        report.folderRulesSkipped = true
        #expect(TextReporter(useColor: false).render(report).contains("note: one labyrinth file checked alone"))
        #expect(JSONReporter().render(report).contains("\"folder_rules_skipped\": true"))
        #expect(GitHubReporter(folder: ".").render(report).contains("::notice::one labyrinth file checked alone"))
        report.folderRulesSkipped = false
        #expect(!JSONReporter().render(report).contains("folder_rules_skipped"))
    }

    @Test func theGuideListsEveryRuleOnceAndExplainsOne() throws {
        let list = RuleGuide.list()
        for rule in Validator.allRules {
            #expect(list.contains("  \(rule.identifier) "), "\(rule.identifier) is not listed")
        }
        let explained = RuleGuide.explain(try #require(RuleGuide.rule(named: "manifest.total")))
        #expect(explained.contains("Why: \(ManifestTotalRule().rationale)"))
        #expect(explained.contains("→ warning in manifest.json"), "\(explained)")
        #expect(RuleGuide.closestNames(to: "organic.sharp_bend").first == "organic.sharpBend")
        #expect(RuleGuide.closestNames(to: "MANIFEST.TOTAL").first == "manifest.total")
    }

    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rule-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a finding's percentage is a whole number rounded the same way")
    func percent() {
        #expect(LevelSolutionShareRule.percent(0.125) == "13%")
        #expect(LevelSolutionShareRule.percent(0.3) == "30%")
        #expect(LevelSolutionShareRule.percent(0) == "0%")
    }
}
