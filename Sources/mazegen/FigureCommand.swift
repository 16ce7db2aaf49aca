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
            Makes the SVG's lines one journey from start to end, draws it at every level of the config and appends \
            it to figures.yaml, the rest byte for byte. Refused with the reason (exit 2, nothing written): a NAME \
            in the library, an unreadable SVG (convert text and pictures to paths), a drawing that cannot be made \
            one line or drawn at a level as the same picture, or a plain outline once its dots and marks are left \
            out (a cookie without its chips). --preview PAGE.html writes only a page of it. A level whose stroke \
            cannot keep lines apart pushes them apart (a stroke at most), or draws them as a pen of its width \
            would, keeping the outline, then most where it stands; a line exported as its outline is read as its \
            centre line. Parts apart are bridged when near or surrounded. Steps: docs/COMMANDS.md, "figure add".
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
        func refused(_ error: ImportError) -> ExitCode {
            for line in error.lines(stopped: "figure `\(id)` not added; nothing written", folder: folder) {
                Console.error(line)
            }
            return ExitCode(2)
        }
        // Refused before the lock, so a refusal leaves no trace; the library read again under it, as it is then
        // (the drawing is not weighed again: the same file and config draw the same figure).
        let prepared: FigureAddition
        do throws(ImportError) {
            prepared = try FigureAddition.prepare(
                id: id, name: name, svgPath: drawing, ends: ends, folder: folder, config: config)
        } catch {
            throw refused(error)
        }
        let write = try FolderWrite.begin(in: ContentFolder(path: folder), tookOver: logTakeOver)
        defer { write.end() }
        let addition: FigureAddition
        do throws(ImportError) {
            addition = try prepared.again(limit: config.limits.fileBytes)
        } catch {
            throw refused(error)
        }
        if StopRequest.isRequested { throw RunStopped(written: 0, total: 1) }
        try addition.write(through: write)
        print(addition.summary)
        for note in addition.notes { print("  " + note) }
    }

    /// The page alone, written as `preview` writes its page; exit 2 when the figure would be refused.
    private func writePreview(to target: String, _ draft: FigureDraft, library: String) throws {
        let page = FigurePreviewPage.html(draft)
        _ = try PageFile.write(Array(page.utf8), to: target, operation: "write the figure preview page")
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
