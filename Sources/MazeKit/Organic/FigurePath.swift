#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture an organic path can draw: a closed outline, in any units and at any size (y grows downwards).
/// The content team adds one as data (a figure library); the path is made from the outline alone.
public struct FigureOutline: Sendable, Hashable {
    public var id: String
    /// The outline's corners in order, round the figure; the last joins the first.
    public var points: [DrawnPoint]

    public init(id: String, points: [DrawnPoint]) {
        self.id = id
        self.points = points
    }
}

/// What the config says about one level of a figure path.
public struct FigurePathRequest: Sendable {
    public var canvas: Canvas
    /// The figure is fitted into the canvas less this much on every side. The same for every level of a
    /// story, so the levels draw the picture at one size and place and differ only in detail.
    public var frameInset: Int
    /// The stroke the app draws. It also sets the detail: a feature much smaller than the stroke is wide
    /// cannot be seen in it, so a wider stroke draws fewer of the outline's corners.
    public var width: Int
    /// The app team's minimum number of pieces (`segments`) for the level.
    public var minSegments: Int
    /// Collect items, on the figure's most salient corners (tips first).
    public var itemCount: Int
    public var rules: StrokeCheck.Rules

    public init(canvas: Canvas, frameInset: Int, width: Int, minSegments: Int, itemCount: Int, rules: StrokeCheck.Rules) {
        self.canvas = canvas
        self.frameInset = frameInset
        self.width = width
        self.minSegments = minSegments
        self.itemCount = itemCount
        self.rules = rules
    }
}

/// Why a figure could not be drawn.
public enum FigurePathError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidRequest(reason: String)
    case invalidOutline(figure: String, reason: String)
    /// Every way of drawing it tried still breaks a rule of `StrokeCheck`; the last attempt's findings.
    case cannotDraw(figure: String, width: Int, findings: [String])

    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "invalid figure path request: \(reason)"
        case .invalidOutline(let figure, let reason):
            return "figure `\(figure)`: \(reason)"
        case .cannotDraw(let figure, let width, let findings):
            return "figure `\(figure)` cannot be drawn as a \(width)-wide path a child can finish: \(findings.joined(separator: "; ")); simplify the outline (fewer, larger features) or widen it"
        }
    }
}

/// One continuous stroke that draws a figure: the outline traced once round, opened at the bottom so that the
/// way starts on one side of the opening and ends on the other, where nothing else passes near.
///
/// - The outline is fitted into the frame and simplified to what the stroke can show: corners are dropped,
///   least visible first (the area of the triangle a corner makes with its neighbours, Visvalingam's measure),
///   while that area is below `detailArea` times the width squared. The ranking is the figure's own, so a
///   narrower stroke keeps a superset of a wider one's corners: the same picture, finer.
/// - The opening sits at the point of the outline nearest the bottom centre of the figure (a start on the
///   top row would open the iPad's notification curtain), as wide as the completion radius plus a width and a
///   half, so the end is the only part of the stroke near the end point.
/// - A corner sharper than `rules.maxBend`, and every corner that holds an item, is cut by a short flat cap:
///   two gentler bends with a control point in the middle of the cap, which the drawn curve passes exactly, so
///   the item lies on the stroke (the SPEC's rounding would otherwise pass a sharp tip by). Items go on the
///   corners that stick out most; when there are more items than such corners, the rest go on the middle of
///   the longest pieces.
/// - Every result is checked with `StrokeCheck`; a failing one is tried again with a wider opening and less
///   detail, a few times, before giving up with the findings.
public enum FigurePath {
    /// Corners whose triangle is smaller than this times the width squared are left out.
    public static let detailArea = 0.6
    static let attempts = 10

    public static func generate(_ figure: FigureOutline, _ request: FigurePathRequest) throws(FigurePathError) -> OrganicPath {
        try validate(figure, request)
        let outline = orientedClockwiseOnScreen(fitted(figure.points, request))
        let importance = visibility(outline)
        let width = Double(request.width)
        var detail = detailArea * width * width
        var opening = request.rules.completionRadius + 2.5 * width
        var lastFindings: [OrganicFinding] = []
        for _ in 0..<attempts {
            let kept = zip(outline, importance).filter { $0.1 >= detail }.map(\.0)
            let route = opened(kept, opening: opening)
            let path = drawn(route, request: request)
            let curve = DrawnCurve(controlPoints: path.controlPoints.map(DrawnPoint.init))
            lastFindings = StrokeCheck.run(
                curve: curve, controlPoints: path.controlPoints.map(DrawnPoint.init), width: width,
                items: path.items.map { DrawnPoint($0.point) }, rules: request.rules)
            if lastFindings.isEmpty { return path }
            if lastFindings.contains(where: { $0.code == .endReachedEarly }) { opening += width }
            if lastFindings.contains(where: { $0.code != .endReachedEarly }) { detail *= 1.6 }
        }
        throw .cannotDraw(figure: figure.id, width: request.width, findings: lastFindings.map(\.message))
    }

    private static func validate(_ figure: FigureOutline, _ request: FigurePathRequest) throws(FigurePathError) {
        if request.width < 1 { throw .invalidRequest(reason: "path width must be at least 1, got \(request.width)") }
        if request.minSegments < 1 { throw .invalidRequest(reason: "minimum segments must be at least 1, got \(request.minSegments)") }
        if request.itemCount < 0 { throw .invalidRequest(reason: "item count must be 0 or more, got \(request.itemCount)") }
        let inset = max(request.frameInset, request.width, request.canvas.margin)
        if request.canvas.width - 2 * inset < 40 || request.canvas.height - 2 * inset < 40 {
            throw .invalidRequest(reason: "a \(request.canvas.width)x\(request.canvas.height) canvas less \(inset) on every side leaves no room for a figure")
        }
        // A NaN or an overflowing span would fit the figure into a frame of NaNs and trap further on.
        let xs = figure.points.map(\.x), ys = figure.points.map(\.y)
        if let worst = zip(xs, ys).first(where: { !$0.0.isFinite || !$0.1.isFinite }) {
            throw .invalidOutline(figure: figure.id, reason: "the point [\(worst.0), \(worst.1)] is not a finite number")
        }
        if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
           !(maxX - minX).isFinite || !(maxY - minY).isFinite || !signedArea(figure.points).isFinite {
            throw .invalidOutline(figure: figure.id, reason: "the outline's numbers are too large to measure; scale it down")
        }
        let distinct = Set(figure.points)
        if distinct.count < 3 { throw .invalidOutline(figure: figure.id, reason: "an outline needs at least 3 different points, got \(distinct.count)") }
        if signedArea(figure.points) == 0 {
            throw .invalidOutline(figure: figure.id, reason: "the outline encloses nothing: its points lie on one line")
        }
    }

    // MARK: Outline

    /// The outline scaled uniformly and centred in the frame, consecutive repeats removed.
    static func fitted(_ points: [DrawnPoint], _ request: FigurePathRequest) -> [DrawnPoint] {
        let inset = Double(max(request.frameInset, request.width, request.canvas.margin))
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, minY = ys.min()!, spanX = xs.max()! - minX, spanY = ys.max()! - minY
        let roomX = Double(request.canvas.width) - 2 * inset, roomY = Double(request.canvas.height) - 2 * inset
        let scale = min(roomX / spanX, roomY / spanY)
        let left = (Double(request.canvas.width) - scale * spanX) / 2, top = (Double(request.canvas.height) - scale * spanY) / 2
        var result: [DrawnPoint] = []
        for point in points {
            let placed = DrawnPoint(x: left + (point.x - minX) * scale, y: top + (point.y - minY) * scale)
            if result.last != placed { result.append(placed) }
        }
        if result.count > 1, result.first == result.last { result.removeLast() }
        return result
    }

    /// The outline running so that, from the bottom, it heads left, up, over the top and down the right side:
    /// every figure is drawn the same way round.
    static func orientedClockwiseOnScreen(_ points: [DrawnPoint]) -> [DrawnPoint] {
        signedArea(points) >= 0 ? points : points.reversed()
    }

    /// Twice the area the outline encloses, positive when it runs as `orientedClockwiseOnScreen` wants.
    public static func signedArea(_ points: [DrawnPoint]) -> Double {
        points.indices.reduce(0) { sum, index in
            let a = points[index], b = points[(index + 1) % points.count]
            return sum + a.x * b.y - b.x * a.y
        }
    }

    /// Visvalingam's effective area of each corner: the triangle it makes with its neighbours at the moment it
    /// would be removed, never less than that of a corner removed before it. The three last corners are kept always.
    /// The weakest corner is found with a heap of (area, index), stale entries skipped when they come up: a scan of
    /// every corner per removal took time in the square of the outline. Ties go to the lowest index, as a scan in
    /// outline order would give them.
    static func visibility(_ points: [DrawnPoint]) -> [Double] {
        let count = points.count
        var importance = Array(repeating: Double.infinity, count: count)
        guard count > 3 else { return importance }
        var previous = (0..<count).map { ($0 + count - 1) % count }
        var next = (0..<count).map { ($0 + 1) % count }
        var current = Array(repeating: 0.0, count: count)
        var removed = Array(repeating: false, count: count)
        var heap = CornerHeap()
        func measure(_ index: Int) {
            current[index] = triangleArea(points[previous[index]], points[index], points[next[index]])
            heap.push((current[index], index))
        }
        for index in 0..<count { measure(index) }
        var alive = count
        var floor = 0.0
        while alive > 3, let (area, weakest) = heap.pop() {
            // An entry is stale once its corner is gone or its neighbours changed (a newer entry holds its area).
            guard !removed[weakest], area == current[weakest] else { continue }
            removed[weakest] = true
            floor = max(floor, area)
            importance[weakest] = floor
            let before = previous[weakest], after = next[weakest]
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
                let left = 2 * parent + 1, right = left + 1
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
        abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
    }

    /// The closed outline as an open route: it starts `opening / 2` along the outline after the point nearest
    /// the bottom centre of the figure and ends `opening / 2` before it.
    static func opened(_ outline: [DrawnPoint], opening: Double) -> [DrawnPoint] {
        let xs = outline.map(\.x), ys = outline.map(\.y)
        let target = DrawnPoint(x: (xs.min()! + xs.max()!) / 2, y: ys.max()!)
        var best = (piece: 0, point: outline[0], distance: Double.infinity)
        for piece in outline.indices {
            let a = outline[piece], b = outline[(piece + 1) % outline.count]
            let point = closestPoint(on: a, b, to: target)
            let distance = point.distance(to: target)
            if distance < best.distance - 1e-9 { best = (piece, point, distance) }
        }
        let ring = [best.point] + (1...outline.count).map { outline[(best.piece + $0) % outline.count] } + [best.point]
        let walk = DrawnCurve.cumulative(ring)
        let total = walk[walk.count - 1]
        let half = min(opening / 2, total / 4)
        let (startPiece, start) = point(along: ring, walk: walk, at: half)
        let (endPiece, end) = point(along: ring, walk: walk, at: total - half)
        // A degenerate outline can put both ends on one piece; the checks after reject what is left, without a trap.
        return [start] + (endPiece > startPiece ? Array(ring[(startPiece + 1)...endPiece]) : []) + [end]
    }

    static func closestPoint(on a: DrawnPoint, _ b: DrawnPoint, to point: DrawnPoint) -> DrawnPoint {
        let dx = b.x - a.x, dy = b.y - a.y
        let squared = dx * dx + dy * dy
        let t = squared > 0 ? min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / squared)) : 0
        return DrawnPoint(x: a.x + t * dx, y: a.y + t * dy)
    }

    /// The point `distance` along the polyline, and the piece it lies on.
    static func point(along points: [DrawnPoint], walk: [Double], at distance: Double) -> (Int, DrawnPoint) {
        var piece = 0
        while piece + 2 < points.count && walk[piece + 1] < distance { piece += 1 }
        let span = walk[piece + 1] - walk[piece]
        let t = span > 0 ? (distance - walk[piece]) / span : 0
        let a = points[piece], b = points[piece + 1]
        return (piece, DrawnPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    }

    // MARK: Route

    /// A control point of the route, and whether an item sits on it.
    struct RoutePoint {
        var point: DrawnPoint
        var holdsItem = false
    }

    /// The route with its sharp and item corners capped, pieces added up to the minimum, on even whole numbers.
    static func drawn(_ route: [DrawnPoint], request: FigurePathRequest) -> OrganicPath {
        let route = withoutShortPieces(route, shorterThan: Double(request.width) / 2)
        let itemCorners = salientCorners(route, count: request.itemCount)
        // Capped a little below the limit: rounding to whole numbers may turn a corner a degree or two further.
        var points = capped(route, itemCorners: itemCorners, width: Double(request.width), maxBend: request.rules.maxBend - 3)
        points = withItemsOnLongPieces(points, count: request.itemCount - itemCorners.count)
        points = subdivided(points, minSegments: request.minSegments)
        let whole = points.map { Point(x: evenNearest($0.point.x), y: evenNearest($0.point.y)) }
        var controlPoints: [Point] = []
        var items: [Int] = []
        for (point, routePoint) in zip(whole, points) where controlPoints.last != point {
            controlPoints.append(point)
            if routePoint.holdsItem { items.append(controlPoints.count - 1) }
        }
        return OrganicPath(points: controlPoints, width: request.width,
                           items: items.map { OrganicItem(point: controlPoints[$0], controlPointIndex: $0) })
    }

    /// Inner points closer than `length` to the point before them are dropped (the start and end stay): such a
    /// piece cannot be seen in the stroke, and rounding to whole numbers would turn its direction.
    static func withoutShortPieces(_ route: [DrawnPoint], shorterThan length: Double) -> [DrawnPoint] {
        var result = [route[0]]
        for point in route.dropFirst().dropLast() where point.distance(to: result[result.count - 1]) >= length { result.append(point) }
        if result.count > 1, route[route.count - 1].distance(to: result[result.count - 1]) < length { result.removeLast() }
        return result + [route[route.count - 1]]
    }

    /// Up to `count` corners that stick out (turn towards the outside), most first (tips first), in route order.
    static func salientCorners(_ route: [DrawnPoint], count: Int) -> Set<Int> {
        guard count > 0 else { return [] }
        let corners = (1..<(route.count - 1)).map { index in
            (index: index, outward: signedTurn(route[index - 1], route[index], route[index + 1]))
        }.filter { $0.outward > 0 }
        return Set(corners.sorted { ($0.outward, $1.index) > ($1.outward, $0.index) }.prefix(count).map(\.index))
    }

    /// Items that found no tip go on the middle of the longest pieces, one each: the drawn curve passes a point
    /// between two in line with it exactly.
    static func withItemsOnLongPieces(_ points: [RoutePoint], count: Int) -> [RoutePoint] {
        var points = points
        for _ in 0..<max(0, count) {
            let longest = (0..<(points.count - 1)).max { points[$0].point.distance(to: points[$0 + 1].point) < points[$1].point.distance(to: points[$1 + 1].point) }!
            let a = points[longest].point, b = points[longest + 1].point
            points.insert(RoutePoint(point: DrawnPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), holdsItem: true), at: longest + 1)
        }
        return points
    }

    /// The turn at b, in degrees, positive towards the outside of an outline oriented by `orientedClockwiseOnScreen`.
    static func signedTurn(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        return atan2(ux * vy - uy * vx, ux * vx + uy * vy) * 180 / Double.pi
    }

    /// Each capped corner B between A and C becomes three points on its two sides: the cap's ends and its middle.
    /// The cap is deep enough that the stroke's two sides part within two widths of way (the touch rule's
    /// neighbourhood), and never longer than 45 % of either side.
    static func capped(_ route: [DrawnPoint], itemCorners: Set<Int>, width: Double, maxBend: Double) -> [RoutePoint] {
        var result = [RoutePoint(point: route[0])]
        for index in 1..<(route.count - 1) {
            let a = route[index - 1], b = route[index], c = route[index + 1]
            let turn = abs(signedTurn(a, b, c))
            guard turn > maxBend || itemCorners.contains(index) else {
                result.append(RoutePoint(point: b))
                continue
            }
            let halfOpening = sin((180 - turn) * Double.pi / 360)
            let parting = halfOpening < 0.5 ? (width / halfOpening - 2 * width) / (2 * (1 - halfOpening)) + 0.3 * width : 0
            let depth = min(max(width / 2, parting), 0.45 * a.distance(to: b), 0.45 * b.distance(to: c))
            let capStart = toward(b, a, depth), capEnd = toward(b, c, depth)
            let middle = DrawnPoint(x: (capStart.x + capEnd.x) / 2, y: (capStart.y + capEnd.y) / 2)
            result += [RoutePoint(point: capStart), RoutePoint(point: middle, holdsItem: itemCorners.contains(index)), RoutePoint(point: capEnd)]
        }
        result.append(RoutePoint(point: route[route.count - 1]))
        return result
    }

    static func toward(_ from: DrawnPoint, _ to: DrawnPoint, _ distance: Double) -> DrawnPoint {
        let length = from.distance(to: to)
        guard length > 0 else { return from }
        return DrawnPoint(x: from.x + (to.x - from.x) * distance / length, y: from.y + (to.y - from.y) * distance / length)
    }

    /// Halves the longest piece until there are `minSegments`: a point in the middle of a straight piece adds a
    /// segment without changing the picture.
    static func subdivided(_ points: [RoutePoint], minSegments: Int) -> [RoutePoint] {
        var points = points
        while points.count - 1 < minSegments {
            let longest = (0..<(points.count - 1)).max { points[$0].point.distance(to: points[$0 + 1].point) < points[$1].point.distance(to: points[$1 + 1].point) }!
            let a = points[longest].point, b = points[longest + 1].point
            points.insert(RoutePoint(point: DrawnPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)), at: longest + 1)
        }
        return points
    }

    /// Even coordinates make every midpoint of the SPEC's drawing a whole number.
    static func evenNearest(_ value: Double) -> Int { 2 * Int((value / 2).rounded()) }
}

extension DrawnPoint {
    public init(_ point: Point) { self.init(x: Double(point.x), y: Double(point.y)) }
}
