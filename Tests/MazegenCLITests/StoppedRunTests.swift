import Foundation
import TestSupport
import Testing

/// A writer stopped by Ctrl-C (SIGINT) or SIGTERM part-way: it ends with exit 130 and the line saying how far it
/// got, leaving every file whole (or absent), no lock and no temporary; the same command run again finishes with
/// what an uninterrupted run writes. A run takes a tenth of a second, so strace holds one system call of each file
/// (the rename that puts it in place, or migrate's fsync) for a fifth of a second, and the signal goes to mazegen
/// once the first file is there. Needs strace, as `KilledRunTests` do.
@Suite("stopped by a signal", .serialized)
struct StoppedRunTests {
    static let renames = ["rename", "renameat", "renameat2"]

    /// Runs mazegen under strace with each of `calls` held 0.2 s, sends it `signals` once `started` holds, and
    /// waits for it to end; every wait has a deadline.
    static func stop(
        _ arguments: [String], slowing calls: [String], signals: [Int32] = [SIGINT], when started: () -> Bool
    ) throws -> Mazegen.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: KilledRunTests.strace!)
        let names = calls.joined(separator: ",")
        process.arguments =
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + names, "-e", "inject=\(names):delay_enter=200000",
                Mazegen.binary.path,
            ] + arguments
        process.currentDirectoryURL = Mazegen.repositoryRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let running = Mazegen.Running(process: process, out: out, err: err)
        defer { if process.isRunning { process.terminate() } }

        let sawStart = waitUntil(started)
        try #require(sawStart, "the run never wrote its first file")
        var mazegen: Int32?
        try #require(
            waitUntil {
                mazegen = child(of: process.processIdentifier)
                return mazegen != nil
            }, "no mazegen under strace")
        for (index, signal) in signals.enumerated() {
            // Two of the same signal sent back to back may arrive as one; a moment apart they are two Ctrl-Cs.
            if index > 0 { usleep(50_000) }
            kill(mazegen!, signal)
        }
        try #require(waitUntil(seconds: 30) { !process.isRunning }, "the stopped run did not end")
        return try running.finish()
    }

    /// Polls `condition` every 10 ms until it holds (true) or `seconds` have passed (false).
    static func waitUntil(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// The process whose parent is `parent` (strace's one tracee), from /proc.
    static func child(of parent: Int32) -> Int32? {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return pids.first { pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
            return status.split(separator: "\n").contains("PPid:\t\(parent)")
        }
    }

    /// What a run leaves only when it did not tidy up: its lock, a lock draft, a temporary, migrate's journal.
    static func leftovers(under folder: URL) throws -> [String] {
        try FolderTree.files(under: folder).keys.filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.hasPrefix(".mazegen-lock") || name.hasPrefix(".mazegen-tmp-")
                || name == ".mazegen-migration.json"
        }.sorted()
    }

    static func names(in folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    /// The stopped line's two numbers, written and of how many.
    /// Stopped between two files: as many files as the line counts, each byte for byte what a whole run writes.
    static func expectStoppedPartWay(_ folder: URL, _ expected: [String: Data], _ stopped: Mazegen.Result) throws {
        let counts = try #require(Self.counts(stopped.stderr))
        #expect(counts.total == expected.count)
        #expect(counts.written >= 1 && counts.written < counts.total, "stopped part-way: \(stopped.stderr)")
        let left = try FolderTree.files(under: folder)
        #expect(left.count == counts.written)
        for (path, bytes) in left { #expect(bytes == expected[path], "\(path)") }
    }

    static func counts(_ stderr: String) -> (written: Int, total: Int)? {
        guard
            let match = stderr.firstMatch(
                of: #/stopped: (\d+) of (\d+) written; run the same command again to finish\n/#),
            let written = Int(match.1), let total = Int(match.2)
        else { return nil }
        return (written, total)
    }

    /// Stop, check what is left, re-run, compare with a clean run; returns the stopped run. `inspect` gets the output
    /// folder as the stop left it, what the clean run wrote, and the stopped run.
    @discardableResult
    static func stopAndFinish(
        _ arguments: (URL) -> [String], output: (URL) -> URL, prepare: (URL) throws -> Void = { _ in },
        slowing calls: [String], signals: [Int32] = [SIGINT], started: @escaping (URL) -> Bool,
        inspect: (URL, [String: Data], Mazegen.Result) throws -> Void = { _, _, _ in }
    ) throws -> Mazegen.Result {
        let cleanFolder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cleanFolder) }
        try prepare(cleanFolder)
        let clean = try Mazegen.run(arguments(cleanFolder))
        try #require(clean.status == 0, "\(clean.stderr)")
        let expected = try FolderTree.files(under: output(cleanFolder))

        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try prepare(folder)
        let stopped = try stop(arguments(folder), slowing: calls, signals: signals) { started(folder) }
        #expect(stopped.status == 130, "\(stopped.stderr)")
        if signals.count == 1 {
            #expect(counts(stopped.stderr) != nil, "\(stopped.stderr)")
            #expect(try leftovers(under: output(folder)) == [])
            #expect(stopped.stdout.isEmpty, "no result line for a stopped run: \(stopped.stdout)")
            try inspect(output(folder), expected, stopped)
        }

        let rerun = try Mazegen.run(arguments(folder))
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let after = try FolderTree.files(under: output(folder))
        #expect(after == expected, "\(Set(after.keys).symmetricDifference(expected.keys).sorted())")
        return stopped
    }

    /// Every file the stopped run left is whole: byte for byte what the uninterrupted run writes, one for each
    /// file the line counts.
    @Test(
        .enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)),
        arguments: [SIGINT, SIGTERM])
    func generateStopsBetweenTwoFiles(signal: Int32) throws {
        try Self.stopAndFinish(
            { ["generate", $0.appendingPathComponent("labyrinths").path] },
            output: { $0.appendingPathComponent("labyrinths") },
            slowing: Self.renames, signals: [signal],
            started: { Self.names(in: $0.appendingPathComponent("labyrinths")).contains { $0.hasPrefix("denny_") } },
            inspect: Self.expectStoppedPartWay)
    }

    /// Migrate stops before its commit and undoes the attempt: the old folder as it was, nothing for a re-run to resume.
    @Test(
        .enabled(
            if: Prerequisite.admitTest(needing: [.strace, .legacyFixture]),
            Comment(rawValue: Prerequisite.skipReason(needing: [.strace, .legacyFixture]))))
    func migrateStopsBeforeItsCommitAndLeavesTheOldFolder() throws {
        let original = try FolderTree.files(under: MigrateCommandLineTests.legacy)
        try Self.stopAndFinish(
            { ["migrate", $0.appendingPathComponent("ocean").path] }, output: { $0.appendingPathComponent("ocean") },
            prepare: {
                try FileManager.default.copyItem(
                    at: MigrateCommandLineTests.legacy, to: $0.appendingPathComponent("ocean"))
            },
            slowing: ["fsync", "fdatasync"],
            started: {
                Self.names(in: $0.appendingPathComponent("ocean")).contains { $0.hasPrefix(".mazegen-tmp-denny_") }
            },
            inspect: { folder, _, stopped in
                let counts = try #require(Self.counts(stopped.stderr))
                #expect(counts.written == 0 && counts.total > 0, "\(stopped.stderr)")
                #expect(try FolderTree.files(under: folder) == original, "the old folder, untouched")
            })
    }

    @Test(.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)))
    func importStopsBetweenTwoCatalogueFiles() throws {
        try Self.stopAndFinish(
            {
                [
                    "import", $0.appendingPathComponent("shipped").path, "--into",
                    $0.appendingPathComponent("content").path,
                ]
            },
            output: { $0.appendingPathComponent("content") },
            prepare: { _ = try KilledRunTests.smallShippedFolder(in: $0) },
            slowing: Self.renames,
            started: { Self.names(in: $0.appendingPathComponent("content")).contains("universe.yaml") },
            inspect: Self.expectStoppedPartWay)
    }

    /// A second Ctrl-C while the run stops ends it at once; whatever it leaves, the next run finishes the job.
    @Test(.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)))
    func aSecondCtrlCEndsTheRunAndTheNextRunStillFinishes() throws {
        try Self.stopAndFinish(
            { ["generate", $0.appendingPathComponent("labyrinths").path] },
            output: { $0.appendingPathComponent("labyrinths") },
            slowing: Self.renames, signals: [SIGINT, SIGINT],
            started: { Self.names(in: $0.appendingPathComponent("labyrinths")).contains { $0.hasPrefix("denny_") } })
    }
}
