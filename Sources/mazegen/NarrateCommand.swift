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
            Each labyrinth names two clips (audio_instruction, audio_completion), shared by the levels of its story: \
            the instruction clip speaks tts_instruction, the completion clip completion_message then \
            educational_question. narrate makes the clips that are missing or stale (made from another text or \
            under other narration settings), in one voice: the engine of config.yaml's narration section speaks the \
            text, its pace is brought to words_per_minute, its silence cut, its loudness brought to loudness_lufs \
            under peak_dbfs, and it is encoded as the app's clips are (MP3, mono). Each clip records the text and \
            settings it was made from, so a second run makes nothing and validate reports a stale clip. A clip made \
            elsewhere (it records nothing) is kept unless --force. Exit 0 when every clip asked for is made or \
            current, 1 when an engine failed on some (the others are made), 2 when narrate cannot start (an engine or \
            encoder missing, levels giving one clip different texts).
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
            if case .unreadable = item.status {
                Console.log("warning: \(output)/audio/\(item.line.clip): \(item.reason)")
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
