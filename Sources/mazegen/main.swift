import ArgumentParser
import ContentSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct Mazegen: ParsableCommand {
    /// ArgumentParser's own messages start like every other problem mazegen prints (`error: `, as compilers do).
    static var _errorPrefix: String { "error: " }

    static let configuration = CommandConfiguration(
        commandName: "mazegen",
        abstract: "Makes, migrates and checks the maze app's content folder.",
        version: MazegenVersion.current,
        subcommands: [
            GenerateCommand.self, MigrateCommand.self, ValidateCommand.self, PreviewCommand.self, StatsCommand.self,
            ImportCommand.self, FigureCommand.self, NarrateCommand.self, StudioCommand.self,
        ]
    )
}

/// Runs the command line with the project's exit codes: 0 success, 1 findings, 2 usage or input errors.
/// ArgumentParser would exit 64 on a usage error and 1 on a thrown error; CI here knows only 0, 1 and 2,
/// and 1 means "the content has findings", so every error that stops a command exits 2. A writing command stopped
/// by Ctrl-C or SIGTERM exits 130, as the shell reports a command the signal ended.
func runMazegen() -> Never {
    do {
        var command = try Mazegen.parseAsRoot()
        try command.run()
        exit(0)
    } catch let exitCode as ExitCode {
        exit(exitCode.rawValue)
    } catch {
        if let stop = RunStopped(carriedBy: error) {
            Console.error(stop.description)
            exit(StopRequest.exitStatus)
        }
        if Mazegen.exitCode(for: error) == .success {
            print(Mazegen.fullMessage(for: error))
            exit(0)
        }
        Console.errorLines(Mazegen.fullMessage(for: error))
        exit(2)
    }
}

runMazegen()
