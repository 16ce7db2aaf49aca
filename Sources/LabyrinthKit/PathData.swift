import Foundation

/// The drawing of a labyrinth and everything the app hit-tests the finger against.
public struct PathData: Codable, Sendable, Equatable {
    /// The walls (or, for an organic path, the path itself) as an SVG path.
    public var svgPath: String
    /// Empty for an organic path: the app then hit-tests against `segments`.
    public var solutionPath: String
    /// The path's width in canvas units; an organic path is drawn as a stroke this wide.
    public var width: Double
    /// The level again (`easy`, `medium`, `hard`), as the file spells it.
    public var complexity: String
    /// `grid`, `shaped_<shape>`, `corridor_<shape>` or `organic`.
    public var mazeType: String
    /// Where the route starts, in canvas units.
    public var startPoint: PathPoint
    /// Where the route ends: the finger within 30 canvas units of it completes the labyrinth.
    public var endPoint: PathPoint
    /// The open passages (the polyline's pieces on an organic path).
    public var segments: [PathSegment]
    /// The canvas's width, in which every coordinate is given.
    public var canvasWidth: Double
    /// The canvas's height, in which every coordinate is given.
    public var canvasHeight: Double
    /// An organic path as a polyline from start to end.
    public var controlPoints: [PathPoint]?
    /// What a `collect` story gathers.
    public var items: [PathItem]?
    /// What an `avoid` story goes around.
    public var avoidItems: [PathItem]?

    /// A drawing from its values, for an app's own tests and previews.
    public init(
        svgPath: String,
        solutionPath: String,
        width: Double,
        complexity: String,
        mazeType: String,
        startPoint: PathPoint,
        endPoint: PathPoint,
        segments: [PathSegment],
        canvasWidth: Double,
        canvasHeight: Double,
        controlPoints: [PathPoint]? = nil,
        items: [PathItem]? = nil,
        avoidItems: [PathItem]? = nil
    ) {
        self.svgPath = svgPath
        self.solutionPath = solutionPath
        self.width = width
        self.complexity = complexity
        self.mazeType = mazeType
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.segments = segments
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.controlPoints = controlPoints
        self.items = items
        self.avoidItems = avoidItems
    }

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case svgPath = "svg_path"
        case solutionPath = "solution_path"
        case width, complexity
        case mazeType = "maze_type"
        case startPoint = "start_point"
        case endPoint = "end_point"
        case segments
        case canvasWidth = "canvas_width"
        case canvasHeight = "canvas_height"
        case controlPoints = "control_points"
        case items
        case avoidItems = "avoid_items"
    }

    /// The `maze_type` of an organic path: one winding path, not a maze.
    package static let organicMazeType = "organic"
    /// One winding path rather than a maze.
    public var isOrganic: Bool { mazeType == Self.organicMazeType }
}

/// A point on the canvas.
public struct PathPoint: Codable, Sendable, Hashable {
    /// Canvas units from the left.
    public var x: Double
    /// Canvas units from the top.
    public var y: Double

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case x, y }

    /// A point on the canvas.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One open passage the finger may follow.
public struct PathSegment: Codable, Sendable, Hashable {
    /// One end of the passage.
    public var start: PathPoint
    /// The other end of the passage.
    public var end: PathPoint

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case start, end }

    /// A passage between two points.
    public init(start: PathPoint, end: PathPoint) {
        self.start = start
        self.end = end
    }
}

/// An item to collect or an obstacle to avoid; both have the same shape.
public struct PathItem: Codable, Sendable, Hashable {
    /// The centre, canvas units from the left.
    public var x: Double
    /// The centre, canvas units from the top.
    public var y: Double
    /// What is drawn; equal to the labyrinth's `itemEmoji`.
    public var emoji: String
    /// Whether it lies on the solution path; optional in the file.
    public var onSolution: Bool?

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case x, y, emoji
        case onSolution = "on_solution"
    }

    /// An item from its values, for an app's own tests and previews.
    public init(x: Double, y: Double, emoji: String, onSolution: Bool? = nil) {
        self.x = x
        self.y = y
        self.emoji = emoji
        self.onSolution = onSolution
    }

    /// The centre as a point.
    public var point: PathPoint { PathPoint(x: x, y: y) }
}
