import Testing

@testable import MazeKit

@Suite struct ShellShapeTests {
    /// Row widths of a mask, top to bottom, empty rows left out.
    private func rowWidths(_ grid: Grid) -> [Int] {
        (0..<grid.rows).map { row in (0..<grid.cols).filter { grid.inside[row * grid.cols + $0] }.count }.filter {
            $0 > 0
        }
    }

    /// A fan on a hinge: the widest row is in the upper half, the top is narrower than the widest
    /// row (rounded), and the row above the hinge is narrower than the widest (the fan narrows down).
    @Test(arguments: [(7, 10), (12, 16), (16, 20), (20, 26)])
    func shellIsABroadFanOnANarrowHinge(rows: Int, cols: Int) {
        let widths = rowWidths(Shape.shell.grid(rows: rows, cols: cols))
        let widest = widths.max() ?? 0
        let widestRow = widths.firstIndex(of: widest) ?? 0
        #expect(widestRow < widths.count / 2, "widest row \(widestRow) of \(widths)")
        #expect(widths[0] < widest, "top not rounded: \(widths)")
        #expect(widths[widths.count - 2] < widest / 2, "fan does not narrow to the hinge: \(widths)")
        #expect(widths[widths.count - 1] >= 2 && widths[widths.count - 1] < cols / 2, "hinge \(widths)")
    }

    @Test func shellMaskAtTheHardLevel() {
        let grid = Shape.shell.grid(rows: 12, cols: 16)
        let picture = (0..<12).map { row in
            String((0..<16).map { grid.inside[row * 16 + $0] ? "#" : "." })
        }
        #expect(
            picture == [
                "...##########...", "..############..", "..############..", ".##############.",
                ".##############.", ".##############.", "..############..", "...##########...",
                "....########....", ".....######.....", "......####......", ".....######.....",
            ])
    }
}

@Suite struct LatticeMazeTypeTests {
    @Test func anyShapeNameGivesAStyleAndKeepsTheName() throws {
        let starfish = try #require(LatticeMazeType(parsing: "shaped_starfish"))
        #expect(starfish.style == .walls && starfish.shapeName == "starfish")
        #expect(starfish.shape == nil && !starfish.isKnownShape)
        let shell = try #require(LatticeMazeType(parsing: "corridor_shell"))
        #expect(shell.style == .corridor && shell.shape == .shell)
        let grid = try #require(LatticeMazeType(parsing: "grid"))
        #expect(grid.style == .walls && grid.shape == .rect)
        #expect(DrawingStyle(mazeType: "corridor_lighthouse") == .corridor)
        #expect(DrawingStyle(mazeType: "shaped_") == .walls)
        #expect(LatticeMazeType(parsing: OrganicPath.mazeType) == nil)
        #expect(LatticeMazeType(parsing: "walls_rect") == nil)
    }

    @Test func writtenTypesAreUnchanged() {
        #expect(LatticeMazeType(style: .walls, shape: .rect).description == "grid")
        #expect(LatticeMazeType(style: .walls, shape: .shell).description == "shaped_shell")
        #expect(LatticeMazeType(style: .corridor, shape: .rect).description == "corridor_rect")
        #expect(LatticeMazeType(style: .corridor, shapeName: "starfish").description == "corridor_starfish")
    }

    /// Validation rebuilds a maze from its drawing whatever name its maze_type gives the shape.
    @Test(arguments: DrawingStyle.allCases)
    func unknownShapeNameStillRebuildsAndSolves(style: DrawingStyle) throws {
        let maze = try MazeGenerator.generate(testRequest(level: .medium, shape: .shell, style: style, seed: 3))
        let type = try #require(LatticeMazeType(parsing: style == .walls ? "shaped_starfish" : "corridor_starfish"))
        let report = DrawnMazeCheck.run(
            DrawnMazeCheck.Input(
                svgPath: maze.drawing, style: type.style, solutionPath: maze.solutionPath,
                start: drawn(maze.startPoint), end: drawn(maze.endPoint),
                segments: maze.segments.map { DrawnMazeCheck.Segment(start: drawn($0.start), end: drawn($0.end)) },
                items: [], canvas: ReconstructedMaze.Canvas(width: 600, height: 500)))
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.metrics?.shortestRouteCells == maze.route.count)
    }
}

func drawn(_ point: Point) -> DrawnPoint { DrawnPoint(x: Double(point.x), y: Double(point.y)) }
