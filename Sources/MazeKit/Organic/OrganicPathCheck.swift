// OrganicPathCheck: validate's rules of an organic path (SPEC's drawing, segments, start, end, items), once per
// organic file.
//
// TUNED FOR SPEED. The drawn line's points are measured against the pieces and bends near them (`NearPath`'s grid),
// and the piece or bend that covered the point before is measured first: neighbouring points mostly lie by the same
// one. `NearPath`'s boxes are taken without making arrays.
//
// INVARIANTS A CHANGE MUST KEEP. A point is only ever passed as covered where the full measurement (every piece,
// every bend) finds it within the reach, so the first point off the path, and its message, are the full
// measurement's (StrokeCheckReferenceTests: theDrawingLeavesThePathWhereAFullMeasurementSaysSo); OrganicPathTests,
// FindingSnapshotTests, GoldenOutputTests.

/// The rules of an organic path (`maze_type: organic`) for validation: the drawing, the segments,
/// start, end and items must all follow from `control_points` as the SPEC describes.
package enum OrganicPathCheck {
    /// The parts of `path_data` the checks need, already read from JSON.
    package struct Input: Sendable {
        package var controlPoints: [DrawnPoint]
        package var segments: [DrawnMazeCheck.Segment]
        package var svgPath: String { didSet { drawnStroke = Self.read(svgPath) } }
        /// `svgPath` read as the line it draws, once: the drawing check and the stroke checks both judge it.
        package private(set) var drawnStroke: Result<DrawnCurve, SVGPathParseError>
        package var start: DrawnPoint
        package var end: DrawnPoint
        package var items: [DrawnMazeCheck.Item]
        /// The stroke the app draws (`width`): an item within half of it of the line sits on the drawn path.
        package var pathWidth: Double

        package init(
            controlPoints: [DrawnPoint], segments: [DrawnMazeCheck.Segment], svgPath: String,
            start: DrawnPoint, end: DrawnPoint, items: [DrawnMazeCheck.Item], pathWidth: Double = 0
        ) {
            self.controlPoints = controlPoints
            self.segments = segments
            self.svgPath = svgPath
            drawnStroke = Self.read(svgPath)
            self.start = start
            self.end = end
            self.items = items
            self.pathWidth = pathWidth
        }

        static func read(_ svgPath: String) -> Result<DrawnCurve, SVGPathParseError> {
            do { return .success(try DrawnCurve(svgPath: svgPath)) } catch { return .failure(error) }
        }
    }

    package struct Report: Sendable {
        package var findings: [OrganicFinding]
        /// Length of the `control_points` polyline in canvas units, for statistics.
        var polylineLength: Double

        package var errors: [OrganicFinding] { findings.filter { $0.severity == .error } }
        package var warnings: [OrganicFinding] { findings.filter { $0.severity == .warning } }
    }

    /// Runs every rule. `tolerance` (canvas units) is how far a written number may be from the value
    /// the rule gives: 0.5 accepts a drawing rounded to whole units. Findings come in a fixed order:
    /// points, svg_path, segments, start/end, items.
    package static func run(_ input: Input, tolerance: Double = 0.5) -> Report {
        let points = input.controlPoints
        let length = OrganicPath.length(of: points)
        guard points.count >= 2 else {
            let finding = OrganicFinding(
                .tooFewPoints,
                "control_points holds \(points.count) point(s); expected the path as a polyline of at least 2 points, start to end",
                at: .controlPoints)
            return Report(findings: [finding], polylineLength: length)
        }
        var findings = checkDrawing(
            input.svgPath, drawn: input.drawnStroke, points: points, width: input.pathWidth, tolerance: tolerance)
        findings += checkSegments(input.segments, points: points, tolerance: tolerance)
        if input.start.distance(to: points[0]) > tolerance {
            findings.append(
                OrganicFinding(
                    .startMismatch, "start_point \(input.start) is not the first control point \(points[0])",
                    at: .startPoint))
        }
        if input.end.distance(to: points[points.count - 1]) > tolerance {
            findings.append(
                OrganicFinding(
                    .endMismatch, "end_point \(input.end) is not the last control point \(points[points.count - 1])",
                    at: .endPoint))
        }
        if !input.items.isEmpty {
            var places = ItemPlaces(points: points, tolerance: tolerance, reach: max(tolerance, input.pathWidth / 2))
            for (index, item) in input.items.enumerated() { findings += places.check(item, index: index) }
        }
        return Report(findings: findings, polylineLength: length)
    }

    // MARK: svg_path

    /// The drawn line is judged, not its spelling: it is one stroke, starts at the first control point, ends at the
    /// last, stays on the polyline or inside its bends (a rounded corner cuts across the bend, within the triangle of
    /// the corner and the middles of its two pieces) give or take half the stroke, and draws every piece of it. The
    /// rounding SPEC.md describes (curves joining at midpoints) passes, so do the app's `… Q c m L end` and the bare
    /// polyline.
    private static func checkDrawing(
        _ svgPath: String, drawn: Result<DrawnCurve, SVGPathParseError>, points: [DrawnPoint], width: Double,
        tolerance: Double
    ) -> [OrganicFinding] {
        let stroke: DrawnCurve
        switch drawn {
        case .success(let curve): stroke = curve
        case .failure(let error):
            return [
                OrganicFinding(
                    .svgUnparsable, "svg_path is not an 'M x y Q cx cy x y …' path: \(error)",
                    at: .svgPath(offset: error.offset))
            ]
        }
        let first = points[0]
        let last = points[points.count - 1]
        if stroke.start.distance(to: first) > tolerance {
            return [
                OrganicFinding(
                    .svgMismatch, "svg_path starts at \(stroke.start), not at the first control point \(first)",
                    at: .svgPath(offset: 0))
            ]
        }
        if let lift = stroke.penLifts.first {
            return [
                OrganicFinding(
                    .svgMismatch, "svg_path lifts the pen with a second 'M'; the path is one stroke from start to end",
                    at: .svgPath(offset: lift))
            ]
        }
        // Half the stroke: a drawn line that far from the polyline still covers it. Never less than the rounding
        // tolerance, so a path checked without its width is judged on its numbers alone.
        let reach = max(tolerance, width / 2)
        let pieces = Array(zip(points, points.dropFirst()))
        let bends = BendRegions(points)
        let near = NearPath(pieces: pieces, bends: bends, reach: reach)
        // Neighbouring points of the line are mostly near the same piece or bend: the one that covered the point
        // before is measured first. It only ever says yes where the full measurement below finds it within reach.
        var lastCover: Int?
        for (index, point) in stroke.points.enumerated() {
            if let last = lastCover, near.distance(from: point, to: last) <= reach { continue }
            lastCover = near.cover(of: point)
            guard lastCover == nil else { continue }
            let away = pieces.map { point.distance(toSegmentFrom: $0.0, to: $0.1) }.min() ?? .infinity
            if away > reach, bends.distance(to: point) > reach {
                return [
                    OrganicFinding(
                        .svgMismatch,
                        "svg_path leaves the path: it passes \(point), \(rounded(away)) canvas units from the control_points polyline "
                            + "and outside its bends (at most \(rounded(reach)) canvas units, half the stroke)",
                        at: .svgPath(offset: stroke.commandOffset(at: index)))
                ]
            }
        }
        if stroke.end.distance(to: last) > tolerance {
            return [
                OrganicFinding(
                    .svgMismatch, "svg_path ends at \(stroke.end), not at the last control point \(last)",
                    at: .svgPath(offset: svgPath.utf8.count))
            ]
        }
        // In order, the line passes the middle of every inner piece: both roundings join their curves there (the
        // first and last pieces are where the spellings differ, and the ends are checked above).
        let drawn = Array(zip(stroke.points, stroke.points.dropFirst()))
        var cursor = 0
        for index in pieces.indices.dropFirst().dropLast() {
            let target = middle(pieces[index].0, pieces[index].1)
            guard
                let found = drawn[cursor...].firstIndex(where: {
                    target.distance(toSegmentFrom: $0.0, to: $0.1) <= reach
                })
            else {
                let away =
                    drawn.map { target.distance(toSegmentFrom: $0.0, to: $0.1) }.min()
                    ?? target.distance(to: stroke.start)
                let how =
                    away > reach
                    ? "its middle \(target) is \(rounded(away)) canvas units from the drawn line"
                    : "the line reaches it only out of order"
                return [
                    OrganicFinding(
                        .svgMismatch,
                        "svg_path does not draw piece \(index) of the path (\(pieces[index].0) to \(pieces[index].1)): \(how)",
                        at: .svgPath(offset: stroke.lastCommandOffset))
                ]
            }
            cursor = found
        }
        return []
    }

    /// The corners a rounded drawing may cut across: for each inner point, the triangle of it and the middles of
    /// the two pieces meeting there; and the format's own first and last curves, which begin at the start and end
    /// at the end, not at a middle. Round a square corner after a long first piece the first curve bows out of the
    /// first triangle, before that piece's middle, by more than half a hard stroke, and the format's own drawing
    /// was called off the path. The curves, not the triangles of the start and the end: those would hold a
    /// straight line from the start to the end of a short path, which draws none of its bends.
    struct BendRegions {
        var triangles: [(DrawnPoint, DrawnPoint, DrawnPoint)] = []
        /// The first and the last curve as the format draws them, as polylines, read as `DrawnCurve` reads a `Q`.
        var endCurves: [[DrawnPoint]] = []

        init(_ points: [DrawnPoint]) {
            guard points.count > 2 else { return }
            let last = points.count - 1
            for index in 1..<last {
                triangles.append(
                    (middle(points[index - 1], points[index]), points[index], middle(points[index], points[index + 1])))
            }
            var first = [points[0]]
            DrawnCurve.appendCurve(
                from: points[0], control: points[1], to: last == 2 ? points[2] : middle(points[1], points[2]),
                into: &first)
            endCurves.append(first)
            guard last > 2 else { return }
            var final = [middle(points[last - 2], points[last - 1])]
            DrawnCurve.appendCurve(from: final[0], control: points[last - 1], to: points[last], into: &final)
            endCurves.append(final)
        }

        func distance(to point: DrawnPoint) -> Double {
            min(
                triangles.map { Self.distance(from: point, toTriangle: $0) }.min() ?? .infinity,
                endCurves.map { point.distance(toLine: $0) }.min() ?? .infinity)
        }

        static func distance(from p: DrawnPoint, toTriangle t: (DrawnPoint, DrawnPoint, DrawnPoint)) -> Double {
            func side(_ a: DrawnPoint, _ b: DrawnPoint) -> Double { a.cross(b, p) }
            let a = side(t.0, t.1)
            let b = side(t.1, t.2)
            let c = side(t.2, t.0)
            if (a >= 0 && b >= 0 && c >= 0) || (a <= 0 && b <= 0 && c <= 0) { return 0 }
            return min(
                p.distance(toSegmentFrom: t.0, to: t.1), p.distance(toSegmentFrom: t.1, to: t.2),
                p.distance(toSegmentFrom: t.2, to: t.0))
        }
    }

    /// The pieces and bend triangles bucketed by bounding box (grown by the reach) in a uniform grid, so a drawn
    /// point is measured against those near it only: a stroke of thousands of points along a polyline of thousands
    /// of pieces would otherwise cost their product. `covers` is only a quick yes; a point it does not cover is
    /// judged by the full measurement, which gives the message its numbers.
    struct NearPath {
        private var cells: [[Int]] = []
        private var pieces: [(DrawnPoint, DrawnPoint)] = []
        private var bends: [(DrawnPoint, DrawnPoint, DrawnPoint)] = []
        private var reach = 0.0
        private var originX = 0.0, originY = 0.0, cellSize = 1.0
        private var columns = 0, rows = 0

        /// Whether the grid was made; a damaged file's numbers leave it empty.
        var isBuilt: Bool { !cells.isEmpty }

        /// At most this many cells a side: a polyline of a few very long pieces still makes a small grid.
        static let maxCellsPerSide = 256.0

        init(pieces: [(DrawnPoint, DrawnPoint)], bends: BendRegions, reach: Double) {
            guard let box = DrawnBox(pieces.flatMap { [$0.0, $0.1] }) else { return }
            let extent = box.size + 2 * reach
            let length = pieces.reduce(0) { $0 + $1.0.distance(to: $1.1) }
            // As large as the reach, the average piece and a 256th of the drawing: each piece then falls into a
            // few cells, and even a few pieces as long as the drawing fill a bounded grid.
            let cellSize = max(reach, length / Double(pieces.count), extent / Self.maxCellsPerSide, 1e-9)
            // A damaged file's numbers (not finite, or too large to measure) keep the full measurement.
            guard reach.isFinite, extent.isFinite, cellSize.isFinite, length.isFinite else { return }
            self.pieces = pieces
            self.bends = bends.triangles
            self.reach = reach
            self.cellSize = cellSize
            originX = box.minX - reach
            originY = box.minY - reach
            columns = Int((extent / cellSize).rounded(.down)) + 2
            rows = columns
            cells = Array(repeating: [], count: columns * rows)
            // Pieces are numbered first, the triangles after them.
            for (index, piece) in pieces.enumerated() { insert(index, box: Box(piece.0, piece.1)) }
            for (index, bend) in bends.triangles.enumerated() {
                insert(pieces.count + index, box: Box(bend.0, bend.1, bend.2))
            }
        }

        /// The least and largest coordinates of a piece's or a triangle's corners, taken as `Array.min()` and
        /// `max()` take them (the first of equals, the same answer for a damaged file's numbers), with no array made.
        private struct Box {
            var minX: Double, maxX: Double, minY: Double, maxY: Double

            init(_ a: DrawnPoint, _ b: DrawnPoint) {
                minX = b.x < a.x ? b.x : a.x
                maxX = a.x < b.x ? b.x : a.x
                minY = b.y < a.y ? b.y : a.y
                maxY = a.y < b.y ? b.y : a.y
            }

            init(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) {
                self.init(a, b)
                if c.x < minX { minX = c.x }
                if maxX < c.x { maxX = c.x }
                if c.y < minY { minY = c.y }
                if maxY < c.y { maxY = c.y }
            }
        }

        private func cell(_ value: Double, from origin: Double, count: Int) -> Int {
            let cell = ((value - origin) / cellSize).rounded(.down)
            guard cell.isFinite else { return cell > 0 ? count - 1 : 0 }
            return Int(max(0, min(Double(count - 1), cell)))
        }

        private mutating func insert(_ index: Int, box: Box) {
            let fromColumn = cell(box.minX - reach, from: originX, count: columns)
            let toColumn = cell(box.maxX + reach, from: originX, count: columns)
            let fromRow = cell(box.minY - reach, from: originY, count: rows)
            let toRow = cell(box.maxY + reach, from: originY, count: rows)
            // min/max: a coordinate that is not a number must not make an empty range trap.
            for row in min(fromRow, toRow)...max(fromRow, toRow) {
                for column in min(fromColumn, toColumn)...max(fromColumn, toColumn) {
                    cells[row * columns + column].append(index)
                }
            }
        }

        /// Whether `point` is within the reach of a piece or inside (or within the reach of) a bend. The 3 x 3
        /// cells around it hold every piece and bend whose grown box it is in, with a cell to spare for rounding.
        func covers(_ point: DrawnPoint) -> Bool { cover(of: point) != nil }

        /// The first piece or bend (in the cells' order) that covers `point`, by its number: pieces first, then
        /// the bends.
        func cover(of point: DrawnPoint) -> Int? {
            guard !cells.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
            let column = cell(point.x, from: originX, count: columns)
            let row = cell(point.y, from: originY, count: rows)
            for r in max(0, row - 1)...min(rows - 1, row + 1) {
                for c in max(0, column - 1)...min(columns - 1, column + 1) {
                    for index in cells[r * columns + c] where distance(from: point, to: index) <= reach {
                        return index
                    }
                }
            }
            return nil
        }

        /// How far `point` is from piece or bend `index` (numbered as `cover(of:)` numbers them).
        func distance(from point: DrawnPoint, to index: Int) -> Double {
            index < pieces.count
                ? point.distance(toSegmentFrom: pieces[index].0, to: pieces[index].1)
                : BendRegions.distance(from: point, toTriangle: bends[index - pieces.count])
        }
    }

    static func middle(_ a: DrawnPoint, _ b: DrawnPoint) -> DrawnPoint {
        DrawnPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }

    private static func rounded(_ value: Double) -> String {
        DrawnPoint.format((value * 10).rounded() / 10)
    }

    // MARK: segments

    private static func checkSegments(_ segments: [DrawnMazeCheck.Segment], points: [DrawnPoint], tolerance: Double)
        -> [OrganicFinding]
    {
        var findings: [OrganicFinding] = []
        if segments.count != points.count - 1 {
            findings.append(
                OrganicFinding(
                    .segmentCount,
                    "segments holds \(segments.count) piece(s); expected \(points.count - 1), one per pair of consecutive control points",
                    at: .segment(index: nil)))
        }
        for (index, segment) in segments.enumerated() where index + 1 < points.count {
            let from = points[index]
            let to = points[index + 1]
            guard segment.start.distance(to: from) > tolerance || segment.end.distance(to: to) > tolerance else {
                continue
            }
            let gap = index > 0 && segment.start.distance(to: segments[index - 1].end) > tolerance
            let reason = gap ? " (it does not start where segments[\(index - 1)] ends)" : ""
            findings.append(
                OrganicFinding(
                    .segmentMismatch,
                    "segment from \(segment.start) to \(segment.end) is not piece \(index) of the path, \(from) to \(to)\(reason)",
                    at: .segment(index: index)))
        }
        return findings
    }

    // MARK: items

    /// Where an item may be: on a control point, or at least within `reach` (half the drawn stroke) of the polyline.
    /// Both are answered from grids of cells (`SpatialIndex`, `NearPath`), so each item costs a few cells, not the
    /// whole path: a file of thousands of items on thousands of points no longer takes their product.
    struct ItemPlaces {
        let points: [DrawnPoint]
        let tolerance: Double
        let reach: Double
        let corners: SpatialIndex
        let near: NearPath
        /// Items off the path measured against every piece for their message; after these, only said to be off
        /// (a report shows at most 100 findings of a rule in a file).
        static let measured = 100
        private var offCount = 0

        init(points: [DrawnPoint], tolerance: Double, reach: Double) {
            self.points = points
            self.tolerance = tolerance
            self.reach = reach
            corners = SpatialIndex(points, cellSize: tolerance)
            near = NearPath(pieces: Array(zip(points, points.dropFirst())), bends: BendRegions([]), reach: reach)
        }

        /// An item farther than `reach` from the line cannot be collected: an error. One on the stroke but not on a
        /// control point can: a warning.
        mutating func check(_ item: DrawnMazeCheck.Item, index: Int) -> [OrganicFinding] {
            var findings: [OrganicFinding] = []
            let position = item.position
            func nearestPiece() -> Double {
                position.distance(toLine: points)
            }
            // A damaged file's numbers leave no grid: then every item is measured in full, as before the grid.
            if near.isBuilt ? !near.covers(position) : nearestPiece() > reach {
                offCount += 1
                let how: String
                if offCount <= Self.measured {
                    let nearestPiece = nearestPiece()
                    how = "\(DrawnPoint.format((nearestPiece * 10).rounded() / 10)) canvas units"
                } else {
                    how = "more than \(DrawnPoint.format((reach * 10).rounded() / 10)) canvas units"
                }
                findings.append(
                    OrganicFinding(
                        .itemOffPath,
                        "item at \(position) is \(how) from the path, off the drawn stroke; expected it on a control point",
                        at: .item(index: index)))
            } else if !corners.contains(near: position, where: { position.distance(to: points[$0]) <= tolerance }) {
                findings.append(
                    OrganicFinding(
                        .itemBetweenPoints,
                        "item at \(position) lies on the drawn path but not on a control point; expected it on one",
                        at: .item(index: index)))
            }
            if item.onSolution == false {
                findings.append(
                    OrganicFinding(
                        .itemOnSolutionWrong,
                        "item at \(position) says on_solution false; every item of an organic path is on it (true)",
                        at: .item(index: index)))
            }
            return findings
        }
    }
}
