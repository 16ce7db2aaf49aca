import ContentCatalogue
import ContentSupport
import ContentTestSupport
import Foundation
import TestSupport
import Testing

@testable import ContentRead

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one judgement of a clip (`FolderClips.status`): a file the app can play is current, stale or made elsewhere;
/// junk bytes are no clip; a name in `audio/` holding anything but a file is answered as what it holds, never opened.
@Suite("Read: each clip judged once")
struct ClipJudgementTests {
    static let reader = FolderReader(profile: ReadingProfile(config: .defaults))
    static let settings = MazegenConfig.defaults.narration

    /// The valid folder's clips, none of them in `audio/`.
    static func clips() throws -> FolderClips {
        try reader.read(InMemoryContentSource(ValidFolder.files)).clips
    }

    @Test func anEmptyFileRandomBytesAndAWAVAreNoClipTheAppCanPlay() throws {
        let lines = try Self.clips().script.lines
        try #require(lines.count == 2)
        for junk in [[], ExampleClip.noise, ExampleClip.wav] {
            var files = ValidFolder.files
            files["audio/" + lines[0].clip] = junk
            files["audio/" + lines[1].clip] = ExampleClip.saying(lines[1].text, settings: Self.settings)
            let clips = try Self.reader.read(InMemoryContentSource(files)).clips
            let status = clips.status(of: lines[0], settings: Self.settings)
            guard case .unplayable = status else {
                Issue.record("\(junk.count) bytes of junk judged \(status)")
                continue
            }
            #expect(clips.seconds[lines[0].clip] == nil)
            #expect(clips.status(of: lines[1], settings: Self.settings) == .current)
            // 8 frames of 1152 samples at 48 kHz.
            #expect(clips.seconds[lines[1].clip] == 0.192)
        }
    }

    @Test func aClipMadeElsewhereIsOneOnlyWhenTheAppCanPlayIt() throws {
        let lines = try Self.clips().script.lines
        var files = ValidFolder.files
        files["audio/" + lines[0].clip] = ExampleClip.madeElsewhere
        files["audio/" + lines[1].clip] = Array("ID3".utf8)
        let clips = try Self.reader.read(InMemoryContentSource(files)).clips
        #expect(clips.status(of: lines[0], settings: Self.settings) == .unknownOrigin)
        #expect(clips.status(of: lines[1], settings: Self.settings) != .unknownOrigin)
    }

    @Test func playableClipNamesWhyNot() {
        #expect(throws: UnplayableClip("the file is empty (0 bytes)")) { try PlayableClip.seconds([]) }
        #expect(throws: UnplayableClip.self) { try PlayableClip.seconds(ExampleClip.noise) }
        #expect(throws: UnplayableClip.self) { try PlayableClip.seconds(ExampleClip.wav) }
        // Frames of MPEG layer II are no MP3.
        let layerII = Array(
            [[UInt8]](repeating: [0xFF, 0xFD, 0x14, 0xC0] + [UInt8](repeating: 0, count: 92), count: 4).joined())
        #expect(throws: UnplayableClip.self) { try PlayableClip.seconds(layerII) }
        // Good frames, then bytes where the next frame is due.
        #expect(throws: UnplayableClip.self) { try PlayableClip.seconds(ExampleClip.silence() + [1, 2, 3, 4, 5]) }
        #expect((try? PlayableClip.seconds(ExampleClip.silence(frames: 4))) == 0.096)
    }

    @Test func oddEntriesAtAClipsNameAreWhatTheyAreAndNeverMissing() throws {
        let lines = try Self.clips().script.lines
        try #require(lines.count == 2)
        for odd in ["fifo", "directory", "link out", "link to a device", "link inside"] {
            let folder = try TemporaryFolder()
            try folder.write(ValidFolder.files)
            try folder.write([
                "audio/spare.mp3": ExampleClip.silence(), "audio/" + lines[1].clip: ExampleClip.silence(),
            ])
            let path = folder.path + "/audio/" + lines[0].clip
            switch odd {
            case "fifo": #expect(mkfifo(path, 0o644) == 0)
            case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "link out": try folder.link("audio/" + lines[0].clip, to: "/tmp")
            case "link to a device": try folder.link("audio/" + lines[0].clip, to: "/dev/zero")
            default: try folder.link("audio/" + lines[0].clip, to: "spare.mp3")
            }
            let clips = try Self.reader.read(DiskContentSource(folder: folder.path)).clips
            let status = clips.status(of: lines[0], settings: Self.settings)
            let expected =
                switch odd {
                case "fifo": "a named pipe (FIFO)"
                case "directory": "a directory"
                case "link out": #"a symlink to "/tmp", outside the folder"#
                case "link to a device": #"a symlink to "/dev/zero", outside the folder"#
                default: #"a symlink to "spare.mp3""#
                }
            #expect(status == .notAFile(expected), "\(odd)")
            #expect(clips.status(of: lines[1], settings: Self.settings) == .unknownOrigin)
        }
    }

    @Test func aClipIsReadWithinTheLimitAndMeasuredFromThatReading() throws {
        let lines = try Self.clips().script.lines
        // Every labyrinth within the limit, one clip over it.
        var profile = ReadingProfile(config: .defaults)
        profile.limits.fileBytes = ValidFolder.largestLabyrinth + 100
        var files = ValidFolder.files
        files["audio/" + lines[0].clip] = ExampleClip.silence(frames: profile.limits.fileBytes / 96 + 1)
        files["audio/" + lines[1].clip] = ExampleClip.silence(frames: 16)
        let clips = try FolderReader(profile: profile).read(InMemoryContentSource(files)).clips
        guard case .unreadable = clips.status(of: lines[0], settings: Self.settings) else {
            Issue.record("a clip over the limit judged \(clips.status(of: lines[0], settings: Self.settings))")
            return
        }
        #expect(clips.seconds[lines[0].clip] == nil)
        #expect(clips.seconds[lines[1].clip] == 0.384)
    }

    @Test func aSubfolderLinkedOutOfTheFolderIsNeitherListedNorReadThrough() throws {
        let outside = try TemporaryFolder()
        try outside.write(["x.mp3": ExampleClip.silence()])
        let folder = try TemporaryFolder()
        try folder.write(ValidFolder.files)
        try folder.link("audio", to: outside.path)
        let source = try DiskContentSource(folder: folder.path)
        #expect(throws: FileSystemError.self) { try source.listing(of: "audio") }
        var bytes: [UInt8] = []
        #expect(throws: FileSystemError.self) { try source.read("audio/x.mp3", into: &bytes, limit: 1 << 20) }
        #expect(throws: FileSystemError.self) { try source.bytes(of: "audio/x.mp3") }
    }
}
