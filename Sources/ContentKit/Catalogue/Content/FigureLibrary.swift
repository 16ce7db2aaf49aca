import MazeKit

/// The pictures organic stories draw (`<stories_folder>/figures.yaml`): each strokes the content team writes as
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

/// One picture as a person draws it: its strokes as `[x, y]` points, in any units (y grows downwards), and where
/// the journey through them starts and ends. The path is fitted to the canvas, so only the proportions matter.
package struct Figure: Codable, Sendable, Equatable {
    /// Named by stories (`figure: leaf`).
    package var id: String
    /// What a person sees in it, for the preview and for messages.
    package var name: String
    /// Each stroke a list of points; one whose last point equals its first is closed.
    package var strokes: [[[Double]]]
    package var start: [Double]
    package var end: [Double]

    package init(id: String, name: String, strokes: [[[Double]]], start: [Double], end: [Double]) {
        self.id = id
        self.name = name
        self.strokes = strokes
        self.start = start
        self.end = end
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, strokes, start, end
    }

    /// A figure is a handful of strokes; a drawing far beyond that (hatching, a traced photo) is refused before the
    /// joining of its strokes and the path generator, whose work grows with the square of the strokes.
    package static let maxStrokes = 200
    package static let maxPoints = 20_000

    /// The drawing as the path generator takes it; pairs only (the library's check reports any other).
    package var drawing: FigureDrawing {
        FigureDrawing(
            id: id, strokes: strokes.map { $0.compactMap(Self.point) },
            start: Self.point(start) ?? DrawnPoint(x: .nan, y: .nan),
            end: Self.point(end) ?? DrawnPoint(x: .nan, y: .nan))
    }

    private static func point(_ pair: [Double]) -> DrawnPoint? {
        pair.count == 2 ? DrawnPoint(x: pair[0], y: pair[1]) : nil
    }
}

/// The figure library's own checks, and the stories' references into it; each problem names its file and key path.
enum FigureLibraryValidation {
    static func check(_ library: FigureLibrary, _ list: inout ProblemList) {
        let figures = YAMLKeyPath.root.appending(FigureLibrary.CodingKeys.figures)
        let idKey = Figure.CodingKeys.id
        list.requireUnique(
            library.figures.map(\.id), path: { figures.appending(index: $0).appending(idKey) },
            what: "figure id", describe: { "`\($0)`" })
        for (index, figure) in library.figures.enumerated() {
            let path = figures.appending(index: index)
            list.require(isIdentifier(figure.id), path.appending(idKey), "must be lowercase letters, digits or _")
            list.require(
                !figure.name.trimmingWhitespace.isEmpty, path.appending(Figure.CodingKeys.name), "must not be empty")
            let before = list.problems.count
            checkPoints(figure, at: path, &list)
            // The drawing is judged only from sound numbers: a missing point would make a junction or an end vanish.
            guard list.problems.count == before else { continue }
            for problem in figure.drawing.problems {
                switch problem {
                case .startOffDrawing, .startIsEnd:
                    list.add(path.appending(Figure.CodingKeys.start), problem.description)
                case .endOffDrawing: list.add(path.appending(Figure.CodingKeys.end), problem.description)
                case .disconnected, .notOneLine:
                    list.add(path.appending(Figure.CodingKeys.strokes), problem.description)
                }
            }
        }
    }

    private static func checkPoints(_ figure: Figure, at path: YAMLKeyPath, _ list: inout ProblemList) {
        let strokes = path.appending(Figure.CodingKeys.strokes)
        if figure.strokes.isEmpty { list.add(strokes, "needs at least one stroke, a list of [x, y] points") }
        let points = figure.strokes.reduce(0) { $0 + $1.count }
        if figure.strokes.count > Figure.maxStrokes || points > Figure.maxPoints {
            list.add(
                strokes,
                "has \(figure.strokes.count) strokes of \(points) points; a figure is a few strokes a child traces (at most "
                    + "\(Figure.maxStrokes) strokes and \(Figure.maxPoints) points): leave out hatching, shading and texture"
            )
            return
        }
        for (index, stroke) in figure.strokes.enumerated() {
            for (position, point) in stroke.enumerated() {
                checkPair(point, at: strokes.appending(index: index).appending(index: position), &list)
            }
            if stroke.count < 2 {
                list.add(strokes.appending(index: index), "a stroke needs at least 2 points, got \(stroke.count)")
            }
        }
        checkPair(figure.start, at: path.appending(Figure.CodingKeys.start), &list)
        checkPair(figure.end, at: path.appending(Figure.CodingKeys.end), &list)
        let all = figure.strokes.joined().filter { $0.count == 2 }
        if let box = DrawnBox(all.map { DrawnPoint(x: $0[0], y: $0[1]) }),
            !box.width.isFinite || !box.height.isFinite || box.size == 0
        {
            list.add(
                strokes,
                box.size == 0
                    ? "draws nothing: every point is the same"
                    : "the numbers are too large to measure; scale the figure down")
        }
    }

    private static func checkPair(_ point: [Double], at path: YAMLKeyPath, _ list: inout ProblemList) {
        if point.count != 2 {
            list.add(path, "expected one point as [x, y], got \(point.count) number(s)")
        } else if !point.allSatisfy(\.isFinite) {
            list.add(path, "expected finite numbers, got \(point)")
        }
    }

    /// A story's `figure` names a figure of the library, and only an organic story draws one.
    static func check(
        _ story: Story, at path: YAMLKeyPath, library: FigureLibrary, libraryFile: String, _ list: inout ProblemList
    ) {
        guard let figure = story.figure else { return }
        let key = path.appending(Story.CodingKeys.figure)
        switch story.kind {
        case .maze:
            list.add(key, "only an organic story draws a figure; remove `figure` or choose style organic")
        case .organicPath:
            guard library.figure(id: figure) == nil else { return }
            let known = library.figures.map(\.id)
            list.add(
                key,
                "`\(figure)` is not a figure of \(libraryFile)"
                    + (known.isEmpty ? " (it has none)" : "; known: \(known.joined(separator: ", "))"))
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
