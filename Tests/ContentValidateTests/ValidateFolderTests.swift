import ContentTestSupport
import Foundation
import LabyrinthKit
import MazeKit
import TestSupport
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentRead
@testable import ContentSupport
@testable import ContentValidate

/// One content error, as a change to the valid folder, and the finding it must give.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var rule: String
    var file: String
    var files: @Sendable () -> [String: [UInt8]]
    var testDescription: String { name }
}

@Suite("Validate: each error class on a folder on disk")
struct ValidateFolderTests {
    static func validate(_ files: [String: [UInt8]]) throws -> ValidationReport {
        let folder = try TemporaryFolder()
        try folder.write(files)
        return try Validator(profile: ValidFolder.profile).validate(DiskContentSource(folder: folder.path))
    }

    @Test func theValidFolderPassesStrict() throws {
        let report = try Self.validate(ValidFolder.files)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(report.filesChecked == 5)
        #expect(!report.hasErrors(strict: true))
    }

    static let easy = "denny_001_easy.json"
    static let manifest = "manifest.json"
    static let samples = "difficulty_samples.json"

    static func setting(_ file: String, _ pointer: JSONPointer, _ value: JSONValue?)
        -> @Sendable () -> [String: [UInt8]]
    {
        { ValidFolder.edited(file, { $0.setting(pointer, to: value) }) }
    }

    static func replacing(_ file: String, with text: String) -> @Sendable () -> [String: [UInt8]] {
        { ValidFolder.files.merging([file: Array(text.utf8)]) { $1 } }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            name: "not JSON", rule: "json.syntax", file: easy, files: replacing(easy, with: "{\n  \"id\": denny\n}")),
        ErrorCase(name: "empty file", rule: "json.syntax", file: easy, files: replacing(easy, with: "")),
        ErrorCase(
            name: "not UTF-8", rule: "json.syntax", file: easy,
            files: { ValidFolder.files.merging([easy: [0x22, 0xFF, 0x22]]) { $1 } }),
        ErrorCase(
            name: "missing required key", rule: "labyrinth.decode", file: easy, files: setting(easy, "/fun_fact", nil)),
        ErrorCase(
            name: "null where required", rule: "labyrinth.decode", file: easy,
            files: setting(easy, "/visual_theme", .null)),
        ErrorCase(
            name: "nested wrong type", rule: "labyrinth.decode", file: easy,
            files: setting(easy, "/path_data/end_point/y", .string("1"))),
        ErrorCase(
            name: "a number the app cannot hold", rule: "labyrinth.decode", file: easy,
            files: setting(easy, "/path_data/start_point/x", .number(JSONNumber(literal: "1e400")))),
        ErrorCase(
            name: "canvas of zero", rule: "labyrinth.canvas", file: easy,
            files: setting(easy, "/path_data/canvas_width", .int(0))),
        ErrorCase(
            name: "canvas not whole", rule: "labyrinth.canvas", file: easy,
            files: setting(easy, "/path_data/canvas_height", .number(JSONNumber(literal: "500.5")))),
        ErrorCase(
            name: "id is not the file name", rule: "labyrinth.id", file: easy,
            files: setting(easy, "/id", .string("denny_001_hard"))),
        ErrorCase(
            name: "difficulty not a level", rule: "labyrinth.difficulty", file: easy,
            files: setting(easy, "/difficulty", .string("tricky"))),
        ErrorCase(
            name: "complexity differs", rule: "labyrinth.complexity", file: easy,
            files: setting(easy, "/path_data/complexity", .string("hard"))),
        ErrorCase(
            name: "suffix disagrees", rule: "labyrinth.levelSuffix", file: easy,
            files: {
                ValidFolder.edited(easy) {
                    $0.setting("/difficulty", to: .string("hard")).setting("/path_data/complexity", to: .string("hard"))
                }
            }),
        ErrorCase(
            name: "manifest missing", rule: "manifest.missing", file: manifest,
            files: { ValidFolder.files.filter { $0.key != manifest } }),
        ErrorCase(
            name: "manifest broken", rule: "json.syntax", file: manifest,
            files: replacing(manifest, with: "{\"universe\": ")),
        ErrorCase(
            name: "manifest not an object", rule: "manifest.decode", file: manifest,
            files: replacing(manifest, with: "[]")),
        ErrorCase(
            name: "duplicate ids", rule: "manifest.duplicateId", file: manifest,
            files: setting(manifest, "/labyrinths/1/id", .string("denny_001_easy"))),
        ErrorCase(
            name: "entry without file", rule: "manifest.entryWithoutFile", file: manifest,
            files: { ValidFolder.files.filter { $0.key != "denny_001_hard.json" } }),
        ErrorCase(
            name: "file without entry", rule: "manifest.fileWithoutEntry", file: "denny_002_easy.json",
            files: {
                ValidFolder.files.merging([
                    "denny_002_easy.json": JSONWriter.bytes(ValidFolder.labyrinth(story: 2, level: "easy"))
                ]) { $1 }
            }),
        ErrorCase(
            name: "entry fields differ", rule: "manifest.entryFields", file: manifest,
            files: setting(manifest, "/labyrinths/0/title", .string("Other"))),
        ErrorCase(
            name: "story differs from id", rule: "manifest.storyNumber", file: manifest,
            files: setting(manifest, "/labyrinths/0/story", .int(2))),
        ErrorCase(
            name: "story without all levels", rule: "manifest.storyLevels", file: manifest,
            files: {
                ValidFolder.edited(manifest) { $0.setting("/labyrinths/2", to: nil).setting("/total", to: .int(2)) }
            }),
        ErrorCase(
            name: "packs missing", rule: "packs.missing", file: manifest, files: setting(manifest, "/packs", nil)),
        ErrorCase(
            name: "packs empty", rule: "packs.missing", file: manifest, files: setting(manifest, "/packs", .array([]))),
        ErrorCase(
            name: "duplicate pack ids", rule: "packs.duplicateId", file: manifest,
            files: {
                ValidFolder.edited(manifest) { m in
                    let pack = m[pointer: "/packs/0"]!.setting("/stories", to: .array([]))
                    return m.setting("/packs", to: .array([m[pointer: "/packs/0"]!, pack]))
                }
            }),
        ErrorCase(
            name: "free stories above count", rule: "packs.freeStories", file: manifest,
            files: setting(manifest, "/packs/0/free_stories", .int(5))),
        ErrorCase(
            name: "free stories negative", rule: "packs.freeStories", file: manifest,
            files: setting(manifest, "/packs/0/free_stories", .int(-1))),
        ErrorCase(
            name: "story listed twice", rule: "packs.duplicateStory", file: manifest,
            files: setting(manifest, "/packs/0/stories", .array([.int(1), .int(1)]))),
        ErrorCase(
            name: "story in two packs", rule: "packs.duplicateStory", file: manifest,
            files: {
                ValidFolder.edited(manifest) { m in
                    let pack = m[pointer: "/packs/0"]!.setting("/id", to: .string("second"))
                    return m.setting("/packs", to: .array([m[pointer: "/packs/0"]!, pack]))
                }
            }),
        ErrorCase(
            name: "pack story without labyrinths", rule: "packs.storyWithoutLabyrinths", file: manifest,
            files: setting(manifest, "/packs/0/stories", .array([.int(1), .int(7)]))),
        ErrorCase(
            name: "story in no pack", rule: "packs.storyInNoPack", file: manifest,
            files: setting(manifest, "/packs/0/stories", .array([.int(7)]))),
        ErrorCase(
            name: "samples missing", rule: "samples.missing", file: samples,
            files: { ValidFolder.files.filter { $0.key != samples } }),
        ErrorCase(
            name: "samples broken", rule: "json.syntax", file: samples,
            files: replacing(samples, with: "{\"easy\": \"M 0 0\",}")),
        ErrorCase(
            name: "samples without a level", rule: "samples.decode", file: samples,
            files: setting(samples, "/hard", nil)),
        ErrorCase(
            name: "old layout file left over", rule: "layout.legacyFile", file: "denny_001_lv2.json",
            files: { ValidFolder.files.merging(["denny_001_lv2.json": Array("{}".utf8)]) { $1 } }),
        ErrorCase(
            name: "old level name", rule: "layout.legacyName", file: easy,
            files: {
                ValidFolder.edited(easy) {
                    $0.setting("/difficulty", to: .string("beginner")).setting(
                        "/path_data/complexity", to: .string("beginner"))
                }
            }),
        ErrorCase(
            name: "id reaching outside", rule: "path.outside", file: easy,
            files: setting(easy, "/audio_completion", .string("../../etc/passwd"))),
        ErrorCase(
            name: "manifest id reaching outside", rule: "path.outside", file: manifest,
            files: setting(manifest, "/labyrinths/0/id", .string("/tmp/denny_001_easy"))),
        ErrorCase(
            name: "audio file missing", rule: "audio.missing", file: easy,
            files: { ValidFolder.files.merging(["audio/denny_001_instruction.mp3": ExampleClip.silence()]) { $1 } }),
        ErrorCase(
            name: "drawing does not parse", rule: "maze.drawing", file: easy,
            files: setting(easy, "/path_data/svg_path", .string("M 20 40 Q 160 40"))),
        ErrorCase(
            name: "drawing leaves the canvas", rule: "maze.drawing", file: easy,
            files: setting(easy, "/path_data/svg_path", .string(ExampleLabyrinth.wallDrawing + " M 580 40 L 700 40"))),
        ErrorCase(
            name: "unknown maze type", rule: "maze.drawing", file: easy,
            files: setting(easy, "/path_data/maze_type", .string("spiral"))),
        ErrorCase(
            name: "start off a centre", rule: "maze.startEnd", file: easy,
            files: setting(easy, "/path_data/start_point", ExampleMaze.point(95, 390))),
        ErrorCase(
            name: "end off a centre", rule: "maze.startEnd", file: easy,
            files: setting(easy, "/path_data/end_point", ExampleMaze.point(510, 100))),
        ErrorCase(
            name: "open to the outside", rule: "maze.closed", file: easy,
            files: setting(
                easy, "/path_data/svg_path",
                .string(ExampleLabyrinth.wallDrawing.replacing("M 20 320 L 20 460", with: "")))),
        ErrorCase(
            name: "end unreachable", rule: "maze.reachable", file: easy,
            files: setting(easy, "/path_data/svg_path", .string(ExampleLabyrinth.wallDrawing + " M 440 40 L 440 180"))),
        ErrorCase(
            name: "solution through a wall", rule: "maze.solution", file: easy,
            files: setting(
                easy, "/path_data/solution_path", .string("M 90 390 L 230 390 L 370 390 L 510 390 L 510 250 L 510 110"))
        ),
        ErrorCase(
            name: "solution not from start", rule: "maze.solution", file: easy,
            files: setting(easy, "/path_data/solution_path", .string("M 90 250 L 90 110"))),
        ErrorCase(
            name: "segment not a passage", rule: "maze.segments", file: easy,
            files: setting(easy, "/path_data/segments/3", ExampleMaze.segment((90, 390), (230, 390)))),
        ErrorCase(
            name: "segment not neighbours", rule: "maze.segments", file: easy,
            files: setting(easy, "/path_data/segments/3", ExampleMaze.segment((90, 390), (90, 110)))),
        ErrorCase(
            name: "item off the canvas", rule: "maze.items", file: easy,
            files: adventure([("/path_data/items/0/x", .int(900))])),
        ErrorCase(
            name: "item off a centre", rule: "maze.items", file: easy,
            files: adventure([("/path_data/items/0/x", .int(231))])),
        ErrorCase(
            name: "item on the start", rule: "maze.items", file: easy,
            files: adventure([("/path_data/items/0", item(90, 390, true))])),
        ErrorCase(
            name: "two items on one cell", rule: "maze.items", file: easy,
            files: adventure([("/path_data/items/1", item(230, 250, true))])),
        ErrorCase(
            name: "on_solution untrue", rule: "maze.items", file: easy,
            files: adventure([("/path_data/items/1/on_solution", .bool(true))])),
        ErrorCase(
            name: "item unreachable", rule: "maze.items", file: easy,
            files: adventure([
                (
                    "/path_data/svg_path",
                    .string(ExampleLabyrinth.wallDrawing + " M 20 180 L 160 180 M 160 40 L 160 180")
                )
            ])),
        ErrorCase(
            name: "sample not a drawing", rule: "samples.drawing", file: samples,
            files: setting(samples, "/hard", .string("M 1 2 Z"))),
    ]

    static func item(_ x: Int, _ y: Int, _ onSolution: Bool) -> JSONValue {
        .object(["x": .int(x), "y": .int(y), "emoji": .string("🐚"), "on_solution": .bool(onSolution)])
    }

    /// The folder with its easy labyrinth an adventure (two items), changed.
    static func adventure(_ changes: [(JSONPointer, JSONValue?)]) -> @Sendable () -> [String: [UInt8]] {
        let text = ExampleLabyrinth.adventureText(changes: changes)
        return {
            let value = try! JSONReader.parse(text).value
            return ValidFolder.files.merging([easy: JSONWriter.bytes(value)]) { $1 }
        }
    }

    @Test(arguments: cases)
    func errorClassIsCaughtAndNamesItsFile(_ errorCase: ErrorCase) throws {
        let report = try Self.validate(errorCase.files())
        let matching = report.findings.filter { $0.ruleIdentifier == errorCase.rule }
        #expect(!matching.isEmpty, "no \(errorCase.rule) in \(report.findings)")
        #expect(matching.contains { $0.file == errorCase.file }, "\(matching)")
        #expect(matching.allSatisfy { $0.severity == .error })
        #expect(report.hasErrors(strict: false))
    }

    static let warningCases: [ErrorCase] = [
        ErrorCase(
            name: "duplicate key", rule: "json.duplicateKey", file: easy,
            files: {
                ValidFolder.edited(easy) { v in
                    var o = v.objectValue!
                    o.append("title", .string("x"))
                    return .object(o)
                }
            }),
        ErrorCase(
            name: "background colour", rule: "labyrinth.backgroundColor", file: easy,
            files: setting(easy, "/visual_theme/background_color", .string("yellow"))),
        ErrorCase(
            name: "no decorative elements", rule: "labyrinth.decorativeElements", file: easy,
            files: setting(easy, "/visual_theme/decorative_elements", .array([]))),
        ErrorCase(
            name: "empty story text", rule: "labyrinth.emptyText", file: easy,
            files: setting(easy, "/story_setup", .string(""))),
        ErrorCase(
            name: "question without ?", rule: "labyrinth.question", file: easy,
            files: setting(easy, "/educational_question", .string("Look at the sea."))),
        ErrorCase(
            name: "items without item_rule", rule: "labyrinth.itemRule", file: easy,
            files: {
                ValidFolder.files.merging([
                    easy: JSONWriter.bytes(
                        ValidFolder.labyrinth(level: "easy", adventure: true).setting("/item_rule", to: nil))
                ]) { $1 }
            }),
        ErrorCase(name: "total", rule: "manifest.total", file: manifest, files: setting(manifest, "/total", .int(60))),
        ErrorCase(
            name: "entries out of order", rule: "manifest.order", file: manifest,
            files: {
                ValidFolder.edited(manifest) { m in
                    let entries = m[pointer: "/labyrinths"]!.arrayValue!
                    return m.setting("/labyrinths", to: .array([entries[1], entries[0], entries[2]]))
                }
            }),
        ErrorCase(
            name: "empty pack title", rule: "packs.emptyTitle", file: manifest,
            files: setting(manifest, "/packs/0/title", .string(""))),
        ErrorCase(
            name: "sample of the wrong size", rule: "samples.gridSize", file: samples,
            files: setting(samples, "/hard", .string(ExampleLabyrinth.serpentineWalls(rows: 4, cols: 5)))),
        ErrorCase(
            name: "samples with a key the app ignores", rule: "samples.keys", file: samples,
            files: setting(samples, "/expert", .string("M 20 40 L 160 40"))),
        ErrorCase(
            name: "age_range", rule: "labyrinth.ageRange", file: easy,
            files: setting(easy, "/age_range", .string("3-4"))),
        ErrorCase(
            name: "path width", rule: "level.pathWidth", file: easy, files: setting(easy, "/path_data/width", .int(35))),
        ErrorCase(
            name: "start named on the top row", rule: "level.startOnTopRow", file: easy,
            files: setting(easy, "/character_start/position", .string("top_left"))),
        ErrorCase(
            name: "item count", rule: "level.itemCount", file: easy,
            files: {
                ValidFolder.files.merging([easy: Array(ExampleLabyrinth.adventureText(itemCount: 3, changes: []).utf8)])
                { $1 }
            }),
        ErrorCase(
            name: "segments only along the solution", rule: "level.solutionOnlySegments", file: easy,
            files: setting(
                easy, "/path_data/segments",
                .array(
                    zip(ExampleLabyrinth.solution, ExampleLabyrinth.solution.dropFirst()).map { a, b in
                        ExampleMaze.segment(ExampleLabyrinth.centre(a), ExampleLabyrinth.centre(b))
                    }))),
        ErrorCase(
            name: "a loop fewer", rule: "level.extraConnections", file: easy,
            files: {
                ValidFolder.edited(easy) { value in
                    value.setting(
                        "/path_data/svg_path", to: .string(ExampleLabyrinth.wallDrawing + " M 160 180 L 300 180")
                    )
                    .setting("/path_data/segments/11", to: nil)
                }
            }),
        ErrorCase(
            name: "duplicate segment", rule: "maze.duplicateSegment", file: easy,
            files: {
                ValidFolder.edited(easy) { value in
                    var segments = value[pointer: "/path_data/segments"]!.arrayValue!
                    segments.append(segments[0])
                    return value.setting("/path_data/segments", to: .array(segments))
                }
            }),
    ]

    @Test(arguments: warningCases)
    func warningsFailOnlyUnderStrict(_ warningCase: ErrorCase) throws {
        let report = try Self.validate(warningCase.files())
        #expect(
            report.findings.contains { $0.ruleIdentifier == warningCase.rule && $0.file == warningCase.file },
            "\(report.findings)")
        #expect(report.findings.allSatisfy { $0.severity == .warning }, "\(report.findings)")
        #expect(!report.hasErrors(strict: false))
        #expect(report.hasErrors(strict: true))
        #expect(report.promotingWarnings().errorCount == report.findings.count)
    }

    @Test func everyMazeKitFindingBelongsToExactlyOneRule() {
        let rules = Validator.allRules.compactMap { $0 as? any MazeCodeRule }
        for code in MazeFindingCode.allCases {
            let owners = rules.filter { $0.codes.contains(code) }.map(\.identifier)
            #expect(owners.count == 1, "\(code.rawValue) is reported by \(owners)")
            if let owner = rules.first(where: { $0.codes.contains(code) }) {
                #expect((owner.severity == .warning) == (code.severity == .warning), "\(code.rawValue)")
            }
        }
    }

    @Test(
        "old mazes pass without --strict, with warnings",
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func legacyMazesPassWithoutStrict() throws {
        // The fixture's lv1 / lv3 / lv5 files, renamed as the migration would, each checked alone.
        let renames = ["lv1": "easy", "lv3": "medium", "lv5": "hard"]
        let oldNames = ["beginner": "easy", "medium": "medium", "expert": "hard"]
        var checked = 0
        for url in try LegacyFixture.jsonFiles() {
            guard let parts = LabyrinthName(parsing: url.lastPathComponent), let level = renames[parts.level] else {
                continue
            }
            var value = try JSONReader.parse(Array(try Data(contentsOf: url))).value
            let id = "denny_\(LabyrinthName.storyDigits(parts.story))_\(level)"
            value = value.setting("/id", to: .string(id)).setting("/age_range", to: nil)
                .setting("/difficulty", to: .string(oldNames[value[pointer: "/difficulty"]!.stringValue!]!))
                .setting("/path_data/complexity", to: .string(level))
            let rules = Validator.allRules.filter { $0 is any LabyrinthRule || $0 is any MazeRule }
            let report = try Validator(rules: rules).validate(
                InMemoryContentSource([id + ".json": JSONWriter.bytes(value)]))
            #expect(report.errorCount == 0, "\(id): \(report.findings.filter { $0.severity == .error })")
            checked += 1
        }
        #expect(checked == 60)
    }

    @Test func aSyntaxErrorGivesLineAndColumn() throws {
        let report = try Self.validate(Self.replacing(Self.easy, with: "{\n  \"id\": denny\n}")())
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "json.syntax" })
        #expect(finding.line == 2)
        #expect(finding.column == 9)
    }

    @Test func findingsCarryTheLineOfTheirKey() throws {
        let report = try Self.validate(Self.setting(Self.easy, "/educational_question", .string("Look at the sea."))())
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "labyrinth.question" })
        let text = String(decoding: JSONWriter.bytes(ValidFolder.labyrinth(level: "easy")), as: UTF8.self)
        let expectedLine =
            text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"educational_question\"") }! + 1
        #expect(finding.line == expectedLine)
        #expect(finding.column == 3)
        #expect(finding.pointer == "/educational_question")
        let manifestReport = try Self.validate(Self.setting(Self.manifest, "/total", .int(60))())
        let total = try #require(manifestReport.findings.first { $0.ruleIdentifier == "manifest.total" })
        #expect(total.line == 3)
    }

    /// A file with more places than the first reading notes (a long list under a key of its own) keeps none: its
    /// findings are placed by reading it again, on the same lines as in a file of few places.
    @Test func aFileBeyondTheNotedPlacesStillPlacesItsFindings() throws {
        let question = JSONValue.string("Look at the sea.")
        let plain = try Self.validate(Self.setting(Self.easy, "/educational_question", question)())
        let long = JSONValue.array(Array(repeating: .int(1), count: JSONShallowPlaces.mostPlaces + 1))
        // The list goes last, so every other member keeps its line.
        let edited = ValidFolder.edited(Self.easy) {
            $0.setting("/educational_question", to: question).setting("/zz_notes", to: long)
        }
        let report = try Self.validate(edited)
        let expected = try #require(plain.findings.first { $0.ruleIdentifier == "labyrinth.question" })
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "labyrinth.question" })
        #expect(finding.line == expected.line && finding.column == expected.column && finding.line != nil)
    }

    @Test func aSymlinkLeavingTheFolderIsReportedAndNotFollowed() throws {
        let outside = try TemporaryFolder()
        try outside.write(["secret.json": Array("{\"leaked\": true}".utf8)])
        let folder = try TemporaryFolder()
        try folder.write(ValidFolder.files)
        try folder.link("denny_002_easy.json", to: outside.path + "/secret.json")
        try folder.link("notes.json", to: "../" + URL(fileURLWithPath: outside.path).lastPathComponent + "/secret.json")
        let source = try DiskContentSource(folder: folder.path)
        let report = try Validator(profile: ValidFolder.profile).validate(source)
        let symlinks = report.findings.filter { $0.ruleIdentifier == "folder.symlinkOutside" }
        #expect(symlinks.map(\.file) == ["denny_002_easy.json", "notes.json"])
        // Never read: no other finding mentions those files (they would fail the decode contract).
        #expect(report.findings.allSatisfy { $0.ruleIdentifier == "folder.symlinkOutside" }, "\(report.findings)")
        #expect(throws: FileSystemError.self) { try source.bytes(of: "notes.json") }
    }

    @Test func aSymlinkInsideTheFolderIsRead() throws {
        let folder = try TemporaryFolder()
        var files = ValidFolder.files
        files["stories/denny_001_easy.json"] = files.removeValue(forKey: Self.easy)
        try folder.write(files)
        try folder.link(Self.easy, to: "stories/denny_001_easy.json")
        let report = try Validator(profile: ValidFolder.profile).validate(DiskContentSource(folder: folder.path))
        #expect(report.findings.isEmpty, "\(report.findings)")
    }

    @Test func aMissingFolderCannotRun() {
        #expect(throws: FileSystemError.self) { try DiskContentSource(folder: "/nonexistent/mazegen/folder") }
    }

    @Test func aWhollyOldFolderGetsOneError() throws {
        var files: [String: [UInt8]] = [
            "manifest.json": Array("{\"total\": 2}".utf8), "difficulty_samples.json": Array("{\"beginner\": 1}".utf8),
        ]
        for level in 1...5 { files["denny_001_lv\(level).json"] = Array("{\"broken\"".utf8) }
        let report = try Self.validate(files)
        #expect(report.findings.count == 1)
        #expect(report.findings.first?.ruleIdentifier == "layout.legacyFolder")
        #expect(report.findings.first?.message.contains("mazegen migrate --dry-run") == true)
    }

    @Test(
        "the legacy fixture gives exactly one old-layout error",
        .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
    func legacyFixture() throws {
        let report = try Validator().validate(DiskContentSource(folder: LegacyFixture.folder.path))
        #expect(report.findings.count == 1, "\(report.findings)")
        let finding = try #require(report.findings.first)
        #expect(finding.ruleIdentifier == "layout.legacyFolder")
        #expect(finding.severity == .error)
        #expect(finding.message.contains("mazegen migrate --dry-run"))
        #expect(finding.message.contains("100 files"))
        #expect(report.filesChecked == 102)
    }

    @Test func theSameFolderInMemoryGivesTheSameReport() throws {
        let files = Self.setting(Self.manifest, "/total", .int(9))()
        let onDisk = try Self.validate(files)
        let inMemory = try Validator(profile: ValidFolder.profile).validate(InMemoryContentSource(files))
        #expect(onDisk == inMemory)
        #expect(!onDisk.findings.isEmpty)
    }
}

@Suite("Validate: planned folders")
struct ValidatePlannedFolderTests {
    @Test func anOverlayValidatesThePlanNotTheDisk() throws {
        let folder = try TemporaryFolder()
        var files = ValidFolder.files
        files["denny_001_lv2.json"] = Array("{}".utf8)
        files["audio/denny_001_instruction.mp3"] = ExampleClip.silence()
        try folder.write(files)
        let disk = try DiskContentSource(folder: folder.path)
        let validator = Validator(profile: ValidFolder.profile)
        let before = try validator.validate(disk)
        #expect(
            before.findings.map(\.ruleIdentifier).sorted() == [
                "audio.missing", "audio.missing", "audio.missing", "layout.legacyFile",
            ])

        let plan = OverlayContentSource(
            base: disk, replacements: [:], removals: ["denny_001_lv2.json"])
        let planned = try validator.validate(plan)
        #expect(planned.findings.map(\.ruleIdentifier) == ["audio.missing", "audio.missing", "audio.missing"])

        let broken = OverlayContentSource(
            base: disk, replacements: ["manifest.json": Array("{".utf8)], removals: ["denny_001_lv2.json"])
        let report = try validator.validate(broken)
        #expect(report.findings.contains { $0.ruleIdentifier == "json.syntax" && $0.file == "manifest.json" })
        // The disk is untouched.
        #expect(try disk.bytes(of: "manifest.json") == ValidFolder.files["manifest.json"])
        #expect(try disk.listing().contains { $0.name == "denny_001_lv2.json" })
    }
}
