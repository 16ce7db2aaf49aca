// ReconstructionBuilder: a maze rebuilt from the straight pieces of its own drawing (`svg_path`), for `validate`'s
// maze rules, `generate`'s check before writing, import and preview. What it computes: the pieces with whole ends
// (a point off the canvas is `maze.drawing_off_canvas`, a piece with a decimal end off the lattice), the lattice they
// lie on (`LatticeInference`: the gcd of the coordinates, else of the sixteen most frequent piece lengths and their
// gcd the one that puts the most points on a lattice), and on it the walls or corridors as flat per-cell flags
// (`ReconstructedMaze`).
//
// TUNED FOR SPEED (it runs once per labyrinth of a folder):
// - A drawing whose every point is whole and on the canvas, as every drawing mazegen or the app writes, is read
//   into pieces in one pass over its points (`soundPieces`); any other goes through the pass that reports each
//   point and piece in the order written (`collectPiecesReportingEach`). Both give the same pieces
//   (ReconstructMazeTests: bothWaysOfReadingThePiecesRebuildTheSameMaze).
// - The gcd of the coordinates and their bounds are taken in one pass over the pieces, no list made: when the gcd
//   is the lattice, every coordinate is on it. Only a drawing it does not fit builds the lists for
//   `LatticeInference.fit`'s fallback, which asks each point.
// - The texts a finding needs (what was expected) are made only for a finding.
//
// INVARIANTS A CHANGE MUST KEEP. Every finding's code, message and offset, in the order the drawing gives them
// (ReconstructMazeTests, ReconstructCheckTests, FindingSnapshotTests, GoldenOutputTests); the lattice and flags of
// every maze (ReconstructFixtureTests, GenerationReconstructTests: a generated maze reads back as generated).

/// One straight piece of the drawing with integer ends.
private struct Piece {
    var ax: Int, ay: Int, bx: Int, by: Int
    /// Offset in `svg_path` of the command that starts the piece.
    var offset: Int

    var isDot: Bool { ax == bx && ay == by }
    var isAxisAligned: Bool { ax == bx || ay == by }
    var length: Int { abs(bx - ax) + abs(by - ay) }
    var text: String { "M \(ax) \(ay) L \(bx) \(by)" }
}

/// Turns parsed polylines into a `ReconstructedMaze`; one use per drawing.
struct ReconstructionBuilder {
    let path: ParsedSVGPath
    let style: DrawingStyle
    let canvas: ReconstructedMaze.Canvas
    let minimumCellSize: Int
    private var pieces: [Piece] = []
    private var findings: [MazeFinding] = []

    init(path: ParsedSVGPath, style: DrawingStyle, canvas: ReconstructedMaze.Canvas, minimumCellSize: Int) {
        self.path = path
        self.style = style
        self.canvas = canvas
        self.minimumCellSize = max(1, minimumCellSize)
    }

    private var offLatticeCode: MazeFindingCode { style == .walls ? .wallOffLattice : .corridorOffLattice }

    mutating func build() -> ReconstructedMaze.Outcome {
        collectPieces()
        guard !pieces.isEmpty else {
            if findings.isEmpty {
                findings.append(
                    MazeFinding(
                        .drawingEmpty,
                        "svg_path draws nothing; expected \(style == .walls ? "the walls" : "the corridors") of the maze",
                        at: .svgPath(offset: 0)))
            }
            return ReconstructedMaze.Outcome(maze: nil, findings: findings)
        }
        guard let lattice = inferLattice() else {
            return ReconstructedMaze.Outcome(maze: nil, findings: findings)
        }
        let maze = style == .walls ? buildWalls(lattice) : buildCorridors(lattice)
        return ReconstructedMaze.Outcome(maze: maze, findings: findings)
    }

    /// Keeps the visible pieces with integer ends; reports points off the canvas and non-integer pieces.
    /// A lone `M` draws nothing, so it neither makes a cell nor bends the lattice.
    private mutating func collectPieces() {
        if let sound = soundPieces() {
            pieces = sound
            return
        }
        pieces.reserveCapacity(path.pieceCount)
        collectPiecesReportingEach()
    }

    /// The pieces of a drawing whose every point is whole and on the canvas, as `collectPiecesReportingEach` gives
    /// them, in one pass over the points, each converted once; nil at the first point that is not, leaving the
    /// drawing to the reporting pass, which words the findings in their order. A wall drawing is mostly one piece
    /// a polyline: asked polyline by polyline, the bookkeeping cost more than the pieces.
    private func soundPieces() -> [Piece]? {
        let width = Double(canvas.width)
        let height = Double(canvas.height)
        let starts = path.polylineStarts
        guard starts.first == 0 else { return path.points.isEmpty ? [] : nil }
        var found: [Piece] = []
        found.reserveCapacity(path.pieceCount)
        let complete = path.points.withUnsafeBufferPointer { points in
            path.sourceOffsets.withUnsafeBufferPointer { offsets in
                var nextStart = 0
                var previous = (x: 0, y: 0)
                for i in 0..<points.count {
                    let point = points[i]
                    guard point.x >= 0, point.y >= 0, point.x <= width, point.y <= height,
                        let x = point.x.wholeValue, let y = point.y.wholeValue
                    else { return false }
                    if nextStart < starts.count && starts[nextStart] == i {
                        nextStart += 1
                    } else {
                        found.append(Piece(ax: previous.x, ay: previous.y, bx: x, by: y, offset: offsets[i - 1]))
                    }
                    previous = (x, y)
                }
                return true
            }
        }
        return complete ? found : nil
    }

    private mutating func collectPiecesReportingEach() {
        for line in 0..<path.polylineCount {
            let range = path.polylineRange(line)
            for i in range where !canvas.contains(path.points[i]) {
                findings.append(
                    MazeFinding(
                        .drawingOffCanvas,
                        "point \(path.points[i]) lies outside the \(canvas.width) x \(canvas.height) canvas; expected 0…\(canvas.width), 0…\(canvas.height)",
                        at: .svgPath(offset: path.sourceOffsets[i])))
            }
            for i in range.dropFirst() {
                let a = path.points[i - 1]
                let b = path.points[i]
                guard let ax = a.x.wholeValue, let ay = a.y.wholeValue,
                    let bx = b.x.wholeValue, let by = b.y.wholeValue
                else {
                    findings.append(
                        MazeFinding(
                            offLatticeCode,
                            "piece from \(a) to \(b) has non-integer coordinates; expected integers on the cell lattice",
                            at: .svgPath(offset: path.sourceOffsets[i - 1])))
                    continue
                }
                pieces.append(Piece(ax: ax, ay: ay, bx: bx, by: by, offset: path.sourceOffsets[i - 1]))
            }
        }
    }

    private mutating func inferLattice() -> ReconstructedMaze.Lattice? {
        // A dot says nothing about wall positions; in a corridor drawing it is a cell centre.
        let skipsDots = style == .walls
        // First the gcd and the bounds in one pass with no list made: when the gcd is the lattice (every sound
        // drawing) it holds every coordinate, and `LatticeInference.fit` would find the same from the lists.
        var origin: (x: Int, y: Int)?
        var spacing = 0
        var minX = Int.max
        var maxX = Int.min
        var minY = Int.max
        var maxY = Int.min
        for piece in pieces where !(skipsDots && piece.isDot) {
            let first = origin ?? (piece.ax, piece.ay)
            origin = first
            LatticeInference.narrow(&spacing, by: piece.ax - first.x)
            LatticeInference.narrow(&spacing, by: piece.bx - first.x)
            LatticeInference.narrow(&spacing, by: piece.ay - first.y)
            LatticeInference.narrow(&spacing, by: piece.by - first.y)
            minX = min(minX, piece.ax, piece.bx)
            maxX = max(maxX, piece.ax, piece.bx)
            minY = min(minY, piece.ay, piece.by)
            maxY = max(maxY, piece.ay, piece.by)
        }
        let fit: LatticeFit
        if let origin,
            let gcd = LatticeInference.gcdFit(origin: origin, spacing: spacing, minimumCellSize: minimumCellSize)
        {
            fit = gcd
        } else {
            var xs: [Int] = []
            var ys: [Int] = []
            var lengths: [Int] = []
            xs.reserveCapacity(pieces.count * 2)
            ys.reserveCapacity(pieces.count * 2)
            lengths.reserveCapacity(pieces.count)
            for piece in pieces where !(skipsDots && piece.isDot) {
                xs.append(piece.ax)
                xs.append(piece.bx)
                ys.append(piece.ay)
                ys.append(piece.by)
                if piece.isAxisAligned && !piece.isDot { lengths.append(piece.length) }
            }
            guard
                let found = LatticeInference.fit(
                    xs: xs, ys: ys, pieceLengths: lengths, minimumCellSize: minimumCellSize)
            else {
                findings.append(
                    MazeFinding(
                        .latticeUnknown,
                        "cannot find the cell lattice: expected pieces on a grid with a cell size of at least \(minimumCellSize)",
                        at: .svgPath(offset: 0)))
                return nil
            }
            fit = found
            // The bounds of the points on the lattice.
            minX = Int.max
            maxX = Int.min
            minY = Int.max
            maxY = Int.min
            for i in 0..<xs.count where fit.fitsX(xs[i]) && fit.fitsY(ys[i]) {
                minX = min(minX, xs[i])
                maxX = max(maxX, xs[i])
                minY = min(minY, ys[i])
                maxY = max(maxY, ys[i])
            }
        }
        let cell = fit.cellSize
        let lattice: ReconstructedMaze.Lattice
        switch style {
        case .walls:
            lattice = .init(
                cellSize: cell, originX: minX, originY: minY, rows: (maxY - minY) / cell, cols: (maxX - minX) / cell)
        case .corridor:
            lattice = .init(
                cellSize: cell, originX: minX - cell / 2, originY: minY - cell / 2,
                rows: (maxY - minY) / cell + 1, cols: (maxX - minX) / cell + 1)
        }
        let limit = ReconstructedMaze.maximumCells
        // rows and cols are bounded first so that their product cannot overflow.
        guard lattice.rows > 0, lattice.cols > 0, lattice.rows <= limit, lattice.cols <= limit,
            lattice.cellCount <= limit
        else {
            let what =
                lattice.rows > 0 && lattice.cols > 0
                ? "has \(lattice.rows) x \(lattice.cols) cells, more than \(ReconstructedMaze.maximumCells)"
                : "encloses no cell"
            findings.append(
                MazeFinding(
                    .latticeUnknown, "the drawing's lattice (cell size \(cell)) \(what); expected a grid of cells",
                    at: .svgPath(offset: 0)))
            return nil
        }
        return lattice
    }

    // MARK: walls

    private mutating func buildWalls(_ lattice: ReconstructedMaze.Lattice) -> ReconstructedMaze {
        let rows = lattice.rows
        let cols = lattice.cols
        let cell = lattice.cellSize
        // horizontalWalls[line * cols + col]: wall on y-line `line` (0...rows) along column `col`.
        var horizontalWalls = [UInt8](repeating: 0, count: (rows + 1) * cols)
        // verticalWalls[row * (cols + 1) + line]: wall on x-line `line` (0...cols) along row `row`.
        var verticalWalls = [UInt8](repeating: 0, count: rows * (cols + 1))
        var repeated = 0
        // Made only for a finding: most drawings have none, and the text cost as much as the lattice.
        func expectation() -> String {
            "walls on x = \(lattice.originX) + k·\(cell) and y = \(lattice.originY) + k·\(cell)"
        }
        for piece in pieces {
            func onLine(_ value: Int, _ origin: Int) -> Bool { value >= origin && (value - origin) % cell == 0 }
            guard onLine(piece.ax, lattice.originX), onLine(piece.bx, lattice.originX),
                onLine(piece.ay, lattice.originY), onLine(piece.by, lattice.originY)
            else {
                findings.append(
                    MazeFinding(
                        .wallOffLattice, "wall \(piece.text) is off the cell lattice; expected \(expectation())",
                        at: .svgPath(offset: piece.offset)))
                continue
            }
            if piece.isDot { continue }
            guard piece.isAxisAligned else {
                findings.append(
                    MazeFinding(
                        .wallOffLattice, "wall \(piece.text) is diagonal; expected horizontal or vertical walls",
                        at: .svgPath(offset: piece.offset)))
                continue
            }
            let c0 = (min(piece.ax, piece.bx) - lattice.originX) / cell
            let c1 = (max(piece.ax, piece.bx) - lattice.originX) / cell
            let r0 = (min(piece.ay, piece.by) - lattice.originY) / cell
            let r1 = (max(piece.ay, piece.by) - lattice.originY) / cell
            if r0 == r1 {
                for c in c0..<c1 {
                    let i = r0 * cols + c
                    repeated += Int(horizontalWalls[i])
                    horizontalWalls[i] = 1
                }
            } else {
                for r in r0..<r1 {
                    let i = r * (cols + 1) + c0
                    repeated += Int(verticalWalls[i])
                    verticalWalls[i] = 1
                }
            }
        }
        let outside = floodFromOutside(
            rows: rows, cols: cols, horizontalWalls: horizontalWalls, verticalWalls: verticalWalls)
        var inside = [UInt8](repeating: 0, count: rows * cols)
        var openEast = [UInt8](repeating: 0, count: rows * cols)
        var openSouth = [UInt8](repeating: 0, count: rows * cols)
        for r in 0..<rows {
            for c in 0..<cols {
                let i = r * cols + c
                inside[i] = 1 - outside[i]
                if c + 1 < cols && verticalWalls[r * (cols + 1) + c + 1] == 0 { openEast[i] = 1 }
                if r + 1 < rows && horizontalWalls[(r + 1) * cols + c] == 0 { openSouth[i] = 1 }
            }
        }
        return ReconstructedMaze(
            style: .walls, lattice: lattice, inside: inside, outside: outside,
            openEast: openEast, openSouth: openSouth, repeatedWallEdges: repeated)
    }

    /// Flood fill over the grid plus a ring of cells around it, starting in the ring.
    /// - Returns: per grid cell, 1 when it was reached without crossing a wall.
    private func floodFromOutside(rows: Int, cols: Int, horizontalWalls: [UInt8], verticalWalls: [UInt8]) -> [UInt8] {
        let width = cols + 2
        let height = rows + 2
        var reached = [UInt8](repeating: 0, count: width * height)
        var stack: [Int32] = [0]
        stack.reserveCapacity(width * height)
        reached[0] = 1
        // Ring cell (R, C) is grid cell (R - 1, C - 1); the line between ring columns C and C + 1 is x-line C.
        func verticalBlocked(_ row: Int, _ line: Int) -> Bool {
            row >= 1 && row <= rows && line >= 0 && line <= cols && verticalWalls[(row - 1) * (cols + 1) + line] != 0
        }
        func horizontalBlocked(_ line: Int, _ col: Int) -> Bool {
            col >= 1 && col <= cols && line >= 0 && line <= rows && horizontalWalls[line * cols + col - 1] != 0
        }
        while let top = stack.popLast() {
            let index = Int(top)
            let r = index / width
            let c = index % width
            func visit(_ next: Int) {
                if reached[next] == 0 {
                    reached[next] = 1
                    stack.append(Int32(next))
                }
            }
            if c + 1 < width && !verticalBlocked(r, c) { visit(index + 1) }
            if c > 0 && !verticalBlocked(r, c - 1) { visit(index - 1) }
            if r + 1 < height && !horizontalBlocked(r, c) { visit(index + width) }
            if r > 0 && !horizontalBlocked(r - 1, c) { visit(index - width) }
        }
        var outside = [UInt8](repeating: 0, count: rows * cols)
        for r in 0..<rows {
            for c in 0..<cols { outside[r * cols + c] = reached[(r + 1) * width + c + 1] }
        }
        return outside
    }

    // MARK: corridors

    /// A line spanning several cells in a straight run is taken as one passage per step: visually it
    /// joins every centre it passes, and the legacy fixture never draws one (all lines are one cell long).
    private mutating func buildCorridors(_ lattice: ReconstructedMaze.Lattice) -> ReconstructedMaze {
        let cols = lattice.cols
        let count = lattice.cellCount
        var inside = [UInt8](repeating: 0, count: count)
        var openEast = [UInt8](repeating: 0, count: count)
        var openSouth = [UInt8](repeating: 0, count: count)
        // Made only for a finding: most drawings have none.
        func expectation() -> String {
            let first = lattice.firstCentre
            return "both ends on cell centres \(first.x) + k·\(lattice.cellSize), \(first.y) + k·\(lattice.cellSize)"
        }
        for piece in pieces {
            guard let a = lattice.cell(atCentreX: piece.ax, y: piece.ay),
                let b = lattice.cell(atCentreX: piece.bx, y: piece.by)
            else {
                findings.append(
                    MazeFinding(
                        .corridorOffLattice,
                        "corridor \(piece.text) is off the cell centres; expected \(expectation())",
                        at: .svgPath(offset: piece.offset)))
                continue
            }
            guard piece.isAxisAligned else {
                findings.append(
                    MazeFinding(
                        .corridorNotNeighbours,
                        "corridor \(piece.text) is diagonal; expected a line between two neighbouring cells (\(lattice.cellSize) canvas units apart, horizontal or vertical)",
                        at: .svgPath(offset: piece.offset)))
                continue
            }
            let rows = min(a.row, b.row)...max(a.row, b.row)
            let columns = min(a.col, b.col)...max(a.col, b.col)
            for r in rows {
                for c in columns {
                    let i = r * cols + c
                    inside[i] = 1
                    if c < columns.upperBound { openEast[i] = 1 }
                    if r < rows.upperBound { openSouth[i] = 1 }
                }
            }
        }
        return ReconstructedMaze(
            style: .corridor, lattice: lattice, inside: inside,
            outside: [UInt8](repeating: 0, count: count),
            openEast: openEast, openSouth: openSouth, repeatedWallEdges: 0)
    }
}
