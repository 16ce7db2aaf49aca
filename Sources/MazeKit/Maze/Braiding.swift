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
    /// Distances are brought up to date after every opening, so each choice sees the maze as it is.
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
            let chosen = best[random.nextInt(below: best.count)]
            passages.open(index, chosen)
            distances.passageOpened(between: index, and: chosen, in: passages)
        }
    }

    /// Inside neighbours of `index` not yet joined to it, in the order up, right, down, left.
    private static func closedInsideNeighbours(of index: Int, passages: Passages, grid: Grid) -> [Int] {
        let cols = grid.cols
        let row = index / cols
        let col = index % cols
        var result: [Int] = []
        if row > 0 && grid.inside[index - cols] && !passages.isOpenDown(index - cols) { result.append(index - cols) }
        if col + 1 < cols && grid.inside[index + 1] && !passages.isOpenRight(index) { result.append(index + 1) }
        if row + 1 < grid.rows && grid.inside[index + cols] && !passages.isOpenDown(index) {
            result.append(index + cols)
        }
        if col > 0 && grid.inside[index - 1] && !passages.isOpenRight(index - 1) { result.append(index - 1) }
        return result
    }
}

/// Steps from the start and from the end to every cell, measured together.
struct RouteDistances {
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

    /// The distances after a passage between `a` and `b` opened, equal to measuring again. An opening
    /// can only shorten distances, and only of cells reached more cheaply through it, so just those are
    /// visited: braiding a hard maze measured from scratch after every opening spent most of `generate`.
    mutating func passageOpened(between a: Int, and b: Int, in passages: Passages) {
        Self.shorten(&fromStart, between: a, and: b, in: passages, queue: &order)
        Self.shorten(&fromEnd, between: a, and: b, in: passages, queue: &order)
    }

    /// Steps of the shortest start→end route through a passage between `a` and `b`.
    func through(_ a: Int, _ b: Int) -> Int32 {
        min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a])
    }

    /// Breadth-first from the end of the new passage that got closer: every step of unit length, so
    /// cells leave the queue in nondecreasing distance and each lowered one is final when it leaves.
    private static func shorten(
        _ distances: inout [Int32], between a: Int, and b: Int, in passages: Passages, queue: inout [Int]
    ) {
        // -1 (unreached) counts as farther than any distance.
        let stepsA = distances[a] < 0 ? Int32.max : distances[a]
        let stepsB = distances[b] < 0 ? Int32.max : distances[b]
        let (near, far) = stepsA <= stepsB ? (a, b) : (b, a)
        guard distances[near] >= 0, max(stepsA, stepsB) - distances[near] > 1 else { return }
        distances[far] = distances[near] + 1
        queue.removeAll(keepingCapacity: true)
        queue.append(far)
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let next = distances[current] + 1
            for direction in 0..<RouteSolver.directionCount {
                let neighbour = passages.openNeighbour(of: current, direction)
                if neighbour >= 0 && (distances[neighbour] < 0 || distances[neighbour] > next) {
                    distances[neighbour] = next
                    queue.append(neighbour)
                }
            }
        }
    }
}
