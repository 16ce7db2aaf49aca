import Foundation
import TestSupport
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentMigrate
@testable import ContentSupport
@testable import ContentValidate

/// The real legacy folder, copied into memory or a temporary folder first (the fixture is read-only).
@Suite(
    "Migration: the legacy-ocean fixture",
    .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
struct MigrationFixtureTests {
    static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func resultMatchesTheSpecMapping() throws {
        let original = try LegacyFixture.files()
        let box = try TemporaryFolderBox(files: original)
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        try FileManager.default.createDirectory(atPath: box.path + "/drafts", withIntermediateDirectories: false)
        try Data("mp3".utf8).write(to: URL(fileURLWithPath: box.path + "/drafts/denny_001_instruction.mp3"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: box.path + "/NOTES.md"))

        let folder = FolderFileOperations(folder: box.path)
        let check = ValidatorMigrationCheck(validator: Validator(), base: try DiskContentSource(folder: box.path))
        guard case .migrated(let plan) = try runMigration(folder, check: check).result else {
            Issue.record("expected a migration")
            return
        }
        let validation = try Validator().validate(try DiskContentSource(folder: box.path))
        #expect(validation.errorCount == 0, "\(validation.findings.filter { $0.severity == .error }.prefix(5))")
        #expect(plan.deletions.count == 40 && plan.renames.count == 60 && plan.rewrites.count == 2)
        let result = try box.contents()
        #expect(Set(result.keys) == Set(plan.resultingFiles.keys).union(["NOTES.md"]))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: box.path + "/drafts/denny_001_instruction.mp3"))
                == Data("mp3".utf8))
        #expect(result["NOTES.md"] == Array("notes".utf8))

        let levels = [("lv1", "easy", "beginner"), ("lv3", "medium", "medium"), ("lv5", "hard", "expert")]
        var expectedEntries: [JSONValue] = []
        let oldManifest = try JSONReader.parse(original["manifest.json"]!).value
        for story in 1...20 {
            for suffix in ["lv2", "lv4"] {
                #expect(result[String(format: "denny_%03d_%@.json", story, suffix)] == nil)
            }
            for (oldSuffix, level, oldDifficulty) in levels {
                let oldName = String(format: "denny_%03d_%@.json", story, oldSuffix)
                let newName = String(format: "denny_%03d_%@.json", story, level)
                #expect(result[oldName] == nil)
                let oldValue = try JSONReader.parse(original[oldName]!).value.objectValue!
                guard let newBytes = result[newName] else {
                    Issue.record("\(newName) is missing")
                    continue
                }
                let newDocument = try JSONReader.parse(newBytes)
                // The expected file: the old one, id and difficulty renamed, age_range gone, key order kept.
                var expected = oldValue
                #expect(expected["difficulty"] == .string(oldDifficulty))
                expected["id"] = .string(String(newName.dropLast(5)))
                expected["difficulty"] = .string(level)
                expected["age_range"] = nil
                var pathData = expected["path_data"]!.objectValue!
                pathData["complexity"] = .string(level)
                expected["path_data"] = .object(pathData)
                #expect(newDocument.value == .object(expected), "\(newName)")
                #expect(newDocument.trailingWhitespace == "", "\(newName) keeps the file's end of file")

                // Only the id/difficulty/complexity lines change, and the age_range line goes.
                let oldLines = Self.lines(original[oldName]!)
                let newLines = Self.lines(newBytes)
                #expect(newLines.count == oldLines.count - 1)
                let removed = oldLines.firstIndex { $0.hasPrefix("  \"age_range\": ") }!
                var remaining = oldLines
                remaining.remove(at: removed)
                for (old, new) in zip(remaining, newLines) where old != new {
                    let key = old.trimmingCharacters(in: .whitespaces).split(separator: ":").first.map(String.init)
                    #expect(
                        ["\"id\"", "\"difficulty\"", "\"complexity\""].contains(key ?? ""),
                        "\(newName): \(old) → \(new)")
                }
                let entry = oldManifest[pointer: "/labyrinths"]!.arrayValue!.first {
                    $0[pointer: "/id"] == .string(String(oldName.dropLast(5)))
                }!
                expectedEntries.append(
                    .object([
                        "id": .string(String(newName.dropLast(5))), "difficulty": .string(level), "story": .int(story),
                        "theme": entry[pointer: "/theme"]!, "location": entry[pointer: "/location"]!,
                        "title": entry[pointer: "/title"]!,
                    ]))
            }
        }
        let manifest = try JSONReader.parse(result["manifest.json"]!)
        #expect(
            manifest.value
                == .object([
                    "universe": .string("denny"),
                    "total": .int(60),
                    "packs": .array([
                        .object([
                            "id": .string("ocean_adventures"), "title": .string("Ocean Adventures"),
                            "free_stories": .int(3),
                            "stories": .array((1...20).map { .int($0) }),
                        ])
                    ]),
                    "labyrinths": .array(expectedEntries),
                ]))
        #expect(JSONWriter.bytes(manifest) == result["manifest.json"], "written in the app's style")
        #expect(manifest.trailingWhitespace == "")
        let oldSamples = try JSONReader.parse(original["difficulty_samples.json"]!).value
        let samples = try JSONReader.parse(result["difficulty_samples.json"]!)
        #expect(
            samples.value
                == .object([
                    "easy": oldSamples[pointer: "/beginner"]!, "medium": oldSamples[pointer: "/medium"]!,
                    "hard": oldSamples[pointer: "/expert"]!,
                ]))
        #expect(JSONWriter.bytes(samples) == result["difficulty_samples.json"])

        // Idempotent: the second run is a no-op.
        let before = try box.contents()
        #expect(try runMigration(folder).result == .alreadyMigrated(labyrinths: 60))
        #expect(try box.contents() == before)
    }

    @Test func dryRunShowsTheFullPlanAndTouchesNothing() throws {
        let folder = InMemoryFolder(files: try LegacyFixture.files())
        let before = folder.files
        let outcome = try runMigration(folder, dryRun: true)
        #expect(folder.files == before)
        let text = MigrationReport.text(outcome, folder: "legacy-ocean")
        #expect(text.hasSuffix("40 deletions, 60 renames, 2 rewrites (dry run: nothing was changed)\n"))
        #expect(text.components(separatedBy: "\ndelete  ").count - 1 + (text.hasPrefix("delete  ") ? 1 : 0) == 40)
        #expect(text.components(separatedBy: "\nrename  ").count - 1 == 60)
        #expect(text.components(separatedBy: "/age_range: ").count - 1 == 60)
        let json = try JSONReader.parse(MigrationReport.json(outcome, folder: "legacy-ocean")).value
        #expect(json[pointer: "/operations"]?.arrayValue?.count == 102)
        #expect(json[pointer: "/summary/deletions"] == .int(40))
        #expect(json[pointer: "/summary/renames"] == .int(60))
        #expect(json[pointer: "/summary/rewrites"] == .int(2))
    }

    /// Interruptions over the real folder, in memory: the first operations, every phase boundary, the first and last
    /// operation of each kind and a stride through the rest, every 37th (every 11th with MAZEGEN_EXHAUSTIVE=1; each k
    /// re-plans 100 files, and every single k is covered on the small folder).
    @Test func interruptedThroughoutTheRun() throws {
        let original = try LegacyFixture.files()
        let counter = FaultInjectingFolder(InMemoryFolder(files: original), failAt: nil)
        _ = try runMigration(counter)
        let total = counter.count
        let reads = original.count + 1
        let stride = Array(Swift.stride(from: reads + 9, to: total, by: KillPoints.exhaustive ? 11 : 37))
        let ends = FaultInjectingFolder.firstAndLastOfEachKind(in: InMemoryFolder(files: original)) {
            _ = try? runMigration($0)
        }
        let chosen = Set([1, 2, reads] + Array(reads + 1...reads + 8) + stride + Array(total - 8...total)).union(ends)
        let operations = try MigrationCrashTests.everyK(original: original, only: chosen) { files in
            let folder = InMemoryFolder(files: files)
            return (folder, { folder.files })
        }
        #expect(operations > 200)
    }
}
