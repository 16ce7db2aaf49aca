import Foundation
import Testing

@testable import MazeKit

/// The route an avoid maze shows (`solution`, drawn as `solution_path`: the shortest route passing every obstacle
/// beyond the hit radius) keeps the level's turns and share, as the shortest route does in every other maze: the
/// child is meant to go round the obstacles, so that is the route that must turn. Easy mazes, with one obstacle on
/// a 3x4 grid, are where the way round most often ran straight (a tree maze's route turned twice where easy
/// promises 3); every level and shape is held to it. 30 seeds per shape and style, 200 with MAZEGEN_EXHAUSTIVE=1 (as
/// `.ci/run` sets it for a second pass).
@Suite struct AvoidRoutePromiseTests {
    static let exhaustive = ProcessInfo.processInfo.environment["MAZEGEN_EXHAUSTIVE"] == "1"
    static let seeds: UInt64 = exhaustive ? 200 : 30

    static let combinations: [(Shape, DrawingStyle)] = Shape.allCases.flatMap { shape in
        DrawingStyle.allCases.map { (shape, $0) }
    }

    @Test(arguments: combinations)
    func easyAvoidMazesShowARouteKeepingTheLevel(shape: Shape, style: DrawingStyle) throws {
        for seed in UInt64(0)..<Self.seeds {
            try check(.easy, shape, style, seed: seed)
        }
    }

    /// Medium and hard take many more attempts a maze, so fewer seeds: each start and end pair once (five times
    /// with MAZEGEN_EXHAUSTIVE=1).
    @Test(arguments: combinations)
    func largerAvoidMazesShowARouteKeepingTheLevel(shape: Shape, style: DrawingStyle) throws {
        for level in [TestLevel.medium, .hard] {
            for seed in UInt64(0)..<UInt64(testPositionPairs.count * (Self.exhaustive ? 5 : 1)) {
                try check(level, shape, style, seed: seed)
            }
        }
    }

    private func check(_ level: TestLevel, _ shape: Shape, _ style: DrawingStyle, seed: UInt64) throws {
        let maze = try MazeGenerator.generate(testAvoidRequest(level: level, shape: shape, style: style, seed: seed))
        let context = "\(level) \(shape) \(style) seed \(seed)"
        let rules = level.rules
        let hitRadius = level.obstacles.hitRadius
        let clear = try #require(clearRouteOracle(maze, hitRadius: hitRadius), "\(context): no clear route")
        #expect(maze.solution.count == clear.cells, "\(context): the solution is not a shortest clear route")
        #expect(independentTurnCount(maze.solution) == clear.turns, "\(context): a shortest clear route turns less")
        #expect(clear.turns >= rules.minTurns, "\(context): the clear route turns \(clear.turns) times")
        let share = Double(clear.cells) / Double(maze.grid.insideCount)
        #expect(share >= rules.minSolutionShare, "\(context): the clear route's share is \(share)")
    }

    /// The shortest route clear of every obstacle (each passage's centre line more than `hitRadius` from each
    /// obstacle's drawn point), and the fewest turns among such routes, found without MazeKit's solver: a
    /// search over (cell, heading) ordered by steps, then turns.
    private func clearRouteOracle(_ maze: GeneratedMaze, hitRadius: Double) -> (cells: Int, turns: Int)? {
        struct State: Hashable {
            var cell: Cell
            var heading: Int
        }
        let headings = [(-1, 0), (0, 1), (1, 0), (0, -1)]
        func isClear(_ a: Cell, _ b: Cell) -> Bool {
            let from = drawn(maze.layout.centre(of: a))
            let to = drawn(maze.layout.centre(of: b))
            return maze.obstacles.allSatisfy { obstacle in
                let point = drawn(obstacle.point)
                let dx = to.x - from.x
                let dy = to.y - from.y
                let along = max(0, min(1, ((point.x - from.x) * dx + (point.y - from.y) * dy) / (dx * dx + dy * dy)))
                let nearestX = from.x + along * dx
                let nearestY = from.y + along * dy
                return ((point.x - nearestX) * (point.x - nearestX) + (point.y - nearestY) * (point.y - nearestY))
                    .squareRoot() > hitRadius
            }
        }
        // Steps then turns, level by level of steps: every state of one step count is final before the next.
        var frontier: [State: Int] = [:]
        for (heading, step) in headings.enumerated() {
            let next = Cell(row: maze.start.row + step.0, col: maze.start.col + step.1)
            if maze.passages.isOpen(maze.start, next) && isClear(maze.start, next) {
                frontier[State(cell: next, heading: heading)] = 0
            }
        }
        var visited: Set<Cell> = [maze.start]
        var steps = 1
        while !frontier.isEmpty {
            let arrivals = frontier.filter { $0.key.cell == maze.end }
            if let turns = arrivals.values.min() { return (steps + 1, turns) }
            visited.formUnion(frontier.keys.map(\.cell))
            var next: [State: Int] = [:]
            for (state, turns) in frontier {
                for (heading, step) in headings.enumerated() {
                    let cell = Cell(row: state.cell.row + step.0, col: state.cell.col + step.1)
                    guard !visited.contains(cell), maze.passages.isOpen(state.cell, cell), isClear(state.cell, cell)
                    else { continue }
                    let total = turns + (heading == state.heading ? 0 : 1)
                    let key = State(cell: cell, heading: heading)
                    next[key] = min(next[key] ?? .max, total)
                }
            }
            frontier = next
            steps += 1
        }
        return nil
    }
}

/// When no placement leaves a clear route keeping the level, the error says that this is what failed.
@Suite struct UnplacedObstaclesMessageTests {
    @Test func theMessageNamesTheClearRoutesPromiseAndHowNearItCame() {
        let unplaced = UnplacedObstacles(
            attempts: 1000, mazesMeetingRules: 12, request: TestLevel.easy.obstacles, shape: .tree, rows: 3, cols: 4,
            minTurns: 3, minSolutionShare: 0.3, bestClearRoute: .init(turns: 2, solutionShare: 0.5))
        let message = unplaced.description
        #expect(message.contains("leaving a clear route (the one solution_path shows) of at least 3 turns and 30%"))
        #expect(message.contains("the best clear route turned 2 time(s) and visited 50% of the cells"))
        #expect(message.contains("or the level's min turns"))
    }
}
