import Foundation
import Testing

@testable import ContentMigrate
@testable import ContentSupport

/// A journal is read from the folder, which a pull request may have planted: it is obeyed only as far as it
/// names what the migration itself writes and removes, with the bytes it recorded.
@Suite("Migration: a journal found in the folder proves what it may touch")
struct MigrationJournalTrustTests {
    static func plantedFolder(_ journal: MigrationJournal) -> (folder: InMemoryFolder, before: [String: [UInt8]]) {
        var files = SmallLegacyFolder.files()
        files["notes.txt"] = Array("the README says migrate never touches me".utf8)
        files[ContentLayout.migrationJournalName] = journal.bytes
        return (InMemoryFolder(files: files), files)
    }

    static func refusal(_ folder: InMemoryFolder, dryRun: Bool = false) -> String? {
        do {
            _ = try runMigration(folder, dryRun: dryRun)
            return nil
        } catch {
            guard case .journal(let problem) = error else { return "unexpected: \(error)" }
            return problem.description
        }
    }

    /// Every file of the folder (the journal aside), with its true digest: the worst a planted journal can do.
    static func everyFile(_ files: [String: [UInt8]]) -> [(name: String, digest: ContentDigest)] {
        files.filter { $0.key != ContentLayout.migrationJournalName }.sorted { $0.key < $1.key }.map {
            ($0.key, ContentDigest(of: $0.value))
        }
    }

    @Test(arguments: [false, true])
    func aCommittedJournalRemovingEveryFileIsRefused(dryRun: Bool) throws {
        let files = Self.plantedFolder(MigrationJournal(phase: .committed, writes: [], removals: [])).before
        let journal = MigrationJournal(
            phase: .committed, writes: [],
            removals: Self.everyFile(files).map { .init(name: $0.name, digest: $0.digest) })
        let (folder, before) = Self.plantedFolder(journal)
        let message = try #require(Self.refusal(folder, dryRun: dryRun))
        #expect(folder.files == before, "nothing is touched")
        #expect(
            message.contains("removals[") && message.contains("\"notes.txt\" is not a file the migration removes"),
            "\(message)")
        #expect(message.contains("\"manifest.json\" is not a file the migration removes"), "\(message)")
        // Old labyrinths are the migration's to remove, but only once their story's new files are written.
        #expect(
            message.contains(
                "\"denny_001_lv1.json\" would go without the story's new files among the writes (denny_001_easy.json"),
            "\(message)")
    }

    @Test func aPreparedJournalCallingEveryFileATemporaryIsRefused() throws {
        let files = Self.plantedFolder(MigrationJournal(phase: .prepared, writes: [], removals: [])).before
        let writes = Self.everyFile(files).map {
            MigrationJournal.Write(temporary: $0.name, target: $0.name, digest: ContentDigest(count: 0, hash: 0))
        }
        let (folder, before) = Self.plantedFolder(MigrationJournal(phase: .prepared, writes: writes, removals: []))
        let message = try #require(Self.refusal(folder))
        #expect(folder.files == before, "nothing is touched")
        #expect(
            message.contains("writes[")
                && message.contains(".temporary \"notes.txt\" is not the migration's temporary name"), "\(message)")
        #expect(message.contains(".target \"notes.txt\" is not a file the migration writes"), "\(message)")
        #expect(message.contains(ContentLayout.migrationJournalName))
    }

    /// The names fit a genuine run, but a file to remove was changed since: it is not the file the run read.
    @Test func aRemovalWhoseBytesChangedIsRefused() throws {
        var k = 1
        while k < 500 {
            let attempt = InMemoryFolder(files: SmallLegacyFolder.files())
            _ = try? runMigration(FaultInjectingFolder(attempt, failAt: k))
            if let bytes = attempt.files[ContentLayout.migrationJournalName],
                let journal = MigrationJournal(bytes: bytes),
                journal.phase == .committed, let removal = journal.removals.last, attempt.files[removal.name] != nil
            {
                var files = attempt.files
                files[removal.name] = Array("{\"id\": \"edited by hand\"}".utf8)
                let folder = InMemoryFolder(files: files)
                let message = try #require(Self.refusal(folder))
                #expect(folder.files == files)
                #expect(
                    message.contains(
                        "\(removal.name) (the journal's removals[\(journal.removals.count - 1)]) does not hold the bytes the journal recorded"
                    ), "\(message)")
                return
            }
            k += 1
        }
        Issue.record("no failure left a committed journal")
    }

    @Test func aJournalOfTheFirstVersionIsNotGuessedAt() throws {
        var files = SmallLegacyFolder.files()
        files[ContentLayout.migrationJournalName] = Array(
            #"{"format": "mazegen-migration-journal", "version": 1, "phase": "committed", "writes": [], "removals": ["denny_001_lv1.json"]}"#
                .utf8)
        let folder = InMemoryFolder(files: files)
        let message = try #require(Self.refusal(folder))
        #expect(message.contains("not a journal this version of mazegen can read"))
        #expect(folder.files == files)
    }

    @Test func entriesOfAGenuineRunAreTheMigrations() throws {
        let folder = InMemoryFolder(files: SmallLegacyFolder.files())
        guard case .plan(let plan) = try Migration(files: folder, folder: "folder", mapping: .standard).assess() else {
            Issue.record("no plan")
            return
        }
        let journal = MigrationJournal(
            phase: .committed,
            writes: plan.writes.map {
                .init(
                    temporary: AtomicFile.temporaryName(for: $0.name), target: $0.name,
                    digest: ContentDigest(of: $0.bytes))
            },
            removals: plan.removedFiles
        )
        #expect(journal.entriesOutside(.standard).isEmpty)
        #expect(
            plan.removedFiles.count == 10
                && plan.removedFiles.allSatisfy { folder.files[$0.name].map(ContentDigest.init(of:)) == $0.digest })
    }
}
