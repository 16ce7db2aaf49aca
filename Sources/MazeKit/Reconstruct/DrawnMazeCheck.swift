/// The maze rules of `mazegen validate`: rebuild a labyrinth from its own `svg_path` and check
/// that start, end, `solution_path`, `segments` and `items` agree with it.
package enum DrawnMazeCheck {
    /// The parts of `path_data` the checks need, already read from JSON.
    package struct Input: Sendable {
        package var svgPath: String
        package var style: DrawingStyle
        package var solutionPath: String
        package var start: DrawnPoint
        package var end: DrawnPoint
        package var segments: [Segment]
        package var items: [Item]
        package var canvas: ReconstructedMaze.Canvas

        package init(
            svgPath: String, style: DrawingStyle, solutionPath: String, start: DrawnPoint, end: DrawnPoint,
            segments: [Segment], items: [Item], canvas: ReconstructedMaze.Canvas
        ) {
            self.svgPath = svgPath
            self.style = style
            self.solutionPath = solutionPath
            self.start = start
            self.end = end
            self.segments = segments
            self.items = items
            self.canvas = canvas
        }
    }

    package struct Segment: Hashable, Sendable {
        package var start: DrawnPoint
        package var end: DrawnPoint

        package init(start: DrawnPoint, end: DrawnPoint) {
            self.start = start
            self.end = end
        }
    }

    package struct Item: Hashable, Sendable {
        package var position: DrawnPoint
        /// The file's `on_solution`, nil when absent.
        package var onSolution: Bool?

        package init(position: DrawnPoint, onSolution: Bool?) {
            self.position = position
            self.onSolution = onSolution
        }
    }

    /// Which passages `segments` holds.
    package enum SegmentCoverage: String, Hashable, Sendable {
        /// Every passage reachable from the start, as new files write them.
        case everyPassage = "every_passage"
        /// Exactly the steps of `solution_path`, as old files write them.
        case solutionOnly = "solution_only"
        /// Anything else (a missing solution step is also reported as a finding).
        case partial
    }

    /// Numbers for warnings and statistics. Route and graph figures are taken over the
    /// component reachable from the start (for a sound maze, all inside cells).
    package struct Metrics: Hashable, Sendable {
        package var rows: Int
        package var cols: Int
        package var cellSize: Int
        package var originX: Int
        package var originY: Int
        /// Cells of the maze: enclosed by walls, or dotted/joined corridor cells.
        package var insideCells: Int
        /// Cells reachable from the start (0 when the start is not on a cell).
        package var reachableCells: Int
        /// Passages between reachable cells.
        package var passages: Int
        /// Cycle rank of the reachable component: passages − reachable cells + 1.
        package var loops: Int
        /// Reachable cells with exactly one passage.
        package var deadEnds: Int
        /// Cells on the shortest route from start to end (start and end included); nil when unreachable.
        package var shortestRouteCells: Int?
        /// Fewest changes of direction among all shortest routes; nil when unreachable.
        package var shortestRouteTurns: Int?
        /// shortestRouteCells / insideCells.
        package var solutionShare: Double?
        /// Cells visited by the file's `solution_path` (start and end included), when it is valid.
        package var fileSolutionCells: Int?
        /// Changes of direction of the file's `solution_path`, when it is valid.
        package var fileSolutionTurns: Int?
        package var segmentCoverage: SegmentCoverage
        /// Walls style: unit wall edges drawn more than once (old files draw inner walls twice).
        package var repeatedWallEdges: Int
    }

    package struct Report: Sendable {
        package var findings: [MazeFinding]
        package var maze: ReconstructedMaze?
        /// Present whenever the drawing could be rebuilt.
        package var metrics: Metrics?
        /// `solution_path`'s points, when the drawing could be rebuilt and the route is one polyline.
        package var solutionPoints: [DrawnPoint]? = nil

        package var errors: [MazeFinding] { findings.filter { $0.severity == .error } }
        package var warnings: [MazeFinding] { findings.filter { $0.severity == .warning } }
    }

    /// Runs every maze rule on one labyrinth. Pure; findings come in a fixed order
    /// (drawing, start/end, solution, segments, items), each group in file order.
    package static func run(_ input: Input, minimumCellSize: Int = 10) -> Report {
        let outcome = ReconstructedMaze.reconstruct(
            svgPath: input.svgPath, style: input.style,
            canvas: input.canvas, minimumCellSize: minimumCellSize)
        var findings = outcome.findings
        guard let maze = outcome.maze else {
            findings += itemsOffCanvas(input)
            return Report(findings: findings, maze: nil, metrics: nil)
        }
        var session = CheckSession(maze: maze, input: input)
        session.run()
        findings += session.findings
        return Report(
            findings: findings, maze: maze, metrics: session.metrics(), solutionPoints: session.solutionPoints)
    }

    private static func itemsOffCanvas(_ input: Input) -> [MazeFinding] {
        input.items.indices.compactMap { index in
            let item = input.items[index]
            guard !input.canvas.contains(item.position) else { return nil }
            return MazeFinding(
                .itemOffCanvas,
                "item at \(item.position) is outside the \(input.canvas.width) x \(input.canvas.height) canvas",
                at: .item(index: index))
        }
    }
}
