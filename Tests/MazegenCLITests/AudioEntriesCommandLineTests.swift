import ContentRead
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `audio/` may hold at a clip's name besides a clip: junk bytes (an empty file, bytes of no format, a WAV
/// under an `.mp3` name) and entries that are no file (a FIFO, a directory, a link out to a device). Each is named
/// as what it is by validate and the preview, never waited on, never taken for a missing clip; narrate refuses
/// before making any clip; import adopts none of them and follows no `audio` link out of its folder.
@Suite("Clips that are no clips, and entries that are no files", .serialized)
struct AudioEntriesCommandLineTests {
    static let junk: [(clip: String, bytes: [UInt8])] = [
        ("denny_001_instruction.mp3", []), ("denny_001_completion.mp3", ExampleClip.noise),
        ("denny_002_instruction.mp3", ExampleClip.wav),
    ]

    /// The committed folder, clips included, with junk at three clips' names and, unless `odd` is false, a FIFO, a
    /// directory and a link to a device at three more.
    static func folder(odd: Bool = true) throws -> (parent: URL, folder: URL) {
        let parent = try scratchFolder()
        let folder = parent.appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            atPath: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path, toPath: folder.path)
        let audio = folder.appendingPathComponent("audio")
        for (clip, bytes) in junk { try Data(bytes).write(to: audio.appendingPathComponent(clip)) }
        guard odd else { return (parent, folder) }
        for clip in ["denny_002_completion.mp3", "denny_003_instruction.mp3", "denny_003_completion.mp3"] {
            try FileManager.default.removeItem(at: audio.appendingPathComponent(clip))
        }
        #expect(mkfifo(audio.appendingPathComponent("denny_002_completion.mp3").path, 0o644) == 0)
        try FileManager.default.createDirectory(
            at: audio.appendingPathComponent("denny_003_instruction.mp3"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: audio.appendingPathComponent("denny_003_completion.mp3").path, withDestinationPath: "/dev/zero")
        return (parent, folder)
    }

    @Test func validateNamesEachAsWhatItIs() throws {
        let (parent, folder) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let result = try NonRegularFileCommandLineTests.runBounded(["validate", folder.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let findings = result.stdout.split(separator: "\n").filter { $0.contains("audio.unplayable") }
        #expect(findings.count == 6, "\(result.stdout)")
        for (clip, what) in [
            ("denny_001_instruction.mp3", "the file is empty"), ("denny_001_completion.mp3", "it is not MPEG audio"),
            ("denny_002_instruction.mp3", "RIFF (WAV)"), ("denny_002_completion.mp3", "is a named pipe (FIFO)"),
            ("denny_003_instruction.mp3", "is a directory"),
            ("denny_003_completion.mp3", #"is a symlink to "/dev/zero", outside the folder"#),
        ] {
            #expect(findings.contains { $0.contains("audio/\(clip)") && $0.contains(what) }, "\(clip): \(findings)")
        }
        #expect(!result.stdout.contains("audio.missing"), "\(result.stdout)")
    }

    @Test func thePreviewAndStatsSayItAndWaitOnNothing() throws {
        let (parent, folder) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let page = parent.appendingPathComponent("preview.html")
        let preview = try NonRegularFileCommandLineTests.runBounded(["preview", folder.path, "--output", page.path])
        #expect(preview.status == 1, "\(preview.stdout)\(preview.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        for clip in ["denny_001_instruction.mp3", "denny_001_completion.mp3", "denny_002_instruction.mp3"] {
            let figure = try #require(html.components(separatedBy: "data-clip=\"\(clip)\"").dropFirst().first)
            let caption = figure.components(separatedBy: "</figure>")[0]
            #expect(
                caption.contains("not a clip the app can play") && !caption.contains("made elsewhere"), "\(caption)")
            #expect(!caption.contains("<audio"), "\(caption)")
        }
        #expect(html.contains("not a file: a named pipe (FIFO)"))
        let stats = try NonRegularFileCommandLineTests.runBounded(["stats", folder.path])
        #expect(stats.status == 0 || stats.status == 1, "\(stats.stdout)\(stats.stderr)")
    }

    @Test func narrateRefusesBeforeMakingAnyClip() throws {
        let (parent, folder) = try Self.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let audio = folder.appendingPathComponent("audio")
        let before = try FileManager.default.contentsOfDirectory(atPath: audio.path).sorted()
        for arguments in [
            ["narrate", folder.path], ["narrate", folder.path, "--force"], ["narrate", folder.path, "--dry-run"],
        ] {
            let result = try NonRegularFileCommandLineTests.runBounded(arguments)
            #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
            for clip in ["denny_002_completion.mp3", "denny_003_instruction.mp3", "denny_003_completion.mp3"] {
                #expect(result.stderr.contains("audio/\(clip) is "), "\(clip): \(result.stderr)")
            }
            #expect(result.stderr.contains("error: nothing was written to \(folder.path): "), "\(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: audio.path).sorted() == before)
        let empty =
            try FileManager.default.attributesOfItem(
                atPath: audio.appendingPathComponent("denny_001_instruction.mp3").path)[.size] as? Int
        #expect(empty == 0)
    }

    @Test func narrateWritesNoClipThroughAnAudioLink() throws {
        let (parent, folder) = try Self.folder(odd: false)
        defer { try? FileManager.default.removeItem(at: parent) }
        let outside = parent.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("audio"), to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("audio").path, withDestinationPath: outside.path)
        let before = try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted()
        let result = try NonRegularFileCommandLineTests.runBounded(["narrate", folder.path])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("audio is a symlink to "), "\(result.stderr)")
        #expect(result.stderr.contains("error: nothing was written to \(folder.path): "), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == before)
    }

    @Test func importAdoptsNoJunkClip() throws {
        let (parent, folder) = try Self.folder(odd: false)
        defer { try? FileManager.default.removeItem(at: parent) }
        // A clip made elsewhere that the app can play is adopted beside them: the junk is left out for what it is.
        try Data(ExampleClip.madeElsewhere).write(
            to: folder.appendingPathComponent("audio").appendingPathComponent("denny_004_instruction.mp3"))
        let stories = parent.appendingPathComponent("stories")
        let result = try NonRegularFileCommandLineTests.runBounded(["import", folder.path, "--into", stories.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let adopted = try String(contentsOf: stories.appendingPathComponent("narration.yaml"), encoding: .utf8)
        #expect(adopted.contains("denny_004_instruction.mp3"), "\(adopted)")
        for (clip, _) in Self.junk { #expect(!adopted.contains(clip), "\(clip) adopted:\n\(adopted)") }
    }

    @Test func importFollowsNoAudioLinkOutOfItsFolder() throws {
        let (parent, folder) = try Self.folder(odd: false)
        defer { try? FileManager.default.removeItem(at: parent) }
        let outside = parent.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(ExampleClip.madeElsewhere).write(to: outside.appendingPathComponent("denny_004_instruction.mp3"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("audio"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("audio").path, withDestinationPath: outside.path)
        let stories = parent.appendingPathComponent("stories")
        let result = try NonRegularFileCommandLineTests.runBounded(["import", folder.path, "--into", stories.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stories.appendingPathComponent("narration.yaml").path))
    }
}
