import ContentCatalogue
import ContentJSON
import ContentSupport
import ContentTestSupport
import LabyrinthKit
import Testing

@testable import ContentRead

/// The front door: a folder read as it is, its labyrinths for their facts and its clips for their records.
@Suite("Read: a content folder as it is")
struct FolderReaderTests {
    static let reader = FolderReader(profile: ReadingProfile(config: .defaults))
    static let settings = MazegenConfig.defaults.narration

    @Test func aFolderGivesItsLabyrinthsManifestAndSamples() throws {
        let contents = try Self.reader.read(InMemoryContentSource(ValidFolder.files))
        #expect(
            contents.labyrinths.map(\.file) == ["denny_001_easy.json", "denny_001_hard.json", "denny_001_medium.json"])
        #expect(contents.labyrinths.allSatisfy { $0.parsed })
        #expect(contents.manifestEntries.count == 3 && contents.samples != nil)
        #expect(contents.manifestDecodingFailure == nil && contents.samplesDecodingFailure == nil)
        #expect(contents.unreadableFiles.isEmpty && contents.unparsableFiles.isEmpty)
        // No `audio/`: no clip is read, and every clip the labyrinths name is missing.
        #expect(contents.audioFiles == nil && contents.clipReadings.isEmpty)
        let clips = contents.clips
        #expect(!clips.script.lines.isEmpty)
        #expect(clips.script.lines.allSatisfy { clips.status(of: $0, settings: Self.settings) == .missing })
    }

    @Test func eachClipsStateComesFromWhatItRecords() throws {
        let lines = try Self.reader.read(InMemoryContentSource(ValidFolder.files)).clips.script.lines
        try #require(lines.count == 2)
        var files = ValidFolder.files
        files["audio/" + lines[0].clip] = try ClipRecord(madeFrom: lines[0].text, settings: Self.settings).tagged(
            ExampleClip.silence())
        files["audio/" + lines[1].clip] = try ClipRecord(madeFrom: "another text", settings: Self.settings).tagged(
            ExampleClip.silence())
        let made = try Self.reader.read(InMemoryContentSource(files)).clips
        #expect(made.audioFiles == lines.map(\.clip).sorted())
        #expect(made.status(of: lines[0], settings: Self.settings) == .current)
        #expect(made.status(of: lines[1], settings: Self.settings) == .stale)

        files["audio/" + lines[0].clip] = ExampleClip.silence()
        files["audio/" + lines[1].clip] = nil
        let elsewhere = try Self.reader.read(InMemoryContentSource(files)).clips
        #expect(elsewhere.status(of: lines[0], settings: Self.settings) == .unknownOrigin)
        #expect(elsewhere.status(of: lines[1], settings: Self.settings) == .missing)
    }

    @Test func aFileThatIsNotJSONIsKeptWithWhy() throws {
        var files = ValidFolder.files
        files["denny_001_medium.json"] = Array("{".utf8)
        let contents = try Self.reader.read(InMemoryContentSource(files))
        #expect(contents.unparsableFiles.map(\.file) == ["denny_001_medium.json"])
        #expect(contents.labyrinths.first { $0.file == "denny_001_medium.json" }?.parsed == false)
    }
}
