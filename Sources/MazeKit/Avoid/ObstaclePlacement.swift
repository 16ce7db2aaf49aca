/// What an avoid story asks of its maze; every value comes from the config, none from MazeKit.
public struct ObstacleRequest: Sendable, Hashable {
    /// Obstacles in the maze (shipped: easy 1, medium 3, hard 4).
    public var count: Int
    /// No obstacle's drawn centre nearer than this to the start point, in canvas units (shipped: 140),
    /// so the child is never met by an obstacle right at the first touch.
    public var minStartDistance: Double
    /// A finger within this many canvas units of an obstacle's centre hits it (the app's 18).
    public var hitRadius: Double
    /// How far each obstacle is drawn beside the route's centre line, as a share of a cell (about a fifth).
    public var offsetFraction: Double
    /// Random picks of obstacle cells tried on one maze before the generator carves a new one.
    public var picksPerMaze: Int

    /// The request as the config gives it; the drawing offset and the picks per maze have defaults that rarely need changing.
    public init(
        count: Int, minStartDistance: Double, hitRadius: Double, offsetFraction: Double = 0.2, picksPerMaze: Int = 16
    ) {
        self.count = count
        self.minStartDistance = minStartDistance
        self.hitRadius = hitRadius
        self.offsetFraction = offsetFraction
        self.picksPerMaze = picksPerMaze
    }
}

/// One obstacle of an avoid maze.
public struct MazeObstacle: Sendable, Hashable {
    /// The route cell it sits on.
    public let cell: Cell
    /// Where it is drawn: the cell centre moved `offsetFraction` of a cell to one side of the route.
    public let point: Point
    /// Its place on the solution route (0 is the start).
    public let routePosition: Int

    package init(cell: Cell, point: Point, routePosition: Int) {
        self.cell = cell
        self.point = point
        self.routePosition = routePosition
    }
}

/// What the clear route an avoid maze's obstacles leave must keep: the level's promises. The app shows that
/// route as the solution, so the child is meant to take it, and it must turn and wander as the level says.
struct ClearRoutePromise {
    let minTurns: Int
    let minSolutionShare: Double
    /// The maze's inside cells, which the share is of.
    let insideCells: Int

    init(_ rules: LevelRules, grid: Grid) {
        minTurns = rules.minTurns
        minSolutionShare = rules.minSolutionShare
        insideCells = grid.insideCount
    }

    func isKept(by route: ClearRoute) -> Bool {
        route.turns >= minTurns && route.share(insideCells: insideCells) >= minSolutionShare
    }
}

/// Puts an avoid maze's obstacles on its solution route, where the child meets them if they do not
/// look ahead, but only where a detour exists, so that every obstacle can be avoided.
enum ObstaclePlacement {
    /// What `place` found on one maze.
    enum Outcome {
        /// Sound obstacles, in route order, and the clear route they leave (the maze's `solution_path`).
        case placed([MazeObstacle], clearRoute: ClearRoute)
        /// No pick was sound. `missedPromise` is, of the picks that failed only on the level's promise, the clear
        /// route turning most (nil when there was none): the generator's error tells how near it came.
        case unplaced(missedPromise: ClearRoute?)
    }

    /// Obstacles for `request.count` (at least 1) route cells, in route order, or `.unplaced` when this maze has no
    /// placement meeting every rule (the generator then carves a new maze). Rules: a cell is neither
    /// the start, the end nor in the route's first fifth (`5 · position < route.count`); the end
    /// stays reachable with every chosen cell blocked; each drawn point is at least
    /// `minStartDistance` from the start point; some route keeps more than `hitRadius` from all the drawn
    /// points (`ClearRoute`); and the shortest such route keeps `promise`, the level's turns and share.
    ///
    /// Spread: the candidates (in route order) are cut into `count` equal groups and one is picked
    /// from each group; up to `picksPerMaze` such picks are tried.
    static func place(
        _ request: ObstacleRequest, route: [Int], passages: Passages, grid: Grid, layout: MazeLayout,
        promise: ClearRoutePromise, random: inout MazeRandom
    ) -> Outcome {
        precondition(request.count > 0, "a request of no obstacles has nothing to place (the generator skips it)")
        let graph = CentreLineGraph(passages: passages, layout: layout)
        let start = route[0]
        let end = route[route.count - 1]
        let startPoint = graph.centres[start]
        let candidates = (1..<(route.count - 1)).filter { position in
            5 * position >= route.count
                && graph.centres[route[position]].distance(to: startPoint) >= request.minStartDistance
                && isReachable(end, from: start, blocking: [route[position]], passages: passages)
        }
        guard candidates.count >= request.count else { return .unplaced(missedPromise: nil) }
        var missedPromise: ClearRoute?
        for _ in 0..<request.picksPerMaze {
            let positions = pickSpread(request.count, from: candidates, random: &random)
            let firstSide = random.nextInt(below: 2) == 0 ? 1 : -1
            let obstacles = positions.enumerated().map { order, position in
                obstacle(
                    at: position, route: route, grid: grid, layout: layout,
                    side: order % 2 == 0 ? firstSide : -firstSide, fraction: request.offsetFraction)
            }
            guard
                let clearRoute = soundClearRoute(
                    obstacles, request: request, route: route, passages: passages, graph: graph)
            else { continue }
            if promise.isKept(by: clearRoute) { return .placed(obstacles, clearRoute: clearRoute) }
            if clearRoute.turns > missedPromise?.turns ?? -1 { missedPromise = clearRoute }
        }
        return .unplaced(missedPromise: missedPromise)
    }

    /// One random candidate from each of `count` consecutive, equal groups of `candidates`.
    private static func pickSpread(_ count: Int, from candidates: [Int], random: inout MazeRandom) -> [Int] {
        (0..<count).map { group in
            let low = group * candidates.count / count
            let high = (group + 1) * candidates.count / count
            return candidates[low + random.nextInt(below: high - low)]
        }
    }

    /// The obstacle on route cell `position`, moved `fraction` of a cell to `side` (+1 or -1) of
    /// the centre line. On a straight piece it moves square to the line; on a bend, along the bend's
    /// bisector, so it sits beside both the way in and the way out rather than on one of them.
    private static func obstacle(
        at position: Int, route: [Int], grid: Grid, layout: MazeLayout, side: Int, fraction: Double
    ) -> MazeObstacle {
        let cell = grid.cell(at: route[position])
        let before = grid.cell(at: route[position - 1])
        let after = grid.cell(at: route[position + 1])
        // The side normal of a step (dx, dy) is (-dy, dx); the bisector adds both steps' normals.
        let normalX = -(cell.row - before.row) - (after.row - cell.row)
        let normalY = (cell.col - before.col) + (after.col - cell.col)
        let length = Double(normalX * normalX + normalY * normalY).squareRoot()
        let offset = fraction * Double(layout.cellSize) * Double(side) / length
        let centre = layout.centre(of: cell)
        let point = Point(
            x: centre.x + Int((offset * Double(normalX)).rounded()),
            y: centre.y + Int((offset * Double(normalY)).rounded()))
        return MazeObstacle(cell: cell, point: point, routePosition: position)
    }

    /// The clear route the obstacles leave when they keep every placement rule but the level's promise; nil when
    /// they block the end, sit too near the start, or leave no route clear of them.
    private static func soundClearRoute(
        _ obstacles: [MazeObstacle], request: ObstacleRequest, route: [Int], passages: Passages, graph: CentreLineGraph
    ) -> ClearRoute? {
        let start = route[0]
        let end = route[route.count - 1]
        let blocked = obstacles.map { route[$0.routePosition] }
        guard isReachable(end, from: start, blocking: blocked, passages: passages) else { return nil }
        let points = obstacles.map(\.drawnPoint)
        guard points.allSatisfy({ $0.distance(to: graph.centres[start]) >= request.minStartDistance }) else {
            return nil
        }
        // A route clear of every obstacle exists exactly when the best route's clearance beats the hit radius (the
        // validator's `avoid.avoidable`), so finding the route proves the maze avoidable as well.
        return ClearRoute.shortest(
            from: start, to: end, in: graph, cols: passages.cols, obstacles: points, hitRadius: request.hitRadius)
    }

    /// Whether `end` can be reached from `start` without entering any `blocked` cell.
    static func isReachable(_ end: Int, from start: Int, blocking blocked: [Int], passages: Passages) -> Bool {
        var seen = [Bool](repeating: false, count: passages.rows * passages.cols)
        for cell in blocked { seen[cell] = true }
        guard !seen[start] else { return false }
        seen[start] = true
        var stack = [start]
        while let current = stack.popLast() {
            if current == end { return true }
            for direction in 0..<RouteSolver.directionCount {
                let next = passages.openNeighbour(of: current, direction)
                if next >= 0 && !seen[next] {
                    seen[next] = true
                    stack.append(next)
                }
            }
        }
        return false
    }
}
