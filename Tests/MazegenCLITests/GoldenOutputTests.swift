@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentMigrate
@testable import ContentReview
@testable import ContentSupport
import ContentTestSupport
@testable import ContentValidate
import Foundation
import TestSupport
import Testing

/// What every command writes, for fixed inputs, as recorded in `Tests/Snapshots/golden-outputs.txt`: one digest a
/// job. Moving code between files and targets (the Package.swift-as-the-map work) must leave every byte; a change
/// on purpose re-records the file (`MAZEGEN_RECORD_SNAPSHOTS=1 swift test --filter GoldenOutputTests`, which then
/// fails once) and says why in its commit.
@Suite("Every command's output, byte for byte as recorded")
struct GoldenOutputTests {
    static let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots/golden-outputs.txt")

    /// FNV-1a over every file's name and bytes, in name order: stable across runs and machines.
    static func digest(_ files: [String: [UInt8]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in files.keys.sorted() {
            for byte in Array(name.utf8) + [0] + files[name]! + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16) + " (\(files.count) file\(files.count == 1 ? "" : "s"))"
    }

    static func lines() async throws -> [String] {
        var lines: [String] = []
        // generate: another seed than the committed content's, so the makers of every kind of maze run.
        let generated = try await ShippedContent.generate(seed: 7)
        let files = Dictionary(uniqueKeysWithValues: generated.allFiles.map { ($0.name.value, $0.bytes) })
        lines.append("generate seed 7: " + digest(files))
        // validate, every format, on a clean folder and on one with defects of every room.
        let damaged = try AppLayoutFolder.files()
        for (label, folder) in [("generated", files), ("damaged", damaged)] {
            let report = try Validator().validate(InMemoryContentSource(folder))
            for format in ReportFormat.allCases {
                let text = format.reporter(folder: "content/labyrinths", useColor: false).render(report)
                lines.append("validate \(label) --format \(format.rawValue): " + digest(["out": Array(text.utf8)]))
            }
        }
        // import into an empty catalogue.
        let catalogue = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: catalogue) }
        let imported = try CatalogueImport.prepare(source: InMemoryContentSource(files), into: catalogue.path, config: .defaults)
        lines.append("import: " + digest(Dictionary(uniqueKeysWithValues: imported.files.map { ($0.path, Array($0.text.utf8)) })))
        // preview and stats, the review room.
        let reviewed = try ReviewedContent.load(InMemoryContentSource(files), validator: Validator(), hitRadius: 18)
        lines.append("preview: " + digest(["page": Array(PreviewPage.html(reviewed, findings: PreviewFindings(reviewed)).utf8)]))
        let statistics = ContentStatistics.compute(reviewed, byPack: true)
        lines.append("stats text: " + digest(["out": Array(StatisticsFormat.text(statistics).utf8)]))
        lines.append("stats json: " + digest(["out": JSONWriter.bytes(StatisticsFormat.json(statistics))]))
        // migrate the legacy fixture, when it is next to this checkout.
        if LegacyFixture.isAvailable {
            let box = try TemporaryFolderBox(files: try LegacyFixture.files())
            defer { try? FileManager.default.removeItem(atPath: box.path) }
            _ = try Migration(files: FolderFileOperations(folder: box.path), folder: "folder", mapping: .standard).run(dryRun: false)
            lines.append("migrate legacy-ocean: " + digest(try box.contents()))
        }
        return lines
    }

    @Test func everyCommandWritesWhatWasRecorded() async throws {
        let current = try await Self.lines()
        if ProcessInfo.processInfo.environment["MAZEGEN_RECORD_SNAPSHOTS"] != nil {
            try (current.joined(separator: "\n") + "\n").write(to: Self.snapshot, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(Self.snapshot.path): look at its diff, then run again without MAZEGEN_RECORD_SNAPSHOTS")
            return
        }
        let recorded = try String(contentsOf: Self.snapshot, encoding: .utf8).split(separator: "\n").map(String.init)
        for line in current {
            let job = String(line.prefix { $0 != ":" })
            // Without the legacy fixture its line is not made; every line that is made must be as recorded.
            #expect(recorded.contains(line), "\(job) writes other bytes than recorded: \(line)")
        }
        #expect(current.count >= recorded.count - 1)
    }
}
