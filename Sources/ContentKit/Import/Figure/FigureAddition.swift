import ContentCatalogue
import ContentFormat
import ContentSupport
import Foundation
import MazeKit
import Yams

/// `mazegen figure add` without the command line: a designer's SVG read into a figure's strokes, its journey's
/// start and end chosen, proved drawable at every level of the config, and the figure library's new text made
/// (the old text byte for byte, the figure appended to its `figures` list). Nothing is written until `write()`.
package struct FigureAddition: Sendable {
    package var figure: Figure
    /// `<stories folder>/figures.yaml`.
    package var libraryPath: String
    /// The whole library after the addition.
    package var text: String
    /// The levels the figure was drawn at, easiest first.
    package var levels: [String]

    /// Where the journey starts and ends, in the SVG's coordinates (each snapped to the nearest stroke end), or
    /// chosen from the drawing's odd points.
    package struct Ends: Sendable {
        /// `[x, y]`.
        package var start: [Double]
        package var end: [Double]

        package init(start: [Double], end: [Double]) {
            self.start = start
            self.end = end
        }
    }

    /// The library's own bounds, asked before the lines are joined into strokes (the joining grows with their square).
    static let maxLines = Figure.maxStrokes
    static let maxPoints = Figure.maxPoints

    /// Everything short of writing; throws with every reason the figure cannot be added.
    /// - Parameters:
    ///   - id: the figure's id (an identifier; the command checks its form).
    ///   - name: what a person sees in it; nil names it after the id.
    ///   - ends: nil chooses them: the end is the odd point in open space, the start the other.
    package static func prepare(
        id: String, name: String?, svgPath: String, ends: Ends?, folder: String, config: MazegenConfig
    ) throws(ImportError) -> FigureAddition {
        let library = try FigureLibraryFile.read(folder, limit: config.limits.fileBytes)
        let libraryPath = folder + "/" + FigureLibrary.fileName
        if library.library.figure(id: id) != nil {
            throw ImportError(
                ImportProblem(
                    file: libraryPath, "already has a figure `\(id)`; choose another name, or remove that one first"))
        }
        let drawing = try lines(svgPath, limits: config.limits)
        let lines = drawing.lines
        let points = lines.reduce(0) { $0 + $1.count }
        if lines.count > maxLines || points > maxPoints {
            throw ImportError(
                ImportProblem(
                    file: svgPath,
                    "draws \(lines.count) lines of \(points) points; a figure is a few strokes a child "
                        + "traces (at most \(maxLines) lines and \(maxPoints) points): leave out hatching, shading and texture"
                ))
        }
        let strokes = DrawnStrokes(lines: lines)
        guard !strokes.strokes.isEmpty else {
            throw ImportError(
                ImportProblem(
                    file: svgPath,
                    "draws no line: expected paths, polylines, polygons, lines, rects, circles or ellipses with a stroke "
                        + "or a fill (hidden layers and definitions draw nothing)"
                ))
        }
        let (start, end) = try journeyEnds(strokes, drawing, ends, svgPath: svgPath)
        let figure = Figure(
            id: id, name: name ?? displayName(id), strokes: strokes.strokes.map { $0.map { [$0.x, $0.y] } },
            start: [start.x, start.y], end: [end.x, end.y])
        let problems = figure.drawing.problems
        if !problems.isEmpty {
            throw ImportError(
                problems: problems.map {
                    ImportProblem(
                        file: svgPath,
                        "is not one line: \($0) (in figures.yaml's units: the drawing's larger side is 100)")
                })
        }
        var drawn: [String] = []
        for level in config.levels {
            do throws(FigurePathError) {
                _ = try FigurePath.generate(
                    figure.drawing, config.figureRequest(level: level, itemCount: level.adventureItems))
                drawn.append(level.name)
            } catch {
                throw ImportError(
                    ImportProblem(
                        file: svgPath,
                        "cannot be drawn at \(level.name) (width \(level.organicPath.width), "
                            + "\(level.adventureItems) item(s)): \(error)"))
            }
        }
        let file = svgPath.split(separator: "/").last.map(String.init) ?? svgPath
        let text = try appended(
            FigureEntryText.lines(figure, comment: "drawn in \(file), added with `mazegen figure add`"),
            to: library.text?.text, file: libraryPath)
        try proveLoads(text, file: libraryPath, adding: figure)
        return FigureAddition(figure: figure, libraryPath: libraryPath, text: text, levels: drawn)
    }

    /// What was added, in one line.
    package var summary: String {
        func point(_ pair: [Double]) -> String { DrawnPoint(x: pair[0], y: pair[1]).bracketed }
        return "added figure `\(figure.id)` (\(figure.name)) to \(libraryPath): \(figure.strokes.count) stroke(s), "
            + "\(figure.strokes.joined().count) points, start \(point(figure.start)), end \(point(figure.end)); "
            + "drawn at \(levels.joined(separator: ", "))"
    }

    /// Writes the library through `folderWrite`, the stories folder's write: a temporary in its folder, renamed
    /// over it; a symlinked library is written at its target when that lies inside the stories folder, and refused,
    /// naming the link, when it leads out.
    package func write(through folderWrite: FolderWrite) throws(FolderWriteError) {
        try folderWrite.put(Array(text.utf8), as: FigureLibrary.fileName)
    }

    /// `story_60` -> `Story 60`.
    static func displayName(_ id: String) -> String {
        let words = id.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The SVG's lines, read within the config's limits: the file's size, and its object members for an element's
    /// attributes.
    private static func lines(_ path: String, limits: LimitsConfig) throws(ImportError) -> SVGLines {
        var bytes: [UInt8] = []
        do throws(FileSystemError) {
            try AtomicFile.read(path, into: &bytes, limit: limits.fileBytes)
        } catch {
            throw ImportError(ImportProblem(file: path, "cannot be read: \(error.reason)"))
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ImportError(
                ImportProblem(file: path, "is not UTF-8 text; expected an SVG file as a drawing program saves it"))
        }
        do throws(SVGDrawingError) {
            return try SVGDrawing.read(text, limits: SVGReadingLimits(attributesPerElement: limits.keysPerObject))
        } catch {
            throw ImportError(
                ImportProblem(
                    file: error.line > 0 ? "\(path):\(error.line)" : path,
                    "expected \(error.expected), found \(error.found)"))
        }
    }

    private static func journeyEnds(_ strokes: DrawnStrokes, _ drawing: SVGLines, _ ends: Ends?, svgPath: String)
        throws(ImportError) -> (DrawnPoint, DrawnPoint)
    {
        func placed(_ pair: [Double]) -> DrawnPoint {
            strokes.placed(drawing.linePoint(fromFile: DrawnPoint(x: pair[0], y: pair[1])))
        }
        if let ends, ends.start.count == 2, ends.end.count == 2,
            let start = strokes.nearestEnd(to: placed(ends.start)), let end = strokes.nearestEnd(to: placed(ends.end))
        {
            return (start, end)
        }
        if let chosen = strokes.journeyEnds { return (chosen.start, chosen.end) }
        let odd = strokes.oddPoints.map { drawing.filePoint(fromLine: strokes.unplaced($0)) }.map {
            "(" + FixedDecimal.text($0.x, decimals: 2) + ", " + FixedDecimal.text($0.y, decimals: 2) + ")"
        }
        let reason =
            odd.isEmpty
            ? "has no free end for the journey to start or end at (every line is closed); leave a gap in the outline or add a stroke such as a stem"
            : "has \(odd.count) points where an odd number of line ends meet, \(odd.joined(separator: ", ")) in the SVG's coordinates; a journey drawing every line once starts at one and ends at another, so it needs exactly two"
        throw ImportError(ImportProblem(file: svgPath, reason + ", or choose with --start X,Y and --end X,Y"))
    }

    /// `text` with `entry` after the last figure of its `figures:` list; a library of its own when there is none.
    static func appended(_ entry: [String], to original: String?, file: String) throws(ImportError) -> String {
        guard let original else {
            return (FigureEntryText.header + ["figures:"] + entry.map { "  " + $0 }).joined(separator: "\n") + "\n"
        }
        // Edited in LF without a byte order mark, written back in the file's own layout (CRLF, mark and all).
        let (text, layout) = FileLayout.normalised(original)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        guard let root = try? Parser(yaml: text, resolver: Resolver.basic.appending(.merge)).singleRoot(),
            let mapping = root.mapping,
            let place = CatalogueFileText.insertionPoint(
                of: FigureLibrary.CodingKeys.figures.rawValue, in: mapping, lines: lines)
        else {
            throw ImportError(
                ImportProblem(
                    file: file,
                    "has no `figures:` block list (one `- id: ...` item a figure) to add to; "
                        + "add `figures:` with its items on lines of their own, then run again"))
        }
        lines.insert(contentsOf: [""] + entry.map { place.indent + $0 }, at: place.after)
        return layout.applied(to: lines.joined(separator: "\n") + "\n")
    }

    /// The new text loads as generate will load it, with the figure in it as made: the append went where it should.
    private static func proveLoads(_ text: String, file: String, adding figure: Figure) throws(ImportError) {
        let library: FigureLibrary
        do throws(SourceError) {
            library = try FigureLibrary.read(CatalogueText(file: file, text: text))
        } catch {
            throw ImportError(
                problems: error.problems.map { ImportProblem($0, "the library with the figure added does not load") })
        }
        guard library.figure(id: figure.id) == figure else {
            throw ImportError(
                ImportProblem(file: file, "the figure appended does not read back as written; add it by hand"))
        }
    }
}

/// A figure as the library's hand-written entries read: its keys, then each stroke on a line of its own.
enum FigureEntryText {
    static let header = [
        "# The pictures organic stories draw. A story names one with `figure: <id>` (organic stories only); each is",
        "# strokes of [x, y] points, where its journey starts and where it ends. Added with `mazegen figure add`.",
        "",
    ]

    /// The entry's lines, indented from the list's `-`; `comment` where it came from (left out unless printable
    /// ASCII on one line, as a file name from elsewhere may not be).
    static func lines(_ figure: Figure, comment: String) -> [String] {
        typealias Key = Figure.CodingKeys
        func point(_ pair: [Double]) -> String { DrawnPoint(x: pair[0], y: pair[1]).bracketed }
        let comment =
            comment.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } ? ["  # " + comment] : []
        return [
            "- \(Key.id.rawValue): \(YAMLScalar.text(figure.id))",
            "  \(Key.name.rawValue): \(YAMLScalar.text(figure.name))",
        ]
            + comment
            + ["  \(Key.strokes.rawValue):"]
            + figure.strokes.map { stroke in "    - [" + stroke.map(point).joined(separator: ", ") + "]" }
            + ["  \(Key.start.rawValue): \(point(figure.start))", "  \(Key.end.rawValue): \(point(figure.end))"]
    }
}
