import ArgumentParser
import ContentMigrate
import ContentSupport
import ContentValidate

struct MigrateCommand: StoppableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Turn a legacy 5-level folder (*_lv1.json … *_lv5.json) into the 3-level layout.",
        discussion: """
            Deletes lv2/lv4, renames lv1/lv3/lv5 to easy/medium/hard editing only the values that change, and \
            rewrites manifest.json and difficulty_samples.json. A folder already migrated is left alone (exit 0); \
            an inconsistent one is refused before anything is touched (exit 2). An interrupted run leaves a journal: \
            run the same command again to finish it.
            """
    )

    enum Format: String, WordChoice {
        case text
        case json
    }

    @Argument(help: "The labyrinth folder (default: the config's content_folder).")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Flag(help: "Print the plan and change nothing on disk.")
    var dryRun = false

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    var writesFolder: Bool { !dryRun }

    func runStoppable() throws {
        let (config, base) = try configOption.load()
        let folder = self.folder ?? resolve(config.contentFolder, against: base)
        let files = FolderFileOperations(folder: folder)
        do throws(FileSystemError) {
            try files.checkFolder()
        } catch {
            throw MigrationError.refused(
                MigrationRefusal(folder: folder, problems: [MigrationProblem(file: nil, message: error.description)]))
        }
        // A dry run only reads, so it neither takes the lock nor stops at one.
        // The migration keeps and tidies its own temporaries by its journal: the write only locks the folder.
        let write =
            dryRun
            ? nil
            : try FolderWrite.begin(
                in: ContentFolder(path: folder), creating: false, removingTemporaries: false, tookOver: logTakeOver)
        defer { write?.end() }
        let mapping = MigrationMapping(config: config)
        let check = ValidatorMigrationCheck(
            validator: Validator(profile: ValidationProfile(config: config)),
            base: try DiskContentSource(folder: folder))
        let migration = Migration(files: files, folder: folder, mapping: mapping, check: check, limits: config.limits) {
            message in
            Console.log("mazegen migrate: " + message)
        }
        let outcome = try migration.run(dryRun: dryRun)
        switch format {
        case .text: print(MigrationReport.text(outcome, folder: folder), terminator: "")
        case .json: print(MigrationReport.json(outcome, folder: folder), terminator: "")
        }
    }
}
