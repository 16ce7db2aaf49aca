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
        let insideCols = (0..<grid.cols).filter { grid.inside[row * grid.cols + $0] }
        switch self {
        case .bottomLeft, .topLeft:
            return Cell(row: row, col: insideCols.first ?? 0)
        case .bottomRight, .topRight:
            return Cell(row: row, col: insideCols.last ?? 0)
        case .bottomCenter, .topCenter:
            let middle = (grid.cols - 1) / 2
            let nearest = insideCols.min { abs($0 - middle) < abs($1 - middle) } ?? 0
            return Cell(row: row, col: nearest)
        }
    }
}
