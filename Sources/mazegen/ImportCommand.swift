import ArgumentParser
import ContentCatalogue
import ContentImport
import ContentSupport

struct ImportCommand: StoppableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring a shipped content folder into the catalogue (universe.yaml and one packs/<id>.yaml per pack).",
        discussion: """
            Reads manifest.json and every labyrinth of SOURCE_DIR with the app's own types and writes the stories \
            into the catalogue, so that `mazegen generate` remakes the folder; each drawing is kept as shipped \
            (--fresh-mazes makes new ones). Existing stories and pack files are never touched. A conflict (a story \
            number, pack id or title already used) stops the import before anything is written (exit 2); a stopped \
            import is finished by running it again. What is kept and how: docs/COMMANDS.md, "import".
            """
    )

    @Argument(help: "The shipped content folder to read (manifest.json and the labyrinth files).")
    var source: String

    @Option(help: "The stories folder to write into (default: the config's stories_folder).")
    var into: String?

    @Flag(help: "Print what would be written and change nothing on disk.")
    var dryRun = false

    @Flag(help: "Make new mazes for every labyrinth instead of keeping the shipped drawings.")
    var freshMazes = false

    @OptionGroup var configOption: ConfigOption

    var writesFolder: Bool { !dryRun }

    func runStoppable() throws {
        let (config, base) = try configOption.load()
        let folder = ContentFolder(path: into ?? resolve(config.storiesFolder, against: base)).path
        let sourceFolder = try DiskContentSource(folder: source)
        let keepDrawings = !freshMazes
        let prepare = { () throws -> CatalogueImport in
            try Self.prepare(sourceFolder, into: folder, config: config, keepDrawings: keepDrawings)
        }
        // A refused import must leave no trace, not even a new folder, so the first plan is made before the lock;
        // the plan that is written is made again under the lock, from what the catalogue holds then.
        var imported = try prepare()
        for note in imported.notes { Console.log("note: \(note)") }
        if dryRun {
            print(ImportReport.dryRun(imported), terminator: "")
            return
        }
        // Run again after it finished (or on a folder already imported): nothing is written, not even the lock,
        // unless a killed run left its lock or a temporary behind, which are tidied away under the lock.
        if imported.isNothingToDo {
            if imported.hasLeftovers {
                let write = try beginWrite(folder)
                defer { write.end() }
                try imported.removeLeftovers()
            }
            print(ImportReport.summary(imported))
            return
        }
        let write = try beginWrite(folder)
        defer { write.end() }
        imported = try prepare()
        try imported.write(through: write)
        print(ImportReport.summary(imported))
    }

    static func prepare(
        _ source: DiskContentSource, into folder: String, config: MazegenConfig, keepDrawings: Bool
    ) throws -> CatalogueImport {
        do {
            return try CatalogueImport.prepare(source: source, into: folder, config: config, keepDrawings: keepDrawings)
        } catch {
            let stopped = "import stopped on \(error.problems.count) problem(s); nothing written"
            for line in error.lines(stopped: stopped, folder: folder) { Console.error(line) }
            throw ExitCode(2)
        }
    }

    /// The catalogue's own temporaries only: import removes those of the files it writes itself.
    func beginWrite(_ folder: String) throws -> FolderWrite {
        try FolderWrite.begin(in: ContentFolder(path: folder), removingTemporaries: false, tookOver: logTakeOver)
    }
}
