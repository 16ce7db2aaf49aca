import ContentTestSupport
import LabyrinthKit
import MazeKit
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentReview
@testable import ContentSupport
@testable import ContentValidate

/// Folders with every kind of story the app ships: plain, collect and avoid mazes, organic paths, and a file
/// that cannot be read. The mazes are `HandBuiltMazes`' 2 x 3 ones (cell 186, centres x 114 / 300 / 486,
/// y 157 / 343; start (1, 0) = (114, 343), end (0, 2) = (486, 157)).
extension StoryKindFolders {
    /// The ring with one obstacle on the centre of (1, 1), (300, 343): the bottom route runs through it,
    /// the top route (114, 343) → (114, 157) → (300, 157) → (486, 157) keeps 186 from it on every piece.
    static var ringAvoidingOne: HandBuiltMaze {
        var maze = HandBuiltMazes.ring
        maze.obstacles = [(300, 343)]
        return maze
    }

    /// The serpentine (one route) with obstacles in the middle of the two 2 x 2 blocks of centres, (207, 250)
    /// and (393, 250): each is 93 from the nearest piece of the route (a perpendicular to a passage).
    static var serpentineAvoidingTwo: HandBuiltMaze {
        var maze = HandBuiltMazes.serpentine
        maze.obstacles = [(207, 250), (393, 250)]
        return maze
    }

    static var ringCollectingOne: HandBuiltMaze {
        var maze = HandBuiltMazes.ring
        maze.items = [(0, 0)]
        return maze
    }

    /// (300, 450) → (360, 370) → (300, 290) → (300, 50): 100 + 100 + 240 = 440 long; an item on (360, 370).
    static func winding(id: String, level: String) -> [UInt8] {
        organic(
            id: id, level: level, points: [(300, 450), (360, 370), (300, 290), (300, 50)],
            svgPath: "M 300 450 Q 360 370 330 330 Q 300 290 300 50", width: 34, itemsOn: [1])
    }

    /// (300, 450) → (300, 50): 400 long, no bends.
    static func straight(id: String, level: String) -> [UInt8] {
        organic(id: id, level: level, points: [(300, 450), (300, 50)], svgPath: "M 300 450 L 300 50", width: 24)
    }

    static func maze(_ story: Int, _ level: String, _ maze: HandBuiltMaze) -> (
        story: Int, level: String, bytes: [UInt8]
    ) {
        (
            story, level,
            Array(
                maze.json(
                    id: LabyrinthName(universe: "test", story: story, level: level).id, level: level,
                    title: "Story \(story)"
                ).utf8)
        )
    }

    static func id(_ story: Int, _ level: String) -> String {
        LabyrinthName(universe: "test", story: story, level: level).id
    }

    /// Seven easy files: two plain-shaped serpentines (one avoiding two obstacles), two rings (one avoiding one
    /// obstacle, one collecting one item), a winding organic path collecting one item, a straight one, and a
    /// file that is not JSON.
    static var everyKind: [String: [UInt8]] {
        var files = folder(
            [
                maze(1, "easy", HandBuiltMazes.serpentine),
                maze(2, "easy", serpentineAvoidingTwo),
                maze(3, "easy", ringAvoidingOne),
                maze(4, "easy", ringCollectingOne),
                (5, "easy", winding(id: id(5, "easy"), level: "easy")),
                (6, "easy", straight(id: id(6, "easy"), level: "easy")),
            ], packs: [(id: "p", free: 1, stories: [1, 2, 3, 4, 5, 6, 7])])
        files[LabyrinthName(universe: "test", story: 7, level: "easy").fileName] = Array(
            "{\"id\": \"test_007_easy\"".utf8)
        return files
    }
}

@Suite("stats: story kinds")
struct StatsKindsTests {
    static let easyOnly = [HandBuiltMazes.levels[0]]

    @Test("every file is counted once, and each figure is over the files of its own group, counts shown")
    func everyFileOnceEachMeanOverItsGroup() throws {
        let content = try HandBuiltMazes.content(StoryKindFolders.everyKind, levels: Self.easyOnly)
        let statistics = ContentStatistics.compute(content, byPack: false)
        let easy = try #require(statistics.levels.first)
        #expect(statistics.levels.map(\.level) == ["easy"])
        // 7 = 4 mazes + 2 organic paths + 1 unreadable file.
        #expect(easy.count == 7)
        #expect(easy.mazes.count == 4)
        #expect(easy.organic.count == 2)
        #expect(easy.notMeasured == 1)
        // Over the 4 mazes only: serpentine 6 cells on the route, 4 turns (twice); ring 4 and 1 (twice).
        #expect(easy.mazes.solutionLength == NumberSummary(count: 4, min: 4, mean: 5, max: 6))
        #expect(easy.mazes.turns == NumberSummary(count: 4, min: 1, mean: 2.5, max: 4))
        #expect(easy.mazes.cells == NumberSummary(count: 4, min: 6, mean: 6, max: 6))
        // Over the 2 collect stories (a ring and the winding path), 1 item each; the avoid stories are not "0 items".
        #expect(
            easy.collect
                == LevelStatistics.CollectFigures(count: 2, items: NumberSummary(count: 2, min: 1, mean: 1, max: 1)))
        // Over the 2 avoid stories: 2 and 1 obstacles; the best routes keep 93 and 186 from them.
        #expect(easy.avoid.count == 2)
        #expect(easy.avoid.obstacles == NumberSummary(count: 2, min: 1, mean: 1.5, max: 2))
        #expect(easy.avoid.clearance == NumberSummary(count: 2, min: 93, mean: 139.5, max: 186))
        // Over the 2 organic paths: 440 and 400 long, 34 and 24 wide.
        #expect(easy.organic.pathLength == NumberSummary(count: 2, min: 400, mean: 420, max: 440))
        #expect(easy.organic.pathWidth == NumberSummary(count: 2, min: 24, mean: 29, max: 34))
        // The winding path bends twice, at most 73.7 degrees (3-4-5 triangles); the straight one never: it has no
        // inner point, so no sharpest bend either.
        #expect(easy.organic.bends == NumberSummary(count: 2, min: 0, mean: 1, max: 2))
        #expect(easy.organic.sharpestBend?.count == 1)
        #expect(abs((easy.organic.sharpestBend?.max ?? 0) - 73.74) < 0.01)
        #expect(
            statistics.organicPaths.map { "\($0.file) \(Int($0.length)) \($0.bends) \(Int($0.width))" }
                == ["test_005_easy.json 440 2 34", "test_006_easy.json 400 0 24"])
        #expect(statistics.organicPaths.map { $0.sharpestBend == nil } == [false, true])
        // Only the unreadable file is left out; the organic paths are measured, not "left out".
        #expect(statistics.warnings.filter { $0.code == .notMeasured }.map(\.file) == ["test_007_easy.json"])
    }

    @Test("the clearance is the best route's: an obstacle on one route of a ring leaves the other route clear")
    func clearanceTakesTheBestRoute() throws {
        let content = try HandBuiltMazes.content(
            StoryKindFolders.folder(
                [StoryKindFolders.maze(1, "easy", StoryKindFolders.ringAvoidingOne)],
                packs: [(id: "p", free: 1, stories: [1])]),
            levels: Self.easyOnly)
        let facts = try #require(content.labyrinths.first?.facts)
        let clearance = try #require(facts.obstacleClearance)
        #expect(clearance.bestClearance == 186)
        #expect(clearance.isAvoidable)
        // The same obstacle on the serpentine's only route cannot be avoided: the route runs through it.
        var blocked = HandBuiltMazes.serpentine
        blocked.obstacles = [(300, 343)]
        let blockedContent = try HandBuiltMazes.content(
            StoryKindFolders.folder(
                [StoryKindFolders.maze(1, "easy", blocked)], packs: [(id: "p", free: 1, stories: [1])]),
            levels: Self.easyOnly)
        let blockedClearance = try #require(blockedContent.labyrinths.first?.facts.obstacleClearance)
        #expect(blockedClearance.bestClearance == 0)
        #expect(!blockedClearance.isAvoidable)
        // A plain maze has no obstacles and so no clearance figure.
        #expect(
            try HandBuiltMazes.content(HandBuiltMazes.folder([(1, "easy", HandBuiltMazes.ring)]), levels: Self.easyOnly)
                .labyrinths.first?.facts.obstacleClearance == nil)
    }

    /// A 3 x 4 maze (cell 140, origin (20, 40)) whose shortest route from (2,1) to (0,3) climbs a staircase, turning
    /// 3 times, with an obstacle on it at (370, 250), the centre of (1,2); the way round it, left, up and along the top
    /// row, turns twice. A branch (2,2) → (2,3) → (1,3) leads nowhere.
    static var staircaseAvoidingOne: HandBuiltMaze {
        var maze = HandBuiltMaze(
            rows: 3, cols: 4,
            passages: [
                (2, 1, 1, 1), (1, 1, 1, 2), (1, 2, 0, 2), (0, 2, 0, 3), (2, 1, 2, 0), (2, 0, 1, 0), (1, 0, 0, 0),
                (0, 0, 0, 1), (0, 1, 0, 2), (2, 1, 2, 2), (2, 2, 2, 3), (2, 3, 1, 3),
            ],
            solution: [(2, 1), (2, 0), (1, 0), (0, 0), (0, 1), (0, 2), (0, 3)])
        maze.obstacles = [(370, 250)]
        return maze
    }

    @Test("an avoid story's route figures and warnings are of the route round its obstacles, and say so")
    func avoidStoriesAreMeasuredOnTheirClearRoute() throws {
        let level = HandBuiltMazes.level("easy", minTurns: 3, share: 0.3, loops: 1, items: 1)
        let content = try HandBuiltMazes.content(
            StoryKindFolders.folder(
                [StoryKindFolders.maze(1, "easy", Self.staircaseAvoidingOne)], packs: [(id: "p", free: 1, stories: [1])]
            ),
            levels: [level])
        let statistics = ContentStatistics.compute(content, byPack: false)
        let easy = try #require(statistics.levels.first)
        // The staircase is 5 cells and 3 turns; the route round the obstacle, which the child is shown, 7 and 2.
        #expect(content.labyrinths.first?.facts.metrics?.shortestRouteTurns == 3)
        #expect(easy.mazes.solutionLength == NumberSummary(count: 1, min: 7, mean: 7, max: 7))
        #expect(easy.mazes.turns == NumberSummary(count: 1, min: 2, mean: 2, max: 2))
        #expect(easy.mazes.solutionShare?.mean == 7.0 / 12)
        #expect(
            statistics.warnings.filter { $0.code == .shortOfLevel(rule: "level.turns") }.map(\.message) == [
                "test_001_easy.json: the shortest route clear of the obstacles turns 2 times; easy asks for at least 3"
            ])
        let text = StatisticsFormat.text(statistics)
        #expect(text.contains("\n" + StatisticsFormat.mazesRouteNote + "\n"), "\(text)")
        let json = StatisticsFormat.json(statistics)
        #expect(json[pointer: "/levels/easy/mazes/measured"] == .string(StatisticsFormat.mazesRouteNote))
    }

    @Test("--by-pack gives each pack's stories and free stories, a pack with none free included")
    func packsShowTheirFreeStories() throws {
        let files = StoryKindFolders.folder(
            [
                StoryKindFolders.maze(1, "easy", HandBuiltMazes.serpentine),
                StoryKindFolders.maze(2, "easy", HandBuiltMazes.ring),
                StoryKindFolders.maze(3, "easy", StoryKindFolders.ringAvoidingOne),
            ], packs: [(id: "first", free: 1, stories: [1, 2]), (id: "later", free: 0, stories: [3])])
        let statistics = ContentStatistics.compute(
            try HandBuiltMazes.content(files, levels: Self.easyOnly), byPack: true)
        let packs = try #require(statistics.packs)
        #expect(packs.map { "\($0.id ?? "-") \($0.stories) \($0.freeStories)" } == ["first 2 1", "later 1 0"])
        #expect(packs[1].levels.first?.avoid.count == 1)
        let text = StatisticsFormat.text(statistics)
        #expect(text.contains("== pack first \"Pack first\": 2 stories, 1 free =="))
        #expect(text.contains("== pack later \"Pack later\": 1 story, 0 free =="))
        let json = StatisticsFormat.json(statistics)
        #expect(json[pointer: "/packs/1/free_stories"] == .int(0))
        #expect(json[pointer: "/packs/1/stories"] == .int(1))
    }

    @Test("text and JSON show the same figures for every group: mazes, collect, avoid, organic")
    func textAndJSONAgreeOnEveryKind() throws {
        let statistics = ContentStatistics.compute(
            try HandBuiltMazes.content(StoryKindFolders.everyKind, levels: Self.easyOnly), byPack: false)
        let json = try JSONReader.parse(JSONWriter.bytes(StatisticsFormat.json(statistics))).value
        let text = StatisticsFormat.text(statistics)
        #expect(StatsTextRows.mismatches(json: json, text: text, levels: ["easy"], copies: 1) == [], "\(text)")
        #expect(
            json[pointer: "/levels/easy/avoid/clearance"]
                == .object([
                    "count": .int(2), "min": .number(JSONNumber(literal: "93.00")),
                    "mean": .number(JSONNumber(literal: "139.50")), "max": .number(JSONNumber(literal: "186.00")),
                ]))
        #expect(json[pointer: "/levels/easy/organic/path_length/mean"] == .number(JSONNumber(literal: "420.00")))
        #expect(text.contains("avoid stories (min / mean / max over each level's avoid stories)"))
        #expect(text.contains("organic paths (min / mean / max over each level's organic paths)"))
        // Each organic path on its own line, in the text and in the JSON.
        #expect(text.contains("organic paths, one by one"))
        #expect(text.contains("test_005_easy.json   easy    440.00       2           73.74   34.00"), "\(text)")
        #expect(
            json[pointer: "/organic_paths/1"]
                == .object([
                    "file": .string("test_006_easy.json"), "level": .string("easy"),
                    "length": .number(JSONNumber(literal: "400.00")),
                    "bends": .int(0), "sharpest_bend": .null, "width": .number(JSONNumber(literal: "24.00")),
                ]))
    }
}
