import ContentCatalogue
import ContentFormat
import Foundation
import LabyrinthKit
import MazeKit

/// An organic story whose files mazegen drew from a figure of the catalogue's library is imported as that
/// figure's story again, so `generate` remakes it byte for byte: each figure is drawn at every level of the
/// story and compared with the files' control points. A path no figure draws is imported without one: its kept
/// drawing is written back as it is, and `generate --fresh` stops asking the story for a figure.
enum FigureRecognition {
    /// The library's figure that draws the organic `story`'s files at every level, if one does.
    static func figure(of story: Story, levels: [SourceLevel], library: FigureLibrary, config: MazegenConfig) -> String?
    {
        guard !levels.isEmpty else { return nil }
        return library.figures.first { figure in
            levels.allSatisfy { source in draws(figure, source, kind: story.kind, config: config) }
        }?.id
    }

    private static func draws(_ figure: Figure, _ source: SourceLevel, kind: StoryKind, config: MazegenConfig) -> Bool {
        guard let level = config.level(named: source.level), let points = source.labyrinth.pathData.controlPoints else {
            return false
        }
        let request = config.figureRequest(level: level, itemCount: level.itemCount(for: kind))
        guard let path = try? FigurePath.generate(figure.drawing, request) else { return false }
        return path.controlPoints.map(DrawnPoint.init) == points.map { DrawnPoint(x: $0.x, y: $0.y) }
    }
}

/// The figure library of a stories folder, as text (for loading the catalogue back) and as read; empty without one.
package struct FigureLibraryFile: Sendable {
    var text: CatalogueText?
    var library: FigureLibrary

    static func read(_ folder: String, limit: Int) throws(ImportError) -> FigureLibraryFile {
        let path = folder + "/" + FigureLibrary.fileName
        guard try storiesFileIsThere(FigureLibrary.fileName, in: folder) else {
            return FigureLibraryFile(text: nil, library: FigureLibrary(figures: []))
        }
        do throws(SourceError) {
            let text = CatalogueText(file: path, text: try YAMLSource.readText(path: path, limit: limit))
            return FigureLibraryFile(text: text, library: try FigureLibrary.read(text))
        } catch {
            throw ImportError(
                problems: error.problems.map { ImportProblem($0, "the figure library there does not load") })
        }
    }
}
