import ContentCatalogue
import ContentFormat
import ContentJSON

extension MigrationMapping {
    /// The mapping `config.yaml`'s `migration:` section describes, kept levels in the config's level order.
    /// Meant for a validated config (`ConfigValidation`), which gives every level exactly one old suffix and one
    /// old difficulty; a level lacking either is left out rather than guessed.
    package init(config: MazegenConfig) {
        let migration = config.migration
        self.init(
            universe: config.universe,
            keptLevels: config.levels.compactMap { level in
                guard let suffix = migration.levelFiles.entries.first(where: { $0.value == level.name })?.key,
                    let oldDifficulty = migration.difficultyRenames.entries.first(where: { $0.value == level.name })?
                        .key
                else { return nil }
                return KeptLevel(oldSuffix: suffix, oldDifficulty: oldDifficulty, newLevel: level.name)
            },
            droppedSuffixes: migration.droppedLevelFiles,
            removedFields: migration.removedFields.map { JSONPointer(tokens: [$0]) },
            sampleKeys: migration.sampleKeys.entries.map { SampleKey(newKey: $0.key, oldKey: $0.value) },
            packs: migration.packs
        )
    }
}
