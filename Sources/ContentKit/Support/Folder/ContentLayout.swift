import LabyrinthKit

/// The fixed names of a content folder besides the labyrinth files (see `LabyrinthName`): the app's two, and
/// the ones mazegen itself leaves there while it changes the folder. mazegen's own names are hidden (a leading
/// dot), so `validate`, `generate`'s stale-file listing and `migrate`'s planning pass over them.
package enum ContentLayout {
    package static let manifestName = ContentFileName.manifest
    package static let samplesName = ContentFileName.samples
    /// The sub-folder the app plays a labyrinth's clips from (`audio_instruction`, `audio_completion`).
    package static let audioFolderName = "audio"
    /// Present only while `migrate` runs or after it was interrupted; every writer must leave such a folder
    /// alone, since its temporary files belong to that migration.
    package static let migrationJournalName = ".mazegen-migration.json"
    /// Present while `generate`, `migrate` or `import` changes a folder (`FolderLock`): it names the process doing it.
    package static let lockName = ".mazegen-lock"
}
