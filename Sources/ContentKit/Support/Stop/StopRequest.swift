#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) or SIGTERM, asked of a command that writes: instead of dying between a temporary and its
/// rename, with the lock still in the folder, the command notices the request at its next safe point (between
/// two files), tidies up, and ends with `RunStopped`. A second signal while it stops ends the process at once
/// (exit 130); what it leaves is what a killed run leaves, which the next run takes over.
///
/// The flag is a pipe rather than a variable: the handler runs on whichever thread the kernel picks, and the
/// writers read the flag from others. write(2) and poll(2) are async-signal-safe (POSIX), and the kernel orders
/// the byte written before any poll that sees it, so no memory model question arises. `Synchronization.Atomic`
/// would do the same without a system call, but needs macOS 15, and the package supports macOS 13; a check costs
/// one poll per file written, next to the open, write and rename of that file.
package enum StopRequest {
    /// Read and write ends of the pipe; a byte in it means a stop was asked for. Created by `install()` before
    /// any handler can run, so the handler only ever reads an initialised constant (swift_once's done path: one
    /// atomic load, no lock, which is safe in a handler).
    fileprivate static let pipeEnds: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // The handler must never block, whatever is in the pipe.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }()

    /// Exit status of a run stopped by a signal: 128 + SIGINT, what a shell reports for a Ctrl-C'd command.
    package static let exitStatus: Int32 = 130

    /// Routes SIGINT and SIGTERM to the stop request for the rest of the process. Call once, before writing.
    package static func install() {
        // No pipe: the signals keep their default, which a re-run recovers from.
        guard pipeEnds.write >= 0 else { return }
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = requestStop
        #elseif canImport(Darwin)
            action.__sigaction_u.__sa_handler = requestStop
        #endif
        // Each signal blocked while the other's handler runs, so two handlers never both find the pipe empty.
        sigemptyset(&action.sa_mask)
        sigaddset(&action.sa_mask, SIGINT)
        sigaddset(&action.sa_mask, SIGTERM)
        // SA_RESTART: a read or write the signal lands in carries on, so no file is cut short by EINTR.
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A blocked signal is never handled, and the mask is inherited across exec: a parent that spawns from a
        // thread blocking them (a Dispatch worker does) would make the command deaf to them. Threads started after
        // this inherit the unblocked mask, or block everything themselves (Dispatch's), so one thread receives them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether a stop was asked for. Writers look at it before starting each file.
    package static var isRequested: Bool {
        guard pipeEnds.read >= 0 else { return false }
        return isReadable(pipeEnds.read)
    }

    static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }
}

/// The signal handler: only async-signal-safe calls (poll, write, _exit) on constants set before it was installed.
private func requestStop(_: Int32) {
    let saved = errno  // the interrupted code may be about to read errno
    if StopRequest.isRequested { _exit(StopRequest.exitStatus) }
    var byte: UInt8 = 1
    _ = write(StopRequest.pipeEnds.write, &byte, 1)
    errno = saved
}

/// A writing command that stopped at a safe point because a stop was asked for: every file is whole (old or new),
/// its temporaries and lock are gone, and the same command run again finishes the job.
package struct RunStopped: Error, Sendable, Equatable, CustomStringConvertible {
    /// Files of this run that are in place (written, or found already right) when it stopped.
    package var written: Int
    /// Files this run had to put in place.
    package var total: Int

    package init(written: Int, total: Int) {
        self.written = written
        self.total = total
    }

    package var description: String { "stopped: \(written) of \(total) written; run the same command again to finish" }

    /// The outcomes of a run whose not-started files are nil: all of them, or `RunStopped` when any is missing.
    package static func unlessStopped<Outcome>(_ outcomes: [Outcome?]) throws(RunStopped) -> [Outcome] {
        let done = outcomes.compactMap(\.self)
        guard done.count == outcomes.count else { throw RunStopped(written: done.count, total: outcomes.count) }
        return done
    }
}
