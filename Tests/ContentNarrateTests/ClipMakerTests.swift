import ContentSupport
import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentNarrate

/// What a clip's making refuses before sox or lame runs: an engine that writes a WAV no clip can come from.
/// The engines are shell commands, sox and lame are never reached (their paths do not exist).
@Suite("making one clip")
struct ClipMakerTests {
    static let line = ClipScript.Line(
        clip: "denny_001_instruction.mp3", role: .instruction, text: "Help Denny find the way.",
        files: ["denny_001_easy.json"])

    static func maker(engine: [String]) -> ClipMaker {
        ClipMaker(
            settings: .standard, tools: NarrationTools(engine: engine, sox: "/no/sox", lame: "/no/lame"))
    }

    /// A 32-bit float mono WAV of these samples.
    static func floatWAV(_ samples: [Float], sampleRate: UInt32 = 22050) -> [UInt8] {
        func le32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        func le16(_ value: UInt16) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        let data = samples.flatMap { le32($0.bitPattern) }
        let format = le16(3) + le16(1) + le32(sampleRate) + le32(sampleRate * 4) + le16(4) + le16(32)
        return Array("RIFF".utf8) + le32(UInt32(4 + 8 + format.count + 8 + data.count)) + Array("WAVE".utf8)
            + Array("fmt ".utf8) + le32(UInt32(format.count)) + format + Array("data".utf8) + le32(UInt32(data.count))
            + data
    }

    static func make(engine: [String]) throws -> ClipMakingError? {
        let scratch = try ScratchFolder(purpose: "test")
        defer { scratch.remove() }
        do throws(ClipMakingError) {
            _ = try maker(engine: engine).make(line, scratch: scratch.path + "/0")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [Float.infinity, -Float.infinity, Float.nan])
    func anEngineWAVWithSamplesThatAreNoNumberIsRefusedNamed(_ odd: Float) throws {
        let folder = try TemporaryFolder()
        var samples = (0..<22050).map { Float(sin(Double($0) / 10)) * 0.3 }
        samples[1000] = odd
        try folder.write(["odd.wav": Self.floatWAV(samples)])
        let error = try #require(try Self.make(engine: ["/bin/cp", folder.path + "/odd.wav", "{wav}"]))
        #expect(error.clip == "denny_001_instruction.mp3")
        #expect(error.reason.contains("no number (infinite or NaN)"), "\(error.reason)")
    }

    @Test func anEngineWAVLargerThanTheBoundIsNotRead() throws {
        let error = try #require(
            try Self.make(engine: ["/bin/sh", "-c", "truncate -s 3G \"$0\"", "{wav}"]))
        #expect(error.reason.contains("larger than 64 MiB"), "\(error.reason)")
    }

    @Test func anEngineThatLeavesADirectoryAtItsWAVIsNamed() throws {
        let error = try #require(try Self.make(engine: ["/bin/mkdir", "{wav}"]))
        #expect(error.reason.contains("the engine's WAV could not be read"), "\(error.reason)")
    }

    /// Every path an engine is given is absolute and outside the content folder, so a folder named like an option
    /// or an engine that changes directory cannot lose it.
    @Test func theEngineIsGivenAbsolutePaths() throws {
        let folder = try TemporaryFolder()
        let record = folder.path + "/words"
        _ = try Self.make(engine: [
            "/bin/sh", "-c", "cd /; printf '%s\\n' \"$0\" \"$1\" > \(record)", "{text}", "{wav}",
        ])
        let words = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(words.count == 2 && words.allSatisfy { $0.hasPrefix("/") }, "\(words)")
        #expect(words.first?.hasSuffix("/0.txt") == true, "\(words)")
    }

    /// A batch engine (`{list}`, as the default voice's) asked for one clip gets a list of one: the studio narrates
    /// a story a clip at a time, and the engine was once given an empty list path.
    @Test func aBatchEngineAskedForOneClipGetsAListOfOne() throws {
        let folder = try TemporaryFolder()
        let record = folder.path + "/list"
        _ = try Self.make(engine: ["/bin/cp", "{list}", record])
        let entries = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(entries.count == 1, "\(entries)")
        let paths = entries.first?.split(separator: "\t") ?? []
        #expect(paths.count == 2 && paths[0].hasSuffix("/0.txt") && paths[1].hasSuffix(".wav"), "\(paths)")
    }

    /// A text with no words is named for that, with its key, not as a pace of "0 words a minute".
    @Test func aTextWithNoWordsIsNamedWithItsKey() throws {
        let folder = try TemporaryFolder()
        try folder.write(["tone.wav": Self.floatWAV((0..<22050).map { Float(sin(Double($0) / 10)) * 0.3 })])
        let scratch = try ScratchFolder(purpose: "test")
        defer { scratch.remove() }
        var line = Self.line
        line.text = "… !?"
        do throws(ClipMakingError) {
            _ = try Self.maker(engine: ["/bin/cp", folder.path + "/tone.wav", "{wav}"]).make(
                line, scratch: scratch.path + "/0")
            Issue.record("a clip was made of a text with no words")
        } catch {
            #expect(error.reason.contains("has no words to speak"), "\(error.reason)")
            #expect(error.reason.contains("tts_instruction"), "\(error.reason)")
            #expect(!error.reason.contains("words a minute"), "\(error.reason)")
        }
    }

    @Test func placeholdersAreReplacedInOnePass() {
        let words = ClipMaker.engineWords(
            ["say", "--voice={voice}", "{text}", "-o", "{wav}", "{unknown}", "{", "a{text}{wav}b"], text: "/s/0.txt",
            wav: "/s/0.wav", voice: "{wav}{text}")
        #expect(
            words == [
                "say", "--voice={wav}{text}", "/s/0.txt", "-o", "/s/0.wav", "{unknown}", "{", "a/s/0.txt/s/0.wavb",
            ])
    }
}
