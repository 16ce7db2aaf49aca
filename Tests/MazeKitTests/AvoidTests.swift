import Testing

@testable import MazeKit

@Suite struct ObstacleClearanceTests {
    private func point(_ x: Double, _ y: Double) -> DrawnPoint { DrawnPoint(x: x, y: y) }

    /// Three centres in a row: an obstacle beside the middle one blocks the only way.
    @Test func obstacleInACorridorBlocksIt() {
        let graph = CentreLineGraph(
            centres: [point(0, 0), point(100, 0), point(200, 0)],
            edges: [.init(a: 0, b: 1), .init(a: 1, b: 2)])
        let result = graph.clearance(from: 0, to: 2, obstacles: [point(100, 5)], hitRadius: 18)
        #expect(!result.isAvoidable)
        #expect(result.bestClearance == 5)
        #expect(result.blockingObstacle == 0)
    }

    /// A square loop: the obstacle 5 beside the top side leaves the way round by the left and bottom
    /// sides, 50 away at its nearest (the left side, x = 0, from x = 50).
    @Test func loopGivesADetourWithItsClearance() {
        let graph = CentreLineGraph(
            centres: [point(0, 0), point(100, 0), point(100, 100), point(0, 100)],
            edges: [.init(a: 0, b: 1), .init(a: 1, b: 2), .init(a: 2, b: 3), .init(a: 3, b: 0)])
        let result = graph.clearance(from: 0, to: 2, obstacles: [point(50, 5), point(300, 300)], hitRadius: 18)
        #expect(result.isAvoidable)
        #expect(result.bestClearance == 50)
        #expect(result.limitingObstacle == 0)
        #expect(result.blockingObstacle == nil)
    }

    @Test func hitRadiusItselfCountsAsAHit() {
        let graph = CentreLineGraph(centres: [point(0, 0), point(100, 0)], edges: [.init(a: 0, b: 1)])
        #expect(!graph.clearance(from: 0, to: 1, obstacles: [point(50, 18)], hitRadius: 18).isAvoidable)
        #expect(graph.clearance(from: 0, to: 1, obstacles: [point(50, 18.5)], hitRadius: 18).isAvoidable)
    }

    @Test func noObstaclesAndNoRoute() {
        let graph = CentreLineGraph(centres: [point(0, 0), point(100, 0), point(0, 100)], edges: [.init(a: 0, b: 1)])
        let free = graph.clearance(from: 0, to: 1, obstacles: [], hitRadius: 18)
        #expect(free.isAvoidable && free.bestClearance == .infinity)
        let cut = graph.clearance(from: 0, to: 2, obstacles: [], hitRadius: 18)
        #expect(!cut.endIsReachable && !cut.isAvoidable)
    }

    @Test func distanceToASegmentClampsToItsEnds() {
        #expect(point(5, 3).distance(toSegmentFrom: point(0, 0), to: point(10, 0)) == 3)
        #expect(point(13, 4).distance(toSegmentFrom: point(0, 0), to: point(10, 0)) == 5)
        #expect(point(3, 4).distance(toSegmentFrom: point(0, 0), to: point(0, 0)) == 5)
    }
}

@Suite struct BraidingTests {
    /// Carves a tree of `shape` at `level` and braids it.
    private func braided(_ level: TestLevel, _ shape: Shape, seed: UInt64, extent: Braiding.Extent) -> (
        Grid, Passages, Passages, Int, Int
    ) {
        let grid = shape.scaledGrid(rows: level.rules.rows, cols: level.rules.cols, scale: shape.testScale)
        let start = grid.index(of: GridPosition.bottomLeft.cell(in: grid))
        let end = grid.index(of: GridPosition.topRight.cell(in: grid))
        var random = MazeRandom(seed: seed)
        let tree = SpanningTreeCarver.carve(grid, from: end, random: &random)
        var passages = tree
        Braiding.openDeadEnds(in: &passages, grid: grid, start: start, end: end, extent: extent, random: &random)
        return (grid, tree, passages, start, end)
    }

    private func neighbours(_ index: Int, _ grid: Grid) -> [Int] {
        let cell = grid.cell(at: index)
        return [
            Cell(row: cell.row - 1, col: cell.col), Cell(row: cell.row + 1, col: cell.col),
            Cell(row: cell.row, col: cell.col - 1), Cell(row: cell.row, col: cell.col + 1),
        ]
        .filter { grid.isInside($0) }.map { grid.index(of: $0) }
    }

    /// Every dead end left has no inside neighbour it could still be joined to.
    @Test(arguments: [Shape.rect, .triangle, .circle, .tree, .shell])
    func everyDeadEndThatCanOpenIsOpened(shape: Shape) {
        for level in TestLevel.allCases {
            for seed in UInt64(0)..<30 {
                let (grid, tree, passages, _, _) = braided(level, shape, seed: seed, extent: .everyDeadEnd)
                for index in 0..<grid.cellCount where grid.inside[index] && passages.degree(of: index) == 1 {
                    #expect(
                        neighbours(index, grid).count == 1,
                        "\(shape) \(level) seed \(seed): dead end \(grid.cell(at: index)) left")
                }
                #expect(passages.count > tree.count, "\(shape) \(level) seed \(seed): nothing opened")
            }
        }
    }

    /// Route-keeping braiding leaves the shortest route, and its fewest turns, as they were.
    @Test func keepingRouteLeavesTheSolutionAlone() {
        for seed in UInt64(0)..<40 {
            let (grid, tree, passages, start, end) = braided(.hard, .rect, seed: seed, extent: .keepingRoute)
            #expect(passages.count > tree.count, "seed \(seed): nothing opened")
            #expect(solve(tree, grid, start, end) == solve(passages, grid, start, end), "seed \(seed)")
        }
    }

    @Test func sameStreamSameBraid() {
        let first = braided(.medium, .shell, seed: 9, extent: .everyDeadEnd).2
        let again = braided(.medium, .shell, seed: 9, extent: .everyDeadEnd).2
        let other = braided(.medium, .shell, seed: 10, extent: .everyDeadEnd).2
        #expect(first == again)
        #expect(first != other)
    }

    /// Distances kept up to date opening by opening equal distances measured from scratch, including
    /// openings that shorten nothing, and walls opened on a grid with no passage yet (cells not reached).
    @Test(arguments: [false, true])
    func distancesKeptUpToDateEqualMeasuredOnes(fromClosedGrid: Bool) {
        for shape in [Shape.rect, .circle, .shell] {
            for seed in UInt64(0)..<20 {
                let grid = shape.scaledGrid(rows: 10, cols: 13, scale: shape.testScale)
                let start = grid.index(of: GridPosition.bottomLeft.cell(in: grid))
                let end = grid.index(of: GridPosition.topRight.cell(in: grid))
                var random = MazeRandom(seed: seed)
                var passages =
                    fromClosedGrid
                    ? Passages(rows: grid.rows, cols: grid.cols)
                    : SpanningTreeCarver.carve(grid, from: end, random: &random)
                var kept = RouteDistances(cellCount: grid.cellCount)
                kept.measure(passages, start: start, end: end)
                var measured = kept
                for _ in 0..<(fromClosedGrid ? 400 : 40) {
                    let a = random.nextInt(below: grid.cellCount)
                    let b =
                        a + 1 < grid.cellCount && (a + 1) % grid.cols != 0 && random.nextInt(below: 2) == 0
                        ? a + 1 : a + grid.cols
                    guard b < grid.cellCount, grid.inside[a], grid.inside[b] else { continue }
                    passages.open(a, b)
                    kept.passageOpened(between: a, and: b, in: passages)
                    measured.measure(passages, start: start, end: end)
                    #expect(kept.fromStart == measured.fromStart, "\(shape) seed \(seed): from start after \(a)-\(b)")
                    #expect(kept.fromEnd == measured.fromEnd, "\(shape) seed \(seed): from end after \(a)-\(b)")
                }
            }
        }
    }

    private func solve(_ passages: Passages, _ grid: Grid, _ start: Int, _ end: Int) -> [Int]? {
        var distances = [Int32](repeating: -1, count: grid.cellCount)
        var order: [Int] = []
        var table = TurnTable(cellCount: grid.cellCount)
        RouteSolver.distances(from: start, in: passages, into: &distances, order: &order)
        return RouteSolver.fewestTurnRoute(
            from: start, to: end, in: passages, distances: distances, order: order, table: &table)?.route
    }
}

/// Every generated avoid maze keeps the avoid promises and the level's own.
@Suite struct AvoidGenerationTests {
    static let combinations: [(TestLevel, Shape, DrawingStyle)] = TestLevel.allCases.flatMap { level in
        [Shape.rect, .triangle, .circle, .tree, .shell].flatMap { shape in
            DrawingStyle.allCases.map { (level, shape, $0) }
        }
    }

    @Test(arguments: combinations)
    func avoidMazesKeepEveryPromise(level: TestLevel, shape: Shape, style: DrawingStyle) throws {
        for seed in UInt64(0)..<6 {  // six seeds: every start/end pair of `testPositionPairs`
            let maze = try MazeGenerator.generate(
                testAvoidRequest(level: level, shape: shape, style: style, seed: seed))
            let context = "\(level) \(shape) \(style) seed \(seed)"
            checkLevel(maze, rules: level.rules, context: context)
            checkObstacles(maze, request: level.obstacles, context: context)
            checkOnTheRebuiltDrawing(maze, hitRadius: level.obstacles.hitRadius, context: context)
            checkSolutionIsClear(maze, rules: level.rules, hitRadius: level.obstacles.hitRadius, context: context)
        }
    }

    /// The app draws `solution_path` as the solution: it must be a route through open passages that passes every
    /// obstacle beyond the hit radius, no shorter than the shortest route (the clear one may have to go round), and
    /// turning and wandering as the level promises.
    private func checkSolutionIsClear(_ maze: GeneratedMaze, rules: LevelRules, hitRadius: Double, context: String) {
        let points = (parsePolyline(maze.solutionPath) ?? []).map(drawn)
        #expect(
            points == maze.solution.map { drawn(maze.layout.centre(of: $0)) },
            "\(context): solution_path is not the solution")
        #expect(maze.solution.first == maze.start && maze.solution.last == maze.end, "\(context): solution ends")
        for (a, b) in zip(maze.solution, maze.solution.dropFirst()) {
            #expect(maze.passages.isOpen(a, b), "\(context): solution crosses a wall at \(a)→\(b)")
        }
        for (index, obstacle) in maze.obstacles.enumerated() {
            let nearest = drawn(obstacle.point).distance(toLine: points)
            #expect(nearest > hitRadius, "\(context): the solution passes obstacle \(index) at \(nearest)")
        }
        #expect(maze.solution.count >= maze.route.count, "\(context): a clear route shorter than the shortest")
        // The route the child is shown keeps the level's promises, as the shortest route does elsewhere.
        #expect(independentTurnCount(maze.solution) >= rules.minTurns, "\(context): the solution's turns")
        #expect(
            Double(maze.solution.count) / Double(maze.grid.insideCount) >= rules.minSolutionShare,
            "\(context): the solution's share")
    }

    private func checkLevel(_ maze: GeneratedMaze, rules: LevelRules, context: String) {
        #expect(Double(maze.route.count) / Double(maze.grid.insideCount) >= rules.minSolutionShare, "\(context): share")
        #expect(independentTurnCount(maze.route) >= rules.minTurns, "\(context): turns")
        #expect(independentShortestLength(maze) == maze.route.count, "\(context): route not shortest")
        // At least: route-keeping braiding (the late attempts' fallback) may find no wall to open.
        #expect(maze.metrics.loops >= rules.extraConnections, "\(context): loops")
        #expect(maze.items.isEmpty)
    }

    private func checkObstacles(_ maze: GeneratedMaze, request: ObstacleRequest, context: String) {
        #expect(maze.obstacles.count == request.count, "\(context): obstacle count")
        let start = drawn(maze.startPoint)
        for obstacle in maze.obstacles {
            #expect(maze.route[obstacle.routePosition] == obstacle.cell, "\(context): obstacle off the route")
            #expect(5 * obstacle.routePosition >= maze.route.count, "\(context): obstacle in the first fifth")
            #expect(obstacle.routePosition < maze.route.count - 1, "\(context): obstacle on the end")
            #expect(
                drawn(obstacle.point).distance(to: start) >= request.minStartDistance,
                "\(context): obstacle near the start")
            let centre = maze.layout.centre(of: obstacle.cell)
            let offset = drawn(obstacle.point).distance(to: drawn(centre))
            let wanted = request.offsetFraction * Double(maze.layout.cellSize)
            #expect(abs(offset - wanted) <= 1, "\(context): offset \(offset), wanted about \(wanted)")
        }
        #expect(Set(maze.obstacles.map(\.cell)).count == maze.obstacles.count, "\(context): two obstacles share a cell")
        #expect(
            maze.obstacles.map(\.routePosition) == maze.obstacles.map(\.routePosition).sorted(),
            "\(context): not in route order")
        let clearance = maze.obstacleClearance(hitRadius: request.hitRadius)
        #expect(clearance.isAvoidable, "\(context): best clearance \(String(describing: clearance.bestClearance))")
    }

    /// Validation sees only the file: the obstacles must be avoidable on the maze rebuilt from it.
    private func checkOnTheRebuiltDrawing(_ maze: GeneratedMaze, hitRadius: Double, context: String) {
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: maze.drawing, style: maze.style,
            canvas: ReconstructedMaze.Canvas(width: 600, height: 500))
        guard let rebuilt = outcome.maze else {
            Issue.record("\(context): drawing not rebuilt: \(outcome.findings)")
            return
        }
        let graph = CentreLineGraph(maze: rebuilt)
        guard let start = graph.node(at: drawn(maze.startPoint)), let end = graph.node(at: drawn(maze.endPoint)) else {
            Issue.record("\(context): start or end not on a rebuilt cell")
            return
        }
        let result = graph.clearance(
            from: start, to: end, obstacles: maze.obstacles.map { drawn($0.point) }, hitRadius: hitRadius)
        #expect(result.isAvoidable, "\(context): not avoidable on the rebuilt maze")
        #expect(
            result.bestClearance == maze.obstacleClearance(hitRadius: hitRadius).bestClearance,
            "\(context): rebuilt and generated disagree")
    }

    /// Alternating sides: consecutive obstacles on straight pieces sit on opposite sides of the line.
    @Test func sidesAlternateAlongTheRoute() throws {
        var compared = 0
        for seed in UInt64(0)..<20 {
            let maze = try MazeGenerator.generate(
                testAvoidRequest(level: .hard, shape: .rect, style: .walls, seed: seed))
            let sides = maze.obstacles.map { obstacle -> Int in
                let before = maze.route[obstacle.routePosition - 1]
                let cell = obstacle.cell
                let centre = maze.layout.centre(of: cell)
                // Cross product of the way in with the offset: its sign says which side.
                let cross =
                    (cell.col - before.col) * (obstacle.point.y - centre.y) - (cell.row - before.row)
                    * (obstacle.point.x - centre.x)
                return cross.signum()
            }
            for (a, b) in zip(sides, sides.dropFirst()) where a != 0 && b != 0 {
                #expect(a != b, "seed \(seed): sides \(sides)")
                compared += 1
            }
        }
        #expect(compared > 10)
    }

    @Test func avoidRequestsAreDeterministicAndLeaveOtherMazesAlone() throws {
        let request = testAvoidRequest(level: .medium, shape: .circle, style: .corridor, seed: 4)
        let first = try MazeGenerator.generate(request)
        let again = try MazeGenerator.generate(request)
        #expect(first.drawing == again.drawing && first.obstacles == again.obstacles)
        var plain = request
        plain.obstacles = nil
        let withoutObstacles = try MazeGenerator.generate(plain)
        #expect(withoutObstacles.obstacles.isEmpty)
        #expect(withoutObstacles.metrics.loops == TestLevel.medium.rules.extraConnections)
    }

    @Test func itemsAndObstaclesTogetherAreRefused() {
        var request = testRequest(level: .easy, shape: .rect, style: .walls, seed: 1)
        request.obstacles = TestLevel.easy.obstacles
        #expect(throws: MazeGenerationError.self) { try MazeGenerator.generate(request) }
    }

    @Test func tooManyObstaclesSayWhy() {
        var request = testAvoidRequest(level: .easy, shape: .rect, style: .walls, seed: 3)
        request.obstacles?.count = 9
        request.maxAttempts = 20
        do {
            _ = try MazeGenerator.generate(request)
            Issue.record("nine obstacles fitted a 3x4 maze")
        } catch {
            guard case .obstaclesNotPlaced(let unplaced) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(unplaced.description.contains("lower the obstacle count"))
        }
    }
}

/// The clear route's own reading of the passages.
@Suite struct ClearRouteTests {
    /// In a one-column maze the cell below has the index an east neighbour would have; the route once found no way
    /// down, and the maze was thrown away as having no clear route.
    @Test func aOneColumnMazeHasItsRouteDownwards() throws {
        var passages = Passages(rows: 3, cols: 1)
        passages.open(0, 1)
        passages.open(1, 2)
        let layout = try #require(MazeLayout(canvas: Canvas(width: 600, height: 500, margin: 20), rows: 3, cols: 1))
        let route = ClearRoute.shortest(
            from: 0, to: 2, passages: passages, layout: layout, obstacles: [], hitRadius: 18)?.cells
        #expect(route == [0, 1, 2])
    }
}
