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

/// A second avoid maze on the example's 3 x 4 lattice, for the level rules: the route round an obstacle is what
/// they judge. From the start (2,1) the shortest way to the end (0,3) climbs a staircase, (1,1) → (1,2) → (0,2),
/// turning 3 times; the only other way runs round the outside, left to (2,0), up to (0,0) and along the top row,
/// turning twice. A branch (2,2) → (2,3) → (1,3) leads nowhere; (1,2) is also reached both ways.
enum ExampleDetour {
    typealias Cell = ExampleLabyrinth.Cell

    static let passages: [(Cell, Cell)] = [
        (Cell(2, 1), Cell(1, 1)), (Cell(1, 1), Cell(1, 2)), (Cell(1, 2), Cell(0, 2)), (Cell(0, 2), Cell(0, 3)),
        (Cell(2, 1), Cell(2, 0)), (Cell(2, 0), Cell(1, 0)), (Cell(1, 0), Cell(0, 0)), (Cell(0, 0), Cell(0, 1)),
        (Cell(0, 1), Cell(0, 2)), (Cell(2, 1), Cell(2, 2)), (Cell(2, 2), Cell(2, 3)), (Cell(2, 3), Cell(1, 3)),
    ]
    static let start = Cell(2, 1)
    /// The end's cell at the top right, and the cell the staircase reaches after one step right.
    static let corner = Cell(0, 3)
    static let staircaseTop = Cell(1, 2)
    /// The way round the outside, from the start to (0,2), where it meets the staircase again.
    static let outside = [Cell(2, 1), Cell(2, 0), Cell(1, 0), Cell(0, 0), Cell(0, 1), Cell(0, 2)]

    /// On the staircase: the centre of (1,2), 198 from the start and 140 from the way round.
    static let onStaircase = (x: 370, y: 250)
    /// On the staircase's step between (1,1) and (1,2).
    static let onStep = (x: 300, y: 250)
    /// On the way round: the centre of (0,0).
    static let onOutside = (x: 90, y: 110)
    /// On the branch that leads nowhere: the centre of (2,3).
    static let onBranch = (x: 510, y: 390)

    /// The avoid story from the start to `end` with one obstacle at `obstacle`; its `solution_path` is `solution`,
    /// the way round the obstacle.
    static func text(end: Cell, obstacle: (x: Int, y: Int), solution: [Cell]) -> String {
        let segments = passages.map {
            JSONValue.object(["start": ExampleLabyrinth.point($0.0), "end": ExampleLabyrinth.point($0.1)])
        }
        return ExampleAvoid.text(
            [obstacle],
            changes: [
                (.pathData(.svgPath), .string(ExampleLabyrinth.wallDrawing(passages: passages))),
                (.pathData(.segments), .array(segments)),
                (.pathData(.startPoint), ExampleLabyrinth.point(start)),
                (.pathData(.endPoint), ExampleLabyrinth.point(end)),
                (.pathData(.solutionPath), .string(ExampleLabyrinth.polyline(solution))),
            ])
    }

    /// An example that must stay quiet.
    static func labyrinth(end: Cell, obstacle: (x: Int, y: Int), solution: [Cell]) -> RuleExample {
        .labyrinth(text(end: end, obstacle: obstacle, solution: solution))
    }

    /// An example whose finding lands at `pointer`.
    static func labyrinth(end: Cell, obstacle: (x: Int, y: Int), solution: [Cell], at pointer: JSONPointer?)
        -> RuleExample
    {
        .labyrinth(text(end: end, obstacle: obstacle, solution: solution), at: pointer)
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
