import LabyrinthKit

/// A story's kind: what the child's finger follows (a maze, or one winding organic path) and what it does on the
/// way (the `ItemRule`: nothing, gather items, go around obstacles).
///
/// It is decided in two places only: a pack file's story from its `style` and `item_rule` (`Story.kind`, in the
/// catalogue), a labyrinth file from its `path_data.maze_type` and `item_rule` (`init(_:)`). Everything that behaves
/// by kind switches over it without `default:`, so a new case, or a new `ItemRule`, is a compile error at each
/// place that has to decide (docs/ARCHITECTURE.md, "How to add a story kind").
///
/// A maze's drawing style and shape are how it looks, not what kind it is: every kind of maze comes in walls or
/// corridors and in any shape, which the story (`Story.style`, `Story.shape`) or the file (`maze_type`) says.
package enum StoryKind: Hashable, Sendable {
    /// A maze of walls or corridors (`maze_type` `grid`, `shaped_<shape>`, `corridor_<shape>`); its rule nil for a
    /// plain maze.
    case maze(ItemRule?)
    /// One winding path, not a maze (`maze_type: organic`), its items on its control points. The catalogue refuses
    /// `avoid` on one (a path has no detour to go around an obstacle by), but a file may say it and is judged as it is.
    case organicPath(ItemRule?)

    /// What the child does on the way, as `item_rule` says it; nil for a plain story.
    package var itemRule: ItemRule? {
        switch self {
        case .maze(let rule), .organicPath(let rule): rule
        }
    }

    /// The kind of a decoded labyrinth file. An `item_rule` the app does not know counts as none, as in the app.
    package init(_ labyrinth: Labyrinth) {
        self.init(mazeType: labyrinth.pathData.mazeType, itemRule: labyrinth.rule)
    }

    /// The kind a file with this `path_data.maze_type` and `item_rule` is: every maze type but `organic` is a maze
    /// (one the app cannot draw is a maze it cannot draw, still a maze).
    package init(mazeType: String, itemRule: ItemRule?) {
        self = mazeType == PathData.organicMazeType ? .organicPath(itemRule) : .maze(itemRule)
    }
}
