/// A drawing as pieces of line between its nodes (where lines end, meet or cross): what `DrawingJourney` joins,
/// leaves out, bridges and goes over twice. Every point lies on the strokes' grid of a tenth, so a node is one
/// exact point and two pieces meet where their end points are equal.
struct DrawingPieces {
    private(set) var pieces: [[DrawnPoint]]
    /// Ends and crossings this close are one point (the figure library's snap).
    let snap: Double

    init(pieces: [[DrawnPoint]], snap: Double) {
        self.pieces = pieces.filter { $0.count >= 2 }
        self.snap = snap
    }

    static func rounded(_ point: DrawnPoint) -> DrawnPoint {
        DrawnPoint(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
    }

    // MARK: Nodes

    /// The nodes (each piece's two ends), and for each piece the nodes it runs from and to.
    var nodes: (points: [DrawnPoint], ends: [(from: Int, to: Int)]) {
        var index: [DrawnPoint: Int] = [:]
        var points: [DrawnPoint] = []
        func node(_ point: DrawnPoint) -> Int {
            if let known = index[point] { return known }
            index[point] = points.count
            points.append(point)
            return points.count - 1
        }
        let ends = pieces.map { (from: node($0[0]), to: node($0[$0.count - 1])) }
        return (points, ends)
    }

    /// How many piece ends meet at each node (a piece closed on itself counts two).
    struct Degrees {
        let ends: [(from: Int, to: Int)]
        let ofNode: [Int]

        func ofPiece(_ piece: Int) -> [Int] { [ofNode[ends[piece].from], ofNode[ends[piece].to]] }
    }

    var degrees: Degrees {
        let (points, ends) = nodes
        var degree = [Int](repeating: 0, count: points.count)
        for end in ends {
            degree[end.from] += 1
            degree[end.to] += 1
        }
        return Degrees(ends: ends, ofNode: degree)
    }

    static func length(_ line: [DrawnPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    var length: Double { pieces.reduce(0) { $0 + Self.length($1) } }

    // MARK: Crossings and touches

    /// A figure crosses itself a few times (a stem through an outline, a fish's tail).
    static let maxJoins = 400
    /// Pairs of segments sharing a grid cell weighed at most: a few seconds.
    static let maxPairs = 20_000_000

    /// Strokes cut where they cross, where they touch in their middles and where an end lies on another's middle:
    /// every such place a node. Returns the cut pieces and the crossings and touches joined (not the ends on a
    /// line, which the figure library sees as junctions already).
    /// Nil when the drawing crosses itself more than `maxJoins` times, or its segments overlap so much that more
    /// than `maxPairs` pairs would be weighed: hatching, not a figure.
    static func cut(_ strokes: [[DrawnPoint]], snap: Double) -> (pieces: DrawingPieces, joins: [DrawnPoint])? {
        struct Segment {
            var stroke: Int
            var index: Int
            var a: DrawnPoint
            var b: DrawnPoint
        }
        var segments: [Segment] = []
        for (stroke, points) in strokes.enumerated() {
            for index in 0..<(points.count - 1) where points[index] != points[index + 1] {
                segments.append(Segment(stroke: stroke, index: index, a: points[index], b: points[index + 1]))
            }
        }
        var nodes = NodePoints(snap: snap)
        for stroke in strokes { for end in [stroke[0], stroke[stroke.count - 1]] { _ = nodes.point(near: end) } }
        let along = strokes.map(cumulative)
        func isEnd(_ point: DrawnPoint, of stroke: Int) -> Bool {
            let points = strokes[stroke]
            return point.distance(to: points[0]) <= snap || point.distance(to: points[points.count - 1]) <= snap
        }
        // Cut places a stroke at a time: the segment, how far along it, the point.
        var cuts = [[(index: Int, t: Double, point: DrawnPoint)]](repeating: [], count: strokes.count)
        var joins: [DrawnPoint] = []
        let cellSize = 4.0
        var cells: [Int: [Int]] = [:]
        func cell(_ x: Double, _ y: Double) -> (Int, Int) {
            (Int((x / cellSize).rounded(.down)), Int((y / cellSize).rounded(.down)))
        }
        for (number, segment) in segments.enumerated() {
            let low = cell(min(segment.a.x, segment.b.x) - snap, min(segment.a.y, segment.b.y) - snap)
            let high = cell(max(segment.a.x, segment.b.x) + snap, max(segment.a.y, segment.b.y) + snap)
            for cx in low.0...high.0 {
                for cy in low.1...high.1 { cells[cx &* 100_003 &+ cy, default: []].append(number) }
            }
        }
        var seen = Set<Int>()
        var weighed = 0
        for key in cells.keys.sorted() {
            let members = cells[key]!
            weighed += members.count * (members.count - 1) / 2
            guard weighed <= maxPairs, joins.count <= maxJoins else { return nil }
            for first in members.indices {
                for second in members.indices where second > first {
                    let p = members[first]
                    let q = members[second]
                    guard seen.insert(min(p, q) * segments.count + max(p, q)).inserted else { continue }
                    let s = segments[p]
                    let r = segments[q]
                    let sameStroke = s.stroke == r.stroke
                    if sameStroke {
                        let count = strokes[s.stroke].count - 1
                        let closed = strokes[s.stroke][0] == strokes[s.stroke][count]
                        if abs(s.index - r.index) <= 1 || (closed && abs(s.index - r.index) == count - 1) { continue }
                    }
                    guard let meeting = meeting(s.a, s.b, r.a, r.b, snap: snap) else { continue }
                    if sameStroke && !meeting.crosses {
                        // A curve's own turns come close to themselves; only a touch farther along is a meeting.
                        let first = along[s.stroke][s.index] + meeting.t * s.a.distance(to: s.b)
                        let second = along[r.stroke][r.index] + meeting.u * r.a.distance(to: r.b)
                        guard abs(first - second) > 20 * snap else { continue }
                    }
                    let sEnd = isEnd(meeting.point, of: s.stroke)
                    let rEnd = isEnd(meeting.point, of: r.stroke)
                    if sEnd && rEnd { continue }
                    if sEnd || rEnd {
                        // An end on the other's middle: that stroke is cut at the end itself.
                        let end = nodes.point(near: meeting.point)
                        if sEnd {
                            cuts[r.stroke].append((r.index, meeting.u, end))
                        } else {
                            cuts[s.stroke].append((s.index, meeting.t, end))
                        }
                        continue
                    }
                    let point = nodes.point(near: rounded(meeting.point))
                    cuts[s.stroke].append((s.index, meeting.t, point))
                    cuts[r.stroke].append((r.index, meeting.u, point))
                    if !joins.contains(point) { joins.append(point) }
                }
            }
        }
        var pieces: [[DrawnPoint]] = []
        for (stroke, points) in strokes.enumerated() {
            let places = cuts[stroke].sorted { ($0.index, $0.t) < ($1.index, $1.t) }
            var current = [points[0]]
            var next = 0
            for index in 0..<(points.count - 1) {
                while next < places.count && places[next].index == index {
                    let point = places[next].point
                    next += 1
                    if current.last == point {
                        guard current.count >= 2 else { continue }
                    } else {
                        current.append(point)
                    }
                    pieces.append(current)
                    current = [point]
                }
                if current.last != points[index + 1] { current.append(points[index + 1]) }
            }
            pieces.append(current)
        }
        return (DrawingPieces(pieces: pieces, snap: snap), joins)
    }

    /// Where two segments cross, or come within `snap` of each other: the place (where they cross, or the middle of
    /// the two nearest points) and how far along each it is. Nil for segments running along
    /// each other, whose meeting is no one point.
    static func meeting(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint, _ d: DrawnPoint, snap: Double)
        -> (point: DrawnPoint, t: Double, u: Double, crosses: Bool)?
    {
        let rx = b.x - a.x
        let ry = b.y - a.y
        let sx = d.x - c.x
        let sy = d.y - c.y
        let denominator = rx * sy - ry * sx
        let lengths = (rx * rx + ry * ry).squareRoot() * (sx * sx + sy * sy).squareRoot()
        let parallel = abs(denominator) <= lengths * 0.17  // within 10 degrees
        if !parallel {
            let t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / denominator
            let u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / denominator
            if t >= 0 && t <= 1 && u >= 0 && u <= 1 {
                return (DrawnPoint(x: a.x + t * rx, y: a.y + t * ry), t, u, true)
            }
        }
        let (p, t, q, u) = nearest(a, b, c, d)
        guard p.distance(to: q) <= snap else { return nil }
        if parallel {
            // Side by side: one point only where they touch end to end or at a corner, not all along.
            let length = (rx * rx + ry * ry).squareRoot()
            guard length > 0 else { return nil }
            let along = [c, d].map { ((($0.x - a.x) * rx + ($0.y - a.y) * ry) / length) }
            let overlap = min(length, along.max()!) - max(0, along.min()!)
            if overlap > snap { return nil }
        }
        return (DrawnPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2), t, u, false)
    }

    /// The nearest points of two segments that do not cross, and how far along each.
    static func nearest(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint, _ d: DrawnPoint)
        -> (DrawnPoint, Double, DrawnPoint, Double)
    {
        func foot(_ point: DrawnPoint, _ from: DrawnPoint, _ to: DrawnPoint) -> (DrawnPoint, Double) {
            let dx = to.x - from.x
            let dy = to.y - from.y
            let squared = dx * dx + dy * dy
            let t = squared == 0 ? 0 : min(1, max(0, ((point.x - from.x) * dx + (point.y - from.y) * dy) / squared))
            return (DrawnPoint(x: from.x + t * dx, y: from.y + t * dy), t)
        }
        let (onCD0, u0) = foot(a, c, d)
        let (onCD1, u1) = foot(b, c, d)
        let (onAB0, t0) = foot(c, a, b)
        let (onAB1, t1) = foot(d, a, b)
        // The first of the four nearest, compared one by one: an array of them a call was most of the time the
        // bridging of many parts took.
        var best = (a, 0.0, onCD0, u0)
        var distance = a.distance(to: onCD0)
        if b.distance(to: onCD1) < distance {
            best = (b, 1, onCD1, u1)
            distance = b.distance(to: onCD1)
        }
        if onAB0.distance(to: c) < distance {
            best = (onAB0, t0, c, 0)
            distance = onAB0.distance(to: c)
        }
        if onAB1.distance(to: d) < distance { best = (onAB1, t1, d, 1) }
        return best
    }

    static func cumulative(_ points: [DrawnPoint]) -> [Double] {
        var along = [0.0]
        for index in 1..<points.count { along.append(along[index - 1] + points[index - 1].distance(to: points[index])) }
        return along
    }

    // MARK: Parts

    /// The pieces grouped into parts that touch (by node), largest length first.
    var parts: [[Int]] {
        let (points, ends) = nodes
        var groups = NodeGroups(count: points.count)
        for end in ends { groups.join(end.from, end.to) }
        var byRoot: [Int: [Int]] = [:]
        for (piece, end) in ends.enumerated() { byRoot[groups.root(of: end.from), default: []].append(piece) }
        return byRoot.values.map { $0.sorted() }.sorted { first, second in
            let a = first.reduce(0) { $0 + Self.length(pieces[$1]) }
            let b = second.reduce(0) { $0 + Self.length(pieces[$1]) }
            return a != b ? a > b : first[0] < second[0]
        }
    }

    /// Whether lines of `part` lie on every side of `point`: a line of them crosses the level line through it to its
    /// left and to its right, and the upright one above and below it. A mouth inside a face's rim, a pupil inside
    /// an eye are surrounded; a sun's ray beside its disc is not.
    func surrounds(_ point: DrawnPoint, by part: [Int]) -> Bool {
        var sides = (left: false, right: false, above: false, below: false)
        for piece in part {
            let line = pieces[piece]
            for (a, b) in zip(line, line.dropFirst()) {
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x < point.x { sides.left = true } else { sides.right = true }
                }
                if (a.x <= point.x) != (b.x <= point.x) {
                    let y = a.y + (point.x - a.x) / (b.x - a.x) * (b.y - a.y)
                    if y < point.y { sides.above = true } else { sides.below = true }
                }
            }
        }
        return sides.left && sides.right && sides.above && sides.below
    }

    /// Whether the straight line from `from` to `to` crosses a line of `part` between its ends, at any angle (each
    /// segment's ends on the two sides of the other; `meeting` takes segments within 10 degrees for parallel).
    func crossed(from: DrawnPoint, to: DrawnPoint, by part: [Int]) -> Bool {
        func side(_ p: DrawnPoint, _ q: DrawnPoint, _ r: DrawnPoint) -> Double { p.cross(q, r) }
        return part.contains { piece in
            let line = pieces[piece]
            return zip(line, line.dropFirst()).contains { a, b in
                side(a, b, from) * side(a, b, to) < 0 && side(from, to, a) * side(from, to, b) < 0
            }
        }
    }

    /// The nearest places of two sets of pieces: each a piece, its segment, the point.
    func nearest(_ first: [Int], _ second: [Int]) -> (
        distance: Double, from: (piece: Int, index: Int, point: DrawnPoint),
        to: (piece: Int, index: Int, point: DrawnPoint)
    )? {
        var best:
            (
                distance: Double, from: (piece: Int, index: Int, point: DrawnPoint),
                to: (piece: Int, index: Int, point: DrawnPoint)
            )?
        for p in first {
            let line = pieces[p]
            for i in 0..<(line.count - 1) {
                for q in second {
                    let other = pieces[q]
                    for j in 0..<(other.count - 1) {
                        let (a, _, b, _) = Self.nearest(line[i], line[i + 1], other[j], other[j + 1])
                        let distance = a.distance(to: b)
                        if distance < (best?.distance ?? .infinity) { best = (distance, (p, i, a), (q, j, b)) }
                    }
                }
            }
        }
        return best
    }

    /// `piece` cut at `point` on its segment `index` (a vertex within the snap is used instead): the point where
    /// its two halves meet, now a node.
    @discardableResult
    mutating func split(_ piece: Int, index: Int, at point: DrawnPoint) -> DrawnPoint {
        let line = pieces[piece]
        let vertex: Int
        if line[index].distance(to: point) <= snap {
            vertex = index
        } else if line[index + 1].distance(to: point) <= snap {
            vertex = index + 1
        } else {
            let node = Self.rounded(point)
            pieces[piece] = Array(line[...index]) + [node]
            pieces.append([node] + Array(line[(index + 1)...]))
            return node
        }
        // At a vertex: cut there, unless it is already one of the piece's ends.
        guard vertex > 0, vertex < line.count - 1 else { return line[vertex] }
        pieces[piece] = Array(line[...vertex])
        pieces.append(Array(line[vertex...]))
        return line[vertex]
    }

    /// Free ends within `distance` of another piece joined to it by a short line, in the order of the nodes; the
    /// points where they now meet. An end joined (or joined to) is no longer free; a piece at the end's own
    /// junction is not joined back to when the end's piece is that short (a tick past a crossing is drawn so).
    mutating func closeNearMisses(within distance: Double) -> [DrawnPoint] {
        let (points, ends) = nodes
        var degree: [DrawnPoint: Int] = [:]
        for end in ends {
            degree[points[end.from], default: 0] += 1
            degree[points[end.to], default: 0] += 1
        }
        var joined: [DrawnPoint] = []
        for node in points.indices where degree[points[node]] == 1 {
            let point = points[node]
            guard let own = ends.firstIndex(where: { $0.from == node || $0.to == node }) else { continue }
            let other = ends[own].from == node ? points[ends[own].to] : points[ends[own].from]
            let stub = Self.length(pieces[own]) <= 2 * distance
            var best: (distance: Double, piece: Int, index: Int, foot: DrawnPoint)?
            for (index, line) in pieces.enumerated() where index != own && line.first != point && line.last != point {
                if stub && (line.first == other || line.last == other) { continue }
                for segment in 0..<(line.count - 1) {
                    let (foot, _, _, _) = Self.nearest(line[segment], line[segment + 1], point, point)
                    let apart = foot.distance(to: point)
                    if apart <= distance, apart < (best?.distance ?? .infinity) { best = (apart, index, segment, foot) }
                }
            }
            guard let best, best.distance > snap else { continue }
            let meeting = split(best.piece, index: best.index, at: best.foot)
            add([point, meeting])
            degree[point, default: 0] += 1
            degree[meeting, default: 0] += 1
            joined.append(meeting)
        }
        return joined
    }

    mutating func add(_ piece: [DrawnPoint]) { if piece.count >= 2 { pieces.append(piece) } }

    mutating func remove(_ indices: [Int]) {
        for index in indices.sorted(by: >) { pieces.remove(at: index) }
    }

    mutating func replace(_ piece: Int, with lines: [[DrawnPoint]]) {
        pieces[piece] = lines[0]
        for line in lines.dropFirst() where line.count >= 2 { pieces.append(line) }
    }
}

/// Points that are one node when within the snap: the first one found stands for the rest.
struct NodePoints {
    let snap: Double
    private(set) var points: [DrawnPoint] = []

    init(snap: Double) { self.snap = snap }

    mutating func point(near point: DrawnPoint) -> DrawnPoint {
        if let known = points.first(where: { $0.distance(to: point) <= snap }) { return known }
        points.append(point)
        return point
    }
}
