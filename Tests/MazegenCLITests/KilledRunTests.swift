import Foundation
import TestSupport
import Testing

/// A writer killed (SIGKILL, no chance to clean up) at every call that changes the disk, by strace's fault
/// injection: the next run must finish the job, leave exactly what an uninterrupted run leaves, and nothing
/// stray (no lock, lock draft or temporary). Needs strace; without it the in-process convergence tests of
/// ContentKit (AdoptShippedFolderTests, MigrationCrashTests) still run.
@Suite("killed at every write (a sample of the writes; all with MAZEGEN_EXHAUSTIVE=1)", .serialized)
struct KilledRunTests {
    static let strace = Prerequisite.stracePath

    /// The calls that change a folder, each family counted on its own (strace counts per call).
    static let families = [
        ["rename", "renameat", "renameat2"], ["link", "linkat"], ["unlink", "unlinkat"],
        ["mkdir", "mkdirat"], ["fsync", "fdatasync"], ["write"],
    ]

    /// Runs mazegen under strace, killed at the `k`-th call of `family`; false when the run ended before it.
    static func runKilled(_ arguments: [String], family: [String], k: Int) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace!)
        let names = family.joined(separator: ",")
        process.arguments =
            [
                "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + names, "-e", "inject=\(names):signal=KILL:when=\(k)",
                Mazegen.binary.path,
            ] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return true }
        // strace reports its child's death by the signal as its own exit status 128 + 9.
        return process.terminationStatus == 137
    }

    /// For every family, at the k `KillPoints` chooses (every k with MAZEGEN_EXHAUSTIVE=1): kill, re-run once, compare
    /// with the clean run.
    static func convergeAtEveryWrite(
        arguments: (URL) -> [String], output: (URL) -> URL, prepare: (URL) throws -> Void = { _ in },
        afterwards: (URL, Mazegen.Result) -> Void = { _, _ in }
    ) throws {
        let cleanFolder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: cleanFolder) }
        try prepare(cleanFolder)
        let clean = try Mazegen.run(arguments(cleanFolder))
        #expect(clean.status == 0, "\(clean.stderr)")
        let expected = try FolderTree.files(under: output(cleanFolder))
        var kills = 0
        for family in families {
            try KillPoints.visit { k in
                let folder = try scratchFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                try prepare(folder)
                guard try runKilled(arguments(folder), family: family, k: k) else { return false }
                kills += 1
                let rerun = try Mazegen.run(arguments(folder))
                #expect(rerun.status == 0, "\(family[0]) #\(k): \(rerun.stderr)")
                let after = try FolderTree.files(under: output(folder))
                #expect(
                    after == expected,
                    "\(family[0]) #\(k): \(Set(after.keys).symmetricDifference(expected.keys).sorted())")
                afterwards(folder, rerun)
                return true
            }
        }
        #expect(kills > 10)
    }

    /// Two stories of the shipped folder (one pack each of ocean and forest), so every kill point is quick.
    static func smallShippedFolder(in folder: URL) throws -> URL {
        try copy(Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: folder) {
            [1, 21].contains($0)
        }
    }

    /// A folder of the app's files whose manifest lists more than the folder holds, cut to what it holds.
    static func cutToListed(_ shipped: URL, in folder: URL) throws -> URL {
        let present = Set(
            try FileManager.default.contentsOfDirectory(atPath: shipped.path).filter { $0.hasPrefix("denny_") })
        return try copy(shipped, to: folder) { story in
            present.contains { $0.hasPrefix("denny_" + String(format: "%03d", story) + "_") }
        }
    }

    /// `shipped`'s labyrinths of the stories chosen, with the manifest (entries, packs, total) cut to them.
    static func copy(_ shipped: URL, to folder: URL, stories chosen: (Int) -> Bool) throws -> URL {
        let source = folder.appendingPathComponent("shipped")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let manifestURL = shipped.appendingPathComponent("manifest.json")
        var manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        let entries = (manifest["labyrinths"] as? [[String: Any]] ?? []).filter { entry in
            chosen(entry["story"] as? Int ?? 0)
                && FileManager.default.fileExists(
                    atPath: shipped.appendingPathComponent((entry["id"] as? String ?? "") + ".json").path)
        }
        let stories = Set(entries.compactMap { $0["story"] as? Int })
        manifest["labyrinths"] = entries
        manifest["total"] = entries.count
        manifest["packs"] = (manifest["packs"] as? [[String: Any]] ?? []).map { pack in
            var pack = pack
            let listed = (pack["stories"] as? [Int] ?? []).filter(stories.contains)
            pack["stories"] = listed
            pack["free_stories"] = min(pack["free_stories"] as? Int ?? 0, listed.count)
            return pack
        }
        try JSONSerialization.data(withJSONObject: manifest).write(to: source.appendingPathComponent("manifest.json"))
        for entry in entries {
            let name = (entry["id"] as? String ?? "") + ".json"
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(name), to: source.appendingPathComponent(name))
        }
        return source
    }

    @Test(.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)))
    func importConvergesOnOneRerun() throws {
        try Self.convergeAtEveryWrite(
            arguments: {
                [
                    "import", $0.appendingPathComponent("shipped").path, "--into",
                    $0.appendingPathComponent("content").path,
                ]
            },
            output: { $0.appendingPathComponent("content") },
            prepare: { _ = try Self.smallShippedFolder(in: $0) },
            afterwards: { folder, _ in
                let third = try? Mazegen.run([
                    "import", folder.appendingPathComponent("shipped").path,
                    "--into", folder.appendingPathComponent("content").path,
                ])
                #expect(third?.stdout.hasPrefix("nothing to do") == true)
            })
    }

    @Test(.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason)))
    func generateConvergesOnOneRerun() throws {
        try Self.convergeAtEveryWrite(
            arguments: { ["generate", $0.appendingPathComponent("labyrinths").path, "--only", "1"] },
            output: { $0.appendingPathComponent("labyrinths") })
    }
}
