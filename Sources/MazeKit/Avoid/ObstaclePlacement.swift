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

/// Puts an avoid maze's obstacles on its solution route, where the child meets them if they do not
/// look ahead, but only where a detour exists, so that every obstacle can be avoided.
enum ObstaclePlacement {
    /// Obstacles for `request.count` route cells, in route order, or nil when this maze has no
    /// placement meeting every rule (the generator then carves a new maze). Rules: a cell is neither
    /// the start, the end nor in the route's first fifth (`5 · position < route.count`); the end
    /// stays reachable with every chosen cell blocked; each drawn point is at least
    /// `minStartDistance` from the start point; and `CentreLineGraph.clearance` proves, on the
    /// drawn points, a route keeping more than `hitRadius` from all of them.
    ///
    /// Spread: the candidates (in route order) are cut into `count` equal groups and one is picked
    /// from each group; up to `picksPerMaze` such picks are tried.
    static func place(
        _ request: ObstacleRequest, route: [Int], passages: Passages, grid: Grid, layout: MazeLayout,
        random: inout MazeRandom
    ) -> [MazeObstacle]? {
        guard request.count > 0 else { return [] }
        let graph = CentreLineGraph(passages: passages, layout: layout)
        let start = route[0]
        let end = route[route.count - 1]
        let startPoint = graph.centres[start]
        let candidates = (1..<(route.count - 1)).filter { position in
            5 * position >= route.count
                && graph.centres[route[position]].distance(to: startPoint) >= request.minStartDistance
                && isReachable(end, from: start, blocking: [route[position]], passages: passages)
        }
        guard candidates.count >= request.count else { return nil }
        for _ in 0..<request.picksPerMaze {
            let positions = pickSpread(request.count, from: candidates, random: &random)
            let firstSide = random.nextInt(below: 2) == 0 ? 1 : -1
            let obstacles = positions.enumerated().map { order, position in
                obstacle(
                    at: position, route: route, grid: grid, layout: layout,
                    side: order % 2 == 0 ? firstSide : -firstSide, fraction: request.offsetFraction)
            }
            if isSound(obstacles, request: request, route: route, passages: passages, graph: graph) {
                return obstacles
            }
        }
        return nil
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

    private static func isSound(
        _ obstacles: [MazeObstacle], request: ObstacleRequest, route: [Int], passages: Passages, graph: CentreLineGraph
    ) -> Bool {
        let start = route[0]
        let end = route[route.count - 1]
        let blocked = obstacles.map { route[$0.routePosition] }
        guard isReachable(end, from: start, blocking: blocked, passages: passages) else { return false }
        let points = obstacles.map { DrawnPoint(x: Double($0.point.x), y: Double($0.point.y)) }
        guard points.allSatisfy({ $0.distance(to: graph.centres[start]) >= request.minStartDistance }) else {
            return false
        }
        return graph.clearance(from: start, to: end, obstacles: points, hitRadius: request.hitRadius).isAvoidable
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
