import ContentFormat
import ContentJSON
import ContentSupport
import ContentValidate
import MazeKit

/// The two views of `ContentStatistics`: aligned text tables and one JSON document. Both print every
/// number through the same formatters and the same list of groups and measures, so the tables and the JSON
/// always show the same figures: counts as integers, means and canvas lengths with 2 decimals, shares with 3.
package enum StatisticsFormat {
    enum Kind: Sendable {
        /// Whole numbers: min and max as integers, the mean with 2 decimals.
        case count
        /// Fractions of 1: every figure with 3 decimals.
        case share
        /// Canvas units: every figure with 2 decimals.
        case length
    }

    struct Measure: Sendable {
        var key: String
        var title: String
        var kind: Kind
        /// Whether the measure may be over fewer files than its group, so the text shows its own count too.
        var showsCount = false
        var value: @Sendable (LevelStatistics) -> NumberSummary?
    }

    /// The files one set of figures is over, and those figures.
    struct Group: Sendable {
        var key: String
        var heading: String
        var countTitle: String
        var count: @Sendable (LevelStatistics) -> Int
        var showsGrids = false
        /// What the figures are of, when the heading alone leaves it open: a line under it, and `measured` in JSON.
        var note: String? = nil
        var measures: [Measure]
    }

    /// Which route the mazes' solution length, turns and share are of: the one the level rules judge.
    static let mazesRouteNote =
        "solution length, turns and solution share are of the shortest route with the fewest turns; in an avoid story, of the shortest route keeping more than the hit radius from its obstacles (the route solution_path shows)"

    static let groups: [Group] = [
        Group(
            key: "mazes", heading: "mazes", countTitle: "mazes", count: { $0.mazes.count }, showsGrids: true,
            note: mazesRouteNote,
            measures: [
                Measure(key: "cells", title: "cells", kind: .count) { $0.mazes.cells },
                Measure(key: "solution_length", title: "solution length", kind: .count) { $0.mazes.solutionLength },
                Measure(key: "turns", title: "turns", kind: .count) { $0.mazes.turns },
                Measure(key: "dead_ends", title: "dead ends", kind: .count) { $0.mazes.deadEnds },
                Measure(key: "loops", title: "loops", kind: .count) { $0.mazes.loops },
                Measure(key: "solution_share", title: "solution share", kind: .share) { $0.mazes.solutionShare },
            ]),
        Group(
            key: "collect", heading: "collect stories", countTitle: "stories", count: { $0.collect.count },
            measures: [
                Measure(key: "items", title: "items", kind: .count) { $0.collect.items }
            ]),
        Group(
            key: "avoid", heading: "avoid stories", countTitle: "stories", count: { $0.avoid.count },
            measures: [
                Measure(key: "obstacles", title: "obstacles", kind: .count) { $0.avoid.obstacles },
                Measure(key: "clearance", title: "best route's clearance", kind: .length, showsCount: true) {
                    $0.avoid.clearance
                },
            ]),
        Group(
            key: "organic", heading: "organic paths", countTitle: "paths", count: { $0.organic.count },
            measures: [
                Measure(key: "path_length", title: "path length", kind: .length) { $0.organic.pathLength },
                Measure(key: "path_width", title: "path width", kind: .length) { $0.organic.pathWidth },
                Measure(key: "bends", title: "bends", kind: .count) { $0.organic.bends },
                Measure(key: "sharpest_bend", title: "sharpest bend", kind: .length) { $0.organic.sharpestBend },
            ]),
        Group(
            key: "narration", heading: "narration clips", countTitle: "clips", count: { $0.narration.count },
            measures: [
                Measure(key: "seconds", title: "length (s)", kind: .length) { $0.narration.seconds },
                Measure(key: "words_per_minute", title: "words a minute", kind: .length) {
                    $0.narration.wordsPerMinute
                },
            ]),
    ]

    // MARK: numbers

    package static func mean(_ value: Double) -> String { FixedDecimal.text(value, decimals: 2) }
    package static func share(_ value: Double) -> String { FixedDecimal.text(value, decimals: 3) }

    /// The three figures of a summary as printed, min / mean / max.
    static func figures(_ summary: NumberSummary, _ kind: Kind) -> [String] {
        switch kind {
        case .count: [String(Int(summary.min)), mean(summary.mean), String(Int(summary.max))]
        case .share: [share(summary.min), share(summary.mean), share(summary.max)]
        case .length: [mean(summary.min), mean(summary.mean), mean(summary.max)]
        }
    }

    static func gridText(_ grids: [LevelStatistics.Grid]) -> String {
        guard let first = grids.first, let last = grids.last else { return "-" }
        let low = "\(first.rows)x\(first.cols)"
        let high = "\(last.rows)x\(last.cols)"
        return grids.count == 1 ? low : low + ".." + high
    }

    // MARK: JSON

    package static func json(_ statistics: ContentStatistics) -> JSONValue {
        var root = JSONObject()
        root.append("levels", levelsJSON(statistics.levels))
        root.append(
            "organic_paths",
            .array(
                statistics.organicPaths.map { path in
                    .object([
                        "file": .string(path.file), "level": .string(path.level),
                        "length": .number(JSONNumber(literal: mean(path.length))), "bends": .int(path.bends),
                        "sharpest_bend": path.sharpestBend.map { .number(JSONNumber(literal: mean($0))) } ?? .null,
                        "width": .number(JSONNumber(literal: mean(path.width))),
                    ])
                }))
        if let packs = statistics.packs {
            root.append(
                "packs",
                .array(
                    packs.map { pack in
                        .object([
                            "id": pack.id.map(JSONValue.string) ?? .null,
                            "title": .string(pack.title),
                            "stories": .int(pack.stories),
                            "free_stories": .int(pack.freeStories),
                            "levels": levelsJSON(pack.levels),
                        ])
                    }))
        }
        root.append(
            "warnings",
            .array(
                statistics.warnings.map { warning in
                    var object = JSONObject()
                    object.append("code", .string(warning.code.name))
                    if let file = warning.file { object.append("file", .string(file)) }
                    object.append("message", .string(warning.message))
                    return .object(object)
                }))
        return .object(root)
    }

    static func levelsJSON(_ levels: [LevelStatistics]) -> JSONValue {
        var object = JSONObject()
        for level in levels {
            var entry = JSONObject()
            entry.append("count", .int(level.count))
            entry.append("not_measured", .int(level.notMeasured))
            for group in groups { entry.append(group.key, groupJSON(group, level)) }
            object.append(level.level, .object(entry))
        }
        return .object(object)
    }

    static func groupJSON(_ group: Group, _ level: LevelStatistics) -> JSONValue {
        var entry = JSONObject()
        entry.append("count", .int(group.count(level)))
        if let note = group.note { entry.append("measured", .string(note)) }
        if group.showsGrids {
            entry.append(
                "grids",
                .array(
                    level.mazes.grids.map { grid in
                        .object(["rows": .int(grid.rows), "cols": .int(grid.cols), "count": .int(grid.count)])
                    }))
        }
        for measure in group.measures {
            guard let summary = measure.value(level) else {
                entry.append(measure.key, .null)
                continue
            }
            let figures = figures(summary, measure.kind).map { JSONValue.number(JSONNumber(literal: $0)) }
            entry.append(
                measure.key,
                .object(["count": .int(summary.count), "min": figures[0], "mean": figures[1], "max": figures[2]]))
        }
        return .object(entry)
    }

    // MARK: text

    /// For the whole folder, then (with `--by-pack`) for each pack: how the files split into groups, then one
    /// table per group that has files, each figure over that group's files. Warnings are not part of it: the
    /// CLI prints them on stderr.
    package static func text(_ statistics: ContentStatistics) -> String {
        var sections = [scopeText(heading: "all packs", statistics.levels)]
        if !statistics.organicPaths.isEmpty { sections.append(organicPathsText(statistics.organicPaths)) }
        for pack in statistics.packs ?? [] {
            let heading =
                pack.id.map {
                    // The id and title are the manifest's text: a line break in them must not start a line of output.
                    "pack \(ControlCharacters.escaped($0)) \"\(ControlCharacters.escaped(pack.title))\": "
                        + "\(counted(pack.stories, "story", "stories")), \(pack.freeStories) free"
                }
                ?? "not in any pack: \(counted(pack.stories, "story", "stories"))"
            sections.append(scopeText(heading: heading, pack.levels))
        }
        return sections.joined(separator: "\n")
    }

    static func scopeText(heading: String, _ levels: [LevelStatistics]) -> String {
        var parts = ["== \(heading) ==", "files per level\n" + filesTable(levels)]
        for group in groups where levels.contains(where: { group.count($0) > 0 }) {
            let note = group.note.map { $0 + "\n" } ?? ""
            parts.append(
                "\(group.heading) (min / mean / max over each level's \(group.heading))\n" + note
                    + groupTable(group, levels))
        }
        return parts.joined(separator: "\n")
    }

    /// Each organic path on its own line: the levels of one picture side by side.
    static func organicPathsText(_ paths: [OrganicPathStatistics]) -> String {
        let titles = ["file", "level", "length", "bends", "sharpest bend", "width"]
        let rows = paths.map { path in
            [
                ControlCharacters.escaped(path.file), ControlCharacters.escaped(path.level), mean(path.length),
                String(path.bends), path.sharpestBend.map(mean) ?? "-",
                mean(path.width),
            ]
        }
        return "organic paths, one by one\n"
            + table(
                groupTitles: titles.map { _ in "" }, subTitles: titles.map { [$0] }, rows: rows.map { $0.map { [$0] } },
                leftAligned: [0, 1])
    }

    /// Every file once: measured as a maze, as an organic path, or not at all; and the adventures among them.
    static func filesTable(_ levels: [LevelStatistics]) -> String {
        let titles = ["level", "files", "mazes", "organic", "not measured", "collect", "avoid"]
        let rows = levels.map { level in
            [level.level]
                + [
                    level.count, level.mazes.count, level.organic.count, level.notMeasured, level.collect.count,
                    level.avoid.count,
                ]
                .map(String.init)
        }
        return table(
            groupTitles: titles.map { _ in "" }, subTitles: titles.map { [$0] }, rows: rows.map { $0.map { [$0] } },
            leftAligned: [0])
    }

    /// The cells of one level's row in a group's table: level, files, grid, then each measure's figures.
    static func rowCells(_ group: Group, _ level: LevelStatistics) -> [[String]] {
        var cells = [[level.level], [String(group.count(level))]]
        if group.showsGrids { cells.append([gridText(level.mazes.grids)]) }
        for measure in group.measures {
            let summary = measure.value(level)
            let shown = summary.map { figures($0, measure.kind) } ?? ["-", "-", "-"]
            cells.append(measure.showsCount ? [String(summary?.count ?? 0)] + shown : shown)
        }
        return cells
    }

    static func groupTable(_ group: Group, _ levels: [LevelStatistics]) -> String {
        var groupTitles = ["", ""]
        var subTitles = [["level"], [group.countTitle]]
        if group.showsGrids {
            groupTitles.append("")
            subTitles.append(["grid"])
        }
        for measure in group.measures {
            groupTitles.append(measure.title)
            subTitles.append((measure.showsCount ? ["files"] : []) + ["min", "mean", "max"])
        }
        return table(
            groupTitles: groupTitles, subTitles: subTitles, rows: levels.map { rowCells(group, $0) },
            leftAligned: group.showsGrids ? [0, 2] : [0])
    }

    /// Columns in groups: each group has a title over its columns and a sub-title per column; groups are set
    /// three spaces apart, columns within a group one.
    static func table(groupTitles: [String], subTitles: [[String]], rows: [[[String]]], leftAligned: Set<Int>) -> String
    {
        var widths = subTitles.enumerated().map { group, titles in
            titles.indices.map { column in
                ([titles[column]] + rows.map { $0[group][column] }).map(\.count).max() ?? 0
            }
        }
        /// The width of a group's columns with the single spaces between them.
        func span(_ group: Int) -> Int { widths[group].reduce(0, +) + widths[group].count - 1 }
        for group in widths.indices {
            let shortfall = groupTitles[group].count - span(group)
            if shortfall > 0 { widths[group][0] += shortfall }
        }
        func line(_ cells: [[String]]) -> String {
            let groups = cells.enumerated().map { group, values in
                values.enumerated().map { column, value in
                    pad(value, to: widths[group][column], left: leftAligned.contains(group))
                }.joined(separator: " ")
            }
            return trimTrailingSpaces(groups.joined(separator: "   "))
        }
        var lines: [String] = []
        if groupTitles.contains(where: { !$0.isEmpty }) {
            lines.append(
                trimTrailingSpaces(
                    groupTitles.indices.map { pad(groupTitles[$0], to: span($0), left: true) }
                        .joined(separator: "   ")))
        }
        return (lines + [line(subTitles)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    static func pad(_ text: String, to width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }

    static func trimTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }
}
