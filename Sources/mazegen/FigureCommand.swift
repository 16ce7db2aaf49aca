import ArgumentParser
import ContentCatalogue
import ContentImport
import ContentSupport

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
            0 to 100 (y down, as in the SVG). The journey starts at --start and ends at --end, each snapped to the \
            nearest end of a line; without them, at the drawing's two points where an odd number of line ends meet \
            (free ends, or three lines meeting): the end is the one in open space (farther from every line that does \
            not lead to it), the start the other. The figure is then drawn at every level of the config, as a collect \
            story draws it, before anything is written. It is appended to figures.yaml of the stories folder, the rest \
            of the file byte for byte. Refused, with the reason and exit 2, and nothing written: a NAME already in the \
            library, an SVG that cannot be read, a drawing that is not one line, one that cannot be drawn at a level.
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
            "Where the journey starts, in the SVG's coordinates; snapped to the nearest line end.", valueName: "X,Y"))
    var start: String?

    @Option(
        help: ArgumentHelp(
            "Where it ends, in the SVG's coordinates; snapped to the nearest line end.", valueName: "X,Y"))
    var end: String?

    @Option(
        help: ArgumentHelp(
            "The stories folder whose figures.yaml gets the figure (default: the config's stories_folder).",
            valueName: "CONTENT_DIR"))
    var into: String?

    @OptionGroup var configOption: ConfigOption

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
    }

    func runStoppable() throws {
        let (config, base) = try configOption.load()
        let folder = ContentFolder(path: into ?? resolve(config.storiesFolder, against: base)).path
        let ends = start.flatMap(Self.point).flatMap { start in
            end.flatMap(Self.point).map { FigureAddition.Ends(start: start, end: $0) }
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

    /// `12.5,40` (spaces allowed around each number).
    static func point(_ text: String) -> [Double]? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(String($0.filter { $0 != " " }))
        }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
        return [x, y]
    }
}
