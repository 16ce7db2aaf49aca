import ArgumentParser
import ContentCatalogue
import ContentStudio
import ContentSupport
import Dispatch
import StudioHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract:
            "Serve a local page to shape the content: move items and obstacles, reroll a level, edit texts, save.",
        discussion: """
            Serves one page on 127.0.0.1 (a free port unless --port), prints its address with this run's token on \
            stdout and opens it in the browser. The page shows every pack, story and level with validate's findings, \
            and saves through the catalogue: a shaped or rerolled level is kept as a drawing in the stories folder's \
            drawings/, texts go into the pack files, and the labyrinths are written as generate writes them. \
            Ctrl-C stops it (exit 130).
            """
    )

    @OptionGroup var configOption: ConfigOption

    @Option(help: "The port to listen on (0: a free one).")
    var port: UInt16 = 0

    @Flag(help: "Print the address but open no browser.")
    var noOpen = false

    func run() throws {
        // Before any thread starts, so Ctrl-C reaches the flag the serving loop polls.
        StopRequest.install()
        let (config, base) = try configOption.load()
        let studio = try Studio(config: config, base: base)
        let ended = Ended()
        Task {
            do { try await serve(studio, config: config, base: base) } catch { ended.error = error }
            ended.signal.signal()
        }
        ended.signal.wait()
        if let error = ended.error { throw error }
    }

    /// How the serving task ended, handed to the blocked main thread (written before `signal`, read after `wait`).
    final class Ended: @unchecked Sendable {
        var error: (any Error)?
        let signal = DispatchSemaphore(value: 0)
    }

    func serve(_ studio: Studio, config: MazegenConfig, base: String) async throws {
        let server = try LoopbackServer(
            port: port, requestTimeout: Studio.requestTimeout, maxBodyBytes: Studio.maxBodyBytes
        ) { request in
            await studio.respond(to: request)
        }
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening()
        } catch {
            serving.cancel()
            throw StudioError("could not listen on 127.0.0.1:\(port): \(error)")
        }
        guard let bound = await server.port() else { throw StudioError("the server gave no port") }
        await studio.listening(on: bound)
        let address = "http://127.0.0.1:\(bound)/?token=\(await studio.token)"
        print(address)
        fflush(nil)
        Console.log("studio: serving \(resolve(config.contentFolder, against: base)) until Ctrl-C")
        if !noOpen { openInBrowser(address) }
        while !StopRequest.isRequested {
            try? await Task.sleep(nanoseconds: 100_000_000)
            if serving.isCancelled { break }
        }
        await server.stop()
        serving.cancel()
        await studio.close()
        Console.error("stopped: the studio ended; nothing unsaved was written")
        throw ExitCode(StopRequest.exitStatus)
    }

    /// xdg-open or open where one is on the PATH; a laptop without one still has the address printed.
    func openInBrowser(_ address: String) {
        for opener in ["xdg-open", "open"] {
            guard let path = ExternalProgram.locate(opener) else { continue }
            var pid: pid_t = 0
            var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup(address), nil]
            defer { for argument in arguments { free(argument) } }
            if posix_spawn(&pid, path, nil, nil, &arguments, environ) == 0 { return }
        }
    }
}

struct StudioError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
