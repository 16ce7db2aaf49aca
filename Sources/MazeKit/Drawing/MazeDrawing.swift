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
        let rows = grid.rows
        let cols = grid.cols
        let size = layout.cellSize
        grid.inside.withUnsafeBufferPointer { inside in
            for row in 0..<rows {
                let top = layout.originY + row * size
                for col in 0..<cols {
                    let index = row * cols + col
                    guard inside[index] else { continue }
                    let left = layout.originX + col * size
                    let topLeft = Point(x: left, y: top)
                    let topRight = Point(x: left + size, y: top)
                    let bottomLeft = Point(x: left, y: top + size)
                    let bottomRight = Point(x: left + size, y: top + size)
                    if row == 0 || !inside[index - cols] { text.piece(from: topLeft, to: topRight) }
                    if col == 0 || !inside[index - 1] { text.piece(from: topLeft, to: bottomLeft) }
                    if col + 1 == cols || !inside[index + 1] || !passages.isOpenRight(index) {
                        text.piece(from: topRight, to: bottomRight)
                    }
                    if row + 1 == rows || !inside[index + cols] || !passages.isOpenDown(index) {
                        text.piece(from: bottomLeft, to: bottomRight)
                    }
                }
            }
        }
        return text.text
    }

    /// The corridor drawing: for every inside cell in row-major order, first a zero-length dot
    /// `M x y L x y` at its centre, then `M a L b` from its centre to the right neighbour's centre
    /// if that passage is open, then to the lower neighbour's centre if that passage is open.
    public static func corridors(grid: Grid, passages: Passages, layout: MazeLayout) -> String {
        var text = PathText(expectedLength: grid.insideCount * 3 * 22)
        let rows = grid.rows
        let cols = grid.cols
        let size = layout.cellSize
        grid.inside.withUnsafeBufferPointer { inside in
            for row in 0..<rows {
                let y = layout.originY + row * size + size / 2
                for col in 0..<cols {
                    let index = row * cols + col
                    guard inside[index] else { continue }
                    let centre = Point(x: layout.originX + col * size + size / 2, y: y)
                    text.piece(from: centre, to: centre)
                    if passages.isOpenRight(index) {
                        text.piece(from: centre, to: Point(x: centre.x + size, y: y))
                    }
                    if passages.isOpenDown(index) {
                        text.piece(from: centre, to: Point(x: centre.x, y: y + size))
                    }
                }
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
        var segments: [Segment] = []
        segments.reserveCapacity(passages.count)
        let size = layout.cellSize
        for row in 0..<passages.rows {
            let y = layout.originY + row * size + size / 2
            for col in 0..<passages.cols {
                let index = row * passages.cols + col
                guard passages.links[index] != 0 else { continue }
                let centre = Point(x: layout.originX + col * size + size / 2, y: y)
                if passages.isOpenRight(index) {
                    segments.append(Segment(start: centre, end: Point(x: centre.x + size, y: y)))
                }
                if passages.isOpenDown(index) {
                    segments.append(Segment(start: centre, end: Point(x: centre.x, y: y + size)))
                }
            }
        }
        return segments
    }
}
