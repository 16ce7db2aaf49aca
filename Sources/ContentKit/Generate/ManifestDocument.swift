/// `manifest.json`: the universe, the total, the packs and one entry per labyrinth, in the app's key order.
public enum ManifestDocument {
    public static func make(jobs: [LabyrinthJob], universe: String, theme: String, packs: [StoryPack]) -> JSONValue {
        .object([
            "universe": .string(universe),
            "total": .int(jobs.count),
            "packs": .array(packs.map(pack)),
            "labyrinths": .array(jobs.map { entry($0, theme: theme) }),
        ])
    }

    static func pack(_ pack: StoryPack) -> JSONValue {
        .object([
            "id": .string(pack.id),
            "title": .string(pack.title),
            "free_stories": .int(pack.freeStories),
            "stories": .array(pack.storyNumbers.sorted().map(JSONValue.int)),
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
