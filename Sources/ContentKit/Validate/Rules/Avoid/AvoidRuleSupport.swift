import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit
import MazeKit

/// Avoid adventures for the rules' examples: the example maze with obstacles where a test wants them. The
/// maze's loop runs (1,0) → (0,0) → (0,1) → (1,1), so an obstacle on the passage (1,0)–(1,1) can be passed
/// by the detour, while the cell (2,1) is on every way to the end.
enum ExampleAvoid {
    /// Between (1,0) and (1,1), on the route, with the loop as the way around it.
    static let avoidable = (x: 160, y: 250)
    /// The centre of (2,1): every way to the end runs through it.
    static let blocking = (x: 230, y: 390)

    static func text(
        _ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = []
    ) -> String {
        let items = obstacles.map { point -> JSONValue in
            .object(["x": .int(point.x), "y": .int(point.y), "emoji": .string(emoji), "on_solution": .bool(false)])
        }
        return ExampleLabyrinth.text(
            setting: [
                (.labyrinth(.itemRule), .string("avoid")), (.labyrinth(.itemEmoji), .string("🐝")),
                (.pathData(.avoidItems), .array(items)),
            ] + changes)
    }

    /// An example that must stay quiet.
    static func labyrinth(
        _ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = []
    ) -> RuleExample {
        .labyrinth(text(obstacles, emoji: emoji, changes: changes))
    }

    /// An example whose finding lands at `pointer`.
    static func labyrinth(
        _ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = [],
        at pointer: JSONPointer?
    ) -> RuleExample {
        .labyrinth(text(obstacles, emoji: emoji, changes: changes), at: pointer)
    }
}

extension CheckedLabyrinth {
    /// The obstacles as the app decodes them; empty when there are none or the file does not decode.
    var obstacles: [PathItem] { labyrinth?.pathData.avoidItems ?? [] }

    var isAvoidStory: Bool {
        switch kind?.itemRule {
        case .avoid: true
        case .collect, nil: false
        }
    }

    static let avoidItemsPointer = JSONPointer.pathData(.avoidItems)

    func obstaclePointer(_ index: Int) -> JSONPointer { Self.avoidItemsPointer / index }
}

extension PathPoint {
    var text: String { "(\(x.text), \(y.text))" }

    func distance(to other: PathPoint) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

extension Double {
    /// A coordinate as the files write it: whole numbers without a decimal point.
    var text: String { FixedDecimal.text(self, decimals: self == rounded() ? 0 : 1) }
}

extension ReconstructedMaze.Lattice {
    /// The cell whose square holds `point`; nil outside the lattice. The bounds are checked on the doubles: a
    /// file may hold any coordinate a Double can (1e300), which no Int conversion may see.
    func cell(containing point: PathPoint) -> Cell? {
        let col = ((point.x - Double(originX)) / Double(cellSize)).rounded(.down)
        let row = ((point.y - Double(originY)) / Double(cellSize)).rounded(.down)
        guard row >= 0, row < Double(rows), col >= 0, col < Double(cols) else { return nil }
        return Cell(row: Int(row), col: Int(col))
    }
}
