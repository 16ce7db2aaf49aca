import ContentCatalogue
import ContentFormat
import ContentRead
import ContentSupport
import Foundation
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why narrate could not start, or stopped.
package enum NarrationError: Error, Sendable, CustomStringConvertible {
    /// A program narrate runs is not installed: what to install, and which key names another.
    case toolMissing(program: String, install: String, key: String?)
    /// Labyrinths naming one clip give it different texts (`audio.textsDiffer`): narrate cannot say both.
    case textsDiffer(folder: String, [ClipScript.Conflict])
    /// What stops the plan before any clip is made (`NarrationPlan.refusals`), each naming its file.
    case refused(folder: String, [String])
    case fileSystem(FileSystemError)
    case folderWrite(FolderWriteError)
    case stopped(RunStopped)

    package var description: String {
        switch self {
        case .toolMissing(let program, let install, let key):
            "`\(program)` is not installed: narrate needs it to make the clips. Install \(install)"
                + (key.map { ", or change \($0)" } ?? "") + "; nothing was written"
        case .textsDiffer(let folder, let conflicts):
            conflicts.map { "\(folder)/\($0)" }.joined(separator: "\n") + "\nnothing was written"
        case .refused(let folder, let refusals):
            refusals.map { "\(folder)/\($0)" }.joined(separator: "\n") + "\nno clip was made; nothing was written"
        case .fileSystem(let error): error.description
        case .folderWrite(let error): error.description
        case .stopped(let stop): stop.description
        }
    }
}

/// What narrate will do with each clip of the stories asked for, and why.
package struct NarrationPlan: Sendable {
    package struct Item: Sendable, Equatable {
        package var line: ClipScript.Line
        package var status: ClipStatus
        /// Made by this run (missing, stale, or asked for with `--force`).
        package var isMade: Bool

        /// Why the clip is made or kept, for `--dry-run` and the summary.
        package var reason: String {
            switch (status, isMade) {
            case (.missing, _): "missing"
            case (.stale, _): "stale: its text or the narration settings changed"
            case (.current, true): "current, made again (--force)"
            case (.current, false): "current"
            case (.unknownOrigin, true): "made elsewhere, replaced (--force)"
            case (.unknownOrigin, false): "made elsewhere (it records no text): kept; --force replaces it"
            case (.unreadable(let why), true): "unreadable (\(why)), made again (--force)"
            case (.unreadable(let why), false): "unreadable (\(why)): kept; --force makes it again"
            case (.unplayable(let why), true): "no clip the app can play (\(why)), made again (--force)"
            case (.unplayable(let why), false): "no clip the app can play (\(why)): kept; --force makes it again"
            case (.notAFile(let what), _): "\(what), not a file: never written through or over"
            }
        }
    }

    /// In clip-name order: the order clips are written in.
    package var items: [Item]

    package var toMake: [Item] { items.filter(\.isMade) }

    /// - Parameter stories: only the clips of these story numbers (empty: all).
    package init(_ clips: FolderClips, settings: NarrationConfig, stories: Set<Int>, force: Bool) {
        items = clips.script.lines.compactMap { line in
            if !stories.isEmpty,
                !line.files.contains(where: { LabyrinthName(fileName: $0).map { stories.contains($0.story) } ?? false })
            {
                return nil
            }
            let status = clips.status(of: line, settings: settings)
            let made: Bool =
                switch status {
                case .missing, .stale: true
                case .current, .unknownOrigin, .unreadable, .unplayable: force
                case .notAFile: false
                }
            return Item(line: line, status: status, isMade: made)
        }
        refuseWhatIsInTheWay(clips)
    }

    /// What stops the whole run before any clip is made, one line a problem, each naming its file in the folder: an
    /// `audio` that is no folder, a clip's name in `audio/` that holds no file (a link, a directory, a FIFO, a device:
    /// narrate neither opens nor writes through it), and a text to speak that holds U+0000 (a clip's record cannot
    /// carry it).
    package private(set) var refusals: [String] = []

    private mutating func refuseWhatIsInTheWay(_ clips: FolderClips) {
        if let kind = clips.audioFolderInTheWay, !toMake.isEmpty {
            refusals.append(
                "\(ContentLayout.audioFolderName) is \(kind.description), not a folder: narrate writes no clip "
                    + "through it; remove it and run narrate again")
        }
        refusals += items.flatMap { item -> [String] in
            var refusals: [String] = []
            if case .notAFile(let what) = item.status {
                refusals.append(
                    "audio/\(item.line.clip) is \(what), not a file: narrate neither reads nor writes through it; "
                        + "remove it and run narrate again")
            }
            if item.isMade, item.line.text.unicodeScalars.contains("\u{0}") {
                refusals.append(
                    "\(item.line.files.first ?? item.line.clip): the text of \(item.line.role.spokenKeys) holds a NUL "
                        + "character (U+0000), which no clip can record: remove it from the story's text and run "
                        + "`mazegen generate`")
            }
            return refusals
        }
    }
}

/// What a narrate run did.
package struct NarrationSummary: Sendable {
    package var made: [MadeClip] = []
    package var failed: [ClipMakingError] = []
    /// Clips kept as they are (current, or made elsewhere).
    package var kept: Int = 0
}

/// Makes a folder's clips: spoken and made by a worker a core in the order `NarrationSchedule` gives (engine runs
/// first, each clip made as soon as it is spoken), and written in clip order, each as soon as it and those before it
/// are done, through the folder's one way to be written (lock, temporary, rename), so a stop (Ctrl-C) lands between
/// clips and a re-run makes what is left. An engine that fails or hangs on one clip is named and the others are
/// still made.
package struct Narrator: Sendable {
    /// Clips one run of a batch engine speaks: its start (Python, the voice model) paid once for them.
    static let clipsPerEngineRun = 20
    package var maker: ClipMaker
    package var contentFolder: ContentFolder

    package init(settings: NarrationConfig, tools: NarrationTools, contentFolder: ContentFolder) {
        self.contentFolder = contentFolder
        maker = ClipMaker(settings: settings, tools: tools)
    }

    /// - Parameter progress: told the clips done and the clips to make, after each clip is written (or failed).
    package func run(
        _ plan: NarrationPlan, parallelism: Int = activeCores(), tookOver: (FolderLock) -> Void = { _ in },
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(NarrationError) -> NarrationSummary {
        var summary = NarrationSummary()
        summary.kept = plan.items.count - plan.toMake.count
        let work = plan.toMake
        guard !work.isEmpty else { return summary }
        let write: FolderWrite
        do throws(FolderWriteError) {
            write = try FolderWrite.begin(in: contentFolder, creating: false, tookOver: tookOver)
        } catch {
            throw .folderWrite(error)
        }
        defer { write.end() }
        // Every clip's name is asked before the first is made: a name in the way found after minutes of speech
        // would throw that work away, and refuse only one clip a run.
        do throws(FolderWriteError) {
            try write.requireWritable(work.map { ContentLayout.audioFolderName + "/" + $0.line.clip })
        } catch {
            throw .folderWrite(error)
        }
        let scratch: ScratchFolder
        do throws(FileSystemError) { scratch = try ScratchFolder(purpose: "narrate") } catch {
            throw .fileSystem(error)
        }
        defer { scratch.remove() }
        // Made on the first clip that is written: a run whose engine fails on every clip leaves no empty `audio/`,
        // which validate would take for a folder of missing clips.
        let audio = ContentFolder(path: contentFolder.path + "/" + ContentLayout.audioFolderName)
        let maker = self.maker
        let works = work.enumerated().map {
            ClipWork(
                line: $0.element.line, scratch: scratch.path + "/\($0.offset)",
                timeLimit: maker.settings.clipTimeLimitSeconds)
        }
        let schedule = NarrationSchedule(
            clips: works.count, perRun: maker.speaksInBatches ? Self.clipsPerEngineRun : 1, workers: parallelism)
        let run = NarrationRun(maker: maker, works: works, schedule: schedule)
        run.start(workers: max(1, parallelism))
        // The clips written here, in order, each as soon as it and those before it are done; the workers speak
        // and make the rest meanwhile. A stop (Ctrl-C, or a write that failed) ends the workers' jobs, and nothing
        // more is written.
        for index in works.indices {
            guard let result = run.result(index) else {
                run.stopAndWait()
                throw .stopped(RunStopped(written: summary.made.count, total: work.count))
            }
            switch result {
            case .success(let clip):
                do throws(NarrationError) {
                    do throws(FileSystemError) { try audio.create() } catch { throw .fileSystem(error) }
                    do throws(FolderWriteError) {
                        try write.put(clip.bytes, as: ContentLayout.audioFolderName + "/" + clip.clip)
                    } catch {
                        throw .folderWrite(error)
                    }
                } catch {
                    run.stopAndWait()
                    throw error
                }
                summary.made.append(clip)
            case .failure(let error):
                summary.failed.append(error)
            }
            progress(index + 1, work.count)
        }
        run.stopAndWait()
        // A stop asked for while the last clip was written still stops the run (exit 130), as any other.
        if StopRequest.isRequested { throw .stopped(RunStopped(written: summary.made.count, total: work.count)) }
        return summary
    }
}

/// One run's workers and what they made, shared under one lock: each worker takes its next job from the
/// `NarrationSchedule` and leaves each clip's result in its slot, where the writing thread waits for it. A stop asked
/// for (Ctrl-C, whose programs `ExternalProgram` kills) or a clip stopped ends every worker before its next job.
private final class NarrationRun: @unchecked Sendable {
    private let condition = NSCondition()
    private let maker: ClipMaker
    private let works: [ClipWork]
    private var schedule: NarrationSchedule
    private var results: [Result<MadeClip, ClipMakingError>?]
    private var stopped = false
    private var workersRunning = 0

    init(maker: ClipMaker, works: [ClipWork], schedule: NarrationSchedule) {
        self.maker = maker
        self.works = works
        self.schedule = schedule
        results = Array(repeating: nil, count: works.count)
    }

    func start(workers: Int) {
        condition.withLock { workersRunning = workers }
        for _ in 0..<workers {
            let thread = Thread { [self] in work() }
            thread.start()
        }
    }

    /// The clip's result once it is done; `nil` when the run stopped first.
    func result(_ index: Int) -> Result<MadeClip, ClipMakingError>? {
        condition.withLock {
            while true {
                if StopRequest.isRequested { stopped = true }
                if stopped { return nil }
                if let result = results[index] { return result }
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.2))
            }
        }
    }

    /// No job started after this; returns once every worker has ended (its programs ended with it).
    func stopAndWait() {
        condition.withLock {
            stopped = true
            condition.broadcast()
            while workersRunning > 0 { condition.wait() }
        }
    }

    private func work() {
        while let job = nextJob() {
            switch job {
            case .speak(let run):
                guard let failure = maker.speak(Array(works[run])) else {
                    ended { $0.spoke(run, succeeded: true) }
                    continue
                }
                for index in run { works[index].removeFiles() }
                ended(failure.stopped) { schedule in
                    for index in run { results[index] = .failure(works[index].failed(as: failure)) }
                    schedule.spoke(run, succeeded: false)
                }
            case .make(let index):
                let result = Result { () throws(ClipMakingError) in try maker.finish(works[index]) }
                works[index].removeFiles()
                ended(result.isStop) { schedule in
                    results[index] = result
                    schedule.made(index)
                }
            }
        }
        condition.withLock {
            workersRunning -= 1
            condition.broadcast()
        }
    }

    private func nextJob() -> NarrationSchedule.Job? {
        condition.withLock {
            while !stopped {
                if StopRequest.isRequested {
                    stopped = true
                    break
                }
                if let job = schedule.next() { return job }
                if schedule.isDone { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.2))
            }
            condition.broadcast()
            return nil
        }
    }

    /// A job's outcome recorded; a clip stopped stops the run.
    private func ended(_ stops: Bool = false, _ record: (inout NarrationSchedule) -> Void) {
        condition.withLock {
            record(&schedule)
            if stops { stopped = true }
            condition.broadcast()
        }
    }
}

extension Result<MadeClip, ClipMakingError> {
    fileprivate var isStop: Bool {
        if case .failure(let error) = self { error.stopped } else { false }
    }
}
