import ContentSupport
import ContentTestSupport
import Testing

@testable import ContentRead
@testable import ContentValidate

/// validate's audio rules ask the one judgement of a clip (`FolderClips.status`): a clip the app cannot play is an
/// error of `audio.unplayable` and nothing else, whatever its tag records.
@Suite("Validate: a clip judged once")
struct AudioJudgementTests {
    static func findings(_ change: ([String], inout [String: [UInt8]]) throws -> Void) throws -> [Finding] {
        var files = ValidFolder.files
        let reader = FolderReader(profile: ValidFolder.profile.reading)
        let clips = try reader.read(InMemoryContentSource(files)).clips.script.lines.map(\.clip)
        try change(clips, &files)
        return try Validator(profile: ValidFolder.profile).validate(InMemoryContentSource(files)).findings
            .filter { $0.ruleIdentifier.hasPrefix("audio.") }
    }

    @Test func aTagWithoutAudioIsUnplayableNotStale() throws {
        let findings = try Self.findings { clips, files in
            // A record of another text, and no frame of audio after it.
            files["audio/" + clips[0]] = try ClipRecord(madeFrom: "another text", settings: .standard).tagged([])
            files["audio/" + clips[1]] = ExampleClip.silence()
        }
        #expect(findings.map(\.ruleIdentifier) == ["audio.unplayable"], "\(findings)")
        #expect(findings.first?.severity == .error)
        #expect(
            findings.first?.message.contains("it holds no frame of audio") == true
                || findings.first?.message.contains("not MPEG audio") == true, "\(findings)")
    }

    @Test func aStaleClipTheAppCanPlayIsStale() throws {
        let findings = try Self.findings { clips, files in
            files["audio/" + clips[0]] = ExampleClip.saying("another text")
            files["audio/" + clips[1]] = ExampleClip.silence()
        }
        #expect(findings.map(\.ruleIdentifier) == ["audio.stale"], "\(findings)")
        #expect(findings.first?.message.contains(#"it says "another text""#) == true, "\(findings)")
    }

    @Test func aLinkAtAClipsNameIsNamedNotMissing() throws {
        var files = ValidFolder.files
        let reader = FolderReader(profile: ValidFolder.profile.reading)
        let clips = try reader.read(InMemoryContentSource(files)).clips.script.lines.map(\.clip)
        files["audio/" + clips[1]] = ExampleClip.silence()
        let source = InMemoryContentSource(files, symlinks: ["audio/" + clips[0]: "../../elsewhere.mp3"])
        let findings = try Validator(profile: ValidFolder.profile).validate(source).findings
            .filter { $0.ruleIdentifier.hasPrefix("audio.") }
        #expect(findings.map(\.ruleIdentifier) == ["audio.unplayable"], "\(findings)")
        #expect(
            findings.first?.message.contains(#"is a symlink to "../../elsewhere.mp3", outside the folder, not a file"#)
                == true, "\(findings)")
    }
}
