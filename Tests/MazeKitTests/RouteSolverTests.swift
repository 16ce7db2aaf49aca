import Testing

@testable import MazeKit

/// The solution is the shortest route with the fewest turns: with loops a child may take any shortest
/// route, so the level's "at least N turns" is only kept if the easiest one keeps it.
@Suite("RouteSolver: fewest turns among shortest routes")
struct RouteSolverTests {
    /// Passages over a `rows` x `cols` lattice from (row, col) pairs.
    static func passages(rows: Int, cols: Int, _ joined: [((Int, Int), (Int, Int))]) -> Passages {
        var passages = Passages(rows: rows, cols: cols)
        for (a, b) in joined { passages.open(a.0 * cols + a.1, b.0 * cols + b.1) }
        return passages
    }

    static func solve(_ passages: Passages, from start: Int, to end: Int, table: inout TurnTable) -> (
        route: [Int], turns: Int
    )? {
        var distances = [Int32](repeating: -1, count: passages.rows * passages.cols)
        var order: [Int] = []
        RouteSolver.distances(from: start, in: passages, into: &distances, order: &order)
        return RouteSolver.fewestTurnRoute(
            from: start, to: end, in: passages, distances: distances, order: order, table: &table)
    }

    static func solve(_ passages: Passages, from start: Int, to end: Int) -> (route: [Int], turns: Int)? {
        var table = TurnTable(cellCount: passages.rows * passages.cols)
        return solve(passages, from: start, to: end, table: &table)
    }

    /// 3 x 3, start bottom-left (6), end top-right (2). Two shortest routes of 4 steps: the staircase
    /// 6-3-4-1-2 (up, right, up, right: 3 turns), which BFS trying "up" first reaches first, and the
    /// L 6-7-8-5-2 (right, right, up, up: 1 turn).
    static let staircaseAndL = passages(
        rows: 3, cols: 3,
        [
            ((2, 0), (1, 0)), ((1, 0), (1, 1)), ((1, 1), (0, 1)), ((0, 1), (0, 2)),
            ((2, 0), (2, 1)), ((2, 1), (2, 2)), ((2, 2), (1, 2)), ((1, 2), (0, 2)),
        ])

    @Test func picksTheShortestRouteWithFewestTurnsNotTheFirstFound() throws {
        let solved = try #require(Self.solve(Self.staircaseAndL, from: 6, to: 2))
        #expect(solved.route == [6, 7, 8, 5, 2])
        #expect(solved.turns == 1)
        #expect(MazeMetrics.turns(along: solved.route) == solved.turns)
        // The route BFS discovers first (parents set on first sight, up before right) is the staircase.
        #expect(MazeMetrics.turns(along: [6, 3, 4, 1, 2]) == 3)
    }

    @Test func aShorterRouteWinsOverOneWithFewerTurns() throws {
        // The staircase plus a loop 6-7-8-5-4 that rejoins it: 6 steps to 2 that way, so the
        // 3-turn staircase is the only shortest route and must be kept.
        let passages = Self.passages(
            rows: 3, cols: 3,
            [
                ((2, 0), (1, 0)), ((1, 0), (1, 1)), ((1, 1), (0, 1)), ((0, 1), (0, 2)),
                ((2, 0), (2, 1)), ((2, 1), (2, 2)), ((1, 1), (1, 2)), ((1, 2), (2, 2)),
            ])
        let solved = try #require(Self.solve(passages, from: 6, to: 2))
        #expect(solved.route == [6, 3, 4, 1, 2])
        #expect(solved.turns == 3)
    }

    @Test func tiesAreBrokenDeterministically() throws {
        // A 2 x 2 ring from 2 (bottom-left) to 1 (top-right): up-right and right-up both turn once.
        let ring = Self.passages(
            rows: 2, cols: 2, [((0, 0), (0, 1)), ((0, 0), (1, 0)), ((0, 1), (1, 1)), ((1, 0), (1, 1))])
        let solved = try #require(Self.solve(ring, from: 2, to: 1))
        #expect(solved.turns == 1)
        // Ties go to the lowest arrival direction at the end (up before right): arriving upwards from 3.
        #expect(solved.route == [2, 3, 1])
    }

    @Test func unreachableEndAndStartIsEnd() {
        let split = Self.passages(rows: 1, cols: 3, [((0, 0), (0, 1))])
        #expect(Self.solve(split, from: 0, to: 2) == nil)
        let same = Self.solve(split, from: 1, to: 1)
        #expect(same?.route == [1] && same?.turns == 0)
    }

    /// The table is reused across generator attempts; what an earlier maze left in it must not leak.
    @Test func aReusedTableGivesTheSameAnswerAsAFreshOne() throws {
        var table = TurnTable(cellCount: 9)
        let first = try #require(Self.solve(Self.staircaseAndL, from: 6, to: 2, table: &table))
        #expect(first.turns == 1)
        let staircaseOnly = Self.passages(
            rows: 3, cols: 3,
            [
                ((2, 0), (1, 0)), ((1, 0), (1, 1)), ((1, 1), (0, 1)), ((0, 1), (0, 2)), ((2, 0), (2, 1)),
                ((2, 1), (2, 2)),
            ])
        let reused = try #require(Self.solve(staircaseOnly, from: 6, to: 2, table: &table))
        let fresh = try #require(Self.solve(staircaseOnly, from: 6, to: 2))
        #expect(reused.route == fresh.route && reused.turns == fresh.turns)
        #expect(fresh.route == [6, 3, 4, 1, 2] && fresh.turns == 3)
    }

    /// Brute force over generated mazes: every shortest route is enumerated and none turns fewer times
    /// than the generator's solution, which is itself a shortest route.
    @Test(arguments: TestLevel.allCases)
    func generatedSolutionHasTheFewestTurnsOfEveryShortestRoute(level: TestLevel) throws {
        for shape in Shape.allCases {
            for seed in UInt64(0)..<30 {
                let maze = try MazeGenerator.generate(
                    testRequest(level: level, shape: shape, style: .walls, seed: seed, withItems: false))
                let grid = maze.grid
                let start = grid.index(of: maze.start)
                let end = grid.index(of: maze.end)
                let fewest = try #require(Self.fewestTurnsByEnumeration(maze.passages, from: start, to: end))
                let context = "\(level) \(shape) seed \(seed)"
                #expect(maze.route.count == fewest.cells, "\(context): not a shortest route")
                #expect(maze.metrics.turns == fewest.turns, "\(context)")
            }
        }
    }

    /// Fewest turns over every shortest route, by walking all of them (independent of the DP).
    static func fewestTurnsByEnumeration(_ passages: Passages, from start: Int, to end: Int) -> (
        cells: Int, turns: Int
    )? {
        let cols = passages.cols
        let count = passages.rows * cols
        var distances = [Int32](repeating: -1, count: count)
        var order: [Int] = []
        RouteSolver.distances(from: start, in: passages, into: &distances, order: &order)
        guard distances[end] >= 0 else { return nil }
        func neighbours(_ cell: Int) -> [Int] {
            let a = Cell(row: cell / cols, col: cell % cols)
            return [cell - cols, cell + 1, cell + cols, cell - 1].filter { next in
                next >= 0 && next < count && passages.isOpen(a, Cell(row: next / cols, col: next % cols))
            }
        }
        var best = Int.max
        var route = [start]
        func walk() {
            let cell = route[route.count - 1]
            if cell == end {
                best = min(best, independentTurnCount(route.map { Cell(row: $0 / cols, col: $0 % cols) }))
                return
            }
            for next in neighbours(cell) where distances[next] == distances[cell] + 1 {
                route.append(next)
                walk()
                route.removeLast()
            }
        }
        walk()
        return (Int(distances[end]) + 1, best)
    }
}
