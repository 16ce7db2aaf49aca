import ArgumentParser
import Foundation

// Trial registration for the validate branch; the lead owns this file and merges it.
struct Mazegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mazegen",
        abstract: "The content pipeline of the maze app.",
        subcommands: [ValidateCommand.self]
    )
}

do {
    var command = try Mazegen.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    if Mazegen.exitCode(for: error) == .success { Mazegen.exit(withError: error) }
    FileHandle.standardError.write(Data((Mazegen.fullMessage(for: error) + "\n").utf8))
    exit(2)
}
