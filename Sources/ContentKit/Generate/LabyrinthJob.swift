import ContentCatalogue
import LabyrinthKit
import MazeKit

/// One labyrinth the catalogue asks for: a story at a level, with everything needed to make its file.
struct LabyrinthJob: Sendable {
    var id: String
    var story: Story
    var level: LevelConfig
    /// The JSON `theme`: the story's pack's.
    var theme: String

    var fileName: String { LabyrinthName.fileName(id: id) }
}

/// The labyrinths of a catalogue in manifest order: story number (whatever pack and place in it), then the
/// config's level order. A pack lists its stories in display order; the manifest's labyrinths stay by number.
package enum LabyrinthJobs {
    static func inManifestOrder(config: MazegenConfig, catalogue: StoryCatalogue) -> [LabyrinthJob] {
        var stories: [(story: Story, theme: String)] = []
        for pack in catalogue.packs {
            stories += pack.stories.map { ($0, catalogue.theme(of: pack)) }
        }
        var jobs: [LabyrinthJob] = []
        for (story, theme) in stories.sorted(by: { $0.story.number < $1.story.number }) {
            for level in config.levels {
                let id = LabyrinthName(universe: config.universe, story: story.number, level: level.name).id
                jobs.append(LabyrinthJob(id: id, story: story, level: level, theme: theme))
            }
        }
        return jobs
    }
}
