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
    package static func outlineDrawings(_ reference: Reference, _ request: FigurePathRequest) -> [Drawing] {
        let (figure, frame, pen, ink) = (reference.figure, reference.frame, reference.pen, reference.ink)
        var tried = [reference.lines]
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
    /// An outline keeps at least this share of the figure's lines where they stand, its inner lines left out.
    static let outlineKeptShare = 0.4
    /// A line inside the outline shorter than this many pens is a detail the outline leaves out.
    static let mainLinePens = 3.0
}
