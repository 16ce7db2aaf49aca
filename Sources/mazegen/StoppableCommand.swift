import ArgumentParser
import ContentGenerate
import ContentMigrate
import ContentSupport

/// A command that writes a folder. For it, `runMazegen` routes Ctrl-C and SIGTERM to `StopRequest`, so the
/// command stops between two files, tidies up and unlocks, instead of dying with its lock and a temporary left in
/// the folder; the stop it throws (`RunStopped`, alone or inside its room's error) becomes the message and exit 130.
protocol StoppableCommand: ParsableCommand {
    /// False for a run that only reads (a dry run): Ctrl-C ends it at once, as it ends a reader.
    var writesFolder: Bool { get }
}

extension StoppableCommand {
    var writesFolder: Bool { true }
}

extension RunStopped {
    /// The stop an error carries, when a stop is what ended the command.
    init?(carriedBy error: any Error) {
        switch error {
        case let stop as RunStopped: self = stop
        case ContentWriteError.stopped(let stop): self = stop
        case MigrationError.stopped(let stop): self = stop
        default: return nil
        }
    }
}
