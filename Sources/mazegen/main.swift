import ArgumentParser

struct Mazegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mazegen",
        abstract: "The content pipeline of the maze app: generate, migrate and validate labyrinth folders.",
        subcommands: [MigrateCommand.self]
    )
}

// Usage errors and --help keep ArgumentParser's handling; every failure of a command is printed to stderr and
// exits 2, as the commands promise.
do {
    var command = try Mazegen.parseAsRoot()
    try command.run()
} catch {
    if Mazegen.exitCode(for: error) == .failure, !(error is ExitCode) {
        FileHandleOutput.standardError("mazegen: \(error)")
        Mazegen.exit(withError: ExitCode(2))
    }
    Mazegen.exit(withError: error)
}
