import Foundation
import Testing

@testable import ContentValidate

/// Every finding of every rule's triggering examples — message, pointer, line and column — as recorded in
/// `Tests/Snapshots/rule-example-findings.txt`. How validate reads, decodes and places findings may change
/// (it did for speed); what a user reads may not, unless on purpose: a change to a rule's examples or messages
/// re-records the file (`MAZEGEN_RECORD_SNAPSHOTS=1 swift test --filter FindingSnapshotTests`, which then fails
/// once so the new file is looked at) and the diff shows every finding that moved or reads differently.
@Suite("Validate: rule examples' findings, messages and positions as recorded")
struct FindingSnapshotTests {
    static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/rule-example-findings.txt")

    /// One line per finding, in the order rules and examples are listed and the report sorts findings.
    static func lines() throws -> [String] {
        var lines: [String] = []
        for rule in Validator.allRules {
            for (number, example) in rule.triggeringExamples.enumerated() {
                let findings = try Validator(profile: .standard, rules: [rule]).validate(example.source).findings
                for finding in findings {
                    let place = [finding.line, finding.column].map { $0.map(String.init) ?? "-" }.joined(separator: ":")
                    let pointer = finding.pointer.map { "\"\($0)\"" } ?? "-"
                    let message = finding.message.replacing("\\", with: "\\\\").replacing("\n", with: "\\n")
                    lines.append(
                        "\(rule.identifier) #\(number) \(finding.file):\(place) \(pointer) \(finding.severity.rawValue): \(message)"
                    )
                }
            }
        }
        return lines
    }

    @Test func findingsReadAndSitWhereTheyWereRecorded() throws {
        let current = try Self.lines()
        if ProcessInfo.processInfo.environment["MAZEGEN_RECORD_SNAPSHOTS"] != nil {
            try (current.joined(separator: "\n") + "\n").write(to: Self.snapshot, atomically: true, encoding: .utf8)
            Issue.record(
                "re-recorded \(Self.snapshot.path): look at its diff, then run again without MAZEGEN_RECORD_SNAPSHOTS")
            return
        }
        let recorded = try String(contentsOf: Self.snapshot, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .dropLast().map(String.init)
        #expect(current.count == recorded.count, "\(current.count) findings now, \(recorded.count) recorded")
        // Each line that differs, so a failure says which finding changed and how.
        for (now, then) in zip(current, recorded) where now != then {
            Issue.record("now:      \(now)\nrecorded: \(then)")
        }
        #expect(recorded.count > 100, "the snapshot covers every rule's examples")
    }
}
