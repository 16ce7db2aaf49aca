import ContentCatalogue
import ContentRead

/// What the validator expects of a folder: the universe, the levels and what each promises, the canvas,
/// and the names the old 5-level layout used, all taken from the config; `standard` is the built-in config,
/// so `validate` works on any folder without a config file.
package struct ValidationProfile: Sendable, Equatable {
    /// A level is the config's own `LevelConfig`: what a level promises is defined once.
    package typealias Level = LevelConfig

    package var universe: String
    /// In the order the manifest lists a story's levels (easy, medium, hard).
    package var levels: [Level]
    /// File-name suffixes of the old layout (`lv1` … `lv5`).
    var legacyLevelSuffixes: [String]
    /// Difficulty names only the old layout used (`beginner`, `expert`).
    var legacyLevelNames: [String]
    package var canvasWidth: Int
    package var canvasHeight: Int
    /// Where avoid obstacles may go and what the app counts as a hit.
    package var avoid: AvoidConfig
    /// The shape names the config knows (`shaped_<name>`); any other still draws, with a warning.
    var shapeNames: [String]
    /// The app's completion radius and the sharpest bend an organic path may ask for.
    package var play: PlayConfig
    /// The most one labyrinth file may hold (size, counts, text length) before it is refused.
    package var limits: LimitsConfig
    /// How clips are made (what a current clip records) and whether validate asks for them without `audio/`.
    package var narration: NarrationConfig = .standard
    /// Clips made elsewhere that import adopted (the stories folder's `narration.yaml`), by clip name.
    package var adoptedClips = AdoptedClips()

    package init(
        universe: String, levels: [Level], legacyLevelSuffixes: [String], legacyLevelNames: [String],
        canvasWidth: Int, canvasHeight: Int, avoid: AvoidConfig, shapeNames: [String],
        play: PlayConfig = MazegenConfig.defaults.play, limits: LimitsConfig = MazegenConfig.defaults.limits
    ) {
        self.universe = universe
        self.levels = levels
        self.legacyLevelSuffixes = legacyLevelSuffixes
        self.legacyLevelNames = legacyLevelNames
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.avoid = avoid
        self.shapeNames = shapeNames
        self.play = play
        self.limits = limits
    }

    /// SPEC.md's values: the built-in config, which equals the shipped config.yaml.
    package static let standard = ValidationProfile(config: .defaults)

    package var levelNames: [String] { levels.map(\.name) }

    /// What reading a folder needs of this profile (`FolderReader`).
    package var reading: ReadingProfile {
        ReadingProfile(
            levelNames: levelNames, legacyLevelSuffixes: legacyLevelSuffixes, limits: limits,
            adoptedClips: adoptedClips)
    }

    package func level(named name: String) -> Level? { levels.first { $0.name == name } }

    /// The position of a level in a story's order, for sorting manifest entries.
    func levelIndex(of name: String) -> Int? { levels.firstIndex { $0.name == name } }
}
