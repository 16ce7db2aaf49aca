import Testing

@testable import MazeKit

/// The shipped level values, repeated here as test data (MazeKit itself holds no level table).
enum TestLevel: String, CaseIterable, CustomTestStringConvertible {
    case easy, medium, hard

    var rules: LevelRules {
        switch self {
        case .easy: LevelRules(rows: 3, cols: 4, extraConnections: 1, minSolutionShare: 0.3, minTurns: 3, itemCount: 2)
        case .medium:
            LevelRules(rows: 6, cols: 8, extraConnections: 4, minSolutionShare: 0.4, minTurns: 5, itemCount: 4)
        case .hard:
            LevelRules(rows: 10, cols: 13, extraConnections: 8, minSolutionShare: 0.4, minTurns: 7, itemCount: 6)
        }
    }

    var testDescription: String { rawValue }
}

extension Shape {
    /// The shipped config's scale factors.
    var testScale: Double {
        switch self {
        case .rect: 1.0
        case .mountain: 1.25
        case .tree: 1.3
        case .triangle, .diamond: 1.5
        case .circle: 1.8
        case .shell: 1.55
        }
    }
}

let testCanvas = Canvas(width: 600, height: 500, margin: 20)

/// Start/end pairs the stories use; starts are never top positions.
let testPositionPairs: [(start: GridPosition, end: GridPosition)] = [
    (.bottomLeft, .topRight), (.bottomRight, .topLeft), (.bottomCenter, .topCenter),
    (.bottomLeft, .bottomRight), (.bottomRight, .topCenter), (.bottomCenter, .topLeft),
]

extension TestLevel {
    /// The shipped avoid values: easy 1, medium 3, hard 4 obstacles, 140 from the start, hit radius 18.
    var obstacles: ObstacleRequest {
        let count =
            switch self {
            case .easy: 1
            case .medium: 3
            case .hard: 4
            }
        return ObstacleRequest(count: count, minStartDistance: 140, hitRadius: 18, offsetFraction: 0.2)
    }
}

/// An avoid story's request: no items, the level's obstacles.
func testAvoidRequest(level: TestLevel, shape: Shape, style: DrawingStyle, seed: UInt64) -> MazeRequest {
    var request = testRequest(level: level, shape: shape, style: style, seed: seed, withItems: false)
    request.obstacles = level.obstacles
    return request
}

func testRequest(
    level: TestLevel, shape: Shape, style: DrawingStyle, seed: UInt64, withItems: Bool = true
) -> MazeRequest {
    let pair = testPositionPairs[Int(seed % UInt64(testPositionPairs.count))]
    return MazeRequest(
        rules: level.rules,
        shape: shape,
        shapeScale: shape.testScale,
        start: pair.start,
        end: pair.end,
        style: style,
        itemCount: withItems ? level.rules.itemCount : 0,
        canvas: testCanvas,
        random: .seeded(seed: seed, key: "denny_\(shape.rawValue)_\(level.rawValue)")
    )
}

/// The numbers of an SVG path in `M x y L x y …` form, grouped as `M a L b` pieces.
/// Returns nil when the text does not have that exact form.
func parsePieces(_ text: String) -> [Segment]? {
    let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
    guard tokens.count % 6 == 0 else { return nil }
    var pieces: [Segment] = []
    var position = 0
    while position < tokens.count {
        guard tokens[position] == "M", tokens[position + 3] == "L",
            let x1 = Int(tokens[position + 1]), let y1 = Int(tokens[position + 2]),
            let x2 = Int(tokens[position + 4]), let y2 = Int(tokens[position + 5])
        else { return nil }
        pieces.append(Segment(start: Point(x: x1, y: y1), end: Point(x: x2, y: y2)))
        position += 6
    }
    return pieces
}

/// The points of a `M x y L x y L …` polyline, or nil when malformed.
func parsePolyline(_ text: String) -> [Point]? {
    let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
    guard tokens.count % 3 == 0, tokens.first == "M" else { return nil }
    var points: [Point] = []
    for position in stride(from: 0, to: tokens.count, by: 3) {
        guard tokens[position] == (position == 0 ? "M" : "L"),
            let x = Int(tokens[position + 1]), let y = Int(tokens[position + 2])
        else { return nil }
        points.append(Point(x: x, y: y))
    }
    return points
}

/// Shortest-route length in cells by a BFS written independently of MazeKit's solver.
func independentShortestLength(_ maze: GeneratedMaze) -> Int? {
    var distance: [Cell: Int] = [maze.start: 1]
    var queue = [maze.start]
    var head = 0
    while head < queue.count {
        let cell = queue[head]
        head += 1
        for next in [
            Cell(row: cell.row - 1, col: cell.col), Cell(row: cell.row + 1, col: cell.col),
            Cell(row: cell.row, col: cell.col - 1), Cell(row: cell.row, col: cell.col + 1),
        ]
        where maze.grid.isInside(next) && distance[next] == nil && maze.passages.isOpen(cell, next) {
            distance[next] = distance[cell]! + 1
            queue.append(next)
        }
    }
    return distance[maze.end]
}

/// Direction changes along a route of neighbouring cells, counted independently of
/// `MazeMetrics.turns(along:)`: each step's (row, col) change against the step before it.
func independentTurnCount(_ route: [Cell]) -> Int {
    let steps = zip(route, route.dropFirst()).map { pair in (pair.1.row - pair.0.row, pair.1.col - pair.0.col) }
    return zip(steps, steps.dropFirst()).filter { pair in pair.0 != pair.1 }.count
}

extension Passages {
    /// Whether neighbouring cells `a` and `b` are joined; `false` for cells that are not neighbours
    /// or lie off the lattice. Test oracles ask by cell; MazeKit itself asks by index.
    func isOpen(_ a: Cell, _ b: Cell) -> Bool {
        let (first, second) = a < b ? (a, b) : (b, a)
        guard first.row >= 0, first.col >= 0, second.row < rows, second.col < cols else { return false }
        let index = first.row * cols + first.col
        if first.row == second.row && second.col == first.col + 1 { return isOpenRight(index) }
        if first.col == second.col && second.row == first.row + 1 { return isOpenDown(index) }
        return false
    }
}

extension Grid {
    /// Whether the inside cells form one 4-connected region, by a flood fill of the test's own.
    var isInsideConnected: Bool {
        guard let first = insideCells.first else { return false }
        var seen: Set<Cell> = [first]
        var queue = [first]
        var head = 0
        while head < queue.count {
            let cell = queue[head]
            head += 1
            for next in [
                Cell(row: cell.row - 1, col: cell.col), Cell(row: cell.row + 1, col: cell.col),
                Cell(row: cell.row, col: cell.col - 1), Cell(row: cell.row, col: cell.col + 1),
            ]
            where isInside(next) && !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return queue.count == insideCount
    }
}
