import Foundation
import LabyrinthKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentMigrate
@testable import ContentRead
@testable import ContentSupport
@testable import ContentValidate

/// A legacy folder whose migration the validator accepts: the validator's own valid example maze in every
/// file, the old ids and difficulty names, `age_range`, and samples of the levels' grids. Three stories, so
/// the standard mapping's 3 free stories fit.
enum ValidLegacyFolder {
    static let stories = [1, 2, 3]

    static func labyrinth(story: Int, suffix: String, difficulty: String) -> [UInt8] {
        let id = LabyrinthName(universe: "denny", story: story, level: suffix).id
        let story3 = String(format: "%03d", story)
        var value = ExampleLabyrinth.value
        let changes: [(JSONPointer, JSONValue)] = [
            ("/id", .string(id)), ("/difficulty", .string(difficulty)), ("/path_data/complexity", .string(difficulty)),
            ("/title", .string("Story \(story)")), ("/location", .string("sandy_shore")),
            ("/audio_instruction", .string("denny_\(story3)_instruction.mp3")),
            ("/audio_completion", .string("denny_\(story3)_completion.mp3")),
        ]
        for (pointer, newValue) in changes { value = value.setting(pointer, to: newValue) }
        guard case .object(var object) = value else { return [] }
        object.append("age_range", .string("3-4"))
        return JSONWriter.bytes(.object(object), finalNewline: false)
    }

    static func files() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var entries: [JSONValue] = []
        for story in stories {
            for level in SmallLegacyFolder.oldLevels {
                let name = LabyrinthName(universe: "denny", story: story, level: level.suffix)
                files[name.fileName] = labyrinth(story: story, suffix: level.suffix, difficulty: level.difficulty)
                entries.append(
                    .object([
                        "id": .string(name.id), "difficulty": .string(level.difficulty), "theme": .string("ocean"),
                        "location": .string("sandy_shore"), "title": .string("Story \(story)"),
                    ]))
            }
        }
        files["manifest.json"] = JSONWriter.bytes(
            .object([
                "universe": .string("denny"), "total": .int(entries.count), "labyrinths": .array(entries),
            ]), finalNewline: false)
        let grids = Dictionary(uniqueKeysWithValues: MazegenConfig.defaults.levels.map { ($0.name, $0.grid) })
        func sample(_ level: String) -> JSONValue {
            let grid = grids[level] ?? GridSize(rows: 3, cols: 4)
            return .string(ExampleLabyrinth.serpentineWalls(rows: grid.rows, cols: grid.cols))
        }
        files["difficulty_samples.json"] = JSONWriter.bytes(
            .object([
                "beginner": sample("easy"), "easy": sample("easy"), "medium": sample("medium"),
                "hard": sample("hard"), "expert": sample("hard"),
            ]))
        return files
    }

    /// Every audio file the kept levels' files name (lv1, lv3 and lv5 share a story's two names).
    static func audioNames() -> [String] {
        stories.flatMap { story in
            let story3 = String(format: "%03d", story)
            return ["denny_\(story3)_instruction.mp3", "denny_\(story3)_completion.mp3"]
        }
    }

    /// The folder on disk with an `audio/` sub-folder holding every audio file but `missingAudio`.
    static func box(missingAudio: [String] = [], files: [String: [UInt8]] = ValidLegacyFolder.files()) throws
        -> TemporaryFolderBox
    {
        let box = try TemporaryFolderBox(files: files)
        try FileManager.default.createDirectory(atPath: box.path + "/audio", withIntermediateDirectories: false)
        for name in audioNames() where !missingAudio.contains(name) {
            try Data(ExampleClip.silence()).write(to: URL(fileURLWithPath: box.path + "/audio/" + name))
        }
        return box
    }

    static func check(_ box: TemporaryFolderBox) throws -> ValidatorMigrationCheck<DiskContentSource> {
        ValidatorMigrationCheck(validator: Validator(), base: try DiskContentSource(folder: box.path))
    }
}

@Suite("Migration: problems the old folder already has")
struct MigrationAlreadyThereTests {
    @Test("the small valid legacy folder migrates with nothing to list: the baseline of the tests below")
    func validFolderMigratesCleanly() throws {
        let box = try ValidLegacyFolder.box()
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        let outcome = try runMigration(FolderFileOperations(folder: box.path), check: try ValidLegacyFolder.check(box))
        guard case .migrated(let plan) = outcome.result else {
            Issue.record("expected a migration, got \(outcome.result)")
            return
        }
        #expect(plan.renames.count == 9)
        #expect(outcome.alreadyThere == [])
        #expect(try Validator().validate(try DiskContentSource(folder: box.path)).errorCount == 0)
    }

    @Test("an audio file missing before the migration is listed as already there, and the migration goes on")
    func missingAudioDoesNotBlock() throws {
        let box = try ValidLegacyFolder.box(missingAudio: ["denny_002_completion.mp3"])
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        let folder = FolderFileOperations(folder: box.path)
        let before = try box.contents()

        let dryRun = try runMigration(folder, dryRun: true, check: try ValidLegacyFolder.check(box))
        #expect(try box.contents() == before)
        // Three kept files of story 2 (easy, medium, hard) name the missing file.
        #expect(dryRun.alreadyThere.count == 3)
        let first = try #require(dryRun.alreadyThere.first)
        #expect(first.message.hasPrefix("denny_002_easy.json:"))
        #expect(
            first.message.contains(
                "`audio_completion` names \"denny_002_completion.mp3\", which is not in audio/; `mazegen narrate` makes it [audio.missing]"
            ))
        #expect(first.message.hasSuffix("(already in denny_002_lv1.json)"))

        let text = MigrationReport.text(dryRun, folder: "folder")
        #expect(
            text.contains(
                "already there before the migration, and left as it is (3 problems):\n  - denny_002_easy.json:"))
        #expect(text.hasSuffix("(dry run: nothing was changed)\n"))
        let json = try JSONReader.parse(MigrationReport.json(dryRun, folder: "folder")).value
        #expect(json[pointer: "/already_there"]?.arrayValue?.count == 3)
        #expect(json[pointer: "/already_there/0/message"] == .string(first.message))
        #expect(json[pointer: "/summary/status"] == .string("planned"))

        let run = try runMigration(folder, check: try ValidLegacyFolder.check(box))
        guard case .migrated = run.result else {
            Issue.record("expected a migration, got \(run.result)")
            return
        }
        #expect(run.alreadyThere == dryRun.alreadyThere)
        #expect(MigrationReport.text(run, folder: "folder").contains("already there before the migration"))
        // The folder is migrated; the one problem left is the old one.
        let after = try Validator().validate(try DiskContentSource(folder: box.path))
        #expect(Set(after.findings.filter { $0.severity == .error }.map(\.ruleIdentifier)) == ["audio.missing"])
    }

    @Test("a problem the migration causes still refuses it, even next to one that was already there")
    func causedProblemStillRefuses() throws {
        // A third pack's worth of free stories is more than the folder has: the rewritten manifest's problem.
        var files = ValidLegacyFolder.files()
        for level in SmallLegacyFolder.oldLevels {
            files[LabyrinthName(universe: "denny", story: 3, level: level.suffix).fileName] = nil
        }
        let manifest = try JSONReader.parse(files["manifest.json"] ?? []).value
        let kept = (manifest[pointer: "/labyrinths"]?.arrayValue ?? []).filter {
            $0[pointer: "/id"]?.stringValue?.hasPrefix("denny_003") == false
        }
        files["manifest.json"] = JSONWriter.bytes(
            manifest.setting("/labyrinths", to: .array(kept)).setting("/total", to: .int(kept.count)))
        let box = try ValidLegacyFolder.box(missingAudio: ["denny_002_completion.mp3"], files: files)
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        let before = try box.contents()
        #expect {
            try runMigration(FolderFileOperations(folder: box.path), check: try ValidLegacyFolder.check(box))
        } throws: { error in
            guard case MigrationError.refused(let refusal) = error else { return false }
            // Only the caused problem is given as the reason; the missing audio file is not one.
            return refusal.problems.count == 1
                && refusal.problems[0].message.hasPrefix("after the migration, manifest.json")
                && refusal.problems[0].message.contains("[packs.freeStories]")
        }
        #expect(try box.contents() == before)
    }

    @Test("an error at a value the migration edits is the migration's, even when the old file had it too")
    func errorAtAnEditedValueIsCaused() throws {
        let rename = MigrationPlan.Rename(
            from: "denny_001_lv1.json", to: "denny_001_easy.json",
            changes: [MigrationFieldChange(pointer: "/age_range", from: .string("3-4"), to: nil)], bytes: [])
        func finding(_ pointer: JSONPointer?) -> Finding {
            Finding(ruleIdentifier: "r", severity: .error, file: "denny_001_easy.json", pointer: pointer, message: "m")
        }
        typealias Check = ValidatorMigrationCheck<InMemoryContentSource>
        #expect(Check.isOutsideTheEdits(finding("/audio_completion"), of: rename))
        #expect(Check.isOutsideTheEdits(finding("/path_data/svg_path"), of: rename))
        // The id and level names, always set by the migration; any edited member; the file as a whole.
        #expect(!Check.isOutsideTheEdits(finding("/id"), of: rename))
        #expect(!Check.isOutsideTheEdits(finding("/path_data/complexity"), of: rename))
        #expect(!Check.isOutsideTheEdits(finding("/path_data"), of: rename))
        #expect(!Check.isOutsideTheEdits(finding("/age_range"), of: rename))
        #expect(!Check.isOutsideTheEdits(finding(nil), of: rename))
        #expect(!Check.isOutsideTheEdits(finding(.root), of: rename))
    }

    @Test(
        "the real legacy fixture with an audio file missing migrates, listing it",
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func fixtureWithMissingAudio() throws {
        var files: [String: [UInt8]] = [:]
        for url in try LegacyFixture.jsonFiles() { files[url.lastPathComponent] = Array(try Data(contentsOf: url)) }
        let box = try TemporaryFolderBox(files: files)
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        // Every audio file the kept files name, but one.
        var names = Set<String>()
        for (name, bytes) in files where name.hasPrefix("denny_") {
            let value = try JSONReader.parse(bytes).value
            for key in ["audio_instruction", "audio_completion"] {
                if let audio = value[pointer: JSONPointer(tokens: [key])]?.stringValue { names.insert(audio) }
            }
        }
        let missing = try #require(names.sorted().first)
        try FileManager.default.createDirectory(atPath: box.path + "/audio", withIntermediateDirectories: false)
        for name in names where name != missing {
            try Data(ExampleClip.silence()).write(to: URL(fileURLWithPath: box.path + "/audio/" + name))
        }
        let outcome = try runMigration(FolderFileOperations(folder: box.path), check: try ValidLegacyFolder.check(box))
        guard case .migrated = outcome.result else {
            Issue.record("expected a migration, got \(outcome.result)")
            return
        }
        #expect(!outcome.alreadyThere.isEmpty)
        #expect(
            outcome.alreadyThere.allSatisfy {
                $0.message.contains("\"\(missing)\"") && $0.message.contains("[audio.missing]")
            })
    }
}
