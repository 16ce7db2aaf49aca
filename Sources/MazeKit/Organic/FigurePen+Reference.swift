extension FigurePen {
    /// What every drawing of a figure at one level is judged against, made once a level (`FigurePath.drawn`): the
    /// figure in the pen's units and its box, the level's first pen, the figure inked with that pen and its centre
    /// lines (the first pen's lines), and the band along its outline. A level tries up to a dozen drawings with its
    /// pens; each is judged with the first pen's reach, so none of this depends on the drawing.
    package struct Reference {
        /// The figure in the units the pen works in (`placed`).
        package let figure: FigureDrawing
        /// The figure's box in those units.
        package let frame: DrawnBox
        /// The level's first pen, in those units (`width`).
        package let pen: Double
        /// The figure drawn with the first pen, the details smaller than it left out (`inked`).
        let ink: InkRaster
        /// The ink's centre lines (`traced`).
        let lines: [[DrawnPoint]]
        /// The ink within a pen of its outside, every hole filled (`outline(of:pen:keepingInside:)`).
        let outlineBand: InkRaster
        /// The length of the figure's lines along its outline.
        let outlineLength: Double

        /// The reference for `given` at `request`'s level; nil when the figure has no size.
        package init?(_ given: FigureDrawing, _ request: FigurePathRequest) {
            guard let figure = FigurePen.placed(given), let pen = FigurePen.width(figure, request),
                let frame = DrawnBox(figure.strokes.joined())
            else { return nil }
            self.init(figure: figure, frame: frame, pen: pen)
        }

        init(figure: FigureDrawing, frame: DrawnBox, pen: Double) {
            precondition(pen > 0, "a pen has a width")
            self.figure = figure
            self.frame = frame
            self.pen = pen
            ink = FigurePen.inked(figure.strokes, box: frame, pen: pen)
            lines = FigurePen.traced(ink, pen: pen)
            let band = FigurePen.outline(of: ink, pen: pen, keepingInside: false)
            outlineBand = band
            outlineLength = figure.strokes.reduce(0) { sum, line in
                sum + Self.steps(line, pen: pen).reduce(0) { band.inks($1.middle) ? $0 + $1.length : $0 }
            }
        }

        /// The share of the figure's outline among `leftOut`, less what lies within a pen of the `opening` (the
        /// stretch of the pen's lines a journey cut out of a closed line so that its start and end lie apart): an
        /// outline is opened by design, and a part left out anywhere else (a fish's back) is the journey leaving
        /// out the picture.
        func outlineLeftOut(_ leftOut: [[DrawnPoint]], opening: [DrawnPoint]?) -> Double {
            let cut = opening.map { Array(zip($0, $0.dropFirst())) } ?? []
            func nearOpening(_ point: DrawnPoint) -> Bool {
                cut.contains { point.distance(toSegmentFrom: $0.0, to: $0.1) <= pen }
            }
            var left = 0.0
            for line in leftOut {
                for step in Self.steps(line, pen: pen) where outlineBand.inks(step.middle) && !nearOpening(step.middle)
                {
                    left += step.length
                }
            }
            return outlineLength > 0 ? left / outlineLength : 0
        }

        /// `line` in steps no longer than half a pen: the middle and length of each.
        private static func steps(_ line: [DrawnPoint], pen: Double) -> [(middle: DrawnPoint, length: Double)] {
            zip(line, line.dropFirst()).flatMap { a, b in
                let length = a.distance(to: b)
                let count = max(1, Int((2 * length / pen).rounded(.up)))
                return (0..<count).map { (between(a, b, (Double($0) + 0.5) / Double(count)), length / Double(count)) }
            }
        }
    }
}
