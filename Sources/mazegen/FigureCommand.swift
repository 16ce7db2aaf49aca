import ArgumentParser
import ContentCatalogue
import ContentImport
import ContentReview
import ContentSupport
import ContentValidate

/// `mazegen figure`: the figure library's own commands.
struct FigureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figure",
        abstract: "Work on the figure library (figures.yaml): the pictures organic stories draw.",
        subcommands: [FigureAddCommand.self]
    )
}

struct FigureAddCommand: StoppableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a designer's SVG drawing to figures.yaml as a figure.",
        discussion: """
            Reads the SVG as a drawing program saves it (paths with M L H V C S Q T A Z and their relative forms, \
            polyline, polygon, line, rect with rounded corners, circle, ellipse; the transforms of groups and \
            elements; <use> of what <defs> or a <symbol> holds; viewBox and preserveAspectRatio; shapes with neither \
            stroke nor fill and hidden layers draw nothing; text and pictures are refused: convert them to paths) and \
            makes its lines the figure's strokes: curves flattened to within a thousandth of \
            the drawing's larger side, line ends within half a percent of it joined, placed so the larger side runs \
            0 to 100 (y down, as in the SVG), every figure below in those units. One journey is then made of them, \
            each step printed: lines that cross or touch in their middles are joined there, and a free end stopping \
            within 2.5 of a line is joined to it; dots and marks (no larger than 4, or 10 for a small closed shape \
            such as an eye) are left out; a part that does not touch the largest is joined to it by a straight bridge \
            at their nearest points when it lies within 20, and left out otherwise (refused when that leaves out more \
            than a quarter of the lines); where more than two points have an odd number of line ends, the journey \
            goes back over the shortest ways that pair them, drawn beside the line so the child sees a way on \
            (refused when that is more than 60 % of the lines, or more than 40 such points); a drawing with no free \
            end (every line closed) is opened where its outline runs straightest, by a gap as wide as the start must \
            lie from the end. The journey starts at --start and ends at --end, each snapped to the nearest line end \
            or junction; without them, at the odd points that keep the app's promises best (the end in open space, \
            the start far from it and below the pull-down, the least gone over twice), the next few pairs tried when \
            a level cannot draw the best. A filled shape thin everywhere (a line exported as its outline) is read as its \
            centre line; a level whose stroke cannot draw the lines apart draws them as a pen of its width would \
            (lines closer run into one, smaller details left out; see docs/COMMANDS.md). The figure is then drawn at every level of the config, as a collect \
            story draws it, before anything is written. It is appended to figures.yaml of the stories folder, the rest \
            of the file byte for byte. Refused, with the reason and exit 2, and nothing written: a NAME already in the \
            library, an SVG that cannot be read, a drawing that is not one line, one that cannot be drawn at a level. \
            With --preview PAGE.html, only that page is written, figures.yaml untouched: one self-contained HTML page \
            (no network, no script) showing the drawing as its file has it, the lines as read with what was left \
            out, joined, bridged, gone over twice or opened marked on them, and the path at every level as the app \
            draws it, then the same in words and, when the figure would be refused, why. Exit 0 when it would be \
            added, 2 when it would be refused (the reasons on stderr too).
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The figure's id, as stories name it (`figure: NAME`): lowercase letters, digits or _.", valueName: "NAME"))
    var id: String

    @Argument(help: ArgumentHelp("The SVG file.", valueName: "DRAWING.svg"))
    var drawing: String

    @Option(help: "What a person sees in it (default: NAME capitalised, _ as spaces).")
    var name: String?

    @Option(
        help: ArgumentHelp(
            "Where the journey starts, in the SVG's coordinates; snapped to the nearest line end or junction.",
            valueName: "X,Y"))
    var start: String?

    @Option(
        help: ArgumentHelp(
            "Where it ends, in the SVG's coordinates; snapped to the nearest line end or junction.", valueName: "X,Y"))
    var end: String?

    @Option(
        help: ArgumentHelp(
            "The stories folder whose figures.yaml gets the figure (default: the config's stories_folder).",
            valueName: "CONTENT_DIR"))
    var into: String?

    @Option(
        help: ArgumentHelp(
            "Write only this page (a name ending .html): what the drawing becomes at every level, or why it would be "
                + "refused; add nothing.", valueName: "PAGE.html"))
    var preview: String?

    @OptionGroup var configOption: ConfigOption

    /// A preview only reads the stories folder: Ctrl-C ends it at once.
    var writesFolder: Bool { preview == nil }

    func validate() throws {
        guard isIdentifier(id) else {
            throw ValidationError(
                "the figure name `\(id)` must be lowercase letters, digits or _ (it is the id stories name)")
        }
        if (start == nil) != (end == nil) {
            throw ValidationError("give both --start and --end, or neither (then they are chosen)")
        }
        for (option, value) in [("--start", start), ("--end", end)] {
            if let value, Self.point(value) == nil {
                throw ValidationError("\(option) expects X,Y (two numbers), got `\(value)`")
            }
        }
        if let name, name.allSatisfy(\.isWhitespace) { throw ValidationError("--name must not be empty") }
        // The page is written over whatever has its name: a name ending .html keeps figures.yaml, the config and
        // the drawing itself out of its way.
        if let preview, !Self.isPageName(preview) {
            throw ValidationError("--preview expects the page's file name, ending .html or .htm, got `\(preview)`")
        }
    }

    func runStoppable() throws {
        let (config, base) = try configOption.load()
        let folder = ContentFolder(path: into ?? resolve(config.storiesFolder, against: base)).path
        let ends = start.flatMap(Self.point).flatMap { start in
            end.flatMap(Self.point).map { FigureAddition.Ends(start: start, end: $0) }
        }
        if let preview {
            return try writePreview(
                to: preview,
                FigureAddition.draft(id: id, name: name, svgPath: drawing, ends: ends, folder: folder, config: config),
                library: folder + "/" + FigureLibrary.fileName)
        }
        let prepare = { () throws -> FigureAddition in
            do throws(ImportError) {
                return try FigureAddition.prepare(
                    id: id, name: name, svgPath: drawing, ends: ends, folder: folder, config: config)
            } catch {
                for problem in error.problems { Console.error("error: \(problem)") }
                Console.error("error: figure `\(id)` not added; nothing written")
                throw ExitCode(2)
            }
        }
        // Refused before the lock, so a refusal leaves no trace; made again under it, from the library as it is then.
        _ = try prepare()
        let write = try FolderWrite.begin(in: ContentFolder(path: folder), tookOver: logTakeOver)
        defer { write.end() }
        let addition = try prepare()
        if StopRequest.isRequested { throw RunStopped(written: 0, total: 1) }
        try addition.write(through: write)
        print(addition.summary)
        for note in addition.notes { print("  " + note) }
    }

    /// The page alone, written as `preview` writes its page; exit 2 when the figure would be refused.
    private func writePreview(to target: String, _ draft: FigureDraft, library: String) throws {
        let page = FigurePreviewPage.html(draft)
        do {
            _ = try AtomicFile.write(Array(page.utf8), to: target)
        } catch {
            // AtomicFile names its temporary file; the user asked for `target`.
            throw FileSystemError(path: target, operation: "write the figure preview page", code: error.code)
        }
        // The paths are the user's, and may hold what a terminal would act on.
        guard draft.problems.isEmpty else {
            print(
                ControlCharacters.escaped(
                    "wrote \(target): figure `\(id)` would be refused (\(counted(draft.problems.count, "reason"))); "
                        + "nothing added, \(library) untouched"))
            for problem in draft.problems { Console.error("error: \(problem)") }
            Console.error("error: figure `\(id)` not added; only the page was written")
            throw ExitCode(2)
        }
        print(
            ControlCharacters.escaped(
                "wrote \(target): figure `\(id)` would be added, drawn at "
                    + "\(draft.levels.map(\.name).joined(separator: ", ")); nothing added, \(library) untouched"))
    }

    static func isPageName(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".html") || name.hasSuffix(".htm")
    }

    /// `12.5,40` (spaces allowed around each number).
    static func point(_ text: String) -> [Double]? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(String($0.filter { $0 != " " }))
        }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
        return [x, y]
    }
}
