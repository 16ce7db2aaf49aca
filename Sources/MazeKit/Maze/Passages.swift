/// The open walls of a maze: per cell, "open to the right neighbour" and "open to the neighbour
/// below". Every passage is stored exactly once, on its upper/left cell.
///
/// Tuned (issue 26): one byte per cell (`links`), so the generator's searches read a cell's two
/// passages with one load; the carver builds the bytes and hands them over whole.
public struct Passages: Sendable, Hashable {
    /// Rows of the lattice the passages join.
    public let rows: Int
    /// Columns of the lattice the passages join.
    public let cols: Int
    /// Per row-major cell: `Passages.right` if joined to its right neighbour, `Passages.down` if to the cell below.
    private(set) var links: [UInt8]

    static let right: UInt8 = 1
    static let down: UInt8 = 2

    /// A maze with every wall closed.
    package init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        links = Array(repeating: 0, count: rows * cols)
    }

    /// A maze with the given links (`rows * cols` bytes of `right` and `down` flags), as a carver made them.
    init(rows: Int, cols: Int, links: [UInt8]) {
        precondition(links.count == rows * cols, "passages need one byte of links per cell")
        self.rows = rows
        self.cols = cols
        self.links = links
    }

    /// Whether cell `index` (row-major) is joined to its right neighbour.
    @inline(__always)
    func isOpenRight(_ index: Int) -> Bool { links[index] & Passages.right != 0 }

    /// Whether cell `index` (row-major) is joined to the cell below it.
    @inline(__always)
    func isOpenDown(_ index: Int) -> Bool { links[index] & Passages.down != 0 }

    /// Number of open passages.
    public var count: Int { links.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Every open passage once, in row-major order of its upper/left cell, the right-hand
    /// passage before the downward one.
    public var all: [(from: Cell, to: Cell)] {
        var result: [(from: Cell, to: Cell)] = []
        for index in 0..<(rows * cols) {
            let cell = cell(at: index)
            if isOpenRight(index) { result.append((cell, Cell(row: cell.row, col: cell.col + 1))) }
            if isOpenDown(index) { result.append((cell, Cell(row: cell.row + 1, col: cell.col))) }
        }
        return result
    }

    /// Opens the wall between two neighbouring cells given by row-major index.
    mutating func open(_ a: Int, _ b: Int) {
        let low = min(a, b)
        let high = max(a, b)
        // The row below first: in a one-column grid it is also `low + 1`, and there is no right neighbour.
        links[low] |= high == low + cols ? Passages.down : Passages.right
    }
}
