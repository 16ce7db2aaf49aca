import ContentFormat
import MazeKit

struct MazeDuplicateSegmentRule: MazeCodeRule {
    init() {}
    let identifier = "maze.duplicateSegment"
    let rationale =
        "A repeated passage is harmless to the app but is not what the generator writes: the file was edited by hand or broken."
    let severity = Severity.warning
    let description =
        "Each passage is in `segments` once (a repeat is harmless to the app, but not what the generator writes)."
    let codes: Set<MazeFindingCode> = [.segmentDuplicate]
    var triggeringExamples: [RuleExample] {
        [
            ExampleMaze.labyrinth(
                [(.pathData(.segments) / 1, ExampleMaze.segment((90, 390), (90, 250)))], at: .pathData(.segments) / 1)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
