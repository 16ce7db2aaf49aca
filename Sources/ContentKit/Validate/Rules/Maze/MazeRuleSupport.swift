import ContentFormat
import ContentJSON
import MazeKit

/// Changes to the example labyrinth that break one maze rule each.
enum ExampleMaze {
    static func point(_ x: Int, _ y: Int) -> JSONValue { .object(["x": .int(x), "y": .int(y)]) }
    static func segment(_ a: (Int, Int), _ b: (Int, Int)) -> JSONValue {
        .object(["start": point(a.0, a.1), "end": point(b.0, b.1)])
    }

    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)]) -> RuleExample {
        .labyrinth(ExampleLabyrinth.text(setting: changes))
    }

    /// The changed labyrinth, on which the rule reports at `pointer`.
    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)], at pointer: JSONPointer?) -> RuleExample {
        .labyrinth(ExampleLabyrinth.text(setting: changes), at: pointer)
    }

    static func svg(appending pieces: String) -> (JSONPointer, JSONValue?) {
        (.pathData(.svgPath), .string(ExampleLabyrinth.wallDrawing + " " + pieces))
    }

    static func svgWithout(_ piece: String) -> (JSONPointer, JSONValue?) {
        let pieces = ExampleLabyrinth.wallDrawing.components(separatedBy: "M ").filter { !$0.isEmpty }.map {
            "M " + $0.trimmingSpaces
        }
        return (.pathData(.svgPath), .string(pieces.filter { $0 != piece }.joined(separator: " ")))
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// A maze rule that passes on MazeKit's findings of some codes, pointing at the part of `path_data` they concern.
protocol MazeCodeRule: MazeRule {
    var codes: Set<MazeFindingCode> { get }
}

extension MazeCodeRule {
    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        for finding in maze.report?.findings ?? [] where codes.contains(finding.code) {
            recorder.report(
                labyrinth.file, at: finding.element?.pointer ?? .labyrinth(.pathData), Self.message(finding))
        }
    }

    static func message(_ finding: MazeFinding) -> String {
        switch finding.element {
        case .svgPath(let offset), .solutionPath(let offset): "\(finding.message) (at character \(offset))"
        default: finding.message
        }
    }
}
