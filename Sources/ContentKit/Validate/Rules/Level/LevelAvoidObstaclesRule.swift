import ContentFormat
import LabyrinthKit

struct LevelAvoidObstaclesRule: LabyrinthRule {
    init() {}
    let identifier = "level.avoidObstacles"
    let rationale =
        "An avoid story promises the level's number of obstacles (1 / 3 / 4), as the app team's quality check asks."
    let severity = Severity.warning
    let description = "An avoid adventure has the level's number of obstacles (config: `avoid_obstacles`)."
    var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth([ExampleAvoid.avoidable, (x: 300, y: 110)], at: .pathData(.avoidItems))]
    }
    var nonTriggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.adventureText())]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .obstacles(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(
                labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                "the adventure has \(count) obstacle(s); the \(level.name) level promises \(level.avoidObstacles)")
        }
    }
}
