import Foundation
import Testing

@testable import MazeKit

/// Every generated maze, for 50 seeds at every level, shape and style, keeps every promise; for 200 seeds with
/// MAZEGEN_EXHAUSTIVE=1 (as `.ci/run` sets it for a second pass).
@Suite struct GenerationInvariantTests {
    static let seeds: UInt64 = ProcessInfo.processInfo.environment["MAZEGEN_EXHAUSTIVE"] == "1" ? 200 : 50

    static let combinations: [(TestLevel, Shape, DrawingStyle)] = TestLevel.allCases.flatMap { level in
        Shape.allCases.flatMap { shape in DrawingStyle.allCases.map { (level, shape, $0) } }
    }

    @Test(arguments: combinations)
    func mazesKeepEveryPromise(level: TestLevel, shape: Shape, style: DrawingStyle) throws {
        for seed in UInt64(0)..<Self.seeds {
            let request = testRequest(level: level, shape: shape, style: style, seed: seed)
            let maze = try MazeGenerator.generate(request)
            let context = "\(level) \(shape) \(style) seed \(seed)"
            checkConstraints(maze, rules: level.rules, context: context)
            checkRoute(maze, context: context)
            checkPassages(maze, rules: level.rules, context: context)
            checkItems(maze, count: level.rules.itemCount, context: context)
            checkDrawing(maze, style: style, context: context)
            #expect(!request.start.isTop && maze.start.row > maze.grid.topInsideRow, "\(context): start on top row")
        }
    }

    private func checkConstraints(_ maze: GeneratedMaze, rules: LevelRules, context: String) {
        let share = Double(maze.route.count) / Double(maze.grid.insideCount)
        #expect(share >= rules.minSolutionShare, "\(context): share \(share)")
        let turns = independentTurnCount(maze.route)
        #expect(turns >= rules.minTurns, "\(context): turns")
        #expect(maze.metrics.turns == turns, "\(context): the solver's turn count is the route's")
        #expect(maze.metrics.solutionLength == maze.route.count)
        #expect(maze.metrics.solutionShare == share)
        let deadEnds = maze.grid.insideCells.filter { cell in
            [
                Cell(row: cell.row - 1, col: cell.col), Cell(row: cell.row + 1, col: cell.col),
                Cell(row: cell.row, col: cell.col - 1), Cell(row: cell.row, col: cell.col + 1),
            ]
            .filter { maze.passages.isOpen(cell, $0) }.count == 1
        }.count
        #expect(maze.metrics.deadEnds == deadEnds, "\(context): dead ends")
    }

    private func checkRoute(_ maze: GeneratedMaze, context: String) {
        #expect(maze.route.first == maze.start && maze.route.last == maze.end, "\(context): route ends")
        for (a, b) in zip(maze.route, maze.route.dropFirst()) {
            #expect(maze.passages.isOpen(a, b), "\(context): route crosses a wall at \(a)→\(b)")
        }
        #expect(Set(maze.route).count == maze.route.count, "\(context): route repeats a cell")
        #expect(independentShortestLength(maze) == maze.route.count, "\(context): route is not shortest")
    }

    private func checkPassages(_ maze: GeneratedMaze, rules: LevelRules, context: String) {
        let passages = maze.passages.all
        for passage in passages {
            #expect(
                maze.grid.isInside(passage.from) && maze.grid.isInside(passage.to),
                "\(context): passage leaves the shape")
            let distance = abs(passage.from.row - passage.to.row) + abs(passage.from.col - passage.to.col)
            #expect(distance == 1, "\(context): passage between non-neighbours")
        }
        #expect(passages.count - maze.grid.insideCount + 1 == rules.extraConnections, "\(context): cycle rank")
        #expect(maze.metrics.loops == rules.extraConnections)
    }

    private func checkItems(_ maze: GeneratedMaze, count: Int, context: String) {
        let items = maze.items
        #expect(items.count == count, "\(context): item count")
        #expect(Set(items.map(\.cell)).count == items.count, "\(context): two items share a cell")
        let routeCells = Set(maze.route)
        for item in items {
            #expect(item.cell != maze.start && item.cell != maze.end, "\(context): item on start/end")
            #expect(maze.grid.isInside(item.cell), "\(context): item outside")
            #expect(item.onSolution == routeCells.contains(item.cell), "\(context): onSolution untrue")
            #expect(item.point == maze.layout.centre(of: item.cell))
        }
        // These levels always have enough route and branch cells, so the 40% rule holds exactly.
        let expectedOnRoute = Int((Double(count) * 0.4).rounded())
        #expect(items.filter(\.onSolution).count == expectedOnRoute, "\(context): items on route")
    }

    private func checkDrawing(_ maze: GeneratedMaze, style: DrawingStyle, context: String) {
        let size = maze.layout.cellSize
        func onCanvas(_ p: Point) -> Bool {
            p.x >= testCanvas.margin && p.x <= testCanvas.width - testCanvas.margin
                && p.y >= testCanvas.margin && p.y <= testCanvas.height - testCanvas.margin
        }
        guard let pieces = parsePieces(maze.drawing) else {
            Issue.record("\(context): drawing is not `M x y L x y` pieces")
            return
        }
        #expect(pieces.allSatisfy { onCanvas($0.start) && onCanvas($0.end) }, "\(context): drawing off canvas")
        switch style {
        case .walls:
            let closedInner = maze.grid.internalWallCount - maze.passages.count
            let boundary = maze.grid.insideCells.reduce(0) { total, cell in
                total
                    + [
                        Cell(row: cell.row - 1, col: cell.col), Cell(row: cell.row + 1, col: cell.col),
                        Cell(row: cell.row, col: cell.col - 1), Cell(row: cell.row, col: cell.col + 1),
                    ]
                    .filter { !maze.grid.isInside($0) }.count
            }
            #expect(pieces.count == closedInner + boundary, "\(context): wall count")
            #expect(Set(pieces).count == pieces.count, "\(context): a wall drawn twice")
            #expect(
                pieces.allSatisfy { piece in
                    (piece.start.y == piece.end.y && piece.end.x - piece.start.x == size)
                        || (piece.start.x == piece.end.x && piece.end.y - piece.start.y == size)
                }, "\(context): wall is not a unit lattice piece")
        case .corridor:
            #expect(pieces.filter { $0.start == $0.end }.count == maze.grid.insideCount, "\(context): dots")
            #expect(pieces.filter { $0.start != $0.end }.count == maze.passages.count, "\(context): corridor lines")
        }
        #expect(maze.segments.count == maze.passages.count, "\(context): segments")
        #expect(Set(maze.segments).count == maze.segments.count, "\(context): segment twice")
        #expect(maze.segments.allSatisfy { onCanvas($0.start) && onCanvas($0.end) })
        #expect(
            parsePolyline(maze.solutionPath) == maze.solution.map(maze.layout.centre(of:)), "\(context): solution path")
        // Only an avoid maze's solution leaves the shortest route, to pass its obstacles.
        if maze.obstacles.isEmpty { #expect(maze.solution == maze.route, "\(context): solution is not the route") }
        #expect(onCanvas(maze.startPoint) && onCanvas(maze.endPoint))
    }
}
