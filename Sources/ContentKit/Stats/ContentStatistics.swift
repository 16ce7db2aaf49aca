import MazeKit

/// Smallest, mean and largest of one measure over a group of labyrinths.
public struct NumberSummary: Sendable, Equatable {
    public var min: Double
    public var mean: Double
    public var max: Double

    /// Nil for no values: a group with nothing to measure has no summary rather than zeros.
    public init?(_ values: [Double]) {
        guard let first = values.first else { return nil }
        var low = first, high = first, sum = 0.0
        for value in values {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
            sum += value
        }
        self.init(min: low, mean: sum / Double(values.count), max: high)
    }

    public init(min: Double, mean: Double, max: Double) {
        self.min = min
        self.mean = mean
        self.max = max
    }
}

/// The numbers of one level (over the whole folder, or over one pack).
public struct LevelStatistics: Sendable, Equatable {
    public struct Grid: Sendable, Equatable {
        public var rows: Int
        public var cols: Int
        public var count: Int
    }

    public var level: String
    /// Labyrinths of the level, including any that could not be measured (the rest count only sound mazes).
    public var count: Int
    /// Distinct grid sizes, fewest cells first.
    public var grids: [Grid]
    /// Cells inside the maze (a shaped maze leaves part of its grid out).
    public var cells: NumberSummary?
    /// Cells on the shortest route from start to end, and the fewest turns along one: what the level rules
    /// measure (a child may take any shortest route), not the file's own `solution_path`.
    public var solutionLength: NumberSummary?
    public var turns: NumberSummary?
    public var deadEnds: NumberSummary?
    public var loops: NumberSummary?
    public var solutionShare: NumberSummary?
    /// Over adventures only; nil when the level has none.
    public var items: NumberSummary?
    public var adventures: Int
}

public struct PackStatistics: Sendable, Equatable {
    /// Nil for the labyrinths no pack lists.
    public var id: String?
    public var title: String
    public var levels: [LevelStatistics]
}

/// Something a reviewer should look at: a level no harder than the one below, or a labyrinth short of what
/// its level promises (the level rules of `mazegen validate`, judged by the same `LevelShortfall`).
public struct StatisticsWarning: Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case levelNotHarder = "level_not_harder"
        case gridNotLevel = "grid_not_level"
        case loopsNotLevel = "loops_not_level"
        case belowMinSolutionShare = "below_min_solution_share"
        case belowMinTurns = "below_min_turns"
        case itemsNotLevel = "items_not_level"
        case obstaclesNotLevel = "obstacles_not_level"
        case notMeasured = "not_measured"
    }

    public var code: Code
    public var file: String?
    public var message: String

    public var description: String { message }
}

/// The difficulty curve of a content folder: per level, optionally per pack, with its warnings.
public struct ContentStatistics: Sendable, Equatable {
    public var levels: [LevelStatistics]
    /// Present with `--by-pack`.
    public var packs: [PackStatistics]?
    public var warnings: [StatisticsWarning]

    /// The content's level order (the validator's profile, easiest first) orders the output and says which
    /// level must be harder than which; each labyrinth is held to the level its `difficulty` names.
    public static func compute(_ content: ReviewedContent, byPack: Bool) -> ContentStatistics {
        let order = content.levelOrder
        let all = content.labyrinths.map(\.facts)
        let levelStatistics = measure(all, order: order)
        var warnings = curveWarnings(levelStatistics, order: order, scope: nil)
        var packs: [PackStatistics]?
        if byPack {
            packs = content.packs.map { pack in
                PackStatistics(id: pack.id, title: pack.title,
                               levels: measure(pack.stories.flatMap { $0.labyrinths.map(\.facts) }, order: order))
            }
            for pack in packs ?? [] {
                warnings += curveWarnings(pack.levels, order: order, scope: pack.id ?? "not in any pack")
            }
        }
        // Why a file has no numbers: the first finding of a rule that stops a maze from being measured.
        var firstError: [String: String] = [:]
        for finding in content.report.findings where finding.stopsFurtherChecks && firstError[finding.file] == nil {
            firstError[finding.file] = finding.message
        }
        for facts in all {
            warnings += labyrinthWarnings(facts, firstError: firstError[facts.fileName])
        }
        return ContentStatistics(levels: levelStatistics, packs: packs, warnings: warnings)
    }

    /// One entry per level present, config levels first in config order, others alphabetically.
    static func measure(_ labyrinths: [MeasuredLabyrinth], order: [String]) -> [LevelStatistics] {
        let present = Set(labyrinths.map(\.level))
        let names = order.filter(present.contains) + present.subtracting(order).sorted()
        return names.map { name in measureLevel(name, labyrinths.filter { $0.level == name }) }
    }

    static func measureLevel(_ name: String, _ labyrinths: [MeasuredLabyrinth]) -> LevelStatistics {
        let measured = labyrinths.filter { $0.soundMetrics != nil }
        let metrics = measured.compactMap(\.soundMetrics)
        func summary(_ value: (DrawnMazeCheck.Metrics) -> Double?) -> NumberSummary? { NumberSummary(metrics.compactMap(value)) }
        var gridCounts: [Int: [Int: Int]] = [:]
        for maze in metrics {
            gridCounts[maze.rows, default: [:]][maze.cols, default: 0] += 1
        }
        let grids = gridCounts.flatMap { rows, byCols in byCols.map { LevelStatistics.Grid(rows: rows, cols: $0.key, count: $0.value) } }
            .sorted { ($0.rows * $0.cols, $0.rows) < ($1.rows * $1.cols, $1.rows) }
        let adventures = measured.filter(\.isAdventure)
        return LevelStatistics(
            level: name, count: labyrinths.count, grids: grids,
            cells: summary { Double($0.insideCells) },
            solutionLength: summary { $0.shortestRouteCells.map(Double.init) },
            turns: summary { $0.shortestRouteTurns.map(Double.init) },
            deadEnds: summary { Double($0.deadEnds) },
            loops: summary { Double($0.loops) },
            solutionShare: summary(\.solutionShare),
            items: NumberSummary(adventures.map { Double($0.itemCount) }),
            adventures: adventures.count)
    }

    /// Each config level must beat the config level below it on mean solution length and on mean turns.
    static func curveWarnings(_ levels: [LevelStatistics], order: [String], scope: String?) -> [StatisticsWarning] {
        let ranked = order.compactMap { name in levels.first { $0.level == name } }
        var warnings: [StatisticsWarning] = []
        let prefix = scope.map { "pack \($0): " } ?? ""
        for (lower, upper) in zip(ranked, ranked.dropFirst()) {
            let measures: [(String, NumberSummary?, NumberSummary?)] = [
                ("mean solution length", lower.solutionLength, upper.solutionLength),
                ("mean turns", lower.turns, upper.turns),
            ]
            for (measure, below, above) in measures {
                guard let below, let above, above.mean <= below.mean else { continue }
                warnings.append(StatisticsWarning(
                    code: .levelNotHarder, file: nil,
                    message: "\(prefix)\(upper.level) is not harder than \(lower.level) on \(measure): "
                        + "\(StatisticsFormat.mean(above.mean)) vs \(StatisticsFormat.mean(below.mean))"))
            }
        }
        return warnings
    }

    /// A labyrinth left out of the numbers, or each way it is short of its level.
    static func labyrinthWarnings(_ facts: MeasuredLabyrinth, firstError: String?) -> [StatisticsWarning] {
        let file = facts.fileName
        func warning(_ code: StatisticsWarning.Code, _ text: String) -> StatisticsWarning {
            StatisticsWarning(code: code, file: file, message: "\(file): \(text)")
        }
        guard facts.soundMetrics != nil else {
            let reason = facts.isMissing ? MeasuredLabyrinth.missingMessage
                : firstError ?? "the maze could not be rebuilt from its drawing"
            return [warning(.notMeasured, "left out of the numbers: \(reason)")]
        }
        guard let level = facts.labyrinth?.level else { return [] }
        return facts.shortfalls.map { shortfall in
            switch shortfall {
            case .grid(let rows, let cols, let isRectangular):
                warning(.gridNotLevel, "the maze is \(rows)x\(cols); \(level.name) asks for "
                        + (isRectangular ? "" : "at least ") + "\(level.grid.rows)x\(level.grid.cols)")
            case .loops(let loops):
                warning(.loopsNotLevel, "\(counted(loops, "loop")); \(level.name) asks for \(level.extraConnections)")
            case .solutionShare(_, _, let share):
                warning(.belowMinSolutionShare, "the shortest route visits \(StatisticsFormat.share(share)) of the cells; "
                        + "\(level.name) asks for at least \(StatisticsFormat.share(level.minSolutionShare))")
            case .turns(let turns):
                warning(.belowMinTurns, "the shortest route turns \(counted(turns, "time")); \(level.name) asks for at least \(level.minTurns)")
            case .items(let count):
                warning(.itemsNotLevel, "\(counted(count, "item")); \(level.name) asks for \(level.adventureItems)")
            case .obstacles(let count):
                warning(.obstaclesNotLevel, "\(counted(count, "obstacle")); \(level.name) asks for \(level.avoidObstacles)")
            }
        }
    }
}
