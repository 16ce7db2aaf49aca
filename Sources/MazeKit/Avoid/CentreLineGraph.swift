/// The lines a child's finger follows through a maze, in canvas units: one node per cell centre and
/// one straight edge per open passage, from centre to centre. The avoid rule is geometric (a finger
/// within the hit radius of an obstacle's centre hits it), so it is judged on these lines rather
/// than on cells.
///
/// Nodes are the row-major cells of the maze's lattice (`row * cols + col`), inside or not; cells
/// without passages are simply isolated nodes.
package struct CentreLineGraph: Sendable, Hashable {
    /// One open passage between the nodes `a` and `b`.
    package struct Edge: Sendable, Hashable {
        package var a: Int
        package var b: Int

        package init(a: Int, b: Int) {
            self.a = a
            self.b = b
        }
    }

    package let centres: [DrawnPoint]
    package let edges: [Edge]

    /// A hand-built graph. Every edge must name two nodes of `centres`.
    package init(centres: [DrawnPoint], edges: [Edge]) {
        precondition(
            edges.allSatisfy { centres.indices.contains($0.a) && centres.indices.contains($0.b) },
            "every edge must join two of the graph's nodes")
        self.centres = centres
        self.edges = edges
    }

    /// The centre lines of a maze rebuilt from its drawing; node `i` is `maze.cell(at: i)`.
    package init(maze: ReconstructedMaze) {
        self.init(lattice: maze, rows: maze.rows, layout: maze.lattice.layout)
    }

    /// The centre lines of a generated maze; node `i` is `maze.grid.cell(at: i)`.
    package init(maze: GeneratedMaze) {
        self.init(lattice: maze.passages, rows: maze.grid.rows, layout: maze.layout)
    }

    /// The centre lines of carved `passages` drawn with `layout`; node `i` is cell `i` row-major.
    package init(passages: Passages, layout: MazeLayout) {
        self.init(lattice: passages, rows: passages.rows, layout: layout)
    }

    init<Lattice: PassageLattice>(lattice: Lattice, rows: Int, layout: MazeLayout) {
        let cols = lattice.cols
        let count = rows * cols
        var centres: [DrawnPoint] = []
        var edges: [Edge] = []
        centres.reserveCapacity(count)
        for index in 0..<count {
            let point = layout.centre(of: lattice.cell(at: index))
            centres.append(DrawnPoint(x: Double(point.x), y: Double(point.y)))
            if index % cols + 1 < cols && lattice.isOpenEast(index) { edges.append(Edge(a: index, b: index + 1)) }
            if index + cols < count && lattice.isOpenSouth(index) { edges.append(Edge(a: index, b: index + cols)) }
        }
        self.centres = centres
        self.edges = edges
    }

    /// The node whose centre is exactly `point`, if any.
    package func node(at point: DrawnPoint) -> Int? {
        centres.firstIndex(of: point)
    }

    /// How far the best route from `start` to `end` can stay from every obstacle: a bottleneck
    /// search (the maximum over routes of the minimum distance from any point of the route to any
    /// obstacle centre), so one obstacle too close to every route is enough to make the maze
    /// unavoidable. Edges are taken best-first and joined (union–find) until start and end meet;
    /// the edge that joins them is the route's tightest place.
    package func clearance(from start: Int, to end: Int, obstacles: [DrawnPoint], hitRadius: Double)
        -> ObstacleClearance
    {
        precondition(centres.indices.contains(start) && centres.indices.contains(end), "start and end must be nodes")
        if start == end {
            let nearest = Self.nearestObstacle(to: { $0.distance(to: centres[start]) }, obstacles)
            return ObstacleClearance(
                bestClearance: nearest.distance, limitingObstacle: nearest.index, hitRadius: hitRadius)
        }
        let weighed = edges.map { edge in
            Self.nearestObstacle(to: { $0.distance(toSegmentFrom: centres[edge.a], to: centres[edge.b]) }, obstacles)
        }
        let order = edges.indices.sorted {
            weighed[$0].distance > weighed[$1].distance || (weighed[$0].distance == weighed[$1].distance && $0 < $1)
        }
        var groups = NodeGroups(count: centres.count)
        for position in order {
            groups.join(edges[position].a, edges[position].b)
            if groups.root(of: start) == groups.root(of: end) {
                return ObstacleClearance(
                    bestClearance: weighed[position].distance,
                    limitingObstacle: weighed[position].index, hitRadius: hitRadius)
            }
        }
        return ObstacleClearance(bestClearance: nil, limitingObstacle: nil, hitRadius: hitRadius)
    }

    /// The obstacle nearest to something, by the given distance; infinity and nil without obstacles.
    private static func nearestObstacle(
        to distance: (DrawnPoint) -> Double, _ obstacles: [DrawnPoint]
    ) -> (distance: Double, index: Int?) {
        var best: (distance: Double, index: Int?) = (.infinity, nil)
        for (index, obstacle) in obstacles.enumerated() {
            let value = distance(obstacle)
            if value < best.distance { best = (value, index) }
        }
        return best
    }
}

/// What `CentreLineGraph.clearance` found.
package struct ObstacleClearance: Sendable, Hashable {
    /// The largest distance to the nearest obstacle that some route keeps all the way (infinity
    /// without obstacles); nil when no route joins start and end at all.
    package let bestClearance: Double?
    /// The obstacle nearest to the best route's tightest place: the one that would have to move
    /// for the maze to become (more) avoidable. Nil without obstacles or without a route.
    let limitingObstacle: Int?
    package let hitRadius: Double

    /// Whether the end is reachable from the start along the passages at all.
    var endIsReachable: Bool { bestClearance != nil }

    /// Whether some route keeps more than the hit radius from every obstacle (the app counts a hit
    /// within the radius, so exactly the radius is a hit).
    package var isAvoidable: Bool {
        guard let bestClearance else { return false }
        return bestClearance > hitRadius
    }

    /// The obstacle that cannot be passed at more than the hit radius, when the maze is not avoidable.
    package var blockingObstacle: Int? { isAvoidable ? nil : limitingObstacle }
}

/// Union–find over node indices with path halving; enough for a few thousand nodes.
struct NodeGroups {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func root(of node: Int) -> Int {
        var node = node
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    mutating func join(_ a: Int, _ b: Int) {
        let rootA = root(of: a)
        let rootB = root(of: b)
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}

extension DrawnPoint {
    /// Straight-line distance between two points.
    package func distance(to other: DrawnPoint) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The cross product of `a - self` and `b - self`: twice the signed area of the triangle they make, positive
    /// where `self`, `a`, `b` turn one way, negative the other, zero when they lie on one line.
    package func cross(_ a: DrawnPoint, _ b: DrawnPoint) -> Double {
        (a.x - x) * (b.y - y) - (a.y - y) * (b.x - x)
    }

    /// Distance to the nearest point of the straight piece from `a` to `b` (a point when they coincide).
    package func distance(toSegmentFrom a: DrawnPoint, to b: DrawnPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(to: a) }
        let along = min(1, max(0, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared))
        return distance(to: DrawnPoint(x: a.x + along * dx, y: a.y + along * dy))
    }

    /// Distance to the nearest point of `line`, a polyline through its points; infinite for fewer than two.
    package func distance(toLine line: [DrawnPoint]) -> Double {
        zip(line, line.dropFirst()).map { distance(toSegmentFrom: $0.0, to: $0.1) }.min() ?? .infinity
    }
}
