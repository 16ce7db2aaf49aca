import MazeKit

/// The pictures organic stories draw (`<stories_folder>/figures.yaml`): each an outline the content team writes as
/// points, so a new figure needs no code. A story names one with `figure: <id>`.
package struct FigureLibrary: Codable, Sendable, Equatable {
    package static let fileName = "figures.yaml"

    package var figures: [Figure]

    package init(figures: [Figure]) {
        self.figures = figures
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case figures
    }

    package func figure(id: String) -> Figure? { figures.first { $0.id == id } }
}

extension FigureLibrary: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(CodingKeys.self, nested: [.figures: .list(.object(Figure.CodingKeys.self))])
    }
}

/// One picture: a closed outline as `[x, y]` points round the figure, in any units (y grows downwards); the path
/// is fitted to the canvas, so only the proportions matter.
package struct Figure: Codable, Sendable, Equatable {
    /// Named by stories (`figure: leaf`).
    package var id: String
    /// What a person sees in it, for the preview and for messages.
    package var name: String
    package var outline: [[Double]]

    package init(id: String, name: String, outline: [[Double]]) {
        self.id = id
        self.name = name
        self.outline = outline
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, outline
    }

    /// The outline as the path generator takes it; pairs only (the library's check reports any other).
    package var outlineShape: FigureOutline {
        FigureOutline(id: id, points: outline.compactMap { $0.count == 2 ? DrawnPoint(x: $0[0], y: $0[1]) : nil })
    }
}

/// The figure library's own checks, and the stories' references into it; each problem names its file and key path.
enum FigureLibraryValidation {
    static func check(_ library: FigureLibrary, _ list: inout ProblemList) {
        let figures = YAMLKeyPath.root.appending(FigureLibrary.CodingKeys.figures)
        let idKey = Figure.CodingKeys.id
        list.requireUnique(library.figures.map(\.id), path: { figures.appending(index: $0).appending(idKey) },
                           what: "figure id", describe: { "`\($0)`" })
        for (index, figure) in library.figures.enumerated() {
            let path = figures.appending(index: index)
            list.require(isIdentifier(figure.id), path.appending(idKey), "must be lowercase letters, digits or _")
            list.require(!figure.name.trimmingWhitespace.isEmpty, path.appending(Figure.CodingKeys.name), "must not be empty")
            let outline = path.appending(Figure.CodingKeys.outline)
            for (position, point) in figure.outline.enumerated() where point.count != 2 || !point.allSatisfy(\.isFinite) {
                list.add(outline.appending(index: position), point.count != 2
                    ? "expected one point as [x, y], got \(point.count) number(s)" : "expected finite numbers, got \(point)")
            }
            let distinct = Set(figure.outline.filter { $0.count == 2 })
            if distinct.count < 3 {
                list.add(outline, "needs at least 3 different points round the figure, got \(distinct.count)")
            } else if FigurePath.signedArea(figure.outlineShape.points) == 0 {
                list.add(outline, "encloses nothing: its points lie on one line")
            }
        }
    }

    /// A story's `figure` names a figure of the library, and only an organic story draws one.
    static func check(_ story: Story, at path: YAMLKeyPath, library: FigureLibrary, libraryFile: String, _ list: inout ProblemList) {
        guard let figure = story.figure else { return }
        let key = path.appending(Story.CodingKeys.figure)
        if story.style != .organic {
            list.add(key, "only an organic story draws a figure; remove `figure` or choose style organic")
        } else if library.figure(id: figure) == nil {
            let known = library.figures.map(\.id)
            list.add(key, "`\(figure)` is not a figure of \(libraryFile)" + (known.isEmpty ? " (it has none)" : "; known: \(known.joined(separator: ", "))"))
        }
    }
}

extension FigureLibrary {
    /// The library in `text`, decoded and given the library's own checks (every problem at once): what import
    /// reads before it draws the figures to recognise a story's, so a figure generate would refuse stops it too.
    package static func read(_ text: CatalogueText) throws(SourceError) -> FigureLibrary {
        let library = try YAMLSource.parse(text.text, file: text.file).decode(FigureLibrary.self)
        var list = ProblemList(file: text.file)
        FigureLibraryValidation.check(library, &list)
        if !list.problems.isEmpty { throw SourceError(problems: list.problems) }
        return library
    }
}
