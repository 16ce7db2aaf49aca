import ContentFormat
import MazeKit

public struct MazeDuplicateSegmentRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.duplicateSegment"
    public let severity = Severity.warning
    public let description = "Each passage is in `segments` once (a repeat is harmless to the app, but not what the generator writes)."
    public let codes: Set<MazeFindingCode> = [.segmentDuplicate]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.segments) / 1, ExampleMaze.segment((90, 390), (90, 250)))], at: .pathData(.segments) / 1)]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}
