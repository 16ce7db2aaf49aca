/// The outline of a maze. Raw values are the words used in pack files and in `maze_type`.
public enum StoryShape: String, Codable, Sendable, CaseIterable {
    case rect, triangle, diamond, circle, mountain, tree
}

/// How a maze is drawn: walls between cells, or corridors joining cell centres.
public enum StoryStyle: String, Codable, Sendable, CaseIterable {
    case walls, corridor
}

/// Where a character stands. The start must never be on the top row: a finger there opens the
/// iPad's notification curtain.
public enum StoryPosition: String, Codable, Sendable, CaseIterable {
    case bottomLeft = "bottom_left"
    case bottomCenter = "bottom_center"
    case bottomRight = "bottom_right"
    case topLeft = "top_left"
    case topCenter = "top_center"
    case topRight = "top_right"

    public var isOnTopRow: Bool {
        switch self {
        case .topLeft, .topCenter, .topRight: true
        case .bottomLeft, .bottomCenter, .bottomRight: false
        }
    }
}

/// What an adventure asks of the child on the way.
public enum ItemRule: String, Codable, Sendable, CaseIterable {
    case collect
}
