import ContentFormat
import MazeKit

/// The findings that make a maze's numbers meaningless: its drawing, its start and end, its closure and its route.
/// Wrong solutions, segments or items do not change the maze, so the level warnings still apply then.
let structuralMazeCodes: Set<MazeFindingCode> =
    MazeDrawingRule().codes.union(MazeStartEndRule().codes).union(MazeClosedRule().codes).union(
        MazeReachableRule().codes)

/// The numbers of a sound maze, for the level warnings; nil while the maze itself is broken,
/// which says more than any level warning would.
package func soundMetrics(_ maze: MazeInspection) -> DrawnMazeCheck.Metrics? {
    guard let report = maze.report, !report.findings.contains(where: { structuralMazeCodes.contains($0.code) }) else {
        return nil
    }
    return report.metrics
}

/// One way a labyrinth falls short of what its level (its `difficulty`) promises. The level rules report
/// these and `stats` warns about them: one judgement, so the two never disagree.
package enum LevelShortfall: Sendable, Equatable {
    /// A rectangular maze without the level's grid exactly, or a shaped one smaller than it.
    case grid(rows: Int, cols: Int, isRectangular: Bool)
    /// Loops (passages − cells + 1) other than the level's extra connections.
    case loops(Int)
    /// The shortest route visits less than the level's share of the inside cells.
    case solutionShare(cells: Int, insideCells: Int, share: Double)
    /// A shortest route turns fewer times than the level asks: with loops a child may take any shortest
    /// route, so the promise must hold for the one with the fewest turns, not for the file's `solution_path`.
    case turns(Int)
    /// A collect adventure without the level's number of items.
    case items(Int)
    /// An avoid adventure without the level's number of obstacles.
    case obstacles(Int)

    /// Everything `labyrinth` is short of its level, in the order above. The maze's numbers count only while
    /// the maze is sound (`soundMetrics`); items count without a maze. Empty when the level is unknown.
    package static func of(_ labyrinth: CheckedLabyrinth, maze: MazeInspection?) -> [LevelShortfall] {
        guard let level = labyrinth.level else { return [] }
        var shortfalls: [LevelShortfall] = []
        if let maze, let metrics = soundMetrics(maze) {
            let wrongGrid =
                maze.isRectangular
                ? metrics.rows != level.grid.rows || metrics.cols != level.grid.cols
                : metrics.rows < level.grid.rows || metrics.cols < level.grid.cols
            if wrongGrid {
                shortfalls.append(.grid(rows: metrics.rows, cols: metrics.cols, isRectangular: maze.isRectangular))
            }
            if !loopsKeepPromise(metrics.loops, of: labyrinth) { shortfalls.append(.loops(metrics.loops)) }
            if let share = metrics.solutionShare, let cells = metrics.shortestRouteCells, share < level.minSolutionShare
            {
                shortfalls.append(.solutionShare(cells: cells, insideCells: metrics.insideCells, share: share))
            }
            if let turns = metrics.shortestRouteTurns, turns < level.minTurns { shortfalls.append(.turns(turns)) }
        }
        let itemCount = {
            // A decoded file's list has the file's elements, and costs no second look-up of two keys.
            if let decoded = labyrinth.labyrinth { return decoded.pathData.items?.count ?? 0 }
            return labyrinth.value(.pathData, PathDataKey.items)?.arrayValue?.count ?? 0
        }
        switch labyrinth.kind?.itemRule {
        case .avoid:
            if labyrinth.obstacles.count != level.avoidObstacles {
                shortfalls.append(.obstacles(labyrinth.obstacles.count))
            }
        case .collect:
            if itemCount() != level.adventureItems { shortfalls.append(.items(itemCount())) }
        case nil:
            // An item_rule the app does not know is still an adventure the level promises items to.
            if labyrinth.isAdventure, itemCount() != level.adventureItems { shortfalls.append(.items(itemCount())) }
        }
        return shortfalls
    }

    /// Braiding gives an avoid maze more loops than the level's extra connections; the config says whether
    /// they count as a minimum there.
    static func loopsKeepPromise(_ loops: Int, of labyrinth: CheckedLabyrinth) -> Bool {
        guard let level = labyrinth.level else { return true }
        if labyrinth.isAvoidStory, labyrinth.profile.avoid.loops == .atLeast { return loops >= level.extraConnections }
        return loops == level.extraConnections
    }
}

extension LevelShortfall {
    /// The id of the level rule that reports this shortfall: `stats` names its warning by it, so the two reports
    /// give the same thing one name.
    package var ruleIdentifier: String {
        switch self {
        case .grid: LevelGridSizeRule().identifier
        case .loops: LevelExtraConnectionsRule().identifier
        case .solutionShare: LevelSolutionShareRule().identifier
        case .turns: LevelTurnsRule().identifier
        case .items: LevelItemCountRule().identifier
        case .obstacles: LevelAvoidObstaclesRule().identifier
        }
    }
}
