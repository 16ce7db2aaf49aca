import LabyrinthKit

/// The fixed names of a content folder besides the labyrinth files (see `LabyrinthName`): the app's two, and
/// the ones mazegen itself leaves there while it changes the folder. mazegen's own names are hidden (a leading
/// dot), so `validate`, `generate`'s stale-file listing and `migrate`'s planning pass over them.
public enum ContentLayout {
    public static let manifestName = ContentFileName.manifest
    public static let samplesName = ContentFileName.samples
    /// Present only while `migrate` runs or after it was interrupted; every writer must leave such a folder
    /// alone, since its temporary files belong to that migration.
    public static let migrationJournalName = ".mazegen-migration.json"
    /// Present while `generate` or `migrate` changes the folder (`FolderLock`): it names the process doing it.
    public static let lockName = ".mazegen-lock"
}
