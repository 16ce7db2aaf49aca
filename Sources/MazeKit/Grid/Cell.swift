/// A cell of the grid; row 0 is the top row, column 0 the left column.
public struct Cell: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 0 is the top row.
    public var row: Int
    /// 0 is the left column.
    public var col: Int

    /// The cell at `row`, `col` (any values; a grid says whether it is inside).
    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }

    /// Row-major order, the order every drawing and list in MazeKit uses.
    public static func < (lhs: Cell, rhs: Cell) -> Bool {
        (lhs.row, lhs.col) < (rhs.row, rhs.col)
    }

    /// `(row r, col c)`, as messages print a cell.
    public var description: String { "(row \(row), col \(col))" }
}

/// A lattice whose cells are numbered row-major, `row * cols + col`: the hot code works on these
/// indices, the public API on `Cell`s, and this is the one place that converts between them.
package protocol RowMajorNumbering {
    var cols: Int { get }
}

extension RowMajorNumbering {
    package func index(of cell: Cell) -> Int { cell.row * cols + cell.col }

    package func cell(at index: Int) -> Cell { Cell(row: index / cols, col: index % cols) }
}
