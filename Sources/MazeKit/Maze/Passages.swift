/// The open walls of a maze, two bits per cell: "open to the right neighbour" and "open to the
/// neighbour below". Every passage is stored exactly once, on its upper/left cell.
public struct Passages: Sendable, Hashable {
    /// Rows of the lattice the passages join.
    public let rows: Int
    /// Columns of the lattice the passages join.
    public let cols: Int
    private var openRight: PackedBits
    private var openDown: PackedBits

    /// A maze with every wall closed.
    package init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        openRight = PackedBits(count: rows * cols)
        openDown = PackedBits(count: rows * cols)
    }

    /// Whether cell `index` (row-major) is joined to its right neighbour.
    func isOpenRight(_ index: Int) -> Bool { openRight[index] }

    /// Whether cell `index` (row-major) is joined to the cell below it.
    func isOpenDown(_ index: Int) -> Bool { openDown[index] }

    /// Number of open passages.
    public var count: Int { openRight.setCount + openDown.setCount }

    /// Every open passage once, in row-major order of its upper/left cell, the right-hand
    /// passage before the downward one.
    public var all: [(from: Cell, to: Cell)] {
        var result: [(from: Cell, to: Cell)] = []
        for index in 0..<(rows * cols) {
            let cell = cell(at: index)
            if openRight[index] { result.append((cell, Cell(row: cell.row, col: cell.col + 1))) }
            if openDown[index] { result.append((cell, Cell(row: cell.row + 1, col: cell.col))) }
        }
        return result
    }

    /// Opens the wall between two neighbouring cells given by row-major index.
    mutating func open(_ a: Int, _ b: Int) {
        let low = min(a, b)
        let high = max(a, b)
        // The row below first: in a one-column grid it is also `low + 1`, and there is no right neighbour.
        if high == low + cols { openDown[low] = true } else { openRight[low] = true }
    }
}
