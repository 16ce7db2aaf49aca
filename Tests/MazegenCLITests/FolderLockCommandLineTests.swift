import Foundation
import Testing

@testable import ContentSupport

/// The name `FolderLock` records: gethostname's, which ProcessInfo's host name need not equal.
func localHostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    gethostname(&buffer, buffer.count - 1)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

@Suite("mazegen: one writer per folder", .serialized)
struct FolderLockCommandLineTests {
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// `import` writes the catalogue, so it takes the catalogue folder's lock; its dry run only reads.
    @Test func importStopsWhileTheCatalogueIsLocked() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let catalogue = parent.appendingPathComponent("stories")
        try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
        let lock = try FolderLock.acquire(in: ContentFolder(path: catalogue.path))
        defer { lock.release() }
        let second = try Mazegen.run(["import", "content/labyrinths", "--into", catalogue.path])
        #expect(second.status == 2)
        #expect(second.stderr.contains("is being changed by another mazegen (pid \(getpid()))"), "\(second.stderr)")
        #expect(try Self.names(in: catalogue) == [ContentLayout.lockName], "nothing written")
        let dryRun = try Mazegen.run(["import", "content/labyrinths", "--into", catalogue.path, "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
    }

    /// This test process is the first writer: it holds the lock as `generate` or `migrate` would, and every
    /// second writer started meanwhile stops at once; readers go on; once the first is done, writing works again.
    @Test func aSecondWriterStopsWithTheLockMessageWhileTheFirstHoldsTheFolder() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("labyrinths")
        #expect(try Mazegen.run(["generate", folder.path]).status == 0)
        let before = try Self.names(in: folder)
        let lockPath = folder.path + "/" + ContentLayout.lockName
        let message =
            "\(folder.path) is being changed by another mazegen (pid \(getpid())) — wait for it, "
            + "or remove \(lockPath) if that process is gone"

        let first = try FolderLock.acquire(in: ContentFolder(path: folder.path))
        for command in [["generate", folder.path], ["generate", "--prune", folder.path], ["migrate", folder.path]] {
            let second = try Mazegen.run(command)
            #expect(second.status == 2, "\(command)")
            #expect(second.stderr.contains(message), "\(command): \(second.stderr)")
            #expect(second.stdout.isEmpty)
        }
        #expect(
            try Self.names(in: folder) == (before + [ContentLayout.lockName]).sorted(),
            "the second writers touched nothing")

        // Readers neither wait for the lock nor report it.
        let validate = try Mazegen.run(["validate", "--strict", folder.path])
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(!validate.stdout.contains(ContentLayout.lockName))
        #expect(try Mazegen.run(["stats", folder.path]).status == 0)
        #expect(try Mazegen.run(["migrate", "--dry-run", folder.path]).status == 0)

        first.release()
        let after = try Mazegen.run(["generate", folder.path])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.hasSuffix("(0 written, 122 unchanged)\n"))
        #expect(after.stderr.isEmpty, "no stale-file line for the lock: \(after.stderr)")
        #expect(try Self.names(in: folder) == before, "the lock is gone after the run")

        let migrate = try Mazegen.run(["migrate", folder.path])
        #expect(migrate.status == 0, "planning passes over the lock it holds: \(migrate.stderr)")
        #expect(try Self.names(in: folder) == before)
    }

    @Test func aLockLeftByAProcessThatIsGoneIsTakenOver() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("labyrinths")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/sh")
        gone.arguments = ["-c", "exit 0"]
        try gone.run()
        gone.waitUntilExit()
        let lockPath = folder.path + "/" + ContentLayout.lockName
        try Data("pid \(gone.processIdentifier)\nhost \(localHostName())\nstarted 0\n".utf8).write(
            to: URL(fileURLWithPath: lockPath))

        let result = try Mazegen.run(["generate", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("took over \(lockPath), left by pid \(gone.processIdentifier)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: lockPath), "the lock taken over is released at the end")
    }

    /// Several writers finding the same stale lock at once: each either takes the folder or stops with the lock
    /// message, and the folder ends complete, with no lock left.
    @Test func writersRacingForAStaleLockLeaveTheFolderWhole() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("labyrinths")
        #expect(try Mazegen.run(["generate", folder.path]).status == 0)
        let before = try Self.names(in: folder)
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/sh")
        gone.arguments = ["-c", "exit 0"]
        try gone.run()
        gone.waitUntilExit()
        let lockPath = folder.path + "/" + ContentLayout.lockName
        try Data("pid \(gone.processIdentifier)\nhost \(localHostName())\nstarted 0\n".utf8)
            .write(to: URL(fileURLWithPath: lockPath))

        let results = try (0..<4).map { _ in try Mazegen.start(["generate", folder.path]) }.map { try $0.finish() }
        #expect(results.contains { $0.status == 0 })
        for result in results where result.status != 0 {
            #expect(result.status == 2)
            #expect(result.stderr.contains("is being changed by another mazegen (pid "), "\(result.stderr)")
        }
        #expect(try Self.names(in: folder) == before)
        #expect(try Mazegen.run(["validate", "--strict", folder.path]).status == 0)
    }
}
