import ContentFormat
import MazeKit

/// Checks that a decoded config makes sense as a whole; lists every problem at once.
enum ConfigValidation {
    static func problems(in config: MazegenConfig, file: String) -> [SourceProblem] {
        problems(in: config, file: file, locate: { _ in nil })
    }

    static func problems(
        in config: MazegenConfig, file: String, locate: @escaping (YAMLKeyPath) -> SourcePosition?
    ) -> [SourceProblem] {
        var list = ProblemList(file: file, locate: locate)
        let root = YAMLKeyPath.root
        list.require(config.seed >= 0, root.appending(MazegenConfig.CodingKeys.seed), "must be 0 or more")
        list.require(
            isIdentifier(config.universe), root.appending(MazegenConfig.CodingKeys.universe),
            "must be lowercase letters, digits or _ (it starts every file name)")
        list.require(
            !config.contentFolder.isEmpty, root.appending(MazegenConfig.CodingKeys.contentFolder), "must not be empty")
        list.require(
            !config.storiesFolder.isEmpty, root.appending(MazegenConfig.CodingKeys.storiesFolder), "must not be empty")
        checkCanvas(config.canvas, &list)
        checkLevels(config, &list)
        checkShapes(config.shapes, &list)
        checkGeneration(config.generation, &list)
        checkPlay(config.play, &list)
        checkLimits(config.limits, &list)
        checkMigration(config.migration, levelNames: config.levelNames, &list)
        checkNarration(config.narration, &list)
        return list.problems
    }

    private static func checkNarration(_ narration: NarrationConfig, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.narration)
        typealias Key = NarrationConfig.CodingKeys
        list.require(
            !(narration.engine.first ?? "").isEmpty, path.appending(Key.engine),
            "must name the engine's program first, then its arguments")
        let says = { (placeholder: String) in narration.engine.contains { $0.contains(placeholder) } }
        list.require(
            says("{wav}") != says("{list}"), path.appending(Key.engine),
            says("{wav}")
                ? "must say either {wav} (one clip a run) or {list} (many clips a run), not both"
                : "must say where the engine writes its WAV file: an argument holding {wav} (one clip a run) or "
                    + "{list} (a file of `text<TAB>wav` lines, many clips a run)")
        list.require(
            (60...300).contains(narration.wordsPerMinute), path.appending(Key.wordsPerMinute),
            "must be from 60 to 300 (words a minute)")
        list.require(
            (-40...(-5)).contains(narration.loudnessLUFS), path.appending(Key.loudnessLUFS),
            "must be from -40 to -5 (LUFS)")
        list.require(
            (-20...0).contains(narration.peakDBFS), path.appending(Key.peakDBFS), "must be from -20 to 0 (dBFS)")
        list.require(
            (0...5).contains(narration.edgeSilenceSeconds), path.appending(Key.edgeSilenceSeconds),
            "must be from 0 to 5 (seconds)")
        list.require(
            narration.clipTimeLimitSeconds > 0, path.appending(Key.clipTimeLimitSeconds),
            "must be more than 0 (seconds)")
        list.require(
            [32_000, 44_100, 48_000].contains(narration.sampleRate), path.appending(Key.sampleRate),
            "must be 32000, 44100 or 48000 (an MPEG-1 layer III rate)")
        list.require(
            [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320].contains(narration.bitrateKbps),
            path.appending(Key.bitrateKbps), "must be an MPEG-1 layer III bitrate (32 … 320 kbit/s; the app's is 128)")
    }

    private static func checkCanvas(_ canvas: CanvasConfig, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.canvas)
        list.require(canvas.width > 0, path.appending(CanvasConfig.CodingKeys.width), "must be more than 0")
        list.require(canvas.height > 0, path.appending(CanvasConfig.CodingKeys.height), "must be more than 0")
        list.require(canvas.margin >= 0, path.appending(CanvasConfig.CodingKeys.margin), "must be 0 or more")
        list.require(
            2 * canvas.margin < min(canvas.width, canvas.height), path.appending(CanvasConfig.CodingKeys.margin),
            "leaves no room to draw: twice the margin must be less than width and height")
    }

    private static func checkLevels(_ config: MazegenConfig, _ list: inout ProblemList) {
        let levelsPath = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.levels)
        list.require(!config.levels.isEmpty, levelsPath, "needs at least one level")
        list.requireUnique(
            config.levels.map(\.name), path: { levelsPath.appending(index: $0).appending(LevelConfig.CodingKeys.name) },
            what: "level name", describe: { "`\($0)`" })
        for (index, level) in config.levels.enumerated() {
            check(level, at: levelsPath.appending(index: index), canvas: config.canvas, &list)
        }
    }

    private static func check(
        _ level: LevelConfig, at path: YAMLKeyPath, canvas: CanvasConfig,
        _ list: inout ProblemList
    ) {
        // The level is the last `_`-separated part of a file name (`denny_007_medium.json`), so it has no `_`.
        list.require(
            isIdentifier(level.name) && !level.name.contains("_"), path.appending(LevelConfig.CodingKeys.name),
            "must be lowercase letters or digits, without _ (it ends every file name: denny_007_<level>.json)")
        let grid = path.appending(LevelConfig.CodingKeys.grid)
        let gridIsUsable = level.grid.rows >= 2 && level.grid.cols >= 2
        list.require(level.grid.rows >= 2, grid.appending(GridSize.CodingKeys.rows), "must be at least 2")
        list.require(level.grid.cols >= 2, grid.appending(GridSize.CodingKeys.cols), "must be at least 2")
        list.require(level.pathWidth > 0, path.appending(LevelConfig.CodingKeys.pathWidth), "must be more than 0")
        list.require(
            level.pathTolerance >= 0, path.appending(LevelConfig.CodingKeys.pathTolerance), "must be 0 or more")
        list.require(
            level.extraConnections >= 0, path.appending(LevelConfig.CodingKeys.extraConnections), "must be 0 or more")
        list.require(
            (0...1).contains(level.minSolutionShare), path.appending(LevelConfig.CodingKeys.minSolutionShare),
            "must be between 0 and 1")
        list.require(level.minTurns >= 0, path.appending(LevelConfig.CodingKeys.minTurns), "must be 0 or more")
        list.require(
            level.adventureItems >= 0, path.appending(LevelConfig.CodingKeys.adventureItems), "must be 0 or more")
        list.require(
            level.organicPath.minSegments >= 1,
            path.appending(LevelConfig.CodingKeys.organicPath).appending(OrganicPathConfig.CodingKeys.minSegments),
            "must be at least 1")
        guard gridIsUsable else { return }
        let rows = level.grid.rows
        let cols = level.grid.cols
        // A spanning tree uses cells - 1 of the internal walls; only the rest can become loops.
        let spareWalls = rows * (cols - 1) + cols * (rows - 1) - (rows * cols - 1)
        list.require(
            level.extraConnections <= spareWalls, path.appending(LevelConfig.CodingKeys.extraConnections),
            "is more than the \(spareWalls) walls a \(rows)x\(cols) grid can spare")
        // Items never sit on the start or the end cell, one item per cell.
        list.require(
            level.adventureItems <= rows * cols - 2, path.appending(LevelConfig.CodingKeys.adventureItems),
            "is more than the \(rows * cols - 2) free cells of a \(rows)x\(cols) grid")
        let drawable = min((canvas.width - 2 * canvas.margin) / cols, (canvas.height - 2 * canvas.margin) / rows)
        list.require(
            drawable >= level.pathWidth, path.appending(LevelConfig.CodingKeys.pathWidth),
            "is wider than the \(drawable)-point cells a \(rows)x\(cols) grid gets on the canvas")
    }

    private static func checkShapes(_ shapes: ShapeScales, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.shapes)
        for shape in Shape.allCases {
            list.require(
                shapes.scale(for: shape) >= 1, path.appending(key: shape.rawValue),
                "must be 1 or more (a shape keeps at least the level's cells)")
        }
    }

    private static func checkGeneration(_ generation: GenerationConfig, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.generation)
        list.require(
            generation.maxAttempts >= 1, path.appending(GenerationConfig.CodingKeys.maxAttempts), "must be at least 1")
        list.require(
            (0...1).contains(generation.itemShareOnSolution),
            path.appending(GenerationConfig.CodingKeys.itemShareOnSolution),
            "must be between 0 and 1")
    }

    private static func checkPlay(_ play: PlayConfig, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.play)
        list.require(
            play.completionRadius > 0, path.appending(PlayConfig.CodingKeys.completionRadius), "must be more than 0")
        // Below 60 degrees every outline corner would need a cap; at 180 a path may double straight back.
        list.require(
            (60..<180).contains(play.maxBend), path.appending(PlayConfig.CodingKeys.maxBend),
            "must be at least 60 and less than 180 (degrees)")
        list.require(
            play.minStartEndDistance >= 0, path.appending(PlayConfig.CodingKeys.minStartEndDistance),
            "must be 0 or more")
        list.require(
            play.startTopMargin >= 0, path.appending(PlayConfig.CodingKeys.startTopMargin), "must be 0 or more")
        list.require(
            play.itemStartDistance >= 0, path.appending(PlayConfig.CodingKeys.itemStartDistance), "must be 0 or more")
        list.require(
            (0..<1).contains(play.itemSpacing), path.appending(PlayConfig.CodingKeys.itemSpacing),
            "must be at least 0 and less than 1 (a share of the way)")
    }

    private static func checkLimits(_ limits: LimitsConfig, _ list: inout ProblemList) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.limits)
        // A limit below what one small labyrinth holds would refuse every file; zero would refuse an empty one.
        list.require(
            limits.fileBytes >= 1024, path.appending(LimitsConfig.CodingKeys.fileBytes), "must be at least 1024 (bytes)"
        )
        let counts: [(LimitsConfig.CodingKeys, Int)] = [
            (.segments, limits.segments), (.points, limits.points), (.items, limits.items),
            (.keysPerObject, limits.keysPerObject), (.textLength, limits.textLength),
        ]
        for (key, value) in counts {
            list.require(value >= 1, path.appending(key), "must be at least 1")
        }
    }

    private static func checkMigration(
        _ migration: MigrationConfig, levelNames: [String],
        _ list: inout ProblemList
    ) {
        let path = YAMLKeyPath.root.appending(MazegenConfig.CodingKeys.migration)
        let known = levelNames.joined(separator: ", ")
        checkOldSuffixes(migration, levelNames: levelNames, at: path, &list)
        let levelFiles = path.appending(MigrationConfig.CodingKeys.levelFiles)
        for entry in migration.levelFiles.entries {
            list.require(
                levelNames.contains(entry.value), levelFiles.appending(key: entry.key),
                "`\(entry.value)` is not a level; expected one of \(known)")
        }
        // The planner turns each level's files into exactly one old suffix's files: a level without one would be
        // silently missing from the result, a level with two would be ambiguous.
        requireOnePerLevel(
            migration.levelFiles, levelNames: levelNames, at: levelFiles,
            missing: "has no old file suffix for level", what: "old file suffix", &list)
        let renames = path.appending(MigrationConfig.CodingKeys.difficultyRenames)
        for entry in migration.difficultyRenames.entries {
            list.require(
                levelNames.contains(entry.value), renames.appending(key: entry.key),
                "`\(entry.value)` is not a level; expected one of \(known)")
        }
        // The `difficulty` the old files of each level carry, which the planner checks and renames.
        requireOnePerLevel(
            migration.difficultyRenames, levelNames: levelNames, at: renames,
            missing: "has no old difficulty for level", what: "old difficulty", &list)
        for name in levelNames where migration.sampleKeys[name] == nil {
            list.add(path.appending(MigrationConfig.CodingKeys.sampleKeys), "has no old sample key for level `\(name)`")
        }
        for entry in migration.sampleKeys.entries {
            list.require(
                levelNames.contains(entry.key),
                path.appending(MigrationConfig.CodingKeys.sampleKeys).appending(key: entry.key),
                "is not a level; expected one of \(known)")
        }
        checkMigrationPacks(migration.packs, at: path.appending(MigrationConfig.CodingKeys.packs), &list)
    }

    /// Old suffixes are the last part of an old file name (`lv3` in `denny_007_lv3.json`): plain, all different,
    /// and never a level name, or an old file could not be told from a new one.
    private static func checkOldSuffixes(
        _ migration: MigrationConfig, levelNames: [String], at path: YAMLKeyPath,
        _ list: inout ProblemList
    ) {
        let levelFiles = path.appending(MigrationConfig.CodingKeys.levelFiles)
        let dropped = path.appending(MigrationConfig.CodingKeys.droppedLevelFiles)
        let suffixes =
            migration.levelFiles.keys.map { (levelFiles.appending(key: $0), $0) }
            + migration.droppedLevelFiles.enumerated().map { (dropped.appending(index: $0.offset), $0.element) }
        var firstPath: [String: YAMLKeyPath] = [:]
        for (suffixPath, suffix) in suffixes {
            list.require(
                isSuffix(suffix), suffixPath,
                "`\(suffix)` must be lowercase letters and digits (the last part of an old file name)")
            list.require(
                !levelNames.contains(suffix), suffixPath,
                "`\(suffix)` is also a level name; old and new files would have the same names")
            if let first = firstPath[suffix] {
                list.add(suffixPath, "duplicate old file suffix `\(suffix)`; already listed at \(first)")
            } else {
                firstPath[suffix] = suffixPath
            }
        }
    }

    /// Each level is the value of exactly one entry of `map`.
    private static func requireOnePerLevel(
        _ map: OrderedStringMap, levelNames: [String], at path: YAMLKeyPath,
        missing: String, what: String, _ list: inout ProblemList
    ) {
        for name in levelNames {
            let keys = map.entries.filter { $0.value == name }.map(\.key)
            if keys.isEmpty { list.add(path, "\(missing) `\(name)`") }
            for key in keys.dropFirst() {
                list.add(
                    path.appending(key: key),
                    "level `\(name)` already has the \(what) `\(keys[0])`; each level needs exactly one")
            }
        }
    }

    private static func isSuffix(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }

    private static func checkMigrationPacks(
        _ packs: [MigrationPack], at path: YAMLKeyPath,
        _ list: inout ProblemList
    ) {
        list.require(!packs.isEmpty, path, "needs at least one pack")
        list.requireUnique(
            packs.map(\.id), path: { path.appending(index: $0).appending(MigrationPack.CodingKeys.id) },
            what: "pack id", describe: { "`\($0)`" })
        for (index, pack) in packs.enumerated() {
            let packPath = path.appending(index: index)
            list.require(
                isIdentifier(pack.id), packPath.appending(MigrationPack.CodingKeys.id),
                "must be lowercase letters, digits or _")
            list.require(!pack.title.isEmpty, packPath.appending(MigrationPack.CodingKeys.title), "must not be empty")
            list.require(
                pack.freeStories >= 0, packPath.appending(MigrationPack.CodingKeys.freeStories), "must be 0 or more")
            guard case .numbers(let numbers) = pack.stories else { continue }
            list.require(
                pack.freeStories <= numbers.count, packPath.appending(MigrationPack.CodingKeys.freeStories),
                "is more than the pack's \(numbers.count) stories")
            for (position, number) in numbers.enumerated() where !(1...999).contains(number) {
                list.add(
                    packPath.appending(MigrationPack.CodingKeys.stories).appending(index: position),
                    "story number \(number) is outside 1...999")
            }
            let storiesPath = packPath.appending(MigrationPack.CodingKeys.stories)
            list.requireUnique(
                numbers, path: { storiesPath.appending(index: $0) }, what: "story", describe: { "\($0)" })
        }
    }
}
