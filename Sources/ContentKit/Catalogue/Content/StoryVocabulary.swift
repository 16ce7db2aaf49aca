import MazeKit

// Shapes and positions are MazeKit's own `Shape` and `GridPosition`, and item rules LabyrinthKit's `ItemRule`
// (collect, avoid): their raw values are the words pack files use, so stories name them directly.

/// How a story is drawn: a maze with walls, a maze of corridors between dots, or one winding organic path.
package enum StoryStyle: String, Codable, Sendable, CaseIterable {
    case walls
    case corridor
    case organic

    /// The maze drawing style; nil for an organic path, which is no maze.
    package var mazeStyle: DrawingStyle? {
        switch self {
        case .walls: .walls
        case .corridor: .corridor
        case .organic: nil
        }
    }
}
