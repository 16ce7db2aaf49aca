import ContentFormat
import LabyrinthKit

// The catalogue's side of a story's kind: which kind a pack file's story is, and what a level gives each kind
// (generate draws by these, import redraws a figure by them).

extension StoryKind {
    /// The kind of a pack file's story: its `style` (organic, or a maze's walls or corridors) and its `item_rule`.
    package init(style: StoryStyle, itemRule: ItemRule?) {
        switch style {
        case .walls, .corridor: self = .maze(itemRule)
        case .organic: self = .organicPath(itemRule)
        }
    }
}

extension Story {
    /// What kind of story this is. `style` and `itemRule` stay the pack file's words (import writes them back,
    /// the catalogue's checks name them); code that behaves by kind switches over this.
    package var kind: StoryKind { StoryKind(style: style, itemRule: itemRule) }
}

extension LevelConfig {
    /// How wide the level draws a story of `kind`: an organic path has a width of its own.
    package func pathWidth(for kind: StoryKind) -> Int {
        switch kind {
        case .maze: pathWidth
        case .organicPath: organicPath.width
        }
    }

    /// The items a story of `kind` gathers at this level.
    package func itemCount(for kind: StoryKind) -> Int {
        switch kind.itemRule {
        case .collect: adventureItems
        case .avoid, nil: 0
        }
    }
}
