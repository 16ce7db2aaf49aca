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
            self.init(given, request, secondPasses: FigurePath.levelSecondPasses(given, request))
        }

        /// - Parameter secondPasses: `FigurePath.levelSecondPasses(given, request)`, found once a level.
        init?(_ given: FigureDrawing, _ request: FigurePathRequest, secondPasses passes: [FigurePath.SecondPass]) {
            guard let figure = FigurePen.placed(given), let pen = FigurePen.width(figure, request),
                let frame = DrawnBox(figure.strokes.joined())
            else { return nil }
            self.init(figure: figure, frame: frame, pen: pen, secondPasses: passes)
        }

        /// - Parameter secondPasses: the strokes that are the journey's second passes (`FigurePath.secondPasses`),
        ///   beside their lines at the widest level's gap, farther than this level's: not inked, since the pen makes
        ///   a journey of its own of the lines, its second passes at its own level's gap.
        init(figure: FigureDrawing, frame: DrawnBox, pen: Double, secondPasses: [FigurePath.SecondPass] = []) {
            precondition(pen > 0, "a pen has a width")
            self.figure = figure
            self.frame = frame
            self.pen = pen
            ink = FigurePen.inked(FigurePath.withoutSecondPasses(figure.strokes, secondPasses), box: frame, pen: pen)
            lines = FigurePen.traced(ink, pen: pen)
            let band = FigurePen.outline(of: ink, pen: pen, keepingInside: false)
            outlineBand = band
            outlineLength = figure.strokes.reduce(0) { $0 + Self.length(of: $1, on: band, pen: pen) }
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
            let left = leftOut.reduce(0) { $0 + Self.length(of: $1, on: outlineBand, pen: pen, except: nearOpening) }
            return outlineLength > 0 ? left / outlineLength : 0
        }

        /// The length of `line` whose pieces (half a pen at most) lie with their middle on `band`, but `except` them.
        private static func length(
            of line: [DrawnPoint], on band: InkRaster, pen: Double, except: (DrawnPoint) -> Bool = { _ in false }
        ) -> Double {
            FigurePen.pieces(line, longest: pen / 2).reduce(0) { sum, piece in
                let middle = between(piece.from, piece.to, 0.5)
                return band.inks(middle) && !except(middle) ? sum + piece.from.distance(to: piece.to) : sum
            }
        }
    }
}
