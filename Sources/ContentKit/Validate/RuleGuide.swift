import ContentFormat
import ContentRead
import ContentSupport

/// The rules as a person reads them: `validate --list-rules` and `validate --explain RULE`.
package enum RuleGuide {
    /// Every rule grouped by area (the part of its identifier before the dot), each with its severity and its
    /// one-line description.
    package static func list(_ rules: [any ValidationRule] = Validator.allRules) -> String {
        let sorted = rules.sorted { $0.identifier < $1.identifier }
        let width = sorted.map(\.identifier.count).max() ?? 0
        var lines: [String] = []
        var area: String?
        for rule in sorted {
            let ruleArea = Self.area(of: rule.identifier)
            if ruleArea != area {
                if area != nil { lines.append("") }
                lines.append(ruleArea)
                area = ruleArea
            }
            let padding = String(repeating: " ", count: width - rule.identifier.count)
            lines.append(
                "  \(rule.identifier)\(padding)  \(rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.description)"
            )
        }
        lines.append("")
        lines.append(
            "\(counted(sorted.count, "rule")); `mazegen validate --explain RULE` tells what one checks and why.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the rule checks, why, its severity, and its examples: each triggering one run, with where its findings
    /// land and what they say, and the quiet ones.
    package static func explain(_ rule: any ValidationRule, profile: ValidationProfile = .standard) -> String {
        var lines = [
            "\(rule.identifier) (\(rule.severity.rawValue))", "",
            "Checks: \(rule.description)",
            "Why: \(rule.rationale)",
            "Severity: \(rule.severity.rawValue)" + (rule.severity == .warning ? " (fails only with --strict)" : ""),
        ]
        lines += ["", "Examples that trigger it:"]
        for (number, example) in rule.triggeringExamples.enumerated() {
            lines += describe(example, number: number + 1)
            let findings = (try? Validator(profile: profile, rules: [rule]).validate(example.source).findings) ?? []
            for finding in findings {
                let place = [finding.line.map { ":\($0)" }, finding.column.map { ":\($0)" }].compactMap { $0 }.joined()
                let pointer =
                    finding.pointer.map { $0 == .root ? "" : " at \($0)" }
                    ?? (finding.line == nil ? " (the file as a whole)" : "")
                lines.append(
                    "     → \(finding.severity.rawValue) in \(finding.file)\(place)\(pointer): \(finding.message)")
            }
        }
        lines += ["", "Examples it leaves alone:"]
        for (number, example) in rule.nonTriggeringExamples.enumerated() {
            lines += describe(example, number: number + 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rule named `identifier`, matched exactly.
    package static func rule(named identifier: String, in rules: [any ValidationRule] = Validator.allRules) -> (
        any ValidationRule
    )? {
        rules.first { $0.identifier == identifier }
    }

    /// The identifiers nearest to a name that is none: same letters ignoring case first, then by edit distance.
    package static func closestNames(
        to name: String, in rules: [any ValidationRule] = Validator.allRules, count: Int = 3
    ) -> [String] {
        let wanted = Array(name.lowercased())
        var scored: [(name: String, distance: Int)] = []
        for rule in rules {
            scored.append((rule.identifier, editDistance(wanted, Array(rule.identifier.lowercased()))))
        }
        scored.sort { left, right in
            left.distance != right.distance ? left.distance < right.distance : left.name < right.name
        }
        return scored.prefix(count).map(\.name)
    }

    static func area(of identifier: String) -> String {
        identifier.split(separator: ".", maxSplits: 1).first.map(String.init) ?? identifier
    }

    /// An example's files: short texts in full, a whole labyrinth by its size (its finding says what is wrong in it).
    static func describe(_ example: RuleExample, number: Int) -> [String] {
        var parts: [String] = []
        for name in example.files.keys.sorted() {
            let text = example.files[name]!
            // A short text is shown as it is; a longer one, or one holding control characters (an example clip's
            // ID3 tag), by its size alone.
            if text.count <= 100, ControlCharacters.escaped(text) == text {
                parts.append("\(name): \(text.isEmpty ? "(empty)" : text)")
            } else {
                parts.append(
                    "\(name) (\(counted(text.utf8.count, "byte"))\(name.hasSuffix(".json") ? " of JSON" : ""))")
            }
        }
        for name in example.binaryFiles.keys.sorted() {
            let bytes = example.binaryFiles[name]!
            parts.append(
                bytes.isEmpty
                    ? "\(name): (empty)" : "\(name) (\(counted(bytes.count, "byte")): \(ExampleClip.describe(bytes)))")
        }
        for name in example.symlinks.keys.sorted() { parts.append("\(name) -> \(example.symlinks[name]!)") }
        if parts.isEmpty { parts.append("an empty folder") }
        var lines = ["  \(number). " + parts[0]]
        lines += parts.dropFirst().map { "     " + $0 }
        return lines
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
