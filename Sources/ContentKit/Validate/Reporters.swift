import ContentFormat
import ContentJSON
import ContentSupport

/// Turns a report into what `mazegen validate` prints on stdout.
package protocol ValidationReporter: Sendable {
    func render(_ report: ValidationReport) -> String
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

    package func render(_ report: ValidationReport) -> String {
        var lines: [String] = []
        var currentFile: String?
        // File names, messages and pointers quote the folder's own text: escaped, so no finding can write a
        // line of its own (a fake summary) into the log.
        for finding in report.findings {
            if finding.file != currentFile {
                if currentFile != nil { lines.append("") }
                lines.append(paint(ControlCharacters.escaped(finding.file), "1"))
                currentFile = finding.file
            }
            let position = finding.line.map { "\($0):\(finding.column ?? 1)" } ?? "-"
            let severity = finding.severity == .error ? paint("error  ", "31") : paint("warning", "33")
            // The line says where; the pointer only helps when the text gave no line.
            let pointer = finding.line == nil ? finding.pointer.map { $0 == .root ? "" : " (at \($0))" } ?? "" : ""
            let message = ControlCharacters.escaped(finding.message + pointer)
            lines.append("  \(position)  \(severity)  \(message)  \(paint(finding.ruleIdentifier, "2"))")
        }
        if !report.findings.isEmpty { lines.append("") }
        if report.folderRulesSkipped { lines.append("note: " + ValidationReport.folderRulesSkippedNote) }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// For tools: one JSON document with every finding and the summary, written like the content files.
package struct JSONReporter: ValidationReporter {
    package init() {}

    package func render(_ report: ValidationReport) -> String {
        JSONWriter.string(value(of: report))
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

    package func render(_ report: ValidationReport) -> String {
        var lines = report.findings.map { finding -> String in
            var properties = ["file=" + Self.escapeProperty(path(of: finding.file))]
            if let line = finding.line {
                properties.append("line=\(line)")
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + Self.escapeProperty(finding.ruleIdentifier))
            return
                "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))"
        }
        if report.folderRulesSkipped {
            lines.append("::notice::" + Self.escapeData(ValidationReport.folderRulesSkippedNote))
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    func path(of file: String) -> String {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if file == Finding.folderFile { return base.isEmpty ? "." : base }
        return base.isEmpty || base == "." ? file : base + "/" + file
    }

    /// GitHub's own escapes for `%`, CR and LF, and any other control character shown as text: the log would act
    /// on it. Scalar by scalar, since `"\r\n"` is one `Character` that a replacement of `"\r"` does not see.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where ControlCharacters.isEscaped(scalar): result += ControlCharacters.escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
