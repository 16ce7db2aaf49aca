/// A maze rebuilt from its own drawing (`svg_path`), independent of whatever generated it.
/// Cells are indexed `row * cols + col` over the drawing's bounding lattice; row 0 is the top.
package struct ReconstructedMaze: Equatable, Sendable, RowMajorNumbering {
    package struct Canvas: Hashable, Sendable {
        package var width: Int
        package var height: Int

        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        package func contains(_ point: DrawnPoint) -> Bool {
            point.x >= 0 && point.y >= 0 && point.x <= Double(width) && point.y <= Double(height)
        }
    }

    /// Walls lie on `originX + k * cellSize` (and the same for y); cells are centred by the generator's
    /// own rule, `MazeLayout.centre(of:)`, so a drawing is read back exactly as it was laid out.
    package struct Lattice: Hashable, Sendable {
        var layout: MazeLayout
        package var rows: Int
        package var cols: Int

        package init(cellSize: Int, originX: Int, originY: Int, rows: Int, cols: Int) {
            layout = MazeLayout(cellSize: cellSize, originX: originX, originY: originY)
            self.rows = rows
            self.cols = cols
        }

        package var cellSize: Int { layout.cellSize }
        package var originX: Int { layout.originX }
        package var originY: Int { layout.originY }
        var cellCount: Int { rows * cols }

        package func centre(of cell: Cell) -> Point { layout.centre(of: cell) }

        /// Centre of the top-left cell; the others follow every `cellSize` units.
        var firstCentre: Point { centre(of: Cell(row: 0, col: 0)) }

        /// The cell whose centre is exactly `point`. No tolerance: every point of the legacy
        /// fixture sits exactly on a centre, and the generator writes integers.
        @inline(__always)
        package func cell(atCentre point: DrawnPoint) -> Cell? {
            guard let x = point.x.wholeValue, let y = point.y.wholeValue else { return nil }
            return cell(atCentreX: x, y: y)
        }

        /// Inlined where it is asked, per point of every drawing and segment: one division an axis.
        @inline(__always)
        package func cell(atCentreX x: Int, y: Int) -> Cell? {
            let first = firstCentre
            let dx = x - first.x
            let dy = y - first.y
            guard dx >= 0, dy >= 0 else { return nil }
            let column = dx.quotientAndRemainder(dividingBy: cellSize)
            let row = dy.quotientAndRemainder(dividingBy: cellSize)
            guard column.remainder == 0, row.remainder == 0, row.quotient < rows, column.quotient < cols else {
                return nil
            }
            return Cell(row: row.quotient, col: column.quotient)
        }

        /// The centre nearest to `point`, for messages that say what was expected.
        func nearestCentre(to point: DrawnPoint) -> Point {
            func nearest(_ value: Double, from first: Int, count: Int) -> Int {
                let k = ((value - Double(first)) / Double(cellSize)).rounded()
                return Int(max(0, min(Double(max(count - 1, 0)), k)))
            }
            let first = firstCentre
            return centre(
                of: Cell(
                    row: nearest(point.y, from: first.y, count: rows),
                    col: nearest(point.x, from: first.x, count: cols)))
        }
    }

    /// The result of rebuilding: a maze when a lattice could be found, and what was wrong with the drawing.
    package struct Outcome: Sendable {
        package var maze: ReconstructedMaze?
        package var findings: [MazeFinding]
    }

    package let style: DrawingStyle
    package let lattice: Lattice
    /// 1 for a cell of the maze: enclosed by walls (walls style) or dotted/joined (corridors).
    var insideFlags: [UInt8]
    /// Walls style: 1 for a cell reached from outside the bounding box without crossing a wall.
    var outsideFlags: [UInt8]
    /// 1 when cell i is joined to its east (i + 1) or south (i + cols) neighbour.
    var openEast: [UInt8]
    var openSouth: [UInt8]
    /// Walls style: unit wall edges drawn more than once (old files draw inner walls twice).
    package let repeatedWallEdges: Int

    package var rows: Int { lattice.rows }
    package var cols: Int { lattice.cols }

    package func contains(_ cell: Cell) -> Bool {
        cell.row >= 0 && cell.col >= 0 && cell.row < rows && cell.col < cols
    }

    package func isInside(_ cell: Cell) -> Bool {
        contains(cell) && insideFlags[index(of: cell)] != 0
    }

    /// Walls style: whether the cell can be reached from outside the drawing without crossing a wall.
    package func isOpenToOutside(_ cell: Cell) -> Bool {
        contains(cell) && outsideFlags[index(of: cell)] != 0
    }

    /// Whether two orthogonally neighbouring cells are joined (no wall between them / a corridor line).
    package func hasPassage(_ a: Cell, _ b: Cell) -> Bool {
        guard contains(a), contains(b) else { return false }
        if a.row == b.row && abs(a.col - b.col) == 1 {
            return openEast[a.row * cols + min(a.col, b.col)] != 0
        }
        if a.col == b.col && abs(a.row - b.row) == 1 {
            return openSouth[min(a.row, b.row) * cols + a.col] != 0
        }
        return false
    }

    package var insideCellCount: Int { insideFlags.reduce(0) { $0 + Int($1) } }

    init(
        style: DrawingStyle, lattice: Lattice, inside: [UInt8], outside: [UInt8],
        openEast: [UInt8], openSouth: [UInt8], repeatedWallEdges: Int
    ) {
        self.style = style
        self.lattice = lattice
        self.insideFlags = inside
        self.outsideFlags = outside
        self.openEast = openEast
        self.openSouth = openSouth
        self.repeatedWallEdges = repeatedWallEdges
    }

    /// Grids above this many cells are not mazes for children; refusing them bounds memory.
    static let maximumCells = 250_000

    /// Rebuilds the maze drawn by `path`.
    /// - Parameter minimumCellSize: below this the lattice found by the gcd of coordinates is taken
    ///   to be the result of a stray piece, and the most common piece length is used instead, so the
    ///   stray piece is reported rather than shrinking the lattice to fit it.
    package static func reconstruct(
        _ path: ParsedSVGPath, style: DrawingStyle, canvas: Canvas,
        minimumCellSize: Int = 10
    ) -> Outcome {
        var builder = ReconstructionBuilder(path: path, style: style, canvas: canvas, minimumCellSize: minimumCellSize)
        return builder.build()
    }

    /// Parses `svgPath` and rebuilds; a parse error becomes a `maze.svg_unparsable` finding.
    package static func reconstruct(
        svgPath: String, style: DrawingStyle, canvas: Canvas,
        minimumCellSize: Int = 10
    ) -> Outcome {
        do {
            let path = try SVGPathParser.parse(svgPath)
            return reconstruct(path, style: style, canvas: canvas, minimumCellSize: minimumCellSize)
        } catch {
            let finding = MazeFinding(
                .svgUnparsable, "svg_path is not an 'M x y L x y …' path: \(error)",
                at: .svgPath(offset: error.offset))
            return Outcome(maze: nil, findings: [finding])
        }
    }
}

extension ReconstructedMaze: PassageLattice {
    func isOpenEast(_ index: Int) -> Bool { openEast[index] != 0 }
    func isOpenSouth(_ index: Int) -> Bool { openSouth[index] != 0 }
}

extension Double {
    /// `Int(exactly: self)`, without its call into the maths library for every coordinate of every drawing: a
    /// value well inside `Int`'s range converts without trapping, and is whole when it converts back unchanged.
    @inline(__always)
    var wholeValue: Int? {
        guard self > -4.0e18, self < 4.0e18 else { return Int(exactly: self) }
        let whole = Int(self)
        return Double(whole) == self ? whole : nil
    }
}
