import LabyrinthKit

/// The fixed names of a content folder besides the labyrinth files (see `LabyrinthName`): the app's two, and
/// the one mazegen itself leaves there while a migration is under way.
public enum ContentLayout {
    public static let manifestName = ContentFileName.manifest
    public static let samplesName = ContentFileName.samples
    /// Present only while `migrate` runs or after it was interrupted; every writer must leave such a folder
    /// alone, since its temporary files belong to that migration.
    public static let migrationJournalName = ".mazegen-migration.json"
}
