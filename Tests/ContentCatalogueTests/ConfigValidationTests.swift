import Testing

@testable import ContentCatalogue

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

    @Test func limitsMustLeaveRoomForAFile() {
        var config = MazegenConfig.defaults
        config.limits.fileBytes = 100
        config.limits.segments = 0
        config.limits.textLength = -1
        let paths = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(paths == ["limits.file_bytes", "limits.segments", "limits.text_length"])
        #expect(ConfigValidation.problems(in: .defaults, file: "config.yaml").isEmpty)
    }

    @Test func theAppTeamsStartDistancesAreNotNegative() {
        var config = MazegenConfig.defaults
        config.play.minStartEndDistance = -1
        config.play.startTopMargin = -0.5
        let paths = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(paths == ["play.min_start_end_distance", "play.start_top_margin"])
    }

    @Test func levelNamesCannotHoldTheFileNameSeparator() {
        var config = MazegenConfig.defaults
        config.levels[2].name = "very_hard"
        let problems = ConfigValidation.problems(in: config, file: "config.yaml")
        #expect(problems.contains { $0.keyPath == "levels[2].name" && $0.message.contains("without _") })
    }

    @Test func aMigrationPackListsEachStoryOnce() {
        var config = MazegenConfig.defaults
        config.migration.packs[0].stories = .numbers([1, 2, 1])
        let paths = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(paths == ["migration.packs[0].stories[2]"])
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
        config.levels[0].adventureItems = 11  // 12 cells minus start and end
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
        #expect(
            paths == [
                "migration.level_files.lv1", "migration.level_files", "migration.sample_keys", "migration.packs[1].id",
            ])
    }

    func migrationProblems(_ change: (inout MigrationConfig) -> Void) -> [String] {
        var config = MazegenConfig.defaults
        change(&config.migration)
        return ConfigValidation.problems(in: config, file: "config.yaml").map { "\($0.keyPath): \($0.message)" }
    }

    @Test func everyLevelNeedsExactlyOneOldSuffix() {
        #expect(
            migrationProblems { $0.levelFiles = ["lv1": "easy", "lv3": "medium"] }
                == ["migration.level_files: has no old file suffix for level `hard`"])
        #expect(
            migrationProblems {
                $0.levelFiles = ["lv1": "easy", "lv2": "easy", "lv3": "medium", "lv5": "hard"]
                $0.droppedLevelFiles = ["lv4"]
            }
                == [
                    "migration.level_files.lv2: level `easy` already has the old file suffix `lv1`; each level needs exactly one"
                ])
    }

    @Test func everyLevelNeedsExactlyOneOldDifficulty() {
        #expect(
            migrationProblems { $0.difficultyRenames = ["beginner": "easy", "medium": "medium"] }
                == ["migration.difficulty_renames: has no old difficulty for level `hard`"])
        #expect(
            migrationProblems {
                $0.difficultyRenames = ["beginner": "easy", "medium": "medium", "expert": "hard", "hard": "hard"]
            }
                == [
                    "migration.difficulty_renames.hard: level `hard` already has the old difficulty `expert`; each level needs exactly one"
                ])
    }

    @Test func oldSuffixesAreDistinctPlainAndNotLevels() {
        #expect(
            migrationProblems { $0.droppedLevelFiles = ["lv2", "lv4", "lv2"] }
                == [
                    "migration.dropped_level_files[2]: duplicate old file suffix `lv2`; already listed at migration.dropped_level_files[0]"
                ])
        #expect(
            migrationProblems { $0.droppedLevelFiles = ["lv2", "lv1"] }
                == [
                    "migration.dropped_level_files[1]: duplicate old file suffix `lv1`; already listed at migration.level_files.lv1"
                ])
        #expect(
            migrationProblems { $0.droppedLevelFiles = ["lv2", "medium"] }
                == [
                    "migration.dropped_level_files[1]: `medium` is also a level name; old and new files would have the same names"
                ])
        #expect(
            migrationProblems { $0.levelFiles = ["lv1": "easy", "lv_3": "medium", "lv5": "hard"] }
                == [
                    "migration.level_files.lv_3: `lv_3` must be lowercase letters and digits (the last part of an old file name)"
                ])
    }

    @Test func aLevelWithoutAnOldFileIsLocatedInTheFile() throws {
        let text = try replacingOnce(SourceTestFiles.shippedConfigText, "    lv5: hard\n", with: "")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        let problem = try #require(error.problems.first)
        #expect(error.problems.count == 1)
        #expect(problem.keyPath == "migration.level_files")
        // A mapping is located where its contents start, the line after its key.
        #expect(problem.line == sourceLineNumber(of: "lv1: easy", in: text))
        #expect(problem.message == "has no old file suffix for level `hard`")
    }

    @Test func problemsFromAFileCarryLines() throws {
        let text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "min_solution_share: 0.3",
            with: "min_solution_share: 3")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        let problem = try #require(error.problems.first)
        #expect(problem.keyPath == "levels[0].min_solution_share")
        #expect(problem.line == sourceLineNumber(of: "min_solution_share: 3", in: text))
        #expect(problem.description.hasPrefix("config.yaml:\(problem.line ?? 0):"))
        #expect(problem.description.hasSuffix("levels[0].min_solution_share: must be between 0 and 1"))
    }
}
