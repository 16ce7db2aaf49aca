import ContentFormat
import MazeKit

// What MazeKit made, as the document writer's drawing: the writer itself does not know how it was made.
extension PathDrawing {
    init(_ maze: GeneratedMaze) {
        self.init(
            svgPath: maze.drawing, solutionPath: maze.solutionPath, mazeType: maze.mazeType,
            startPoint: maze.startPoint,
            endPoint: maze.endPoint, segments: maze.segments, controlPoints: [],
            items: maze.items.map { Item(point: $0.point, onSolution: $0.onSolution) },
            obstacles: maze.obstacles.map(\.point))
    }

    init(_ path: OrganicPath) {
        // The path is the whole way: every item on it is on the solution.
        self.init(
            svgPath: path.svgPath, solutionPath: path.solutionPath, mazeType: OrganicPath.mazeType,
            startPoint: path.startPoint,
            endPoint: path.endPoint, segments: path.segments, controlPoints: path.controlPoints,
            items: path.items.map { Item(point: $0.point, onSolution: true) }, obstacles: [])
    }
}
