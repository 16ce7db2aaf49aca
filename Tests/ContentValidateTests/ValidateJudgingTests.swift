import ContentTestSupport
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// `validate(_:judging:)`: the labyrinths not named are read for the folder rules only. The report is then a whole
/// validation's without those files' own findings: every folder finding stays, whichever files it is about.
@Suite("Validate: judging some of the labyrinths")
struct ValidateJudgingTests {
    static let easy = "denny_001_easy.json"
    static let medium = "denny_001_medium.json"
    static let hard = "denny_001_hard.json"

    /// The rules that judge one labyrinth file: their findings on a file not judged are the ones left out.
    static func perFileRules(of validator: Validator) -> Set<String> {
        Set(validator.labyrinthRules.map(\.identifier) + validator.mazeRules.map(\.identifier))
    }

    /// The whole report without the per-file findings on files outside `judged`.
    static func expected(_ whole: ValidationReport, judging judged: Set<String>, validator: Validator) -> [Finding] {
        let perFile = perFileRules(of: validator)
        return whole.findings.filter { judged.contains($0.file) || !perFile.contains($0.ruleIdentifier) }
    }

    /// The medium file edited by hand: findings of its own, and of folder rules that compare it with the manifest.
    static let folders: [(name: String, files: [String: [UInt8]])] = [
        (
            "a finding of its own and a title the manifest does not list",
            ValidFolder.edited(medium) {
                $0.setting("/path_data/complexity", to: .string("hard")).setting("/title", to: .string("Another"))
            }
        ),
        ("not JSON", ValidFolder.files.merging([medium: Array("{\"id\": denny}".utf8)]) { $1 }),
        (
            "over a limit",
            ValidFolder.edited(medium) {
                $0.setting("/title", to: .string(String(repeating: "a", count: 100_000)))
            }
        ),
        (
            "over a limit below path_data's lists, which a file not judged is read without",
            ValidFolder.edited(medium) {
                $0.setting("/path_data/segments/0/note", to: .string(String(repeating: "a", count: 100_000)))
            }
        ),
    ]

    @Test(arguments: folders.indices)
    func aFileNotJudgedKeepsTheFolderFindingsAndLosesOnlyItsOwn(_ index: Int) throws {
        let (name, files) = Self.folders[index]
        let validator = Validator(profile: ValidFolder.profile)
        let source = InMemoryContentSource(files)
        let whole = try validator.validate(source)
        let judged: Set<String> = [Self.easy, Self.hard]
        let report = try validator.validate(source, judging: judged)
        #expect(
            report.findings == Self.expected(whole, judging: judged, validator: validator),
            "\(name): \(report.findings)")
        #expect(report.filesChecked == whole.filesChecked)
        #expect(whole.findings.contains { $0.file == Self.medium }, "\(name): the edit must give findings")
    }

    /// The folder finding that links the two files (`manifest.entryFields` on the manifest, about the medium file's
    /// title) comes from the unjudged file's facts; its own finding (`labyrinth.complexity`) does not come.
    @Test func theManifestStillComparesAFileNotJudged() throws {
        let source = InMemoryContentSource(Self.folders[0].files)
        let report = try Validator(profile: ValidFolder.profile).validate(source, judging: [Self.easy, Self.hard])
        #expect(
            report.findings.contains {
                $0.ruleIdentifier == "manifest.entryFields" && $0.file == ContentLayout.manifestName
                    && $0.message.contains(Self.medium)
            }, "\(report.findings)")
        #expect(!report.findings.contains { $0.ruleIdentifier == "labyrinth.complexity" }, "\(report.findings)")
    }

    /// `organic.samePicture` compares the drawings of a story's levels: an organic file not judged still gives its
    /// picture (read from its `svg_path`, as the maze inspection of a judged file reads it).
    @Test(arguments: [[], ["denny_001_easy.json"], ["denny_001_medium.json"]] as [Set<String>])
    func anOrganicFileNotJudgedStillDrawsItsPicture(_ judged: Set<String>) throws {
        let example = try #require(OrganicSamePictureRule().triggeringExamples.first)
        let validator = Validator()
        let whole = try validator.validate(example.source)
        let report = try validator.validate(example.source, judging: judged)
        #expect(whole.findings.contains { $0.ruleIdentifier == "organic.samePicture" })
        #expect(report.findings == Self.expected(whole, judging: judged, validator: validator), "\(report.findings)")
    }

    /// Given no set, or every labyrinth, validate judges every file as it always has.
    @Test(arguments: folders.indices)
    func withoutASetEveryFileIsJudged(_ index: Int) throws {
        let files = Self.folders[index].files
        let validator = Validator(profile: ValidFolder.profile)
        let source = InMemoryContentSource(files)
        let whole = try validator.validate(source)
        #expect(whole == (try validator.validate(source, judging: [Self.easy, Self.medium, Self.hard])))
        #expect(whole == (try validator.validate(source, judging: nil)))
    }
}
