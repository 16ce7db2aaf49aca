// Shapes, drawing styles and positions are MazeKit's own `Shape`, `DrawingStyle` and `GridPosition`:
// their raw values are the words pack files use, so stories name them directly.

/// What an adventure asks of the child on the way.
public enum ItemRule: String, Codable, Sendable, CaseIterable {
    case collect
}
