import Foundation
import TestSupport
import Testing

@testable import ContentMigrate
@testable import ContentSupport

/// Crash safety the way SQLite tests it: fail the k-th file operation for every k, re-run, and compare.
@Suite("Migration: interrupted at every file operation (a sample; all with MAZEGEN_EXHAUSTIVE=1)")
struct MigrationCrashTests {
    /// After a failure: every kept story-level is there, as its original or as its finished replacement, and the
    /// dropped files only disappear once every replacement is in place.
    static func checkNothingLost(_ files: [String: [UInt8]], original: [String: [UInt8]], plan: MigrationPlan, k: Int) {
        var allInPlace = true
        for rename in plan.renames {
            let old = files[rename.from] == original[rename.from]
            let new = files[rename.to] == rename.bytes
            #expect(old || new, "k=\(k): \(rename.from) is neither the original nor its replacement")
            allInPlace = allInPlace && new
        }
        for rewrite in plan.rewrites {
            let new = files[rewrite.name] == rewrite.bytes
            #expect(files[rewrite.name] == original[rewrite.name] || new, "k=\(k): \(rewrite.name) is damaged")
            allInPlace = allInPlace && new
        }
        for name in plan.deletions where files[name] != original[name] {
            #expect(files[name] == nil && allInPlace, "k=\(k): \(name) went before every new file was in place")
        }
        for (name, bytes) in original where !name.hasSuffix(".json") {
            #expect(files[name] == bytes, "k=\(k): \(name) was touched")
        }
    }

    /// Runs `makeFolder`'s files through a failure at the k `KillPoints` chooses (every k with MAZEGEN_EXHAUSTIVE=1, or
    /// the `chosen` ones), each followed by a clean re-run; returns the first k a run gets through.
    static func everyK(
        original: [String: [UInt8]], code: Int32 = EIO, only chosen: Set<Int>? = nil,
        makeFolder: ([String: [UInt8]]) throws -> (
            operations: any FileOperations, contents: () throws -> [String: [UInt8]]
        )
    ) throws -> Int {
        let clean = try makeFolder(original)
        guard case .migrated(let plan) = try runMigration(clean.operations).result else {
            Issue.record("no plan")
            return 0
        }
        let expected = try clean.contents()
        func failAt(_ k: Int) throws -> Bool {
            let folder = try makeFolder(original)
            let faulty = FaultInjectingFolder(folder.operations, failAt: k, code: code)
            do {
                _ = try runMigration(faulty)
            } catch {
                if case .interrupted(let failure) = error {
                    #expect(failure.description.contains("run `mazegen migrate folder` again"))
                } else if case .refused = error {
                    // A read failing while planning: nothing was touched.
                    let isTemporary = { (name: String) in name.hasPrefix(AtomicFile.temporaryPrefix) }
                    #expect(
                        try folder.contents().filter { !isTemporary($0.key) }
                            == original.filter { !isTemporary($0.key) }, "k=\(k)")
                } else {
                    Issue.record("k=\(k): \(error)")
                }
            }
            guard faulty.failed else { return false }
            checkNothingLost(try folder.contents(), original: original, plan: plan, k: k)
            _ = try runMigration(folder.operations)
            #expect(try folder.contents() == expected, "k=\(k): the re-run differs from an uninterrupted run")
            return true
        }
        if let chosen {
            for k in chosen.sorted() where !(try failAt(k)) { return k }
            return (chosen.max() ?? 0) + 1
        }
        let ends = try FaultInjectingFolder.firstAndLastOfEachKind(in: try makeFolder(original).operations) {
            _ = try runMigration($0)
        }
        return try KillPoints.visit(also: ends, failAt)
    }

    @Test func inMemoryEveryK() throws {
        var original = SmallLegacyFolder.files()
        original["NOTES.md"] = Array("hand-written".utf8)
        original[".mazegen-tmp-999-stale.json"] = Array("{".utf8)
        let operations = try Self.everyK(original: original) { files in
            let folder = InMemoryFolder(files: files)
            return (folder, { folder.files })
        }
        #expect(operations > 30)
    }

    @Test(arguments: [EIO, ENOSPC, EACCES])
    func onDiskEveryK(code: Int32) throws {
        var original = SmallLegacyFolder.files(stories: [1])
        original["NOTES.md"] = Array("hand-written".utf8)
        var folders: [TemporaryFolderBox] = []
        defer {
            for folder in folders { try? FileManager.default.removeItem(atPath: folder.path) }
        }
        let operations = try Self.everyK(original: original, code: code) { files in
            let box = try TemporaryFolderBox(files: files)
            folders.append(box)
            return (FolderFileOperations(folder: box.path), { try box.contents() })
        }
        #expect(operations > 20)
    }

    /// A second failure while recovering from the first, for every pair `KillPoints` chooses (every pair with
    /// MAZEGEN_EXHAUSTIVE=1), still ends at the same bytes.
    @Test func failuresDuringRecovery() throws {
        let original = SmallLegacyFolder.files(stories: [1])
        let clean = InMemoryFolder(files: original)
        _ = try runMigration(clean)
        let ends = try FaultInjectingFolder.firstAndLastOfEachKind(in: InMemoryFolder(files: original)) {
            _ = try runMigration($0)
        }
        try KillPoints.visit(also: ends) { k in
            let first = InMemoryFolder(files: original)
            let faulty = FaultInjectingFolder(first, failAt: k)
            _ = try? runMigration(faulty)
            guard faulty.failed else { return false }
            let afterFirst = first.files
            let recoveryEnds = try FaultInjectingFolder.firstAndLastOfEachKind(in: InMemoryFolder(files: afterFirst)) {
                _ = try runMigration($0)
            }
            try KillPoints.visit(also: recoveryEnds) { j in
                let folder = InMemoryFolder(files: afterFirst)
                let second = FaultInjectingFolder(folder, failAt: j)
                _ = try? runMigration(second)
                _ = try runMigration(folder)
                #expect(folder.files == clean.files, "k=\(k) j=\(j)")
                return second.failed
            }
            return true
        }
    }

    @Test func aDryRunOverAnInterruptedRunTouchesNothing() throws {
        // Fail at the first rename after the commit: the journal is committed.
        var k = 1
        while k < 500 {
            let attempt = InMemoryFolder(files: SmallLegacyFolder.files())
            _ = try? runMigration(FaultInjectingFolder(attempt, failAt: k))
            if let bytes = attempt.files[ContentLayout.migrationJournalName],
                MigrationJournal(bytes: bytes)?.phase == .committed
            {
                let before = attempt.files
                let outcome = try runMigration(attempt, dryRun: true)
                guard case .pendingResume(let journal) = outcome.result else {
                    Issue.record("expected a pending resume")
                    return
                }
                #expect(journal.writes.count == 8 && journal.removals.count == 10)
                #expect(attempt.files == before)
                #expect(try runMigration(attempt).result == .resumed(journal))
                break
            }
            k += 1
        }
        #expect(k < 500, "no failure left a committed journal")
    }

    @Test func aForeignJournalIsNotGuessedAt() throws {
        var files = SmallLegacyFolder.files()
        files[ContentLayout.migrationJournalName] = Array("{\"format\": \"something else\"}".utf8)
        let folder = InMemoryFolder(files: files)
        #expect { try runMigration(folder) } throws: { error in
            guard case MigrationError.journal = error else { return false }
            return true
        }
        #expect(folder.files == files)
    }

    @Test func journalRoundTrip() {
        let journal = MigrationJournal(
            phase: .committed,
            writes: [
                .init(temporary: ".mazegen-tmp-a.json", target: "a.json", digest: ContentDigest(of: Array("x".utf8)))
            ],
            removals: [.init(name: "b.json", digest: ContentDigest(of: Array("y".utf8)))]
        )
        #expect(MigrationJournal(bytes: journal.bytes) == journal)
        #expect(MigrationJournal(bytes: Array(journal.bytes.dropLast(20))) == nil)
    }

    /// Journals already on disk hold these digests: the value must not change (64-bit FNV-1a test vectors).
    @Test func digestIsLengthAndFNV1a() {
        let digest = ContentDigest(of: Array("a".utf8))
        #expect(digest == ContentDigest(count: 1, hash: 0xAF63_DC4C_8601_EC8C))
        #expect(digest.description == "1:af63dc4c8601ec8c")
        #expect(ContentDigest(digest.description) == digest)
        #expect(ContentDigest(of: []).description == "0:cbf29ce484222325")
    }
}
