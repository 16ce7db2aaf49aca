@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentImport
@testable import ContentJSON
@testable import ContentMigrate
@testable import ContentSupport
@testable import ContentValidate
import Foundation
import LabyrinthKit
import Testing

/// The config's `limits`: a file beyond them is refused with the limit and its own figure, a file at them is checked.
@Suite("Limits: a file beyond them is refused with reasons")
struct LimitsTests {
    static func profile(_ change: (inout LimitsConfig) -> Void) -> ValidationProfile {
        var profile = ValidFolder.profile
        change(&profile.limits)
        return profile
    }

    static var labyrinthBytes: [UInt8] { ValidFolder.files["denny_001_easy.json"]! }

    @Test func aReadStopsOneByteOverTheLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.json").path
        try Data(repeating: 32, count: 5000).write(to: URL(fileURLWithPath: path))
        var buffer: [UInt8] = []
        let error = try #require(throws: FileSystemError.self) { try AtomicFile.read(path, into: &buffer, limit: 4999) }
        #expect(error.code == AtomicFile.tooLarge)
        #expect(error.fileSize == 5000 && error.sizeLimit == 4999)
        try AtomicFile.read(path, into: &buffer, limit: 5000)
        #expect(buffer.count == 5000)
    }

    @Test func aFileOverTheSizeLimitIsAFindingNamingBothFigures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in ValidFolder.files {
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        // The largest file of the folder sets the limit; the easy file is padded to one byte over it.
        let limit = ValidFolder.files.values.map(\.count).max()!
        let padding = [UInt8](repeating: 32, count: limit - Self.labyrinthBytes.count)
        try Data(Self.labyrinthBytes + padding + [32]).write(to: folder.appendingPathComponent("denny_001_easy.json"))
        let validator = Validator(profile: Self.profile { $0.fileBytes = limit })
        let report = try validator.validate(DiskContentSource(folder: folder.path))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.fileSize" })
        #expect(finding.file == "denny_001_easy.json")
        #expect(finding.message.contains("is \(limit + 1) bytes, more than the limit of \(limit)"))
        #expect(finding.message.contains("limits.file_bytes"))
        #expect(!report.findings.contains { $0.ruleIdentifier == "file.unreadable" })
        // The file at the limit is checked as usual.
        try Data(Self.labyrinthBytes + padding).write(to: folder.appendingPathComponent("denny_001_easy.json"))
        let atLimit = try validator.validate(DiskContentSource(folder: folder.path))
        #expect(!atLimit.findings.contains { $0.ruleIdentifier.hasPrefix("limits.") })
    }

    @Test func oneFileCheckedAloneIsRefusedTheSameWay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("denny_001_easy.json").path
        try Data(Self.labyrinthBytes).write(to: URL(fileURLWithPath: path))
        let source = try InMemoryContentSource(file: path, limit: Self.labyrinthBytes.count - 1)
        let report = try Validator(profile: ValidFolder.profile).judgingOneFile().validate(source)
        #expect(report.findings.map(\.ruleIdentifier) == ["limits.fileSize"])
    }

    @Test func tooManySegmentsIsAFindingAndTheMazeIsNotRebuilt() throws {
        let segments = try #require(JSONReader.parse(Self.labyrinthBytes).value[pointer: .pathData(.segments)]?.arrayValue?.count)
        let over = Validator(profile: Self.profile { $0.segments = segments - 1 })
        let report = try over.validate(InMemoryContentSource(ValidFolder.files))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.entries" })
        #expect(finding.pointer == .pathData(.segments))
        #expect(finding.message.contains("has \(segments) entries, more than the limit of \(segments - 1)"))
        #expect(finding.message.contains("limits.segments"))
        #expect(!report.findings.contains { $0.file == "denny_001_easy.json" && $0.ruleIdentifier.hasPrefix("maze.") })
        let at = Validator(profile: Self.profile { $0.segments = segments })
        #expect(!(try at.validate(InMemoryContentSource(ValidFolder.files))).findings.contains { $0.ruleIdentifier.hasPrefix("limits.") })
    }

    @Test func aLongTextAndAWideObjectAreFindings() {
        let root = JSONValue.object(["story_setup": .string(String(repeating: "a", count: 11)), "visual_theme": .object(["a": .null, "b": .null, "c": .null])])
        var limits = MazegenConfig.defaults.limits
        limits.textLength = 10
        limits.keysPerObject = 2
        let excesses = LimitExcess.all(in: root, limits: limits)
        #expect(excesses.map(\.kind) == [.text, .keys])
        #expect(excesses.map(\.pointer) == [.labyrinth(.storySetup), .labyrinth(.visualTheme)])
        #expect(excesses[0].message.contains("has 11 characters, more than the limit of 10 (`limits.text_length`"))
        limits.textLength = 11
        limits.keysPerObject = 3
        #expect(LimitExcess.all(in: root, limits: limits).isEmpty)
    }

    @Test func aWrongShapeIsDescribedFromTheValueAlreadyParsed() throws {
        let value = try JSONReader.parse("[1, 2, 3]").value
        let failure = try #require(Validator.decode(Labyrinth.self, value, file: "denny_001_easy.json").failure)
        #expect(failure.message == "`denny_001_easy.json` must be an object, found an array")
    }

    /// The largest labyrinth of the valid folder: a limit every labyrinth keeps to.
    static var largestLabyrinth: Int { ValidFolder.files.filter { $0.key.hasPrefix("denny_") }.values.map(\.count).max()! }

    /// `bytes` padded with spaces (JSON and YAML whitespace) to `count` bytes.
    static func padded(_ bytes: [UInt8], to count: Int) -> [UInt8] { bytes + [UInt8](repeating: 32, count: count - bytes.count) }

    @Test(arguments: [ContentLayout.manifestName, ContentLayout.samplesName])
    func aManifestOrSamplesOverTheSizeLimitIsAFinding(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = Self.largestLabyrinth
        for (file, bytes) in ValidFolder.files {
            try Data(file == name ? Self.padded(bytes, to: max(bytes.count, limit) + 1) : bytes).write(to: folder.appendingPathComponent(file))
        }
        let report = try Validator(profile: Self.profile { $0.fileBytes = limit }).validate(DiskContentSource(folder: folder.path))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.fileSize" })
        #expect(finding.file == name)
        #expect(finding.message.contains("more than the limit of \(limit) (`limits.file_bytes` in config.yaml)"), "\(finding.message)")
    }

    @Test(arguments: [ContentLayout.manifestName, ContentLayout.samplesName])
    func importRefusesAManifestOrSamplesOverTheSizeLimit(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = Self.largestLabyrinth
        var files = ValidFolder.files
        files[name] = Self.padded(files[name]!, to: max(files[name]!.count, Self.largestLabyrinth) + 1)
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: InMemoryContentSource(files), into: folder.path, config: config)
        }
        #expect(error.problems.map(\.description) == [
            "\(name): it is \(files[name]!.count) bytes, more than the limit of \(Self.largestLabyrinth) bytes (`limits.file_bytes` in config.yaml); not read past the limit",
        ])
    }

    @Test func importRefusesACatalogueFileOverTheSizeLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = max(Self.largestLabyrinth, ValidFolder.files.values.map(\.count).max()!)
        try Data(Self.padded(Array("# a universe\n".utf8), to: config.limits.fileBytes + 1))
            .write(to: folder.appendingPathComponent(StoryCatalogue.universeFileName))
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: InMemoryContentSource(ValidFolder.files), into: folder.path, config: config)
        }
        let message = error.problems.map(\.description).joined(separator: "\n")
        #expect(message.contains(StoryCatalogue.universeFileName) && message.contains("`limits.file_bytes` in config.yaml"), "\(message)")
    }

    @Test func migrateRefusesAFileBeyondTheLimitsBeforePlanningIt() throws {
        var files = SmallLegacyFolder.files()
        let largest = files.values.map(\.count).max()!
        var limits = MazegenConfig.defaults.limits
        limits.fileBytes = largest
        limits.textLength = 10
        files["denny_001_lv1.json"] = Self.padded(files["denny_001_lv1.json"]!, to: largest + 1)
        files["denny_002_lv3.json"] = Array(#"{"story_setup": "aaaaaaaaaaa"}"#.utf8)
        let migration = Migration(files: InMemoryFolder(files: files), folder: "f", mapping: .standard, limits: limits)
        let refusal = try #require(throws: MigrationError.self) { try migration.run(dryRun: true) }
        guard case .refused(let refused) = refusal else { Issue.record("\(refusal)"); return }
        let problems = refused.problems.map(\.description)
        #expect(problems.contains { $0.hasPrefix("denny_001_lv1.json: ") && $0.contains("more than the limit of \(largest) bytes (`limits.file_bytes`") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("denny_002_lv3.json: ") && $0.contains("`limits.text_length`") }, "\(problems)")
    }

    @Test func importRefusesALabyrinthBeyondTheLimitsAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = Self.labyrinthBytes.count
        var files = ValidFolder.files
        files["denny_001_easy.json"] = Self.labyrinthBytes + [32]
        files["denny_001_medium.json"] = Array(#"{"story_setup": "aaaaaaaaaaa"}"#.utf8)
        config.limits.textLength = 10
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: InMemoryContentSource(files), into: folder.path, config: config)
        }
        let messages = error.problems.map(\.description)
        #expect(messages.contains { $0.hasPrefix("denny_001_easy.json") && $0.contains("more than the limit of \(Self.labyrinthBytes.count) bytes") })
        #expect(messages.contains { $0.hasPrefix("denny_001_medium.json") && $0.contains("`limits.text_length`") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
