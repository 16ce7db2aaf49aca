import ContentCatalogue
import ContentFormat
import ContentRead
import ContentSupport
import ContentValidate
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
    /// The stories folder the library is in.
    var folder: String
    /// The figure's lines in the library, as appended.
    var entry: [String]
    /// The levels the figure was drawn at, easiest first.
    package var levels: [String]
    /// What became of the drawing on the way (left out, joined, bridged, gone over twice, opened), a line each.
    package var notes: [String]

    /// Where the journey starts and ends, in the SVG's coordinates (each snapped to the nearest line end or
    /// junction), or chosen (`DrawingJourney`).
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
    ///   - ends: nil chooses them (`DrawingJourney`).
    package static func prepare(
        id: String, name: String?, svgPath: String, ends: Ends?, folder: String, config: MazegenConfig
    ) throws(ImportError) -> FigureAddition {
        let (draft, problems) = drafted(
            id: id, name: name, svgPath: svgPath, ends: ends, folder: folder, config: config)
        guard problems.isEmpty, let figure = draft.figure, let journey = draft.journey else {
            throw ImportError(problems: problems)
        }
        let file = svgPath.split(separator: "/").last.map(String.init) ?? svgPath
        let entry = FigureEntryText.lines(figure, comment: "drawn in \(file), added with `mazegen figure add`")
        return try added(
            figure, entry: entry, folder: folder, limit: config.limits.fileBytes, levels: draft.levels.map(\.name),
            notes: notes(journey, readAsCentreLines: draft.readAsCentreLines) + draft.levels.compactMap(penNote))
    }

    /// The same figure added to the library as it is now, the drawing not weighed again: made again under the
    /// folder's lock, since another command may have changed the library after `prepare` read it.
    package func again(limit: Int) throws(ImportError) -> FigureAddition {
        try Self.added(figure, entry: entry, folder: folder, limit: limit, levels: levels, notes: notes)
    }

    /// The library's text with `figure` appended, proved to load; refused where the library already has its id.
    private static func added(
        _ figure: Figure, entry: [String], folder: String, limit: Int, levels: [String], notes: [String]
    ) throws(ImportError) -> FigureAddition {
        let library = try FigureLibraryFile.read(folder, limit: limit)
        let libraryPath = folder + "/" + FigureLibrary.fileName
        if let taken = idTaken(figure.id, in: library.library, folder: folder) { throw ImportError(problems: [taken]) }
        let text = try appended(entry, to: library.text?.text, file: libraryPath)
        try proveLoads(text, file: libraryPath, adding: figure)
        return FigureAddition(
            figure: figure, libraryPath: libraryPath, text: text, folder: folder, entry: entry, levels: levels,
            notes: notes)
    }

    /// The library's refusal of a figure whose id it already has; nil when the id is free.
    private static func idTaken(_ id: String, in library: FigureLibrary, folder: String) -> ImportProblem? {
        guard library.figure(id: id) != nil else { return nil }
        return ImportProblem(
            file: folder + "/" + FigureLibrary.fileName,
            "already has a figure `\(id)`; choose another name, or remove that one first")
    }

    /// What `figure add` would make of the drawing, every level tried, never throwing: the figure, or every reason
    /// it cannot be added (the preview page shows both).
    package static func draft(
        id: String, name: String?, svgPath: String, ends: Ends?, folder: String, config: MazegenConfig
    ) -> FigureDraft {
        var (draft, problems) = drafted(
            id: id, name: name, svgPath: svgPath, ends: ends, folder: folder, config: config)
        draft.problems = problems.map(\.description)
        return draft
    }

    /// The draft and its problems, each naming its file.
    private static func drafted(
        id: String, name: String?, svgPath: String, ends: Ends?, folder: String, config: MazegenConfig
    ) -> (FigureDraft, [ImportProblem]) {
        let file = svgPath.split(separator: "/").last.map(String.init) ?? svgPath
        var draft = FigureDraft(id: id, fileName: file, canvas: config.canvas.mazeCanvas)
        var problems: [ImportProblem] = []
        do throws(ImportError) {
            let library = try FigureLibraryFile.read(folder, limit: config.limits.fileBytes)
            if let taken = idTaken(id, in: library.library, folder: folder) { problems.append(taken) }
        } catch {
            problems += error.problems
        }
        let drawing: SVGLines
        do throws(ImportError) {
            draft.svgBytes = try bytes(svgPath, limits: config.limits)
            drawing = try lines(draft.svgBytes, svgPath, limits: config.limits)
        } catch {
            problems += error.problems
            return (draft, problems)
        }
        let read = drawing.readingThinFills()
        let lines = read.lines
        let points = lines.reduce(0) { $0 + $1.count }
        if lines.count > maxLines || points > maxPoints {
            problems.append(
                ImportProblem(
                    file: svgPath,
                    "draws \(lines.count) lines of \(points) points; a figure is a few strokes a child "
                        + "traces (at most \(maxLines) lines and \(maxPoints) points): leave out hatching, shading and texture"
                ))
            return (draft, problems)
        }
        let strokes = DrawnStrokes(lines: lines)
        draft.lines = lines.map { $0.map(strokes.placed) }
        draft.readAsCentreLines = read.readAsCentreLines
        guard !strokes.strokes.isEmpty || !strokes.dots.isEmpty else {
            problems.append(
                ImportProblem(
                    file: svgPath,
                    "draws no line: expected paths, polylines, polygons, lines, rects, circles or ellipses with a stroke "
                        + "or a fill (hidden layers and definitions draw nothing)"
                ))
            return (draft, problems)
        }
        func levelRequests(_ pens: FigurePathRequest.Pens) -> [FigurePathRequest] {
            config.levels.map {
                var request = config.figureRequest(level: $0, itemCount: $0.adventureItems)
                request.pens = pens
                return request
            }
        }
        let (everyPen, lastPen) = (levelRequests(.every), levelRequests(.lastOnly))
        let requests = levelRequests(.beforeLast)
        func placed(_ pair: [Double]) -> DrawnPoint {
            strokes.placed(drawing.linePoint(fromFile: DrawnPoint(x: pair[0], y: pair[1])))
        }
        let room = DrawingJourney.Room(
            strokes: strokes.strokes, requests: requests, startTopMargin: config.play.startTopMargin)
        // Each is the drawing made ready once for the journeys of its start and end pairs: ranking them is most of
        // the work, and a few are tried in turn.
        func routes(
            openedBelow: Bool = false, farBridges: Bool = true, closingEnds: Bool = false, weighingOpenings: Bool = true
        ) throws(DrawingJourneyError) -> DrawingJourney.Routes {
            try DrawingJourney.routes(
                strokes.strokes, dots: strokes.dots, room: room, start: ends.map { placed($0.start) },
                end: ends.map { placed($0.end) }, openedBelow: openedBelow, farBridges: farBridges,
                closingEnds: closingEnds, weighingOpenings: weighingOpenings, refusingPlainOutline: true)
        }
        func figure(_ journey: DrawingJourney) -> Figure {
            Figure(
                id: id, name: name ?? displayName(id), strokes: journey.strokes.map { $0.map { [$0.x, $0.y] } },
                start: [journey.start.x, journey.start.y], end: [journey.end.x, journey.end.y])
        }
        let (bestRoutes, best): (DrawingJourney.Routes, DrawingJourney)
        do throws(DrawingJourneyError) {
            bestRoutes = try routes()
            best = try bestRoutes.journey(0)
        } catch {
            let choose: String
            switch error {
            case .tooMuchGoneOverTwice, .tooManyOddPoints, .notOneJourney, .endInside:
                choose = ", or choose with --start X,Y and --end X,Y"
            case .onlyMarks, .plainOutline, .pictureLost, .partsApart, .tooDetailed, .tooManyParts, .tooManyCrossings:
                choose = ""
            }
            problems.append(
                ImportProblem(
                    file: svgPath, "\(error)\(choose) (in figures.yaml's units: the drawing's larger side is 100)"))
            return (draft, problems)
        }
        // The best start and end by the drawing alone; when a level cannot draw them, the next ones, a few. Then,
        // where a long bridge joined a part the picture surrounds (a face's mouth) and may crowd a level's pen, the
        // same with short bridges only, that part left out as before.
        var chosen = (journey: best, levels: levels(figure(best), requests, config))
        var undrawn: Bool { chosen.levels.contains(where: { $0.path == nil }) }
        // Every journey weighed, with how its levels drew, for the last pens below.
        var weighed = [chosen]
        // Adopted only when every level draws it: the levels after one that cannot are not drawn.
        func adopt(_ next: DrawingJourney) {
            let drawn = levels(figure(next), requests, config, untilOneCannot: true)
            weighed.append((next, drawn))
            if !drawn.contains(where: { $0.path == nil }) { chosen = (next, drawn) }
        }
        // After a Routes' first journey, its next few while no level draws the one chosen.
        func adoptTheNext(of ranked: DrawingJourney.Routes) {
            guard ranked.count > 1 else { return }
            for choice in 1..<min(ranked.count, maxChoicesTried) where undrawn {
                if let next = try? ranked.journey(choice) { adopt(next) }
            }
        }
        adoptTheNext(of: bestRoutes)
        if undrawn, best.bridgesFar, let shortBridged = try? routes(farBridges: false),
            let first = try? shortBridged.journey(0)
        {
            adopt(first)
            adoptTheNext(of: shortBridged)
        }
        // Where the best start and end break the app's promises, the levels' pens choose their own, and may leave
        // out what made the picture (an apple's stem, a clock's hands, a television's aerial). The drawing opened
        // below, those parts gone over twice, is taken instead when every level draws it and its weakest level keeps
        // more where it stands; or when every level of it still reads (`FigurePen.readingShare` kept where it
        // stands) and the levels keep more in all: a television whose aerial is a narrow loop at medium keeps a
        // little less there (69 % against 71 %) but draws the aerial at every level. Not tried when every level
        // draws the figure as it stands: nothing could keep more.
        if ends == nil, undrawn || chosen.levels.contains(where: { $0.pen != nil }),
            let opened = try? routes(openedBelow: true).journey(0)
        {
            let drawn = levels(figure(opened), requests, config, untilOneCannot: true)
            func kept(_ levels: [FigureDraft.Level]) -> [Double] { levels.map { $0.pen?.keptShare ?? 1 } }
            let (openedKept, chosenKept) = (kept(drawn), kept(chosen.levels))
            let readsBetter =
                openedKept.min() ?? 0 >= FigurePen.readingShare && openedKept.reduce(0, +) > chosenKept.reduce(0, +)
            if !drawn.contains(where: { $0.path == nil }),
                undrawn || openedKept.min() ?? 0 > chosenKept.min() ?? 0 || readsBetter
            {
                chosen = (opened, drawn)
            }
        }
        // Where still no level draws it, a closed drawing opened at the first place, not where it goes back over
        // least: going back over less is not always what a level's stroke draws best (a gift whose ribbon's
        // second pass ran beside its lid).
        if undrawn, best.opening != nil, let firstOpened = try? routes(weighingOpenings: false),
            let first = try? firstOpened.journey(0), first != best
        {
            adopt(first)
            adoptTheNext(of: firstOpened)
        }
        // Last, where still no level draws it: two free ends too near each other to be the start and the end (a
        // house whose roof stops just short of its wall) joined, and the drawing opened below.
        if ends == nil, undrawn, let closed = try? routes(openedBelow: true, closingEnds: true).journey(0) {
            adopt(closed)
        }
        // Where still no level draws it, the first few journeys weighed (`maxChoicesTried`) again in turn, the level
        // that could not draw one now trying the pens between its first and its wider ones, the levels after it
        // every pen, the levels before it as they drew: last, so a figure drawn without them is drawn as before.
        for (journey, drawn) in weighed.prefix(maxChoicesTried) where undrawn {
            guard let failing = drawn.firstIndex(where: { $0.path == nil }) else { continue }
            let retried = requests.indices.map { $0 == failing ? lastPen[$0] : everyPen[$0] }
            let again = levels(
                figure(journey), retried, config, untilOneCannot: true, drawnBefore: Array(drawn[..<failing]))
            if !again.contains(where: { $0.path == nil }) { chosen = (journey, again) }
        }
        draft.journey = chosen.journey
        draft.figure = figure(chosen.journey)
        draft.levels = chosen.levels
        problems += chosen.levels.compactMap(\.problem).map { ImportProblem(file: svgPath, $0) }
        return (draft, problems)
    }

    /// What became of the drawing on the way, a line each, in the figure's units.
    static func notes(_ journey: DrawingJourney, readAsCentreLines: Int = 0) -> [String] {
        var notes: [String] = []
        if readAsCentreLines > 0 {
            notes.append(
                "read \(readAsCentreLines) filled shape(s) thin everywhere (lines exported as outlines) as the line "
                    + "down their middle")
        }
        notes += journey.leftOut.map { "left out " + $0.description }
        if !journey.joins.isEmpty {
            notes.append(
                "joined where lines cross, touch or stop just short: "
                    + journey.joins.map(\.bracketed).joined(separator: ", "))
        }
        for bridge in journey.bridges {
            let what =
                journey.endsJoined.contains(bridge)
                ? "joined two free ends too near each other to be the start and the end" : "bridged a part to the rest"
            notes.append("\(what): a line from \(bridge[0].bracketed) to \(bridge[bridge.count - 1].bracketed)")
        }
        for way in journey.retraced {
            let length = zip(way, way.dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
            notes.append(
                "the journey goes back over the line from \(way[0].bracketed) to \(way[way.count - 1].bracketed) "
                    + "(\(DrawnPoint.format((length * 10).rounded() / 10)) long), beside it")
        }
        if let opening = journey.opening {
            notes.append(
                "opened: cut between \(opening[0].bracketed) and \(opening[opening.count - 1].bracketed), the journey "
                    + "starting at one side and ending at the other (no free end would do: none at all, or none the app's "
                    + "start and end can use)"
            )
        }
        return notes
    }

    /// What a level's pen made of the figure, when it could not draw the figure's lines as they stand.
    static func penNote(_ level: FigureDraft.Level) -> String? {
        guard let pen = level.pen else { return nil }
        let width = DrawnPoint.format((pen.penWidth * 10).rounded() / 10)
        let kept = Int((pen.keptShare * 100).rounded())
        let share = Int((pen.share * 100).rounded())
        if pen.isDisplaced {
            return
                "\(level.name) draws the drawing's own lines, pushed apart where its stroke (\(width) wide in the "
                + "figure's units) cannot keep them apart, none farther than the stroke; \(share) % of the lines "
                + "kept or merged (\(kept) % kept)"
        }
        if pen.isOutline {
            return
                "\(level.name) draws its outline as its pen can (\(width) wide in the figure's units): the lines "
                + "inside ran into it and each other, so only those a pen clear of it are drawn; \(share) % of the "
                + "lines kept or merged (\(kept) % kept)"
        }
        return
            "\(level.name) draws it as its pen can (\(width) wide in the figure's units): lines closer than that run "
            + "into one (\(pen.merged.count) piece(s)), \(pen.leftOut.count) detail(s) smaller left out; "
            + "\(share) % of the lines kept or merged (\(kept) % kept)"
    }

    /// Start and end pairs tried at most, best first.
    static let maxChoicesTried = 5

    /// Each level's path, or why it cannot be drawn; a level whose path draws another picture than the level
    /// before it (validate's organic.samePicture) is one that cannot, so the next start and end are tried.
    /// - Parameter drawnBefore: the first levels as they were already drawn (and found one picture), not drawn again.
    static func levels(
        _ figure: Figure, _ requests: [FigurePathRequest], _ config: MazegenConfig, untilOneCannot: Bool = false,
        drawnBefore: [FigureDraft.Level] = []
    ) -> [FigureDraft.Level] {
        var levels = drawnLevels(figure, requests, config, untilOneCannot: untilOneCannot, drawnBefore: drawnBefore)
        for index in levels.indices.dropFirst() {
            guard let path = levels[index].path, let earlier = levels[index - 1].path,
                let route = try? DrawnCurve(svgPath: path.svgPath).resampled(every: LabyrinthFacts.routeSpacing),
                let earlierRoute = try? DrawnCurve(svgPath: earlier.svgPath).resampled(
                    every: LabyrinthFacts.routeSpacing)
            else { continue }
            let distance = SamePicture(route, from: earlierRoute)
            guard !distance.isOnePicture else { continue }
            levels[index].path = nil
            levels[index].problem =
                "cannot be drawn at \(levels[index].name) as one picture with \(levels[index - 1].name): it "
                + distance.description(against: "the \(levels[index - 1].name) level")
        }
        return levels
    }

    /// The figure drawn at each level, as a story of that level draws it (the start below the pull-down and the path
    /// within the canvas's margin are the path generator's promises, as validate's rules want them).
    private static func drawnLevels(
        _ figure: Figure, _ requests: [FigurePathRequest], _ config: MazegenConfig, untilOneCannot: Bool,
        drawnBefore: [FigureDraft.Level]
    ) -> [FigureDraft.Level] {
        var levels = drawnBefore
        for (level, request) in zip(config.levels, requests).dropFirst(drawnBefore.count) {
            if untilOneCannot, levels.contains(where: { $0.path == nil }) {
                levels.append(
                    FigureDraft.Level(name: level.name, width: level.organicPath.width, path: nil, problem: nil))
                continue
            }
            levels.append(drawnLevel(figure, level, request, config))
        }
        return levels
    }

    private static func drawnLevel(
        _ figure: Figure, _ level: LevelConfig, _ request: FigurePathRequest, _ config: MazegenConfig
    ) -> FigureDraft.Level {
        let width = level.organicPath.width
        do throws(FigurePathError) {
            let (path, pen) = try FigurePath.drawn(figure.drawing, request)
            return FigureDraft.Level(name: level.name, width: width, path: path, problem: nil, pen: pen)
        } catch {
            return FigureDraft.Level(
                name: level.name, width: width, path: nil,
                problem:
                    "cannot be drawn at \(level.name) (width \(width), \(level.adventureItems) item(s)): \(error)")
        }
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
    private static func bytes(_ path: String, limits: LimitsConfig) throws(ImportError) -> [UInt8] {
        var bytes: [UInt8] = []
        do throws(FileSystemError) {
            try AtomicFile.read(path, into: &bytes, limit: limits.fileBytes)
        } catch {
            throw ImportError(ImportProblem(file: path, "cannot be read: \(error.reason)"))
        }
        return bytes
    }

    /// The file's lines; the bytes are kept apart so the preview shows a file mazegen cannot read as it is.
    private static func lines(_ bytes: [UInt8], _ path: String, limits: LimitsConfig) throws(ImportError) -> SVGLines {
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
