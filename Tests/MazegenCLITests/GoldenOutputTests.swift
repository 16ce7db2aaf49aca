import ContentTestSupport
import Foundation
import TestSupport
import Testing

@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentMigrate
@testable import ContentReview
@testable import ContentSupport
@testable import ContentValidate

/// What every command writes, for fixed inputs, as recorded under `Tests/Snapshots/`: validate's reports and stats
/// as text (`golden/`), the outputs of many or large files (generate, import, preview, migrate) as one digest a file
/// (`golden-outputs.txt`). Moving code between files and targets must leave every byte; a failure shows the first
/// lines that differ or names the files that changed, and writes the output made now under the temporary directory.
/// A change on purpose re-records (`MAZEGEN_RECORD_SNAPSHOTS=1 swift test --filter GoldenOutputTests`, which then
/// fails once so the diff gets read) and says why in its commit.
@Suite("Every command's output, byte for byte as recorded")
struct GoldenOutputTests {
    struct Outputs {
        /// Outputs of many or large files, kept as digests.
        var files: [String: [String: [UInt8]]] = [:]
        /// Small text outputs, kept whole.
        var texts: [(job: String, text: String)] = []
    }

    static func outputs() async throws -> Outputs {
        var outputs = Outputs()
        // generate: another seed than the committed content's, so the makers of every kind of maze run.
        let generated = try await ShippedContent.generate(seed: 7)
        let files = Dictionary(uniqueKeysWithValues: generated.allFiles.map { ($0.name.value, $0.bytes) })
        outputs.files["generate seed 7"] = files
        // validate, every format, on a clean folder and on one with defects of every room.
        let damaged = try AppLayoutFolder.files()
        for (label, folder) in [("generated", files), ("damaged", damaged)] {
            let report = try Validator().validate(InMemoryContentSource(folder))
            for format in ReportFormat.allCases {
                let text = format.reporter(folder: "content/labyrinths", useColor: false).render(report)
                outputs.texts.append(("validate \(label) --format \(format.rawValue)", text))
            }
        }
        // import into an empty catalogue.
        let catalogue = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: catalogue) }
        let imported = try CatalogueImport.prepare(
            source: InMemoryContentSource(files), into: catalogue.path, config: .defaults)
        outputs.files["import"] = Dictionary(
            uniqueKeysWithValues: imported.files.map { ($0.path, Array($0.text.utf8)) })
        // preview and stats, the review room.
        let reviewed = try ReviewedContent.load(InMemoryContentSource(files), validator: Validator(), hitRadius: 18)
        outputs.files["preview"] = [
            "preview.html": Array(PreviewPage.html(reviewed, findings: PreviewFindings(reviewed)).utf8)
        ]
        let statistics = ContentStatistics.compute(reviewed, byPack: true)
        outputs.texts.append(("stats --format text", StatisticsFormat.text(statistics)))
        outputs.texts.append(
            (
                "stats --format json",
                String(decoding: JSONWriter.bytes(StatisticsFormat.json(statistics)), as: UTF8.self)
            ))
        // migrate the legacy fixture, when it is next to this checkout.
        if LegacyFixture.isAvailable {
            let box = try TemporaryFolderBox(files: try LegacyFixture.files())
            defer { try? FileManager.default.removeItem(atPath: box.path) }
            _ = try Migration(files: FolderFileOperations(folder: box.path), folder: "folder", mapping: .standard).run(
                dryRun: false)
            outputs.files["migrate legacy-ocean"] = try box.contents()
        }
        return outputs
    }

    @Test func everyCommandWritesWhatWasRecorded() async throws {
        let outputs = try await Self.outputs()
        if GoldenOutputs.isRecording {
            try GoldenOutputs.recordDigests(outputs.files)
            for (job, text) in outputs.texts { try GoldenOutputs.recordText(job, text) }
            Issue.record(
                "re-recorded \(GoldenOutputs.folder.path): look at its diff, then run again without MAZEGEN_RECORD_SNAPSHOTS"
            )
            return
        }
        let recorded = try GoldenOutputs.recordedDigests()
        for (job, files) in outputs.files.sorted(by: { $0.key < $1.key }) {
            if let mismatch = try GoldenOutputs.digestMismatch(job, files, recorded: recorded[job] ?? [:]) {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
        for (job, text) in outputs.texts {
            if let mismatch = try GoldenOutputs.textMismatch(job, text) { Issue.record(Comment(rawValue: mismatch)) }
        }
        // Without the legacy fixture its job is not made; every other recorded job must be.
        let missing = Set(recorded.keys).subtracting(outputs.files.keys).subtracting(["migrate legacy-ocean"])
        #expect(missing.isEmpty, "recorded but no longer made: \(missing.sorted())")
    }

    /// The comparison itself: a changed text shows its first differing lines, a changed file is named.
    @Test func aMismatchSaysWhatChanged() throws {
        let shown = GoldenOutputs.firstDifferences(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        #expect(
            shown
                == "line 2 recorded: b\nline 2 now:      B\nline 4 recorded: \nline 4 now:      d\nline 5 recorded: (none: the output is longer)\nline 5 now:      "
        )
        let recorded = ["a.json": GoldenOutputs.digest([1]), "b.json": GoldenOutputs.digest([2])]
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("mazegen-golden/a-test-job")
        defer { try? FileManager.default.removeItem(at: written) }
        let mismatch = try #require(
            try GoldenOutputs.digestMismatch(
                "a test job", ["a.json": [1], "b.json": [3], "c.json": []], recorded: recorded))
        #expect(mismatch.contains("1 changed (b.json)") && mismatch.contains("1 new (c.json)"), "\(mismatch)")
        #expect(mismatch.contains(written.path))
        #expect(FileManager.default.fileExists(atPath: written.appendingPathComponent("b.json").path))
        #expect(
            try GoldenOutputs.digestMismatch("a test job", ["a.json": [1], "b.json": [2]], recorded: recorded) == nil)
    }
}
