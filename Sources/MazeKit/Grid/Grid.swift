/// A `rows` x `cols` lattice of square cells and the mask of cells inside the maze's shape.
///
/// Cells are addressed by row-major index `row * cols + col` in the hot code and by `Cell` in the
/// public API.
public struct Grid: Sendable, Hashable, RowMajorNumbering {
    /// Rows of the lattice, inside cells or not.
    public let rows: Int
    /// Columns of the lattice, inside cells or not.
    public let cols: Int
    /// Row-major mask: `inside[row * cols + col]`.
    let inside: [Bool]
    /// How many cells are inside the shape.
    public let insideCount: Int

    /// A grid with the given mask (row-major, `rows * cols` entries).
    package init(rows: Int, cols: Int, inside: [Bool]) {
        precondition(rows > 0 && cols > 0 && inside.count == rows * cols, "grid mask must have rows*cols entries")
        self.rows = rows
        self.cols = cols
        self.inside = inside
        self.insideCount = inside.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// A grid with every cell inside.
    static func rectangle(rows: Int, cols: Int) -> Grid {
        Grid(rows: rows, cols: cols, inside: Array(repeating: true, count: rows * cols))
    }

    /// All cells of the lattice, inside the shape or not.
    public var cellCount: Int { rows * cols }

    /// Whether `cell` lies on the lattice and inside the shape.
    public func isInside(_ cell: Cell) -> Bool {
        cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols && inside[index(of: cell)]
    }

    /// All inside cells in row-major order.
    public var insideCells: [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(insideCount)
        for index in 0..<cellCount where inside[index] { cells.append(cell(at: index)) }
        return cells
    }

    /// Pairs of horizontally or vertically adjacent inside cells, i.e. every possible passage.
    var internalWallCount: Int {
        var count = 0
        for row in 0..<rows {
            for col in 0..<cols where inside[row * cols + col] {
                if col + 1 < cols && inside[row * cols + col + 1] { count += 1 }
                if row + 1 < rows && inside[(row + 1) * cols + col] { count += 1 }
            }
        }
        return count
    }

    /// Top-most row holding an inside cell.
    var topInsideRow: Int {
        (0..<rows).first { row in (0..<cols).contains { inside[row * cols + $0] } } ?? 0
    }

    /// Bottom-most row holding an inside cell.
    var bottomInsideRow: Int {
        (0..<rows).last { row in (0..<cols).contains { inside[row * cols + $0] } } ?? 0
    }
}
