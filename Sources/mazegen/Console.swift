import ContentKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the CLI's text goes: the result on stdout, logs and progress on stderr, colour only on a terminal.
enum Console {
    static func error(_ line: String) {
        var text = line
        text.append("\n")
        fputs(text, stderr)
    }

    static func log(_ line: String) { error(line) }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Colour on stdout only for a person at a terminal, and never when NO_COLOR is set (any value).
    static var useColourOnStdout: Bool { stdoutIsTerminal && getenv("NO_COLOR") == nil }

    /// Progress lines only make sense for a person watching.
    static var showsProgress: Bool { stderrIsTerminal }
}
