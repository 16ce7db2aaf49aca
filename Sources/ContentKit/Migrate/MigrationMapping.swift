import ContentCatalogue
import ContentFormat
import ContentJSON

/// What the migration turns into what, resolved from `config.yaml`'s `migration:` section into one record per
/// kept level (its old suffix, old difficulty and new level), which is what the planner works with.
package struct MigrationMapping: Sendable, Equatable {
    /// An old level that survives: its file suffix, the `difficulty` its files carry, and the new level it becomes.
    package struct KeptLevel: Sendable, Equatable {
        var oldSuffix: String
        var oldDifficulty: String
        var newLevel: String

        package init(oldSuffix: String, oldDifficulty: String, newLevel: String) {
            self.oldSuffix = oldSuffix
            self.oldDifficulty = oldDifficulty
            self.newLevel = newLevel
        }
    }

    /// One key of the new `difficulty_samples.json` and the old key whose drawing it takes.
    package struct SampleKey: Sendable, Equatable {
        var newKey: String
        var oldKey: String

        package init(newKey: String, oldKey: String) {
            self.newKey = newKey
            self.oldKey = oldKey
        }
    }

    /// The file-name prefix and the manifest's `universe`: `denny` in `denny_007_lv3.json`.
    package var universe: String
    /// In the order of the new levels (easy, medium, hard): the manifest lists each story's files in this order.
    var keptLevels: [KeptLevel]
    /// Old suffixes whose files are deleted (`lv2`, `lv4`).
    var droppedSuffixes: [String]
    /// Members removed from every kept file (`/age_range`).
    package var removedFields: [JSONPointer]
    /// The new samples file's keys, in the order they are written.
    package var sampleKeys: [SampleKey]
    /// The packs of the new manifest, as the config lists them.
    package var packs: [MigrationPack]

    package init(
        universe: String,
        keptLevels: [KeptLevel],
        droppedSuffixes: [String],
        removedFields: [JSONPointer],
        sampleKeys: [SampleKey],
        packs: [MigrationPack]
    ) {
        self.universe = universe
        self.keptLevels = keptLevels
        self.droppedSuffixes = droppedSuffixes
        self.removedFields = removedFields
        self.sampleKeys = sampleKeys
        self.packs = packs
    }

    var oldSuffixes: [String] {
        (keptLevels.map(\.oldSuffix) + droppedSuffixes).sorted()
    }

    var newLevels: [String] { keptLevels.map(\.newLevel) }

    /// SPEC.md's table: the mapping of the built-in config, which equals the shipped config.yaml.
    package static let standard = MigrationMapping(config: .defaults)
}
