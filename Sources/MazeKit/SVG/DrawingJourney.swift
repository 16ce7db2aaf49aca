/// What a designer's drawing becomes as a figure: one journey a finger draws from start to end, and what of the
/// drawing it could not keep. Made from the lines an SVG draws (`SVGLines`), placed so the larger side runs 0 to
/// 100 (`DrawnStrokes`), in this order:
///
/// 1. **Crossings and touches joined.** Where two lines cross, or touch in their middles (within the library's
///    snap of half a percent), both are cut there: a junction, which the journey passes through.
/// 2. **Dots and tiny marks left out.** A part (lines joined to each other) no larger than `markShare` of the
///    drawing (an eye, a `v.01` highlight a round cap turns into a dot) cannot be drawn by a path as wide as a
///    child's finger; it is left out and said so.
/// 3. **Parts joined by a short bridge, or left out.** The largest part is the picture. Another part whose nearest
///    point lies within `bridgeShare` of it is joined to it by a straight bridge at their nearest points (a sun's
///    rays, a cloud's rain); one farther off is left out and listed. When what is left out is more than
///    `leftOutShare` of the drawing's length, the drawing is refused: the picture would be lost.
/// 4. **Going back over a line, beside it.** A journey drawing every line once exists only when at most two
///    points have an odd number of line ends (the start and the end). The rest are paired, nearest first along
///    the lines, and the way between each pair is drawn twice: the second time beside the first, `retraceGap`
///    away, so the child sees a way on (a ray becomes a narrow loop round it). When that is more than
///    `retraceShare` of the drawing's length the journey is no longer a picture a child follows, and the drawing
///    is refused saying so.
/// 5. **A drawing with no free end** (every line closed: a cloud, a heart) is opened: a gap as wide as the start
///    and end must lie apart, cut where the outline runs straightest, its two sides the start and the end.
///
/// The start and end are the designer's when given (snapped to the nearest line end or junction); otherwise the
/// end is the odd point in the most open space, the start the one that leaves the least to go back over.
public struct DrawingJourney: Sendable, Equatable {
    /// The figure's strokes (0-100 along the larger side), one journey from `start` to `end`.
    public var strokes: [[DrawnPoint]]
    public var start: DrawnPoint
    public var end: DrawnPoint
    /// What of the drawing is not in the strokes, and why.
    public var leftOut: [LeftOut]
    /// Lines added to join a part to the picture (each also in `strokes`).
    public var bridges: [[DrawnPoint]]
    /// The ways the finger goes over twice, as drawn the first time (the second pass is in `strokes`, beside it).
    public var retraced: [[DrawnPoint]]
    /// Where lines crossing or touching in their middles were joined.
    public var joins: [DrawnPoint]
    /// The gap cut to open a drawing with no free end, as the piece of outline taken out; nil when none was.
    public var opening: [DrawnPoint]?

    /// A part of the drawing the figure does not draw.
    public struct LeftOut: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// No larger than `markShare` of the drawing: a dot, an eye, a highlight.
            case mark(size: Double)
            /// Farther than `bridgeShare` from the picture.
            case apart(gap: Double)
        }

        /// Its lines, in the strokes' units.
        public var lines: [[DrawnPoint]]
        public var reason: Reason

        /// The part's middle, in the strokes' units.
        public var centre: DrawnPoint {
            let points = lines.joined()
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            return DrawnPoint(x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
        }

        /// Why, in a line a designer reads: "a mark 2.1 across at [40, 12] (a dot or a highlight ...)".
        public var description: String {
            let at = DrawnPoint(x: (centre.x * 10).rounded() / 10, y: (centre.y * 10).rounded() / 10).bracketed
            switch reason {
            case .mark(let size):
                return "a mark \(DrawnPoint.format((size * 10).rounded() / 10)) across at \(at): a dot or a mark this "
                    + "small is narrower than the path a finger follows"
            case .apart(let gap):
                return "a part at \(at), \(DrawnPoint.format((gap * 10).rounded() / 10)) from the rest: too far "
                    + "for a short bridge to keep the picture"
            }
        }
    }
}
