extension FigurePen {
    /// What every drawing of a figure at one level is judged against, made once a level (`FigurePath.drawn`): the
    /// figure in the pen's units and its box, the level's first pen, the figure inked with that pen and its centre
    /// lines (the first pen's lines), the band along its outline, and how long an opening of a closed outline may
    /// be. A level tries up to a dozen drawings with its pens; each is judged with the first pen's reach, so none
    /// of this depends on the drawing.
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
        /// A closed outline opened between the start and the end may leave out a stretch up to this long.
        let opening: Double

        /// The reference for `given` at `request`'s level; nil when the figure has no size.
        package init?(_ given: FigureDrawing, _ request: FigurePathRequest) {
            guard let figure = FigurePen.placed(given), let pen = FigurePen.width(figure, request),
                let frame = DrawnBox(figure.strokes.joined())
            else { return nil }
            let room = DrawingJourney.Room(strokes: figure.strokes, requests: [request], frame: frame)
            self.init(figure: figure, frame: frame, pen: pen, opening: FigurePen.openingShare * room.minStartEnd)
        }

        init(figure: FigureDrawing, frame: DrawnBox, pen: Double, opening: Double) {
            self.figure = figure
            self.frame = frame
            self.pen = pen
            self.opening = opening
            ink = FigurePen.inked(figure.strokes, box: frame, pen: pen)
            lines = FigurePen.traced(ink, pen: pen)
            let band = FigurePen.outline(of: ink, pen: pen, keepingInside: false)
            outlineBand = band
            outlineLength = figure.strokes.reduce(0) { $0 + Self.length(of: $1, on: band) }
        }

        /// The share of the figure's outline among `leftOut`, less up to `opening` of a stretch between the
        /// journey's `ends` (within two pens of each): a closed outline is opened so that the start and the end lie
        /// apart, the shortest opening as long as they must lie apart. A longer stretch between them is the journey
        /// leaving out a part (a fish's back).
        func outlineLeftOut(_ leftOut: [[DrawnPoint]], ends: (DrawnPoint, DrawnPoint)) -> Double {
            func near(_ a: DrawnPoint, _ b: DrawnPoint) -> Bool { a.distance(to: b) <= 2 * pen }
            func isOpening(_ line: [DrawnPoint]) -> Bool {
                guard let first = line.first, let last = line.last else { return false }
                return near(first, ends.0) && near(last, ends.1) || near(first, ends.1) && near(last, ends.0)
            }
            let left = leftOut.reduce(0) { $0 + Self.length(of: $1, on: outlineBand) }
            let opened = leftOut.filter(isOpening).map { Self.length(of: $0, on: outlineBand) }.max() ?? 0
            return outlineLength > 0 ? (left - min(opened, opening)) / outlineLength : 0
        }

        /// The length of `line` whose pieces' middles lie in `band`'s ink.
        private static func length(of line: [DrawnPoint], on band: InkRaster) -> Double {
            zip(line, line.dropFirst()).reduce(0) { sum, piece in
                let cell = band.cellContaining(between(piece.0, piece.1, 0.5))
                return band[cell.column, cell.row] ? sum + piece.0.distance(to: piece.1) : sum
            }
        }
    }
}
