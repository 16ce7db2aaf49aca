/// Where a character stands, named as in the story files.
public enum GridPosition: String, Sendable, Hashable, CaseIterable, Codable {
    case bottomLeft = "bottom_left"
    case bottomRight = "bottom_right"
    case topLeft = "top_left"
    case topRight = "top_right"
    case bottomCenter = "bottom_center"
    case topCenter = "top_center"

    /// Top positions may not hold the start: a finger there opens the iPad's notification curtain.
    public var isTop: Bool {
        switch self {
        case .topLeft, .topRight, .topCenter: return true
        case .bottomLeft, .bottomRight, .bottomCenter: return false
        }
    }

    /// The concrete inside cell this position names in `grid`.
    ///
    /// "bottom" is the lowest row holding inside cells and "top" the highest one (for a triangle
    /// or tree that may be a narrow row). "left"/"right" take that row's left-most/right-most
    /// inside cell; "center" takes the inside cell of that row nearest the middle column
    /// `(cols - 1) / 2`, the left one on a tie.
    package func cell(in grid: Grid) -> Cell {
        let row = isTop ? grid.topInsideRow : grid.bottomInsideRow
        // One pass over the row, no list of its columns: every labyrinth asks twice.
        var first: Int?
        var last = 0
        var nearest = 0
        var nearestDistance = Int.max
        let middle = (grid.cols - 1) / 2
        for col in 0..<grid.cols where grid.inside[row * grid.cols + col] {
            if first == nil { first = col }
            last = col
            // Strictly nearer: the left one wins a tie.
            if abs(col - middle) < nearestDistance {
                nearest = col
                nearestDistance = abs(col - middle)
            }
        }
        switch self {
        case .bottomLeft, .topLeft:
            return Cell(row: row, col: first ?? 0)
        case .bottomRight, .topRight:
            return Cell(row: row, col: last)
        case .bottomCenter, .topCenter:
            return Cell(row: row, col: nearest)
        }
    }
}
