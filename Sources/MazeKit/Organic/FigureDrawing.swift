/// A picture an organic path can draw, as a person draws it: strokes (an outline and the inner lines that make the
/// figure what it is), and where the journey through them starts and ends. In any units and at any size (y grows
/// downwards); the content team adds one as data (a figure library).
///
/// A stroke is a polyline; one whose last point equals its first is closed. Where a stroke's end lies on another
/// stroke (or on itself, away from that end), within `snapDistance`, the strokes meet: a junction. The path draws
/// every stroke once, as one line, so the drawing must be connected and every junction and free end must have an
/// even number of stroke ends except the start and the end (an Euler trail).
public struct FigureDrawing: Sendable, Hashable {
    /// The figure's name in the library; errors name it.
    public var id: String
    /// The polylines as drawn, in the drawing's own units.
    public var strokes: [[DrawnPoint]]
    /// Where the journey starts: a free end of a stroke, or a junction.
    public var start: DrawnPoint
    /// Where it ends: a free end of a stroke, or a junction (the path generator wants a free end in open space).
    public var end: DrawnPoint

    /// A figure as the library holds it; `problems` says whether it is one journey.
    public init(id: String, strokes: [[DrawnPoint]], start: DrawnPoint, end: DrawnPoint) {
        self.id = id
        self.strokes = strokes
        self.start = start
        self.end = end
    }

    /// A stroke's end this close to another stroke (as a share of the drawing's larger side: 0.5 on a figure drawn
    /// 100 across) lies on it. Relative, so a figure means the same whatever its units, and fitting it to the canvas
    /// keeps its junctions.
    static let snapShare = 0.005

    /// The snap distance in the drawing's own units.
    var snapDistance: Double {
        (DrawnBox(strokes.joined())?.size ?? 0) * Self.snapShare
    }

    /// The drawing as a graph of junctions and free ends joined by stroke pieces.
    var graph: FigureGraph { FigureGraph(self) }

    /// What keeps the drawing from being one journey from start to end; empty when it is one.
    public var problems: [FigureDrawingProblem] { graph.problems }
}

/// Why a figure's strokes are not one journey from its start to its end.
public enum FigureDrawingProblem: Sendable, Hashable, CustomStringConvertible {
    /// The start is neither a free end of a stroke nor a junction.
    case startOffDrawing(DrawnPoint)
    case endOffDrawing(DrawnPoint)
    case startIsEnd
    /// These strokes (indices) are not joined to the one the start is on.
    case disconnected(strokes: [Int])
    /// The points whose stroke ends do not pair up: not drawable as one line from start to end.
    case notOneLine(odd: [DrawnPoint], evenStartOrEnd: [DrawnPoint])

    /// A message saying what is wrong and what the drawing needs instead.
    public var description: String {
        switch self {
        case .startOffDrawing(let point):
            return
                "start \(point.bracketed) is not on the drawing; expected a free end of a stroke or a point where strokes meet"
        case .endOffDrawing(let point):
            return
                "end \(point.bracketed) is not on the drawing; expected a free end of a stroke or a point where strokes meet"
        case .startIsEnd:
            return "start and end are the same point; the journey must go somewhere"
        case .disconnected(let strokes):
            return
                "stroke(s) \(strokes.map(String.init).joined(separator: ", ")) do not meet the stroke the start is on; every stroke must join the others (an end within \(FigureDrawing.snapShare * 100) % of the drawing's size of another stroke meets it)"
        case .notOneLine(let odd, let evenStartOrEnd):
            var parts: [String] = []
            if !odd.isEmpty {
                parts.append("an odd number of stroke ends meet at \(odd.map(\.bracketed).joined(separator: ", "))")
            }
            if !evenStartOrEnd.isEmpty {
                parts.append(
                    "an even number meet at the start or end \(evenStartOrEnd.map(\.bracketed).joined(separator: ", "))"
                )
            }
            return
                "cannot be drawn as one line from start to end: every free end and every point where strokes meet needs an even number of stroke ends there, except start and end (odd); "
                + parts.joined(separator: "; ")
        }
    }
}

/// A figure's strokes cut at their junctions: nodes (free ends and junctions) and edges (the stroke pieces between
/// them, each a polyline from its `from` node to its `to` node).
struct FigureGraph: Sendable {
    struct Edge: Sendable, Hashable {
        var from: Int
        var to: Int
        var points: [DrawnPoint]
        /// The stroke it is a piece of.
        var stroke: Int
    }

    private(set) var nodes: [DrawnPoint] = []
    private(set) var edges: [Edge] = []
    private(set) var start: Int?
    private(set) var end: Int?
    private(set) var problems: [FigureDrawingProblem] = []

    func degree(_ node: Int) -> Int {
        edges.reduce(0) { $0 + ($1.from == node ? 1 : 0) + ($1.to == node ? 1 : 0) }
    }

    init(_ drawing: FigureDrawing) {
        let snap = drawing.snapDistance
        let strokes = drawing.strokes.filter { $0.count >= 2 }
        guard drawing.strokes.count == strokes.count, !strokes.isEmpty else {
            problems = [.disconnected(strokes: [])]
            return
        }
        func node(at point: DrawnPoint) -> Int {
            if let found = nodes.firstIndex(where: { $0.distance(to: point) <= snap }) { return found }
            nodes.append(point)
            return nodes.count - 1
        }
        for stroke in strokes {
            _ = node(at: stroke[0])
            _ = node(at: stroke[stroke.count - 1])
        }
        for (index, stroke) in strokes.enumerated() { cut(stroke, index: index, snap: snap) }
        start = nodes.firstIndex { $0.distance(to: drawing.start) <= snap }
        end = nodes.firstIndex { $0.distance(to: drawing.end) <= snap }
        if start == nil { problems.append(.startOffDrawing(drawing.start)) }
        if end == nil { problems.append(.endOffDrawing(drawing.end)) }
        guard let start, let end else { return }
        if start == end {
            problems.append(.startIsEnd)
            return
        }
        let reached = reachable(from: start)
        let apart = Set(edges.filter { !reached.contains($0.from) }.map(\.stroke)).sorted()
        if !apart.isEmpty {
            problems.append(.disconnected(strokes: apart))
            return
        }
        let odd = nodes.indices.filter { degree($0) % 2 == 1 && $0 != start && $0 != end }
        let even = [start, end].filter { degree($0) % 2 == 0 }
        if !odd.isEmpty || !even.isEmpty {
            problems.append(.notOneLine(odd: odd.map { nodes[$0] }, evenStartOrEnd: even.map { nodes[$0] }))
        }
    }

    /// The stroke cut into edges at every node it passes (its own corners near a node, and nodes lying on its pieces).
    private mutating func cut(_ stroke: [DrawnPoint], index: Int, snap: Double) {
        var marked: [(point: DrawnPoint, node: Int?)] = []
        for (position, point) in stroke.enumerated() {
            let near = nodes.firstIndex { $0.distance(to: point) <= snap }
            marked.append((near.map { nodes[$0] } ?? point, near))
            guard position + 1 < stroke.count else { continue }
            let a = point
            let b = stroke[position + 1]
            let inside = nodes.indices.compactMap { candidate -> (Double, Int)? in
                let n = nodes[candidate]
                guard n.distance(to: a) > snap, n.distance(to: b) > snap, n.distance(toSegmentFrom: a, to: b) <= snap
                else { return nil }
                let dx = b.x - a.x
                let dy = b.y - a.y
                return (((n.x - a.x) * dx + (n.y - a.y) * dy) / (dx * dx + dy * dy), candidate)
            }.sorted { $0.0 < $1.0 }
            for (_, candidate) in inside { marked.append((nodes[candidate], candidate)) }
        }
        var current: [DrawnPoint] = []
        var from: Int?
        for (point, node) in marked {
            if current.last != point { current.append(point) }
            guard let node else { continue }
            if let from, current.count >= 2 { edges.append(Edge(from: from, to: node, points: current, stroke: index)) }
            from = node
            current = [point]
        }
    }

    private func reachable(from node: Int) -> Set<Int> {
        var seen: Set<Int> = [node]
        var frontier = [node]
        while let next = frontier.popLast() {
            for edge in edges where edge.from == next || edge.to == next {
                for other in [edge.from, edge.to] where !seen.contains(other) {
                    seen.insert(other)
                    frontier.append(other)
                }
            }
        }
        return seen
    }
}

extension DrawnPoint {
    /// As figures.yaml writes a point.
    package var bracketed: String { "[\(Self.format(x)), \(Self.format(y))]" }
}
