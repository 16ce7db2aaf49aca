import MazeKit
import Testing

/// The generator's drawings, read back the way `mazegen validate` reads a file, must rebuild the same maze.
@Suite("generated mazes re-solve from their own drawing")
struct GenerationReconstructTests {
    @Test(arguments: TestLevel.allCases, Shape.allCases)
    func everyDrawingRebuildsTheSameMaze(level: TestLevel, shape: Shape) throws {
        for seed in UInt64(0)..<40 {
            for style in DrawingStyle.allCases {
                let maze = try MazeGenerator.generate(testRequest(level: level, shape: shape, style: style, seed: seed))
                let report = DrawnMazeCheck.run(try input(for: maze))
                #expect(report.findings.isEmpty, "seed \(seed) \(style): \(report.findings)")
                let metrics = try #require(report.metrics)
                #expect(metrics.loops == level.rules.extraConnections)
                #expect(metrics.shortestRouteCells == maze.metrics.solutionLength)
                // The level's turns hold for every shortest route only if the generator measured the
                // fewest-turn one; the drawing's own solver must find the same count.
                #expect(metrics.shortestRouteTurns == maze.metrics.turns, "seed \(seed) \(style)")
                #expect(metrics.fileSolutionTurns == maze.metrics.turns, "solution_path is that route")
                #expect(metrics.insideCells == maze.grid.insideCount)
                #expect(metrics.segmentCoverage == .everyPassage)
                #expect(metrics.repeatedWallEdges == 0, "each wall is drawn once")
                #expect(metrics.passages == maze.passages.count)
            }
        }
    }

    /// The style is read back from `maze_type`, as the validator does, not copied from the request.
    func input(for maze: GeneratedMaze) throws -> DrawnMazeCheck.Input {
        func point(_ p: Point) -> DrawnPoint { DrawnPoint(x: Double(p.x), y: Double(p.y)) }
        return DrawnMazeCheck.Input(
            svgPath: maze.drawing,
            style: try #require(DrawingStyle(mazeType: maze.mazeType)),
            solutionPath: maze.solutionPath,
            start: point(maze.startPoint),
            end: point(maze.endPoint),
            segments: maze.segments.map { DrawnMazeCheck.Segment(start: point($0.start), end: point($0.end)) },
            items: maze.items.map { DrawnMazeCheck.Item(position: point($0.point), onSolution: $0.onSolution) },
            canvas: ReconstructedMaze.Canvas(width: 600, height: 500)
        )
    }
}
