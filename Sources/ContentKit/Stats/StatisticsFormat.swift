/// The two views of `ContentStatistics`: an aligned text table and one JSON document. Both print every
/// number through the same formatters, so the table and the JSON always show the same figures:
/// counts as integers, means with 2 decimals, shares with 3.
public enum StatisticsFormat {
    enum Kind: Sendable {
        /// Whole numbers: min and max as integers, the mean with 2 decimals.
        case count
        /// Fractions of 1: every figure with 3 decimals.
        case share
    }

    struct Measure: Sendable {
        var key: String
        var title: String
        var kind: Kind
        var value: @Sendable (LevelStatistics) -> NumberSummary?
    }

    static let measures: [Measure] = [
        Measure(key: "cells", title: "cells", kind: .count) { $0.cells },
        Measure(key: "solution_length", title: "solution length", kind: .count) { $0.solutionLength },
        Measure(key: "turns", title: "turns", kind: .count) { $0.turns },
        Measure(key: "dead_ends", title: "dead ends", kind: .count) { $0.deadEnds },
        Measure(key: "loops", title: "loops", kind: .count) { $0.loops },
        Measure(key: "solution_share", title: "solution share", kind: .share) { $0.solutionShare },
        Measure(key: "items", title: "items (adventures)", kind: .count) { $0.items },
    ]

    // MARK: numbers

    public static func mean(_ value: Double) -> String { FixedDecimal.text(value, decimals: 2) }
    public static func share(_ value: Double) -> String { FixedDecimal.text(value, decimals: 3) }

    /// The three figures of a summary as printed, min / mean / max.
    static func figures(_ summary: NumberSummary, _ kind: Kind) -> [String] {
        switch kind {
        case .count: [String(Int(summary.min)), mean(summary.mean), String(Int(summary.max))]
        case .share: [share(summary.min), share(summary.mean), share(summary.max)]
        }
    }

    static func gridText(_ grids: [LevelStatistics.Grid]) -> String {
        guard let first = grids.first, let last = grids.last else { return "-" }
        let low = "\(first.rows)x\(first.cols)", high = "\(last.rows)x\(last.cols)"
        return grids.count == 1 ? low : low + ".." + high
    }

    // MARK: JSON

    public static func json(_ statistics: ContentStatistics) -> JSONValue {
        var root = JSONObject()
        root.append("levels", levelsJSON(statistics.levels))
        if let packs = statistics.packs {
            root.append("packs", .array(packs.map { pack in
                .object([
                    "id": pack.id.map(JSONValue.string) ?? .null,
                    "title": .string(pack.title),
                    "levels": levelsJSON(pack.levels),
                ])
            }))
        }
        root.append("warnings", .array(statistics.warnings.map { warning in
            var object = JSONObject()
            object.append("code", .string(warning.code.rawValue))
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
            entry.append("grids", .array(level.grids.map { grid in
                .object(["rows": .int(grid.rows), "cols": .int(grid.cols), "count": .int(grid.count)])
            }))
            for measure in measures {
                guard let summary = measure.value(level) else {
                    entry.append(measure.key, .null)
                    continue
                }
                let figures = figures(summary, measure.kind).map { JSONValue.number(JSONNumber(literal: $0)) }
                entry.append(measure.key, .object(["min": figures[0], "mean": figures[1], "max": figures[2]]))
            }
            entry.append("adventures", .int(level.adventures))
            object.append(level.level, .object(entry))
        }
        return .object(object)
    }

    // MARK: text

    /// The per-level table, then (with `--by-pack`) one table per pack. Warnings are not part of it:
    /// the CLI prints them on stderr.
    public static func text(_ statistics: ContentStatistics) -> String {
        var sections = ["levels (min / mean / max)\n" + table(statistics.levels)]
        for pack in statistics.packs ?? [] {
            let heading = pack.id.map { "pack \($0) \"\(pack.title)\"" } ?? "not in any pack"
            sections.append(heading + "\n" + table(pack.levels))
        }
        return sections.joined(separator: "\n")
    }

    /// The cells of one level's row, grouped as the table prints them: level, count, grid, then three per measure.
    static func rowCells(_ level: LevelStatistics) -> [[String]] {
        [[level.level], [String(level.count)], [gridText(level.grids)]]
            + measures.map { measure in measure.value(level).map { figures($0, measure.kind) } ?? ["-", "-", "-"] }
    }

    static func table(_ levels: [LevelStatistics]) -> String {
        let groupTitles = ["", "", ""] + measures.map(\.title)
        let subTitles: [[String]] = [["level"], ["count"], ["grid"]] + measures.map { _ in ["min", "mean", "max"] }
        let rows = levels.map(rowCells)
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
        let leftAligned: Set<Int> = [0, 2]
        func line(_ cells: [[String]]) -> String {
            let groups = cells.enumerated().map { group, values in
                values.enumerated().map { column, value in
                    pad(value, to: widths[group][column], left: leftAligned.contains(group))
                }.joined(separator: " ")
            }
            return trimTrailingSpaces(groups.joined(separator: "   "))
        }
        let header = trimTrailingSpaces(groupTitles.indices.map { pad(groupTitles[$0], to: span($0), left: true) }
            .joined(separator: "   "))
        return ([header, line(subTitles)] + rows.map(line)).joined(separator: "\n") + "\n"
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
