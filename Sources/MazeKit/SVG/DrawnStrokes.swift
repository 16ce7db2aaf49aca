/// A drawing's lines made into a figure's strokes, as the figure library writes them: placed so the larger side
/// runs 0 to 100 (the library's hand-written figures use the same units), every number rounded to a tenth, and
/// the ends a designer meant to meet made to meet. Rounding comes first, so what is checked is what is written.
///
/// - Two ends within `joinShare` of the larger side (0.5, where the library sees strokes meet) are one point. Where exactly two ends meet, their
///   strokes become one; a stroke whose ends meet is closed (its last point is its first).
/// What the strokes become as one journey is `DrawingJourney`'s.
public struct DrawnStrokes: Sendable, Equatable {
    static let size = 100.0
    /// The figure library's own: ends this close meet there too.
    static let joinShare = FigureDrawing.snapShare

    /// The strokes, 0-100 along the larger side, ends joined: ready to be a `FigureDrawing`'s strokes.
    public private(set) var strokes: [[DrawnPoint]]
    /// Lines that are one point once rounded, or stay within the join distance of their first point: a dot (`v.01`
    /// under a round cap, or a line a hundredth long), in the strokes' units.
    package private(set) var dots: [DrawnPoint] = []
    private var scale = 1.0
    private var origin = DrawnPoint(x: 0, y: 0)

    /// `lines` in any coordinates; empty when they draw nothing (no line, or every point the same).
    public init(lines: [[DrawnPoint]]) {
        strokes = []
        guard let box = DrawnBox(lines.joined()) else { return }
        let span = box.size
        guard span > 0, span.isFinite else { return }
        scale = Self.size / span
        origin = box.origin
        let placedLines = lines.map { line in Self.withoutRepeats(line.map { self.placed($0) }) }
        let distance = Self.size * Self.joinShare
        // A line within the join distance of its first point is a dot, as a point is: a round cap on a line a
        // hundredth long is how drawing programs export one, and joining its ends would leave nothing of it.
        func isDot(_ line: [DrawnPoint]) -> Bool { line.allSatisfy { $0.distance(to: line[0]) <= distance } }
        dots = placedLines.filter { !$0.isEmpty && isDot($0) }.map { $0[0] }
        strokes = Self.joined(placedLines.filter { !isDot($0) }, within: distance)
    }

    /// A point of the lines' coordinates in the strokes' units.
    package func placed(_ point: DrawnPoint) -> DrawnPoint {
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
                    return (stroke.first == point ? [(index, true)] : [])
                        + (stroke.last == point ? [(index, false)] : [])
                }
                let closedHere = strokes.contains { $0.first == point && $0.last == point }
                guard ends.count == 2, ends[0].stroke != ends[1].stroke, !closedHere,
                    !passesThrough(point, strokes, within: distance)
                else { continue }
                var first = strokes[ends[0].stroke]
                var second = strokes[ends[1].stroke]
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

    /// Whether a stroke passes `point` away from its own ends there: two ends meeting on a third stroke (a stem and
    /// a vein on an outline) are a junction of three, which chaining them would hide.
    static func passesThrough(_ point: DrawnPoint, _ strokes: [[DrawnPoint]], within distance: Double) -> Bool {
        strokes.contains { stroke in
            var pieces = Array(zip(stroke, stroke.dropFirst()))
            if stroke.last == point { pieces.removeLast() }
            if stroke.first == point, !pieces.isEmpty { pieces.removeFirst() }
            return pieces.contains { point.distance(toSegmentFrom: $0.0, to: $0.1) <= distance }
        }
    }

    /// The strokes cut at their junctions, as the figure library and the path generator see them.
    var graph: FigureGraph {
        FigureDrawing(
            id: "", strokes: strokes, start: strokes.first?.first ?? DrawnPoint(x: 0, y: 0),
            end: strokes.first?.first ?? DrawnPoint(x: 0, y: 0)
        ).graph
    }
}
