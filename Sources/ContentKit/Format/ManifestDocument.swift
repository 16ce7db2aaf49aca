/// `manifest.json`: the universe, the total, the packs and one entry per labyrinth, in the app's key order.
public enum ManifestDocument {
    public static func make(jobs: [LabyrinthJob], universe: String, theme: String, packs: [StoryPack]) -> JSONValue {
        .object([
            "universe": .string(universe),
            "total": .int(jobs.count),
            "packs": .array(packs.map { pack(id: $0.id, title: $0.title, freeStories: $0.freeStories, stories: $0.storyNumbers) }),
            "labyrinths": .array(jobs.map { entry($0, theme: theme) }),
        ])
    }

    /// One entry of `packs`, for generate and migrate alike; the app lists a pack's stories ascending.
    static func pack(id: String, title: String, freeStories: Int, stories: [Int]) -> JSONValue {
        .object([
            "id": .string(id),
            "title": .string(title),
            "free_stories": .int(freeStories),
            "stories": .array(stories.sorted().map(JSONValue.int)),
        ])
    }

    static func entry(_ job: LabyrinthJob, theme: String) -> JSONValue {
        .object([
            "id": .string(job.id),
            "difficulty": .string(job.level.name),
            "story": .int(job.story.number),
            "theme": .string(theme),
            "location": .string(job.story.location),
            "title": .string(job.story.title),
        ])
    }
}
