/// Open passages as "joined to the east / south neighbour" flags per row-major cell: the one view of a
/// maze the route search needs, so the generator's `Passages` and a `ReconstructedMaze` rebuilt from a
/// drawing are solved by the same code and cannot disagree about which route is the solution.
protocol PassageLattice: RowMajorNumbering {
    func isOpenEast(_ index: Int) -> Bool
    func isOpenSouth(_ index: Int) -> Bool
}

extension PassageLattice {
    /// The cell joined to `index` by a passage in `direction` (`RouteSolver.up`, `.right`, `.down`,
    /// `.left`), or -1 when a wall (or the lattice's edge) is there.
    @inline(__always)
    func openNeighbour(of index: Int, _ direction: Int) -> Int {
        switch direction {
        case RouteSolver.up: return index >= cols && isOpenSouth(index - cols) ? index - cols : -1
        case RouteSolver.right: return isOpenEast(index) ? index + 1 : -1
        case RouteSolver.down: return isOpenSouth(index) ? index + cols : -1
        default: return index % cols > 0 && isOpenEast(index - 1) ? index - 1 : -1
        }
    }

    /// Number of passages leaving cell `index`.
    func degree(of index: Int) -> Int {
        (0..<RouteSolver.directionCount).reduce(0) { $0 + (openNeighbour(of: index, $1) >= 0 ? 1 : 0) }
    }
}

extension Passages: PassageLattice {
    func isOpenEast(_ index: Int) -> Bool { isOpenRight(index) }
    func isOpenSouth(_ index: Int) -> Bool { isOpenDown(index) }
}

/// Reusable storage for `RouteSolver.fewestTurnRoute`, 4 entries per cell (one per arrival direction),
/// so solving many attempts does not allocate per cell.
struct TurnTable {
    /// Fewest turns of a shortest start→cell route arriving in that direction; `unreached` if none.
    var turns: [Int32]
    /// The arrival direction at the previous cell on that route; `RouteSolver.fromStart` at the start.
    var previousArrival: [UInt8]

    static let unreached = Int32.max

    init(cellCount: Int) {
        turns = Array(repeating: TurnTable.unreached, count: cellCount * RouteSolver.directionCount)
        previousArrival = Array(repeating: 0, count: cellCount * RouteSolver.directionCount)
    }
}

/// Breadth-first search over the open passages, and the fewest-turn choice among shortest routes.
/// Directions are always tried in the order up, right, down, left, so every result is deterministic.
enum RouteSolver {
    static let up = 0, right = 1, down = 2, left = 3
    static let directionCount = 4
    /// `TurnTable.previousArrival` of a first step: there is no earlier direction to turn from.
    static let fromStart: UInt8 = 4

    /// Steps from `source` to every cell along open passages; -1 where unreachable. Afterwards `order`
    /// holds the reached cells in BFS order (nondecreasing distance). Both are reused storage:
    /// `distances` has one entry per lattice cell.
    static func distances<Lattice: PassageLattice>(
        from source: Int,
        in lattice: Lattice,
        into distances: inout [Int32],
        order: inout [Int]
    ) {
        // Through buffers: `order` is made as long as the lattice, filled by index and cut to the cells reached, so no
        // append asks for uniqueness and capacity (the generator measures every attempt two or three times).
        let cellCount = distances.count
        if order.count < cellCount { order.append(contentsOf: repeatElement(0, count: cellCount - order.count)) }
        let reached = distances.withUnsafeMutableBufferPointer { distances in
            order.withUnsafeMutableBufferPointer { order in
                distances.update(repeating: -1)
                distances[source] = 0
                order[0] = source
                var head = 0
                var tail = 1
                while head < tail {
                    let current = order[head]
                    head += 1
                    let next = distances[current] + 1
                    for direction in 0..<directionCount {
                        let neighbour = lattice.openNeighbour(of: current, direction)
                        if neighbour >= 0 && distances[neighbour] < 0 {
                            distances[neighbour] = next
                            order[tail] = neighbour
                            tail += 1
                        }
                    }
                }
                return tail
            }
        }
        order.removeLast(order.count - reached)
    }

    /// The fewest changes of direction among all shortest routes from `start` to `end`, or nil when
    /// `end` is unreachable. `distances` and `order` must come from `distances(from: start, …)`.
    ///
    /// With loops several routes can be shortest, and a child may take any of them, so a level's
    /// "at least N turns" holds only if it holds for the one with the fewest turns.
    static func fewestTurns<Lattice: PassageLattice>(
        from start: Int, to end: Int, in lattice: Lattice, distances: [Int32], order: [Int], table: inout TurnTable
    ) -> Int? {
        if start == end { return distances[end] >= 0 ? 0 : nil }
        return fillTurnTable(from: start, to: end, in: lattice, distances: distances, order: order, table: &table)
            .map { Int($0.turns) }
    }

    /// Among all shortest routes from `start` to `end` (both included), one with the fewest turns, or
    /// nil when `end` is unreachable. `distances` and `order` must come from `distances(from: start, …)`.
    ///
    /// Ties are broken deterministically: at the end the lowest arrival direction (up, right, down,
    /// left) wins, and at every earlier cell the lowest arrival direction among the cheapest.
    static func fewestTurnRoute<Lattice: PassageLattice>(
        from start: Int, to end: Int, in lattice: Lattice, distances: [Int32], order: [Int], table: inout TurnTable
    ) -> (route: [Int], turns: Int)? {
        if start == end { return distances[end] >= 0 ? ([start], 0) : nil }
        guard
            let best = fillTurnTable(
                from: start, to: end, in: lattice, distances: distances, order: order, table: &table)
        else { return nil }
        var route: [Int] = []
        route.reserveCapacity(Int(distances[end]) + 1)
        route.append(end)
        var cell = end
        var arrival = best.direction
        while cell != start {
            let slot = cell * directionCount + arrival
            cell -= step(arrival, cols: lattice.cols)
            route.append(cell)
            arrival = Int(table.previousArrival[slot])
        }
        route.reverse()
        return (route, Int(best.turns))
    }

    /// Dynamic programming over the shortest-route graph (passages going one step further from the
    /// start), cells taken in BFS order so every cell's arrivals are final before it is left.
    /// State: (cell, arrival direction); a state has exactly one previous cell, so only the arrival
    /// direction there is chosen. O(cells × 16), no allocation. Precondition: `start != end`.
    private static func fillTurnTable<Lattice: PassageLattice>(
        from start: Int, to end: Int, in lattice: Lattice, distances: [Int32], order: [Int], table: inout TurnTable
    ) -> (direction: Int, turns: Int32)? {
        guard distances[end] >= 0 else { return nil }
        let unreached = TurnTable.unreached
        // Through buffers: the table is written four times a cell, and every write to its arrays through `table`
        // asked whether their storage was shared (a tenth of the maze check's solving). The buffers are not
        // bounds-checked in a release build, so what keeps every slot inside them is checked once here: both
        // tables hold four slots for every cell the distances know, and `order` lists only such cells (BFS
        // fills it from the lattice whose cells `distances` counts).
        precondition(
            table.turns.count >= distances.count * directionCount
                && table.previousArrival.count >= distances.count * directionCount,
            "the turn table is smaller than the maze")
        table.turns.withUnsafeMutableBufferPointer { turns in
            table.previousArrival.withUnsafeMutableBufferPointer { previousArrival in
                // Only cells up to `end` in BFS order are read; clear what an earlier maze left there.
                for cell in order {
                    let base = cell * directionCount
                    for slot in base..<(base + directionCount) { turns[slot] = unreached }
                    if cell == end { break }
                }
                for cell in order {
                    if cell == end { break }
                    let base = cell * directionCount
                    for direction in 0..<directionCount {
                        let next = lattice.openNeighbour(of: cell, direction)
                        guard next >= 0, distances[next] == distances[cell] + 1 else { continue }
                        var cost = unreached
                        var via = fromStart
                        if cell == start {
                            cost = 0
                        } else {
                            for arrival in 0..<directionCount {
                                let arrived = turns[base + arrival]
                                guard arrived != unreached else { continue }
                                let total = arrived + (arrival == direction ? 0 : 1)
                                if total < cost {
                                    cost = total
                                    via = UInt8(arrival)
                                }
                            }
                        }
                        let slot = next * directionCount + direction
                        turns[slot] = cost
                        previousArrival[slot] = via
                    }
                }
            }
        }
        var best: (direction: Int, turns: Int32)?
        for direction in 0..<directionCount {
            let turns = table.turns[end * directionCount + direction]
            if turns < (best?.turns ?? unreached) { best = (direction, turns) }
        }
        return best
    }

    /// How a row-major index changes by one step in `direction`.
    @inline(__always)
    static func step(_ direction: Int, cols: Int) -> Int {
        switch direction {
        case up: return -cols
        case right: return 1
        case down: return cols
        default: return -1
        }
    }
}

/// Measures of one maze and its start→end route.
public struct MazeMetrics: Sendable, Hashable {
    /// Cells on the shortest route, start and end included.
    public let solutionLength: Int
    /// Changes of direction along the route (for a generated maze, the fewest of any shortest route).
    public let turns: Int
    /// `solutionLength / insideCells`.
    public let solutionShare: Double
    /// Inside cells with exactly one passage.
    public let deadEnds: Int
    /// Cycle rank: passages − inside cells + 1 (the number of independent loops).
    public let loops: Int
    /// Cells inside the shape.
    public let insideCells: Int

    /// Measures `route` (row-major cell indices, start first) in the maze `passages` over `grid`;
    /// `turns` is the route's count of direction changes, which the solver that found it already knows.
    init(route: [Int], turns: Int, grid: Grid, passages: Passages) {
        solutionLength = route.count
        self.turns = turns
        insideCells = grid.insideCount
        solutionShare = MazeMetrics.share(routeCells: route.count, insideCells: grid.insideCount)
        var deadEnds = 0
        for index in 0..<grid.cellCount where grid.inside[index] && passages.degree(of: index) == 1 { deadEnds += 1 }
        self.deadEnds = deadEnds
        loops = passages.count - grid.insideCount + 1
    }

    /// The share of the inside cells a route of `routeCells` visits; the generator judges attempts by it.
    static func share(routeCells: Int, insideCells: Int) -> Double {
        Double(routeCells) / Double(insideCells)
    }

    /// Direction changes along a route of neighbouring row-major indices.
    package static func turns(along route: [Int]) -> Int {
        guard route.count >= 3 else { return 0 }
        var turns = 0
        var previousStep = route[1] - route[0]
        for position in 2..<route.count {
            let step = route[position] - route[position - 1]
            if step != previousStep { turns += 1 }
            previousStep = step
        }
        return turns
    }
}
