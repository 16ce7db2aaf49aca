import ArgumentParser
import ContentCatalogue
import ContentFormat
import ContentNarrate
import ContentRead
import ContentSupport
import ContentValidate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct NarrateCommand: StoppableCommand {
    static let configuration = CommandConfiguration(
        commandName: "narrate",
        abstract: "Make every story's instruction and completion clips in the folder's audio/.",
        discussion: """
            Makes the clips the labyrinths name (audio_instruction, audio_completion) that are missing or stale, in \
            one voice: the engine of config.yaml's narration section speaks each text, then it is paced, trimmed, \
            brought to one loudness and encoded as the app's clips are. Each clip records the text and settings it was \
            made from, so a second run makes nothing; a clip made elsewhere is kept unless --force. Exit 0 every clip \
            made or current, 1 an engine failed on some, 2 narrate cannot start (an engine or encoder missing). \
            Which text each clip speaks, the settings and the checks: docs/COMMANDS.md, "narrate".
            """
    )

    @Argument(help: "The content folder (default: the config's content_folder).")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Option(name: .long, parsing: .upToNextOption, help: "Only these story numbers' clips.")
    var only: [Int] = []

    @Flag(help: "Print which clips would be made and why; make and write nothing.")
    var dryRun = false

    @Flag(help: "Make every clip asked for again, current ones and ones made elsewhere included.")
    var force = false

    var writesFolder: Bool { !dryRun }

    func runStoppable() throws {
        let started = monotonicSeconds()
        let (config, base) = try configOption.load()
        let output = folder ?? resolve(config.contentFolder, against: base)
        let settings = config.narration
        let clips = try FolderReader(profile: try readingProfile(config, base: base)).read(
            DiskContentSource(folder: output)
        ).clips
        if !clips.script.conflicts.isEmpty {
            throw NarrationError.textsDiffer(folder: output, clips.script.conflicts)
        }
        let plan = NarrationPlan(clips, settings: settings, stories: Set(only), force: force)
        // Before any engine runs, the dry run's answer included: every clip's name in the way, asked as every writer
        // asks it and said the same way; then what the plan itself refuses (a text no clip can record).
        let inTheWay = FolderWrite.check(
            names: plan.items.map { ContentLayout.audioFolderName + "/" + $0.line.clip }, in: output)
        if !inTheWay.refused.isEmpty { throw NarrationError.folderWrite(.refused(inTheWay)) }
        if !plan.refusals.isEmpty { throw NarrationError.refused(folder: output, plan.refusals) }
        if dryRun {
            for item in plan.items {
                print(
                    "\(item.isMade ? "make" : "keep")  audio/\(ControlCharacters.escaped(item.line.clip))  \(item.reason)"
                )
            }
            print("\(counted(plan.toMake.count, "clip")) to make, \(plan.items.count - plan.toMake.count) kept")
            return
        }
        guard !plan.toMake.isEmpty else {
            print("narrated no clip in \(output)/audio: \(counted(plan.items.count, "clip")) current or kept")
            return
        }
        // Before anything is written: a missing engine or encoder is said with what to install (exit 2).
        let tools = try NarrationTools.locate(for: settings)
        let narrator = Narrator(settings: settings, tools: tools, contentFolder: ContentFolder(path: output))
        let showsProgress = isatty(STDERR_FILENO) == 1 && Console.colourAllowed
        let outcome = Result { () throws(NarrationError) -> NarrationSummary in
            try narrator.run(plan, tookOver: logTakeOver) { done, total in
                if showsProgress { Console.progress("narrating \(done)/\(total) …") }
            }
        }
        if showsProgress { Console.progress("") }
        let summary = try outcome.get()
        for failure in summary.failed { Console.error("error: \(output)/\(failure)") }
        for item in plan.items where !item.isMade {
            if case .unknownOrigin = item.status {
                Console.log("note: \(output)/audio/\(item.line.clip): \(item.reason)")
            }
            switch item.status {
            case .unreadable, .unplayable: Console.log("warning: \(output)/audio/\(item.line.clip): \(item.reason)")
            default: break
            }
        }
        let seconds = monotonicSeconds() - started
        print(
            "narrated \(counted(summary.made.count, "clip")) in \(output)/audio "
                + "(\(summary.failed.count) failed, \(summary.kept) kept) in \(FixedDecimal.text(seconds, decimals: 2)) s "
                + "on \(counted(activeCores(), "CPU"))")
        if !summary.failed.isEmpty { throw ExitCode(1) }
    }
}
