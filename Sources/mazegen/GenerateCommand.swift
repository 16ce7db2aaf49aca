import ArgumentParser
import ContentCatalogue
import ContentFormat
import ContentGenerate
import ContentRead
import ContentSupport
import ContentValidate
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct GenerateCommand: StoppableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Builds every story of every pack at every level and writes the labyrinths, manifest and samples."
    )

    @Argument(help: "The folder to write into (default: the config's content_folder).")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Option(help: "Use this seed instead of the config's.")
    var seed: UInt64?

    @Option(name: .long, help: "Regenerate only this story number (repeatable); every other file stays as it is.")
    var only: [Int] = []

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Give these stories new mazes at every level and forget their kept (shipped) drawings.")
    var fresh: [Int] = []

    @Flag(help: "Remove labyrinth files that the catalogue no longer produces.")
    var prune = false

    @Flag(help: "Stop on warnings too: write nothing unless `mazegen validate --strict` would pass what is written.")
    var strict = false

    @Flag(
        help: ArgumentHelp(
            "Replace a file generate cannot read whole (not JSON, too large, unreadable) and print the keys it drops.",
            discussion: "Without it such a file stops generate before anything is written (exit 2), naming the file, "
                + "the reason and the keys mazegen does not write that it holds."))
    var replaceUnreadable = false

    func runStoppable() throws {
        let started = monotonicSeconds()
        let (config, base) = try configOption.load()
        let storiesFolder = resolve(config.storiesFolder, against: base)
        let catalogue = try StoryCatalogue.load(from: storiesFolder, expectedUniverse: config.universe)
        let generator = ContentGenerator(config: config, catalogue: catalogue, seed: seed)
        let made = try generator.generate(onlyStories: Set(only), freshStories: Set(fresh))

        let output = folder ?? resolve(config.contentFolder, against: base)
        let contentFolder = ContentFolder(path: output)
        let writer = ContentWriter(
            folder: contentFolder, universe: config.universe, fileByteLimit: config.limits.fileBytes)
        // A folder that is there is read and written under its lock; a new one is made only once the check has passed,
        // so a refused run leaves no trace.
        let existed = access(output, F_OK) == 0
        var folderWrite =
            existed ? try FolderWrite.begin(in: contentFolder, creating: false, tookOver: logTakeOver) : nil
        defer { folderWrite?.end() }
        try stopIfAsked(before: made)
        var content = try writer.laidOut(made)
        try answerFolderEntries(content, in: output)
        var clips = try check(
            content, in: output, writer: writer, config: config, base: base, catalogue: catalogue,
            storiesFolder: storiesFolder)
        if folderWrite == nil {
            folderWrite = try FolderWrite.begin(in: contentFolder, tookOver: logTakeOver)
            // Another writer may have filled the new folder between the check and the lock: check what is there now.
            if try contentFolder.names().contains(where: { !$0.hasPrefix(ContentLayout.lockName) }) {
                content = try writer.laidOut(made)
                try answerFolderEntries(content, in: output)
                clips = try check(
                    content, in: output, writer: writer, config: config, base: base, catalogue: catalogue,
                    storiesFolder: storiesFolder)
            }
        }
        try stopIfAsked(before: made)
        // Only once the labyrinths' folder is this run's: a refused run must not have changed the catalogue.
        if !fresh.isEmpty { try forgetDrawings(of: catalogue, in: storiesFolder) }
        let summary = try writer.write(content, prune: prune, through: folderWrite)
        for note in content.notes { Console.log("note: \(output)/\(note)") }
        for file in content.unreadable where summary.written.contains(file.name) {
            Console.log("replaced: \(output)/\(file.name), which could not be read whole; dropped \(file.atStake)")
        }

        for name in summary.stale where !summary.pruned.contains(name) {
            Console.log("warning: \(output)/\(name) is stale: not in the catalogue (--prune removes it)")
        }
        for name in summary.pruned { Console.log("pruned: \(output)/\(name)") }
        noteClips(clips, in: output, config: config)
        let seconds = monotonicSeconds() - started
        print(
            "generated \(counted(content.labyrinths.count, "labyrinth")) from \(counted(content.packCount, "pack")), "
                + "\(counted(content.storyCount, "story", "stories")) in \(FixedDecimal.text(seconds, decimals: 2)) s "
                + "(\(summary.report.counts))")
    }

    /// What is in the folder under this run's names before anything is checked or written: a name no writer may
    /// write (a link leaving the folder, a FIFO) stops the run; so does a file that cannot be read whole, unless
    /// `--replace-unreadable` says to replace it. Each is named with its reason and what is at stake (exit 2).
    func answerFolderEntries(_ content: GeneratedContent, in output: String) throws {
        let unreadable = replaceUnreadable ? [] : content.unreadable
        let lines = FolderWrite.Report(folder: output, refused: content.refused).refusalLines(
            others: unreadable.map { file in
                "\(output)/\(file); replacing it would drop \(file.atStake). Mend the file, or run "
                    + "`mazegen generate --replace-unreadable` to replace it"
            })
        guard lines.isEmpty else {
            for line in lines { Console.error(line) }
            throw ExitCode(2)
        }
    }

    /// How many clips the folder's labyrinths name that are missing or stale now, and the command that makes them;
    /// said only where the folder narrates (it has `audio/`, or the config requires narration). The clips are the
    /// check's reading of the folder as this run leaves it: the folder is not read again.
    func noteClips(_ clips: FolderClips, in output: String, config: MazegenConfig) {
        guard clips.audioFiles != nil || config.narration.required else { return }
        let statuses = clips.script.lines.map { clips.status(of: $0, settings: config.narration) }
        let missing = statuses.filter { $0 == .missing }.count
        let stale = statuses.filter { $0 == .stale }.count
        guard missing + stale > 0 else { return }
        Console.log(
            "note: \(output): \(counted(missing, "clip")) missing and \(stale) stale of \(statuses.count); "
                + "`mazegen narrate \(ShellWord.folder(output))` makes them")
    }

    /// Ctrl-C while the mazes are made or checked: nothing is written yet, so the run ends before the disk changes.
    func stopIfAsked(before content: GeneratedContent) throws {
        if StopRequest.isRequested { throw RunStopped(written: 0, total: content.allFiles.count) }
    }

    /// validate's rules on what is about to be written: warnings are printed, an error (or under --strict a warning)
    /// stops the run before the disk changes. Gives back the clips of the folder as the check read it.
    func check(
        _ content: GeneratedContent, in output: String, writer: ContentWriter, config: MazegenConfig, base: String,
        catalogue: StoryCatalogue,
        storiesFolder: String
    ) throws -> FolderClips {
        let removed = prune ? Set((try? writer.staleLabyrinths(keeping: content.catalogueFileNames)) ?? []) : []
        let outcome = try GenerationCheck.check(
            content, writtenOver: output, removing: removed,
            validator: Validator(profile: try validationProfile(config, base: base)))
        let report = outcome.report
        let clips = outcome.folder.clips
        guard !report.findings.isEmpty else { return clips }
        let shown = strict ? report.promotingWarnings() : report
        Console.errorLines(String(TextReporter(useColor: false).render(shown).dropLast()))
        // A file written from a kept drawing is mended in the catalogue, not in the output that generate overwrites.
        for file in Set(report.findings.map(\.file)).sorted() {
            let name = String(file.split(separator: "/").last ?? "")
            if let id = LabyrinthName(fileName: name)?.id, let kept = catalogue.drawings[id],
                !fresh.contains(kept.name.story)
            {
                Console.error(
                    "note: \(file) is written from the kept drawing \(storiesFolder)/\(kept.sourceFile); mend it there, "
                        + "or give story \(kept.name.story) new mazes with `mazegen generate --fresh \(kept.name.story)`"
                )
            } else if name == ContentLayout.samplesName, let samples = catalogue.samples {
                Console.error(
                    "note: \(file) is written from the kept samples \(storiesFolder)/\(samples.sourceFile); "
                        + "remove that file and generate draws new ones")
            }
        }
        if report.hasErrors(strict: strict) {
            Console.error(
                "error: generate wrote nothing to \(output): validate's rules refuse what it would write (above)"
                    + (strict ? "; --strict counts warnings" : ""))
            throw ExitCode(1)
        }
        return clips
    }
}

extension GenerateCommand {
    /// The catalogue changes before the labyrinths do: stopped in between, a plain `generate` makes the same new
    /// mazes (the drawings are gone, the seed is the same), so the two never disagree for long.
    func forgetDrawings(of catalogue: StoryCatalogue, in storiesFolder: String) throws {
        let write = try FolderWrite.begin(
            in: ContentFolder(path: storiesFolder), creating: false, removingTemporaries: false, tookOver: logTakeOver)
        defer { write.end() }
        for file in try catalogue.forgetDrawings(ofStories: Set(fresh)) { Console.log("forgot: \(file)") }
    }
}

/// A lock left by a killed run is taken over quietly but not silently: the folder may hold that run's half.
func logTakeOver(_ lock: FolderLock) {
    guard let pid = lock.tookOverFrom else { return }
    Console.log("warning: took over \(lock.lockPath), left by pid \(pid), which is no longer running")
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
