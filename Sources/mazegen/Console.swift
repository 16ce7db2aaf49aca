import ContentSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the CLI's text goes: the result on stdout, logs and progress on stderr, colour only on a terminal.
enum Console {
    static func error(_ line: String) {
        // write(2) rather than the C `stderr` global, which Swift 6 treats as shared mutable state.
        // Messages quote file names and contents: their control characters are shown, not obeyed, by the terminal.
        let bytes = Array((ControlCharacters.escapedLines(line) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    static func log(_ line: String) { error(line) }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// NO_COLOR (any value) turns colour off, whatever else asks for it.
    static var colourAllowed: Bool { getenv("NO_COLOR") == nil }

    /// Colour on stdout only for a person at a terminal, and never when NO_COLOR is set.
    static var useColourOnStdout: Bool { stdoutIsTerminal && colourAllowed }
}
