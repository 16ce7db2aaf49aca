import ContentFormat
import LabyrinthKit
import MazeKit

public struct OrganicEarlyEndRule: MazeRule {
    public init() {}
    public let identifier = "organic.earlyEnd"
    public let severity = Severity.warning
    public let description = "No earlier part of an organic path's stroke comes within the app's completion radius (`play.completion_radius`) of its end point: the app completes the story there, and the rest of the path is never drawn."

    public var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.passesItsEnd, at: .pathData(.controlPoints) / 1)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.spike)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .endReachedEarly, of: labyrinth, into: &recorder)
    }
}
