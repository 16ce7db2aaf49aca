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
    /// Mazes met the level's rules, but none had room for avoidable obstacles leaving a clear route that keeps them.
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
    /// A clear route some placement left, which kept every rule but the level's turns or share.
    public struct ClearRouteReached: Sendable, Hashable {
        /// Its changes of direction (the fewest of any shortest clear route).
        public let turns: Int
        /// The share of the inside cells it visits.
        public let solutionShare: Double
    }

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
    /// The level's minimum turns, which the clear route round the obstacles must keep as well.
    public let minTurns: Int
    /// The level's minimum solution share, which the clear route must keep as well.
    public let minSolutionShare: Double
    /// Of the placements that failed only on the level's turns or share, the clear route turning most; nil when
    /// no placement got that far.
    public let bestClearRoute: ClearRouteReached?

    /// A message naming the request and what to lower or enlarge.
    public var description: String {
        let reached =
            bestClearRoute.map {
                " (the best clear route turned \($0.turns) time(s) and visited \(Int(($0.solutionShare * 100).rounded()))% of the cells)"
            } ?? ""
        return
            "\(mazesMeetingRules) of \(attempts) \(shape.rawValue) mazes on a \(rows)x\(cols) grid met the level's rules, but none had room for \(request.count) obstacles on the route that can each be passed more than \(request.hitRadius) away, at least \(request.minStartDistance) from the start and past the route's first fifth, leaving a clear route (the one solution_path shows) of at least \(minTurns) turns and \(Int((minSolutionShare * 100).rounded()))% of the cells\(reached); lower the obstacle count, the min start distance or the level's min turns, or enlarge the grid"
    }
}
