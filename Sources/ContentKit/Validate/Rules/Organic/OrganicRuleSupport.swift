import LabyrinthKit
import MazeKit

/// An organic finale for the rules' examples: a three-bend path drawn exactly as SPEC.md says.
enum ExampleOrganic {
    static let points: [(x: Int, y: Int)] = [(300, 466), (200, 300), (400, 200), (300, 34)]

    static var value: JSONValue {
        let drawn = points.map { Point(x: $0.x, y: $0.y) }
        let point = { (p: (x: Int, y: Int)) -> JSONValue in .object(["x": .int(p.x), "y": .int(p.y)]) }
        let segments = zip(points, points.dropFirst()).map { JSONValue.object(["start": point($0), "end": point($1)]) }
        return ExampleLabyrinth.value
            .setting(.pathData(.mazeType), to: .string("organic"))
            .setting(.pathData(.svgPath), to: .string(OrganicPath.svgPath(through: drawn)))
            .setting(.pathData(.solutionPath), to: .string(""))
            .setting(.pathData(.width), to: .int(34))
            .setting(.pathData(.startPoint), to: point(points[0]))
            .setting(.pathData(.endPoint), to: point(points[points.count - 1]))
            .setting(.pathData(.segments), to: .array(segments))
            .setting(.pathData(.controlPoints), to: .array(points.map(point)))
    }

    static func text(_ changes: [(JSONPointer, JSONValue?)]) -> String {
        JSONWriter.string(changes.reduce(value) { $0.setting($1.0, to: $1.1) })
    }

    /// An example that must stay quiet.
    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)] = []) -> RuleExample { .labyrinth(text(changes)) }

    static var itemOnAControlPoint: RuleExample {
        labyrinth([(.pathData(.items), .array([.object(["x": .int(200), "y": .int(300), "emoji": .string("🌰"), "on_solution": .bool(true)])]))])
    }

    /// An example whose finding lands at `pointer`.
    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)], at pointer: JSONPointer?) -> RuleExample {
        .labyrinth(text(changes), at: pointer)
    }
}

public struct OrganicPathRule: MazeRule {
    public init() {}
    public let identifier = "organic.path"
    public let severity = Severity.error
    public let description = "An organic path follows from its `control_points`: `svg_path` rounds their corners, `segments` are their pieces in order without gaps, it runs from start to end, and items lie on it."

    public var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth([(.pathData(.svgPath), .string("M 300 466 L 300 34"))], at: .pathData(.svgPath)),
         ExampleOrganic.labyrinth([(.pathData(.segments) / 1 / SegmentKey.start, .object(["x": .int(210), "y": .int(300)]))], at: .pathData(.segments) / 1),
         ExampleOrganic.labyrinth([(.pathData(.endPoint), .object(["x": .int(400), "y": .int(34)]))], at: .pathData(.endPoint)),
         ExampleOrganic.labyrinth([(.pathData(.items), .array([.object(["x": .int(500), "y": .int(400), "emoji": .string("🌰")])]))], at: .pathData(.items) / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(), ExampleOrganic.itemOnAControlPoint,
         // Three units beside a control point is still on the 34-wide stroke the app draws: collectable.
         ExampleOrganic.labyrinth([(.pathData(.items), .array([.object(["x": .int(203), "y": .int(300), "emoji": .string("🌰")])]))])]
    }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let report = maze.organic else { return }
        OrganicPathRule.report(report.errors, of: labyrinth, into: &recorder)
    }

    static func report(_ findings: [OrganicFinding], of labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for finding in findings {
            recorder.report(labyrinth.file, at: finding.element.pointer, "\(finding.message) (\(finding.code.rawValue))")
        }
    }
}

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

public struct UnknownShapeRule: LabyrinthRule {
    public init() {}
    public let identifier = "maze.unknownShape"
    public let severity = Severity.warning
    public let description = "`maze_type` names a shape the config knows; another name still draws (the app draws what the path says) and is checked like any maze."
    public var triggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text(setting: .pathData(.mazeType), to: .string("shaped_starfish")), at: .pathData(.mazeType))] }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .labyrinth(ExampleLabyrinth.text(setting: .pathData(.mazeType), to: .string("corridor_shell"))),
         ExampleOrganic.labyrinth()]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let mazeType = labyrinth.labyrinth?.pathData.mazeType, let type = LatticeMazeType(parsing: mazeType),
              !labyrinth.profile.shapeNames.contains(type.shapeName) else { return }
        recorder.report(labyrinth.file, at: .pathData(.mazeType),
                        "the shape \"\(type.shapeName)\" is not in the config's shapes (\(labyrinth.profile.shapeNames.joined(separator: ", "))); the maze is still checked from its drawing")
    }
}
