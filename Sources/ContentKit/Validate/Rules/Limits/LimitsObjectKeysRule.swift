import ContentFormat
import LabyrinthKit

struct LimitsObjectKeysRule: LabyrinthRule, LimitRule {
    init() {}
    let identifier = "limits.objectKeys"
    let rationale =
        "No object the app decodes has more than a few dozen members; one with thousands is not content, "
        + "and every rule that looks a member up would pay for each of them."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "No object of a labyrinth file has more members than the config's `limits.keys_per_object`."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                Self.theme(members: ValidationProfile.standard.limits.keysPerObject + 1), at: .labyrinth(.visualTheme))
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(Self.theme(members: ValidationProfile.standard.limits.keysPerObject))]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for excess in labyrinth.limitExcesses where excess.kind == .keys {
            recorder.report(labyrinth.file, at: excess.pointer, excess.message)
        }
    }

    /// A file whose `visual_theme` has this many members.
    static func theme(members: Int) -> String {
        #"{"\#(LabyrinthKey.visualTheme.stringValue)": {"#
            + (0..<members).map { #""k\#($0)": 0"# }.joined(separator: ",") + "}}"
    }
}
