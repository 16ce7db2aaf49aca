#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a program mazegen runs (a speech engine, an encoder) did not do its work: named, with what to do.
package enum ExternalProgramError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The program is not on PATH (or not executable).
    case notFound(program: String)
    case couldNotStart(program: String, reason: String)
    /// It ran longer than its time limit and was stopped.
    case timedOut(program: String, seconds: Double)
    /// It ended with a status other than 0, or by a signal; `output` is the end of what it printed.
    case failed(program: String, status: String, output: String)

    package var description: String {
        switch self {
        case .notFound(let program): "`\(program)` is not installed (not found on PATH)"
        case .couldNotStart(let program, let reason): "`\(program)` could not be started: \(reason)"
        case .timedOut(let program, let seconds):
            "`\(program)` ran longer than its limit of \(Self.seconds(seconds)) s and was stopped"
        case .failed(let program, let status, let output):
            "`\(program)` failed (\(status))" + (output.isEmpty ? "" : ": " + ControlCharacters.escaped(output))
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Runs another program, as a list of words (no shell), with a time limit, its standard input from a file, and
/// what it prints kept to name a failure. The program runs in a process group of its own, so a limit that runs out
/// stops the program and anything it started.
package enum ExternalProgram {
    /// The executable `program` names: itself when it holds a `/`, else the first match on PATH.
    package static func locate(_ program: String) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + program
            var status = stat()
            if stat(candidate, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs `arguments` (the program first) to its end, or until `timeLimit` seconds have passed.
    /// - Parameters:
    ///   - input: a file given as standard input; nil gives /dev/null.
    ///   - outputFile: where its standard output and error go (kept to name a failure); nil discards them.
    package static func run(
        _ arguments: [String], input: String? = nil, outputFile: String? = nil, timeLimit: Double
    ) throws(ExternalProgramError) {
        guard let program = arguments.first else { throw .notFound(program: "") }
        guard let executable = locate(program) else { throw .notFound(program: program) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, outputFile ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so the limit stops what it started too; the signals mazegen routes to its stop
        // request (Ctrl-C) come to the child at their default, and the terminal's Ctrl-C reaches the whole group.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var words = arguments.map { strdup($0) }
        words.append(nil)
        defer { for word in words { free(word) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, &attributes, words, environ)
        guard started == 0 else { throw .couldNotStart(program: program, reason: String(cString: strerror(started))) }
        let deadline = monotonicNow() + timeLimit
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR {
                throw .couldNotStart(program: program, reason: String(cString: strerror(errno)))
            }
            if monotonicNow() > deadline {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                throw .timedOut(program: program, seconds: timeLimit)
            }
            usleep(5_000)
        }
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard !exited || code != 0 else { return }
        let printed = outputFile.map(tail) ?? ""
        throw .failed(
            program: program, status: exited ? "exit status \(code)" : "ended by signal \(status & 0x7f)",
            output: printed)
    }

    /// The last lines of what a program printed, for its failure's message.
    static func tail(_ path: String) -> String {
        var bytes: [UInt8] = []
        guard (try? AtomicFile.read(path, into: &bytes, limit: 1 << 20)) != nil else { return "" }
        let text = String(decoding: bytes.suffix(400), as: UTF8.self)
        return text.split(separator: "\n").suffix(3).joined(separator: " / ")
    }

    static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
