import ContentFormat
import ContentJSON
import ContentSupport
import MazeKit

/// Turns a report into what `mazegen validate` prints on stdout.
package protocol ValidationReporter: Sendable {
    /// The report as the UTF-8 bytes `validate` writes to stdout.
    func bytes(of report: ValidationReport) -> [UInt8]
}

extension ValidationReporter {
    /// The report as text, for a caller that shows it some other way than on stdout.
    package func render(_ report: ValidationReport) -> String {
        String(decoding: bytes(of: report), as: UTF8.self)
    }
}

/// How `mazegen validate` prints its report.
package enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case github

    /// `folder` is the validated folder as given on the command line (GitHub annotations name files by it).
    package func reporter(folder: String, useColor: Bool) -> any ValidationReporter {
        switch self {
        case .text: TextReporter(useColor: useColor)
        case .json: JSONReporter()
        case .github: GitHubReporter(folder: folder)
        }
    }
}

/// "1 file", "2 files", "3 stories": how every command counts things in its messages.
package func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}

extension ValidationReport {
    /// What a report of one file checked alone says it left out.
    package static let folderRulesSkippedNote =
        "one labyrinth file checked alone: the rules about its folder (manifest, packs, samples, the other levels) were skipped"

    /// "102 files checked, 1 error, 0 warnings"
    package var summaryLine: String {
        "\(counted(filesChecked, "file")) checked, \(counted(errorCount, "error")), \(counted(warningCount, "warning"))"
    }
}

/// For people: findings grouped by file, the summary line last; ANSI colour only when asked for
/// (the CLI asks when stdout is a terminal and NO_COLOR is unset).
package struct TextReporter: ValidationReporter {
    package var useColor: Bool

    package init(useColor: Bool) { self.useColor = useColor }

    // Written into one buffer, not as lines joined: `validate` of the app's folder prints ~600 findings after its
    // parallel work, on one core.
    package func bytes(of report: ValidationReport) -> [UInt8] {
        var text: [UInt8] = []
        var currentFile: String?
        // File names, messages and pointers quote the folder's own text: escaped, so no finding can write a
        // line of its own (a fake summary) into the log.
        for finding in report.findings {
            if finding.file != currentFile {
                if currentFile != nil { text.append(newline) }
                paint("1", into: &text) { ControlCharacters.append(finding.file, to: &$0) }
                text.append(newline)
                currentFile = finding.file
            }
            Self.append("  ", to: &text)
            if let line = finding.line {
                Self.append(line, to: &text)
                text.append(UInt8(ascii: ":"))
                Self.append(finding.column ?? 1, to: &text)
            } else {
                text.append(UInt8(ascii: "-"))
            }
            Self.append("  ", to: &text)
            paint(finding.severity == .error ? "31" : "33", into: &text) {
                Self.append(finding.severity == .error ? "error  " : "warning", to: &$0)
            }
            Self.append("  ", to: &text)
            ControlCharacters.append(finding.message, to: &text)
            // The line says where; the pointer only helps when the text gave no line.
            if finding.line == nil, let pointer = finding.pointer, pointer != .root {
                ControlCharacters.append(" (at \(pointer))", to: &text)
            }
            Self.append("  ", to: &text)
            paint("2", into: &text) { $0.append(contentsOf: finding.ruleIdentifier.utf8) }
            text.append(newline)
        }
        if !report.findings.isEmpty { text.append(newline) }
        if report.folderRulesSkipped {
            text.append(contentsOf: ("note: " + ValidationReport.folderRulesSkippedNote).utf8)
            text.append(newline)
        }
        text.append(contentsOf: report.summaryLine.utf8)
        text.append(newline)
        return text
    }

    private var newline: UInt8 { UInt8(ascii: "\n") }

    /// What `body` writes, between the ANSI escapes of `code` when colour is on.
    private func paint(_ code: String, into text: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        guard useColor else { return body(&text) }
        text.append(contentsOf: "\u{1B}[\(code)m".utf8)
        body(&text)
        text.append(contentsOf: "\u{1B}[0m".utf8)
    }

    /// Text known when compiling, copied from where the binary holds it.
    private static func append(_ literal: StaticString, to text: inout [UInt8]) {
        literal.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    /// `number`'s digits as `String(number)` spells them.
    private static func append(_ number: Int, to text: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            let start = digits.baseAddress!
            let end = DecimalDigits.write(number, at: start)
            text.append(contentsOf: UnsafeBufferPointer(start: start, count: end - start))
        }
    }
}

/// For tools: one JSON document with every finding and the summary, written like the content files.
package struct JSONReporter: ValidationReporter {
    package init() {}

    package func bytes(of report: ValidationReport) -> [UInt8] {
        JSONWriter.bytes(value(of: report))
    }

    package func value(of report: ValidationReport) -> JSONValue {
        let findings = report.findings.map { finding -> JSONValue in
            .object([
                "file": .string(finding.file),
                "line": finding.line.map(JSONValue.int) ?? .null,
                "column": finding.column.map(JSONValue.int) ?? .null,
                "pointer": finding.pointer.map { .string($0.description) } ?? .null,
                "rule": .string(finding.ruleIdentifier),
                "severity": .string(finding.severity.rawValue),
                "message": .string(finding.message),
            ])
        }
        var summary: JSONObject = [
            "files_checked": .int(report.filesChecked), "errors": .int(report.errorCount),
            "warnings": .int(report.warningCount),
        ]
        if report.folderRulesSkipped { summary["folder_rules_skipped"] = .bool(true) }
        return .object([
            "findings": .array(findings),
            "summary": .object(summary),
        ])
    }
}

/// For CI: GitHub Actions workflow commands, so each finding becomes an annotation on the pull request.
/// `folder` is the validated folder as given on the command line, so the paths are the repository's.
package struct GitHubReporter: ValidationReporter {
    package var folder: String

    package init(folder: String) { self.folder = folder }

    package func bytes(of report: ValidationReport) -> [UInt8] {
        var text: [UInt8] = []
        for finding in report.findings {
            text.append(contentsOf: "::\(finding.severity.rawValue) file=".utf8)
            text.append(contentsOf: Self.escapeProperty(path(of: finding.file)).utf8)
            if let line = finding.line {
                text.append(contentsOf: ",line=\(line)".utf8)
                if let column = finding.column { text.append(contentsOf: ",col=\(column)".utf8) }
            }
            text.append(contentsOf: ",title=".utf8)
            text.append(contentsOf: Self.escapeProperty(finding.ruleIdentifier).utf8)
            text.append(contentsOf: "::".utf8)
            Self.appendEscapedData(finding.message, to: &text)
            text.append(UInt8(ascii: "\n"))
        }
        if report.folderRulesSkipped {
            text.append(contentsOf: "::notice::".utf8)
            Self.appendEscapedData(ValidationReport.folderRulesSkippedNote, to: &text)
            text.append(UInt8(ascii: "\n"))
        }
        text.append(contentsOf: report.summaryLine.utf8)
        text.append(UInt8(ascii: "\n"))
        return text
    }

    func path(of file: String) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if file == Finding.folderFile { return base.isEmpty ? "." : base }
        return base.isEmpty || base == "." ? file : base + "/" + file
    }

    /// GitHub's own escapes for `%`, CR and LF, and any other control character shown as text: the log would act
    /// on it. By bytes, not `Character`s, since `"\r\n"` is one `Character` that a replacement of `"\r"` does not
    /// see; GitHub's escapes are looked up before the general ones, so CR and LF get GitHub's spelling.
    static func appendEscapedData(_ text: String, to output: inout [UInt8]) {
        ControlCharacters.append(text, to: &output, replacing: gitHubEscapes)
    }

    static let gitHubEscapes: [UInt8: String] = [
        UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "\n"): "%0A",
    ]

    static func escapeData(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendEscapedData(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A property's value also escapes the `:` and `,` that end it, by bytes as the data is: replaced as
    /// `Character`s, one followed by a combining mark was left as it was and cut the property short.
    static func escapeProperty(_ text: String) -> String {
        var bytes: [UInt8] = []
        ControlCharacters.append(text, to: &bytes, replacing: gitHubPropertyEscapes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static let gitHubPropertyEscapes = gitHubEscapes.merging([
        UInt8(ascii: ":"): "%3A", UInt8(ascii: ","): "%2C",
    ]) { data, _ in data }
}
