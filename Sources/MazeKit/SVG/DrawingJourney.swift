/// What a designer's drawing becomes as a figure: one journey a finger draws from start to end, and what of the
/// drawing it could not keep. Made from the lines an SVG draws (`SVGLines`), placed so the larger side runs 0 to
/// 100 (`DrawnStrokes`), in this order:
///
/// 1. **Crossings and touches joined.** Where two lines cross, or touch in their middles (within the library's
///    snap of half a percent), both are cut there: a junction, which the journey passes through. A free end that
///    stops within `nearMissShare` of a line is joined to it by a short line.
/// 2. **Dots and tiny marks left out.** A part (lines joined to each other) no larger than `markShare` of the
///    drawing (an eye, a `v.01` highlight a round cap turns into a dot) cannot be drawn by a path as wide as a
///    child's finger; it is left out and said so. Where two or more are and what is left is a plain outline
///    (`isPlainOutline`), a designer's drawing is refused (`refusingPlainOutline`): a cookie without its chips.
/// 3. **Parts joined by a short bridge, or left out.** The largest part is the picture. Another part whose nearest
///    point lies within `bridgeShare` of it is joined to it by a straight bridge at their nearest points (a sun's
///    rays), and a part the picture surrounds (a face's mouth, an eye's pupil) from up to `enclosedBridgeShare`,
///    when that bridge crosses no other part; one farther off is left out and listed. So is a part shorter than its
///    bridge (a cloud's drops: the bridges would draw more than the drops), unless the picture surrounds it or the
///    bridge goes on along it (`goesOn`); such parts count as marks for step 2's plain outline. Each part is
///    weighed once, when it is the nearest to the picture. When what is left out is more than `leftOutShare` of
///    the drawing's length, the drawing is refused: the picture would be lost.
/// 4. **Going back over a line, beside it** (route inspection: shortest ways, then a minimum-weight pairing). A journey drawing every line once exists only when at most two
///    points have an odd number of line ends (the start and the end). The rest are paired for the shortest ways
///    along the lines in all, and the way between each pair is drawn twice: the second time beside the first, `retraceGap`
///    away, so the child sees a way on (a ray becomes a narrow loop round it). When that is more than
///    `retraceShare` of the drawing's length the journey is no longer a picture a child follows, and the drawing
///    is refused saying so.
/// 5. **A drawing with no free end** (every line closed: a cloud, a heart) is opened: a gap as wide as the start
///    and end must lie apart, cut where the outline runs straightest, its two sides the start and the end.
///
/// The start and end are the designer's when given (snapped to the nearest line end or junction); otherwise they
/// are ranked pairs of odd points (`rankedEnds`: the app's promises kept first, then the least gone over twice, then
/// the end in the most open space), and `make` takes the best (`routes` each in turn).
package struct DrawingJourney: Sendable, Equatable {
    /// The figure's strokes (0-100 along the larger side), one journey from `start` to `end`.
    package var strokes: [[DrawnPoint]]
    package var start: DrawnPoint
    package var end: DrawnPoint
    /// What of the drawing is not in the strokes, and why.
    package var leftOut: [LeftOut]
    /// Lines added to join a part to the picture (each also in `strokes`).
    package var bridges: [[DrawnPoint]]
    /// Those of `bridges` that join two free ends too near each other to be the start and the end (`make`'s
    /// `closingEnds`).
    package var endsJoined: [[DrawnPoint]] = []
    /// The ways the finger goes over twice, as drawn the first time (the second pass is in `strokes`, beside it).
    package var retraced: [[DrawnPoint]]
    /// Where lines crossing or touching in their middles were joined, and where a free end stopping short was.
    package var joins: [DrawnPoint]
    /// The gap cut to open a drawing with no free end, as the piece of outline taken out; nil when none was.
    package var opening: [DrawnPoint]?

    /// Whether a bridge reaches farther than a short one: a part the picture surrounds joined from afar.
    package var bridgesFar: Bool {
        bridges.contains { DrawingPieces.length($0) > Self.bridgeShare * DrawnStrokes.size + 0.2 }
    }

    /// A part of the drawing the figure does not draw.
    package struct LeftOut: Sendable, Equatable {
        package enum Reason: Sendable, Equatable {
            /// No larger than `markShare` of the drawing: a dot, an eye, a highlight.
            case mark(size: Double)
            /// Farther than `bridgeShare` from the picture.
            case apart(gap: Double)
            /// Nearer than that, but shorter than the bridge that would join it.
            case outweighed(gap: Double)
        }

        /// Its lines, in the strokes' units.
        package var lines: [[DrawnPoint]]
        package var reason: Reason

        /// The part's middle, in the strokes' units.
        package var centre: DrawnPoint {
            DrawnBox(lines.joined())?.centre ?? DrawnPoint(x: 0, y: 0)
        }

        /// Why, in a line a designer reads: "a mark 2.1 across at [40, 12] (a dot or a highlight ...)".
        package var description: String {
            let at = DrawnPoint(x: (centre.x * 10).rounded() / 10, y: (centre.y * 10).rounded() / 10).bracketed
            switch reason {
            case .mark(let size):
                return "a mark \(DrawnPoint.format((size * 10).rounded() / 10)) across at \(at): a dot or a mark this "
                    + "small is narrower than the path a finger follows"
            case .apart(let gap):
                return "a part at \(at), \(DrawnPoint.format((gap * 10).rounded() / 10)) from the rest: too far "
                    + "for a short bridge to keep the picture"
            case .outweighed(let gap):
                return "a part at \(at), \(DrawnPoint.format((gap * 10).rounded() / 10)) from the rest: a bridge "
                    + "that long would draw more than the part itself"
            }
        }
    }
}

/// Why a drawing does not become a figure.
package enum DrawingJourneyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every part is a mark too small to draw.
    case onlyMarks(count: Int)
    /// What is left once the marks are left out is a plain outline (`DrawingJourney.isPlainOutline`).
    case plainOutline(marks: Int)
    /// The parts left out are this share of the drawing's length.
    case pictureLost(share: Double, leftOut: [DrawingJourney.LeftOut])
    /// More odd points than a journey pairs up (hatching, a comb's teeth).
    case tooManyOddPoints([DrawnPoint])
    /// The journey would go back over this share of the drawing, to pair up the drawing's odd points.
    case tooMuchGoneOverTwice(share: Double, oddPoints: [DrawnPoint])
    /// Parts that no way along the lines joins.
    case partsApart
    /// More pieces of line than a figure has.
    case tooDetailed(segments: Int)
    /// More separate parts than a figure has.
    case tooManyParts(Int)
    /// Lines crossing each other more often than a figure's do (hatching).
    case tooManyCrossings
    /// The designer's end is a point the journey must pass through to reach the rest.
    case endInside(DrawnPoint)
    /// Still not one journey (a start or end given off the drawing, or apart from the rest).
    case notOneJourney([FigureDrawingProblem])

    package var description: String {
        func percent(_ share: Double) -> String {
            share.isFinite ? "\(Int((share * 100).rounded())) %" : "all"
        }
        switch self {
        case .onlyMarks(let count):
            return "draws only \(count) dot(s) or mark(s) smaller than \(percent(DrawingJourney.markShare)) of the "
                + "drawing, which a path as wide as a finger cannot draw; draw the figure's outline as lines"
        case .plainOutline(let marks):
            return "is a plain outline once its \(marks) dots or marks are left out (a path as wide as a finger "
                + "cannot draw a mark smaller than \(percent(DrawingJourney.closedMarkShare)) of the drawing, nor a "
                + "line shorter than the bridge that would join it), and a plain outline is no picture of the "
                + "drawing: what sets it apart from any other shape is in the marks; draw those details as lines that "
                + "touch the outline, or larger"
        case .pictureLost(let share, let leftOut):
            return "has parts that do not touch the largest one, \(percent(share)) of its lines, more than the "
                + "\(percent(DrawingJourney.leftOutShare)) that may be left out and still keep the picture: "
                + leftOut.map(\.description).joined(separator: "; ")
                + "; join them to the rest in the drawing (lines that touch or cross)"
        case .tooMuchGoneOverTwice(let share, let oddPoints):
            return "has \(oddPoints.count) points where an odd number of line ends meet (free ends, three lines "
                + "meeting), \(oddPoints.map(\.bracketed).joined(separator: ", ")); drawing it as one journey would go back over \(percent(share)) of its lines, more "
                + "than the \(percent(DrawingJourney.retraceShare)) a child still follows as a picture; join free ends "
                + "to the outline, or draw lines that meet in pairs"
        case .tooManyOddPoints(let points):
            return "has \(points.count) points where an odd number of line ends meet (free ends, three lines "
                + "meeting), more than the \(DrawingJourney.maxOddPoints) a journey pairs up by going back over lines, "
                + "the first \(points.prefix(5).map(\.bracketed).joined(separator: ", ")); draw fewer loose lines"
        case .tooDetailed(let segments):
            return "is too detailed for a figure a child traces: \(segments) pieces of line once its curves are "
                + "flattened (at most \(DrawingJourney.maxSegments)); leave out texture, hatching and shading, or "
                + "simplify the paths"
        case .tooManyParts(let count):
            return "has \(count) separate parts, more than the \(DrawingJourney.maxParts) of a picture; leave out "
                + "texture and scattered marks"
        case .tooManyCrossings:
            return "has lines crossing each other more than \(DrawingPieces.maxJoins) times, or lying on each other "
                + "all along: hatching or texture, not a figure's few strokes; leave them out"
        case .endInside(let point):
            return "ends at \(point.bracketed), a point the journey must pass through to reach the rest of the "
                + "drawing; end at a free end"
        case .partsApart:
            return "has parts that no way along its lines joins; join them in the drawing (lines that touch or cross)"
        case .notOneJourney(let problems):
            return "is not one line: " + problems.map(\.description).joined(separator: "; ")
        }
    }
}

extension DrawingJourney {
    /// The room a figure gets at the config's levels, in the strokes' units (the larger side 100).
    package struct Room: Sendable, Equatable {
        /// How far beside a line the finger's second pass over it runs: far enough for the widest stroke to show
        /// two ways, not one.
        package var retraceGap: Double
        /// How far apart the start and the end must lie.
        package var minStartEnd: Double
        /// How clear of every other line the end must be, so the story does not end before the journey does.
        package var endClearance: Double
        /// The start lies below this (a larger y): the top of the canvas sits under the phone's pull-down.
        package var startTop: Double

        package init(retraceGap: Double, minStartEnd: Double, endClearance: Double, startTop: Double = -.infinity) {
            self.retraceGap = retraceGap
            self.minStartEnd = minStartEnd
            self.endClearance = endClearance
            self.startTop = startTop
        }

        /// The room `strokes` get when fitted as `requests` fit a figure (the same frame at every level): the
        /// widest stroke, the farthest end reach and the start's distance from the end, in the strokes' units.
        /// - Parameters:
        ///   - startTopMargin: how far from the canvas's top the start must lie (canvas units).
        ///   - frame: the box fitted to the canvas, when not the strokes' own (a level's pen drawing part of them).
        package init(
            strokes: [[DrawnPoint]], requests: [FigurePathRequest], startTopMargin: Double = 0, frame: DrawnBox? = nil
        ) {
            let box = frame ?? DrawnBox(strokes.joined()) ?? DrawnBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
            let spanX = box.width
            let spanY = box.height
            var scale = Double.infinity
            var widest = 0.0
            var reach = 0.0
            var apart = 0.0
            var canvasHeight = Double.infinity
            for request in requests {
                scale = min(scale, FigurePath.fittingScale(spanX: spanX, spanY: spanY, request))
                widest = max(widest, Double(request.width))
                reach = max(
                    reach,
                    StrokeCheck.endReach(
                        radius: request.rules.completionRadius, width: Double(request.width),
                        tolerance: request.rules.tolerance))
                apart = max(apart, request.rules.minStartEndDistance)
                canvasHeight = Double(request.canvas.height)
            }
            guard scale.isFinite, scale > 0 else {
                self.init(retraceGap: 0, minStartEnd: 0, endClearance: 0)
                return
            }
            // A margin on each: the second pass's own width and the rounding of the canvas's whole numbers.
            // The figure is centred on the canvas: its top edge lies half the room it leaves below the canvas's top.
            let figureTop = (canvasHeight - scale * spanY) / 2
            self.init(
                retraceGap: DrawingJourney.retraceGapStrokes * widest / scale, minStartEnd: (apart + 10) / scale,
                endClearance: (reach + 5) / scale,
                startTop: box.minY + (startTopMargin + 5 - figureTop) / scale)
        }
    }

    /// How far beside a line its second pass runs, in strokes: far enough for the stroke to show two ways, not one.
    /// The journey is made for the widest level's stroke; each level draws it at its own (`FigurePath.narrowed`).
    static let retraceGapStrokes = 1.5
    /// More pieces of line than a figure a child traces has (a figure library's figure is a few hundred), after
    /// the curves are flattened: what is weighed against what stays within seconds.
    static let maxSegments = 4000
    /// More separate parts than this are texture, not a picture.
    static let maxParts = 40
    /// A free end this near another line (a share of the larger side) stops short of it by a slip of the pen: it
    /// is joined to it. Narrower than the finest level's stroke, the gap would not show anyway.
    static let nearMissShare = 0.025
    /// A part no larger than this share of the drawing is a mark (a dot, a highlight).
    static let markShare = 0.04
    /// A closed part (an eye, a nostril) no larger than this is a mark too.
    static let closedMarkShare = 0.10
    /// A part this near the picture (a share of the drawing's larger side) is joined to it by a bridge.
    static let bridgeShare = 0.2
    /// A part the picture surrounds on every side, this near it, is joined to it by a bridge too.
    static let enclosedBridgeShare = 0.35
    /// At most this share of the drawing's length may be left out.
    static let leftOutShare = 0.25
    /// At most this share of the drawing's length may be gone over twice.
    static let retraceShare = 0.6

    /// The journey through `strokes` (a `DrawnStrokes`' strokes, 0-100 along the larger side) from the best start
    /// and end, or the designer's; `routes` gives the journeys of the others ranked after it, which the figure
    /// library tries when the best cannot be drawn at a level.
    /// - Parameters:
    ///   - dots: lines that are one point or stay within the join distance of it (`DrawnStrokes.dots`), left out as
    ///     marks.
    ///   - start, end: the designer's, snapped to the nearest node; nil chooses them.
    ///   - openedBelow: the drawing opened as a closed one is even where it has free ends, because its best start
    ///     and end break the app's promises (an apple whose stem's tip is too near the stem's foot, a clock's hand
    ///     bridged at twelve, under the pull-down) and the opened one keeps them, its odd points gone over twice;
    ///     `notOneJourney` where that is not so. The figure library weighs it against the unopened journey.
    ///   - farBridges: a part the picture surrounds is bridged from up to `enclosedBridgeShare` away; false keeps
    ///     every bridge within `bridgeShare`, for a figure whose long bridge crowds a level's pen.
    ///   - closingEnds: with `openedBelow`, two free ends too near each other to be the start and the end, and
    ///     within a bridge's reach, are first joined by a bridge (a house whose roof stops short of its wall), so
    ///     the opening, not those ends, gives the start and the end. A last resort: it changes the picture a little
    ///     (a horseshoe's ends joined make a ring), so the figure library asks for it only where nothing else draws.
    ///   - weighingOpenings: a drawing with no free end but odd points to pair is opened where its best start and
    ///     end go back over least, of a few places (`openingsTried`); false opens it at the first place alone, as
    ///     a level's pen does.
    ///   - refusingPlainOutline: refused (`plainOutline`) where what is left once the marks are left out is a plain
    ///     outline: a designer's drawing is, a level's pen lines are judged against the figure instead.
    package static func make(
        _ strokes: [[DrawnPoint]], dots: [DrawnPoint] = [], room: Room, start: DrawnPoint? = nil,
        end: DrawnPoint? = nil, openedBelow: Bool = false, farBridges: Bool = true,
        closingEnds: Bool = false, weighingOpenings: Bool = false, refusingPlainOutline: Bool = false
    ) throws(DrawingJourneyError) -> DrawingJourney {
        try routes(
            strokes, dots: dots, room: room, start: start, end: end, openedBelow: openedBelow, farBridges: farBridges,
            closingEnds: closingEnds, weighingOpenings: weighingOpenings, refusingPlainOutline: refusingPlainOutline
        ).journey(0)
    }

    /// The drawing made ready for its journeys, one for each ranked start and end (`Routes.journey`), the
    /// parameters as `make`'s: all `make` does but the last step. Ranking the starts and ends is most of a
    /// journey's making, so a caller that tries several of one drawing makes one `Routes` and asks it for each.
    package static func routes(
        _ strokes: [[DrawnPoint]], dots: [DrawnPoint] = [], room: Room, start: DrawnPoint? = nil,
        end: DrawnPoint? = nil, openedBelow: Bool = false, farBridges: Bool = true, closingEnds: Bool = false,
        weighingOpenings: Bool = false, refusingPlainOutline: Bool = false
    ) throws(DrawingJourneyError) -> Routes {
        let snap = DrawnStrokes.size * DrawnStrokes.joinShare
        // Each step below weighs pieces of line against each other; bounded here, a drawing answers in seconds.
        let strokes = strokes.filter { $0.count >= 2 }
        guard strokes.joined().allSatisfy({ $0.x.isFinite && $0.y.isFinite && abs($0.x) < 1e6 && abs($0.y) < 1e6 })
        else { throw .notOneJourney([]) }
        let segments = strokes.reduce(0) { $0 + $1.count - 1 }
        guard segments <= maxSegments else { throw .tooDetailed(segments: segments) }
        guard var (pieces, joins) = DrawingPieces.cut(strokes, snap: snap) else { throw .tooManyCrossings }
        joins += pieces.closeNearMisses(within: nearMissShare * DrawnStrokes.size)
        let total = pieces.length
        var leftOut = dots.map { LeftOut(lines: [[$0]], reason: .mark(size: 0)) }
        var excluded = Set<Int>()
        let parts = pieces.parts
        guard let main = parts.first?.first else { throw .onlyMarks(count: dots.count) }
        // Marks first: they are left out wherever they are, never bridged.
        let degrees = pieces.degrees
        for part in parts.dropFirst() {
            let lines = part.map { pieces.pieces[$0] }
            let size = Self.extent(lines)
            let closed = part.allSatisfy { degrees.ofPiece($0).allSatisfy { $0 % 2 == 0 } }
            if size <= markShare * DrawnStrokes.size || (closed && size <= closedMarkShare * DrawnStrokes.size) {
                leftOut.append(LeftOut(lines: lines, reason: .mark(size: size)))
                excluded.formUnion(part)
            }
        }
        if parts.count == 1 + leftOut.count - dots.count,
            Self.extent(parts[0].map { pieces.pieces[$0] }) <= markShare * DrawnStrokes.size
        {
            throw .onlyMarks(count: parts.count + dots.count)
        }
        // The nearest part joined to the picture, again and again, while one lies within a bridge's reach.
        var bridges: [[DrawnPoint]] = []
        // The length of the parts left out apart or outweighed (not marks): too much of it, and the picture is lost.
        var partsLeftOutLength = 0.0
        guard parts.count - leftOut.count + dots.count <= maxParts else {
            throw .tooManyParts(parts.count - leftOut.count + dots.count)
        }
        // How far each other part (by its first piece) lies from the picture as measured so far: the picture only
        // grows, so a step measures each part against what joined it since, not the whole picture again (forty
        // parts of a drawing at the segment limit took seconds).
        var gaps: [Int: Double] = [:]
        var measured = Set<Int>()
        // Surrounded parts whose long bridge would cross another part: only a short bridge may join them.
        var unbridged = Set<Int>()
        while true {
            let current = pieces.parts.filter { !$0.contains(where: excluded.contains) }
            guard let picture = current.first(where: { $0.contains(main) }) else { break }
            let others = current.filter { !$0.contains(main) }
            let grown = picture.filter { !measured.contains($0) }
            for part in others {
                gaps[part[0]] = min(gaps[part[0]] ?? .infinity, pieces.nearest(part, grown)?.distance ?? .infinity)
            }
            measured.formUnion(picture)
            // A part the picture surrounds (a face's mouth, an eye's pupil) is part of what it shows wherever it
            // lies inside: a longer bridge reaches it, unless that bridge would cross another part's lines.
            func isSurrounded(_ part: [Int]) -> Bool {
                DrawnBox(part.flatMap { pieces.pieces[$0] }).map { pieces.surrounds($0.centre, by: picture) } ?? false
            }
            func reach(_ part: [Int]) -> Double {
                let gap = gaps[part[0]] ?? .infinity
                guard farBridges, gap > bridgeShare * DrawnStrokes.size, gap <= enclosedBridgeShare * DrawnStrokes.size,
                    !unbridged.contains(part[0]), isSurrounded(part)
                else { return bridgeShare * DrawnStrokes.size }
                return enclosedBridgeShare * DrawnStrokes.size
            }
            let reachable = others.filter { (gaps[$0[0]] ?? .infinity) <= reach($0) }
            let closest = reachable.map { gaps[$0[0]] ?? .infinity }.min() ?? .infinity
            // Measured again whole, the parts within a node's rounding of the nearest (a cut moves a point 0.05).
            let nearest = reachable.filter { (gaps[$0[0]] ?? .infinity) <= closest + 0.2 }.compactMap { part in
                pieces.nearest(part, picture).map { (part, $0) }
            }
            let best = nearest.min(by: { $0.1.distance < $1.1.distance })
            // Each part is passed over this way once at most: asked again, it is left out below.
            if farBridges, let best, best.1.distance > bridgeShare * DrawnStrokes.size,
                pieces.crossed(
                    from: best.1.from.point, to: best.1.to.point,
                    by: others.filter { $0 != best.0 }.flatMap { $0 }),
                unbridged.insert(best.0[0]).inserted
            {
                continue
            }
            guard let best, best.1.distance <= reach(best.0) else {
                let apart = others.compactMap { part in pieces.nearest(part, picture).map { (part, $0) } }
                for (part, near) in apart {
                    let lines = part.map { pieces.pieces[$0] }
                    leftOut.append(LeftOut(lines: lines, reason: .apart(gap: near.distance)))
                    partsLeftOutLength += lines.reduce(0) { $0 + DrawingPieces.length($1) }
                    excluded.formUnion(part)
                }
                break
            }
            // A bridge longer than the part it joins draws more than the part: drops of rain chained to each
            // other and to their cloud became a trunk and roots. The part is left out instead, unless the picture
            // surrounds it (a face's mouth is what the face shows) or the bridge goes on along the part's own line
            // (a sun's short rays, each drawn from the disc out; a drop right under a cloud's closed bottom is so
            // drawn too, as a line hanging from it).
            let partLines = best.0.map { pieces.pieces[$0] }
            let partLength = partLines.reduce(0) { $0 + DrawingPieces.length($1) }
            if best.1.distance > partLength, !isSurrounded(best.0),
                !Self.goesOn(partLines, at: best.1.from.point, to: best.1.to.point)
            {
                leftOut.append(LeftOut(lines: partLines, reason: .outweighed(gap: best.1.distance)))
                partsLeftOutLength += partLength
                excluded.formUnion(best.0)
                continue
            }
            let from = pieces.split(best.1.from.piece, index: best.1.from.index, at: best.1.from.point)
            let to = pieces.split(best.1.to.piece, index: best.1.to.index, at: best.1.to.point)
            // The two parts met at one point already: nothing joined them, and asking again would find it again.
            guard from != to else { throw .partsApart }
            pieces.add([from, to])
            bridges.append([from, to])
        }
        if total > 0, partsLeftOutLength / total > leftOutShare {
            throw .pictureLost(
                share: partsLeftOutLength / total,
                leftOut: leftOut.filter { if case .mark = $0.reason { false } else { true } })
        }
        pieces.remove(Array(excluded))
        // A cookie whose chips are all marks is a circle, a die whose dots are is a square: what set the drawing
        // apart from any other shape is what a finger's path cannot draw, and viewers told nothing named the
        // circle a ball or a ring. Short lines left out for their bridges count too (a sun whose rays are dashes
        // across them is a circle without them); parts far apart do not.
        let marks = leftOut.filter { if case .apart = $0.reason { false } else { true } }.count
        if refusingPlainOutline, marks >= plainOutlineMarks, Self.isPlainOutline(pieces) {
            throw .plainOutline(marks: marks)
        }
        let journey = DrawingJourney(
            strokes: [], start: DrawnPoint(x: 0, y: 0), end: DrawnPoint(x: 0, y: 0), leftOut: leftOut, bridges: bridges,
            retraced: [], joins: joins, opening: nil)
        return try Routes(
            journey, pieces, room: room, start: start, end: end, openedBelow: openedBelow, closingEnds: closingEnds,
            weighingOpenings: weighingOpenings)
    }

    /// Whether a bridge from `point` on a part to `target` goes on along the part: from the part's point farthest
    /// from `point`, through `point`, it turns no more than `goingOnTurn` (a ray, even one whose read centre line
    /// bends at its tip, drawn on from its inner end).
    static func goesOn(_ part: [[DrawnPoint]], at point: DrawnPoint, to target: DrawnPoint) -> Bool {
        guard let far = part.joined().max(by: { $0.distance(to: point) < $1.distance(to: point) }),
            far.distance(to: point) > 0, target.distance(to: point) > 0
        else { return false }
        return StrokeCheck.turn(far, point, target) <= goingOnTurn
    }

    /// Degrees a bridge may turn from the way along its part (from the part's farthest point to the bridge's end)
    /// and still go on along it.
    static let goingOnTurn = 25.0

    /// Marks left out of a plain outline that make it no picture of the drawing; one may be a highlight.
    static let plainOutlineMarks = 2
    /// A closed line's area is at least this share of its convex hull's when it is convex but for the rounding of
    /// its points: it has no notch of its own (a heart's is 97 %, an apple's dip at the stem 98 %).
    static let plainSolidity = 0.99

    /// Whether `pieces` are one closed line that meets itself nowhere and is solid: its area at least
    /// `plainSolidity` of its convex hull's (a circle, an oval, a rounded square; not an apple, whose notch at the
    /// stem is its own, nor a heart).
    static func isPlainOutline(_ pieces: DrawingPieces) -> Bool {
        let strokes = DrawnStrokes.joined(pieces.pieces, within: 0.01)
        guard strokes.count == 1, let line = strokes.first, line.count >= 4, line[0] == line[line.count - 1],
            pieces.degrees.ofNode.allSatisfy({ $0 == 2 })
        else { return false }
        let hull = convexHull(line)
        let hullArea = abs(area(hull + [hull[0]]))
        return hullArea > 0 && abs(area(line)) >= plainSolidity * hullArea
    }

    /// The signed area a closed line encloses (the shoelace formula).
    static func area(_ closed: [DrawnPoint]) -> Double {
        zip(closed, closed.dropFirst()).reduce(0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
    }

    /// The corners of the smallest convex polygon holding `points`, in order (Andrew's monotone chain).
    static func convexHull(_ points: [DrawnPoint]) -> [DrawnPoint] {
        let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func chain(_ points: [DrawnPoint]) -> [DrawnPoint] {
            var chain: [DrawnPoint] = []
            for point in points {
                while chain.count >= 2, chain[chain.count - 2].cross(chain[chain.count - 1], point) <= 0 {
                    chain.removeLast()
                }
                chain.append(point)
            }
            return chain
        }
        return chain(sorted).dropLast() + chain(sorted.reversed()).dropLast()
    }

    static func extent(_ lines: [[DrawnPoint]]) -> Double {
        DrawnBox(lines.joined())?.size ?? 0
    }
}
