/// What the config says about one level's organic path (`maze_type: organic`): one winding path
/// instead of a maze. Longer and more winding levels get more bends and a wider swing.
public struct OrganicPathRequest: Sendable {
    public var canvas: Canvas
    /// The stroke the app draws, in canvas units (shipped: 34 easy … 15 hard). Points keep at least
    /// this far from the canvas edge (and at least `canvas.margin`), so the stroke never leaves it.
    public var width: Int
    /// Inner polyline points, each one bend of the path.
    public var bends: Int
    /// How far the bends swing sideways, as a share (0…1) of the room between the centre line and
    /// the margin.
    public var amplitude: Double
    /// Collect items, each on a different inner control point.
    public var itemCount: Int
    public var random: MazeRandom

    public init(canvas: Canvas, width: Int, bends: Int, amplitude: Double, itemCount: Int, random: MazeRandom) {
        self.canvas = canvas
        self.width = width
        self.bends = bends
        self.amplitude = amplitude
        self.itemCount = itemCount
        self.random = random
    }
}

/// Why no organic path could be made.
public enum OrganicPathError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidRequest(reason: String)
    /// The canvas leaves too little height for this many bends between its margins.
    case canvasTooSmall(canvas: Canvas, margin: Int, bends: Int)
    case tooManyItems(requested: Int, bends: Int)

    public var description: String {
        switch self {
        case .invalidRequest(let reason):
            return "invalid organic path request: \(reason)"
        case .canvasTooSmall(let canvas, let margin, let bends):
            return "a \(canvas.width)x\(canvas.height) canvas with a margin of \(margin) has no room for \(bends) bends (each needs at least 4 units of height); lower the bends or the path width"
        case .tooManyItems(let requested, let bends):
            return "\(requested) items requested but an organic path with \(bends) bends has only \(bends) inner points to hold them; lower the item count or add bends"
        }
    }
}

/// An item of an organic path; it always lies on the path (the app's `on_solution: true`).
public struct OrganicItem: Sendable, Hashable {
    public let point: Point
    /// Which control point it sits on.
    public let controlPointIndex: Int
}

/// One winding path from the bottom centre of the canvas to its top centre.
public struct OrganicPath: Sendable {
    /// The app's `maze_type` of such a path.
    public static let mazeType = "organic"

    /// The polyline, start first (`control_points`).
    public let controlPoints: [Point]
    /// The polyline's corners rounded with quadratic curves, `OrganicPath.svgPath(through:)`.
    public let svgPath: String
    /// The polyline's pieces in order; the app hit-tests against them, as `solution_path` is empty.
    public let segments: [Segment]
    /// Sorted along the path.
    public let items: [OrganicItem]
    /// The polyline's length in canvas units.
    public let length: Double
    public let width: Int

    public var startPoint: Point { controlPoints[0] }
    public var endPoint: Point { controlPoints[controlPoints.count - 1] }
    /// Always empty: the path itself is the way.
    public var solutionPath: String { "" }

    /// A path for `request`. Deterministic for a given random state.
    ///
    /// The inner points sit at even heights between start and end (each shifted by up to a quarter
    /// of the spacing) and swing to alternating sides by 60–100 % of `amplitude`, so the path only
    /// ever climbs and cannot cross itself. Every coordinate is even, so the midpoints the curves
    /// join at are whole numbers and the drawing holds exactly the rule's values.
    public static func generate(_ request: OrganicPathRequest) throws(OrganicPathError) -> OrganicPath {
        try validate(request)
        let margin = max(request.width, request.canvas.margin)
        let left = evenAtLeast(margin), right = evenAtMost(request.canvas.width - margin)
        let top = evenAtLeast(margin), bottom = evenAtMost(request.canvas.height - margin)
        let centre = evenAtMost(request.canvas.width / 2)
        guard bottom - top >= 4 * (request.bends + 1), right > left else {
            throw .canvasTooSmall(canvas: request.canvas, margin: margin, bends: request.bends)
        }
        var random = request.random
        var points = [Point(x: centre, y: bottom)]
        let spacing = Double(bottom - top) / Double(request.bends + 1)
        let room = Double(min(centre - left, right - centre)) * request.amplitude
        var side = random.nextInt(below: 2) == 0 ? 1.0 : -1.0
        for bend in 1...request.bends {
            let shift = (fraction(&random) - 0.5) * 0.5 * spacing
            let swing = (0.6 + 0.4 * fraction(&random)) * room * side
            let y = Double(bottom) - spacing * Double(bend) + shift
            points.append(Point(x: clamp(evenNearest(Double(centre) + swing), left, right),
                                y: clamp(evenNearest(y), top, bottom)))
            side = -side
        }
        points.append(Point(x: centre, y: top))
        return OrganicPath(points: points, width: request.width, items: pickItems(request.itemCount, points: points, random: &random))
    }

    init(points: [Point], width: Int, items: [OrganicItem]) {
        controlPoints = points
        svgPath = OrganicPath.svgPath(through: points)
        segments = zip(points, points.dropFirst()).map { Segment(start: $0, end: $1) }
        self.items = items
        self.width = width
        length = OrganicPath.length(of: points.map { DrawnPoint(x: Double($0.x), y: Double($0.y)) })
    }

    /// The SPEC's drawing of a polyline: `M` at the first point, then one `Q` per inner point with
    /// that point as control, ending at the midpoint to the next point, except the last curve,
    /// which ends at the last point. Two points give one straight `L`. Midpoints are rounded half
    /// away from zero (generated paths have even coordinates, so nothing is rounded there).
    public static func svgPath(through points: [Point]) -> String {
        var text = PathText(expectedLength: points.count * 24)
        guard let first = points.first else { return "" }
        text.move(to: first)
        if points.count == 2 { text.line(to: points[1]) }
        guard points.count > 2 else { return text.text }
        for index in 1..<(points.count - 1) {
            let next = points[index + 1]
            let end = index == points.count - 2 ? next : midpoint(points[index], next)
            text.curve(control: points[index], to: end)
        }
        return text.text
    }

    /// Sum of the polyline's piece lengths.
    public static func length(of points: [DrawnPoint]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    private static func validate(_ request: OrganicPathRequest) throws(OrganicPathError) {
        if request.width < 1 { throw .invalidRequest(reason: "path width must be at least 1, got \(request.width)") }
        if request.bends < 1 { throw .invalidRequest(reason: "an organic path needs at least 1 bend, got \(request.bends)") }
        if !(0...1).contains(request.amplitude) {
            throw .invalidRequest(reason: "amplitude must be between 0 and 1 (a share of the room beside the centre line), got \(request.amplitude)")
        }
        if request.itemCount < 0 { throw .invalidRequest(reason: "item count must be 0 or more, got \(request.itemCount)") }
        if request.itemCount > request.bends { throw .tooManyItems(requested: request.itemCount, bends: request.bends) }
    }

    /// `count` distinct inner points, chosen uniformly, in path order.
    private static func pickItems(_ count: Int, points: [Point], random: inout MazeRandom) -> [OrganicItem] {
        guard count > 0 else { return [] }
        var inner = Array(1..<(points.count - 1))
        random.shuffle(&inner)
        return inner.prefix(count).sorted().map { OrganicItem(point: points[$0], controlPointIndex: $0) }
    }

    private static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: Int((Double(a.x + b.x) / 2).rounded()), y: Int((Double(a.y + b.y) / 2).rounded()))
    }

    /// A uniform value in 0..<1 with a thousandth's resolution (enough for a child's path).
    private static func fraction(_ random: inout MazeRandom) -> Double {
        Double(random.nextInt(below: 1000)) / 1000
    }

    private static func evenAtLeast(_ value: Int) -> Int { value + (value & 1) }
    private static func evenAtMost(_ value: Int) -> Int { value - (value & 1) }
    private static func evenNearest(_ value: Double) -> Int { 2 * Int((value / 2).rounded()) }
    private static func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high) }
}
