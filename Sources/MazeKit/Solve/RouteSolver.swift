/// Breadth-first search over the open passages. Neighbours are always visited in the order
/// up, right, down, left, so the chosen shortest route is deterministic.
enum RouteSolver {
    /// Steps from `source` to every cell along open passages; -1 where unreachable.
    /// `distances` is reused storage of `grid.cellCount` entries; `queue` likewise.
    static func distances(
        from source: Int,
        passages: Passages,
        into distances: inout [Int32],
        queue: inout [Int]
    ) {
        for index in distances.indices { distances[index] = -1 }
        queue.removeAll(keepingCapacity: true)
        distances[source] = 0
        queue.append(source)
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let next = distances[current] + 1
            passages.forEachOpenNeighbour(of: current) { neighbour in
                if distances[neighbour] < 0 {
                    distances[neighbour] = next
                    queue.append(neighbour)
                }
            }
        }
    }

    /// The shortest route from `start` to `end` (both included), or nil when `end` is unreachable.
    /// Among equally short routes it is the one BFS from `start` discovers first.
    static func shortestRoute(from start: Int, to end: Int, passages: Passages, cellCount: Int) -> [Int]? {
        var parent = Array(repeating: -1, count: cellCount)
        var queue: [Int] = [start]
        queue.reserveCapacity(cellCount)
        parent[start] = start
        var head = 0
        while head < queue.count, parent[end] < 0 {
            let current = queue[head]
            head += 1
            passages.forEachOpenNeighbour(of: current) { neighbour in
                if parent[neighbour] < 0 {
                    parent[neighbour] = current
                    queue.append(neighbour)
                }
            }
        }
        guard parent[end] >= 0 else { return nil }
        var route = [end]
        var current = end
        while current != start {
            current = parent[current]
            route.append(current)
        }
        route.reverse()
        return route
    }
}

/// Measures of one maze and its start→end route.
public struct MazeMetrics: Sendable, Hashable {
    /// Cells on the shortest route, start and end included.
    public let solutionLength: Int
    /// Changes of direction along the route.
    public let turns: Int
    /// `solutionLength / insideCells`.
    public let solutionShare: Double
    /// Inside cells with exactly one passage.
    public let deadEnds: Int
    /// Cycle rank: passages − inside cells + 1 (the number of independent loops).
    public let loops: Int
    /// Cells inside the shape.
    public let insideCells: Int

    /// Measures `route` (row-major cell indices, start first) in the maze `passages` over `grid`.
    public init(route: [Int], grid: Grid, passages: Passages) {
        solutionLength = route.count
        turns = MazeMetrics.turns(along: route)
        insideCells = grid.insideCount
        solutionShare = Double(route.count) / Double(grid.insideCount)
        var deadEnds = 0
        for index in 0..<grid.cellCount where grid.inside[index] && passages.degree(of: index) == 1 {
            deadEnds += 1
        }
        self.deadEnds = deadEnds
        loops = passages.count - grid.insideCount + 1
    }

    /// Direction changes along a route of neighbouring row-major indices.
    public static func turns(along route: [Int]) -> Int {
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
