#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the config says about one level of a figure path.
public struct FigurePathRequest: Sendable {
    /// The canvas the figure is fitted into.
    public var canvas: Canvas
    /// The figure is fitted into the canvas less this much on every side. The same for every level of a
    /// story, so the levels draw the picture at one size and place and differ only in detail.
    public var frameInset: Int
    /// The stroke the app draws. It also sets the detail: a feature much smaller than the stroke is wide
    /// cannot be seen in it, so a wider stroke draws fewer of the strokes' corners.
    public var width: Int
    /// The app team's minimum number of pieces (`segments`) for the level.
    public var minSegments: Int
    /// Collect items, spread along the way.
    public var itemCount: Int
    /// How the app plays the path: the generator keeps every path within them.
    public var rules: StrokeCheck.Rules
    /// How far below the canvas's top the start must lie (the top sits under the app's pull-down); a level's pen,
    /// which chooses its own start, chooses one there.
    public var startTopMargin: Double
    /// Which of a level's pens are tried where the figure's own lines cannot be drawn.
    package var pens = Pens.every

    /// Which of a level's pens are tried.
    package enum Pens: Sendable {
        /// Every pen: the last ones (`FigurePen.lastWidenings`) only where no other draws.
        case every
        /// All but the last: `figure add` weighs one start and end against another without them, so a figure that
        /// another start and end draws without them is drawn as before.
        case beforeLast
        /// The last alone, for a level the others were already found not to draw.
        case lastOnly
    }

    /// One level's request, each value as the config gives it.
    public init(
        canvas: Canvas, frameInset: Int, width: Int, minSegments: Int, itemCount: Int, rules: StrokeCheck.Rules,
        startTopMargin: Double = 0
    ) {
        self.canvas = canvas
        self.frameInset = frameInset
        self.width = width
        self.minSegments = minSegments
        self.itemCount = itemCount
        self.rules = rules
        self.startTopMargin = startTopMargin
    }
}

/// Why a figure could not be drawn.
public enum FigurePathError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidRequest(reason: String)
    /// The figure's numbers or strokes are not one journey (`FigureDrawingProblem`), or its end is not clear.
    case invalidFigure(figure: String, reason: String)
    /// Every way of drawing it tried still breaks a rule of `StrokeCheck`; the last attempt's findings.
    case cannotDraw(figure: String, width: Int, findings: [String])

    /// A message naming the figure and what to change in it.
    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "invalid figure path request: \(reason)"
        case .invalidFigure(let figure, let reason):
            return "figure `\(figure)`: \(reason)"
        case .cannotDraw(let figure, let width, let findings):
            return
                "figure `\(figure)` cannot be drawn as a \(width)-wide path a child can finish: \(findings.joined(separator: "; ")); simplify the strokes (fewer, larger features) or move them apart"
        }
    }
}

extension FigurePathError {
    /// The same error, saying also what the level's pen made of the figure.
    func adding(_ note: String) -> FigurePathError {
        switch self {
        case .cannotDraw(let figure, let width, let findings):
            .cannotDraw(figure: figure, width: width, findings: findings + [note])
        case .invalidFigure(let figure, let reason): .invalidFigure(figure: figure, reason: reason + "; " + note)
        case .invalidRequest: self
        }
    }
}

/// One continuous stroke that draws a figure as a journey: from its start, every stroke once, to its end.
///
/// - The drawing is fitted into the frame (the same for every level). Each stroke piece between two junctions (or
///   free ends) is simplified on its own to what the stroke can show: corners are dropped, least visible first
///   (the area of the triangle a corner makes with its neighbours, Visvalingam's measure), while that area is
///   below `detailArea` times the width squared; junctions, start and end stay where they are. The ranking is the
///   piece's own, so a narrower stroke keeps a superset of a wider one's corners: the same picture, finer.
/// - The journey is an Euler trail (Fleury's way): at each junction it takes, of the pieces that still leave the
///   rest drawable, the one that turns least from the way it came; ties go to the piece written first. The end
///   is a free end, clear of the rest of the drawing, so it is met once, at the end.
/// - At a junction the path passes through the junction point itself (it is the middle of a short piece, which the
///   SPEC's rounding passes exactly), so the two passes cross there instead of running side by side; a later pass
///   leans away from the earlier ones where its turn allows, to cross at an angle.
/// - A corner sharper than `rules.maxBend` is cut by a short flat cap: two gentler bends.
/// - Items are spread along the way, on the stroke (a point in the middle of a straight piece, which the drawn
///   curve passes exactly), clear of the start, the end's circle, the junctions and narrow lobes.
/// - Every result is checked with `StrokeCheck`; a failing one is tried again with less detail, a few times,
///   before giving up with the findings.
public enum FigurePath {
    /// Corners whose triangle is smaller than this times the width squared are left out.
    static let detailArea = 0.6
    static let attempts = 10

    /// The stroke that draws `figure` for one level of `request`, checked with `StrokeCheck`; the same figure and request always give the same path.
    public static func generate(_ figure: FigureDrawing, _ request: FigurePathRequest) throws(FigurePathError)
        -> OrganicPath
    {
        try drawn(figure, request).path
    }

    /// The path for one level, and the pen's drawing it follows when the figure's own lines cannot be drawn apart
    /// at that level (nil when they are drawn as they stand): a figure whose lines draw keeps its path exactly.
    package static func drawn(_ figure: FigureDrawing, _ request: FigurePathRequest) throws(FigurePathError)
        -> (path: OrganicPath, pen: FigurePen.Drawing?)
    {
        try validate(figure, request)
        // The figure's second passes, found once: each placing of it at this level redraws them at the level's gap.
        let passes = levelSecondPasses(figure, request)
        let placed = fitted(figure, request, secondPasses: passes)
        let graph = placed.graph
        // Lines that are not one journey are a broken figure, which the pen would only hide.
        if let problem = graph.problems.first {
            throw .invalidFigure(figure: figure.id, reason: problem.description)
        }
        let asDrawn: FigurePathError
        do throws(FigurePathError) {
            return (try followed(placed, request, graph: graph), nil)
        } catch {
            // A stroke that cannot keep the lines apart is the pen's to answer, and so is a free end only this
            // level's reach crowds (a wider stroke and tolerance reach farther than the completion radius): the pen
            // chooses its own end. An end where strokes meet, or within the radius itself, is the figure's to mend.
            switch error {
            case .cannotDraw: break
            case .invalidFigure where isCrowdedOnlyByReach(graph, request): break
            case .invalidFigure, .invalidRequest: throw error
            }
            asDrawn = error
        }
        guard let reference = FigurePen.Reference(figure, request, secondPasses: passes) else {
            throw asDrawn.adding("\(FigurePen.Failure.noJourney("the figure has no size"))")
        }
        // The first pen's first try (the figure's own start and end where it can) gives the reason a person can
        // act on; what the wider pens made of it is said after it.
        var first: String?
        // The last wider pen's reason, and every wider pen that was tried (one that draws no picture stops the rest).
        var wider: String?
        var widerTried: [Double] = []
        // Of every path that passes, the one that keeps the figure's outline, then the most of the figure where it
        // stands: a journey that draws more of the designer's lines where they stand reads more like the drawing.
        var best: (path: OrganicPath, pen: FigurePen.Drawing)?
        func tryDrawing(
            _ drawings: [FigurePen.Drawing], into best: inout (path: OrganicPath, pen: FigurePen.Drawing)?,
            failed: (String) -> Void
        ) {
            // Each try is a whole path checked; a few a pen bound the time a level takes.
            for drawing in drawings.prefix(FigurePen.drawingsTried) {
                // Known before the path is made, but for the rounding of its points to even units (at most 1):
                // `followed` would refuse it after drawing the whole path.
                let placed = fitted(drawing.figure, request, frame: drawing.frame)
                let start = placed.start
                guard start.y > request.startTopMargin - 1 else {
                    failed("drawn as its pen can, \(startTooHigh(start.y, request))")
                    continue
                }
                do throws(FigurePathError) {
                    let path = try followed(placed, request)
                    let drawn = unfitted(onCanvas(path, request), request, frame: drawing.frame)
                    do throws(FigurePen.Failure) {
                        let judged = try FigurePen.judged(drawing, against: reference, drawn: drawn)
                        if best.map({ judged.readsBetter(than: $0.pen) }) ?? true { best = (path, judged) }
                    } catch {
                        failed("\(error)")
                    }
                } catch {
                    failed("drawn as its pen can, still: \(error)")
                }
            }
        }
        // The designer's lines pushed apart where the stroke cannot keep them apart, before any pen runs them into
        // one: where that draws and reads, it is the drawing itself, nudged. Its failures are not the reason a
        // person reads; the pen's are.
        if request.pens != .lastOnly {
            var moved: (path: OrganicPath, pen: FigurePen.Drawing)?
            tryDrawing(FigurePen.displaced(reference).map { [$0] } ?? [], into: &moved, failed: { _ in })
            if let moved, moved.pen.reads { return moved }
            for widening in FigurePen.widenings {
                func failed(_ reason: String) {
                    if widening == FigurePen.widenings[0] {
                        if first == nil { first = reason }
                    } else {
                        wider = reason
                        if widerTried.last != widening { widerTried.append(widening) }
                    }
                }
                do throws(FigurePen.Failure) {
                    let drawings = try FigurePen.drawings(reference, request, widening: widening)
                    tryDrawing(drawings, into: &best, failed: failed)
                    // Where no drawing of the first pen reads, the figure's outline with the lines that stand clear of
                    // it, before a wider pen runs still more of its lines into one: the silhouette a child draws with
                    // a fat crayon. Its failures are not the reason a person reads; the pen's are.
                    if widening == FigurePen.widenings[0], !(best?.pen.reads ?? false) {
                        var outlined: (path: OrganicPath, pen: FigurePen.Drawing)?
                        tryDrawing(FigurePen.outlineDrawings(reference, request), into: &outlined, failed: { _ in })
                        if let outlined, outlined.pen.keepsOutline { return outlined }
                    }
                    if let best, best.pen.reads { return best }
                } catch {
                    // A pen that draws no picture, or no journey, of it: a wider one would run still more into one.
                    failed("\(error)")
                    break
                }
            }
        }
        if let best { return best }
        // Nothing drew: the pens between the first and the wider ones, a few journeys each. Their failures are not
        // the reason a person reads; the first pen's are.
        for widening in FigurePen.lastWidenings where request.pens != .beforeLast {
            guard let drawings = try? FigurePen.drawings(reference, request, widening: widening) else { continue }
            tryDrawing(Array(drawings.prefix(FigurePen.lastDrawingsTried)), into: &best, failed: { _ in })
            if let best { return best }
        }
        let reason = [
            first,
            wider.map {
                let widenings = widerTried.map { DrawnPoint.format($0) }
                return "with a pen \(widenings.joined(separator: " and ")) times as wide: \($0)"
            },
        ].compactMap { $0 }
        throw asDrawn.adding(
            reason.isEmpty ? "drawn as its pen can, still: \(asDrawn)" : reason.joined(separator: "; "))
    }

    /// A figure's own lines as one stroke, checked: `placed` is the figure as `fitted` places it on the canvas,
    /// `graph` its graph when the caller has made it already.
    static func followed(
        _ placed: FigureDrawing, _ request: FigurePathRequest, graph: FigureGraph? = nil
    ) throws(FigurePathError) -> OrganicPath {
        let graph = graph ?? placed.graph
        if let problem = graph.problems.first { throw .invalidFigure(figure: placed.id, reason: problem.description) }
        try checkEnd(graph, figure: placed.id, request: request)
        let trail = journey(graph, probe: Double(request.width))
        let importance = graph.edges.map { visibility(open: $0.points) }
        let width = Double(request.width)
        let sharp = graph.edges.map { corners(of: $0.points, reach: cornerReach * width) }
        var detail = detailArea * width * width
        var lastFindings: [OrganicFinding] = []
        for _ in 0..<attempts {
            let route = self.route(graph, trail: trail, importance: importance, corners: sharp, detail: detail)
            let path = drawn(route, request: request)
            let points = path.controlPoints.map(DrawnPoint.init)
            lastFindings = StrokeCheck.run(
                curve: DrawnCurve(controlPoints: points), controlPoints: points, width: width,
                items: path.items.map { DrawnPoint($0.point) }, rules: request.rules)
            if lastFindings.isEmpty { return try onTheCanvas(path, figure: placed.id, request) }
            detail *= 1.6
        }
        throw .cannotDraw(figure: placed.id, width: request.width, findings: summarised(lastFindings))
    }

    /// The first finding of each kind, then how many more there are: a path that runs beside itself all the way
    /// has dozens, and a person acts on the kind, not on each place.
    static func summarised(_ findings: [OrganicFinding]) -> [String] {
        var kinds = Set<OrganicFindingCode>()
        let shown = findings.filter { kinds.insert($0.code).inserted }.map(\.message)
        let more = findings.count - shown.count
        return more > 0 ? shown + ["and \(more) more like \(shown.count == 1 ? "it" : "them")"] : shown
    }

    /// `path` when it keeps the two promises of a place on the canvas that the stroke check does not see: its start
    /// below the pull-down (`FigurePathRequest.startTopMargin`), and every point within the canvas's margin, where
    /// the app cuts the path off. A figure's own lines are fitted inside the margin, but a pen's centre lines may lie
    /// past the figure's box (a blot's middle, a wide pen's corner), and a start is where the journey put it.
    private static func onTheCanvas(_ path: OrganicPath, figure: String, _ request: FigurePathRequest)
        throws(FigurePathError) -> OrganicPath
    {
        guard Double(path.startPoint.y) > request.startTopMargin else {
            throw .cannotDraw(
                figure: figure, width: request.width, findings: [startTooHigh(Double(path.startPoint.y), request)])
        }
        let margin = Double(request.canvas.margin)
        guard
            onCanvas(path, request).allSatisfy({
                $0.x >= margin && $0.y >= margin && $0.x <= Double(request.canvas.width) - margin
                    && $0.y <= Double(request.canvas.height) - margin
            })
        else {
            throw .cannotDraw(
                figure: figure, width: request.width,
                findings: ["its path reaches past the canvas's margin of \(Int(margin))"])
        }
        return path
    }

    /// The line the app draws of `path`, a point every quarter of the stroke's width.
    static func onCanvas(_ path: OrganicPath, _ request: FigurePathRequest) -> [DrawnPoint] {
        DrawnCurve(controlPoints: path.controlPoints.map(DrawnPoint.init)).resampled(every: Double(request.width) / 4)
    }

    static func startTooHigh(_ y: Double, _ request: FigurePathRequest) -> String {
        "its start lands \(DrawnPoint.format(y.rounded())) from the top of the canvas, under the "
            + "\(DrawnPoint.format(request.startTopMargin)) the app keeps clear (the top sits under the pull-down)"
    }

    private static func validate(_ figure: FigureDrawing, _ request: FigurePathRequest) throws(FigurePathError) {
        if request.width < 1 { throw .invalidRequest(reason: "path width must be at least 1, got \(request.width)") }
        if request.minSegments < 1 {
            throw .invalidRequest(reason: "minimum segments must be at least 1, got \(request.minSegments)")
        }
        if request.itemCount < 0 {
            throw .invalidRequest(reason: "item count must be 0 or more, got \(request.itemCount)")
        }
        let inset = max(request.frameInset, request.width, request.canvas.margin)
        if request.canvas.width - 2 * inset < 40 || request.canvas.height - 2 * inset < 40 {
            throw .invalidRequest(
                reason:
                    "a \(request.canvas.width)x\(request.canvas.height) canvas less \(inset) on every side leaves no room for a figure"
            )
        }
        // A NaN or an overflowing span would fit the figure into a frame of NaNs and trap further on.
        let points = Array(figure.strokes.joined()) + [figure.start, figure.end]
        if let worst = points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            throw .invalidFigure(figure: figure.id, reason: "the point \(worst.bracketed) is not a finite number")
        }
        if let box = DrawnBox(points), !box.width.isFinite || !box.height.isFinite {
            throw .invalidFigure(
                figure: figure.id, reason: "the drawing's numbers are too large to measure; scale it down")
        }
        if Set(figure.strokes.joined()).count < 2 {
            throw .invalidFigure(
                figure: figure.id, reason: "the strokes draw nothing: they need at least 2 different points")
        }
    }

    // MARK: Drawing

    /// How much a drawing `spanX` by `spanY` is scaled to fit the request's frame (the canvas less the inset).
    package static func fittingScale(spanX: Double, spanY: Double, _ request: FigurePathRequest) -> Double {
        let inset = Double(max(request.frameInset, request.width, request.canvas.margin))
        let roomX = Double(request.canvas.width) - 2 * inset
        let roomY = Double(request.canvas.height) - 2 * inset
        return min(spanX > 0 ? roomX / spanX : .infinity, spanY > 0 ? roomY / spanY : .infinity)
    }

    /// The drawing scaled uniformly and centred in the frame, consecutive repeats removed, its second passes
    /// redrawn at the level's own gap; `frame` is the box fitted (the strokes' own when nil), `secondPasses` those
    /// passes when known (found here when nil): `levelSecondPasses` finds them for the strokes' own box, so they
    /// are handed in only with no `frame`.
    static func fitted(
        _ drawing: FigureDrawing, _ request: FigurePathRequest, frame: DrawnBox? = nil,
        secondPasses known: [SecondPass]? = nil
    ) -> FigureDrawing {
        let fitting = Fitting(frame ?? DrawnBox(drawing.strokes.joined())!, request)
        let place = fitting.place
        var strokes = drawing.strokes.map { stroke in
            stroke.map(place).reduce(into: [DrawnPoint]()) { result, point in
                if result.last != point { result.append(point) }
            }
        }
        precondition(known == nil || frame == nil, "second passes are found for the strokes' own box")
        let passes = known ?? secondPasses(in: drawing.strokes, nearerAt: request, scale: fitting.scale)
        if !passes.isEmpty { strokes = narrowed(strokes, passes, gap: secondPassGap(request)) }
        return FigureDrawing(id: drawing.id, strokes: strokes, start: place(drawing.start), end: place(drawing.end))
    }

    /// `points` on the canvas taken back to the units of the figure `fitted` placed in `frame`.
    static func unfitted(_ points: [DrawnPoint], _ request: FigurePathRequest, frame: DrawnBox) -> [DrawnPoint] {
        let fitting = Fitting(frame, request)
        guard fitting.scale.isFinite, fitting.scale > 0 else { return [] }
        return points.map(fitting.unplace)
    }

    /// How a box of a figure's units lies on the canvas at one level: scaled uniformly to fit the request's frame
    /// (`fittingScale`) and centred.
    struct Fitting {
        let box: DrawnBox
        let scale: Double
        let left: Double
        let top: Double

        init(_ box: DrawnBox, _ request: FigurePathRequest) {
            self.box = box
            scale = FigurePath.fittingScale(spanX: box.width, spanY: box.height, request)
            left = (Double(request.canvas.width) - scale * box.width) / 2
            top = (Double(request.canvas.height) - scale * box.height) / 2
        }

        func place(_ point: DrawnPoint) -> DrawnPoint {
            DrawnPoint(x: left + (point.x - box.minX) * scale, y: top + (point.y - box.minY) * scale)
        }

        func unplace(_ point: DrawnPoint) -> DrawnPoint {
            DrawnPoint(x: box.minX + (point.x - left) / scale, y: box.minY + (point.y - top) / scale)
        }
    }

    /// The end is met once, at the end, only if it is a free end with no other part of the drawing within
    /// `StrokeCheck.endReach` of it (the reach validate's early-end rule judges a file by).
    static func checkEnd(_ graph: FigureGraph, figure: String, request: FigurePathRequest) throws(FigurePathError) {
        guard let end = graph.end else { return }
        let point = graph.nodes[end]
        guard graph.degree(end) == 1 else {
            throw .invalidFigure(
                figure: figure,
                reason:
                    "the end \(point.bracketed) is where strokes meet, so the journey passes it before it ends (the app completes the story at \(StrokeCheck.number(request.rules.completionRadius)) from it); end at the free end of a stroke, clear of the rest"
            )
        }
        let clearance = StrokeCheck.endReach(
            radius: request.rules.completionRadius, width: Double(request.width), tolerance: request.rules.tolerance)
        for edge in graph.edges where edge.from != end && edge.to != end {
            let near = point.distance(toLine: edge.points)
            if near < clearance {
                throw .invalidFigure(
                    figure: figure,
                    reason:
                        "stroke \(edge.stroke) passes \(StrokeCheck.number(near)) canvas units from the end \(point.bracketed), closer than \(StrokeCheck.number(clearance)) (the completion radius and the farther of half the stroke and the level's tolerance): the story would end there; end the journey in open space"
                )
            }
        }
    }

    /// Whether the end is a free end no other stroke comes within the completion radius of: what crowds it is the
    /// stroke's half width or the level's tolerance, which a narrower level does not reach with.
    static func isCrowdedOnlyByReach(_ graph: FigureGraph, _ request: FigurePathRequest) -> Bool {
        guard let end = graph.end, graph.degree(end) == 1 else { return false }
        let point = graph.nodes[end]
        return graph.edges.allSatisfy { edge in
            edge.from == end || edge.to == end
                || zip(edge.points, edge.points.dropFirst()).allSatisfy {
                    point.distance(toSegmentFrom: $0, to: $1) >= request.rules.completionRadius
                }
        }
    }

    /// The order the edges are drawn in, each forwards or backwards: Fleury's trail from start to end, at each node
    /// the piece that turns least among those that leave the rest drawable (not a bridge, unless it is the only
    /// piece left there). `probe`: directions are measured this far along a piece, so a tiny first piece does not
    /// decide them.
    static func journey(_ graph: FigureGraph, probe: Double) -> [(edge: Int, forward: Bool)] {
        let edges = graph.edges
        var used = Array(repeating: false, count: edges.count)
        var node = graph.start ?? 0
        var heading: DrawnPoint?
        var trail: [(edge: Int, forward: Bool)] = []
        func reaches(_ from: Int, _ to: Int) -> Bool {
            var seen: Set<Int> = [from]
            var frontier = [from]
            while let next = frontier.popLast() {
                if next == to { return true }
                for (index, edge) in edges.enumerated() where !used[index] && (edge.from == next || edge.to == next) {
                    for other in [edge.from, edge.to] where seen.insert(other).inserted { frontier.append(other) }
                }
            }
            return false
        }
        while trail.count < edges.count {
            var options: [(edge: Int, forward: Bool)] = []
            for (index, edge) in edges.enumerated() where !used[index] {
                if edge.from == node { options.append((index, true)) }
                if edge.to == node { options.append((index, false)) }
            }
            guard !options.isEmpty else { break }
            let distinct = Set(options.map(\.edge))
            let allowed = options.filter { option in
                let edge = edges[option.edge]
                guard distinct.count > 1, edge.from != edge.to else { return true }
                used[option.edge] = true
                defer { used[option.edge] = false }
                return reaches(edge.from, edge.to)
            }
            let choice = allowed.min { a, b in
                let turnA = turn(heading, leaving(edges[a.edge], forward: a.forward, probe: probe))
                let turnB = turn(heading, leaving(edges[b.edge], forward: b.forward, probe: probe))
                if abs(turnA - turnB) > 1e-9 { return turnA < turnB }
                return (a.edge, a.forward ? 0 : 1) < (b.edge, b.forward ? 0 : 1)
            }!
            used[choice.edge] = true
            trail.append(choice)
            let edge = edges[choice.edge]
            node = choice.forward ? edge.to : edge.from
            heading = leaving(
                Edge(points: choice.forward ? edge.points.reversed() : edge.points), forward: true, probe: probe
            ).map { DrawnPoint(x: -$0.x, y: -$0.y) }
        }
        return trail
    }

    private struct Edge { var points: [DrawnPoint] }

    private static func leaving(_ edge: FigureGraph.Edge, forward: Bool, probe: Double) -> DrawnPoint? {
        leaving(Edge(points: forward ? edge.points : edge.points.reversed()), forward: true, probe: probe)
    }

    /// The unit direction from the piece's first point to its first point at least `probe` away (or its last).
    private static func leaving(_ edge: Edge, forward: Bool, probe: Double) -> DrawnPoint? {
        let origin = edge.points[0]
        let target =
            edge.points.dropFirst().first { $0.distance(to: origin) >= probe } ?? edge.points[edge.points.count - 1]
        let length = origin.distance(to: target)
        guard length > 0 else { return nil }
        return DrawnPoint(x: (target.x - origin.x) / length, y: (target.y - origin.y) / length)
    }

    /// The angle between two unit directions, in degrees; none when either is unknown (the start).
    private static func turn(_ heading: DrawnPoint?, _ leaving: DrawnPoint?) -> Double {
        guard let heading, let leaving else { return 0 }
        return acos(max(-1, min(1, heading.x * leaving.x + heading.y * leaving.y))) * 180 / Double.pi
    }

    /// The trail as one route, each edge's corners kept where they are visible enough; the points where strokes
    /// meet (three or more stroke ends) are marked as junctions.
    static func route(
        _ graph: FigureGraph, trail: [(edge: Int, forward: Bool)], importance: [[Double]], corners: [[Bool]],
        detail: Double
    ) -> [RoutePoint] {
        var route: [RoutePoint] = []
        for (position, step) in trail.enumerated() {
            let edge = graph.edges[step.edge]
            let kept = edge.points.indices.filter { importance[step.edge][$0] >= detail }.map {
                (point: edge.points[$0], corner: corners[step.edge][$0])
            }
            let ordered = step.forward ? kept : kept.reversed()
            let arrival = step.forward ? edge.to : edge.from
            if route.isEmpty { route.append(RoutePoint(point: ordered[0].point)) }
            for kept in ordered.dropFirst().dropLast() {
                route.append(RoutePoint(point: kept.point, corner: kept.corner))
            }
            let isLast = position == trail.count - 1
            route.append(
                RoutePoint(
                    point: ordered[ordered.count - 1].point,
                    junction: !isLast && graph.degree(arrival) > 2 ? arrival : nil))
        }
        return route
    }

    /// Visvalingam's effective area of each corner of an open piece: the triangle it makes with its neighbours at
    /// the moment it would be removed, never less than that of a corner removed before it. Its two ends are kept
    /// always (infinite), and a closed piece (its ends one point) keeps two corners, so it stays a loop.
    /// The weakest corner is found with a heap of (area, index), stale entries skipped when they come up: a scan of
    /// every corner per removal took time in the square of the stroke. Ties go to the lowest index, as a scan in
    /// stroke order would give them.
    static func visibility(open points: [DrawnPoint]) -> [Double] {
        let count = points.count
        var importance = Array(repeating: Double.infinity, count: count)
        let keep = count > 2 && points[0] == points[count - 1] ? 2 : 0
        guard count - 2 > keep else { return importance }
        var previous = (0..<count).map { $0 - 1 }
        var next = (0..<count).map { $0 + 1 }
        var current = Array(repeating: 0.0, count: count)
        var removed = Array(repeating: false, count: count)
        var heap = CornerHeap()
        func measure(_ index: Int) {
            guard index > 0, index < count - 1 else { return }
            current[index] = triangleArea(points[previous[index]], points[index], points[next[index]])
            heap.push((current[index], index))
        }
        for index in 1..<(count - 1) { measure(index) }
        var alive = count - 2
        var floor = 0.0
        while alive > keep, let (area, weakest) = heap.pop() {
            // An entry is stale once its corner is gone or its neighbours changed (a newer entry holds its area).
            guard !removed[weakest], area == current[weakest] else { continue }
            removed[weakest] = true
            floor = max(floor, area)
            importance[weakest] = floor
            let before = previous[weakest]
            let after = next[weakest]
            next[before] = after
            previous[after] = before
            alive -= 1
            measure(before)
            measure(after)
        }
        return importance
    }

    /// A binary min-heap of corners by (area, index).
    struct CornerHeap {
        private var entries: [(area: Double, index: Int)] = []

        private static func precedes(_ a: (area: Double, index: Int), _ b: (area: Double, index: Int)) -> Bool {
            a.area < b.area || (a.area == b.area && a.index < b.index)
        }

        mutating func push(_ entry: (area: Double, index: Int)) {
            entries.append(entry)
            var child = entries.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.precedes(entries[child], entries[parent]) else { break }
                entries.swapAt(child, parent)
                child = parent
            }
        }

        mutating func pop() -> (area: Double, index: Int)? {
            guard let top = entries.first else { return nil }
            let last = entries.removeLast()
            guard !entries.isEmpty else { return top }
            entries[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < entries.count, Self.precedes(entries[left], entries[smallest]) { smallest = left }
                if right < entries.count, Self.precedes(entries[right], entries[smallest]) { smallest = right }
                guard smallest != parent else { break }
                entries.swapAt(parent, smallest)
                parent = smallest
            }
            return top
        }
    }

    static func triangleArea(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        abs(a.cross(b, c)) / 2
    }

    // MARK: Route

    /// A control point of the route: whether an item sits on it, which junction it passes (before the junction is
    /// drawn through), and for the two points a junction becomes, the junction and their offset from it.
    struct RoutePoint {
        var point: DrawnPoint
        var holdsItem = false
        var junction: Int?
        var pair: (centre: DrawnPoint, offset: DrawnPoint)?
        /// A corner of the drawing itself (`corners`), kept sharp where it is drawn (`keepingCorners`).
        var corner = false

        init(
            point: DrawnPoint, holdsItem: Bool = false, junction: Int? = nil,
            pair: (centre: DrawnPoint, offset: DrawnPoint)? = nil, corner: Bool = false
        ) {
            self.point = point
            self.holdsItem = holdsItem
            self.junction = junction
            self.pair = pair
            self.corner = corner
        }
    }

    /// The route drawn through its junctions, its sharp corners capped, pieces added up to the minimum, items spread
    /// along it, on even whole numbers.
    static func drawn(_ route: [RoutePoint], request: FigurePathRequest) -> OrganicPath {
        let width = Double(request.width)
        // Capped a little below the limit: rounding to whole numbers may turn a corner a degree or two further.
        let maxBend = request.rules.maxBend - 3
        var points = withoutShortPieces(route, shorterThan: width / 2)
        points = throughJunctions(points, width: width, maxBend: maxBend)
        points = capped(points, width: width, maxBend: maxBend)
        points = keepingCorners(points, width: width)
        points = subdivided(points, minSegments: request.minSegments)
        points = withItems(points, request: request)
        var controlPoints: [Point] = []
        var items: [Int] = []
        for routePoint in points {
            let point: Point
            if let pair = routePoint.pair {
                // Both points of a pair round about the same even centre, so the stroke passes the junction exactly
                // at every visit.
                let centre = Point(x: evenNearest(pair.centre.x), y: evenNearest(pair.centre.y))
                let offset = Point(x: evenNearest(pair.offset.x), y: evenNearest(pair.offset.y))
                let sign =
                    routePoint.point.distance(
                        to: DrawnPoint(x: pair.centre.x + pair.offset.x, y: pair.centre.y + pair.offset.y))
                        < routePoint.point.distance(to: pair.centre) ? 1 : -1
                point = Point(x: centre.x + sign * offset.x, y: centre.y + sign * offset.y)
            } else {
                point = Point(x: evenNearest(routePoint.point.x), y: evenNearest(routePoint.point.y))
            }
            if controlPoints.last != point { controlPoints.append(point) }
            if routePoint.holdsItem, items.last != controlPoints.count - 1 { items.append(controlPoints.count - 1) }
        }
        return OrganicPath(
            points: controlPoints, width: request.width,
            items: items.map { OrganicItem(point: controlPoints[$0], controlPointIndex: $0) })
    }

    /// Inner points closer than `length` to the point before them are dropped (the start, the end and the junctions
    /// stay, their neighbours go instead): such a piece cannot be seen in the stroke, and rounding to whole numbers
    /// would turn its direction.
    static func withoutShortPieces(_ route: [RoutePoint], shorterThan length: Double) -> [RoutePoint] {
        var result = [route[0]]
        for (index, routePoint) in route.enumerated().dropFirst() {
            let fixed = routePoint.junction != nil || index == route.count - 1
            if fixed {
                while result.count > 1, result[result.count - 1].junction == nil,
                    routePoint.point.distance(to: result[result.count - 1].point) < length
                { result.removeLast() }
                result.append(routePoint)
            } else if routePoint.point.distance(to: result[result.count - 1].point) >= length {
                result.append(routePoint)
            }
        }
        return result
    }

    /// Each junction becomes two points a short way either side of it, in line through it: the SPEC's rounding joins
    /// its curves at the middle of a piece, so the stroke passes the junction point itself, and the turn there is
    /// split in two gentler ones. The line through it is the bisector of the way in and the way out; on a later
    /// visit of the same junction it leans (up to 40 degrees, within the bend limit) away from the earlier visits'
    /// lines, so the passes cross at an angle rather than run along each other.
    static func throughJunctions(_ route: [RoutePoint], width: Double, maxBend: Double) -> [RoutePoint] {
        var result: [RoutePoint] = []
        var visits: [Int: [Double]] = [:]
        for (index, routePoint) in route.enumerated() {
            guard let junction = routePoint.junction, index > 0, index < route.count - 1 else {
                result.append(routePoint)
                continue
            }
            let centre = routePoint.point
            let before = route[index - 1].point
            let after = route[index + 1].point
            let inAngle = atan2(centre.y - before.y, centre.x - before.x)
            let outAngle = atan2(after.y - centre.y, after.x - centre.x)
            let half = remainder(outAngle - inAngle, 2 * Double.pi) / 2
            let bisector = inAngle + half
            let earlier = visits[junction] ?? []
            func spread(_ angle: Double) -> Double {
                earlier.map { other in
                    let difference = abs(remainder(angle - other, Double.pi))
                    return min(difference, Double.pi / 4)
                }.min() ?? 0
            }
            var best = (angle: bisector, spread: spread(bisector), lean: 0.0)
            for lean in stride(from: 10.0, through: 40.0, by: 10.0) {
                for sign in [1.0, -1.0] {
                    let angle = bisector + sign * lean * Double.pi / 180
                    let inTurn = abs(remainder(angle - inAngle, 2 * Double.pi)) * 180 / Double.pi
                    let outTurn = abs(remainder(outAngle - angle, 2 * Double.pi)) * 180 / Double.pi
                    guard inTurn <= maxBend, outTurn <= maxBend else { continue }
                    let value = spread(angle)
                    if value > best.spread + 1e-9 { best = (angle, value, lean) }
                }
            }
            visits[junction, default: []].append(best.angle)
            let reach = min(width / 2, 0.4 * centre.distance(to: before), 0.4 * centre.distance(to: after))
            let offset = DrawnPoint(x: cos(best.angle) * reach, y: sin(best.angle) * reach)
            result.append(
                RoutePoint(point: DrawnPoint(x: centre.x - offset.x, y: centre.y - offset.y), pair: (centre, offset)))
            result.append(
                RoutePoint(point: DrawnPoint(x: centre.x + offset.x, y: centre.y + offset.y), pair: (centre, offset)))
        }
        return result
    }

    /// The turn at b, in degrees, positive clockwise on screen.
    static func signedTurn(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        let ux = b.x - a.x
        let uy = b.y - a.y
        let vx = c.x - b.x
        let vy = c.y - b.y
        return atan2(ux * vy - uy * vx, ux * vx + uy * vy) * 180 / Double.pi
    }

    /// Each corner B between A and C sharper than `maxBend` becomes three points on its two sides: the cap's ends
    /// and its middle. The cap is deep enough that the stroke's two sides part within two widths of way (the touch
    /// rule's neighbourhood), and never longer than 45 % of either side. A junction's two points are left as they are.
    static func capped(_ route: [RoutePoint], width: Double, maxBend: Double) -> [RoutePoint] {
        var result = [route[0]]
        for index in 1..<(route.count - 1) {
            let a = route[index - 1].point
            let b = route[index].point
            let c = route[index + 1].point
            let turn = abs(signedTurn(a, b, c))
            guard turn > maxBend, route[index].pair == nil else {
                result.append(route[index])
                continue
            }
            let halfOpening = sin((180 - turn) * Double.pi / 360)
            let parting =
                halfOpening < 0.5 ? (width / halfOpening - 2 * width) / (2 * (1 - halfOpening)) + 0.3 * width : 0
            let depth = min(max(width / 2, parting), 0.45 * a.distance(to: b), 0.45 * b.distance(to: c))
            let capStart = toward(b, a, depth)
            let capEnd = toward(b, c, depth)
            let middle = DrawnPoint(x: (capStart.x + capEnd.x) / 2, y: (capStart.y + capEnd.y) / 2)
            result += [RoutePoint(point: capStart), RoutePoint(point: middle), RoutePoint(point: capEnd)]
        }
        result.append(route[route.count - 1])
        return result
    }

    static func toward(_ from: DrawnPoint, _ to: DrawnPoint, _ distance: Double) -> DrawnPoint {
        let length = from.distance(to: to)
        guard length > 0 else { return from }
        return DrawnPoint(
            x: from.x + (to.x - from.x) * distance / length, y: from.y + (to.y - from.y) * distance / length)
    }

    /// Halves the longest piece until there are `minSegments`: a point in the middle of a straight piece adds a
    /// segment without changing the picture.
    static func subdivided(_ points: [RoutePoint], minSegments: Int) -> [RoutePoint] {
        var points = points
        while points.count - 1 < minSegments {
            let longest = (0..<(points.count - 1)).max {
                points[$0].point.distance(to: points[$0 + 1].point)
                    < points[$1].point.distance(to: points[$1 + 1].point)
            }!
            let a = points[longest].point
            let b = points[longest + 1].point
            points.insert(RoutePoint(point: DrawnPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)), at: longest + 1)
        }
        return points
    }

    /// The items spread along the way, each a new point in the middle of a piece (the drawn curve passes a point in
    /// line with its neighbours exactly), where `StrokeCheck` wants them: clear of the start and of the end's circle
    /// (with the level's tolerance, where the finger may be), away from the junctions, not on a lobe a finger slides
    /// across, and a tenth of the way apart. Each goes to the allowed place nearest its share of the way.
    static func withItems(_ points: [RoutePoint], request: FigurePathRequest) -> [RoutePoint] {
        let count = request.itemCount
        guard count > 0 else { return points }
        let rules = request.rules
        let width = Double(request.width)
        let line = points.map(\.point)
        let walk = DrawnCurve.cumulative(line)
        let length = walk[walk.count - 1]
        let curve = DrawnCurve(controlPoints: line)
        var lobes = StrokeCheck.LobeTest(
            curve: curve, tolerance: rules.tolerance, junctions: StrokeCheck.junctions(curve, width: width),
            width: width)
        let start = line[0]
        let end = line[line.count - 1]
        let centres = points.compactMap { $0.pair?.centre }
        func allowed(_ point: DrawnPoint) -> Bool {
            point.distance(to: start) >= rules.itemStartDistance + width / 2 + 2
                && point.distance(to: end) >= rules.completionRadius + rules.tolerance + width / 2
                && centres.allSatisfy { point.distance(to: $0) >= StrokeCheck.junctionRadius(width: width) + width / 2 }
                && lobes.skip(at: point) == nil
        }
        func place(at way: Double) -> (piece: Int, point: DrawnPoint) {
            var piece = 0
            while piece + 2 < line.count && walk[piece + 1] < way { piece += 1 }
            let span = walk[piece + 1] - walk[piece]
            let t = span > 0 ? min(1, max(0, (way - walk[piece]) / span)) : 0
            let a = line[piece]
            let b = line[piece + 1]
            return (piece, DrawnPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        let gap = (rules.itemSpacing + 0.02) * length
        var placed: [(way: Double, piece: Int, point: DrawnPoint)] = []
        for index in 0..<count {
            let target = length * Double(index + 1) / Double(count + 1)
            let room = length / Double(2 * (count + 1))
            var offset = 0.0
            while offset <= room {
                for way in offset == 0 ? [target] : [target + offset, target - offset] {
                    guard placed.isEmpty || way - placed[placed.count - 1].way >= gap, way > 0, way < length else {
                        continue
                    }
                    let spot = place(at: way)
                    if allowed(spot.point) {
                        placed.append((way, spot.piece, spot.point))
                        break
                    }
                }
                if placed.count == index + 1 { break }
                offset += 2
            }
            // No allowed place near its share: the nearest place after the last item, which the check then judges.
            if placed.count == index {
                let way = min(length - 1, max(target, (placed.last?.way ?? 0) + gap))
                let spot = place(at: way)
                placed.append((way, spot.piece, spot.point))
            }
        }
        var result = points
        for item in placed.reversed() {
            result.insert(RoutePoint(point: item.point, holdsItem: true), at: item.piece + 1)
        }
        return result
    }

    /// Even coordinates make every midpoint of the SPEC's drawing a whole number.
    static func evenNearest(_ value: Double) -> Int { 2 * Int((value / 2).rounded()) }
}

extension DrawnPoint {
    package init(_ point: Point) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension FigurePath {
    /// How far along the drawing's line, in strokes, its direction is read on each side of a point to tell a corner
    /// the designer drew (a key's square tooth) from a curve flattened into short pieces (a wheel).
    static let cornerReach = 0.5
    /// A turn at least this sharp (degrees) within that reach is a corner.
    static let cornerTurn = 60.0

    /// For each point of `points` (a line of the drawing, on the canvas), whether the line turns there by
    /// `cornerTurn` or more between `reach` before it and `reach` after: a corner of the drawing itself. A curve
    /// whose radius is more than about a stroke turns less than that within half a stroke, however finely it was
    /// flattened, and so does one flattened into more than six pieces; a thinning's steps of a cell or two turn
    /// back within it. An edge's own ends (a closed line's seam too) are never corners here.
    static func corners(of points: [DrawnPoint], reach: Double) -> [Bool] {
        let along = DrawingPieces.cumulative(points)
        func point(at place: Double) -> DrawnPoint { DrawingJourney.point(on: points, along, at: place) }
        return points.indices.map { index in
            guard index > 0, index < points.count - 1 else { return false }
            let here = along[index]
            let before = point(at: max(0, here - reach))
            let after = point(at: min(along[along.count - 1], here + reach))
            guard before.distance(to: points[index]) > 0, after.distance(to: points[index]) > 0 else { return false }
            return abs(signedTurn(before, points[index], after)) >= cornerTurn
        }
    }

    /// The quadratic curves of `svg_path` round each corner from the middle of one piece to the middle of the next,
    /// so a square of short sides is drawn as a circle (a key's tooth as a leaf: a cherry). Each corner of the
    /// drawing is given a point half a stroke before it and after it, so its curve rounds it within that.
    static func keepingCorners(_ route: [RoutePoint], width: Double) -> [RoutePoint] {
        guard route.count > 2 else { return route }
        var result = [route[0]]
        for index in 1..<(route.count - 1) {
            let (a, b, c) = (route[index - 1].point, route[index].point, route[index + 1].point)
            let reach = min(cornerReach * width, 0.3 * a.distance(to: b), 0.3 * b.distance(to: c))
            guard route[index].corner, route[index].pair == nil, reach >= 1 else {
                result.append(route[index])
                continue
            }
            result += [RoutePoint(point: toward(b, a, reach)), route[index], RoutePoint(point: toward(b, c, reach))]
        }
        result.append(route[route.count - 1])
        return result
    }
}
