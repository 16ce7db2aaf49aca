import Foundation

/// The drawing of a labyrinth and everything the app hit-tests the finger against.
public struct PathData: Codable, Sendable, Equatable {
    public var svgPath: String
    /// Empty for an organic path: the app then hit-tests against `segments`.
    public var solutionPath: String
    public var width: Double
    public var complexity: String
    /// `grid`, `shaped_<shape>`, `corridor_<shape>` or `organic`.
    public var mazeType: String
    public var startPoint: PathPoint
    public var endPoint: PathPoint
    public var segments: [PathSegment]
    public var canvasWidth: Double
    public var canvasHeight: Double
    public var controlPoints: [PathPoint]?
    /// What a `collect` story gathers.
    public var items: [PathItem]?
    /// What an `avoid` story goes around.
    public var avoidItems: [PathItem]?

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

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
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
    public static let organicMazeType = "organic"
    public var isOrganic: Bool { mazeType == Self.organicMazeType }
}

/// A point on the canvas.
public struct PathPoint: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case x, y }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One open passage the finger may follow.
public struct PathSegment: Codable, Sendable, Hashable {
    public var start: PathPoint
    public var end: PathPoint

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case start, end }

    public init(start: PathPoint, end: PathPoint) {
        self.start = start
        self.end = end
    }
}

/// An item to collect or an obstacle to avoid; both have the same shape.
public struct PathItem: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var emoji: String
    public var onSolution: Bool?

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case x, y, emoji
        case onSolution = "on_solution"
    }

    public init(x: Double, y: Double, emoji: String, onSolution: Bool? = nil) {
        self.x = x
        self.y = y
        self.emoji = emoji
        self.onSolution = onSolution
    }

    public var point: PathPoint { PathPoint(x: x, y: y) }
}
