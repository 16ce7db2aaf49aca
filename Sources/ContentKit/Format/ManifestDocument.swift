import LabyrinthKit

/// `manifest.json`: the universe, the total, the packs and one entry per labyrinth, in the app's key order.
public enum ManifestDocument {
    public static func make(jobs: [LabyrinthJob], universe: String, packs: [StoryPack]) -> JSONValue {
        .object([
            ManifestKey.universe.rawValue: .string(universe),
            ManifestKey.total.rawValue: .int(jobs.count),
            ManifestKey.packs.rawValue: .array(packs.map { pack(id: $0.id, title: $0.title, freeStories: $0.freeStories, stories: $0.storyNumbers) }),
            ManifestKey.labyrinths.rawValue: .array(jobs.map(entry)),
        ])
    }

    /// One entry of `packs`, for generate and migrate alike: `stories` in the pack's display order, as the app shows them.
    static func pack(id: String, title: String, freeStories: Int, stories: [Int]) -> JSONValue {
        .object([
            PackKey.id.rawValue: .string(id),
            PackKey.title.rawValue: .string(title),
            PackKey.freeStories.rawValue: .int(freeStories),
            PackKey.stories.rawValue: .array(stories.map(JSONValue.int)),
        ])
    }

    static func entry(_ job: LabyrinthJob) -> JSONValue {
        .object([
            ManifestEntryKey.id.rawValue: .string(job.id),
            ManifestEntryKey.difficulty.rawValue: .string(job.level.name),
            ManifestEntryKey.story.rawValue: .int(job.story.number),
            ManifestEntryKey.theme.rawValue: .string(job.theme),
            ManifestEntryKey.location.rawValue: .string(job.story.location),
            ManifestEntryKey.title.rawValue: .string(job.story.title),
        ])
    }
}
