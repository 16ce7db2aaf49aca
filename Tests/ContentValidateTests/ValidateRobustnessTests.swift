import ContentTestSupport
import Foundation
import LabyrinthKit
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate
@testable import MazeKit

@Suite("Validate: damaged input never crashes")
struct ValidateRobustnessTests {
    static let validator = Validator(profile: ValidFolder.profile)

    /// Flips bytes of each file of a valid folder: every run ends with a report, a file that no longer parses
    /// is an error with a position, and most damage is caught (a flipped letter inside a story text is not damage).
    @Test(arguments: ["denny_001_easy.json", "manifest.json", "difficulty_samples.json"])
    func flippedBytes(_ file: String) throws {
        var random = SplitMix64(state: 0x6D61_7A65 &+ UInt64(file.utf8.count))
        let original = ValidFolder.files
        let adventure = Array(ExampleLabyrinth.adventureText().utf8)
        var caught = 0
        let runs = 150
        for run in 0..<runs {
            var files = original
            var bytes = run % 2 == 0 || file != "denny_001_easy.json" ? files[file]! : adventure
            for _ in 0...(run % 4) {
                let position = random.below(bytes.count)
                bytes[position] ^= UInt8(1 + random.below(255))
            }
            files[file] = bytes
            let report = try Self.validator.validate(InMemoryContentSource(files))
            if (try? JSONReader.parse(bytes)) == nil {
                let syntax = report.findings.filter { $0.ruleIdentifier == "json.syntax" && $0.file == file }
                #expect(syntax.count == 1)
                #expect(syntax.first?.line != nil && syntax.first?.column != nil)
            }
            if report.hasErrors(strict: false) { caught += 1 }
            if run % 15 == 0 {
                #expect(report == (try Self.validator.validate(InMemoryContentSource(files))), "not deterministic")
            }
        }
        #expect(caught * 10 >= runs * 8, "only \(caught) of \(runs) damaged folders failed")
    }

    @Test func truncatedFilesAreErrors() throws {
        let text = JSONWriter.bytes(ValidFolder.labyrinth(level: "easy"))
        for length in stride(from: 0, to: text.count, by: 97) {
            let files = ValidFolder.files.merging(["denny_001_easy.json": Array(text[..<length])]) { $1 }
            let report = try Self.validator.validate(InMemoryContentSource(files))
            #expect(report.findings.contains { $0.ruleIdentifier == "json.syntax" }, "length \(length)")
        }
    }

    @Test func deepNestingAndOddValuesDoNotCrash() throws {
        let odd = [
            String(repeating: "[", count: 10_000), "null", "0", "\"text\"", "{\"path_data\": []}",
            #"{"path_data": {"svg_path": "M 1e308 1e308 L -1e308 0", "maze_type": "grid", "solution_path": "M", "start_point": {"x": 1e400, "y": -0}, "end_point": {"x": 0, "y": 0}, "segments": [], "canvas_width": 1e9, "canvas_height": 0.5}}"#,
            #"{"path_data": {"svg_path": "M 0 0 L 600 0 L 600 500 L 0 500 L 0 0", "maze_type": "corridor_rect", "solution_path": "M 0 0", "start_point": {"x": 0, "y": 0}, "end_point": {"x": 0, "y": 0}, "segments": [{"start": {"x": 0, "y": 0}, "end": {"x": 0, "y": 0}}], "canvas_width": 600, "canvas_height": 500, "items": [{"x": 0, "y": 0, "emoji": "x", "on_solution": 3}]}}"#,
        ]
        for text in odd {
            let report = try Self.validator.validate(RuleExample.labyrinth(text).source)
            #expect(report.hasErrors(strict: false), "\(text.prefix(60))")
        }
    }

    @Test func theReportDoesNotDependOnListingOrder() throws {
        var files = ValidFolder.files
        for story in 2...40 {
            for level in ["easy", "medium", "hard"] {
                files["denny_\(LabyrinthName.storyDigits(story))_\(level).json"] = JSONWriter.bytes(
                    ValidFolder.labyrinth(story: story, level: level))
            }
        }
        let forwards = try Self.validator.validate(InMemoryContentSource(files))
        let reversed = try Self.validator.validate(ReversedListing(base: InMemoryContentSource(files)))
        #expect(forwards == reversed)
        #expect(forwards.findings.count > 39 * 3)
        #expect(forwards.findings == forwards.findings.sorted())
    }

    /// The app reads a file that starts with a UTF-8 byte order mark, so validate does too.
    @Test func aByteOrderMarkIsNoSyntaxError() throws {
        let text = Array(ExampleLabyrinth.text.utf8)
        let report = try Validator(profile: ValidFolder.profile, rules: [JSONSyntaxRule(), LabyrinthDecodeRule()])
            .validate(InMemoryContentSource(["denny_001_easy.json": [0xEF, 0xBB, 0xBF] + text]))
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect((try? JSONDecoder().decode(Labyrinth.self, from: Data([0xEF, 0xBB, 0xBF] + text))) != nil)
    }
}

/// A source that lists its folder backwards, as a file system may.
struct ReversedListing: ContentSource {
    var base: InMemoryContentSource
    func listing(of subfolder: String) throws(FileSystemError) -> [ContentEntry] {
        try base.listing(of: subfolder).reversed()
    }
    func bytes(of name: String) throws(FileSystemError) -> [UInt8] { try base.bytes(of: name) }
}

extension SplitMix64 {
    /// A number in `0..<bound`, for the fuzz test's positions and bytes.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
