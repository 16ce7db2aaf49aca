extension FigurePen {
    /// The figure's own lines pushed apart where the level's stroke cannot keep them apart: displacement, as a map
    /// maker generalising for a coarser scale moves a road off a river rather than drawing the two as one. Every
    /// line keeps its place in the journey (junctions stay put; free ends, the start and the end move with their
    /// lines), and where two lines, or two parts of one, run closer than `displacedSpacing` strokes, both are pushed
    /// apart, the push spread along each line so that it bends rather than kinks. No point moves more than
    /// `largestShift` strokes from where the designer drew it, nor out of the figure's box. Closeness that is the
    /// drawing's own is left alone: two places within `junctionShare` strokes of one junction, or within two strokes
    /// of each other along the way.
    ///
    /// Viewers named a level drawn as the designer's lines stand far more often than one the pen redrew (at easy,
    /// 99 tries of 102 against 44 of 78), so a drawing a nudge lets the stroke draw is better nudged than inked.
    /// The pushed lines, with the figure's own start and end; nil when no push was needed, when the drawing is
    /// too long to push (`displacedSamplesAtMost`) or when lines still run closer than the stroke once pushed.
    /// Whether it draws and reads is the path's and the judge's to say. (Journeys of the pushed lines with other
    /// starts and ends, as the pen makes, drew no level more on six icon lists,
    /// and cost about a tenth of `figure add`'s time.)
    package static func displaced(_ reference: Reference) -> Drawing? {
        let stroke = reference.pen / penOverStroke
        let figure = reference.figure
        let graph = figure.graph
        guard graph.problems.isEmpty, !graph.edges.isEmpty, let start = graph.start, let end = graph.end, stroke > 0
        else { return nil }
        // Counted before any place is made: a hostile drawing's lines may be long enough to fill memory.
        let places = graph.edges.reduce(0.0) { $0 + (FigurePen.length($1.points) / (stroke / 4)).rounded(.up) + 1 }
        guard places <= Double(displacedSamplesAtMost) else { return nil }
        var displacement = Displacement(graph, stroke: stroke)
        guard displacement.relax(within: reference.frame) == .apart else { return nil }
        return Drawing(
            figure: FigureDrawing(
                id: figure.id, strokes: displacement.lines(), start: displacement.position[start],
                end: displacement.position[end]),
            frame: reference.frame, penWidth: stroke, kept: [], merged: [], leftOut: [], share: 1, isDisplaced: true)
    }

    /// Lines closer than this many strokes are pushed apart: the path's smoothing may bring them a little closer.
    static let displacedSpacing = 1.8
    /// No point is pushed farther than this many strokes: beyond it the line is no longer where the designer drew
    /// it, and the pen's drawing is the honest one.
    static let largestShift = 1.0
    /// Two places this near one junction are not pushed apart: their lines meet there. Much nearer than the stroke
    /// check's junction radius (two strokes), which judges the path: the path rounds a junction's corners and leans
    /// a later pass away from an earlier one, so lines that leave a junction side by side must already part near it.
    static let junctionShare = 0.5
    /// Rounds of pushing at most; they stop when no two places that may touch are closer than the spacing.
    static let displacementRounds = 80
    /// A place with more than this many places too near it (a scribble, lines piled on each other) cannot be pushed
    /// clear by a stroke: the drawing is left to the pen, and a round stays bounded.
    static let crowdedAtMost = 200
    /// A drawing with more places than this along its lines (a quarter stroke apart) is not pushed: the rounds
    /// would cost more than the pen.
    static let displacedSamplesAtMost = 6000
}

/// The places along a figure's lines, a quarter stroke apart, and how far each has been pushed. A node is one place,
/// shared by the lines that meet there.
struct Displacement {
    struct Sample {
        /// The edge it lies on (for a node, one of the edges that meet there).
        var edge: Int
        /// Way along that edge from the edge's first node, and to its last.
        var fromStart: Double
        var toEnd: Double
        /// A junction (three or more lines meeting): never moved, so the lines still meet. Free ends, and nodes
        /// where one line goes on into the next, move with their lines.
        var pinned: Bool
    }

    let stroke: Double
    let origin: [DrawnPoint]
    let samples: [Sample]
    /// Each edge's first and last node.
    let ends: [(from: Int, to: Int)]
    /// Each edge's places in order, its nodes' places first and last.
    let chains: [[Int]]
    /// The junctions within `junctionShare` strokes of each place.
    let nearJunctions: [[Int]]
    var position: [DrawnPoint]

    init(_ graph: FigureGraph, stroke: Double) {
        self.stroke = stroke
        // Each node's degree and one edge it is an end of, in one pass over the edges (a graph is asked per node
        // otherwise). A node no edge ends at (a stroke of one point repeated, beside the figure's lines) is pinned:
        // it is on no line.
        var degree = [Int](repeating: 0, count: graph.nodes.count)
        var firstEdge = [Int](repeating: 0, count: graph.nodes.count)
        for (index, edge) in graph.edges.enumerated().reversed() {
            (degree[edge.from], degree[edge.to]) = (degree[edge.from] + 1, degree[edge.to] + 1)
            (firstEdge[edge.from], firstEdge[edge.to]) = (index, index)
        }
        var origin = graph.nodes
        var samples = graph.nodes.indices.map { node in
            let edge = graph.edges[firstEdge[node]]
            let length = FigurePen.length(edge.points)
            let atStart = edge.from == node
            return Sample(
                edge: firstEdge[node], fromStart: atStart ? 0 : length, toEnd: atStart ? length : 0,
                pinned: degree[node] >= 3 || degree[node] == 0)
        }
        var chains: [[Int]] = []
        for (index, edge) in graph.edges.enumerated() {
            let length = FigurePen.length(edge.points)
            var chain = [edge.from]
            var way = 0.0
            for piece in FigurePen.pieces(edge.points, longest: stroke / 4).dropLast() {
                way += piece.from.distance(to: piece.to)
                chain.append(origin.count)
                origin.append(piece.to)
                samples.append(Sample(edge: index, fromStart: way, toEnd: max(0, length - way), pinned: false))
            }
            chain.append(edge.to)
            chains.append(chain)
        }
        let junctions = graph.nodes.indices.filter { degree[$0] >= 3 }
        let radius = FigurePen.junctionShare * stroke
        nearJunctions = origin.map { point in junctions.filter { graph.nodes[$0].distance(to: point) <= radius } }
        self.origin = origin
        self.samples = samples
        self.chains = chains
        ends = graph.edges.map { ($0.from, $0.to) }
        position = origin
    }

    /// Whether places `i` and `j`, closer than the spacing, are two parts of the drawing the stroke check would see
    /// touching: not within two strokes of way of each other (along their line, or through the node their lines
    /// share; a way through two nodes or more is not looked for), and not both within `junctionShare` strokes of one
    /// junction. An approximation of the check, which judges the path (its junctions where the path crosses itself,
    /// two strokes round): whether the pushed lines draw is the path's to say.
    func mayTouch(_ i: Int, _ j: Int) -> Bool {
        let (a, b) = (samples[i], samples[j])
        let neighbourhood = 2 * stroke
        if a.edge == b.edge {
            if abs(a.fromStart - b.fromStart) <= neighbourhood { return false }
        } else {
            let (ea, eb) = (ends[a.edge], ends[b.edge])
            if ea.from == eb.from, a.fromStart + b.fromStart <= neighbourhood { return false }
            if ea.from == eb.to, a.fromStart + b.toEnd <= neighbourhood { return false }
            if ea.to == eb.from, a.toEnd + b.fromStart <= neighbourhood { return false }
            if ea.to == eb.to, a.toEnd + b.toEnd <= neighbourhood { return false }
        }
        // A closed line's two ends are one node: the way round through it is short too.
        if a.edge == b.edge, ends[a.edge].from == ends[a.edge].to,
            min(a.fromStart + b.toEnd, a.toEnd + b.fromStart) <= neighbourhood
        {
            return false
        }
        return nearJunctions[i].allSatisfy { !nearJunctions[j].contains($0) }
    }

    /// How pushing ended.
    enum Outcome: Equatable {
        /// No two places that may touch lie closer than the stroke any more.
        case apart
        /// None needed a push: the stroke check failed the drawing for something else.
        case untouched
        /// A place had more than `crowdedAtMost` places too near it (lines piled on each other): stopped there.
        case crowded
        /// After the last round some places still lie closer than the stroke.
        case stillTouching
    }

    /// Pushes the places apart round by round until none that may touch lies closer than the spacing.
    mutating func relax(within frame: DrawnBox) -> Outcome {
        let spacing = FigurePen.displacedSpacing * stroke
        let largest = FigurePen.largestShift * stroke
        var pushed = false
        for _ in 0..<FigurePen.displacementRounds {
            var push = [DrawnPoint](repeating: DrawnPoint(x: 0, y: 0), count: position.count)
            var pushers = [Int](repeating: 0, count: position.count)
            let index = SpatialIndex(position, cellSize: spacing)
            var crowded = false
            for i in position.indices where !crowded {
                index.forEach(near: position[i]) { j in
                    guard j > i else { return true }
                    let dx = position[i].x - position[j].x
                    let dy = position[i].y - position[j].y
                    let distance = (dx * dx + dy * dy).squareRoot()
                    guard distance < spacing, distance > 1e-9, mayTouch(i, j) else { return true }
                    // A quarter of the lack each way, summed over every place too near: a place beside a line is
                    // pushed by a dozen of its places, so a crowded line goes most of the way in a round or two (and
                    // stops at `largestShift`).
                    let amount = (spacing - distance) / 4 / distance
                    push[i].x += dx * amount
                    push[i].y += dy * amount
                    push[j].x -= dx * amount
                    push[j].y -= dy * amount
                    pushers[i] += 1
                    pushers[j] += 1
                    crowded = pushers[i] > FigurePen.crowdedAtMost || pushers[j] > FigurePen.crowdedAtMost
                    return !crowded
                }
            }
            if crowded { return .crowded }
            guard pushers.contains(where: { $0 > 0 }) else { break }
            pushed = true
            spread(&push)
            for i in position.indices where !samples[i].pinned {
                var x = position[i].x + push[i].x - origin[i].x
                var y = position[i].y + push[i].y - origin[i].y
                let shift = (x * x + y * y).squareRoot()
                if shift > largest {
                    x *= largest / shift
                    y *= largest / shift
                }
                position[i] = DrawnPoint(
                    x: min(max(origin[i].x + x, frame.minX), frame.maxX),
                    y: min(max(origin[i].y + y, frame.minY), frame.maxY))
            }
        }
        guard pushed else { return .untouched }
        return closestTouching() >= stroke ? .apart : .stillTouching
    }

    /// Each line's pushes spread along it (a few rounds of the 1-2-1 average), so a line bends where it is pushed
    /// instead of kinking at one place.
    private func spread(_ push: inout [DrawnPoint]) {
        for chain in chains where chain.count > 2 {
            for _ in 0..<4 {
                let before = chain.map { push[$0] }
                for k in 1..<(chain.count - 1) {
                    push[chain[k]] = DrawnPoint(
                        x: (before[k - 1].x + 2 * before[k].x + before[k + 1].x) / 4,
                        y: (before[k - 1].y + 2 * before[k].y + before[k + 1].y) / 4)
                }
            }
        }
    }

    /// The least distance between two places that may touch.
    private func closestTouching() -> Double {
        let index = SpatialIndex(position, cellSize: stroke)
        var closest = Double.infinity
        for i in position.indices {
            index.forEach(near: position[i]) { j in
                if j > i, mayTouch(i, j) { closest = min(closest, position[i].distance(to: position[j])) }
                return true
            }
        }
        return closest
    }

    /// Each edge as a line of its pushed places, simplified to within a twentieth of the stroke.
    func lines() -> [[DrawnPoint]] {
        chains.map { chain in FigurePen.simplified(chain.map { position[$0] }, tolerance: stroke / 20) }
    }
}
