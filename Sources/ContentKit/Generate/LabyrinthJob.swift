import MazeKit

/// One labyrinth the catalogue asks for: a story at a level, with everything needed to make its file.
public struct LabyrinthJob: Sendable {
    public var id: String
    public var story: Story
    public var pack: StoryPack
    public var level: LevelConfig

    public var fileName: String { id + ".json" }

    /// `denny_007_medium`: the universe, the story number in three digits, the level.
    public static func id(universe: String, story: Int, level: String) -> String {
        let digits = String(story)
        return universe + "_" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + "_" + level
    }
}

/// The labyrinths of a catalogue in manifest order: pack order, story number, then the config's level order.
public enum GenerationPlan {
    public static func jobs(config: MazegenConfig, catalogue: StoryCatalogue) -> [LabyrinthJob] {
        var jobs: [LabyrinthJob] = []
        for pack in catalogue.packs {
            for story in pack.stories.sorted(by: { $0.number < $1.number }) {
                for level in config.levels {
                    let id = LabyrinthJob.id(universe: config.universe, story: story.number, level: level.name)
                    jobs.append(LabyrinthJob(id: id, story: story, pack: pack, level: level))
                }
            }
        }
        return jobs
    }
}
