import ContentFormat
import ContentJSON
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
        labyrinth([
            (
                .pathData(.items),
                .array([.object(["x": .int(200), "y": .int(300), "emoji": .string("🌰"), "on_solution": .bool(true)])])
            )
        ])
    }

    /// An example whose finding lands at `pointer`.
    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)], at pointer: JSONPointer?) -> RuleExample {
        .labyrinth(text(changes), at: pointer)
    }
}
