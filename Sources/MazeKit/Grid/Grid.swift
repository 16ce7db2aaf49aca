/// A `rows` x `cols` lattice of square cells and the mask of cells inside the maze's shape.
///
/// Cells are addressed by row-major index `row * cols + col` in the hot code and by `Cell` in the
/// public API.
public struct Grid: Sendable, Hashable {
    public let rows: Int
    public let cols: Int
    /// Row-major mask: `inside[row * cols + col]`.
    public let inside: [Bool]
    /// How many cells are inside the shape.
    public let insideCount: Int

    /// A grid with the given mask (row-major, `rows * cols` entries).
    public init(rows: Int, cols: Int, inside: [Bool]) {
        precondition(rows > 0 && cols > 0 && inside.count == rows * cols, "grid mask must have rows*cols entries")
        self.rows = rows
        self.cols = cols
        self.inside = inside
        self.insideCount = inside.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// A grid with every cell inside.
    public static func rectangle(rows: Int, cols: Int) -> Grid {
        Grid(rows: rows, cols: cols, inside: Array(repeating: true, count: rows * cols))
    }

    public var cellCount: Int { rows * cols }

    public func index(of cell: Cell) -> Int { cell.row * cols + cell.col }

    public func cell(at index: Int) -> Cell { Cell(row: index / cols, col: index % cols) }

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
    public var internalWallCount: Int {
        var count = 0
        for row in 0..<rows {
            for col in 0..<cols where inside[row * cols + col] {
                if col + 1 < cols && inside[row * cols + col + 1] { count += 1 }
                if row + 1 < rows && inside[(row + 1) * cols + col] { count += 1 }
            }
        }
        return count
    }

    /// Whether the inside cells form one 4-connected region (flood fill).
    public var isInsideConnected: Bool {
        guard let first = inside.firstIndex(of: true) else { return false }
        var seen = Array(repeating: false, count: cellCount)
        var queue = [first]
        seen[first] = true
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let row = current / cols, col = current % cols
            for (dr, dc) in [(-1, 0), (0, 1), (1, 0), (0, -1)] {
                let r = row + dr, c = col + dc
                guard r >= 0, r < rows, c >= 0, c < cols else { continue }
                let next = r * cols + c
                if inside[next] && !seen[next] {
                    seen[next] = true
                    queue.append(next)
                }
            }
        }
        return queue.count == insideCount
    }

    /// Top-most row holding an inside cell.
    public var topInsideRow: Int {
        (0..<rows).first { row in (0..<cols).contains { inside[row * cols + $0] } } ?? 0
    }

    /// Bottom-most row holding an inside cell.
    public var bottomInsideRow: Int {
        (0..<rows).last { row in (0..<cols).contains { inside[row * cols + $0] } } ?? 0
    }
}
