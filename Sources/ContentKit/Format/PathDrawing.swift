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

    package init(_ maze: GeneratedMaze) {
        svgPath = maze.drawing
        solutionPath = maze.solutionPath
        mazeType = maze.mazeType
        startPoint = maze.startPoint
        endPoint = maze.endPoint
        segments = maze.segments
        controlPoints = []
        items = maze.items.map { Item(point: $0.point, onSolution: $0.onSolution) }
        obstacles = maze.obstacles.map(\.point)
    }

    package init(_ path: OrganicPath) {
        svgPath = path.svgPath
        solutionPath = path.solutionPath
        mazeType = OrganicPath.mazeType
        startPoint = path.startPoint
        endPoint = path.endPoint
        segments = path.segments
        controlPoints = path.controlPoints
        // The path is the whole way: every item on it is on the solution.
        items = path.items.map { Item(point: $0.point, onSolution: true) }
        obstacles = []
    }
}
