/// How a maze is drawn for the app.
public enum DrawingStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// Lines along the closed walls.
    case walls
    /// Lines along the open passages, between cell centres.
    case corridor
}

/// The SVG path texts and hit-test segments of a maze. All orders are fixed so the same maze
/// always gives the same bytes.
public enum MazeDrawing {
    /// Every wall exactly once as a unit piece `M x1 y1 L x2 y2` on the cell lattice, pieces joined
    /// by single spaces. The maze is closed: walls between inside and outside cells (or the lattice
    /// border) are drawn too.
    ///
    /// Order: inside cells row-major (top row first, left to right); per cell its top edge if the
    /// cell above is not inside, its left edge if the cell to the left is not inside, its right edge
    /// if the right cell is not inside or the passage to it is closed, its bottom edge if the cell
    /// below is not inside or the passage to it is closed. Horizontal pieces run left→right,
    /// vertical pieces top→bottom.
    public static func walls(grid: Grid, passages: Passages, layout: MazeLayout) -> String {
        var text = PathText(expectedLength: grid.insideCount * 2 * 22 + 64)
        for index in 0..<grid.cellCount where grid.inside[index] {
            let cell = grid.cell(at: index)
            let row = cell.row
            let col = cell.col
            let topLeft = layout.corner(row: row, col: col)
            let topRight = layout.corner(row: row, col: col + 1)
            let bottomLeft = layout.corner(row: row + 1, col: col)
            let bottomRight = layout.corner(row: row + 1, col: col + 1)
            if !grid.isInside(Cell(row: row - 1, col: col)) { text.piece(from: topLeft, to: topRight) }
            if !grid.isInside(Cell(row: row, col: col - 1)) { text.piece(from: topLeft, to: bottomLeft) }
            if !grid.isInside(Cell(row: row, col: col + 1)) || !passages.isOpenRight(index) {
                text.piece(from: topRight, to: bottomRight)
            }
            if !grid.isInside(Cell(row: row + 1, col: col)) || !passages.isOpenDown(index) {
                text.piece(from: bottomLeft, to: bottomRight)
            }
        }
        return text.text
    }

    /// The corridor drawing: for every inside cell in row-major order, first a zero-length dot
    /// `M x y L x y` at its centre, then `M a L b` from its centre to the right neighbour's centre
    /// if that passage is open, then to the lower neighbour's centre if that passage is open.
    public static func corridors(grid: Grid, passages: Passages, layout: MazeLayout) -> String {
        var text = PathText(expectedLength: grid.insideCount * 3 * 22)
        for index in 0..<grid.cellCount where grid.inside[index] {
            let cell = grid.cell(at: index)
            let centre = layout.centre(of: cell)
            text.piece(from: centre, to: centre)
            if passages.isOpenRight(index) {
                text.piece(from: centre, to: layout.centre(of: Cell(row: cell.row, col: cell.col + 1)))
            }
            if passages.isOpenDown(index) {
                text.piece(from: centre, to: layout.centre(of: Cell(row: cell.row + 1, col: cell.col)))
            }
        }
        return text.text
    }

    /// The route as one polyline `M x y L x y L …` through the cell centres, start to end.
    public static func polyline(through route: [Cell], layout: MazeLayout) -> String {
        var text = PathText(expectedLength: route.count * 12 + 8)
        for (position, cell) in route.enumerated() {
            if position == 0 {
                text.move(to: layout.centre(of: cell))
            } else {
                text.line(to: layout.centre(of: cell))
            }
        }
        return text.text
    }

    /// Every open passage once, from the upper/left cell's centre to its neighbour's centre, in
    /// the order of `Passages.all` (row-major, right-hand passage before downward).
    public static func segments(passages: Passages, layout: MazeLayout) -> [Segment] {
        passages.all.map { Segment(start: layout.centre(of: $0.from), end: layout.centre(of: $0.to)) }
    }
}
