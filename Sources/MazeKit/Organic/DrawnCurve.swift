// DrawnCurve: the line a path draws (an organic `svg_path`, a maze's `solution_path`, a figure's control points) as a
// dense polyline with the way walked to each point, which the organic checks (StrokeCheck, OrganicPathCheck) and the
// generator's figure paths judge. Read once per file and shared by every check of it (`MazeInspection`).
//
// TUNED FOR SPEED. `touches` and `StrokeCheck.junctions` look for the line meeting an earlier part of itself through
// `FarBehind`: an index holding only the places more than the neighbourhood of way behind the place looked from, a
// prefix of the line that grows as that place moves on (on a finite line the way only grows), where both once put
// the whole line in one index and skipped the places just behind one by one, most of every cell they asked. Curves
// and lines are appended to the points in place; a line not read from a path keeps no list of offsets.
//
// INVARIANTS A CHANGE MUST KEEP. The places `FarBehind` hands out, and their order, are those of the whole line's
// index that pass the callers' way test (the callers still ask it): the same touches and junctions, each named by
// the same pair (StrokeCheckReferenceTests, against the code it replaced, written out there); a line that is not
// finite (a damaged file) is indexed whole, as before. The points of a curve are computed by the same expressions
// in the same order (GoldenOutputTests, FindingSnapshotTests, and `generate` writing the same files).

/// The centre line of a path as the app draws it, from its own `svg_path` (absolute `M`, `L`, `Q`): a dense
/// polyline with the distance walked to each of its points. Both spellings of an organic path (the last curve
/// ending at the end point, or at the last midpoint followed by `L end`) and a maze's `solution_path` read the
/// same way, so what a finger tracing the drawing meets is judged on the drawing itself, not on numbers
/// that merely describe it.
package struct DrawnCurve: Sendable {
    /// Curves are cut into straight pieces no longer than this (canvas units): fine enough that a distance
    /// measured on the pieces is within a tenth of a unit of the curve's on the paths the app draws.
    static let step = 4.0

    package let points: [DrawnPoint]
    /// `distances[i]` is the length of the line from the start to `points[i]`.
    let distances: [Double]
    /// `commandOffsets[i]` is the UTF-8 offset in `svg_path` of the command that drew `points[i]`, so a finding can
    /// point at the words a person reads; empty when the curve was not read from a path (`commandOffset(at:)`).
    private let commandOffsets: [Int]
    /// Offsets of every `M` after the first: the pen is lifted, and the child sees two lines.
    let penLifts: [Int]

    package var start: DrawnPoint { points[0] }
    package var end: DrawnPoint { points[points.count - 1] }
    package var length: Double { distances[distances.count - 1] }

    /// Reads the path; a path of one sub-path only is expected (a second `M` is read as a jump, not drawn).
    /// - Parameter denseNearEnd: cut straight pieces only where they come within this distance of the path's end,
    ///   leaving the others whole. For a maze's route, whose only question is when it first nears its end, that
    ///   gives the same answer (the same points near the end, the same lengths) for a fraction of the points:
    ///   building every route densely was an eighth of `validate`'s time.
    package init(svgPath: String, denseNearEnd reach: Double? = nil) throws(SVGPathParseError) {
        let commands = try CurveCommandReader.read(svgPath)
        let end = commands.last.map { command in
            command.letter == UInt8(ascii: "Q")
                ? DrawnPoint(x: command.numbers[2], y: command.numbers[3])
                : DrawnPoint(x: command.numbers[0], y: command.numbers[1])
        }
        var points: [DrawnPoint] = []
        var offsets: [Int] = []
        var penLifts: [Int] = []
        var current = DrawnPoint(x: 0, y: 0)
        for (index, command) in commands.enumerated() {
            let numbers = command.numbers
            let before = points.count
            switch command.letter {
            case UInt8(ascii: "M"):
                current = DrawnPoint(x: numbers[0], y: numbers[1])
                if points.isEmpty { points.append(current) }
                if index > 0 { penLifts.append(command.offset) }
            case UInt8(ascii: "Q"):
                let control = DrawnPoint(x: numbers[0], y: numbers[1])
                let to = DrawnPoint(x: numbers[2], y: numbers[3])
                Self.appendCurve(from: current, control: control, to: to, into: &points)
                current = to
            default:
                let to = DrawnPoint(x: numbers[0], y: numbers[1])
                if let reach, let end, end.distance(toSegmentFrom: current, to: to) > reach + Self.step {
                    points.append(to)
                } else {
                    Self.appendLine(from: current, to: to, into: &points)
                }
                current = to
            }
            offsets.append(contentsOf: repeatElement(command.offset, count: points.count - before))
        }
        self.init(
            points: points.isEmpty ? [current] : points, commandOffsets: points.isEmpty ? [0] : offsets,
            penLifts: penLifts)
    }

    /// The drawing SPEC.md gives a polyline (`OrganicPath.svgPath(through:)`, unrounded).
    package init(controlPoints: [DrawnPoint]) {
        guard controlPoints.count > 2 else {
            self.init(
                points: controlPoints.count == 2
                    ? [controlPoints[0]] + Self.line(from: controlPoints[0], to: controlPoints[1]) : controlPoints)
            return
        }
        var points = [controlPoints[0]]
        var current = controlPoints[0]
        for index in 1..<(controlPoints.count - 1) {
            let control = controlPoints[index]
            let next = controlPoints[index + 1]
            let to =
                index == controlPoints.count - 2
                ? next : DrawnPoint(x: (control.x + next.x) / 2, y: (control.y + next.y) / 2)
            Self.appendCurve(from: current, control: control, to: to, into: &points)
            current = to
        }
        self.init(points: points)
    }

    /// A polyline as it is, its long pieces cut to `step` (only near its end with `denseNearEnd`, as for a path).
    package init(polyline: [DrawnPoint], denseNearEnd reach: Double? = nil) {
        var points = Array(polyline.prefix(1))
        points.reserveCapacity(polyline.count)
        let end = polyline.last
        for (from, to) in zip(polyline, polyline.dropFirst()) {
            if let reach, let end, end.distance(toSegmentFrom: from, to: to) > reach + Self.step {
                points.append(to)
            } else {
                Self.appendLine(from: from, to: to, into: &points)
            }
        }
        self.init(points: points)
    }

    private init(points: [DrawnPoint], commandOffsets: [Int]? = nil, penLifts: [Int] = []) {
        self.points = points.isEmpty ? [DrawnPoint(x: 0, y: 0)] : points
        distances = Self.cumulative(self.points)
        self.commandOffsets = commandOffsets ?? []
        self.penLifts = penLifts
    }

    /// The offset in `svg_path` of the command that drew `points[index]`; 0 for a curve not read from a path.
    func commandOffset(at index: Int) -> Int { commandOffsets.isEmpty ? 0 : commandOffsets[index] }

    /// The offset of the last command read; 0 for a curve not read from a path.
    var lastCommandOffset: Int { commandOffsets.last ?? 0 }

    /// The length walked from the first point to each point of a polyline.
    static func cumulative(_ points: [DrawnPoint]) -> [Double] {
        var distances = [0.0]
        distances.reserveCapacity(points.count)
        for (from, to) in zip(points, points.dropFirst()) {
            distances.append(distances[distances.count - 1] + from.distance(to: to))
        }
        return distances
    }

    /// The share (0…1) of the way walked at `points[index]`.
    /// Never NaN or infinite (a damaged file's line can be infinitely long): messages turn it into a whole percent.
    package func share(at index: Int) -> Double {
        let share = distances[index] / length
        return share.isFinite ? min(1, max(0, share)) : 0
    }

    /// Where the line first comes within `radius` of its own end point, when it leaves that circle again
    /// afterwards: a finger following it arrives there and is done, the rest of the way never drawn. Nil when
    /// the first arrival is the final one.
    package func earlyArrival(within radius: Double) -> Int? {
        guard let first = points.firstIndex(where: { $0.distance(to: end) <= radius }) else { return nil }
        return points[first...].contains(where: { $0.distance(to: end) > radius }) ? first : nil
    }

    /// Two places of the line, the first earlier on the way, closer together than `gap` although the way between
    /// them is longer than `neighbourhood`: there the line touches a part of itself that is not its neighbour.
    struct Touch: Sendable, Hashable {
        var earlier: Int
        var later: Int
        var distance: Double
    }

    /// Every place where the line touches itself, in order along the way, each named by the closest pair where
    /// it begins. A touch goes on while the line runs beside its other part: a pair within twice `neighbourhood`
    /// of way of a pair already found, on both sides, belongs to that touch. A pair `excluding` says yes to (by
    /// index, earlier first) is not a touch (a junction's own closeness).
    /// `excluding` is not kept (not escaping), so what it captures is reached without an access check per call.
    func touches(closerThan gap: Double, neighbourhood: Double, excluding: (Int, Int) -> Bool = { _, _ in false })
        -> [Touch]
    {
        var cells = FarBehind(self, cellSize: gap, neighbourhood: neighbourhood)
        var found: [Touch] = []
        for later in points.indices {
            cells.advance(to: later, before: later)
            var best: Touch?
            cells.forEach(near: points[later]) { earlier in
                guard earlier < later, distances[later] - distances[earlier] > neighbourhood else { return true }
                if excluding(earlier, later) { return true }
                let distance = points[earlier].distance(to: points[later])
                if distance < gap, best == nil || distance < best!.distance {
                    best = Touch(earlier: earlier, later: later, distance: distance)
                }
                return true
            }
            guard let best else { continue }
            let known = found.contains { touch in
                abs(distances[best.later] - distances[touch.later]) <= 2 * neighbourhood
                    && abs(distances[best.earlier] - distances[touch.earlier]) <= 2 * neighbourhood
            }
            if !known { found.append(best) }
        }
        return found
    }

    /// The places of the line more than `neighbourhood` of way behind a later place, bucketed, for the checks that
    /// look for the line meeting an earlier part of itself (`touches`, `StrokeCheck.junctions`). Along a finite line
    /// the distances only grow, so those places are a prefix of the line, which grows as the later place moves on:
    /// the index holds that prefix only, and the places just behind (every cell's most, which the checks skipped one
    /// by one) are never visited. Each cell's places are still in the order of the line, so a walk of the index
    /// meets the places the whole line's index met that pass the way test, in the same order. A line that is not
    /// finite (a damaged file) holds every place, and its callers' own way test sorts them as before.
    struct FarBehind {
        private(set) var cells: SpatialIndex
        private let distances: [Double]
        private let points: [DrawnPoint]
        private let neighbourhood: Double
        /// Places before this one are in the index (every place when the line is not finite).
        private var added: Int

        init(_ curve: DrawnCurve, cellSize: Double, neighbourhood: Double) {
            distances = curve.distances
            points = curve.points
            self.neighbourhood = neighbourhood
            if curve.length.isFinite {
                cells = SpatialIndex(reserving: curve.points.count, cellSize: cellSize)
                added = 0
            } else {
                cells = SpatialIndex(curve.points, cellSize: cellSize)
                added = curve.points.count
            }
        }

        /// Adds the places before `limit` (at most `later`) that lie more than `neighbourhood` of way behind `later`;
        /// `later` and `limit` never go back.
        mutating func advance(to later: Int, before limit: Int) {
            while added < limit, distances[later] - distances[added] > neighbourhood {
                cells.insert(added, at: points[added])
                added += 1
            }
        }

        func forEach(near point: DrawnPoint, _ body: (Int) -> Bool) { cells.forEach(near: point, body) }
    }

    /// The place of the line nearest to `point`, and how far that is.
    func nearest(to point: DrawnPoint) -> (index: Int, distance: Double) {
        var best = (index: 0, distance: Double.infinity)
        for (index, candidate) in points.enumerated() {
            let distance = candidate.distance(to: point)
            if distance < best.distance { best = (index, distance) }
        }
        return best
    }

    /// Points every `spacing` units along the line, start and end included: a light copy for comparing shapes.
    package func resampled(every spacing: Double) -> [DrawnPoint] {
        guard length > 0, spacing > 0 else { return [start] }
        guard length.isFinite else { return [start, end] }
        // A damaged file's line can be far longer than any canvas: never more points than the line itself may hold.
        let spacing = max(spacing, length / Double(Self.maxPiecesPerCommand))
        var result: [DrawnPoint] = []
        var index = 0
        var walked = 0.0
        while walked < length {
            while index + 1 < points.count && distances[index + 1] < walked { index += 1 }
            let piece = distances[min(index + 1, points.count - 1)] - distances[index]
            let fraction = piece > 0 ? (walked - distances[index]) / piece : 0
            let from = points[index]
            let to = points[min(index + 1, points.count - 1)]
            result.append(DrawnPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
            walked += spacing
        }
        result.append(end)
        return result
    }

    /// The share of `points` farther than `tolerance` from every point of `other`: how much of one drawing lies
    /// away from another. Both should be sampled finely (`resampled(every:)`, well under `tolerance`).
    package static func shareApart(_ points: [DrawnPoint], from other: [DrawnPoint], tolerance: Double) -> Double {
        guard !points.isEmpty else { return 0 }
        let index = SpatialIndex(other, cellSize: tolerance)
        let apart = points.filter { point in
            !index.contains(near: point) { other[$0].distance(to: point) <= tolerance }
        }
        return Double(apart.count) / Double(points.count)
    }

    /// A piece is cut into at most this many: 4,000 units at `step`, several canvases long, so a damaged file with a
    /// number like 1e22 is read coarsely instead of asking for more points than memory holds (or the checks that
    /// compare points with points can get through).
    static let maxPiecesPerCommand = 1_000

    /// How many straight pieces a span needs; a span that is not a finite number is one piece.
    static func pieceCount(_ span: Double) -> Int {
        let pieces = (span / step).rounded(.up)
        guard pieces.isFinite, pieces >= 1 else { return 1 }
        return pieces >= Double(maxPiecesPerCommand) ? maxPiecesPerCommand : Int(pieces)
    }

    /// The points of a quadratic curve after `start`, up to `end`, appended where they go without an array of
    /// their own.
    static func appendCurve(
        from start: DrawnPoint, control: DrawnPoint, to end: DrawnPoint, into points: inout [DrawnPoint]
    ) {
        let span = start.distance(to: control) + control.distance(to: end)
        let count = pieceCount(span)
        for piece in 1...count {
            let t = Double(piece) / Double(count)
            let u = 1 - t
            points.append(
                DrawnPoint(
                    x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                    y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
    }

    /// The points of a straight piece after `start`, up to `end`, appended where they go without an array of
    /// their own (a route is read per file).
    static func appendLine(from start: DrawnPoint, to end: DrawnPoint, into points: inout [DrawnPoint]) {
        let count = pieceCount(start.distance(to: end))
        for piece in 1...count {
            let t = Double(piece) / Double(count)
            points.append(DrawnPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    static func line(from start: DrawnPoint, to end: DrawnPoint) -> [DrawnPoint] {
        var points: [DrawnPoint] = []
        appendLine(from: start, to: end, into: &points)
        return points
    }
}
