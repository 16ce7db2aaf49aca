import LabyrinthKit
import MazeKit
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentReview
@testable import ContentSupport
@testable import ContentValidate

/// Two 2 x 3 mazes whose numbers are counted by hand (canvas 600 x 500, margin 20: cell 186, origin (21, 64)).
///
/// serpentine, no loop:          ring, one loop:
///   S→ . . E                      every cell joined to its ring neighbours
///   (1,0)↑(0,0)→(0,1)↓(1,1)→(1,2)↑(0,2)
///   6 cells on the route, 4 turns,  route (1,0)→(1,1)→(1,2)→(0,2): 4 cells, 1 turn,
///   dead ends (1,0) and (0,2), 0 loops.  no dead end, 1 loop.
enum HandBuiltMazes {
    static let serpentine = HandBuiltMaze(
        rows: 2, cols: 3,
        passages: [(1, 0, 0, 0), (0, 0, 0, 1), (0, 1, 1, 1), (1, 1, 1, 2), (1, 2, 0, 2)],
        solution: [(1, 0), (0, 0), (0, 1), (1, 1), (1, 2), (0, 2)])
    static let ring = HandBuiltMaze(
        rows: 2, cols: 3,
        passages: [(1, 0, 1, 1), (1, 1, 1, 2), (1, 2, 0, 2), (0, 0, 0, 1), (0, 1, 0, 2), (0, 0, 1, 0)],
        solution: [(1, 0), (1, 1), (1, 2), (0, 2)])

    static let levels = [
        level("easy", minTurns: 1, share: 0.5, loops: 0, items: 1),
        level("medium", minTurns: 1, share: 0.5, loops: 0, items: 1),
    ]

    static func level(_ name: String, minTurns: Int, share: Double, loops: Int, items: Int) -> LevelConfig {
        LevelConfig(
            name: name, grid: GridSize(rows: 2, cols: 3), pathWidth: 30, pathTolerance: 18, extraConnections: loops,
            minSolutionShare: share, minTurns: minTurns, adventureItems: items, avoidObstacles: 1,
            organicPath: OrganicPathConfig(width: 30, minSegments: 6))
    }

    /// The validator's profile for these levels and the universe "test".
    static func profile(_ levels: [LevelConfig] = levels) -> ValidationProfile {
        var profile = ValidationProfile(config: .defaults)
        profile.universe = "test"
        profile.levels = levels
        return profile
    }

    /// The folder as `preview` and `stats` read it: through one run of the real validator, with the level
    /// samples the profile asks for unless the folder brings its own.
    static func content(_ files: [String: [UInt8]], levels: [LevelConfig] = levels) throws -> ReviewedContent {
        var files = files
        if files[ContentLayout.samplesName] == nil {
            var samples = levels.map {
                ($0.name, JSONValue.string(ExampleLabyrinth.serpentineWalls(rows: $0.grid.rows, cols: $0.grid.cols)))
            }
            // The app decodes a sample for each of its own levels, whatever the profile's.
            for level in DifficultyLevel.allCases where !levels.contains(where: { $0.name == level.rawValue }) {
                samples.append((level.rawValue, .string(ExampleLabyrinth.serpentineWalls(rows: 2, cols: 3))))
            }
            files[ContentLayout.samplesName] = JSONWriter.bytes(.object(JSONObject(samples.map(JSONMember.init))))
        }
        return try ReviewedContent.load(InMemoryContentSource(files), validator: Validator(profile: profile(levels)))
    }

    /// A folder with one pack "p" holding every story number used, 1 free.
    static func folder(_ labyrinths: [(story: Int, level: String, maze: HandBuiltMaze)], packStories: [Int]? = nil)
        -> [String: [UInt8]]
    {
        let stories = packStories ?? Array(Set(labyrinths.map(\.story))).sorted()
        var files: [String: [UInt8]] = [:]
        for entry in labyrinths {
            let name = LabyrinthName(universe: "test", story: entry.story, level: entry.level)
            files[name.fileName] = Array(
                entry.maze.json(id: name.id, level: entry.level, title: "Story \(entry.story)").utf8)
        }
        let entries = labyrinths.map { entry in
            JSONValue.object([
                "id": .string(LabyrinthName(universe: "test", story: entry.story, level: entry.level).id),
                "difficulty": .string(entry.level), "story": .int(entry.story), "theme": .string("ocean"),
                "location": .string("sandy_shore"), "title": .string("Story \(entry.story)"),
            ])
        }
        let manifest: JSONValue = .object([
            "universe": .string("test"), "total": .int(labyrinths.count),
            "packs": .array([
                .object([
                    "id": .string("p"), "title": .string("Pack P"), "free_stories": .int(1),
                    "stories": .array(stories.map(JSONValue.int)),
                ])
            ]),
            "labyrinths": .array(entries),
        ])
        files[ContentLayout.manifestName] = JSONWriter.bytes(manifest)
        return files
    }
}

/// A maze written out as a labyrinth file, by hand: cells (row, col), passages between neighbours.
struct HandBuiltMaze {
    enum Style { case walls, corridors }

    var rows: Int
    var cols: Int
    /// (row, col, row, col) of two joined neighbours.
    var passages: [(Int, Int, Int, Int)]
    var solution: [(Int, Int)]
    var style: Style = .corridors
    var items: [(Int, Int)] = []
    var itemEmoji = "🐚"
    /// Canvas points of an avoid story's obstacles (`path_data.avoid_items`), drawn with `obstacleEmoji`.
    var obstacles: [(x: Int, y: Int)] = []
    var obstacleEmoji = "🪨"
    var background = "#A0D8EF"

    var cellSize: Int { min((600 - 40) / cols, (500 - 40) / rows) }
    var originX: Int { (600 - cols * cellSize) / 2 }
    var originY: Int { (500 - rows * cellSize) / 2 }

    func centre(_ row: Int, _ col: Int) -> (x: Int, y: Int) {
        (originX + col * cellSize + cellSize / 2, originY + row * cellSize + cellSize / 2)
    }

    func joined(_ a: (Int, Int), _ b: (Int, Int)) -> Bool {
        passages.contains {
            ($0.0, $0.1, $0.2, $0.3) == (a.0, a.1, b.0, b.1) || ($0.0, $0.1, $0.2, $0.3) == (b.0, b.1, a.0, a.1)
        }
    }

    var svgPath: String {
        var pieces: [String] = []
        switch style {
        case .corridors:
            for p in passages {
                let a = centre(p.0, p.1)
                let b = centre(p.2, p.3)
                pieces.append("M \(a.x) \(a.y) L \(b.x) \(b.y)")
            }
            for row in 0..<rows {
                for col in 0..<cols {
                    let c = centre(row, col)
                    pieces.append("M \(c.x) \(c.y) L \(c.x) \(c.y)")
                }
            }
        case .walls:
            func x(_ col: Int) -> Int { originX + col * cellSize }
            func y(_ row: Int) -> Int { originY + row * cellSize }
            for row in 0...rows {
                for col in 0..<cols where row == 0 || row == rows || !joined((row - 1, col), (row, col)) {
                    pieces.append("M \(x(col)) \(y(row)) L \(x(col + 1)) \(y(row))")
                }
            }
            for col in 0...cols {
                for row in 0..<rows where col == 0 || col == cols || !joined((row, col - 1), (row, col)) {
                    pieces.append("M \(x(col)) \(y(row)) L \(x(col)) \(y(row + 1))")
                }
            }
        }
        return pieces.joined(separator: " ")
    }

    func point(_ cell: (Int, Int)) -> JSONValue {
        let c = centre(cell.0, cell.1)
        return .object(["x": .int(c.x), "y": .int(c.y)])
    }

    /// The validator's own valid example file with this maze, level, title and colours in place, so the
    /// validator has nothing to say about the file but what the maze itself gives it.
    func json(id: String, level: String, title: String) -> String {
        let solutionText = solution.enumerated().map { index, cell in
            let c = centre(cell.0, cell.1)
            return (index == 0 ? "M " : "L ") + "\(c.x) \(c.y)"
        }.joined(separator: " ")
        var pathData: JSONObject = [
            "svg_path": .string(svgPath), "solution_path": .string(solutionText), "width": .int(30),
            "complexity": .string(level), "maze_type": .string(style == .walls ? "grid" : "corridor_rect"),
            "start_point": point(solution[0]), "end_point": point(solution[solution.count - 1]),
            "segments": .array(passages.map { .object(["start": point(($0.0, $0.1)), "end": point(($0.2, $0.3))]) }),
            "canvas_width": .int(600), "canvas_height": .int(500), "control_points": .array([]),
        ]
        if !items.isEmpty {
            pathData.append(
                "items",
                .array(
                    items.map { cell in
                        let c = centre(cell.0, cell.1)
                        let onSolution = solution.contains { $0 == cell }
                        return .object([
                            "x": .int(c.x), "y": .int(c.y), "emoji": .string(itemEmoji),
                            "on_solution": .bool(onSolution),
                        ])
                    }))
        }
        if !obstacles.isEmpty {
            pathData.append(
                "avoid_items",
                .array(
                    obstacles.map { point in
                        .object([
                            "x": .int(point.x), "y": .int(point.y), "emoji": .string(obstacleEmoji),
                            "on_solution": .bool(false),
                        ])
                    }))
        }
        var file = ExampleLabyrinth.value
        let changes: [(JSONPointer, JSONValue)] = [
            ("/id", .string(id)), ("/difficulty", .string(level)), ("/title", .string(title)),
            ("/path_data", .object(pathData)),
            (
                "/visual_theme",
                .object(["background_color": .string(background), "decorative_elements": .array([.string("sand")])])
            ),
        ]
        for (pointer, value) in changes { file = file.setting(pointer, to: value) }
        if !items.isEmpty {
            file = file.setting("/item_rule", to: .string("collect")).setting("/item_emoji", to: .string(itemEmoji))
        }
        if !obstacles.isEmpty {
            file = file.setting("/item_rule", to: .string("avoid")).setting("/item_emoji", to: .string(obstacleEmoji))
        }
        return JSONWriter.string(file)
    }
}

@Suite("stats")
struct StatsTests {
    static func errors(_ content: ReviewedContent) -> [String] {
        content.report.findings.filter { $0.severity == .error }.map { "\($0.file): \($0.message)" }
    }

    @Test("hand-built mazes measure to their hand-counted values")
    func handCountedNumbers() throws {
        let content = try HandBuiltMazes.content(
            HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.serpentine), (2, "easy", HandBuiltMazes.ring)]),
            levels: [HandBuiltMazes.levels[0]])
        #expect(Self.errors(content) == [])
        let serpentine = try #require(content.labyrinths.first?.facts.soundMetrics)
        #expect(serpentine.shortestRouteCells == 6)
        #expect(serpentine.shortestRouteTurns == 4)
        #expect(serpentine.deadEnds == 2)
        #expect(serpentine.loops == 0)

        let statistics = ContentStatistics.compute(content, byPack: false)
        let easy = try #require(statistics.levels.first)
        #expect(statistics.levels.map(\.level) == ["easy"])
        #expect(easy.count == 2)
        #expect(easy.mazes.grids == [LevelStatistics.Grid(rows: 2, cols: 3, count: 2)])
        #expect(easy.mazes.count == 2)
        #expect(easy.notMeasured == 0)
        #expect(easy.mazes.cells == NumberSummary(count: 2, min: 6, mean: 6, max: 6))
        #expect(easy.mazes.solutionLength == NumberSummary(count: 2, min: 4, mean: 5, max: 6))
        #expect(easy.mazes.turns == NumberSummary(count: 2, min: 1, mean: 2.5, max: 4))
        #expect(easy.mazes.deadEnds == NumberSummary(count: 2, min: 0, mean: 1, max: 2))
        #expect(easy.mazes.loops == NumberSummary(count: 2, min: 0, mean: 0.5, max: 1))
        #expect(easy.mazes.solutionShare.map { StatisticsFormat.figures($0, .share) } == ["0.667", "0.833", "1.000"])
        #expect(easy.collect == LevelStatistics.CollectFigures(count: 0, items: nil))
        // The ring has one loop where the level promises none: the one warning, as `validate` says too.
        #expect(statistics.warnings.map(\.message) == ["test_002_easy.json: 1 loop; easy asks for 0"])
        #expect(content.report.findings.map(\.ruleIdentifier) == ["level.extraConnections"])
    }

    @Test("a level no harder than the one below is flagged on solution length and on turns")
    func monotonicityWarning() throws {
        let levels = [
            HandBuiltMazes.level("easy", minTurns: 1, share: 0.5, loops: 0, items: 1),
            HandBuiltMazes.level("medium", minTurns: 1, share: 0.5, loops: 1, items: 1),
        ]
        let tooEasyMedium = HandBuiltMazes.folder([
            (1, "easy", HandBuiltMazes.serpentine), (1, "medium", HandBuiltMazes.ring),
        ])
        let flagged = ContentStatistics.compute(try HandBuiltMazes.content(tooEasyMedium, levels: levels), byPack: true)
        #expect(
            flagged.warnings.map(\.message) == [
                "medium is not harder than easy on mean solution length: 4.00 vs 6.00",
                "medium is not harder than easy on mean turns: 1.00 vs 4.00",
                "pack p: medium is not harder than easy on mean solution length: 4.00 vs 6.00",
                "pack p: medium is not harder than easy on mean turns: 1.00 vs 4.00",
            ])
        #expect(Set(flagged.warnings.map(\.code.name)) == ["stats.levelNotHarder"])

        let rising = HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.ring), (1, "medium", HandBuiltMazes.serpentine)])
        let swapped = [
            HandBuiltMazes.level("easy", minTurns: 1, share: 0.5, loops: 1, items: 1),
            HandBuiltMazes.level("medium", minTurns: 1, share: 0.5, loops: 0, items: 1),
        ]
        let fine = ContentStatistics.compute(try HandBuiltMazes.content(rising, levels: swapped), byPack: true)
        #expect(fine.warnings == [])
    }

    @Test("every labyrinth short of its level is named, with the promise it misses, exactly where validate warns")
    func levelWarnings() throws {
        var adventure = HandBuiltMazes.ring
        adventure.items = [(0, 0)]
        let files = HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.serpentine), (2, "easy", adventure)])
        let strict = [HandBuiltMazes.level("easy", minTurns: 3, share: 0.7, loops: 1, items: 2)]
        let content = try HandBuiltMazes.content(files, levels: strict)
        let statistics = ContentStatistics.compute(content, byPack: false)
        let found = statistics.warnings.map { "\($0.code.name) \($0.file ?? "")" }
        #expect(
            found == [
                "level.extraConnections test_001_easy.json",
                "level.solutionShare test_002_easy.json",
                "level.turns test_002_easy.json",
                "level.itemCount test_002_easy.json",
            ])
        #expect(
            statistics.warnings[2].message
                == "test_002_easy.json: the shortest route turns 1 time; easy asks for at least 3")
        // One name for one shortfall: each warning's code is the id of the rule that warns about the same file.
        #expect(content.report.findings.map { "\($0.ruleIdentifier) \($0.file)" }.sorted() == found.sorted())
        #expect(
            statistics.levels[0].collect
                == LevelStatistics.CollectFigures(count: 1, items: NumberSummary(count: 1, min: 1, mean: 1, max: 1)))
    }

    /// In a 2 x 3 maze with every passage open, three shortest routes lead from (1, 0) to (0, 2); the file's
    /// `solution_path` takes the one turning twice, but a child can take one that turns once.
    @Test("turns are the fewest along any shortest route, not the file's solution_path, as validate counts them")
    func turnsOnTheEasiestShortestRoute() throws {
        let open = HandBuiltMaze(
            rows: 2, cols: 3,
            passages: [
                (0, 0, 0, 1), (0, 1, 0, 2), (1, 0, 1, 1), (1, 1, 1, 2), (0, 0, 1, 0), (0, 1, 1, 1), (0, 2, 1, 2),
            ],
            solution: [(1, 0), (1, 1), (0, 1), (0, 2)])
        let levels = [HandBuiltMazes.level("easy", minTurns: 2, share: 0.5, loops: 2, items: 1)]
        let content = try HandBuiltMazes.content(HandBuiltMazes.folder([(1, "easy", open)]), levels: levels)
        #expect(content.labyrinths.first?.facts.metrics?.fileSolutionTurns == 2)
        let statistics = ContentStatistics.compute(content, byPack: false)
        #expect(statistics.levels[0].mazes.turns == NumberSummary(count: 1, min: 1, mean: 1, max: 1))
        #expect(statistics.warnings.map(\.code) == [.shortOfLevel(rule: "level.turns")])
        #expect(content.report.findings.map(\.ruleIdentifier) == ["level.turns"])
    }

    @Test("a maze open to the outside is left out of the numbers and its level, as validate leaves it out")
    func brokenMazeNotMeasured() throws {
        var walls = HandBuiltMazes.serpentine
        walls.style = .walls
        let leftWall =
            "M \(walls.originX) \(walls.originY + walls.cellSize) L \(walls.originX) \(walls.originY + 2 * walls.cellSize)"
        #expect(walls.svgPath.contains(leftWall))
        var files = HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.serpentine), (2, "easy", walls)])
        let text = try JSONReader.parse(files["test_002_easy.json"] ?? []).value
        let opened = walls.svgPath.replacing(leftWall + " ", with: "")
        files["test_002_easy.json"] = JSONWriter.bytes(text.setting("/path_data/svg_path", to: .string(opened)))
        // Strict enough that the open maze would miss every promise if it were measured.
        let strict = [HandBuiltMazes.level("easy", minTurns: 9, share: 1, loops: 0, items: 1)]
        let content = try HandBuiltMazes.content(files, levels: strict)
        let statistics = ContentStatistics.compute(content, byPack: false)
        #expect(statistics.levels[0].count == 2)
        #expect(statistics.levels[0].notMeasured == 1)
        #expect(statistics.levels[0].mazes.solutionLength == NumberSummary(count: 1, min: 6, mean: 6, max: 6))
        let notMeasured = statistics.warnings.filter { $0.file == "test_002_easy.json" }
        #expect(notMeasured.map(\.code) == [.notMeasured])
        let firstError = try #require(
            content.report.findings.first { $0.file == "test_002_easy.json" && $0.severity == .error })
        #expect(firstError.ruleIdentifier == "maze.closed")
        #expect(notMeasured.first?.message == "test_002_easy.json: left out of the numbers: \(firstError.message)")
    }

    @Test("a file that cannot be measured is counted, left out of the numbers, and warned about")
    func unmeasuredFile() throws {
        var files = HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.serpentine)])
        files["test_002_easy.json"] = Array("{\"id\": \"test_002_easy\", \"difficulty\": \"easy\"".utf8)
        let statistics = ContentStatistics.compute(try HandBuiltMazes.content(files), byPack: false)
        #expect(statistics.levels[0].count == 2)
        #expect(statistics.levels[0].notMeasured == 1)
        #expect(statistics.levels[0].mazes.solutionLength == NumberSummary(count: 1, min: 6, mean: 6, max: 6))
        let warning = try #require(statistics.warnings.first)
        #expect(warning.code == .notMeasured)
        #expect(warning.file == "test_002_easy.json")
        #expect(warning.message.contains("not valid JSON"))
    }

    @Test("the JSON document holds the same figures as the text table, row by row")
    func jsonMatchesText() throws {
        let files = HandBuiltMazes.folder([
            (1, "easy", HandBuiltMazes.serpentine), (2, "easy", HandBuiltMazes.ring),
            (1, "medium", HandBuiltMazes.ring),
        ])
        let statistics = ContentStatistics.compute(try HandBuiltMazes.content(files), byPack: true)
        let json = try JSONReader.parse(JSONWriter.bytes(StatisticsFormat.json(statistics))).value
        let text = StatisticsFormat.text(statistics)
        // The per-level tables and the pack's tables both show each level with these figures.
        #expect(StatsTextRows.mismatches(json: json, text: text, levels: ["easy", "medium"], copies: 2) == [])
        #expect(
            json[pointer: "/levels/easy/mazes/grids"]
                == .array([.object(["rows": .int(2), "cols": .int(3), "count": .int(2)])]))
        #expect(json[pointer: "/packs/0/id"] == .string("p"))
        #expect(json[pointer: "/packs/0/free_stories"] == .int(1))
        #expect(json[pointer: "/warnings"]?.arrayValue?.isEmpty == false)
        // One name a warning: the id of the rule validate reports it by, or one of stats' own in the same form.
        let codes = json[pointer: "/warnings"]?.arrayValue?.compactMap { $0[pointer: "/code"]?.stringValue } ?? []
        let ruleIdentifiers = Set(Validator.allRules.map(\.identifier))
        #expect(codes == statistics.warnings.map(\.code.name))
        #expect(
            codes.filter {
                !ruleIdentifiers.contains($0) && !["stats.levelNotHarder", "stats.notMeasured"].contains($0)
            } == [])
    }
}

/// Reads the text tables back against the JSON: each level's row in the files table and in every group
/// table that has files must show exactly the JSON's numbers.
enum StatsTextRows {
    /// Rows the text lacks, each as the row expected; empty when text and JSON agree.
    static func mismatches(json: JSONValue, text: String, levels: [String], copies: Int) -> [[String]] {
        let rows = text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        var missing: [[String]] = []
        for level in levels {
            guard let entry = json[pointer: JSONPointer(tokens: ["levels", level])] else {
                return [[level, "not in the JSON"]]
            }
            for expected in expectedRows(level, entry) where rows.filter({ $0 == expected }).count != copies {
                missing.append(expected)
            }
        }
        return missing
    }

    static func expectedRows(_ level: String, _ entry: JSONValue) -> [[String]] {
        func int(_ pointer: String) -> String {
            entry[pointer: JSONPointer(pointer)].flatMap(\.intValue).map(String.init) ?? "?"
        }
        var rows = [
            [level]
                + ["/count", "/mazes/count", "/organic/count", "/not_measured", "/collect/count", "/avoid/count"].map(
                    int)
        ]
        for group in StatisticsFormat.groups {
            guard let groupEntry = entry[pointer: JSONPointer(tokens: [group.key])], int("/\(group.key)/count") != "0"
            else { continue }
            var row = [level, int("/\(group.key)/count")]
            if group.showsGrids { row.append(gridText(groupEntry[pointer: "/grids"])) }
            for measure in group.measures {
                guard case .object(let summary)? = groupEntry[pointer: JSONPointer(tokens: [measure.key])] else {
                    row += (measure.showsCount ? ["0"] : []) + ["-", "-", "-"]
                    continue
                }
                if measure.showsCount { row.append(summary["count"]?.intValue.map(String.init) ?? "?") }
                row += ["min", "mean", "max"].map { key in
                    if case .number(let number)? = summary[key] { return number.literal }
                    return "?"
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// The grid column as the table prints it, from the JSON's grids.
    static func gridText(_ grids: JSONValue?) -> String {
        let sizes = (grids?.arrayValue ?? []).map {
            "\($0[pointer: "/rows"]?.intValue ?? 0)x\($0[pointer: "/cols"]?.intValue ?? 0)"
        }
        guard let first = sizes.first, let last = sizes.last else { return "-" }
        return sizes.count == 1 ? first : first + ".." + last
    }
}
