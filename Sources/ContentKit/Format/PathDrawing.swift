import ContentJSON
import MazeKit

/// Where a labyrinth's `path_data` comes from: a drawing made now, or one the app shipped and the catalogue kept,
/// written back member for member and number for number.
package enum LabyrinthPath: Sendable {
    case made(PathDrawing)
    case kept(JSONObject)
}

/// What a labyrinth's `path_data` is drawn from: a maze (walls or corridors, with its collect items or
/// avoid obstacles) or one organic path. The document writer knows only this, not how it was made.
package struct PathDrawing: Sendable {
    package struct Item: Sendable {
        package var point: Point
        package var onSolution: Bool

        package init(point: Point, onSolution: Bool) {
            self.point = point
            self.onSolution = onSolution
        }
    }

    package var svgPath: String
    package var solutionPath: String
    package var mazeType: String
    package var startPoint: Point
    package var endPoint: Point
    package var segments: [Segment]
    package var controlPoints: [Point]
    package var items: [Item]
    /// Obstacles, drawn beside the route: the child goes around them.
    package var obstacles: [Point]

    package init(
        svgPath: String, solutionPath: String, mazeType: String, startPoint: Point, endPoint: Point,
        segments: [Segment],
        controlPoints: [Point], items: [Item], obstacles: [Point]
    ) {
        self.svgPath = svgPath
        self.solutionPath = solutionPath
        self.mazeType = mazeType
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.segments = segments
        self.controlPoints = controlPoints
        self.items = items
        self.obstacles = obstacles
    }
}
