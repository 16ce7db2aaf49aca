import ContentFormat
import ContentSupport
import LabyrinthKit
import MazeKit

struct AvoidAvoidableRule: MazeRule {
    init() {}
    let identifier = "avoid.avoidable"
    let rationale =
        "The app counts a hit when the finger comes within 18 canvas units of an obstacle; an obstacle no route passes farther from cannot be avoided, and the story cannot be won."
    let severity = Severity.error
    let description =
        "Some route from start to end, along the passages' centre lines, keeps more than the app's hit radius (18) from every obstacle."
    var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth([ExampleAvoid.blocking], at: .pathData(.avoidItems) / 0)]
    }
    var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), ExampleAvoid.labyrinth([(x: 300, y: 110)])] }

    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let clearance = maze.clearance, !clearance.isAvoidable else { return }
        let radius = FixedDecimal.text(clearance.hitRadius, decimals: 0)
        guard let index = clearance.blockingObstacle else {
            return recorder.report(
                labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer, "no route reaches the end at all")
        }
        let best = clearance.bestClearance.map { FixedDecimal.text($0, decimals: 1) } ?? "0"
        recorder.report(
            labyrinth.file, at: labyrinth.obstaclePointer(index),
            "obstacle \(index) cannot be avoided: every route passes within \(best) canvas units of it, inside the hit radius of \(radius) canvas units"
        )
    }
}
