extension MazegenConfig {
    /// The built-in configuration; must stay equal to the shipped `config.yaml` (tested).
    package static let defaults = MazegenConfig(
        seed: 20_240_601,
        universe: "denny",
        contentFolder: "content/labyrinths",
        storiesFolder: "content",
        canvas: CanvasConfig(width: 600, height: 500, margin: 20),
        levels: [
            LevelConfig(
                name: "easy", grid: GridSize(rows: 3, cols: 4), pathWidth: 40, pathTolerance: 25,
                extraConnections: 1, minSolutionShare: 0.3, minTurns: 3, adventureItems: 2, avoidObstacles: 1,
                organicPath: OrganicPathConfig(width: 34, minSegments: 6)),
            LevelConfig(
                name: "medium", grid: GridSize(rows: 6, cols: 8), pathWidth: 30, pathTolerance: 18,
                extraConnections: 4, minSolutionShare: 0.4, minTurns: 5, adventureItems: 4, avoidObstacles: 3,
                organicPath: OrganicPathConfig(width: 24, minSegments: 12)),
            LevelConfig(
                name: "hard", grid: GridSize(rows: 10, cols: 13), pathWidth: 22, pathTolerance: 12,
                extraConnections: 8, minSolutionShare: 0.4, minTurns: 7, adventureItems: 6, avoidObstacles: 4,
                organicPath: OrganicPathConfig(width: 15, minSegments: 20)),
        ],
        shapes: ShapeScales(
            rect: 1.0, triangle: 1.5, diamond: 1.5, circle: 1.8, mountain: 1.25, tree: 1.3, shell: 1.55),
        generation: GenerationConfig(maxAttempts: 1000, itemShareOnSolution: 0.4),
        avoid: AvoidConfig(minStartDistance: 140, hitRadius: 18, offsetFraction: 0.2, loops: .atLeast),
        play: PlayConfig(
            completionRadius: 30, maxBend: 120, minStartEndDistance: 150, startTopMargin: 100, itemStartDistance: 60,
            itemSpacing: 0.1),
        limits: LimitsConfig(
            fileBytes: 4_194_304, segments: 15_000, points: 6_000, items: 700, keysPerObject: 200, textLength: 50_000),
        migration: MigrationConfig(
            levelFiles: ["lv1": "easy", "lv3": "medium", "lv5": "hard"],
            droppedLevelFiles: ["lv2", "lv4"],
            difficultyRenames: ["beginner": "easy", "medium": "medium", "expert": "hard"],
            removedFields: ["age_range"],
            sampleKeys: ["easy": "beginner", "medium": "medium", "hard": "expert"],
            packs: [
                MigrationPack(id: "ocean_adventures", title: "Ocean Adventures", freeStories: 3, stories: .all)
            ]
        )
    )
}
