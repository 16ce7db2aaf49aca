/// A drawing's lines made into a figure's strokes, as the figure library writes them: placed so the larger side
/// runs 0 to 100 (the library's hand-written figures use the same units), every number rounded to a tenth, and
/// the ends a designer meant to meet made to meet. Rounding comes first, so what is checked is what is written.
///
/// - Two ends within `joinShare` of the larger side (0.5) are one point. Where exactly two ends meet, their
///   strokes become one; a stroke whose ends meet is closed (its last point is its first).
/// - A point where an odd number of stroke ends meet (a free end, a junction of three) is where a journey
///   drawing every stroke once can start or end.
public struct DrawnStrokes: Sendable, Equatable {
    public static let size = 100.0
    public static let joinShare = 0.005

    public private(set) var strokes: [[DrawnPoint]]
    private var scale = 1.0
    private var origin = DrawnPoint(x: 0, y: 0)

    /// `lines` in any coordinates; empty when they draw nothing (no line, or every point the same).
    public init(lines: [[DrawnPoint]]) {
        strokes = []
        let points = lines.joined()
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return }
        let span = max(maxX - minX, maxY - minY)
        guard span > 0, span.isFinite else { return }
        scale = Self.size / span
        origin = DrawnPoint(x: minX, y: minY)
        let placedLines = lines.map { line in Self.withoutRepeats(line.map { self.placed($0) }) }.filter { $0.count >= 2 }
        strokes = Self.joined(placedLines, within: Self.size * Self.joinShare)
    }

    /// A point of the lines' coordinates in the strokes' units.
    public func placed(_ point: DrawnPoint) -> DrawnPoint {
        DrawnPoint(x: Self.rounded((point.x - origin.x) * scale), y: Self.rounded((point.y - origin.y) * scale))
    }

    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private static func withoutRepeats(_ line: [DrawnPoint]) -> [DrawnPoint] {
        var result: [DrawnPoint] = []
        for point in line where result.last != point { result.append(point) }
        return result
    }

    /// Ends within `distance` moved onto the first of them, then strokes meeting two by two chained into one.
    static func joined(_ lines: [[DrawnPoint]], within distance: Double) -> [[DrawnPoint]] {
        var strokes = lines
        var meeting: [DrawnPoint] = []
        for index in strokes.indices {
            for end in [0, strokes[index].count - 1] {
                let point = strokes[index][end]
                if let near = meeting.first(where: { $0.distance(to: point) <= distance }) {
                    strokes[index][end] = near
                } else {
                    meeting.append(point)
                }
            }
            strokes[index] = withoutRepeats(strokes[index])
        }
        strokes = strokes.filter { $0.count >= 2 && !($0.count == 2 && $0[0] == $0[1]) }
        var chained = true
        while chained {
            chained = false
            for point in meeting {
                let ends = strokes.indices.flatMap { index -> [(stroke: Int, atStart: Bool)] in
                    let stroke = strokes[index]
                    guard stroke.first != stroke.last else { return [] }
                    return (stroke.first == point ? [(index, true)] : []) + (stroke.last == point ? [(index, false)] : [])
                }
                let closedHere = strokes.contains { $0.first == point && $0.last == point }
                guard ends.count == 2, ends[0].stroke != ends[1].stroke, !closedHere else { continue }
                var first = strokes[ends[0].stroke], second = strokes[ends[1].stroke]
                if ends[0].atStart { first.reverse() }
                if !ends[1].atStart { second.reverse() }
                strokes[ends[0].stroke] = first + second.dropFirst()
                strokes.remove(at: ends[1].stroke)
                chained = true
                break
            }
        }
        return strokes
    }

    /// The stroke end nearest `point` (in the strokes' units).
    public func nearestEnd(to point: DrawnPoint) -> DrawnPoint? {
        strokes.flatMap { [$0[0], $0[$0.count - 1]] }.min { $0.distance(to: point) < $1.distance(to: point) }
    }

    /// The points where an odd number of stroke ends meet (a stroke passing through counts two), in stroke order.
    public var oddPoints: [DrawnPoint] {
        var seen: [DrawnPoint] = []
        for stroke in strokes {
            for end in [stroke[0], stroke[stroke.count - 1]] where !seen.contains(end) { seen.append(end) }
        }
        return seen.filter { degree($0) % 2 == 1 }
    }

    private var snap: Double { Self.size * Self.joinShare }

    func degree(_ point: DrawnPoint) -> Int {
        strokes.reduce(0) { total, stroke in
            let ends = (stroke[0] == point ? 1 : 0) + (stroke[stroke.count - 1] == point ? 1 : 0)
            if ends > 0 { return total + ends }
            let passes = zip(stroke, stroke.dropFirst()).contains { point.distance(toSegmentFrom: $0.0, to: $0.1) <= snap }
            return total + (passes ? 2 : 0)
        }
    }

    /// How far `point`, a stroke end, is from the rest of the drawing: every stroke but the way leading to it
    /// (its stroke, from it up to where that stroke first comes near another).
    public func clearance(of point: DrawnPoint) -> Double {
        var nearest = Double.infinity
        for (index, stroke) in strokes.enumerated() {
            var pieces = Array(zip(stroke, stroke.dropFirst()))
            if stroke[0] == point || stroke[stroke.count - 1] == point {
                if stroke[0] != point { pieces.reverse() }
                let others = strokes.enumerated().filter { $0.offset != index }.map(\.element)
                let leading = pieces.firstIndex { piece in
                    let far = stroke[0] == point ? piece.1 : piece.0
                    return others.contains { other in zip(other, other.dropFirst()).contains { far.distance(toSegmentFrom: $0.0, to: $0.1) <= snap } }
                }
                pieces = leading.map { Array(pieces[($0 + 1)...]) } ?? []
            }
            for piece in pieces { nearest = min(nearest, point.distance(toSegmentFrom: piece.0, to: piece.1)) }
        }
        return nearest
    }

    /// The journey's two ends when the drawing has exactly two odd points: the end the one in open space (the
    /// farther from the rest of the drawing, so nothing passes near it before the journey arrives), the start the
    /// other. Nil otherwise.
    public var journeyEnds: (start: DrawnPoint, end: DrawnPoint)? {
        let odd = oddPoints
        guard odd.count == 2 else { return nil }
        return clearance(of: odd[1]) > clearance(of: odd[0]) ? (odd[0], odd[1]) : (odd[1], odd[0])
    }
}
