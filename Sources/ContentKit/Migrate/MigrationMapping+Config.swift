extension MigrationMapping {
    /// The mapping `config.yaml`'s `migration:` section describes, kept levels in the config's level order.
    /// The config's own validation reports gaps (a level without an old file); here they are simply left out.
    public init(config: MazegenConfig) {
        let migration = config.migration
        let levelOrder = config.levels.map(\.name)
        let kept = migration.levelFiles.entries.sorted {
            (levelOrder.firstIndex(of: $0.value) ?? Int.max, $0.key) < (levelOrder.firstIndex(of: $1.value) ?? Int.max, $1.key)
        }
        self.init(
            universe: config.universe,
            keptLevels: kept.map { entry in
                let oldDifficulty = migration.difficultyRenames.entries.first { $0.value == entry.value }?.key ?? entry.value
                return KeptLevel(oldSuffix: entry.key, oldDifficulty: oldDifficulty, newLevel: entry.value)
            },
            droppedSuffixes: migration.droppedLevelFiles,
            removedFields: migration.removedFields.map { JSONPointer(tokens: [$0]) },
            sampleKeys: migration.sampleKeys.entries.map { SampleKey(newKey: $0.key, oldKey: $0.value) },
            packs: migration.packs.map { pack in
                let stories: [Int]? = switch pack.stories {
                case .all: nil
                case .numbers(let numbers): numbers
                }
                return Pack(id: pack.id, title: pack.title, freeStories: pack.freeStories, stories: stories)
            }
        )
    }
}
