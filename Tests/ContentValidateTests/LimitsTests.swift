import ContentTestSupport
import Foundation
import LabyrinthKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentRead
@testable import ContentSupport
@testable import ContentValidate

/// The config's `limits`: a file beyond them is refused with the limit and its own figure, a file at them is checked.
@Suite("Limits: a file beyond them is refused with reasons")
struct LimitsTests {
    static func profile(_ change: (inout LimitsConfig) -> Void) -> ValidationProfile {
        var profile = ValidFolder.profile
        change(&profile.limits)
        return profile
    }

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
        let padding = [UInt8](repeating: 32, count: limit - ValidFolder.labyrinthBytes.count)
        try Data(ValidFolder.labyrinthBytes + padding + [32]).write(
            to: folder.appendingPathComponent("denny_001_easy.json"))
        let validator = Validator(profile: Self.profile { $0.fileBytes = limit })
        let report = try validator.validate(DiskContentSource(folder: folder.path))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.fileSize" })
        #expect(finding.file == "denny_001_easy.json")
        #expect(finding.message.contains("is \(limit + 1) bytes, more than the limit of \(limit)"))
        #expect(finding.message.contains("limits.file_bytes"))
        #expect(!report.findings.contains { $0.ruleIdentifier == "file.unreadable" })
        // The file at the limit is checked as usual.
        try Data(ValidFolder.labyrinthBytes + padding).write(to: folder.appendingPathComponent("denny_001_easy.json"))
        let atLimit = try validator.validate(DiskContentSource(folder: folder.path))
        #expect(!atLimit.findings.contains { $0.ruleIdentifier.hasPrefix("limits.") })
    }

    @Test func oneFileCheckedAloneIsRefusedTheSameWay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("denny_001_easy.json").path
        try Data(ValidFolder.labyrinthBytes).write(to: URL(fileURLWithPath: path))
        let source = try InMemoryContentSource(file: path, limit: ValidFolder.labyrinthBytes.count - 1)
        let report = try Validator(profile: ValidFolder.profile).judgingOneFile().validate(source)
        #expect(report.findings.map(\.ruleIdentifier) == ["limits.fileSize"])
    }

    @Test func tooManySegmentsIsAFindingAndTheMazeIsNotRebuilt() throws {
        let segments = try #require(
            JSONReader.parse(ValidFolder.labyrinthBytes).value[pointer: .pathData(.segments)]?.arrayValue?.count)
        let over = Validator(profile: Self.profile { $0.segments = segments - 1 })
        let report = try over.validate(InMemoryContentSource(ValidFolder.files))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.entries" })
        #expect(finding.pointer == .pathData(.segments))
        #expect(finding.message.contains("has \(segments) entries, more than the limit of \(segments - 1)"))
        #expect(finding.message.contains("limits.segments"))
        #expect(!report.findings.contains { $0.file == "denny_001_easy.json" && $0.ruleIdentifier.hasPrefix("maze.") })
        let at = Validator(profile: Self.profile { $0.segments = segments })
        #expect(
            !(try at.validate(InMemoryContentSource(ValidFolder.files))).findings.contains {
                $0.ruleIdentifier.hasPrefix("limits.")
            })
    }

    @Test func aLongTextAndAWideObjectAreFindings() {
        let root = JSONValue.object([
            "story_setup": .string(String(repeating: "a", count: 11)),
            "visual_theme": .object(["a": .null, "b": .null, "c": .null]),
        ])
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

    /// The reader's counts spare a file within the limits the walk; one string or object over them deep in a
    /// segment is still found. (Both are too long for the reader to take whole; the counts an object taken whole
    /// carries are held by JSONReaderContractTests.anObjectTakenWholeIsCountedAsRead.)
    @Test(arguments: [false, true])
    func aLongTextOrAWideObjectDeepInsideIsAFinding(wide: Bool) throws {
        let limits = ValidFolder.profile.limits
        let text = String(decoding: ValidFolder.labyrinthBytes, as: UTF8.self)
        #expect(text.contains(#""segments": ["#))
        // A first segment that holds too much: the wide one a key too many, the other a text of two-byte
        // characters, over the limit in characters as well as bytes.
        let deep =
            wide
            ? "{" + (0...limits.keysPerObject).map { #""k\#($0)": 0"# }.joined(separator: ", ") + "}"
            : #"{"note": ""# + String(repeating: "é", count: limits.textLength + 1) + #""}"#
        var files = ValidFolder.files
        let bytes = Array(text.replacingOccurrences(of: #""segments": ["#, with: #""segments": ["# + deep + ", ").utf8)
        files["denny_001_easy.json"] = bytes
        let report = try Validator(profile: ValidFolder.profile).validate(InMemoryContentSource(files))
        let found = report.findings.filter {
            $0.file == "denny_001_easy.json" && $0.ruleIdentifier.hasPrefix("limits.")
        }
        #expect(found.map(\.ruleIdentifier) == [wide ? "limits.objectKeys" : "limits.textLength"])
        #expect(found.map(\.pointer) == [wide ? "/path_data/segments/0" : "/path_data/segments/0/note"])
        // The reader's counts say so, and spare the file as it was the walk.
        let document = try JSONReader.parse(bytes, reusing: JSONReadingMemory(files: 1))
        #expect(wide ? document.mostMembers > limits.keysPerObject : document.longestString > limits.textLength)
        let within = try JSONReader.parse(ValidFolder.labyrinthBytes, reusing: JSONReadingMemory(files: 1))
        #expect(within.longestString <= limits.textLength && within.mostMembers <= limits.keysPerObject)
    }

    @Test func aWrongShapeIsDescribedFromTheValueAlreadyParsed() throws {
        let value = try JSONReader.parse("[1, 2, 3]").value
        let failure = try #require(FolderReader.decode(Labyrinth.self, value, file: "denny_001_easy.json").failure)
        #expect(failure.message == "`denny_001_easy.json` must be an object, found an array")
    }

    @Test(arguments: [ContentLayout.manifestName, ContentLayout.samplesName])
    func aManifestOrSamplesOverTheSizeLimitIsAFinding(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let limit = ValidFolder.largestLabyrinth
        for (file, bytes) in ValidFolder.files {
            try Data(file == name ? ValidFolder.padded(bytes, to: max(bytes.count, limit) + 1) : bytes).write(
                to: folder.appendingPathComponent(file))
        }
        let report = try Validator(profile: Self.profile { $0.fileBytes = limit }).validate(
            DiskContentSource(folder: folder.path))
        let finding = try #require(report.findings.first { $0.ruleIdentifier == "limits.fileSize" })
        #expect(finding.file == name)
        #expect(
            finding.message.contains("more than the limit of \(limit) (`limits.file_bytes` in config.yaml)"),
            "\(finding.message)")
    }
}
