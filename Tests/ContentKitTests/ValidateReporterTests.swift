@testable import ContentFormat
@testable import ContentValidate
import Testing

@Suite("Validate: reporters")
struct ValidateReporterTests {
    static let report = ValidationReport(
        findings: [
            Finding(ruleIdentifier: "manifest.total", severity: .error, file: "manifest.json", pointer: "/total", line: 3, column: 3,
                    message: "`total` is 60; expected 3"),
            Finding(ruleIdentifier: "level.pathWidth", severity: .warning, file: "denny_001_easy.json", pointer: "/path_data/width",
                    line: 40, column: 5, message: "`width` is 35, 100%: done\nnext"),
            Finding(ruleIdentifier: "layout.legacyFolder", severity: .error, file: ".", message: "the folder is old"),
            Finding(ruleIdentifier: "json.duplicateKey", severity: .error, file: "denny_001_easy.json", pointer: "/id", line: 2,
                    column: 3, message: "twice"),
        ],
        filesChecked: 5)

    @Test func findingsAreSortedByFileThenPosition() {
        #expect(Self.report.findings.map(\.file) == [".", "denny_001_easy.json", "denny_001_easy.json", "manifest.json"])
        #expect(Self.report.findings[1].line == 2)
        #expect(Self.report.errorCount == 3)
        #expect(Self.report.warningCount == 1)
    }

    @Test func textGroupsByFileAndEndsWithTheSummary() {
        let text = TextReporter(useColor: false).render(Self.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "")
        #expect(lines[lines.count - 2] == "5 files checked, 3 errors, 1 warning")
        #expect(lines[0] == ".")
        #expect(lines.filter { $0 == "denny_001_easy.json" }.count == 1)
        #expect(lines.contains("  2:3  error    twice  json.duplicateKey"))
        #expect(lines.contains { $0.hasPrefix("  40:5  warning  `width` is 35") })
        #expect(!text.contains("\u{1B}["))
        let withoutLine = ValidationReport(findings: [Finding(ruleIdentifier: "a.b", severity: .error, file: "x.json", pointer: "/id", message: "m")], filesChecked: 1)
        #expect(TextReporter(useColor: false).render(withoutLine).contains("  -  error    m (at /id)  a.b"))
    }

    @Test func textColoursOnlyWhenAsked() {
        let text = TextReporter(useColor: true).render(Self.report)
        #expect(text.contains("\u{1B}[31merror"))
        #expect(text.contains("\u{1B}[33mwarning"))
        #expect(text.hasSuffix("5 files checked, 3 errors, 1 warning\n"))
    }

    @Test func anEmptyReportIsJustTheSummary() {
        let empty = ValidationReport(findings: [], filesChecked: 1)
        #expect(TextReporter(useColor: false).render(empty) == "1 file checked, 0 errors, 0 warnings\n")
        #expect(GitHubReporter(folder: "x").render(empty) == "1 file checked, 0 errors, 0 warnings\n")
    }

    @Test func jsonIsOneDocumentWithFindingsAndSummary() throws {
        let text = JSONReporter().render(Self.report)
        let value = try JSONReader.parse(text).value
        #expect(value.objectValue?.keys == ["findings", "summary"])
        #expect(value[pointer: "/summary/files_checked"]?.intValue == 5)
        #expect(value[pointer: "/summary/errors"]?.intValue == 3)
        #expect(value[pointer: "/summary/warnings"]?.intValue == 1)
        let findings = try #require(value[pointer: "/findings"]?.arrayValue)
        #expect(findings.count == 4)
        #expect(findings[0].objectValue?.keys == ["file", "line", "column", "pointer", "rule", "severity", "message"])
        #expect(findings[0][pointer: "/line"] == .null)
        #expect(findings[1][pointer: "/pointer"]?.stringValue == "/id")
        #expect(findings[2][pointer: "/message"]?.stringValue == "`width` is 35, 100%: done\nnext")
        #expect(findings[3][pointer: "/severity"]?.stringValue == "error")
    }

    @Test func githubWritesWorkflowCommands() {
        let lines = GitHubReporter(folder: "content/labyrinths/").render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=content/labyrinths,title=layout.legacyFolder::the folder is old",
            "::error file=content/labyrinths/denny_001_easy.json,line=2,col=3,title=json.duplicateKey::twice",
            "::warning file=content/labyrinths/denny_001_easy.json,line=40,col=5,title=level.pathWidth::`width` is 35, 100%25: done%0Anext",
            "::error file=content/labyrinths/manifest.json,line=3,col=3,title=manifest.total::`total` is 60; expected 3",
            "5 files checked, 3 errors, 1 warning",
        ])
    }

    @Test func strictShowsWarningsAsErrors() {
        let strict = Self.report.promotingWarnings()
        #expect(strict.warningCount == 0)
        #expect(strict.errorCount == 4)
        #expect(GitHubReporter(folder: ".").render(strict).contains("::error file=denny_001_easy.json,line=40"))
    }
}
