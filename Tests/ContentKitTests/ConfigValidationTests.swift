import Testing
@testable import ContentKit

@Suite struct ConfigValidationTests {
    @Test func semanticProblemsAreAllListed() throws {
        var config = MazegenConfig.defaults
        config.levels[1].name = "easy"
        config.levels[0].minSolutionShare = 1.5
        config.levels[2].grid.rows = 0
        config.generation.maxAttempts = 0
        config.canvas.margin = 300
        let paths = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(paths.contains("levels[1].name"))
        #expect(paths.contains("levels[0].min_solution_share"))
        #expect(paths.contains("levels[2].grid.rows"))
        #expect(paths.contains("generation.max_attempts"))
        #expect(paths.contains("canvas.margin"))
    }

    @Test func levelNamesCannotHoldTheFileNameSeparator() {
        var config = MazegenConfig.defaults
        config.levels[2].name = "very_hard"
        let problems = ConfigValidation.problems(in: config, file: "config.yaml")
        #expect(problems.contains { $0.keyPath == "levels[2].name" && $0.message.contains("without _") })
    }

    @Test func emptyLevelsAreRejected() {
        var config = MazegenConfig.defaults
        config.levels = []
        let problems = ConfigValidation.problems(in: config, file: "config.yaml")
        #expect(problems.contains { $0.keyPath == "levels" && $0.message.contains("at least one level") })
    }

    @Test func tooManyLoopsAndItemsForTheGrid() {
        var config = MazegenConfig.defaults
        config.levels[0].extraConnections = 7  // 3x4 has 17 internal walls, 11 used by the tree
        config.levels[0].adventureItems = 11   // 12 cells minus start and end
        let problems = ConfigValidation.problems(in: config, file: "config.yaml")
        #expect(problems.contains { $0.keyPath == "levels[0].extra_connections" && $0.message.contains("6 walls") })
        #expect(problems.contains { $0.keyPath == "levels[0].adventure_items" })
        config.levels[0].extraConnections = 6
        config.levels[0].adventureItems = 10
        #expect(ConfigValidation.problems(in: config, file: "config.yaml").isEmpty)
    }

    @Test func migrationMustPointAtKnownLevels() {
        var config = MazegenConfig.defaults
        config.migration.levelFiles = ["lv1": "beginner", "lv3": "medium", "lv5": "hard"]
        config.migration.sampleKeys = ["easy": "beginner", "medium": "medium"]
        config.migration.packs.append(config.migration.packs[0])
        let paths = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(paths == ["migration.level_files.lv1", "migration.sample_keys", "migration.packs[1].id"])
    }

    @Test func problemsFromAFileCarryLines() throws {
        let text = try replacingOnce(SourceTestFiles.shippedConfigText, "min_solution_share: 0.3",
                                 with: "min_solution_share: 3")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        let problem = try #require(error.problems.first)
        #expect(problem.keyPath == "levels[0].min_solution_share")
        #expect(problem.line == sourceLineNumber(of: "min_solution_share: 3", in: text))
        #expect(problem.description.hasPrefix("config.yaml:\(problem.line ?? 0):"))
        #expect(problem.description.hasSuffix("levels[0].min_solution_share: must be between 0 and 1"))
    }
}
