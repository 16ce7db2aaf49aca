/// The fixed names of the app's content folder, besides the labyrinth files (see `LabyrinthName`).
public enum ContentLayout {
    public static let manifestName = "manifest.json"
    public static let samplesName = "difficulty_samples.json"
}
