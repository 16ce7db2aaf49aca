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
    /// A stop was asked for (Ctrl-C, `StopRequest`) while it ran: it and everything it started were killed.
    case stopped(program: String)

    package var description: String {
        switch self {
        case .notFound(let program): "`\(program)` is not installed (not found on PATH)"
        case .couldNotStart(let program, let reason): "`\(program)` could not be started: \(reason)"
        case .timedOut(let program, let seconds):
            "`\(program)` ran longer than its limit of \(Self.seconds(seconds)) s and was stopped"
        case .failed(let program, let status, let output):
            "`\(program)` failed (\(status))" + (output.isEmpty ? "" : ": " + ControlCharacters.escaped(output))
        case .stopped(let program): "`\(program)` was stopped (a stop was asked for)"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// Runs another program, as a list of words (no shell), with a time limit and its standard input from a file.
///
/// - What it prints (standard output and error, one pipe) is read as it comes and only its last
///   `ExternalProgram.keptOutputBytes` kept, in memory, to name a failure: a program printing without end costs
///   neither disk nor memory, and its last line (the reason it failed) is the one kept.
/// - It runs in a process group of its own. The group is killed (SIGKILL) when the time limit runs out, when a
///   stop is asked for (`StopRequest`: Ctrl-C or SIGTERM reach mazegen, which kills the group at once and throws
///   `.stopped`), and when the program has ended, so a child it left behind in the background dies with it.
/// - A child that left the group (`setsid`) is found by a token in its environment (on Linux, through `/proc`),
///   killed too, and waited for: nothing a program started outlives its run.
package enum ExternalProgram {
    /// How much of what a program prints is kept to name its failure.
    package static let keptOutputBytes = 16 << 10
    /// The environment variable each run's processes carry, so the ones that left its group can be found.
    static let runTokenVariable = "MAZEGEN_EXTERNAL_RUN"

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

    /// Runs `arguments` (the program first) to its end, or until `timeLimit` seconds have passed, or a stop is
    /// asked for.
    /// - Parameters:
    ///   - input: a file given as standard input; nil gives /dev/null.
    /// - Returns: the end of what it printed (at most `keptOutputBytes`).
    @discardableResult
    package static func run(
        _ arguments: [String], input: String? = nil, timeLimit: Double
    ) throws(ExternalProgramError) -> [UInt8] {
        guard let program = arguments.first else { throw .notFound(program: "") }
        guard let executable = locate(program) else { throw .notFound(program: program) }
        var output: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else {
            throw .couldNotStart(program: program, reason: String(cString: strerror(errno)))
        }
        for end in output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(output[0], F_SETFL, fcntl(output[0], F_GETFL) | O_NONBLOCK)
        defer { close(output[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so one kill stops it and what it started. The signals mazegen routes to its stop
        // request come to the child at their default; a terminal's Ctrl-C reaches mazegen alone (the foreground
        // group), which kills this group.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let token = runToken()
        var words = arguments.map { strdup($0) }
        words.append(nil)
        defer { for word in words { free(word) } }
        var environment = environmentWords(token: token)
        defer { for word in environment { free(word) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, &attributes, words, &environment)
        close(output[1])
        guard started == 0 else { throw .couldNotStart(program: program, reason: String(cString: strerror(started))) }
        var printed = OutputTail(limit: keptOutputBytes)
        let deadline = monotonicNow() + timeLimit
        var status: Int32 = 0
        var ending: ExternalProgramError?
        while true {
            printed.drain(output[0])
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR {
                ending = .couldNotStart(program: program, reason: String(cString: strerror(errno)))
            } else if StopRequest.isRequested {
                ending = .stopped(program: program)
            } else if monotonicNow() > deadline {
                ending = .timedOut(program: program, seconds: timeLimit)
            }
            if let ending {
                kill(-pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                endLeftovers(group: pid, token: token)
                throw ending
            }
            var entry = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 5)
        }
        endLeftovers(group: pid, token: token)
        printed.drain(output[0])
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard !exited || code != 0 else { return printed.kept }
        throw .failed(
            program: program, status: exited ? "exit status \(code)" : "ended by signal \(status & 0x7f)",
            output: lastLines(printed.kept))
    }

    /// The last lines of what a program printed, for its failure's message.
    static func lastLines(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.suffix(400), as: UTF8.self)
        return text.split(separator: "\n").suffix(3).joined(separator: " / ")
    }

    /// The end of a stream, kept to `limit` bytes however much comes.
    struct OutputTail {
        let limit: Int
        private(set) var bytes: [UInt8] = []

        init(limit: Int) { self.limit = limit }

        /// Reads what the pipe holds now (it does not block), dropping all but the last `limit` bytes.
        mutating func drain(_ descriptor: Int32) {
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    append(chunk[0..<count])
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }

        mutating func append(_ more: ArraySlice<UInt8>) {
            bytes.append(contentsOf: more.suffix(limit))
            if bytes.count > 2 * limit { bytes.removeFirst(bytes.count - limit) }
        }

        var kept: [UInt8] { Array(bytes.suffix(limit)) }
    }

    /// A token no other run has: the process id, the time and a counter.
    private static func runToken() -> String {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return "\(getpid())-\(time.tv_sec)-\(time.tv_nsec)-\(runCounter.next())"
    }

    private static let runCounter = Counter()

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private var lock = pthread_mutex_t()
        init() { pthread_mutex_init(&lock, nil) }
        func next() -> Int {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            value += 1
            return value
        }
    }

    /// mazegen's environment with the run's token added (an inherited one replaced).
    private static func environmentWords(token: String) -> [UnsafeMutablePointer<CChar>?] {
        var words: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        let prefix = runTokenVariable + "="
        while let word = entry.pointee {
            if !String(cString: word).hasPrefix(prefix) { words.append(strdup(word)) }
            entry += 1
        }
        words.append(strdup(prefix + token))
        words.append(nil)
        return words
    }

    /// Kills what is left of a run: its process group, then (on Linux) every process carrying its token, which
    /// finds a child that left the group with `setsid`; waits (bounded) until they are gone.
    static func endLeftovers(group: pid_t, token: String) {
        kill(-group, SIGKILL)
        #if os(Linux)
            let needle = Array((runTokenVariable + "=" + token).utf8) + [0]
            for _ in 0..<200 {
                let carriers = processes(carrying: needle)
                if carriers.isEmpty { return }
                for carrier in carriers { kill(carrier, SIGKILL) }
                usleep(5_000)
            }
        #endif
    }

    #if os(Linux)
        /// The live processes (not zombies) whose environment holds `needle` (`NAME=value` and its NUL).
        static func processes(carrying needle: [UInt8]) -> [pid_t] {
            guard let listing = opendir("/proc") else { return [] }
            defer { closedir(listing) }
            var found: [pid_t] = []
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let pid = pid_t(name), pid != getpid() else { continue }
                let environment = systemFile("/proc/\(name)/environ")
                guard environment.count >= needle.count else { continue }
                let matches =
                    environment.starts(with: needle)
                    || environment.indices.contains { index in
                        environment[index] == 0 && environment[(index + 1)...].starts(with: needle)
                    }
                guard matches else { continue }
                let stat = systemFile("/proc/\(name)/stat")
                if let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count,
                    stat[close + 2] == UInt8(ascii: "Z")
                {
                    continue
                }
                found.append(pid)
            }
            return found
        }

        /// A file of `/proc` whole (up to 1 MiB): its size is not known before it is read.
        static func systemFile(_ path: String) -> [UInt8] {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return [] }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 16 << 10)
            while bytes.count < 1 << 20 {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    bytes.append(contentsOf: chunk[0..<count])
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            return bytes
        }
    #endif

    static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
