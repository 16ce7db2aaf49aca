import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentMigrate
@testable import ContentSupport
@testable import ContentValidate

@Suite("Migration: planning a small folder")
struct MigrationPlannerTests {
    func assess(_ files: [String: [UInt8]], other: [String: ListedEntry.Kind] = [:]) throws(MigrationError)
        -> MigrationAssessment
    {
        try Migration(files: InMemoryFolder(files: files, otherEntries: other), folder: "folder", mapping: .standard)
            .assess()
    }

    func problems(_ files: [String: [UInt8]], other: [String: ListedEntry.Kind] = [:]) -> [String] {
        do {
            _ = try assess(files, other: other)
            return []
        } catch {
            guard case .refused(let refusal) = error else { return ["unexpected: \(error)"] }
            return refusal.problems.map(\.description)
        }
    }

    @Test func plansTheSpecMapping() throws {
        guard case .plan(let plan) = try assess(SmallLegacyFolder.files()) else {
            Issue.record("expected a plan")
            return
        }
        #expect(
            plan.deletions == ["denny_001_lv2.json", "denny_001_lv4.json", "denny_002_lv2.json", "denny_002_lv4.json"])
        #expect(
            plan.renames.map { "\($0.from)>\($0.to)" } == [
                "denny_001_lv1.json>denny_001_easy.json", "denny_001_lv3.json>denny_001_medium.json",
                "denny_001_lv5.json>denny_001_hard.json",
                "denny_002_lv1.json>denny_002_easy.json", "denny_002_lv3.json>denny_002_medium.json",
                "denny_002_lv5.json>denny_002_hard.json",
            ])
        #expect(plan.rewrites.map(\.name) == ["manifest.json", "difficulty_samples.json"])
        let easy = plan.renames[0]
        #expect(
            easy.changes == [
                MigrationFieldChange(pointer: "/id", from: .string("denny_001_lv1"), to: .string("denny_001_easy")),
                MigrationFieldChange(pointer: "/difficulty", from: .string("beginner"), to: .string("easy")),
                MigrationFieldChange(pointer: "/path_data/complexity", from: .string("beginner"), to: .string("easy")),
                MigrationFieldChange(pointer: "/age_range", from: .string("3-4"), to: nil),
            ])
        #expect(plan.renames[1].changes.map(\.pointer) == ["/id", "/age_range"])
        // The kept file is the old one with exactly these edits, keys in their order.
        var expected = SmallLegacyFolder.labyrinthValue(story: 1, suffix: "lv1", difficulty: "beginner").objectValue!
        expected["id"] = .string("denny_001_easy")
        expected["difficulty"] = .string("easy")
        expected["age_range"] = nil
        var pathData = expected["path_data"]!.objectValue!
        pathData["complexity"] = .string("easy")
        expected["path_data"] = .object(pathData)
        #expect(easy.bytes == SmallLegacyFolder.text(.object(expected)))

        let manifest = try JSONReader.parse(plan.rewrites[0].bytes)
        #expect(!manifest.endsWithNewline)
        #expect(manifest.value.objectValue?.keys == ["universe", "total", "packs", "labyrinths"])
        #expect(manifest.value[pointer: "/total"] == .int(6))
        #expect(
            manifest.value[pointer: "/packs"]
                == .array([
                    .object([
                        "id": .string("ocean_adventures"), "title": .string("Ocean Adventures"),
                        "free_stories": .int(3),
                        "stories": .array([.int(1), .int(2)]),
                    ])
                ]))
        #expect(
            manifest.value[pointer: "/labyrinths/4"]
                == .object([
                    "id": .string("denny_002_medium"), "difficulty": .string("medium"), "story": .int(2),
                    "theme": .string("ocean"), "location": .string("reef_2"), "title": .string("Story 2 🐚"),
                ]))
        let samples = try JSONReader.parse(plan.rewrites[1].bytes)
        #expect(samples.endsWithNewline)
        #expect(
            samples.value
                == .object([
                    "easy": .string("M 1 1 L 2 2"), "medium": .string("M 5 5 L 6 6"), "hard": .string("M 9 9 L 10 10"),
                ]))
    }

    @Test func otherFilesAreIgnored() throws {
        var files = SmallLegacyFolder.files()
        files["NOTES.md"] = Array("notes".utf8)
        guard case .plan(let plan) = try assess(files, other: ["audio": .directory, "link-to-audio": .symbolicLink])
        else {
            Issue.record("expected a plan")
            return
        }
        #expect(!plan.removals.contains("NOTES.md"))
        #expect(!plan.resultingFiles.keys.contains("NOTES.md"))
    }

    @Test func refusesAStoryMissingALevel() {
        var files = SmallLegacyFolder.files()
        files["denny_002_lv4.json"] = nil
        let found = problems(files)
        #expect(found.contains { $0.hasPrefix("denny_002_lv4.json: is missing") })
        #expect(
            found.contains("manifest.json: lists \"denny_002_lv4\" but there is no denny_002_lv4.json in the folder"))
    }

    @Test func refusesBothOldAndNewFilesForOneStory() {
        var files = SmallLegacyFolder.files()
        files["denny_001_easy.json"] = files["denny_001_lv1.json"]
        #expect(problems(files).contains { $0.contains("story 1 has both denny_001_lv1.json and denny_001_easy.json") })
    }

    @Test func refusesADifficultyThatDisagreesWithTheName() {
        var files = SmallLegacyFolder.files()
        files["denny_002_lv5.json"] = SmallLegacyFolder.text(
            SmallLegacyFolder.labyrinthValue(story: 2, suffix: "lv5", difficulty: "hard"))
        let found = problems(files)
        #expect(found.contains("denny_002_lv5.json: /difficulty is \"hard\", but a _lv5 file must say \"expert\""))
        #expect(
            found.contains("denny_002_lv5.json: /path_data/complexity is \"hard\", but a _lv5 file must say \"expert\"")
        )
    }

    @Test func refusesBrokenAndUnreadableFiles() {
        var files = SmallLegacyFolder.files()
        files["denny_001_lv3.json"] = Array("{\n  \"id\": \"denny_001_lv3\",\n".utf8)
        files["denny_001_lv2.json"] = Array("[1, 2".utf8)
        let found = problems(files)
        #expect(found.contains { $0.hasPrefix("denny_001_lv3.json: is not valid JSON: line 3") })
        #expect(found.contains { $0.hasPrefix("denny_001_lv2.json: is not valid JSON") })
    }

    /// The one problem of an otherwise valid folder is the file that could not be read.
    @Test func refusesAnUnreadableFile() {
        var contents = SmallLegacyFolder.files()
        let name = "denny_002_lv3.json"
        contents[name] = nil
        let error = FileSystemError(path: name, operation: "open the file", code: EACCES)
        let snapshot = MigrationFolderSnapshot(
            entries: (Array(contents.keys) + [name]).map { ListedEntry(name: $0, kind: .file) }, contents: contents,
            unreadable: [name: error]
        )
        #expect {
            try MigrationPlanner.assess(snapshot, mapping: .standard, folder: "f")
        } throws: { refusal in
            (refusal as? MigrationRefusal)?.problems.map(\.description) == ["\(name): cannot be read: \(error.reason)"]
        }
    }

    /// A sign is not a digit: `+01` is not story 1, so the file is refused rather than taken for story 1's.
    @Test func refusesASignedStoryNumber() {
        var files = SmallLegacyFolder.files()
        files["denny_+01_lv1.json"] = files["denny_001_lv1.json"]
        let found = problems(files)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("denny_+01_lv1.json: the name does not fit the layout (denny_NNN_<level>.json")
                == true)
    }

    @Test func refusesNamesThatDoNotFitAndSymlinks() {
        var files = SmallLegacyFolder.files()
        files["denny_01_lv1.json"] = Array("{}".utf8)
        files["denny_003_lv6.json"] = Array("{}".utf8)
        files["ocean_001_lv1.json"] = Array("{}".utf8)
        let found = problems(files, other: ["denny_003_lv1.json": .symbolicLink, "denny_004_lv1.json": .directory])
        for name in ["denny_01_lv1.json", "denny_003_lv6.json", "ocean_001_lv1.json"] {
            #expect(found.contains { $0.hasPrefix(name + ": the name does not fit") }, "\(name)")
        }
        #expect(found.contains { $0.hasPrefix("denny_003_lv1.json: is a symbolic link") })
        #expect(found.contains("denny_004_lv1.json: is not a regular file"))
    }

    @Test func refusesAWrongIDAndAManifestThatDisagrees() throws {
        var files = SmallLegacyFolder.files()
        var value = SmallLegacyFolder.labyrinthValue(story: 1, suffix: "lv3", difficulty: "medium").objectValue!
        value["id"] = .string("denny_009_lv3")
        files["denny_001_lv3.json"] = SmallLegacyFolder.text(.object(value))
        var manifest = try JSONReader.parse(files["manifest.json"]!).value.objectValue!
        var entries = manifest["labyrinths"]!.arrayValue!
        var entry = entries[5].objectValue!
        entry["title"] = .string("Another title")
        entries[5] = .object(entry)
        entries.removeLast()
        manifest["labyrinths"] = .array(entries)
        files["manifest.json"] = SmallLegacyFolder.text(.object(manifest))
        let found = problems(files)
        #expect(
            found.contains(
                "denny_001_lv3.json: /id is \"denny_009_lv3\", expected \"denny_001_lv3\" (the file name without .json)"
            ))
        #expect(found.contains("manifest.json: has no entry for denny_002_lv5.json"))
        #expect(
            found.contains { $0.hasPrefix("manifest.json: the entry \"denny_002_lv1\" has title \"Another title\"") })
    }

    @Test func refusesMissingManifestAndSampleKeys() throws {
        var files = SmallLegacyFolder.files()
        files["manifest.json"] = nil
        files["difficulty_samples.json"] = SmallLegacyFolder.text(.object(["beginner": .string("M 1 1 L 2 2")]))
        let found = problems(files)
        #expect(found.contains("manifest.json: is missing; the old layout has one and the migration rewrites it"))
        #expect(found.contains("difficulty_samples.json: /expert is missing; the new \"hard\" sample is taken from it"))
    }

    @Test func refusesAnEmptyFolderAndAHalfMigratedOne() throws {
        #expect(problems([:]).first?.contains("no labyrinth files") == true)
        let migrated = InMemoryFolder(files: SmallLegacyFolder.files())
        _ = try runMigration(migrated)
        var half = migrated.files
        half["manifest.json"] = SmallLegacyFolder.files()["manifest.json"]
        #expect(problems(half).contains { $0.contains("the manifest still lists 10 old ids") })
    }

    @Test func listsEveryProblemAtOnce() {
        var files = SmallLegacyFolder.files()
        files["denny_001_lv2.json"] = nil
        files["denny_002_lv1.json"] = Array("{".utf8)
        files["notes.json"] = Array("{}".utf8)
        #expect(problems(files).count >= 3)
    }

    @Test func aFailingResultCheckRefusesBeforeAnythingIsTouched() throws {
        let folder = InMemoryFolder(files: SmallLegacyFolder.files())
        let before = folder.files
        var seen: [String] = []
        let check = MigrationResultClosureCheck { files in
            seen = files.keys.sorted()
            return [MigrationProblem(file: "denny_001_easy.json", message: "/segments is empty")]
        }
        #expect(throws: MigrationError.self) { try runMigration(folder, check: check) }
        #expect(folder.files == before)
        #expect(seen.count == 8 && seen.contains("manifest.json") && seen.contains("denny_002_hard.json"))
    }

    /// The small folder's samples are sketches the rewritten samples file keeps, and its 2 stories are fewer than the
    /// pack's 3 free ones: problems the migration writes, so the real check must refuse before any write. Its mazes
    /// are sketches too, but the old files already had those problems: they are not why it refuses.
    @Test func theValidatorCheckRefusesAnInvalidResult() throws {
        let box = try TemporaryFolderBox(files: SmallLegacyFolder.files())
        defer { try? FileManager.default.removeItem(atPath: box.path) }
        let before = try box.contents()
        let check = ValidatorMigrationCheck(validator: Validator(), base: try DiskContentSource(folder: box.path))
        #expect { try runMigration(FolderFileOperations(folder: box.path), check: check) } throws: { error in
            guard case MigrationError.refused(let refusal) = error else { return false }
            return refusal.problems.contains { $0.message.hasPrefix("after the migration, manifest.json") }
                && refusal.problems.contains { $0.message.hasPrefix("after the migration, difficulty_samples.json") }
                && !refusal.problems.contains { $0.message.hasPrefix("after the migration, denny_") }
        }
        #expect(try box.contents() == before)
    }

    @Test func theStandardMappingIsSpecTable() {
        let mapping = MigrationMapping.standard
        #expect(mapping.universe == "denny")
        #expect(
            mapping.keptLevels == [
                .init(oldSuffix: "lv1", oldDifficulty: "beginner", newLevel: "easy"),
                .init(oldSuffix: "lv3", oldDifficulty: "medium", newLevel: "medium"),
                .init(oldSuffix: "lv5", oldDifficulty: "expert", newLevel: "hard"),
            ])
        #expect(mapping.droppedSuffixes == ["lv2", "lv4"])
        #expect(mapping.removedFields == ["/age_range"])
        #expect(
            mapping.sampleKeys == [
                .init(newKey: "easy", oldKey: "beginner"), .init(newKey: "medium", oldKey: "medium"),
                .init(newKey: "hard", oldKey: "expert"),
            ])
        #expect(
            mapping.packs == [.init(id: "ocean_adventures", title: "Ocean Adventures", freeStories: 3, stories: .all)])
    }

    @Test func dryRunTouchesNothingAndReportsThePlan() throws {
        let folder = InMemoryFolder(files: SmallLegacyFolder.files())
        let before = folder.files
        let outcome = try runMigration(folder, dryRun: true)
        #expect(folder.files == before)
        let text = MigrationReport.text(outcome, folder: "folder")
        #expect(text.contains("delete  denny_001_lv2.json\n"))
        #expect(
            text.contains(
                "rename  denny_001_lv1.json → denny_001_easy.json\n          /id: \"denny_001_lv1\" → \"denny_001_easy\"\n"
            ))
        #expect(text.contains("          /age_range: \"3-4\" removed\n"))
        #expect(text.hasSuffix("4 deletions, 6 renames, 2 rewrites (dry run: nothing was changed)\n"))
        let json = try JSONReader.parse(MigrationReport.json(outcome, folder: "folder")).value
        #expect(json.objectValue?.keys == ["operations", "summary", "already_there"])
        #expect(json[pointer: "/already_there"] == .array([]))
        #expect(
            json[pointer: "/operations/0"]
                == .object(["action": .string("delete"), "path": .string("denny_001_lv2.json")]))
        #expect(
            json[pointer: "/operations/4/changes/3"]
                == .object(["pointer": .string("/age_range"), "from": .string("3-4"), "to": .null]))
        #expect(
            json[pointer: "/operations/10"]
                == .object(["action": .string("rewrite"), "path": .string("manifest.json")]))
        #expect(json[pointer: "/summary/renames"] == .int(6))
    }

    @Test func migratesThenIsANoOp() throws {
        var files = SmallLegacyFolder.files()
        files["NOTES.md"] = Array("keep me".utf8)
        let folder = InMemoryFolder(files: files)
        guard case .migrated(let plan) = try runMigration(folder).result else {
            Issue.record("expected a migration")
            return
        }
        var expected = plan.resultingFiles
        expected["NOTES.md"] = files["NOTES.md"]
        #expect(folder.files == expected)
        let again = InMemoryFolder(files: folder.files)
        #expect(try runMigration(again).result == .alreadyMigrated(labyrinths: 6))
        #expect(again.files == expected)
    }

    /// A file name's control characters cannot add lines to migrate's report.
    @Test func aProblemStaysOneLine() {
        #expect(MigrationProblem(file: "a\rb.json", message: "x").description == #"a\rb.json: x"#)
    }
}
