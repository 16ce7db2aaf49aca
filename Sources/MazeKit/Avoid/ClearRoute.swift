/// The passages of an avoid maze whose centre line keeps more than the hit radius from every obstacle: the
/// ways a finger can go without a hit. The solver runs on them unchanged, so the clear route is chosen as the
/// solution is (shortest, then fewest turns), only among passages that hit nothing.
struct ClearPassages: PassageLattice {
    let cols: Int
    private let clearEast: [Bool]
    private let clearSouth: [Bool]

    /// `graph` must be the centre lines of a lattice `cols` wide (node `i` is cell `i` row-major), as every
    /// graph built from passages or a rebuilt maze is.
    init(graph: CentreLineGraph, cols: Int, obstacles: [DrawnPoint], hitRadius: Double) {
        var east = [Bool](repeating: false, count: graph.centres.count)
        var south = east
        for edge in graph.edges {
            let a = graph.centres[edge.a]
            let b = graph.centres[edge.b]
            // Exactly the radius is a hit, as the app counts it.
            guard obstacles.allSatisfy({ $0.distance(toSegmentFrom: a, to: b) > hitRadius }) else { continue }
            // South is told by the row below: in a one-column maze an east neighbour's index would match it too.
            if edge.b == edge.a + cols { south[edge.a] = true } else { east[edge.a] = true }
        }
        self.cols = cols
        clearEast = east
        clearSouth = south
    }

    func isOpenEast(_ index: Int) -> Bool { clearEast[index] }
    func isOpenSouth(_ index: Int) -> Bool { clearSouth[index] }
}

/// The route an avoid maze's `solution_path` shows, and so the one a child is meant to take: the shortest route
/// from start to end whose centre line passes every obstacle at more than the hit radius, with the fewest turns
/// among those. The level's turns and solution share are promised on it, as on the shortest route elsewhere.
package struct ClearRoute: Sendable, Hashable {
    /// Cell indices (row-major), start first, end last.
    package let cells: [Int]
    /// Changes of direction along `cells`: the fewest of any shortest clear route.
    package let turns: Int

    /// The clear route from `start` to `end` (nodes of `graph`, the centre lines of a lattice `cols` wide), or nil
    /// when every route passes an obstacle within `hitRadius` (or none joins them at all).
    package static func shortest(
        from start: Int, to end: Int, in graph: CentreLineGraph, cols: Int, obstacles: [DrawnPoint],
        hitRadius: Double
    ) -> ClearRoute? {
        let clear = ClearPassages(graph: graph, cols: cols, obstacles: obstacles, hitRadius: hitRadius)
        let cellCount = graph.centres.count
        var distances = [Int32](repeating: -1, count: cellCount)
        var order: [Int] = []
        var table = TurnTable(cellCount: cellCount)
        RouteSolver.distances(from: start, in: clear, into: &distances, order: &order)
        return RouteSolver.fewestTurnRoute(
            from: start, to: end, in: clear, distances: distances, order: order, table: &table
        ).map { ClearRoute(cells: $0.route, turns: $0.turns) }
    }

    /// The clear route through generated `passages` drawn with `layout`, past `obstacles` as they are drawn.
    static func shortest(
        from start: Int, to end: Int, passages: Passages, layout: MazeLayout, obstacles: [MazeObstacle],
        hitRadius: Double
    ) -> ClearRoute? {
        shortest(
            from: start, to: end, in: CentreLineGraph(passages: passages, layout: layout), cols: passages.cols,
            obstacles: obstacles.map(\.drawnPoint), hitRadius: hitRadius)
    }

    /// The share of `insideCells` the route visits, measured as the shortest route's is.
    func share(insideCells: Int) -> Double { MazeMetrics.share(routeCells: cells.count, insideCells: insideCells) }
}

extension MazeObstacle {
    /// Where it is drawn, as the centre lines measure distances.
    var drawnPoint: DrawnPoint { DrawnPoint(x: Double(point.x), y: Double(point.y)) }
}
