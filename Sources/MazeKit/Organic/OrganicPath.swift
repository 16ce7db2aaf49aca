/// An item of an organic path; it always lies on the path (the app's `on_solution: true`).
public struct OrganicItem: Sendable, Hashable {
    /// Where it is drawn, on the path.
    public let point: Point
    /// Which control point it sits on.
    public let controlPointIndex: Int
}

/// One path that is no maze: the stroke a figure is drawn as (`FigurePath`), start to end.
public struct OrganicPath: Sendable {
    /// The app's `maze_type` of such a path.
    package static let mazeType = "organic"

    /// The polyline, start first (`control_points`).
    public let controlPoints: [Point]
    /// The polyline's corners rounded with quadratic curves: the SVG path the app draws the stroke along.
    public let svgPath: String
    /// The polyline's pieces in order; the app hit-tests against them, as `solution_path` is empty.
    public let segments: [Segment]
    /// Sorted along the path.
    public let items: [OrganicItem]
    /// The polyline's length in canvas units.
    public let length: Double
    /// The stroke the app draws, in canvas units.
    public let width: Int

    /// The first control point, where the journey starts.
    public var startPoint: Point { controlPoints[0] }
    /// The last control point, where the journey ends.
    public var endPoint: Point { controlPoints[controlPoints.count - 1] }
    /// Always empty: the path itself is the way.
    public var solutionPath: String { "" }

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
    package static func svgPath(through points: [Point]) -> String {
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
    package static func length(of points: [DrawnPoint]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    private static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: Int((Double(a.x + b.x) / 2).rounded()), y: Int((Double(a.y + b.y) / 2).rounded()))
    }
}
