import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicPathRule: MazeRule {
    init() {}
    let identifier = "organic.path"
    let rationale =
        "The app draws `svg_path` and hit-tests `segments`; both must follow the control points, or the child traces one path while another is drawn."
    let severity = Severity.error
    let description =
        "An organic path follows from its `control_points`: `svg_path` rounds their corners, `segments` are their pieces in order without gaps, it runs from start to end, and items lie on it."

    var triggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth([(.pathData(.svgPath), .string("M 300 466 L 300 34"))], at: .pathData(.svgPath)),
            ExampleOrganic.labyrinth(
                [(.pathData(.segments) / 1 / SegmentKey.start, .object(["x": .int(210), "y": .int(300)]))],
                at: .pathData(.segments) / 1),
            ExampleOrganic.labyrinth(
                [(.pathData(.endPoint), .object(["x": .int(400), "y": .int(34)]))], at: .pathData(.endPoint)),
            ExampleOrganic.labyrinth(
                [(.pathData(.items), .array([.object(["x": .int(500), "y": .int(400), "emoji": .string("🌰")])]))],
                at: .pathData(.items) / 0),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint,
            // Three units beside a control point is still on the 34-wide stroke the app draws: collectable.
            ExampleOrganic.labyrinth([
                (.pathData(.items), .array([.object(["x": .int(203), "y": .int(300), "emoji": .string("🌰")])]))
            ]),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let report = maze.organic else { return }
        OrganicPathRule.report(report.errors, of: labyrinth, into: &recorder)
    }

    static func report(
        _ findings: [OrganicFinding], of labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder
    ) {
        for finding in findings {
            recorder.report(labyrinth.file, at: finding.element.pointer, finding.message)
        }
    }
}
