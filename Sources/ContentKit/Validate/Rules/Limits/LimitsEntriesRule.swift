import ContentFormat
import ContentRead
import LabyrinthKit

struct LimitsEntriesRule: LabyrinthRule, LimitRule {
    init() {}
    let identifier = "limits.entries"
    let rationale =
        "The app draws and hit-tests every segment, point and item on each frame, and validate rebuilds the maze from them: "
        + "a list a hundred times longer than any shipped one stalls both."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description = "`path_data`'s segments, control points, items and avoid items stay within the config's `limits`."
    var triggeringExamples: [RuleExample] {
        let limits = ValidationProfile.standard.limits
        return [
            .labyrinth(
                LimitExcess.exampleList(.segments, count: limits.segments + 1, element: "{}"), at: .pathData(.segments)),
            .labyrinth(
                LimitExcess.exampleList(.avoidItems, count: limits.items + 1, element: "{}"), at: .pathData(.avoidItems)
            ),
        ]
    }
    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(
                LimitExcess.exampleList(.segments, count: ValidationProfile.standard.limits.segments, element: "{}"))
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for excess in labyrinth.limitExcesses where excess.kind == .entries {
            recorder.report(labyrinth.file, at: excess.pointer, excess.message)
        }
    }
}
