import ContentFormat
import ContentJSON
import LabyrinthKit

/// How bad a finding is. Warnings mean the maze works but is not what its level promises;
/// `--strict` treats them as errors.
package enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One thing wrong with the content: which rule, how bad, where, and what was expected.
package struct Finding: Sendable, Equatable, Comparable, CustomStringConvertible {
    package var ruleIdentifier: String
    package var severity: Severity
    /// The path relative to the validated folder (`denny_001_easy.json`, `audio`); `.` is the folder itself.
    package var file: String
    /// The place inside a JSON file; `nil` for findings about the file as a whole.
    package var pointer: JSONPointer?
    /// 1-based, from the file's text, when the text gives one.
    package var line: Int?
    package var column: Int?
    package var message: String
    /// The file could not be checked or measured past this finding (its rule's `stopsFurtherChecks`).
    package var stopsFurtherChecks = false

    package init(
        ruleIdentifier: String, severity: Severity, file: String, pointer: JSONPointer? = nil,
        line: Int? = nil, column: Int? = nil, message: String
    ) {
        self.ruleIdentifier = ruleIdentifier
        self.severity = severity
        self.file = file
        self.pointer = pointer
        self.line = line
        self.column = column
        self.message = message
    }

    /// The folder itself, for findings that belong to no single file.
    package static let folderFile = "."

    package var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(severity.rawValue): \(message) [\(ruleIdentifier)]"
    }

    /// By file, then position in the file, then rule, so output never depends on scheduling or listing order.
    package static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        let left = (lhs.line ?? 0, lhs.column ?? 0)
        let right = (rhs.line ?? 0, rhs.column ?? 0)
        if left != right { return left < right }
        if lhs.ruleIdentifier != rhs.ruleIdentifier { return lhs.ruleIdentifier < rhs.ruleIdentifier }
        let leftPointer = lhs.pointer ?? .root
        let rightPointer = rhs.pointer ?? .root
        if leftPointer != rightPointer { return leftPointer < rightPointer }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.severity < rhs.severity
    }
}

/// Collects the findings of one rule run; the validator sets which rule is reporting,
/// so rules only say where and what.
package struct FindingRecorder: Sendable {
    package private(set) var findings: [Finding] = []
    var ruleIdentifier = ""
    var severity = Severity.error
    var stopsFurtherChecks = false

    package init() {}

    mutating func begin(_ rule: some ValidationRule) {
        ruleIdentifier = rule.identifier
        severity = rule.severity
        stopsFurtherChecks = rule.stopsFurtherChecks
    }

    /// Reports a finding about `file`, at `pointer` inside it.
    package mutating func report(_ file: String, at pointer: JSONPointer? = nil, _ message: String) {
        var finding = Finding(
            ruleIdentifier: ruleIdentifier, severity: severity, file: file, pointer: pointer, message: message)
        finding.stopsFurtherChecks = stopsFurtherChecks
        findings.append(finding)
    }

    /// Reports why the app's decoder refuses a file, where it stopped.
    package mutating func report(_ failure: DecodingFailure) {
        report(failure.file, at: failure.pointer, failure.message)
    }

    /// Reports a finding whose position is already known (a syntax error has no pointer).
    mutating func report(_ file: String, line: Int, column: Int, _ message: String) {
        var finding = Finding(
            ruleIdentifier: ruleIdentifier, severity: severity, file: file, line: line, column: column, message: message
        )
        finding.stopsFurtherChecks = stopsFurtherChecks
        findings.append(finding)
    }
}
