import ContentCatalogue
import ContentFormat
/// What the migration turns into what, resolved from `config.yaml`'s `migration:` section into one record per
/// kept level (its old suffix, old difficulty and new level), which is what the planner works with.
public struct MigrationMapping: Sendable, Equatable {
    /// An old level that survives: its file suffix, the `difficulty` its files carry, and the new level it becomes.
    public struct KeptLevel: Sendable, Equatable {
        public var oldSuffix: String
        public var oldDifficulty: String
        public var newLevel: String

        public init(oldSuffix: String, oldDifficulty: String, newLevel: String) {
            self.oldSuffix = oldSuffix
            self.oldDifficulty = oldDifficulty
            self.newLevel = newLevel
        }
    }

    /// One key of the new `difficulty_samples.json` and the old key whose drawing it takes.
    public struct SampleKey: Sendable, Equatable {
        public var newKey: String
        public var oldKey: String

        public init(newKey: String, oldKey: String) {
            self.newKey = newKey
            self.oldKey = oldKey
        }
    }

    /// The file-name prefix and the manifest's `universe`: `denny` in `denny_007_lv3.json`.
    public var universe: String
    /// In the order of the new levels (easy, medium, hard): the manifest lists each story's files in this order.
    public var keptLevels: [KeptLevel]
    /// Old suffixes whose files are deleted (`lv2`, `lv4`).
    public var droppedSuffixes: [String]
    /// Members removed from every kept file (`/age_range`).
    public var removedFields: [JSONPointer]
    /// The new samples file's keys, in the order they are written.
    public var sampleKeys: [SampleKey]
    /// The packs of the new manifest, as the config lists them.
    public var packs: [MigrationPack]

    public init(
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

    public var oldSuffixes: [String] {
        (keptLevels.map(\.oldSuffix) + droppedSuffixes).sorted()
    }

    public var newLevels: [String] { keptLevels.map(\.newLevel) }

    /// SPEC.md's table: the mapping of the built-in config, which equals the shipped config.yaml.
    public static let standard = MigrationMapping(config: .defaults)
}
