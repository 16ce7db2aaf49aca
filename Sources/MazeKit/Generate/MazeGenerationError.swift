/// Why no labyrinth could be made. The caller adds the story and level to the message.
public enum MazeGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A rule value is out of range (e.g. negative extra connections, share above 1).
    case invalidRules(reason: String)
    /// The start position is a top position, or resolves to the shape's top row.
    case startOnTopRow(start: GridPosition)
    /// Start and end resolve to the same cell of the shape.
    case startEqualsEnd(start: GridPosition, end: GridPosition, cell: Cell)
    /// The canvas leaves less than 2 units per cell.
    case canvasTooSmall(canvas: Canvas, rows: Int, cols: Int)
    /// The shape has fewer internal walls left after carving than loops were asked for.
    case notEnoughWallsForLoops(requested: Int, available: Int, shape: Shape, rows: Int, cols: Int)
    /// There are fewer cells (start and end excluded) than items.
    case notEnoughCellsForItems(requested: Int, available: Int)
    /// No attempt met the level's solution share and turns.
    case constraintsNotMet(UnmetConstraints)
    /// Mazes met the level's rules, but none had room for avoidable obstacles.
    case obstaclesNotPlaced(UnplacedObstacles)

    /// A message naming what was asked and what to change in the config.
    public var description: String {
        switch self {
        case .invalidRules(let reason):
            return "invalid level rules: \(reason)"
        case .startOnTopRow(let start):
            return
                "start position '\(start.rawValue)' is on the top row; the start must be lower (a finger at the top opens the notification curtain) — use a bottom_* position"
        case .startEqualsEnd(let start, let end, let cell):
            return
                "start '\(start.rawValue)' and end '\(end.rawValue)' are the same cell \(cell) in this shape; choose positions on different sides"
        case .canvasTooSmall(let canvas, let rows, let cols):
            return
                "canvas \(canvas.width)x\(canvas.height) with margin \(canvas.margin) is too small for a \(rows)x\(cols) grid (cells need at least 2 units); enlarge the canvas or reduce the margin"
        case .notEnoughWallsForLoops(let requested, let available, let shape, let rows, let cols):
            return
                "\(requested) extra connections requested but a \(shape.rawValue) maze on a \(rows)x\(cols) grid has only \(available) internal walls left after carving; lower extra_connections or enlarge the grid"
        case .notEnoughCellsForItems(let requested, let available):
            return
                "\(requested) items requested but only \(available) cells besides start and end; lower the item count or enlarge the grid"
        case .constraintsNotMet(let unmet):
            return unmet.description
        case .obstaclesNotPlaced(let unplaced):
            return unplaced.description
        }
    }
}

/// The best values seen when every attempt missed the level's constraints.
public struct UnmetConstraints: Sendable, Hashable, CustomStringConvertible {
    /// How many attempts were made (the request's `maxAttempts`).
    public let attempts: Int
    /// The shape the mazes were carved in.
    public let shape: Shape
    /// Rows of the shape's lattice (after scaling).
    public let rows: Int
    /// Columns of the shape's lattice (after scaling).
    public let cols: Int
    /// The level's minimum share, to compare with `bestSolutionShare`.
    public let minSolutionShare: Double
    /// The level's minimum turns, to compare with `bestTurns`.
    public let minTurns: Int
    /// Highest solution share of any attempt.
    public let bestSolutionShare: Double
    /// Most turns of any attempt.
    public let bestTurns: Int

    /// The share was never reached.
    public var solutionShareUnreached: Bool { bestSolutionShare < minSolutionShare }
    /// The turns were never reached.
    public var turnsUnreached: Bool { bestTurns < minTurns }

    /// A message naming the missed constraint, the best value reached and what to relax.
    public var description: String {
        var missed: [String] = []
        if solutionShareUnreached {
            missed.append("min solution share \(minSolutionShare) (best \(rounded(bestSolutionShare)))")
        }
        if turnsUnreached {
            missed.append("min turns \(minTurns) (best \(bestTurns))")
        }
        if missed.isEmpty {
            missed.append(
                "min solution share \(minSolutionShare) and min turns \(minTurns) together (each was reached, never both in one maze)"
            )
        }
        return
            "no \(shape.rawValue) maze on a \(rows)x\(cols) grid met \(missed.joined(separator: " and ")) in \(attempts) attempts; relax the level's constraints or enlarge the grid"
    }

    private func rounded(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// Why an avoid maze got no obstacles: every maze meeting the level's rules was tried.
public struct UnplacedObstacles: Sendable, Hashable, CustomStringConvertible {
    /// How many attempts were made (the request's `maxAttempts`).
    public let attempts: Int
    /// How many of the attempts met the level's rules but had no sound obstacle placement.
    public let mazesMeetingRules: Int
    /// What was asked, for the message.
    public let request: ObstacleRequest
    /// The shape the mazes were carved in.
    public let shape: Shape
    /// Rows of the shape's lattice (after scaling).
    public let rows: Int
    /// Columns of the shape's lattice (after scaling).
    public let cols: Int

    /// A message naming the request and what to lower or enlarge.
    public var description: String {
        "\(mazesMeetingRules) of \(attempts) \(shape.rawValue) mazes on a \(rows)x\(cols) grid met the level's rules, but none had room for \(request.count) obstacles on the route that can each be passed more than \(request.hitRadius) away, at least \(request.minStartDistance) from the start and past the route's first fifth; lower the obstacle count or the min start distance, or enlarge the grid"
    }
}
