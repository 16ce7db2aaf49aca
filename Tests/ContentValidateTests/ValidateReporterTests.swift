import Foundation
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

@Suite("Validate: reporters")
struct ValidateReporterTests {
    static let report = ValidationReport(
        findings: [
            Finding(
                ruleIdentifier: "manifest.total", severity: .error, file: "manifest.json", pointer: "/total", line: 3,
                column: 3,
                message: "`total` is 60; expected 3"),
            Finding(
                ruleIdentifier: "level.pathWidth", severity: .warning, file: "denny_001_easy.json",
                pointer: "/path_data/width",
                line: 40, column: 5, message: "`width` is 35, 100%: done\nnext"),
            Finding(ruleIdentifier: "layout.legacyFolder", severity: .error, file: ".", message: "the folder is old"),
            Finding(
                ruleIdentifier: "json.duplicateKey", severity: .error, file: "denny_001_easy.json", pointer: "/id",
                line: 2,
                column: 3, message: "twice"),
        ],
        filesChecked: 5)

    @Test func findingsAreSortedByFileThenPosition() {
        #expect(
            Self.report.findings.map(\.file) == [".", "denny_001_easy.json", "denny_001_easy.json", "manifest.json"])
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
        let withoutLine = ValidationReport(
            findings: [Finding(ruleIdentifier: "a.b", severity: .error, file: "x.json", pointer: "/id", message: "m")],
            filesChecked: 1)
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
        let lines = GitHubReporter(folder: "content/labyrinths/").render(Self.report).split(separator: "\n").map(
            String.init)
        #expect(
            lines == [
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

/// A file's text must not write lines of its own into a CI log: the forged summary of issue 27.
@Suite("Reports cannot be forged by a file's control characters")
struct ForgedReportTests {
    static let forgedID = "denny_001_easy\u{1B}[2J\u{1B}[H\r\n122 files checked, 0 errors, 0 warnings\u{9B}\u{7F}"

    static var report: ValidationReport {
        ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "labyrinth.id", severity: .error, file: "denny\r\n_001_easy.json",
                    pointer: .labyrinth(.id), line: 2, column: 9,
                    message: "the id \"\(forgedID)\" does not match the file name"
                )
            ],
            filesChecked: 122
        )
    }

    @Test func theTextReporterShowsControlCharactersAsEscapes() {
        let text = TextReporter(useColor: false).render(Self.report)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isEscaped($0) })
        #expect(
            text.contains(#"denny_001_easy\u{1B}[2J\u{1B}[H\r\n122 files checked, 0 errors, 0 warnings\u{9B}\u{7F}"#),
            "\(text)")
        #expect(text.contains(#"denny\r\n_001_easy.json"#))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.filter { $0.hasPrefix("122 files checked") } == ["122 files checked, 1 error, 0 warnings"], "\(text)")
    }

    @Test func theGitHubReporterKeepsItsEscapesAndShowsTheRest() {
        let text = GitHubReporter(folder: "labyrinths").render(Self.report)
        #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isEscaped($0) })
        #expect(
            text.hasPrefix("::error file=labyrinths/denny%0D%0A_001_easy.json,line=2,col=9,title=labyrinth.id::"),
            "\(text)")
        #expect(text.contains(#"\u{1B}[2J\u{1B}[H%0D%0A122 files checked"#), "\(text)")
        #expect(text.split(separator: "\n").count == 2)
    }

    /// A file name with a `:` or `,` followed by a combining mark (one `Character` with it) still has them escaped in
    /// the annotation's properties, where they would end the property.
    @Test func theGitHubReporterEscapesAColonOrCommaUnderACombiningMark() {
        let report = ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "labyrinth.id", severity: .error, file: "a:\u{301}b,\u{301}c.json",
                    pointer: .labyrinth(.id), line: 2, column: 9, message: "m")
            ],
            filesChecked: 1)
        let text = GitHubReporter(folder: ".").render(report)
        #expect(
            text.hasPrefix("::error file=a%3A\u{301}b%2C\u{301}c.json,line=2,col=9,title=labyrinth.id::m\n"), "\(text)")
    }

    /// An id whose right-to-left override makes a log show `…_easy.json` where the file holds `…nosj.ysae_…`,
    /// with isolates, a zero-width space, a byte order mark and a line separator around it.
    static let reorderingID = "denny_001\u{202E}nosj.ysae\u{202C}\u{2066}x\u{2069}\u{200B}\u{FEFF}\u{2028}end"

    @Test(arguments: [
        (Unicode.Scalar(0x202A)!, #"\u{202A}"#), (Unicode.Scalar(0x202E)!, #"\u{202E}"#),
        (Unicode.Scalar(0x2066)!, #"\u{2066}"#),
        (Unicode.Scalar(0x2069)!, #"\u{2069}"#), (Unicode.Scalar(0x200F)!, #"\u{200F}"#),
        (Unicode.Scalar(0x061C)!, #"\u{61C}"#),
        (Unicode.Scalar(0x00AD)!, #"\u{AD}"#), (Unicode.Scalar(0xE0041)!, #"\u{E0041}"#),
        (Unicode.Scalar(0x2029)!, #"\u{2029}"#),
    ])
    func invisibleFormatCharactersAreShownAsEscapes(scalar: Unicode.Scalar, shown: String) {
        #expect(ControlCharacters.escaped("a\(Character(scalar))b") == "a\(shown)b")
    }

    @Test func emojiAndTheLettersOfOtherScriptsStayAsTheyAre() {
        let text = "🦈 👨\u{200D}👩\u{200D}👧 ⚓️ é 日本 עברית العربية"
        #expect(ControlCharacters.escaped(text) == text)
    }

    @Test func bothReportersShowDirectionOverridesAsEscapes() {
        let report = ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "labyrinth.id", severity: .error, file: "denny_001_easy.json",
                    pointer: .labyrinth(.id),
                    line: 2, column: 9, message: "the id \"\(Self.reorderingID)\" does not match the file name")
            ],
            filesChecked: 1)
        let shown = #"denny_001\u{202E}nosj.ysae\u{202C}\u{2066}x\u{2069}\u{200B}\u{FEFF}\u{2028}end"#
        for text in [TextReporter(useColor: false).render(report), GitHubReporter(folder: "labyrinths").render(report)]
        {
            #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isEscaped($0) }, "\(text)")
            #expect(text.contains(shown), "\(text)")
        }
    }

    @Test func messagesOfTheOtherCommandsStayOneLine() {
        #expect(
            FileSystemError(path: "/tmp/a\u{1B}b", operation: "read the file", code: ENOENT).description.hasPrefix(
                #"/tmp/a\u{1B}b: "#))
        #expect(ControlCharacters.escapedLines("line one\nline\u{1B} two") == "line one\nline\\u{1B} two")
    }
}
