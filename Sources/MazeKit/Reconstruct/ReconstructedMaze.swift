/// A maze rebuilt from its own drawing (`svg_path`), independent of whatever generated it.
/// Cells are indexed `row * cols + col` over the drawing's bounding lattice; row 0 is the top.
public struct ReconstructedMaze: Equatable, Sendable {
    /// How `svg_path` draws the maze.
    public enum Style: String, Hashable, Sendable {
        /// `grid` and `shaped_<shape>`: the walls are drawn.
        case walls
        /// `corridor_<shape>`: lines between joined cell centres, a dot on every cell.
        case corridors

        /// The style a `maze_type` value names, or nil for an unknown type.
        public init?(mazeType: String) {
            if mazeType == "grid" || mazeType.hasPrefix("shaped_") {
                self = .walls
            } else if mazeType.hasPrefix("corridor_") {
                self = .corridors
            } else {
                return nil
            }
        }
    }

    public struct Cell: Hashable, Sendable, Comparable, CustomStringConvertible {
        public var row: Int
        public var col: Int

        public init(row: Int, col: Int) {
            self.row = row
            self.col = col
        }

        public static func < (lhs: Cell, rhs: Cell) -> Bool { (lhs.row, lhs.col) < (rhs.row, rhs.col) }
        public var description: String { "row \(row), column \(col)" }
    }

    public struct Canvas: Hashable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        public func contains(_ point: DrawnPoint) -> Bool {
            point.x >= 0 && point.y >= 0 && point.x <= Double(width) && point.y <= Double(height)
        }
    }

    /// Walls lie on `originX + k * cellSize` (and the same for y); the centre of a cell is
    /// `origin + k * cellSize + cellSize / 2` with integer division, as the generator lays it out.
    public struct Lattice: Hashable, Sendable {
        public var cellSize: Int
        public var originX: Int
        public var originY: Int
        public var rows: Int
        public var cols: Int

        public init(cellSize: Int, originX: Int, originY: Int, rows: Int, cols: Int) {
            self.cellSize = cellSize
            self.originX = originX
            self.originY = originY
            self.rows = rows
            self.cols = cols
        }

        public func centre(of cell: Cell) -> (x: Int, y: Int) {
            (originX + cell.col * cellSize + cellSize / 2, originY + cell.row * cellSize + cellSize / 2)
        }

        /// The cell whose centre is exactly `point`. No tolerance: every point of the legacy
        /// fixture sits exactly on a centre, and the generator writes integers.
        public func cell(atCentre point: DrawnPoint) -> Cell? {
            guard let x = Int(exactly: point.x), let y = Int(exactly: point.y) else { return nil }
            return cell(atCentreX: x, y: y)
        }

        public func cell(atCentreX x: Int, y: Int) -> Cell? {
            let dx = x - originX - cellSize / 2, dy = y - originY - cellSize / 2
            guard dx >= 0, dy >= 0, dx % cellSize == 0, dy % cellSize == 0 else { return nil }
            let cell = Cell(row: dy / cellSize, col: dx / cellSize)
            guard cell.row < rows, cell.col < cols else { return nil }
            return cell
        }

        /// The centre nearest to `point`, for messages that say what was expected.
        public func nearestCentre(to point: DrawnPoint) -> (x: Int, y: Int) {
            func nearest(_ value: Double, _ origin: Int, _ count: Int) -> Int {
                let k = ((value - Double(origin + cellSize / 2)) / Double(cellSize)).rounded()
                return origin + Int(max(0, min(Double(max(count - 1, 0)), k))) * cellSize + cellSize / 2
            }
            return (nearest(point.x, originX, cols), nearest(point.y, originY, rows))
        }

        public var cellCount: Int { rows * cols }
    }

    /// The result of rebuilding: a maze when a lattice could be found, and what was wrong with the drawing.
    public struct Outcome: Sendable {
        public var maze: ReconstructedMaze?
        public var findings: [MazeFinding]
    }

    public let style: Style
    public let lattice: Lattice
    /// 1 for a cell of the maze: enclosed by walls (walls style) or dotted/joined (corridors).
    var insideFlags: [UInt8]
    /// Walls style: 1 for a cell reached from outside the bounding box without crossing a wall.
    var outsideFlags: [UInt8]
    /// 1 when cell i is joined to its east (i + 1) or south (i + cols) neighbour.
    var openEast: [UInt8]
    var openSouth: [UInt8]
    /// Walls style: unit wall edges drawn more than once (old files draw inner walls twice).
    public let repeatedWallEdges: Int

    public var rows: Int { lattice.rows }
    public var cols: Int { lattice.cols }

    public func contains(_ cell: Cell) -> Bool {
        cell.row >= 0 && cell.col >= 0 && cell.row < rows && cell.col < cols
    }

    public func isInside(_ cell: Cell) -> Bool {
        contains(cell) && insideFlags[index(cell)] != 0
    }

    /// Walls style: whether the cell can be reached from outside the drawing without crossing a wall.
    public func isOpenToOutside(_ cell: Cell) -> Bool {
        contains(cell) && outsideFlags[index(cell)] != 0
    }

    /// Whether two orthogonally neighbouring cells are joined (no wall between them / a corridor line).
    public func hasPassage(_ a: Cell, _ b: Cell) -> Bool {
        guard contains(a), contains(b) else { return false }
        if a.row == b.row && abs(a.col - b.col) == 1 {
            return openEast[a.row * cols + min(a.col, b.col)] != 0
        }
        if a.col == b.col && abs(a.row - b.row) == 1 {
            return openSouth[min(a.row, b.row) * cols + a.col] != 0
        }
        return false
    }

    public var insideCellCount: Int { insideFlags.reduce(0) { $0 + Int($1) } }

    /// Passages whose two cells are both inside the maze.
    public var passageCount: Int {
        var count = 0
        for i in 0..<insideFlags.count where insideFlags[i] != 0 {
            if openEast[i] != 0 && insideFlags[i + 1] != 0 { count += 1 }
            if openSouth[i] != 0 && insideFlags[i + cols] != 0 { count += 1 }
        }
        return count
    }

    /// Every inside cell, row by row.
    public var insideCells: [Cell] {
        (0..<insideFlags.count).filter { insideFlags[$0] != 0 }.map(cell(at:))
    }

    func index(_ cell: Cell) -> Int { cell.row * cols + cell.col }
    func cell(at index: Int) -> Cell { Cell(row: index / cols, col: index % cols) }

    init(style: Style, lattice: Lattice, inside: [UInt8], outside: [UInt8],
         openEast: [UInt8], openSouth: [UInt8], repeatedWallEdges: Int) {
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
    public static func reconstruct(_ path: ParsedSVGPath, style: Style, canvas: Canvas,
                                   minimumCellSize: Int = 10) -> Outcome {
        var builder = ReconstructionBuilder(path: path, style: style, canvas: canvas, minimumCellSize: minimumCellSize)
        return builder.build()
    }

    /// Parses `svgPath` and rebuilds; a parse error becomes a `maze.svg_unparsable` finding.
    public static func reconstruct(svgPath: String, style: Style, canvas: Canvas,
                                   minimumCellSize: Int = 10) -> Outcome {
        do {
            let path = try SVGPathParser.parse(svgPath)
            return reconstruct(path, style: style, canvas: canvas, minimumCellSize: minimumCellSize)
        } catch {
            let finding = MazeFinding(.svgUnparsable, "svg_path is not an 'M x y L x y …' path: \(error)",
                                      at: .svgPath(offset: error.offset))
            return Outcome(maze: nil, findings: [finding])
        }
    }
}
