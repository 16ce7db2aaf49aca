import ContentSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CLI's text goes: the result on stdout, logs and progress on stderr, colour only on a terminal.
enum Console {
    /// One line on stderr. Messages quote file names and contents: every control character in it, a line break
    /// included, is shown as an escape, so no text from a file ever starts a line of output (a forged CI
    /// annotation) or acts on the terminal. This is where text becomes a line of the CLI's stderr.
    static func error(_ line: String) { writeError(ControlCharacters.escaped(line)) }

    static func log(_ line: String) { error(line) }

    /// A text mazegen laid out over several lines itself (a validation report, ArgumentParser's usage), whose
    /// parts from files were escaped where they were put in: each line escaped on its own.
    static func errorLines(_ text: String) { writeError(ControlCharacters.escapedLines(text)) }

    /// A progress line on stderr, written over the last one (`\r`, then the line cleared); the caller shows it only
    /// on a terminal and without NO_COLOR, and ends with an empty one.
    static func progress(_ line: String) {
        let bytes = Array(("\r\u{1B}[K" + ControlCharacters.escaped(line)).utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private static func writeError(_ text: String) {
        // write(2) rather than the C `stderr` global, which Swift 6 treats as shared mutable state.
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// The result, written to stdout as the bytes it was made of, in as few writes as the system takes (`print`
    /// would copy it through stdio's buffer a few KB at a time). Like `print`, a failed write is not reported: stdout
    /// is the caller's to keep open.
    static func output(_ bytes: [UInt8]) {
        // Whatever `print` left in stdio's buffers goes out first, so stdout keeps the order of the calls (nil
        // flushes every stream: Swift 6 treats the `stdout` global as shared mutable state).
        fflush(nil)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// NO_COLOR (any value) turns colour off, whatever else asks for it.
    static var colourAllowed: Bool { getenv("NO_COLOR") == nil }

    /// Colour on stdout only for a person at a terminal, and never when NO_COLOR is set.
    static var useColourOnStdout: Bool { stdoutIsTerminal && colourAllowed }
}
