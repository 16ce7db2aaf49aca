import MazeKit
import Testing

/// Small hand-drawn mazes on a 20-unit lattice with origin (10, 10): walls on x, y ∈ {10, 30, 50, 70},
/// centres on {20, 40, 60}.
enum HandDrawn {
    static let canvas = ReconstructedMaze.Canvas(width: 100, height: 100)

    /// 2x2: (0,0)–(0,1), (0,0)–(1,0), (0,1)–(1,1) open; a wall between (1,0) and (1,1).
    /// The outline is one polyline of pieces two cells long.
    static let twoByTwo = "M 10 10 L 50 10 L 50 50 L 10 50 L 10 10 M 30 30 L 30 50"
    /// The same maze as old files draw it: unit pieces, the inner wall twice.
    static let twoByTwoOldStyle =
        "M 10 10 L 30 10 M 30 10 L 50 10 M 10 10 L 10 30 M 10 30 L 10 50 M 50 10 L 50 30 M 50 30 L 50 50 M 10 50 L 30 50 M 30 50 L 50 50 M 30 30 L 30 50 M 30 50 L 30 30"
    static let twoByTwoSolution = "M 20 40 L 20 20 L 40 20 L 40 40"
    static let twoByTwoSegments = [
        segment(20, 40, 20, 20), segment(20, 20, 40, 20), segment(40, 20, 40, 40),
    ]

    static func point(_ x: Double, _ y: Double) -> DrawnPoint { DrawnPoint(x: x, y: y) }

    static func segment(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> DrawnMazeCheck.Segment {
        .init(start: point(x1, y1), end: point(x2, y2))
    }

    static func input(
        svg: String = twoByTwo, style: DrawingStyle = .walls,
        solution: String = twoByTwoSolution, start: DrawnPoint = point(20, 40), end: DrawnPoint = point(40, 40),
        segments: [DrawnMazeCheck.Segment] = twoByTwoSegments, items: [DrawnMazeCheck.Item] = [],
        canvas: ReconstructedMaze.Canvas = canvas
    ) -> DrawnMazeCheck.Input {
        .init(
            svgPath: svg, style: style, solutionPath: solution, start: start, end: end,
            segments: segments, items: items, canvas: canvas)
    }

    static func cell(_ row: Int, _ col: Int) -> Cell { .init(row: row, col: col) }
}

@Suite("Rebuilding a maze from its drawing")
struct ReconstructMazeTests {

    private func rebuild(
        _ svg: String, _ style: DrawingStyle = .walls,
        canvas: ReconstructedMaze.Canvas = HandDrawn.canvas
    ) throws -> ReconstructedMaze {
        let outcome = ReconstructedMaze.reconstruct(svgPath: svg, style: style, canvas: canvas)
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        return try #require(outcome.maze)
    }

    @Test(arguments: [HandDrawn.twoByTwo, HandDrawn.twoByTwoOldStyle])
    func twoByTwoWallsGiveTheirPassages(svg: String) throws {
        let maze = try rebuild(svg)
        #expect(maze.lattice == .init(cellSize: 20, originX: 10, originY: 10, rows: 2, cols: 2))
        #expect(maze.insideCellCount == 4)
        #expect(maze.hasPassage(HandDrawn.cell(0, 0), HandDrawn.cell(0, 1)))
        #expect(maze.hasPassage(HandDrawn.cell(1, 0), HandDrawn.cell(0, 0)))
        #expect(maze.hasPassage(HandDrawn.cell(0, 1), HandDrawn.cell(1, 1)))
        #expect(!maze.hasPassage(HandDrawn.cell(1, 0), HandDrawn.cell(1, 1)))
        #expect(!maze.hasPassage(HandDrawn.cell(0, 0), HandDrawn.cell(1, 1)))
        #expect(maze.passageCount == 3)
        #expect(!maze.isOpenToOutside(HandDrawn.cell(1, 0)))
    }

    @Test func countsWallsDrawnTwice() throws {
        #expect(try rebuild(HandDrawn.twoByTwo).repeatedWallEdges == 0)
        #expect(try rebuild(HandDrawn.twoByTwoOldStyle).repeatedWallEdges == 1)
    }

    @Test func gapInTheOutlineOpensEveryCellToTheOutside() throws {
        let maze = try rebuild("M 10 10 L 50 10 L 50 50 L 30 50 M 10 10 L 10 50 M 30 30 L 30 50")
        #expect(maze.lattice.rows == 2 && maze.lattice.cols == 2)
        #expect(maze.insideCellCount == 0)
        #expect(maze.isOpenToOutside(HandDrawn.cell(1, 0)))
        #expect(maze.isOpenToOutside(HandDrawn.cell(0, 1)))
    }

    @Test func shapedWallsLeaveTheCellsOutsideTheShapeOut() throws {
        // An L: (0,1) lies outside the outline.
        let maze = try rebuild("M 10 10 L 30 10 L 30 30 L 50 30 L 50 50 L 10 50 L 10 10")
        #expect(maze.insideCells == [HandDrawn.cell(0, 0), HandDrawn.cell(1, 0), HandDrawn.cell(1, 1)])
        #expect(maze.isOpenToOutside(HandDrawn.cell(0, 1)))
        #expect(maze.passageCount == 2)
    }

    @Test func corridorsGiveDotsAndLines() throws {
        // 2x3 lattice; the top line spans two cells; (1,1) has no dot.
        let svg =
            "M 20 20 L 60 20 M 20 20 L 20 40 M 60 20 L 60 40 M 20 20 L 20 20 M 40 20 L 40 20 M 60 20 L 60 20 M 20 40 L 20 40 M 60 40 L 60 40"
        let maze = try rebuild(svg, .corridor)
        #expect(maze.lattice == .init(cellSize: 20, originX: 10, originY: 10, rows: 2, cols: 3))
        #expect(maze.insideCellCount == 5)
        #expect(!maze.isInside(HandDrawn.cell(1, 1)))
        #expect(maze.hasPassage(HandDrawn.cell(0, 0), HandDrawn.cell(0, 1)))
        #expect(maze.hasPassage(HandDrawn.cell(0, 1), HandDrawn.cell(0, 2)))
        #expect(maze.hasPassage(HandDrawn.cell(0, 2), HandDrawn.cell(1, 2)))
        #expect(!maze.hasPassage(HandDrawn.cell(1, 0), HandDrawn.cell(1, 1)))
        #expect(maze.passageCount == 4)
    }

    @Test func oddCellSizesPutCentresAtHalfTheCellRoundedDown() throws {
        // Cell 43 from origin (20, 35), as the legacy hard level: centres at 41, 84 / 56, 99.
        // The outline alone only shows a spacing of 86; the inner wall reveals the cell.
        let maze = try rebuild(
            "M 20 35 L 106 35 L 106 121 L 20 121 L 20 35 M 63 35 L 63 78", canvas: .init(width: 600, height: 500))
        #expect(maze.lattice == .init(cellSize: 43, originX: 20, originY: 35, rows: 2, cols: 2))
        #expect(maze.lattice.cell(atCentre: DrawnPoint(x: 84, y: 56)) == HandDrawn.cell(0, 1))
        #expect(maze.lattice.cell(atCentre: DrawnPoint(x: 85, y: 56)) == nil)
        #expect(maze.lattice.cell(atCentre: DrawnPoint(x: 84.5, y: 56)) == nil)
    }

    @Test func strayWallIsReportedAndTheLatticeKept() throws {
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: HandDrawn.twoByTwo + " M 31 10 L 31 30", style: .walls, canvas: HandDrawn.canvas)
        let maze = try #require(outcome.maze)
        #expect(maze.lattice.cellSize == 20)
        #expect(outcome.findings.map(\.code) == [.wallOffLattice])
        #expect(outcome.findings.first?.element == .svgPath(offset: 56))
    }

    @Test func diagonalWallIsReported() throws {
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: HandDrawn.twoByTwo + " M 10 10 L 30 30", style: .walls, canvas: HandDrawn.canvas)
        #expect(outcome.findings.map(\.code) == [.wallOffLattice])
        #expect(outcome.findings.first?.message.contains("diagonal") == true)
    }

    @Test func strayAndDiagonalCorridorsAreReported() throws {
        let svg = "M 20 20 L 40 20 M 20 20 L 20 40 M 20 20 L 40 40 M 20 20 L 25 20 M 20 20 L 20 20 M 40 20 L 40 20"
        let outcome = ReconstructedMaze.reconstruct(svgPath: svg, style: .corridor, canvas: HandDrawn.canvas)
        #expect(outcome.maze?.lattice.cellSize == 20)
        #expect(outcome.findings.map(\.code) == [.corridorNotNeighbours, .corridorOffLattice])
        #expect(outcome.findings.map(\.element) == [.svgPath(offset: 32), .svgPath(offset: 48)])
    }

    @Test func pointsOffTheCanvasAreReported() throws {
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: HandDrawn.twoByTwo, style: .walls,
            canvas: .init(width: 40, height: 60))
        #expect(outcome.findings.map(\.code) == [.drawingOffCanvas, .drawingOffCanvas])
        #expect(outcome.findings.map(\.element) == [.svgPath(offset: 8), .svgPath(offset: 16)])
    }

    /// A sound drawing's pieces are read in one pass; one with a point off the canvas or not whole goes through the
    /// pass that reports each. A lone `M` draws nothing, so with one added (off the canvas, or at a decimal) the
    /// drawing rebuilds the same maze by the other pass, with only that point's finding.
    @Test func bothWaysOfReadingThePiecesRebuildTheSameMaze() throws {
        for (svg, style) in [
            (HandDrawn.twoByTwo, DrawingStyle.walls), (HandDrawn.twoByTwoOldStyle, .walls),
            ("M 20 20 L 40 20 M 20 20 L 20 40 L 40 40 M 60 60 L 60 60", .corridor),
        ] {
            let sound = ReconstructedMaze.reconstruct(svgPath: svg, style: style, canvas: HandDrawn.canvas)
            #expect(sound.findings.isEmpty)
            let offCanvas = ReconstructedMaze.reconstruct(
                svgPath: svg + " M 120 20", style: style, canvas: HandDrawn.canvas)
            #expect(offCanvas.findings.map(\.code) == [.drawingOffCanvas])
            #expect(offCanvas.maze == sound.maze)
            let decimal = ReconstructedMaze.reconstruct(
                svgPath: "M 30.5 30 " + svg, style: style, canvas: HandDrawn.canvas)
            #expect(decimal.findings.isEmpty)
            #expect(decimal.maze == sound.maze)
        }
    }

    /// A whole, on-canvas drawing with pieces off the lattice and a diagonal has findings of its own, placed at
    /// offsets: the one pass must place them where the reporting pass does (the drawing with a lone `M` off the
    /// canvas appended goes that way), so an offset slipped by one piece shows here.
    @Test func bothWaysOfReadingThePiecesPlaceTheSameFindings() throws {
        for svg in [
            HandDrawn.twoByTwo + " M 10 30 L 25 30", HandDrawn.twoByTwo + " M 10 10 L 30 30",
            "M 10 10 L 25 10 " + HandDrawn.twoByTwoOldStyle,
        ] {
            let sound = ReconstructedMaze.reconstruct(svgPath: svg, style: .walls, canvas: HandDrawn.canvas)
            #expect(!sound.findings.isEmpty, "the drawing must have findings for the comparison to mean anything")
            let reported = ReconstructedMaze.reconstruct(
                svgPath: svg + " M 120 20", style: .walls, canvas: HandDrawn.canvas)
            let theirs = reported.findings.filter { $0.code != .drawingOffCanvas }
            #expect(theirs.map(\.code) == sound.findings.map(\.code), "\(svg)")
            #expect(theirs.map(\.element) == sound.findings.map(\.element), "\(svg)")
            #expect(reported.maze == sound.maze)
        }
    }

    @Test func emptyOrUnparsableDrawingsGiveNoMaze() {
        let empty = ReconstructedMaze.reconstruct(svgPath: "", style: .walls, canvas: HandDrawn.canvas)
        #expect(empty.maze == nil)
        #expect(empty.findings.map(\.code) == [.drawingEmpty])
        let broken = ReconstructedMaze.reconstruct(
            svgPath: "M 10 10 L 50 10 Z", style: .walls, canvas: HandDrawn.canvas)
        #expect(broken.maze == nil)
        #expect(broken.findings.map(\.code) == [.svgUnparsable])
        #expect(broken.findings.first?.element == .svgPath(offset: 16))
        let dotOnly = ReconstructedMaze.reconstruct(
            svgPath: "M 20 20 L 20 20", style: .corridor, canvas: HandDrawn.canvas)
        #expect(dotOnly.findings.map(\.code) == [.latticeUnknown])
    }

    @Test func hugeLatticesAreRefusedNotAllocated() {
        let svg = "M 0 0 L 10 0 M 0 0 L 0 10 M 0 0 L 999999999999990 0 M 0 0 L 0 999999999999990"
        let outcome = ReconstructedMaze.reconstruct(svgPath: svg, style: .walls, canvas: HandDrawn.canvas)
        #expect(outcome.maze == nil)
        #expect(outcome.findings.last?.code == .latticeUnknown)
    }

    @Test func styleFollowsTheMazeType() {
        #expect(DrawingStyle(mazeType: "grid") == .walls)
        #expect(DrawingStyle(mazeType: "shaped_circle") == .walls)
        #expect(DrawingStyle(mazeType: "corridor_tree") == .corridor)
        #expect(DrawingStyle(mazeType: "spiral") == nil)
    }
}

/// Counts over a rebuilt maze through its public queries only, so the tests check its storage
/// rather than repeat it.
extension ReconstructedMaze {
    /// Every inside cell, row by row.
    var insideCells: [Cell] {
        (0..<rows).flatMap { row in (0..<cols).map { Cell(row: row, col: $0) } }.filter(isInside)
    }

    /// Passages whose two cells are both inside the maze.
    var passageCount: Int {
        insideCells.reduce(0) { count, cell in
            let right = Cell(row: cell.row, col: cell.col + 1)
            let below = Cell(row: cell.row + 1, col: cell.col)
            return count + [right, below].filter { isInside($0) && hasPassage(cell, $0) }.count
        }
    }
}
