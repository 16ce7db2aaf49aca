/// A filled shape that is thin everywhere is a line a drawing program exported as its outline ("outline stroke",
/// "expand stroke"): both edges of every line, a stroke's width apart, filled. It is read as the line down its
/// middle; a filled shape that is not thin (a silhouette) is read by its outline, as a stroked line is.
///
/// The filled shapes are painted on a grid (`InkRaster`, even-odd within a shape, shapes on top of each other
/// joined), `cellsAcross` cells along the drawing's larger side. Each piece of ink whose half-width (the distance
/// from its middle to its edge, the chamfer distance) stays within `thinShare` of the larger side everywhere is
/// thinned to its centre lines (Zhang and Suen), a hole in it smaller than a square half its line wide filled first
/// (a fold of the outline); the thinning's spurs shorter than the ink is wide are cut off, and
/// each free end carried on to where the stroke itself ended (thinning eats into a round end).
extension SVGLines {
    /// What the reading did.
    package struct ThinFills: Sendable, Equatable {
        /// The lines: stroked ones as they were, thin filled shapes as their centre lines, the rest as outlines.
        package var lines: [[DrawnPoint]]
        /// Pieces of ink read as their centre lines, and as outlines.
        package var readAsCentreLines: Int
        package var readAsOutlines: Int
    }

    /// A shape whose half-width stays within this share of the drawing's larger side is a line drawn as its
    /// outline: up to a 3-unit stroke on a 24-unit icon grid.
    static let thinShare = 0.07
    static let cellsAcross = 240.0
    /// At most this share of a thin shape's cells may lie deeper than its half-width allows: the overlaps of its
    /// lines, not a silhouette.
    static let overlapShare = 0.02

    private func isFilledOutline(_ index: Int) -> Bool {
        filledShapes[index] != nil && lines[index].count >= 4 && lines[index].first == lines[index].last
    }

    /// The lines with every thin filled shape read as its centre lines.
    package func readingThinFills() -> ThinFills {
        // Only closed outlines: what a drawing program exports of a stroke is a closed shape; an open line filled
        // is a line that happens to have the default fill.
        let filled = lines.indices.filter { isFilledOutline($0) }
        guard !filled.isEmpty, let box = DrawnBox(lines.joined()), box.size > 0, box.size.isFinite else {
            return ThinFills(lines: lines, readAsCentreLines: 0, readAsOutlines: 0)
        }
        let cell = box.size / Self.cellsAcross
        var raster = InkRaster(box: box, margin: 2 * cell, cell: cell)
        var shapes: [Int: [[DrawnPoint]]] = [:]
        for index in filled { shapes[filledShapes[index]!, default: []].append(lines[index]) }
        for key in shapes.keys.sorted() { raster.fill(shapes[key]!) }
        let depth = raster.depth()
        var thinCells: [Int] = []
        var outlined = Set<Int>()
        var thinParts = 0
        var widest = 0.0
        var partOf = [Int](repeating: -1, count: raster.ink.count)
        for (number, part) in raster.parts().enumerated() {
            for index in part { partOf[index] = number }
            // Thin when all but a few of its cells lie within the half-width: where two lines of an outlined
            // drawing overlap (a stem's round end on an apple's rim) the ink is briefly wider than either.
            let thinDepth = Self.thinShare * box.size / raster.cell
            let within = part.map { depth[$0] }.filter { $0 <= thinDepth }
            let halfWidth = (within.max() ?? 0) * raster.cell
            if Double(part.count - within.count) <= Self.overlapShare * Double(part.count) {
                thinCells += part
                thinParts += 1
                widest = max(widest, halfWidth)
            } else {
                outlined.insert(number)
            }
        }
        guard thinParts > 0 else {
            return ThinFills(lines: lines, readAsCentreLines: 0, readAsOutlines: outlined.count)
        }
        /// The piece of ink a filled line outlines: the one its points fall in or beside.
        func part(of line: [DrawnPoint]) -> Int? {
            for point in line {
                let (column, row) = raster.cellContaining(point)
                for dy in -1...1 {
                    for dx in -1...1 where raster[column + dx, row + dy] {
                        return partOf[(row + dy) * raster.columns + column + dx]
                    }
                }
            }
            return nil
        }
        var thin = raster.keeping(thinCells)
        // A hole smaller than a square half the line wide is a fold of its outline (an exporter's, at a sharp
        // corner), not a hole the designer drew: thinned, it would be a ring a few cells round.
        let halfWidth = widest / raster.cell
        thin.fillHoles(smallerThan: Int(halfWidth * halfWidth))
        thin.thin()
        let thinned = thin.centreLines()
        // The stroke's width is the median ink depth along its centre lines: the widest piece's deepest
        // cell lies where two of its lines overlap (a wave on a cake's side), and a spur measured against that
        // took a candle's stub above the cake's top with it.
        let along = thinned.joined().compactMap { Self.inkDepth(at: $0, in: raster, depth: depth) }.sorted()
        let strokeHalfWidth = along.isEmpty ? widest : along[along.count / 2] * raster.cell
        let spurless = FigurePen.withoutSpurs(thinned, shorterThan: 2 * strokeHalfWidth + 2 * raster.cell)
        // A piece thinned to one point (an eye) stays, as a dot the journey leaves out and says so.
        let centres =
            Self.reachingTheirEnds(spurless, in: raster, depth: depth).map {
                FigurePen.simplified($0, tolerance: raster.cell)
            } + thinned.filter { $0.count == 1 }
        var result: [[DrawnPoint]] = []
        for (index, line) in lines.enumerated() {
            guard isFilledOutline(index) else {
                result.append(line)
                continue
            }
            // An outline of a thin piece is read as the piece's centre lines, added once below.
            if let number = part(of: line), !outlined.contains(number) { continue }
            result.append(line)
        }
        // A piece too small for a line is a dot, as a round cap's `v.01` is.
        result += centres.map { $0.count == 1 ? [$0[0], $0[0]] : $0 }
        return ThinFills(lines: result, readAsCentreLines: thinParts, readAsOutlines: outlined.count)
    }

    /// How deep the ink is at `point` (cells to its edge, `InkRaster.depth`); nil off the ink.
    static func inkDepth(at point: DrawnPoint, in raster: InkRaster, depth: [Double]) -> Double? {
        let (column, row) = raster.cellContaining(point)
        return raster[column, row] ? depth[row * raster.columns + column] : nil
    }

    /// `lines` with each free end drawn on to where the stroke it outlines ended. Thinning eats into a line's round
    /// end by about its half-width, so a short line (a sun's ray) came out half its length and farther from the rest
    /// than the designer drew it. Along a round-ended stroke the ink is as deep as the stroke is half wide up to
    /// the stroke's own end, the middle of the cap; so an end is carried on, cell by cell along its direction, while
    /// the ink there stays that deep.
    static func reachingTheirEnds(_ lines: [[DrawnPoint]], in raster: InkRaster, depth: [Double]) -> [[DrawnPoint]] {
        var ends: [DrawnPoint: Int] = [:]
        for line in lines where line.count >= 2 {
            ends[line[0], default: 0] += 1
            ends[line[line.count - 1], default: 0] += 1
        }
        func inkDepth(at point: DrawnPoint) -> Double { Self.inkDepth(at: point, in: raster, depth: depth) ?? 0 }
        func extended(_ end: DrawnPoint, from previous: DrawnPoint, halfWidth: Double) -> DrawnPoint {
            let length = end.distance(to: previous)
            guard length > 0 else { return end }
            let step = DrawnPoint(
                x: (end.x - previous.x) / length * raster.cell, y: (end.y - previous.y) / length * raster.cell)
            var reached = end
            // No farther than the half-width itself: past it the cap is over, whatever the ink beyond.
            for _ in 0..<Int(halfWidth.rounded(.up)) {
                let next = DrawnPoint(x: reached.x + step.x, y: reached.y + step.y)
                guard inkDepth(at: next) >= halfWidth - 1 else { break }
                reached = next
            }
            return reached
        }
        return lines.map { line in
            guard line.count >= 2 else { return line }
            // The stroke's half-width, in cells: how deep the ink is along most of the line (deeper where lines
            // overlap, shallower at its ends).
            let depths = line.map { inkDepth(at: $0) }.sorted()
            let halfWidth = depths[depths.count / 2]
            var line = line
            if ends[line[0]] == 1 { line[0] = extended(line[0], from: line[1], halfWidth: halfWidth) }
            let last = line.count - 1
            if ends[line[last]] == 1 { line[last] = extended(line[last], from: line[last - 1], halfWidth: halfWidth) }
            return line
        }
    }
}
