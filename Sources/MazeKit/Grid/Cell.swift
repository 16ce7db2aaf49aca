/// A cell of the grid; row 0 is the top row, column 0 the left column.
public struct Cell: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }

    /// Row-major order, the order every drawing and list in MazeKit uses.
    public static func < (lhs: Cell, rhs: Cell) -> Bool {
        (lhs.row, lhs.col) < (rhs.row, rhs.col)
    }

    public var description: String { "(row \(row), col \(col))" }
}
