import ArgumentParser
import ContentGenerate
import ContentMigrate
import ContentNarrate
import ContentSupport

/// A command that writes a folder. For it, `run()` routes Ctrl-C and SIGTERM to `StopRequest` before the command's
/// work (`runStoppable()`), so the command stops between two files, tidies up and unlocks, instead of dying with its
/// lock and a temporary left in the folder; the stop it throws (`RunStopped`, alone or inside its room's error)
/// becomes `runMazegen`'s message and exit 130.
/// The command installs it itself, rather than `runMazegen` asking `command as? any StoppableCommand`: a cast to a
/// protocol scans every conformance record of the static binary, the first time per command (issue 26).
protocol StoppableCommand: ParsableCommand {
    /// False for a run that only reads (a dry run): Ctrl-C ends it at once, as it ends a reader.
    var writesFolder: Bool { get }

    /// The command's work, with Ctrl-C and SIGTERM routed to `StopRequest` when it writes the folder.
    func runStoppable() throws
}

extension StoppableCommand {
    var writesFolder: Bool { true }

    /// Names in the way (`FolderWriteError.refused`, alone or inside its room's error) are printed here, the one
    /// way every writer prints them (`FolderWrite.Report.refusalLines`), and exit 2: nothing was written.
    func run() throws {
        if writesFolder { StopRequest.install() }
        do {
            try runStoppable()
        } catch {
            guard case .refused(let report)? = FolderWriteError(carriedBy: error) else { throw error }
            for line in report.refusalLines() { Console.error(line) }
            throw ExitCode(2)
        }
    }
}

extension FolderWriteError {
    /// The folder write's error an error carries, when one is what ended the command.
    init?(carriedBy error: any Error) {
        switch error {
        case let write as FolderWriteError: self = write
        case ContentWriteError.folderWrite(let write): self = write
        case NarrationError.folderWrite(let write): self = write
        default: return nil
        }
    }
}

extension RunStopped {
    /// The stop an error carries, when a stop is what ended the command.
    init?(carriedBy error: any Error) {
        switch error {
        case let stop as RunStopped: self = stop
        case ContentWriteError.stopped(let stop): self = stop
        case MigrationError.stopped(let stop): self = stop
        case NarrationError.stopped(let stop): self = stop
        default: return nil
        }
    }
}
