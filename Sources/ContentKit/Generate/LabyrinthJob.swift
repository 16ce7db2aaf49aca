import LabyrinthKit
import MazeKit

/// One labyrinth the catalogue asks for: a story at a level, with everything needed to make its file.
public struct LabyrinthJob: Sendable {
    public var id: String
    public var story: Story
    public var level: LevelConfig

    public var fileName: String { id + ".json" }
}

/// The labyrinths of a catalogue in manifest order: pack order, story number, then the config's level order.
public enum LabyrinthJobs {
    public static func inManifestOrder(config: MazegenConfig, catalogue: StoryCatalogue) -> [LabyrinthJob] {
        var jobs: [LabyrinthJob] = []
        for pack in catalogue.packs {
            for story in pack.stories.sorted(by: { $0.number < $1.number }) {
                for level in config.levels {
                    let id = LabyrinthName(universe: config.universe, story: story.number, level: level.name).id
                    jobs.append(LabyrinthJob(id: id, story: story, level: level))
                }
            }
        }
        return jobs
    }
}
