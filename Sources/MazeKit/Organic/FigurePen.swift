/// A figure as one level's pen can draw it, when the figure's own lines cannot be drawn apart at that level: the
/// lines drawn at the level's scale with a round pen as wide as the level's stroke (`InkRaster`), so lines closer
/// than the pen run into one and meet where they touch; the ink thinned to its centre lines, so a part thinner than
/// the pen (an ear, a stem) is its centre line; what is smaller than the pen (an eye, a short tick, a spur the
/// thinning leaves at a corner) left out; then one journey made of what is left, as `DrawingJourney` makes one of
/// a designer's lines (odd points paired by route inspection, start and end chosen).
///
/// Whether what is left is still a picture of the figure is measured on the figure's own lines, first against each
/// journey (which may leave out a part that does not touch the rest), then against the path the level draws of it
/// (`judged`): each piece of them is kept (the line runs along it), merged (it runs within the first pen's width:
/// drawn as one with a line beside it) or left out. Less than `pictureShare` of their length kept or merged, or
/// less than `keptShare` kept, and the level draws no picture of it.
package enum FigurePen {
    /// The pen's lines and what became of the figure's.
    package struct Drawing: Sendable, Equatable {
        /// One journey, in the figure's units.
        package var figure: FigureDrawing
        /// The whole figure's box in the same units: the path fits this, not the journey's own box, so a level
        /// that leaves a part out draws the rest where it stands, at the size the other levels draw it.
        package var frame: DrawnBox
        /// The pen's width in the figure's units.
        package var penWidth: Double
        /// The figure's lines a pen line runs along, beside, or far from, each cut where that changes.
        package var kept: [[DrawnPoint]]
        package var merged: [[DrawnPoint]]
        package var leftOut: [[DrawnPoint]]
        /// The share of the figure's length kept or merged.
        package var share: Double
        /// Whether this is the figure's outline (`outlineDrawings`), judged by `outlineKeptShare`.
        package var isOutline = false
        /// Whether these are the figure's own lines pushed apart (`displaced`), not the pen's centre lines; the
        /// pen's width is then the stroke's.
        package var isDisplaced = false
        /// Where the journey cut a closed line open so that its start and end lie apart (`DrawingJourney`'s
        /// opening): the stretch of the pen's lines it leaves out.
        package var opening: [DrawnPoint]?
        /// The share of the figure's outline left out (`Reference.outlineLeftOut`), once judged on the path drawn.
        package var outlineLeftOut = 0.0

        /// Whether the path reads as the drawing: it keeps `readingShare` of the figure where it stands and
        /// leaves out no more than `outlineLeftOutShare` of its outline.
        package var reads: Bool { keptShare >= FigurePen.readingShare && keepsOutline }

        /// Whether it leaves out no more than `outlineLeftOutShare` of the figure's outline.
        package var keepsOutline: Bool { outlineLeftOut <= FigurePen.outlineLeftOutShare }

        /// Whether this reads more like the drawing than `other`: a picture is known by its outline first, so the
        /// one that keeps the outline, then the one that keeps more where it stands.
        package func readsBetter(than other: Drawing) -> Bool {
            keepsOutline != other.keepsOutline ? keepsOutline : keptShare > other.keptShare
        }

        /// The share of the figure's length kept where it stands.
        package var keptShare: Double {
            let kept = kept.reduce(0) { $0 + FigurePen.length($1) }
            let total = kept + (merged + leftOut).reduce(0) { $0 + FigurePen.length($1) }
            return total > 0 ? kept / total : 0
        }
    }

    /// Why a level's pen draws no picture of the figure.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The pen keeps too little of the figure's lines.
        case notAPicture(share: Double, penWidth: Double)
        /// The pen draws too little of the figure where the designer drew it: most of it runs into lines beside it.
        case tooLittleKept(kept: Double, least: Double, penWidth: Double)
        /// What the pen keeps is not one journey (`DrawingJourney`'s reason).
        case noJourney(String)

        package var description: String {
            switch self {
            case .notAPicture(let share, let penWidth):
                return "drawn as its pen can (lines closer than \(DrawnPoint.format((penWidth * 10).rounded() / 10)) "
                    + "run into one, smaller details left out), it keeps \(Int((share * 100).rounded())) % of the "
                    + "drawing's lines, less than the \(Int((FigurePen.pictureShare * 100).rounded())) % that is "
                    + "still a picture of it"
            case .tooLittleKept(let kept, let least, let penWidth):
                return "drawn as its pen can (lines closer than \(DrawnPoint.format((penWidth * 10).rounded() / 10)) "
                    + "run into one), only \(Int((kept * 100).rounded())) % of the drawing's lines are drawn where "
                    + "they stand, the rest run into lines beside them or are left out; less than the "
                    + "\(Int((least * 100).rounded())) % that is still a picture of it"
            case .noJourney(let reason):
                return "drawn as its pen can, its lines are not one journey: \(reason)"
            }
        }
    }

    /// At least this share of the figure's length is kept or merged, or the level's drawing is no picture of it.
    static let pictureShare = 0.7
    /// And at least this share kept where it stands: a mug whose handle and rim all run into the wall beside them
    /// keeps its outline's length within a pen, and was named a dog by viewers told nothing.
    static let keptShare = 0.5
    /// A path that keeps this share where it stands reads as the drawing; below it (a fish whose fins all run
    /// into its body) the level looks for one that keeps more, with the wider pens too, before it settles.
    package static let readingShare = 0.6
    /// Ways between odd points are left out only while this share of the figure's length is kept or merged: the
    /// other levels draw those ways, and the levels of a story draw one picture when at most a quarter of one
    /// lies away from the next.
    static let leavingOutShare = 0.8
    /// Cells a pen's width: fine enough for a centre line to lie within a sixth of the pen of the ink's middle.
    static let cellsPerPen = 6.0
    /// A spur shorter than this many pens, from a junction to a free end, is the thinning's, not the drawing's,
    /// or a detail the pen cannot show: cut off.
    static let spurPens = 1.5
    /// A part no larger than this many pens across is a detail the pen cannot show (an eye, a highlight).
    static let detailPens = 1.5
    /// Start and end pairs tried, best first.
    static let choicesTried = 5
    /// Of the journeys made, the path generator tries at most this many, best first.
    static let drawingsTried = 4

    /// The pen is this much wider than the level's stroke: lines it keeps apart then stay a stroke apart after
    /// the grid's rounding (a sixth of the pen) and the path's smoothing.
    static let penOverStroke = 1.3
    /// Where no path drawn with the pen passes (two lines just over a pen apart bend towards each other as the path
    /// is smoothed and run beside each other closer than the stroke; or two lines a pen apart are both judged half
    /// kept), the level tries again with a pen this many times wider, so those lines run into one: a fat crayon
    /// draws less, not nothing. Each wider pen is judged with the first pen's reach, so a picture it blots out is
    /// still refused.
    static let widenings: [Double] = [1, 1.4, 1.8]
    /// Where none of `widenings` draws a path that passes, these last: lines just over the first pen apart run into
    /// one, which the first pen kept apart and the path's smoothing then brought within a stroke of each other (a
    /// medal's ribbons where they meet its rim), while the wider pens run so much into one that no picture is left.
    /// Last, so a figure any other pen draws is drawn as before.
    static let lastWidenings: [Double] = [1.15, 1.25]
    /// Of the journeys a last pen makes, the path generator tries at most this many: a figure no other pen draws
    /// is the slowest to answer, and the first journeys are the ones that draw.
    static let lastDrawingsTried = 2

    /// The pen's width in the figure's units at `request`'s scale.
    package static func width(_ figure: FigureDrawing, _ request: FigurePathRequest) -> Double? {
        guard let box = DrawnBox(figure.strokes.joined()) else { return nil }
        let scale = FigurePath.fittingScale(spanX: box.width, spanY: box.height, request)
        guard scale.isFinite, scale > 0 else { return nil }
        return penOverStroke * Double(request.width) / scale
    }

    /// The figure's lines drawn by the pen of `request`, as candidate journeys: the figure's own start and end
    /// first (each moved to the pen's nearest line end or junction), then the best chosen ones. In the units
    /// `DrawingJourney` works in (the larger side 0 to 100), which the path generator fits as it fits any figure.
    package static func drawings(_ reference: Reference, _ request: FigurePathRequest, widening: Double = 1)
        throws(Failure) -> [Drawing]
    {
        let (figure, frame) = (reference.figure, reference.frame)
        let pen = reference.pen * widening
        let lines = widening == 1 ? reference.lines : centreLines(figure.strokes, box: frame, pen: pen)
        let judged = judge(figure.strokes, against: lines, pen: pen)
        guard judged.share >= pictureShare else { throw .notAPicture(share: judged.share, penWidth: pen) }
        var drawings: [Drawing] = []
        var lastFailure = Failure.noJourney("no journey was tried")
        journeys(figure, frame: frame, lines, pen: pen, request, into: &drawings, failure: &lastFailure)
        // The same lines less the ways between their odd points, where the picture keeps enough without them: a
        // journey that need not go back over any line, drawn second, before the others chosen.
        let leftOut = withoutWaysBack(lines, figure: figure.strokes, pen: pen)
        if let shortest = leftOut.shortest {
            var others: [Drawing] = []
            journeys(figure, frame: frame, shortest.lines, pen: pen, request, into: &others, failure: &lastFailure)
            drawings.insert(contentsOf: others.prefix(2), at: min(1, drawings.count))
            drawings += others.dropFirst(2)
        }
        // Where leaving out the lines to free ends last keeps more of the figure (a lollipop's stick rather than the
        // rim beside the spiral), its first journey is tried too, last of those tried, so what drew before still can.
        if let keeping = leftOut.keepingFreeEnds, keeping.judged.share > leftOut.shortest?.judged.share ?? 0 {
            var others: [Drawing] = []
            journeys(
                figure, frame: frame, keeping.lines, pen: pen, request, into: &others, failure: &lastFailure, chosen: 0)
            if let first = others.first, !drawings.contains(first) {
                drawings.insert(first, at: min(drawingsTried - 1, drawings.count))
            }
        }
        // A short line from a junction to a free end can never be the journey's end (the story would end at the
        // junction); when it is the only kind of free end there is, the figure is also tried without them.
        let room = DrawingJourney.Room(strokes: lines, requests: [request], frame: frame)
        let trimmed = withoutSpurs(lines, shorterThan: room.endClearance)
        if trimmed != lines {
            let judgedTrimmed = judge(figure.strokes, against: trimmed, pen: pen)
            if judgedTrimmed.share >= pictureShare {
                journeys(figure, frame: frame, trimmed, pen: pen, request, into: &drawings, failure: &lastFailure)
            }
        }
        guard !drawings.isEmpty else { throw lastFailure }
        return drawings
    }

    /// The figure in the units the pen works in: its larger side 0 to 100.
    static func placed(_ given: FigureDrawing) -> FigureDrawing? {
        guard let drawn = DrawnBox(given.strokes.joined()), drawn.size > 0, drawn.size.isFinite else { return nil }
        let scale = DrawnStrokes.size / drawn.size
        func placed(_ point: DrawnPoint) -> DrawnPoint {
            DrawnPoint(x: (point.x - drawn.minX) * scale, y: (point.y - drawn.minY) * scale)
        }
        return FigureDrawing(
            id: given.id, strokes: given.strokes.map { $0.map(placed) }, start: placed(given.start),
            end: placed(given.end))
    }

    /// `drawing` judged again on `drawn`, the path the level draws of it in the same units: the path generator
    /// smooths the journey and leaves out corners too small to see at the level's stroke, so what the app draws
    /// may keep less than the journey. Kept and merged are within the first pen's reach however wide the pen that
    /// drew it: a wider pen may draw less of the figure, never call more of it kept.
    static func judged(_ drawing: Drawing, against reference: Reference, drawn: [DrawnPoint]) throws(Failure)
        -> Drawing
    {
        let judged = judge(reference.figure.strokes, against: [drawn], pen: reference.pen)
        guard judged.share >= pictureShare else { throw .notAPicture(share: judged.share, penWidth: drawing.penWidth) }
        var drawing = drawing
        (drawing.kept, drawing.merged, drawing.leftOut) = (judged.kept, judged.merged, judged.leftOut)
        drawing.share = judged.share
        drawing.outlineLeftOut = reference.outlineLeftOut(judged.leftOut, opening: drawing.opening)
        let least = drawing.isOutline ? outlineKeptShare : keptShare
        guard drawing.keptShare >= least else {
            throw .tooLittleKept(kept: drawing.keptShare, least: least, penWidth: drawing.penWidth)
        }
        return drawing
    }

    /// The journeys through `lines`: the figure's own start and end first, then the best `chosen` chosen (no more
    /// than `choicesTried`; with fewer, still until one journey is made). Each judged on what it draws; one that
    /// keeps less than `pictureShare` of the figure is no picture of it.
    static func journeys(
        _ figure: FigureDrawing, frame: DrawnBox, _ lines: [[DrawnPoint]], pen: Double,
        _ request: FigurePathRequest, into drawings: inout [Drawing], failure: inout Failure,
        chosen: Int = choicesTried, outline: Bool = false
    ) {
        let before = drawings.count
        let strokes = DrawnStrokes.joined(lines.filter { $0.count >= 2 }, within: 0.01)
        let room = DrawingJourney.Room(
            strokes: strokes, requests: [request], startTopMargin: request.startTopMargin, frame: frame)
        func add(_ journey: DrawingJourney) {
            let judged = judge(figure.strokes, against: journey.strokes, pen: pen)
            guard judged.share >= pictureShare else {
                failure = .notAPicture(share: judged.share, penWidth: pen)
                return
            }
            let drawing = Drawing(
                figure: FigureDrawing(id: figure.id, strokes: journey.strokes, start: journey.start, end: journey.end),
                frame: frame, penWidth: pen, kept: judged.kept, merged: judged.merged, leftOut: judged.leftOut,
                share: judged.share, isOutline: outline, opening: journey.opening)
            if !drawings.contains(drawing) { drawings.append(drawing) }
        }
        do throws(DrawingJourneyError) {
            add(try DrawingJourney.make(strokes, room: room, start: figure.start, end: figure.end))
        } catch {
            failure = .noJourney(error.description)
        }
        let routes: DrawingJourney.Routes
        do throws(DrawingJourneyError) {
            routes = try DrawingJourney.routes(strokes, room: room)
        } catch {
            failure = .noJourney(error.description)
            return
        }
        // Past `chosen`, only until one journey is made: the first of them is then the figure's. Where the best
        // start and end make none, the rest are not tried.
        var (choice, choices) = (0, 1)
        while choice < min(choices, choicesTried), choice < chosen || drawings.count == before {
            do throws(DrawingJourneyError) {
                add(try routes.journey(choice))
                choices = routes.count
            } catch {
                failure = .noJourney(error.description)
            }
            choice += 1
        }
    }

    /// The centre lines of `strokes` drawn `pen` wide, the thinning's spurs and the details smaller than the pen
    /// left out, each line simplified to within a tenth of the pen and rounded to a tenth.
    static func centreLines(_ strokes: [[DrawnPoint]], box: DrawnBox, pen: Double) -> [[DrawnPoint]] {
        traced(inked(strokes, box: box, pen: pen), pen: pen)
    }

    /// `strokes` drawn `pen` wide, the parts smaller than the pen (details) left out.
    static func inked(_ strokes: [[DrawnPoint]], box: DrawnBox, pen: Double) -> InkRaster {
        var raster = InkRaster(box: box, margin: pen, cell: pen / cellsPerPen)
        for stroke in strokes { raster.stamp(stroke, radius: pen / 2) }
        var kept: [Int] = []
        for part in raster.parts() {
            let points = part.map { raster.centre($0 % raster.columns, $0 / raster.columns) }
            if let extent = DrawnBox(points), extent.size - pen > (detailPens - 1) * pen { kept += part }
        }
        return raster.keeping(kept)
    }

    /// The ink thinned to its centre lines, the thinning's spurs left out, each line simplified to within a tenth
    /// of the pen and rounded to a tenth.
    static func traced(_ ink: InkRaster, pen: Double) -> [[DrawnPoint]] {
        var raster = ink
        raster.thin()
        let lines = contracted(withoutSpurs(raster.centreLines(), shorterThan: spurPens * pen), shorterThan: pen)
        return lines.map { line in
            let simple = simplified(line, tolerance: max(pen / 10, raster.cell / 2))
            var rounded: [DrawnPoint] = []
            for point in simple {
                let placed = DrawnPoint(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
                if rounded.last != placed { rounded.append(placed) }
            }
            return rounded
        }.filter { $0.count >= 2 }
    }

    /// `lines` less the ways that pair their odd points (free ends, three lines meeting), where leaving a way out
    /// keeps the rest joined and the picture (`leavingOutShare` of the figure's lines kept or merged): at a pen this
    /// wide a way gone over twice runs beside itself closer than the stroke, one left out does not. `shortest`: the
    /// ways are the shortest that pair the points (`DrawingJourney.pairs`), the shortest left out first.
    /// `keepingFreeEnds`: the points paired with as few pairs at a free end as can be, so a line out to a free end (a
    /// lollipop's stick, whose foot and the spiral's meet the rim at two junctions) is left out last; nil where that
    /// pairs them as `shortest` does. Each nil when no way can be left out.
    static func withoutWaysBack(_ lines: [[DrawnPoint]], figure strokes: [[DrawnPoint]], pen: Double) -> (
        shortest: LeftOut?, keepingFreeEnds: LeftOut?
    ) {
        let pieces = DrawingPieces(pieces: lines, snap: 0)
        guard pieces.pieces.count == lines.count else { return (nil, nil) }
        let (points, ends) = pieces.nodes
        let degree = pieces.degrees.ofNode
        let odd = points.indices.filter { degree[$0] % 2 == 1 }
        guard odd.count >= 2, odd.count <= DrawingJourney.maxOddPoints else { return (nil, nil) }
        let distances = DrawingJourney.distances(pieces, ends: ends, nodes: points.count, from: odd, avoiding: -1)
        func leftOut(_ pairs: [(from: Int, to: Int, length: Double)]) -> LeftOut? {
            let ways = pairs.compactMap { pair in
                distances[pair.from]?.way(to: pair.to, pieces: pieces, ends: ends).map { (pair.length, Set($0.pieces)) }
            }.sorted { ($0.0, $0.1.min() ?? 0) < ($1.0, $1.1.min() ?? 0) }
            var removed = Set<Int>()
            var best: LeftOut?
            for (_, way) in ways where way.isDisjoint(with: removed) {
                let trying = removed.union(way)
                let kept = lines.indices.filter { !trying.contains($0) }
                guard !kept.isEmpty, isJoined(kept.map { ends[$0] }, nodes: points.count) else { continue }
                let fewer = kept.map { lines[$0] }
                let judged = judge(strokes, against: fewer, pen: pen)
                guard judged.share >= leavingOutShare else { continue }
                removed = trying
                best = LeftOut(lines: fewer, judged: judged)
            }
            return best
        }
        let shortestPairs = DrawingJourney.pairs(odd, distances)
        // Longer than any way: a pairing with fewer pairs at a free end costs less, whatever their lengths.
        let freeEndCost = lines.reduce(0) { $0 + Self.length($1) }
        let freeEndPairs = DrawingJourney.pairs(odd, distances) { degree[$0] == 1 || degree[$1] == 1 ? freeEndCost : 0 }
        func same(_ a: [(from: Int, to: Int, length: Double)], _ b: [(from: Int, to: Int, length: Double)]) -> Bool {
            a.map { [$0.from, $0.to] } == b.map { [$0.from, $0.to] }
        }
        return (leftOut(shortestPairs), same(shortestPairs, freeEndPairs) ? nil : leftOut(freeEndPairs))
    }

    /// What `withoutWaysBack` leaves: the lines, and the figure judged against them.
    struct LeftOut: Sendable {
        var lines: [[DrawnPoint]]
        var judged: Judgement
    }

    /// Whether the pieces running between these nodes are all one part.
    private static func isJoined(_ ends: [(from: Int, to: Int)], nodes: Int) -> Bool {
        var groups = NodeGroups(count: nodes)
        for end in ends { groups.join(end.from, end.to) }
        let root = groups.root(of: ends[0].from)
        return ends.allSatisfy { groups.root(of: $0.from) == root }
    }

    /// Lines from a junction to a free end shorter than `length` removed, again while that leaves others so.
    static func withoutSpurs(_ lines: [[DrawnPoint]], shorterThan length: Double) -> [[DrawnPoint]] {
        var lines = lines.filter { $0.count >= 2 }
        var changed = true
        while changed {
            changed = false
            var ends: [DrawnPoint: Int] = [:]
            for line in lines where line.first != line.last {
                ends[line[0], default: 0] += 1
                ends[line[line.count - 1], default: 0] += 1
            }
            for line in lines where line.first == line.last { ends[line[0], default: 0] += 2 }
            let spurs = lines.indices.filter { index in
                let line = lines[index]
                let first = ends[line[0]] ?? 0
                let last = ends[line[line.count - 1]] ?? 0
                // One end free, the other a junction of three or more: a spur. A line free at both ends stays.
                return (first == 1 && last >= 3 || last == 1 && first >= 3) && Self.length(line) < length
            }
            if let shortest = spurs.min(by: { Self.length(lines[$0]) < Self.length(lines[$1]) }) {
                lines.remove(at: shortest)
                changed = true
            }
        }
        return lines
    }

    /// Lines shorter than `length` between two junctions made one junction at their middle: thinning splits a
    /// crossing into two junctions of three a cell or two apart, each an odd point the journey would pair by going
    /// back over a line; as one junction of four, neither is.
    static func contracted(_ lines: [[DrawnPoint]], shorterThan length: Double) -> [[DrawnPoint]] {
        var lines = lines
        while true {
            var ends: [DrawnPoint: Int] = [:]
            for line in lines {
                ends[line[0], default: 0] += 1
                ends[line[line.count - 1], default: 0] += 1
            }
            let short = lines.indices.filter { index in
                let line = lines[index]
                return line.count >= 2 && line[0] != line[line.count - 1] && (ends[line[0]] ?? 0) >= 3
                    && (ends[line[line.count - 1]] ?? 0) >= 3 && Self.length(line) < length
            }
            guard let shortest = short.min(by: { Self.length(lines[$0]) < Self.length(lines[$1]) }) else { break }
            let (a, b) = (lines[shortest][0], lines[shortest][lines[shortest].count - 1])
            let middle = between(a, b, 0.5)
            lines.remove(at: shortest)
            lines = lines.map { line in
                var line = line
                if line[0] == a || line[0] == b { line[0] = middle }
                if line[line.count - 1] == a || line[line.count - 1] == b { line[line.count - 1] = middle }
                return line
            }
        }
        return lines
    }

    static func length(_ line: [DrawnPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Douglas and Peucker's simplification: the points within `tolerance` of the line between their neighbours
    /// kept dropped, ends kept.
    static func simplified(_ line: [DrawnPoint], tolerance: Double) -> [DrawnPoint] {
        guard line.count > 2 else { return line }
        var keep = [Bool](repeating: false, count: line.count)
        keep[0] = true
        keep[line.count - 1] = true
        var stack = [(0, line.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var distance = -1.0
            for index in (first + 1)..<last {
                let away = line[index].distance(toSegmentFrom: line[first], to: line[last])
                if away > distance {
                    distance = away
                    farthest = index
                }
            }
            if distance > tolerance || line[first] == line[last] {
                keep[farthest] = true
                stack.append((first, farthest))
                stack.append((farthest, last))
            }
        }
        return line.indices.filter { keep[$0] }.map { line[$0] }
    }

    /// What pen lines make of the figure's lines (`judge`).
    struct Judgement: Sendable, Equatable {
        var kept: [[DrawnPoint]]
        var merged: [[DrawnPoint]]
        var leftOut: [[DrawnPoint]]
        /// The share of the figure's length kept or merged.
        var share: Double
    }

    /// The figure's lines, sampled, each piece kept (within a quarter pen of a pen line), merged (within a pen)
    /// or left out; the share of their length kept or merged.
    static func judge(_ strokes: [[DrawnPoint]], against lines: [[DrawnPoint]], pen: Double) -> Judgement {
        let index = SegmentBuckets(
            lines.flatMap { line in line.count == 1 ? [(line[0], line[0])] : Array(zip(line, line.dropFirst())) },
            cell: pen)
        enum Kind { case kept, merged, leftOut }
        var result: [Kind: [[DrawnPoint]]] = [.kept: [], .merged: [], .leftOut: []]
        var lengths: [Kind: Double] = [.kept: 0, .merged: 0, .leftOut: 0]
        let step = pen / 4
        for stroke in strokes {
            var current: (kind: Kind, line: [DrawnPoint])?
            for (from, to) in pieces(stroke, longest: step) {
                let near = index.nearest(to: between(from, to, 0.5))
                let kind: Kind = near <= pen / 4 ? .kept : near <= pen ? .merged : .leftOut
                lengths[kind, default: 0] += from.distance(to: to)
                if current?.kind == kind {
                    current?.line.append(to)
                } else {
                    if let done = current { result[done.kind, default: []].append(done.line) }
                    current = (kind, [from, to])
                }
            }
            if let done = current { result[done.kind, default: []].append(done.line) }
        }
        // Added in one order: a dictionary's values come in an order of its own each run, and the share decides.
        let total = (lengths[.kept] ?? 0) + (lengths[.merged] ?? 0) + (lengths[.leftOut] ?? 0)
        let share = total > 0 ? ((lengths[.kept] ?? 0) + (lengths[.merged] ?? 0)) / total : 0
        return Judgement(
            kept: result[.kept] ?? [], merged: result[.merged] ?? [], leftOut: result[.leftOut] ?? [], share: share)
    }
}

extension FigurePen {
    /// `line` cut into pieces no longer than `step`: each of its segments into as few equal ones as that takes.
    static func pieces(_ line: [DrawnPoint], longest step: Double) -> [(from: DrawnPoint, to: DrawnPoint)] {
        zip(line, line.dropFirst()).flatMap { a, b in
            let count = max(1, Int((a.distance(to: b) / step).rounded(.up)))
            return (0..<count).map {
                (between(a, b, Double($0) / Double(count)), between(a, b, Double($0 + 1) / Double(count)))
            }
        }
    }
}

func between(_ a: DrawnPoint, _ b: DrawnPoint, _ share: Double) -> DrawnPoint {
    DrawnPoint(x: a.x + (b.x - a.x) * share, y: a.y + (b.y - a.y) * share)
}

/// Pieces of line bucketed in square cells as wide as the farthest distance asked: the nearest within it lies in
/// the 3 x 3 cells around a point.
private struct SegmentBuckets {
    let segments: [(DrawnPoint, DrawnPoint)]
    let cell: Double
    var buckets: [Int64: [Int]] = [:]

    init(_ segments: [(DrawnPoint, DrawnPoint)], cell: Double) {
        self.segments = segments
        self.cell = max(cell, 1e-6)
        for (index, (a, b)) in segments.enumerated() {
            let low = key(min(a.x, b.x), min(a.y, b.y))
            let high = key(max(a.x, b.x), max(a.y, b.y))
            for column in low.0...high.0 {
                for row in low.1...high.1 { buckets[column << 32 &+ row, default: []].append(index) }
            }
        }
    }

    private func key(_ x: Double, _ y: Double) -> (Int64, Int64) {
        (Int64((x / cell).rounded(.down)), Int64((y / cell).rounded(.down)))
    }

    /// The distance to the nearest piece within a cell's width, or more (infinity when none is that near).
    func nearest(to point: DrawnPoint) -> Double {
        let (column, row) = key(point.x, point.y)
        var best = Double.infinity
        for dx: Int64 in -1...1 {
            for dy: Int64 in -1...1 {
                for index in buckets[(column + dx) << 32 &+ (row + dy)] ?? [] {
                    best = min(best, point.distance(toSegmentFrom: segments[index].0, to: segments[index].1))
                }
            }
        }
        return best
    }
}
