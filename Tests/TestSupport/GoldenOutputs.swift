import Foundation

/// Recorded outputs under `Tests/Snapshots/`, compared with what a command writes now, so that a mismatch says
/// what changed: a small text output is kept whole (`golden/<job>.txt`) and its first differing lines are shown; an
/// output of many or large files is kept as one digest a file (`golden-outputs.txt`) and the files that changed are
/// named. Either way the output made now is written to a folder under the temporary directory, whose path the
/// failure gives, to be diffed or opened. `MAZEGEN_RECORD_SNAPSHOTS=1` records instead of comparing.
public enum GoldenOutputs {
    public static let folder = LegacyFixture.repositoryRoot.appendingPathComponent("Tests/Snapshots")
    public static let digests = folder.appendingPathComponent("golden-outputs.txt")
    public static let isRecording = ProcessInfo.processInfo.environment["MAZEGEN_RECORD_SNAPSHOTS"] != nil

    /// FNV-1a over the bytes, with their count: stable across runs and machines.
    public static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return String(hash, radix: 16) + " (\(bytes.count) bytes)"
    }

    /// A job's name as a file name: `validate damaged --format json` is `validate-damaged-format-json`.
    public static func slug(_ job: String) -> String {
        job.split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
    }

    public static func textFile(_ job: String) -> URL {
        folder.appendingPathComponent("golden").appendingPathComponent(slug(job) + ".txt")
    }

    /// The job's output written under the temporary directory, for a person to look at; returns the folder.
    @discardableResult
    public static func writeActual(_ job: String, _ files: [String: [UInt8]]) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("mazegen-golden")
            .appendingPathComponent(slug(job))
        try? FileManager.default.removeItem(at: target)
        for (name, bytes) in files {
            let url = target.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return target
    }

    /// The first lines where two texts differ, with their line number and a line before for context.
    public static func firstDifferences(expected: String, actual: String, limit: Int = 5) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var shown: [String] = []
        for index in 0..<max(old.count, new.count) where shown.count < limit * 2 {
            let before = index < old.count ? String(old[index]) : nil
            let after = index < new.count ? String(new[index]) : nil
            guard before != after else { continue }
            shown.append("line \(index + 1) recorded: \(before ?? "(none: the output is longer)")")
            shown.append("line \(index + 1) now:      \(after ?? "(none: the output is shorter)")")
        }
        return shown.joined(separator: "\n")
    }

    /// The recorded digest lines, `job/file: digest`, by job.
    public static func recordedDigests() throws -> [String: [String: String]] {
        var jobs: [String: [String: String]] = [:]
        for line in try String(contentsOf: digests, encoding: .utf8).split(separator: "\n") {
            guard let colon = line.range(of: ": "), let slash = line[..<colon.lowerBound].firstIndex(of: "/") else {
                continue
            }
            jobs[String(line[..<slash]), default: [:]][String(line[line.index(after: slash)..<colon.lowerBound])] =
                String(line[colon.upperBound...])
        }
        return jobs
    }

    /// Writes every job's digest lines, sorted, keeping the recorded lines of jobs not made in this run.
    public static func recordDigests(_ made: [String: [String: [UInt8]]]) throws {
        var jobs = (try? recordedDigests()) ?? [:]
        for (job, files) in made { jobs[job] = files.mapValues(digest) }
        let lines = jobs.keys.sorted().flatMap { job in
            jobs[job]!.keys.sorted().map { "\(job)/\($0): \(jobs[job]![$0]!)" }
        }
        try (lines.joined(separator: "\n") + "\n").write(to: digests, atomically: true, encoding: .utf8)
    }

    /// What differs between a job's files now and their recorded digests: nil when nothing does; otherwise the files
    /// that changed, appeared or went, and where the output made now was written.
    public static func digestMismatch(_ job: String, _ files: [String: [UInt8]], recorded: [String: String]) throws
        -> String?
    {
        let now = files.mapValues(digest)
        guard now != recorded else { return nil }
        let changed = now.keys.filter { recorded[$0] != nil && recorded[$0] != now[$0] }.sorted()
        let added = now.keys.filter { recorded[$0] == nil }.sorted()
        let gone = recorded.keys.filter { now[$0] == nil }.sorted()
        let written = try writeActual(job, files)
        var parts: [String] = []
        func list(_ names: [String]) -> String {
            names.prefix(10).joined(separator: ", ") + (names.count > 10 ? " and \(names.count - 10) more" : "")
        }
        if !changed.isEmpty {
            parts.append(
                "\(changed.count) changed (\(list(changed))): \(list(changed.map { "\($0) was \(recorded[$0]!), is \(now[$0]!)" }))"
            )
        }
        if !added.isEmpty { parts.append("\(added.count) new (\(list(added)))") }
        if !gone.isEmpty { parts.append("\(gone.count) no longer written (\(list(gone)))") }
        return "\(job) writes other bytes than recorded in \(digests.lastPathComponent): "
            + parts.joined(separator: "; ")
            + ". What it writes now is in \(written.path)"
    }

    /// What differs between a job's text now and its recorded text: nil when nothing does.
    public static func textMismatch(_ job: String, _ text: String) throws -> String? {
        let file = textFile(job)
        let recorded = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        guard recorded != text else { return nil }
        let written = try writeActual(job, [file.lastPathComponent: Array(text.utf8)]).appendingPathComponent(
            file.lastPathComponent)
        return "\(job) writes other text than recorded in golden/\(file.lastPathComponent) (now in \(written.path)):\n"
            + firstDifferences(expected: recorded, actual: text)
    }

    public static func recordText(_ job: String, _ text: String) throws {
        let file = textFile(job)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
