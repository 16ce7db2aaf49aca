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

/// The route a level's turns and solution share are judged on: the one a child is meant to take.
package struct LevelRoute: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The maze's shortest route, the one with the fewest turns among them: with loops a child may take any.
        case shortest
        /// An avoid story's shortest route keeping more than the hit radius from every obstacle (fewest turns
        /// among those): the route its `solution_path` shows, so the child is meant to go round the obstacles.
        case clear
    }

    package var kind: Kind
    /// Cells visited, start and end included.
    package var cells: Int
    package var turns: Int
    /// `cells` over the maze's inside cells.
    package var share: Double

    /// The route `labyrinth`'s level promises are judged on, on a sound maze (`soundMetrics`): an avoid story's
    /// clear route round its obstacles, every other maze's shortest route. Nil while the maze is broken, without a
    /// route, or (an avoid story) when every route hits an obstacle, which `avoid.avoidable` reports.
    package static func of(_ labyrinth: CheckedLabyrinth, maze: MazeInspection) -> LevelRoute? {
        guard let metrics = soundMetrics(maze) else { return nil }
        return of(labyrinth, maze: maze, metrics: metrics)
    }

    static func of(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, metrics: DrawnMazeCheck.Metrics)
        -> LevelRoute?
    {
        let inside = metrics.insideCells
        func share(_ cells: Int) -> Double { inside > 0 ? Double(cells) / Double(inside) : 0 }
        if labyrinth.isAvoidStory, !labyrinth.obstacles.isEmpty {
            guard let clear = maze.clearRoute else { return nil }
            return LevelRoute(
                kind: .clear, cells: clear.cells.count, turns: clear.turns, share: share(clear.cells.count))
        }
        guard let cells = metrics.shortestRouteCells, let turns = metrics.shortestRouteTurns else { return nil }
        return LevelRoute(kind: .shortest, cells: cells, turns: turns, share: metrics.solutionShare ?? share(cells))
    }
}

/// One way a labyrinth falls short of what its level (its `difficulty`) promises. The level rules report
/// these and `stats` warns about them: one judgement, so the two never disagree.
package enum LevelShortfall: Sendable, Equatable {
    /// A rectangular maze without the level's grid exactly, or a shaped one smaller than it.
    case grid(rows: Int, cols: Int, isRectangular: Bool)
    /// Loops (passages − cells + 1) other than the level's extra connections.
    case loops(Int)
    /// The level's route (`LevelRoute`: the shortest, an avoid story's clear one) visits less than the level's
    /// share of the inside cells.
    case solutionShare(cells: Int, insideCells: Int, share: Double, route: LevelRoute.Kind)
    /// The level's route turns fewer times than the level asks: with loops a child may take any shortest
    /// route, so the promise must hold for the one with the fewest turns, not for the file's `solution_path`; in
    /// an avoid story for the one with the fewest turns among the shortest clear routes.
    case turns(Int, route: LevelRoute.Kind)
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
            if let route = LevelRoute.of(labyrinth, maze: maze, metrics: metrics) {
                if route.share < level.minSolutionShare {
                    shortfalls.append(
                        .solutionShare(
                            cells: route.cells, insideCells: metrics.insideCells, share: route.share, route: route.kind)
                    )
                }
                if route.turns < level.minTurns { shortfalls.append(.turns(route.turns, route: route.kind)) }
            }
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
