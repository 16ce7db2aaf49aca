/// The passages of an avoid maze whose centre line keeps more than the hit radius from every obstacle: the
/// ways a finger can go without a hit. The solver runs on them unchanged, so the clear route is chosen as the
/// solution is (shortest, then fewest turns), only among passages that hit nothing.
struct ClearPassages: PassageLattice {
    let cols: Int
    private let clearEast: [Bool]
    private let clearSouth: [Bool]

    init(passages: Passages, layout: MazeLayout, obstacles: [DrawnPoint], hitRadius: Double) {
        let graph = CentreLineGraph(passages: passages, layout: layout)
        var east = [Bool](repeating: false, count: graph.centres.count)
        var south = east
        for edge in graph.edges {
            let a = graph.centres[edge.a]
            let b = graph.centres[edge.b]
            // Exactly the radius is a hit, as the app counts it.
            guard obstacles.allSatisfy({ $0.distance(toSegmentFrom: a, to: b) > hitRadius }) else { continue }
            // South is told by the row below: in a one-column maze an east neighbour's index would match it too.
            if edge.b == edge.a + passages.cols { south[edge.a] = true } else { east[edge.a] = true }
        }
        cols = passages.cols
        clearEast = east
        clearSouth = south
    }

    func isOpenEast(_ index: Int) -> Bool { clearEast[index] }
    func isOpenSouth(_ index: Int) -> Bool { clearSouth[index] }
}

enum ClearRoute {
    /// The shortest route from `start` to `end` (cell indices) with the fewest turns among those whose centre
    /// line passes every obstacle at more than `hitRadius`, start first; nil when every route hits one.
    static func route(
        from start: Int, to end: Int, passages: Passages, layout: MazeLayout, obstacles: [MazeObstacle],
        hitRadius: Double
    ) -> [Int]? {
        let points = obstacles.map { DrawnPoint(x: Double($0.point.x), y: Double($0.point.y)) }
        let clear = ClearPassages(passages: passages, layout: layout, obstacles: points, hitRadius: hitRadius)
        let cellCount = passages.rows * passages.cols
        var distances = [Int32](repeating: -1, count: cellCount)
        var order: [Int] = []
        var table = TurnTable(cellCount: cellCount)
        RouteSolver.distances(from: start, in: clear, into: &distances, order: &order)
        return RouteSolver.fewestTurnRoute(
            from: start, to: end, in: clear, distances: distances, order: order, table: &table)?.route
    }
}
