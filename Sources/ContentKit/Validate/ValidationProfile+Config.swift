import ContentCatalogue
import ContentRead

extension ValidationProfile {
    /// The profile the config describes: its universe, levels and canvas, and the old layout's names
    /// from the migration mapping (suffixes kept or dropped; difficulty names that are not current levels).
    package init(config: MazegenConfig) {
        let migration = config.migration
        let oldNames = migration.difficultyRenames.entries.map(\.key).filter { config.level(named: $0) == nil }
        self.init(
            universe: config.universe, levels: config.levels,
            legacyLevelSuffixes: ReadingProfile(config: config).legacyLevelSuffixes, legacyLevelNames: oldNames,
            canvasWidth: config.canvas.width, canvasHeight: config.canvas.height, avoid: config.avoid,
            shapeNames: ShapeScales.CodingKeys.allCases.map(\.rawValue), play: config.play, limits: config.limits)
        narration = config.narration
    }
}
