import MazeKit

/// Why `generate` stopped before writing anything.
package enum GenerationError: Error, Sendable, CustomStringConvertible {
    /// A story at a level could not be made as its level promises.
    case maze(id: String, story: Int, level: String, MazeGenerationError)
    /// An organic story names no figure, and no kept drawing stands in for its path.
    case noFigure(id: String, story: Int, title: String, figures: [String], library: String)
    /// An organic story's figure could not be drawn as a path a child can finish.
    case figurePath(id: String, story: Int, level: String, FigurePathError)
    case unknownStories([Int])
    case missingReference(id: String, what: String)
    /// Kept drawings of labyrinths the catalogue does not make (a level the config no longer has).
    case unusedDrawings([String])

    package var description: String {
        switch self {
        case .maze(let id, let story, let level, let error):
            "story \(story), level \(level) (\(id)): \(error.description)"
        case .noFigure(let id, let story, let title, let figures, let library):
            "story \(story) (\(title), \(id)) is organic but names no figure to draw; add `figure: <id>` to the story, one of "
                + (figures.isEmpty
                    ? "the figures of \(library) (it has none yet: add one)"
                    : "\(library): \(figures.joined(separator: ", "))")
        case .figurePath(let id, let story, let level, let error):
            "story \(story), level \(level) (\(id)): \(error.description)"
        case .unknownStories(let numbers):
            "--only and --fresh take stories of the catalogue; these are in no pack: \(numbers.map(String.init).joined(separator: ", "))"
        case .missingReference(let id, let what):
            "\(id): \(what)"
        case .unusedDrawings(let files):
            "kept drawings of labyrinths the catalogue does not make (no such level in config.yaml): "
                + files.joined(separator: ", ") + "; remove them or add the level"
        }
    }
}
