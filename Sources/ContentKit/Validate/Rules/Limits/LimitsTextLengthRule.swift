import ContentFormat
import LabyrinthKit

struct LimitsTextLengthRule: LabyrinthRule, LimitRule {
    init() {}
    let identifier = "limits.textLength"
    let rationale =
        "A story text is read aloud and shown on one screen, and `import` copies it into the catalogue: "
        + "one of megabytes is no story, and would make the catalogue as large."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "No string of a labyrinth file is longer than the config's `limits.text_length` characters."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                Self.setup(characters: ValidationProfile.standard.limits.textLength + 1), at: .labyrinth(.storySetup))
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(Self.setup(characters: ValidationProfile.standard.limits.textLength))]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for excess in labyrinth.limitExcesses where excess.kind == .text {
            recorder.report(labyrinth.file, at: excess.pointer, excess.message)
        }
    }

    /// A file whose `story_setup` has this many characters.
    static func setup(characters: Int) -> String {
        #"{"\#(LabyrinthKey.storySetup.stringValue)": ""# + String(repeating: "a", count: characters) + #""}"#
    }
}
