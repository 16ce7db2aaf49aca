import ContentCatalogue

/// What reading a folder needs of the config: which names are labyrinths of the current layout and which of the old
/// one, how much one file may hold, and which clips made elsewhere import adopted.
package struct ReadingProfile: Sendable, Equatable {
    /// The current levels' names, the suffixes of the current layout's files.
    package var levelNames: [String]
    /// File-name suffixes of the old layout (`lv1` … `lv5`).
    package var legacyLevelSuffixes: [String]
    /// The most one file may hold; a file is never read past `file_bytes`.
    package var limits: LimitsConfig
    /// Clips made elsewhere that import adopted (the stories folder's `narration.yaml`), by clip name.
    package var adoptedClips: AdoptedClips

    package init(
        levelNames: [String], legacyLevelSuffixes: [String], limits: LimitsConfig,
        adoptedClips: AdoptedClips = AdoptedClips()
    ) {
        self.levelNames = levelNames
        self.legacyLevelSuffixes = legacyLevelSuffixes
        self.limits = limits
        self.adoptedClips = adoptedClips
    }

    /// The profile the config describes: its levels and limits, and the old layout's suffixes from the migration
    /// mapping (kept or dropped).
    package init(config: MazegenConfig, adoptedClips: AdoptedClips = AdoptedClips()) {
        let migration = config.migration
        self.init(
            levelNames: config.levels.map(\.name),
            legacyLevelSuffixes: Set(migration.levelFiles.entries.map(\.key) + migration.droppedLevelFiles).sorted(),
            limits: config.limits, adoptedClips: adoptedClips)
    }
}
