import Foundation

/// One story on a pack's shelf, as the app lists it.
public struct StoryInfo: Sendable, Equatable, Identifiable {
    /// The story number.
    public var number: Int
    /// The title, from the manifest.
    public var title: String
    /// Where the story happens, from the manifest or else the first level's file.
    public var location: String?
    /// The end character's picture, from the story's first level.
    public var endCharacterImageAsset: String?
    /// Among the pack's first `free_stories` stories.
    public var isFree: Bool
    /// Whether the story collects or avoids things on the way.
    public var isAdventure: Bool
    /// The story's labyrinths the app shows, easy → hard.
    public var labyrinthIDs: [String]

    /// The story number, so a list can tell stories apart.
    public var id: Int { number }

    /// A story from its values, for an app's own tests and previews.
    public init(
        number: Int, title: String, location: String?, endCharacterImageAsset: String?, isFree: Bool, isAdventure: Bool,
        labyrinthIDs: [String]
    ) {
        self.number = number
        self.title = title
        self.location = location
        self.endCharacterImageAsset = endCharacterImageAsset
        self.isFree = isFree
        self.isAdventure = isAdventure
        self.labyrinthIDs = labyrinthIDs
    }

    /// The story from its manifest entries (title and location, as the app takes them from the manifest) and
    /// its first level's file (end character, item rule). Nil when the manifest lists no level of it.
    public init?(number: Int, in pack: PackInfo, manifest: LabyrinthManifest, firstLevel: Labyrinth?) {
        let entries = manifest.entries(ofStory: number)
        guard let first = entries.first else { return nil }
        self.init(
            number: number, title: first.title, location: first.location ?? firstLevel?.location,
            endCharacterImageAsset: firstLevel?.characterEnd.imageAsset,
            isFree: pack.isFree(story: number), isAdventure: firstLevel?.isAdventure ?? false,
            labyrinthIDs: entries.map(\.id))
    }
}
