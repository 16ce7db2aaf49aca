import Testing

@testable import ContentValidate

/// Every rule's own examples, SwiftLint style: each triggering example makes the rule report, run alone, exactly
/// at the places the example names (so an example that fires for another reason fails); each non-triggering
/// example makes it stay quiet.
@Suite("Validate: every rule's examples")
struct ValidateRuleExamplesTests {
    static let identifiers = Validator.allRules.map(\.identifier)

    static func rule(_ identifier: String) -> any ValidationRule {
        Validator.allRules.first { $0.identifier == identifier }!
    }

    static func findings(of rule: any ValidationRule, on example: RuleExample) throws -> [Finding] {
        try Validator(profile: .standard, rules: [rule]).validate(example.source).findings
    }

    @Test func identifiersAreUniqueAndDotted() {
        #expect(Set(Self.identifiers).count == Self.identifiers.count)
        for identifier in Self.identifiers {
            #expect(identifier.split(separator: ".").count == 2, "\(identifier)")
        }
    }

    @Test(arguments: identifiers)
    func triggeringExamplesTrigger(_ identifier: String) throws {
        let rule = Self.rule(identifier)
        #expect(!rule.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
        #expect(!rule.description.isEmpty)
        for example in rule.triggeringExamples {
            #expect(
                !example.findings.isEmpty,
                "\(identifier): a triggering example names where its findings land:\n\(example)")
            let findings = try Self.findings(of: rule, on: example)
            #expect(!findings.isEmpty, "\(identifier) did not trigger on:\n\(example)")
            let places = Set(findings.map(FindingPlace.init(of:)))
            #expect(
                places == Set(example.findings),
                "\(identifier) reported at \(places.map(\.description).sorted()), expected \(example.findings) on:\n\(example)"
            )
            #expect(findings.allSatisfy { $0.ruleIdentifier == identifier && $0.severity == rule.severity })
            #expect(findings.allSatisfy { !$0.message.isEmpty && !$0.file.isEmpty })
        }
    }

    @Test(arguments: identifiers)
    func nonTriggeringExamplesStayQuiet(_ identifier: String) throws {
        let rule = Self.rule(identifier)
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
        for example in rule.nonTriggeringExamples {
            #expect(example.findings.isEmpty, "\(identifier): a non-triggering example expects findings:\n\(example)")
            let findings = try Self.findings(of: rule, on: example)
            #expect(findings.isEmpty, "\(identifier) triggered on:\n\(example)\n\(findings)")
        }
    }

    /// The examples' base labyrinth is what every "does not trigger" example builds on: it must pass every
    /// labyrinth rule at once, not just each rule alone.
    @Test func theExampleLabyrinthPassesEveryLabyrinthRule() throws {
        let labyrinthRules = Validator.allRules.filter { $0 is any LabyrinthRule }
        for text in [ExampleLabyrinth.text, ExampleLabyrinth.adventureText()] {
            let report = try Validator(rules: labyrinthRules).validate(RuleExample.labyrinth(text).source)
            #expect(report.findings.isEmpty, "\(report.findings)")
        }
    }
}
