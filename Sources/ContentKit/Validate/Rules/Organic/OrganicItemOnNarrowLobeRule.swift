import ContentFormat
import LabyrinthKit
import MazeKit

struct OrganicItemOnNarrowLobeRule: MazeRule {
    init() {}
    let identifier = "organic.itemOnNarrowLobe"
    let rationale =
        "The app follows a finger up to the level's tolerance (25 / 18 / 12) beside the path and gathers an item only within that of it; where the two sides of a lobe are closer than twice the tolerance, the finger slides across and skips the item on its tip."
    let severity = Severity.warning
    let description =
        "No item of an organic path sits on a lobe narrower than twice the level's path tolerance: a finger going from one side to the other stays on the path and passes the item by. Junctions, where the path meets itself by design, do not count."

    var triggeringExamples: [RuleExample] {
        // Out to the right and back along a lobe whose sides are 40 apart (easy: under twice 25), the item on its tip.
        [
            ExampleOrganic.labyrinth(
                ExampleStroke.path(
                    [(300, 466), (300, 320), (520, 320), (520, 300), (520, 280), (300, 280), (300, 34)],
                    items: [(520, 300)]),
                at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint,
            // The same lobe 80 wide: the finger cannot slide across and stay on the path.
            ExampleOrganic.labyrinth(
                ExampleStroke.path(
                    [(300, 466), (300, 340), (520, 340), (520, 300), (520, 260), (300, 260), (300, 34)],
                    items: [(520, 300)])),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemOnNarrowLobe, of: labyrinth, into: &recorder)
    }
}
