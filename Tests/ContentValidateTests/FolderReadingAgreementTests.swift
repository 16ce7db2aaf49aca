import ContentSupport
import ContentTestSupport
import Testing

@testable import ContentRead
@testable import ContentValidate

/// Validate reads a folder through the reader's steps, judging each labyrinth while its bytes are at hand; what its
/// folder rules see is what the reader alone gives narrate, the preview and generate's clip note.
@Suite("Validate: the folder its rules judge is the folder as read")
struct FolderReadingAgreementTests {
    static func folder() throws -> [String: [UInt8]] {
        var files = ValidFolder.files
        let reader = FolderReader(profile: ValidFolder.profile.reading)
        let lines = try reader.read(InMemoryContentSource(files)).clips.script.lines
        files["audio/" + lines[0].clip] = try ClipRecord(madeFrom: lines[0].text, settings: .standard).tagged(
            ExampleClip.silence())
        files["audio/" + lines[1].clip] = ExampleClip.silence()
        files["denny_002_easy.json"] = Array("{".utf8)
        files["denny_003_easy.json"] = Array(#"{"id": "denny_003_easy", "path_data": {"svg_path": "M 0 0"}}"#.utf8)
        return files
    }

    @Test(arguments: [nil, Set(["denny_001_easy.json"])])
    func theValidatorsReadingIsTheReaders(judging judged: Set<String>?) throws {
        let source = InMemoryContentSource(try Self.folder())
        let read = try FolderReader(profile: ValidFolder.profile.reading).read(source)
        let validated = try Validator(profile: ValidFolder.profile).validateReading(source, judging: judged).contents
        #expect(validated == read)
        #expect(read.clipReadings.count == 2)
    }
}
