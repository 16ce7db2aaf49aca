import ContentFormat
import LabyrinthKit
import MazeKit

public struct OrganicItemsRule: MazeRule {
    public init() {}
    public let identifier = "organic.items"
    public let severity = Severity.warning
    public let description = "An organic path's items sit on its control points and say `on_solution: true`: the whole path is the way."

    public var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth([(.pathData(.items), .array([.object(["x": .int(250), "y": .int(383), "emoji": .string("🌰")])]))], at: .pathData(.items) / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let report = maze.organic else { return }
        OrganicPathRule.report(report.warnings, of: labyrinth, into: &recorder)
    }
}
