/// The outline of a maze. Every shape's mask is a stack of rows, each one run of cells centred
/// on the grid's vertical axis, so masks are mirror-symmetric and 4-connected by construction,
/// and the bottom row always holds at least two cells (start/end corners stay distinct): a
/// one-cell bottom row is widened to three cells (and so is a one-cell top row of the
/// top-bottom-symmetric diamond and circle, to keep them symmetric).
///
/// Geometry is evaluated in doubled integer coordinates (cell centre x = 2*col+1-cols, y = 2*row+1)
/// so no floating-point rounding can break the symmetry.
public enum Shape: String, Sendable, Hashable, CaseIterable, Codable {
    case rect
    case triangle
    case diamond
    case circle
    case mountain
    case tree
    case shell

    /// Whether cell (`row`, `col`) of a `rows` x `cols` lattice lies inside this shape.
    package func contains(row: Int, col: Int, rows: Int, cols: Int) -> Bool {
        let x = abs(2 * col + 1 - cols)  // distance of the centre from the vertical axis, doubled
        switch self {
        case .rect:
            return true
        case .triangle:
            // Apex at the top, full width at the bottom; a cell counts when it reaches the
            // triangle's half-width at the cell's lower edge.
            return (x - 1) * 2 * rows < cols * (2 * row + 2)
        case .diamond:
            let y = abs(2 * row + 1 - rows)
            return max(x - 1, 0) * rows + max(y - 1, 0) * cols < cols * rows
        case .circle:
            // A true circle (square cells) whose diameter is the grid's shorter side.
            let y = abs(2 * row + 1 - rows)
            let diameter = min(rows, cols)
            return x * x + y * y <= diameter * diameter + diameter / 2
        case .mountain:
            // A broad peak: a quarter of the width at the top, full width at the bottom.
            return (x - 1) * 8 * rows < cols * (2 * rows + 3 * (2 * row + 2))
        case .tree:
            let trunkRows = max(1, (rows + 2) / 5)
            let canopyRows = rows - trunkRows
            if row >= canopyRows {
                var trunkWidth = max(2, (cols + 2) / 5)
                if trunkWidth % 2 != cols % 2 { trunkWidth += 1 }  // keeps the trunk centred
                return x < trunkWidth
            }
            return (x - 1) * 2 * canopyRows < cols * (2 * row + 2 + canopyRows / 2)
        case .shell:
            return Shape.shellContains(x: x, row: row, rows: rows, cols: cols)
        }
    }

    /// A scallop shell: the bottom row is the hinge, a third of the width, and above it a fan whose
    /// straight sides spread from just below the hinge and whose top is one arc, so the shell is
    /// widest in its upper half and rounded on top.
    ///
    /// In units of the lattice (u = x / cols across, v from the apex up, 1 at the top edge) the fan
    /// is `u ≤ 1.6·v` (the sides) and `u² + v² ≤ 1.12²` (the arc, a little wider than the lattice so
    /// the top row keeps most of its width). The apex sits 0.3 rows below the bottom edge, which is
    /// `v = (5h + 3) / (10·rows + 3)` with `h` the doubled height of the cell centre above the bottom
    /// edge. Multiplied out to integers so the mask is exact; the centre run (x ≤ 1) is always kept
    /// so a tall, narrow lattice cannot leave an empty row between the fan and the hinge.
    /// At the shipped scale 1.55 the shell keeps 14 / 46 / 122 cells for the 12 / 48 / 130 of the levels.
    private static func shellContains(x: Int, row: Int, rows: Int, cols: Int) -> Bool {
        if row == rows - 1 {
            var hingeWidth = max(2, (cols + 1) / 3)
            if hingeWidth % 2 != cols % 2 { hingeWidth += 1 }  // keeps the hinge centred
            return x < hingeWidth
        }
        let height = 5 * (2 * (rows - row) - 1) + 3  // v = height / span
        let span = 10 * rows + 3
        let withinSides = x <= 1 || 5 * x * span <= 8 * cols * height
        let belowArc = 625 * (x * x * span * span + height * height * cols * cols) <= 784 * cols * cols * span * span
        return withinSides && belowArc
    }

    /// The mask of this shape on an exact `rows` x `cols` lattice.
    public func grid(rows: Int, cols: Int) -> Grid {
        var inside = Array(repeating: false, count: rows * cols)
        for row in 0..<rows {
            for col in 0..<cols where contains(row: row, col: col, rows: rows, cols: cols) {
                inside[row * cols + col] = true
            }
        }
        var rowsToWiden = [Grid(rows: rows, cols: cols, inside: inside).bottomInsideRow]
        if self == .diamond || self == .circle {
            rowsToWiden.append(Grid(rows: rows, cols: cols, inside: inside).topInsideRow)
        }
        for row in rowsToWiden {
            let insideCols = (0..<cols).filter { inside[row * cols + $0] }
            // Symmetric masks have a one-cell row only at the middle column of an odd width.
            if insideCols.count == 1, let middle = insideCols.first, middle > 0, middle + 1 < cols {
                inside[row * cols + middle - 1] = true
                inside[row * cols + middle + 1] = true
            }
        }
        return Grid(rows: rows, cols: cols, inside: inside)
    }

    /// The lattice for a level's `rows` x `cols` grid drawn in a shape with area factor `scale`.
    ///
    /// Rule: both sides grow by √scale, rounded half away from zero
    /// (`rows' = round(rows·√scale)`, `cols' = round(cols·√scale)`), so the lattice has about
    /// `scale` times the level's cells and a shape covering about `1/scale` of its lattice keeps
    /// the inside-cell count near `rows * cols`. With `scale` 1 the grid is unchanged.
    public static func scaledDimensions(rows: Int, cols: Int, scale: Double) -> (rows: Int, cols: Int) {
        let factor = scale.squareRoot()
        return (Int((Double(rows) * factor).rounded()), Int((Double(cols) * factor).rounded()))
    }

    /// `grid(rows:cols:)` on the lattice given by `scaledDimensions(rows:cols:scale:)`.
    func scaledGrid(rows: Int, cols: Int, scale: Double) -> Grid {
        let size = Shape.scaledDimensions(rows: rows, cols: cols, scale: scale)
        return grid(rows: size.rows, cols: size.cols)
    }
}
