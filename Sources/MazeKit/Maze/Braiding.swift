/// Opens the dead ends of a carved maze ("braiding"), so that a child who meets an obstacle in an
/// avoid maze can go round it instead of having to walk through it.
enum Braiding {
    /// Which dead ends are opened.
    enum Extent {
        /// Every dead end that has a closed wall to an inside neighbour (the app team's rule).
        case everyDeadEnd
        /// Only dead ends with a wall whose opening makes no route from start to end as short as
        /// the shortest one, so the solution (its length and turns) stays exactly as it was. On a
        /// small grid opening every dead end can leave no maze with the level's min turns at all
        /// (of the 119 dead-end-free 3x4 mazes, none has 3 turns from bottom centre to top centre).
        case keepingRoute
    }

    /// For every inside cell that has exactly one passage (visited row-major, judged at its turn, so
    /// a dead end already fixed by a neighbour's opening is left alone), opens one closed wall to an
    /// inside neighbour. Cells whose inside neighbours are all joined already stay dead ends.
    ///
    /// Which wall: the one whose opening leaves the shortest start→end route longest, i.e. the
    /// largest `through = min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a])`, counted
    /// only up to one step more than the route (longer detours are all alike); among those, a wall
    /// to another dead end (one opening fixes two); among those, `random.nextInt(below:)` picks.
    /// Distances are measured again after every opening, so each choice sees the maze as it is.
    /// Keeping the route long keeps the level's solution share and turns within reach.
    static func openDeadEnds(
        in passages: inout Passages, grid: Grid, start: Int, end: Int, extent: Extent, random: inout MazeRandom
    ) {
        var distances = RouteDistances(cellCount: grid.cellCount)
        distances.measure(passages, start: start, end: end)
        for index in 0..<grid.cellCount where grid.inside[index] && passages.degree(of: index) == 1 {
            let routeSteps = distances.fromStart[end]
            var best: [Int] = []
            var bestScore = Int32.min
            for neighbour in closedInsideNeighbours(of: index, passages: passages, grid: grid) {
                let through = distances.through(index, neighbour)
                if extent == .keepingRoute && through <= routeSteps { continue }
                let score = 2 * min(through, routeSteps + 1) + (passages.degree(of: neighbour) == 1 ? 1 : 0)
                if score > bestScore {
                    best = [neighbour]
                    bestScore = score
                } else if score == bestScore {
                    best.append(neighbour)
                }
            }
            guard !best.isEmpty else { continue }
            passages.open(index, best[random.nextInt(below: best.count)])
            distances.measure(passages, start: start, end: end)
        }
    }

    /// Inside neighbours of `index` not yet joined to it, in the order up, right, down, left.
    private static func closedInsideNeighbours(of index: Int, passages: Passages, grid: Grid) -> [Int] {
        let cols = grid.cols, row = index / cols, col = index % cols
        var result: [Int] = []
        if row > 0 && grid.inside[index - cols] && !passages.isOpenDown(index - cols) { result.append(index - cols) }
        if col + 1 < cols && grid.inside[index + 1] && !passages.isOpenRight(index) { result.append(index + 1) }
        if row + 1 < grid.rows && grid.inside[index + cols] && !passages.isOpenDown(index) { result.append(index + cols) }
        if col > 0 && grid.inside[index - 1] && !passages.isOpenRight(index - 1) { result.append(index - 1) }
        return result
    }
}

/// Steps from the start and from the end to every cell, measured together.
private struct RouteDistances {
    var fromStart: [Int32]
    var fromEnd: [Int32]
    private var order: [Int] = []

    init(cellCount: Int) {
        fromStart = Array(repeating: -1, count: cellCount)
        fromEnd = Array(repeating: -1, count: cellCount)
        order.reserveCapacity(cellCount)
    }

    mutating func measure(_ passages: Passages, start: Int, end: Int) {
        RouteSolver.distances(from: start, in: passages, into: &fromStart, order: &order)
        RouteSolver.distances(from: end, in: passages, into: &fromEnd, order: &order)
    }

    /// Steps of the shortest start→end route through a passage between `a` and `b`.
    func through(_ a: Int, _ b: Int) -> Int32 {
        min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a])
    }
}
