/// A point on the canvas, in whole canvas units (y grows downwards).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// Canvas units from the left edge.
    public var x: Int
    /// Canvas units from the top edge.
    public var y: Int

    /// The point at `x`, `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`, as messages print a point.
    public var description: String { "(\(x), \(y))" }
}

/// A straight piece between two points; for passages, between two neighbouring cell centres.
public struct Segment: Sendable, Hashable {
    /// Where the piece begins; for a passage, the upper/left cell's centre.
    public var start: Point
    /// Where the piece ends.
    public var end: Point

    /// The piece from `start` to `end`.
    public init(start: Point, end: Point) {
        self.start = start
        self.end = end
    }
}

/// The drawing area: its size and the empty margin kept on every side.
public struct Canvas: Sendable, Hashable {
    /// Canvas width in units.
    public var width: Int
    /// Canvas height in units.
    public var height: Int
    /// Units kept clear on every side, so no line touches the canvas edge.
    public var margin: Int

    /// A canvas of `width` x `height` units with `margin` kept clear on every side.
    public init(width: Int, height: Int, margin: Int) {
        self.width = width
        self.height = height
        self.margin = margin
    }
}

/// Where the grid's cells sit on the canvas (the project's shared layout rule):
/// `cellSize = min((width − 2·margin) / cols, (height − 2·margin) / rows)`,
/// `originX = (width − cols·cellSize) / 2`, `originY = (height − rows·cellSize) / 2`,
/// all integer divisions; the grid is centred and its cells are square.
public struct MazeLayout: Sendable, Hashable {
    /// Side of one square cell, in canvas units.
    public let cellSize: Int
    /// Canvas x of the lattice's left border.
    public let originX: Int
    /// Canvas y of the lattice's top border.
    public let originY: Int

    /// The layout of a `rows` x `cols` grid, or nil when a cell would be smaller than 2 units
    /// (then centres and walls would coincide).
    public init?(canvas: Canvas, rows: Int, cols: Int) {
        guard rows > 0, cols > 0 else { return nil }
        let size = min((canvas.width - 2 * canvas.margin) / cols, (canvas.height - 2 * canvas.margin) / rows)
        guard size >= 2 else { return nil }
        cellSize = size
        originX = (canvas.width - cols * size) / 2
        originY = (canvas.height - rows * size) / 2
    }

    /// A layout read back from a drawing, whose cell size and origin are measured rather than computed.
    init(cellSize: Int, originX: Int, originY: Int) {
        self.cellSize = cellSize
        self.originX = originX
        self.originY = originY
    }

    /// Centre of cell (`row`, `col`): origin + index·cellSize + cellSize/2.
    public func centre(of cell: Cell) -> Point {
        Point(x: originX + cell.col * cellSize + cellSize / 2, y: originY + cell.row * cellSize + cellSize / 2)
    }

    /// Lattice corner at the top-left of cell (`row`, `col`); `row == rows` / `col == cols` give
    /// the bottom / right border.
    public func corner(row: Int, col: Int) -> Point {
        Point(x: originX + col * cellSize, y: originY + row * cellSize)
    }
}
