/// The open walls of a maze, two bits per cell: "open to the right neighbour" and "open to the
/// neighbour below". Every passage is stored exactly once, on its upper/left cell.
public struct Passages: Sendable, Hashable {
    public let rows: Int
    public let cols: Int
    private var openRight: PackedBits
    private var openDown: PackedBits

    /// A maze with every wall closed.
    public init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        openRight = PackedBits(count: rows * cols)
        openDown = PackedBits(count: rows * cols)
    }

    /// Whether cell `index` (row-major) is joined to its right neighbour.
    public func isOpenRight(_ index: Int) -> Bool { openRight[index] }

    /// Whether cell `index` (row-major) is joined to the cell below it.
    public func isOpenDown(_ index: Int) -> Bool { openDown[index] }

    /// Whether neighbouring cells `a` and `b` are joined; `false` for cells that are not neighbours.
    public func isOpen(_ a: Cell, _ b: Cell) -> Bool {
        let (first, second) = a < b ? (a, b) : (b, a)
        guard first.row >= 0, first.col >= 0, second.row < rows, second.col < cols else { return false }
        let index = first.row * cols + first.col
        if first.row == second.row && second.col == first.col + 1 { return openRight[index] }
        if first.col == second.col && second.row == first.row + 1 { return openDown[index] }
        return false
    }

    /// Number of open passages.
    public var count: Int { openRight.setCount + openDown.setCount }

    /// Every open passage once, in row-major order of its upper/left cell, the right-hand
    /// passage before the downward one.
    public var all: [(from: Cell, to: Cell)] {
        var result: [(from: Cell, to: Cell)] = []
        for index in 0..<(rows * cols) {
            let cell = Cell(row: index / cols, col: index % cols)
            if openRight[index] { result.append((cell, Cell(row: cell.row, col: cell.col + 1))) }
            if openDown[index] { result.append((cell, Cell(row: cell.row + 1, col: cell.col))) }
        }
        return result
    }

    /// Number of passages leaving cell `index`.
    public func degree(of index: Int) -> Int {
        let col = index % cols
        var degree = 0
        if openRight[index] { degree += 1 }
        if openDown[index] { degree += 1 }
        if col > 0 && openRight[index - 1] { degree += 1 }
        if index >= cols && openDown[index - cols] { degree += 1 }
        return degree
    }

    /// Opens the wall between two neighbouring cells given by row-major index.
    mutating func open(_ a: Int, _ b: Int) {
        let low = min(a, b), high = max(a, b)
        if high == low + 1 { openRight[low] = true } else { openDown[low] = true }
    }

    /// Calls `body` with each open neighbour of `index` in the fixed order up, right, down, left.
    @inline(__always)
    func forEachOpenNeighbour(of index: Int, _ body: (Int) -> Void) {
        if index >= cols && openDown[index - cols] { body(index - cols) }
        if openRight[index] { body(index + 1) }
        if openDown[index] { body(index + cols) }
        if index % cols > 0 && openRight[index - 1] { body(index - 1) }
    }
}
