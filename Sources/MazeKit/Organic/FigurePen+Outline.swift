extension FigurePen {
    /// The figure as a fat crayon draws it when its lines crowd: its outline (the edge of its ink with every hole
    /// filled, a pen in), and of the lines inside only those that stand a pen clear of it. Where the pen's centre
    /// lines run a figure's inner lines into its outline (a fish's gill and fins into its body), the line drawn
    /// between them is neither and the picture bends out of shape; the outline alone is still the figure's
    /// silhouette, as a child would draw it.
    ///
    /// Tried at the first pen where none of the pen's own drawings reads (`Drawing.reads`), and chosen where its
    /// path keeps the figure's outline (`Drawing.keepsOutline`), before a wider pen runs more into one. Judged by
    /// the same rules as the pen's drawings but for the share kept where it stands (`outlineKeptShare`: the lines
    /// inside are left out by design), so an outline that keeps too little of the figure is no picture of it.
    package static func outlineDrawings(_ given: FigureDrawing, _ request: FigurePathRequest) -> [Drawing] {
        guard let figure = placed(given), let pen = width(figure, request),
            let frame = DrawnBox(figure.strokes.joined())
        else { return [] }
        let ink = inked(figure.strokes, box: frame, pen: pen)
        var tried = [traced(ink, pen: pen)]
        var drawings: [Drawing] = []
        var failure = Failure.noJourney("no journey was tried")
        for inside in [false, true] {
            let traced = traced(outline(of: ink, pen: pen, keepingInside: inside), pen: pen)
            let room = DrawingJourney.Room(strokes: traced, requests: [request], frame: frame)
            // A short line out to a free end (a fin) would make the start and the end too near each other.
            for lines in [traced, withoutFins(traced, shorterThan: room.minStartEnd)] {
                guard !lines.isEmpty, !tried.contains(lines) else { continue }
                tried.append(lines)
                journeys(
                    figure, frame: frame, lines, pen: pen, request, into: &drawings, failure: &failure, chosen: 2,
                    outline: true)
            }
        }
        return drawings
    }

    /// The ink within a pen of its outside once every hole in it is filled: a band along its outline as wide as
    /// the pen, whose centre line is the figure's outermost lines (or, where the figure is thinner than two pens,
    /// its middle). With `keepingInside`, also each part of the ink farther in than that whose own far-in cells
    /// (two pens from the outside) span more than `mainLinePens` pens: a line that stands clear of the outline.
    static func outline(of ink: InkRaster, pen: Double, keepingInside: Bool) -> InkRaster {
        var filled = ink
        filled.fillHoles(smallerThan: Int.max)
        let depth = filled.depth()
        let band = pen / ink.cell
        var cells = filled.ink.indices.filter { filled.ink[$0] && depth[$0] <= band }
        if keepingInside {
            let inner = ink.keeping(ink.ink.indices.filter { ink.ink[$0] && depth[$0] > band })
            for part in inner.parts() {
                let clear = part.filter { depth[$0] > 2 * band }.map { ink.centre($0 % ink.columns, $0 / ink.columns) }
                if let extent = DrawnBox(clear), extent.size > mainLinePens * pen { cells += part }
            }
        }
        return ink.keeping(cells)
    }

    /// `lines` less each line out to a free end shorter than `length`, again as long as that leaves such a line: a
    /// line left with a spur cut off it is one line with the line it now runs into.
    static func withoutFins(_ lines: [[DrawnPoint]], shorterThan length: Double) -> [[DrawnPoint]] {
        var lines = lines
        while true {
            let joined = DrawnStrokes.joined(withoutSpurs(lines, shorterThan: length), within: 0)
            if joined == lines { return lines }
            lines = joined
        }
    }

    /// A path that leaves out more than this share of the figure's outline (a globe without its rim, a fish
    /// without the top of its body) reads as something else, whatever it keeps inside.
    package static let outlineLeftOutShare = 0.05
    /// A closed outline opened between the start and the end leaves out a stretch up to this many times the
    /// distance they must lie apart (the straight stretch is that distance; a curved one is longer).
    static let openingShare = 1.5
    /// An outline keeps at least this share of the figure's lines where they stand, its inner lines left out.
    static let outlineKeptShare = 0.4
    /// A line inside the outline shorter than this many pens is a detail the outline leaves out.
    static let mainLinePens = 3.0
}

extension FigurePen {
    /// The share of the figure's outline (its lines along the edge of its ink, every hole filled, drawn `pen`
    /// wide) among `leftOut`, less up to `opening` of a stretch between the journey's `ends` (within two pens of
    /// each): a closed outline is opened so that the start and the end lie apart, the shortest opening as long as
    /// they must lie apart. A longer stretch between them is the journey leaving out a part (a fish's back).
    static func outlineLeftOut(
        _ strokes: [[DrawnPoint]], leftOut: [[DrawnPoint]], frame: DrawnBox, pen: Double,
        ends: (DrawnPoint, DrawnPoint), opening: Double
    ) -> Double {
        let band = outline(of: inked(strokes, box: frame, pen: pen), pen: pen, keepingInside: false)
        func onOutline(_ line: [DrawnPoint]) -> Double {
            zip(line, line.dropFirst()).reduce(0) { sum, piece in
                let cell = band.cellContaining(between(piece.0, piece.1, 0.5))
                return band[cell.column, cell.row] ? sum + piece.0.distance(to: piece.1) : sum
            }
        }
        func near(_ a: DrawnPoint, _ b: DrawnPoint) -> Bool { a.distance(to: b) <= 2 * pen }
        func isOpening(_ line: [DrawnPoint]) -> Bool {
            guard let first = line.first, let last = line.last else { return false }
            return near(first, ends.0) && near(last, ends.1) || near(first, ends.1) && near(last, ends.0)
        }
        let total = strokes.reduce(0) { $0 + onOutline($1) }
        let left = leftOut.reduce(0) { $0 + onOutline($1) }
        let opened = leftOut.filter(isOpening).map(onOutline).max() ?? 0
        return total > 0 ? (left - min(opened, opening)) / total : 0
    }
}
