import ContentValidate
import MazeKit

/// How many values, and the smallest, mean and largest of one measure over a group of labyrinths: the count
/// says which files the mean is over.
package struct NumberSummary: Sendable, Equatable {
    package var count: Int
    package var min: Double
    package var mean: Double
    package var max: Double

    /// Nil for no values: a group with nothing to measure has no summary rather than zeros.
    package init?(_ values: [Double]) {
        guard let first = values.first else { return nil }
        var low = first
        var high = first
        var sum = 0.0
        for value in values {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
            sum += value
        }
        self.init(count: values.count, min: low, mean: sum / Double(values.count), max: high)
    }

    package init(count: Int, min: Double, mean: Double, max: Double) {
        self.count = count
        self.min = min
        self.mean = mean
        self.max = max
    }
}

/// The numbers of one level (over the whole folder, or over one pack). Every file of the level is in `count`
/// once, and in exactly one of `mazes.count`, `organic.count` and `notMeasured`; each figure is over the files
/// of its group, and each summary carries how many values it is over.
package struct LevelStatistics: Sendable, Equatable {
    package struct Grid: Sendable, Equatable {
        package var rows: Int
        package var cols: Int
        package var count: Int
    }

    /// Over the files whose maze was rebuilt from the drawing and is sound.
    package struct MazeFigures: Sendable, Equatable {
        package var count: Int
        /// Distinct grid sizes, fewest cells first.
        var grids: [Grid]
        /// Cells inside the maze (a shaped maze leaves part of its grid out).
        package var cells: NumberSummary?
        /// Cells on the route the level rules judge (`LevelRoute`), and the fewest turns along one: the shortest
        /// route from start to end (a child may take any shortest route), not the file's own `solution_path`; in an
        /// avoid story the shortest route keeping clear of its obstacles, which the child is shown.
        var solutionLength: NumberSummary?
        package var turns: NumberSummary?
        var deadEnds: NumberSummary?
        package var loops: NumberSummary?
        package var solutionShare: NumberSummary?
    }

    /// Over the measured `collect` stories, maze or organic path.
    package struct CollectFigures: Sendable, Equatable {
        package var count: Int
        package var items: NumberSummary?
    }

    /// Over the measured `avoid` stories.
    package struct AvoidFigures: Sendable, Equatable {
        package var count: Int
        package var obstacles: NumberSummary?
        /// The smallest distance to an obstacle that the best route keeps, along the passages' centre lines:
        /// over the avoid mazes that have obstacles (with none, there is nothing to keep clear of).
        package var clearance: NumberSummary?
    }

    /// Over the organic stories whose path has at least two control points.
    package struct OrganicFigures: Sendable, Equatable {
        package var count: Int
        /// The control points' polyline length, in canvas units.
        var pathLength: NumberSummary?
        package var pathWidth: NumberSummary?
        /// Inner control points where the path visibly bends (`OrganicDrawing.bendCount`).
        package var bends: NumberSummary?
        /// The sharpest turn of each path, in degrees.
        var sharpestBend: NumberSummary?
    }

    /// Over the clips the level's labyrinths name that are in `audio/` and readable (a story's clips are shared by
    /// its levels, so a level counts each of its stories' clips once).
    package struct NarrationFigures: Sendable, Equatable {
        package var count: Int
        /// Playing time, seconds.
        package var seconds: NumberSummary?
        /// The text's words over the playing time.
        package var wordsPerMinute: NumberSummary?
    }

    package var level: String
    /// Every labyrinth of the level, measured or not.
    package var count: Int
    /// Labyrinths of the level that are in no figure (a warning says why).
    var notMeasured: Int
    package var mazes: MazeFigures
    package var collect: CollectFigures
    package var avoid: AvoidFigures
    package var organic: OrganicFigures
    package var narration = NarrationFigures(count: 0)
}

package struct PackStatistics: Sendable, Equatable {
    /// Nil for the labyrinths no pack lists.
    package var id: String?
    package var title: String
    /// Stories of the pack that hold labyrinths, and how many of the pack's stories are free (`free_stories`).
    package var stories: Int
    package var freeStories: Int
    package var levels: [LevelStatistics]
}

/// Something a reviewer should look at: a level no harder than the one below, or a labyrinth short of what
/// its level promises (the level rules of `mazegen validate`, judged by the same `LevelShortfall`).
package struct StatisticsWarning: Sendable, Equatable, CustomStringConvertible {
    /// What a warning is about, by one name: a shortfall is named by the validate rule that warns about the same
    /// thing, so a script or a reader meets `level.turns` in both reports and `validate --explain` explains it.
    package enum Code: Sendable, Equatable {
        /// A level no harder than the one below it on a mean of its files: stats' own, as no rule judges the curve.
        case levelNotHarder
        /// A labyrinth left out of the numbers; the finding that stopped it is validate's, in the message.
        case notMeasured
        /// A labyrinth short of its level, as the rule with this id reports it.
        case shortOfLevel(rule: String)

        init(_ shortfall: LevelShortfall) { self = .shortOfLevel(rule: shortfall.ruleIdentifier) }

        /// `code` in the JSON: the rule's id, or stats' own name in the same form.
        package var name: String {
            switch self {
            case .levelNotHarder: "stats.levelNotHarder"
            case .notMeasured: "stats.notMeasured"
            case .shortOfLevel(let rule): rule
            }
        }
    }

    package var code: Code
    package var file: String?
    package var message: String

    package var description: String { message }
}

/// One organic path, measured: what a reviewer compares between the levels of a picture.
package struct OrganicPathStatistics: Sendable, Equatable {
    package var file: String
    package var level: String
    /// The control points' polyline, in canvas units.
    package var length: Double
    /// Inner control points where the path visibly bends.
    package var bends: Int
    /// The sharpest turn in degrees; nil for a path without inner points.
    var sharpestBend: Double?
    package var width: Double
}

/// The difficulty curve of a content folder: per level, optionally per pack, with its warnings.
package struct ContentStatistics: Sendable, Equatable {
    package var levels: [LevelStatistics]
    /// Every measured organic path, by story and level.
    var organicPaths: [OrganicPathStatistics] = []
    /// Present with `--by-pack`.
    package var packs: [PackStatistics]?
    package var warnings: [StatisticsWarning]

    /// The content's level order (the validator's profile, easiest first) orders the output and says which
    /// level must be harder than which; each labyrinth is held to the level its `difficulty` names.
    package static func compute(_ content: ReviewedContent, byPack: Bool) -> ContentStatistics {
        let order = content.levelOrder
        let all = content.labyrinths.map(\.facts)
        let levelStatistics = measure(all, order: order, clips: content.clips)
        var warnings = curveWarnings(levelStatistics, order: order, scope: nil)
        var packs: [PackStatistics]?
        if byPack {
            packs = content.packs.map { pack in
                PackStatistics(
                    id: pack.id, title: pack.title, stories: pack.stories.count, freeStories: pack.freeStories,
                    levels: measure(
                        pack.stories.flatMap { $0.labyrinths.map(\.facts) }, order: order, clips: content.clips))
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
        // A story's levels side by side, easiest first.
        let place = { (facts: MeasuredLabyrinth) in
            (facts.story ?? Int.max, order.firstIndex(of: facts.level) ?? order.count, facts.fileName)
        }
        let organicPaths = all.filter(isMeasuredOrganic).sorted { place($0) < place($1) }.compactMap { facts in
            facts.organicPath.map { path in
                OrganicPathStatistics(
                    file: facts.fileName, level: facts.level, length: path.length, bends: path.bendCount,
                    sharpestBend: path.sharpestBend, width: path.width)
            }
        }
        return ContentStatistics(levels: levelStatistics, organicPaths: organicPaths, packs: packs, warnings: warnings)
    }

    /// One entry per level present, config levels first in config order, others alphabetically.
    static func measure(
        _ labyrinths: [MeasuredLabyrinth], order: [String], clips: [Int: [ReviewedContent.StoryClip]] = [:]
    ) -> [LevelStatistics] {
        let present = Set(labyrinths.map(\.level))
        let names = order.filter(present.contains) + present.subtracting(order).sorted()
        return names.map { name in
            let level = labyrinths.filter { $0.level == name }
            var statistics = measureLevel(name, level)
            let stories = Set(level.compactMap(\.story))
            let heard = stories.sorted().flatMap { clips[$0] ?? [] }.filter { $0.seconds != nil }
            statistics.narration = LevelStatistics.NarrationFigures(
                count: heard.count, seconds: NumberSummary(heard.compactMap(\.seconds)),
                wordsPerMinute: NumberSummary(heard.compactMap(\.wordsPerMinute)))
            return statistics
        }
    }

    static func measureLevel(_ name: String, _ labyrinths: [MeasuredLabyrinth]) -> LevelStatistics {
        let mazes = labyrinths.filter { $0.soundMetrics != nil }
        let organic = labyrinths.filter(isMeasuredOrganic)
        let measured = mazes + organic
        var collect: [MeasuredLabyrinth] = []
        var avoid: [MeasuredLabyrinth] = []
        for labyrinth in measured {
            switch labyrinth.kind?.itemRule {
            case .collect: collect.append(labyrinth)
            case .avoid: avoid.append(labyrinth)
            case nil: break
            }
        }
        return LevelStatistics(
            level: name, count: labyrinths.count, notMeasured: labyrinths.count - measured.count,
            mazes: mazeFigures(mazes.compactMap { maze in maze.soundMetrics.map { ($0, maze.levelRoute) } }),
            collect: .init(count: collect.count, items: NumberSummary(collect.map { Double($0.itemCount) })),
            avoid: .init(
                count: avoid.count, obstacles: NumberSummary(avoid.map { Double($0.obstacles.count) }),
                clearance: NumberSummary(avoid.compactMap { $0.obstacleClearance?.bestClearance })),
            organic: .init(
                count: organic.count, pathLength: NumberSummary(organic.compactMap { $0.organicPath?.length }),
                pathWidth: NumberSummary(organic.compactMap { $0.organicPath?.width }),
                bends: NumberSummary(organic.compactMap { ($0.organicPath?.bendCount).map(Double.init) }),
                sharpestBend: NumberSummary(organic.compactMap { $0.organicPath?.sharpestBend })))
    }

    /// An organic path is measured when the app can decode it and its polyline has a start and an end.
    static func isMeasuredOrganic(_ labyrinth: MeasuredLabyrinth) -> Bool {
        (labyrinth.organicPath?.controlPoints.count ?? 0) >= 2
    }

    /// Each maze's numbers with the route its level is judged on (nil when it has none, e.g. an avoid story whose
    /// obstacles block every route): the route's figures are over the mazes that have one.
    static func mazeFigures(_ mazes: [(metrics: DrawnMazeCheck.Metrics, route: LevelRoute?)])
        -> LevelStatistics.MazeFigures
    {
        func summary(_ value: (DrawnMazeCheck.Metrics) -> Double?) -> NumberSummary? {
            NumberSummary(mazes.compactMap { value($0.metrics) })
        }
        func routeSummary(_ value: (LevelRoute) -> Double) -> NumberSummary? {
            NumberSummary(mazes.compactMap { $0.route.map(value) })
        }
        var gridCounts: [Int: [Int: Int]] = [:]
        for maze in mazes {
            gridCounts[maze.metrics.rows, default: [:]][maze.metrics.cols, default: 0] += 1
        }
        let grids = gridCounts.flatMap { rows, byCols in
            byCols.map { LevelStatistics.Grid(rows: rows, cols: $0.key, count: $0.value) }
        }
        .sorted { ($0.rows * $0.cols, $0.rows) < ($1.rows * $1.cols, $1.rows) }
        return LevelStatistics.MazeFigures(
            count: mazes.count, grids: grids,
            cells: summary { Double($0.insideCells) },
            solutionLength: routeSummary { Double($0.cells) },
            turns: routeSummary { Double($0.turns) },
            deadEnds: summary { Double($0.deadEnds) },
            loops: summary { Double($0.loops) },
            solutionShare: routeSummary(\.share))
    }

    /// Each config level must beat the config level below it on mean solution length and on mean turns.
    static func curveWarnings(_ levels: [LevelStatistics], order: [String], scope: String?) -> [StatisticsWarning] {
        let ranked = order.compactMap { name in levels.first { $0.level == name } }
        var warnings: [StatisticsWarning] = []
        let prefix = scope.map { "pack \($0): " } ?? ""
        for (lower, upper) in zip(ranked, ranked.dropFirst()) {
            let measures: [(String, NumberSummary?, NumberSummary?)] = [
                ("mean solution length", lower.mazes.solutionLength, upper.mazes.solutionLength),
                ("mean turns", lower.mazes.turns, upper.mazes.turns),
            ]
            for (measure, below, above) in measures {
                guard let below, let above, above.mean <= below.mean else { continue }
                warnings.append(
                    StatisticsWarning(
                        code: .levelNotHarder, file: nil,
                        message: "\(prefix)\(upper.level) is not harder than \(lower.level) on \(measure): "
                            + "\(StatisticsFormat.mean(above.mean)) vs \(StatisticsFormat.mean(below.mean))"))
            }
        }
        return warnings
    }

    static func notMeasuredReason(_ facts: MeasuredLabyrinth, firstError: String?) -> String {
        if facts.isMissing { return MeasuredLabyrinth.missingMessage }
        if let path = facts.organicPath {
            return
                "its organic path has \(counted(path.controlPoints.count, "control point")); a path needs a start and an end"
        }
        return firstError ?? "the maze could not be rebuilt from its drawing"
    }

    /// The route a level's turns and share were measured on, as the warnings and the tables' note name it.
    static func routeName(_ route: LevelRoute.Kind) -> String {
        switch route {
        case .shortest: "the shortest route"
        case .clear: "the shortest route clear of the obstacles"
        }
    }

    /// A labyrinth left out of the numbers, or each way it is short of its level.
    static func labyrinthWarnings(_ facts: MeasuredLabyrinth, firstError: String?) -> [StatisticsWarning] {
        let file = facts.fileName
        func warning(_ code: StatisticsWarning.Code, _ text: String) -> StatisticsWarning {
            StatisticsWarning(code: code, file: file, message: "\(file): \(text)")
        }
        if isMeasuredOrganic(facts) { return [] }
        guard facts.soundMetrics != nil else {
            return [
                warning(.notMeasured, "left out of the numbers: \(notMeasuredReason(facts, firstError: firstError))")
            ]
        }
        guard let level = facts.labyrinth?.level else { return [] }
        return facts.shortfalls.map { shortfall in
            switch shortfall {
            case .grid(let rows, let cols, let isRectangular):
                warning(
                    .init(shortfall),
                    "the maze is \(rows)x\(cols); \(level.name) asks for "
                        + (isRectangular ? "" : "at least ") + "\(level.grid.rows)x\(level.grid.cols)")
            case .loops(let loops):
                warning(.init(shortfall), "\(counted(loops, "loop")); \(level.name) asks for \(level.extraConnections)")
            case .solutionShare(_, _, let share, let route):
                warning(
                    .init(shortfall),
                    "\(Self.routeName(route)) visits \(StatisticsFormat.share(share)) of the cells; "
                        + "\(level.name) asks for at least \(StatisticsFormat.share(level.minSolutionShare))")
            case .turns(let turns, let route):
                warning(
                    .init(shortfall),
                    "\(Self.routeName(route)) turns \(counted(turns, "time")); \(level.name) asks for at least \(level.minTurns)"
                )
            case .items(let count):
                warning(.init(shortfall), "\(counted(count, "item")); \(level.name) asks for \(level.adventureItems)")
            case .obstacles(let count):
                warning(
                    .init(shortfall), "\(counted(count, "obstacle")); \(level.name) asks for \(level.avoidObstacles)")
            }
        }
    }
}
