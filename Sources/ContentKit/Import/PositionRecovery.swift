import ContentFormat
import LabyrinthKit
import MazeKit

/// Reads a start or end position off the drawing, for a character whose `position` is not one the catalogue
/// knows. A maze is rebuilt from its own `svg_path` (as validate does) and the position is the one whose cell
/// (`GridPosition.cell(in:)`, the generator's own rule) holds the point. An organic path has no cells: its
/// position is the canvas half (top or bottom) and third (left, centre, right) the point lies in.
enum PositionRecovery {
    static func position(of point: PathPoint, in pathData: PathData) -> GridPosition? {
        guard let width = Int(exactly: pathData.canvasWidth), let height = Int(exactly: pathData.canvasHeight),
            width > 0, height > 0
        else { return nil }
        switch StoryKind(mazeType: pathData.mazeType, itemRule: nil) {
        case .organicPath: return canvasPosition(of: point, width: Double(width), height: Double(height))
        case .maze: break
        }
        guard let style = DrawingStyle(mazeType: pathData.mazeType) else { return nil }
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: pathData.svgPath, style: style, canvas: ReconstructedMaze.Canvas(width: width, height: height))
        guard let maze = outcome.maze, let cell = maze.lattice.cell(atCentre: DrawnPoint(x: point.x, y: point.y)) else {
            return nil
        }
        var inside: [Bool] = []
        for row in 0..<maze.rows {
            for col in 0..<maze.cols { inside.append(maze.isInside(Cell(row: row, col: col))) }
        }
        let grid = Grid(rows: maze.rows, cols: maze.cols, inside: inside)
        return GridPosition.allCases.first { $0.cell(in: grid) == cell }
    }

    static func canvasPosition(of point: PathPoint, width: Double, height: Double) -> GridPosition {
        let isTop = point.y < height / 2
        switch point.x {
        case ..<(width / 3): return isTop ? .topLeft : .bottomLeft
        case (2 * width / 3)...: return isTop ? .topRight : .bottomRight
        default: return isTop ? .topCenter : .bottomCenter
        }
    }
}
