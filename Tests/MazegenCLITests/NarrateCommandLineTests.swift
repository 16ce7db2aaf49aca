import ContentRead
import Foundation
import SoundKit
import TestSupport
import Testing

/// `mazegen narrate` with a fake engine (a script of the tests): fast and exact. It still needs sox and lame, which
/// `.ci/run` installs.
@Suite(
    "mazegen narrate, end to end", .serialized,
    .enabled(
        if: Prerequisite.narrationTools.admitsTest(), Comment(rawValue: Prerequisite.narrationTools.skipReason)))
struct NarrateCommandLineTests {
    static let engine = Mazegen.repositoryRoot.appendingPathComponent("Tests/MazegenCLITests/Engines/fake-engine.py")

    /// The committed labyrinths, manifest and samples, without their clips, in `parent/NAME`.
    static func committedLabyrinths(in parent: URL, named name: String = "labyrinths") throws -> URL {
        let labyrinths = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: labyrinths, withIntermediateDirectories: true)
        let committed = Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths")
        for name in try FileManager.default.contentsOfDirectory(atPath: committed.path) where name.hasSuffix(".json") {
            try FileManager.default.copyItem(
                at: committed.appendingPathComponent(name), to: labyrinths.appendingPathComponent(name))
        }
        return labyrinths
    }

    /// The committed labyrinths (without their clips) and a config whose narration uses the fake engine.
    static func folder(in parent: URL, timeLimit: Int = 60) throws -> (labyrinths: URL, config: String) {
        let labyrinths = try committedLabyrinths(in: parent)
        let shipped = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        let withoutNarration = shipped.components(separatedBy: "\nnarration:")[0]
        let config = parent.appendingPathComponent("config.yaml")
        try Data(
            (withoutNarration + """

                narration:
                  engine: [python3, "\(engine.path)", "{text}", "{wav}"]
                  engine_package: the fake engine of the tests
                  clip_time_limit_seconds: \(timeLimit)

                """).utf8
        ).write(to: config)
        return (labyrinths, config.path)
    }

    static func audio(_ labyrinths: URL, _ clip: String) -> URL {
        labyrinths.appendingPathComponent("audio").appendingPathComponent(clip)
    }

    static func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    /// Replaces `old` by `new` in the story's three labyrinths.
    static func edit(story: Int, in labyrinths: URL, _ old: String, _ new: String) throws {
        for level in ["easy", "medium", "hard"] {
            let file = labyrinths.appendingPathComponent(String(format: "denny_%03d_%@.json", story, level))
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains(old))
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
        }
    }

    @Test func clipsAreMadeInTheAppsFormatOnceAndTheSameEveryTime() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent)

        let made = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("narrated 4 clips"), "\(made.stdout)")
        let clip = Self.audio(labyrinths, "denny_001_instruction.mp3")
        let bytes = Array(try Data(contentsOf: clip))
        let stream = try MP3Frames.read(bytes)
        #expect(stream.header.version == .mpeg1 && stream.header.layer == 3)
        #expect(stream.header.sampleRate == 44_100 && stream.header.bitrateKbps == 128)
        #expect(stream.header.channelMode == .mono && stream.isConstantBitrate)
        let record = try #require(try ClipRecord.read(bytes))
        // The instruction clip says the story's `tts_instruction`, as the labyrinth has it.
        let easy = try String(contentsOf: labyrinths.appendingPathComponent("denny_001_easy.json"), encoding: .utf8)
        let tts = try #require(easy.components(separatedBy: "\"tts_instruction\": \"").dropFirst().first)
        #expect(record.text == String(tts.prefix { $0 != "\"" }), "\(String(describing: record.text))")
        // No scratch file is left in the folder or in audio/.
        for folder in [labyrinths, labyrinths.appendingPathComponent("audio")] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasPrefix(".") })
        }

        let before = try Self.modified(clip)
        let again = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("narrated no clip"), "\(again.stdout)")
        #expect(try Self.modified(clip) == before)

        let forced = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(Array(try Data(contentsOf: clip)) == bytes, "the same text and settings give the same bytes")
    }

    @Test func anEditedTextMakesExactlyThatClipStaleAndNarrateRemakesExactlyIt() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent)
        #expect(try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"]).status == 0)
        let instruction = Self.audio(labyrinths, "denny_001_instruction.mp3")
        let completion = Self.audio(labyrinths, "denny_001_completion.mp3")
        let completionTime = try Self.modified(completion)
        let easy = try String(contentsOf: labyrinths.appendingPathComponent("denny_001_easy.json"), encoding: .utf8)
        let tts = try #require(easy.components(separatedBy: "\"tts_instruction\": \"").dropFirst().first)
        let sentence = String(tts.prefix { $0 != "\"" })
        try Self.edit(story: 1, in: labyrinths, sentence, sentence + " Off we go.")

        let validated = try Mazegen.run(["validate", "--strict", labyrinths.path, "--config", config])
        #expect(validated.status == 1)
        let stale = validated.stdout.components(separatedBy: "\n").filter { $0.hasSuffix("audio.stale") }
        #expect(stale.count == 1, "\(validated.stdout)")
        #expect(stale.first?.contains("audio/denny_001_instruction.mp3") == true)

        let dryRun = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2", "--dry-run"])
        #expect(dryRun.stdout.contains("make  audio/denny_001_instruction.mp3  stale"), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("1 clip to make, 3 kept"), "\(dryRun.stdout)")
        let remade = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"])
        #expect(remade.stdout.contains("narrated 1 clip "), "\(remade.stdout)")
        #expect(try Self.modified(completion) == completionTime)
        #expect(try ClipRecord.read(Array(try Data(contentsOf: instruction)))?.text?.hasSuffix("Off we go.") == true)
    }

    @Test func aMissingEngineIsNamedWithWhatToInstallAndNothingIsWritten() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent)
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "[python3, ", with: "[no-such-engine-here, ").utf8).write(
            to: URL(fileURLWithPath: config))
        let result = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("`no-such-engine-here` is not installed"), "\(result.stderr)")
        #expect(result.stderr.contains("the fake engine of the tests"))
        #expect(result.stderr.contains("narration.engine"))
        #expect(!FileManager.default.fileExists(atPath: labyrinths.appendingPathComponent("audio").path))
    }

    @Test func anEngineThatFailsOrHangsOnOneTextIsNamedAndTheOthersAreMade() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent, timeLimit: 2)
        let easy = try String(contentsOf: labyrinths.appendingPathComponent("denny_001_easy.json"), encoding: .utf8)
        let tts = String(
            try #require(easy.components(separatedBy: "\"tts_instruction\": \"").dropFirst().first).prefix {
                $0 != "\""
            })
        try Self.edit(story: 1, in: labyrinths, tts, "FAIL " + tts)
        let second = try String(contentsOf: labyrinths.appendingPathComponent("denny_002_easy.json"), encoding: .utf8)
        let tts2 = String(
            try #require(second.components(separatedBy: "\"tts_instruction\": \"").dropFirst().first).prefix {
                $0 != "\""
            })
        try Self.edit(story: 2, in: labyrinths, tts2, "HANG " + tts2)
        let result = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("audio/denny_001_instruction.mp3 not made: `python3` failed (exit status 3)"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "audio/denny_002_instruction.mp3 not made: `python3` ran longer than its limit of 2 s"),
            "\(result.stderr)")
        #expect(result.stdout.contains("narrated 2 clips"), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: Self.audio(labyrinths, "denny_001_completion.mp3").path))
        #expect(!FileManager.default.fileExists(atPath: Self.audio(labyrinths, "denny_001_instruction.mp3").path))
    }

    @Test func levelsGivingOneClipDifferentTextsAreRefused() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent)
        let file = labyrinths.appendingPathComponent("denny_001_hard.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"tts_instruction\": \"", with: "\"tts_instruction\": \"Hello. ").utf8)
            .write(to: file)
        let result = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr.contains("denny_001_hard.json and denny_001_easy.json name the same clip"), "\(result.stderr)"
        )
        #expect(!FileManager.default.fileExists(atPath: labyrinths.appendingPathComponent("audio").path))
    }

    @Test func aClipMadeElsewhereIsKeptUnlessForced() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try Self.folder(in: parent)
        try FileManager.default.createDirectory(
            at: labyrinths.appendingPathComponent("audio"), withIntermediateDirectories: true)
        let elsewhere = Self.audio(labyrinths, "denny_001_instruction.mp3")
        let shipped =
            try ID3v2.tag(userTexts: [ID3v2.UserText(description: "encoder", value: "a hosted voice")])
            + ExampleClip.silence()
        try Data(shipped).write(to: elsewhere)
        let kept = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("narrated 1 clip "), "\(kept.stdout)")
        #expect(
            kept.stderr.contains("made elsewhere (it records no text): kept; --force replaces it"), "\(kept.stderr)")
        #expect(Array(try Data(contentsOf: elsewhere)) == shipped)
        let forced = try Mazegen.run(["narrate", labyrinths.path, "--config", config, "--only", "1", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try ClipRecord.read(Array(try Data(contentsOf: elsewhere))) != nil)
    }
}

/// narrate stopped by Ctrl-C between clips: exit 130, every clip in audio/ whole and recording its text, no scratch
/// file left, and the same command again makes the rest. A fake engine clip takes a tenth of a second, so the
/// signal lands while clips are still being made.
@Suite(
    "mazegen narrate, stopped", .serialized,
    .enabled(
        if: Prerequisite.narrationTools.admitsTest(), Comment(rawValue: Prerequisite.narrationTools.skipReason)))
struct NarrateStoppedTests {
    @Test func aStoppedRunLeavesOnlyWholeClipsAndARerunFinishes() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try NarrateCommandLineTests.folder(in: parent)
        let audio = labyrinths.appendingPathComponent("audio")
        let process = Process()
        process.executableURL = Mazegen.binary
        let only = ["--only", "1", "2", "3", "4", "5", "6"]
        process.arguments = ["narrate", labyrinths.path, "--config", config] + only
        process.currentDirectoryURL = Mazegen.repositoryRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let running = Mazegen.Running(process: process, out: out, err: err)
        defer { if process.isRunning { process.terminate() } }
        let started = StoppedRunTests.waitUntil {
            ((try? FileManager.default.contentsOfDirectory(atPath: audio.path)) ?? []).contains { $0.hasSuffix(".mp3") }
        }
        try #require(started, "no clip was ever written")
        kill(process.processIdentifier, SIGINT)
        try #require(StoppedRunTests.waitUntil(seconds: 30) { !process.isRunning }, "the stopped run did not end")
        let result = try running.finish()
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stderr.contains("stopped: "), "\(result.stderr)")
        let clips = try FileManager.default.contentsOfDirectory(atPath: audio.path)
        #expect(clips.count < 12, "the run stopped before the end")
        for folder in [labyrinths, audio] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names.filter { $0.hasPrefix(".") })")
        }
        for clip in clips {
            let bytes = Array(try Data(contentsOf: audio.appendingPathComponent(clip)))
            #expect(try ClipRecord.read(bytes) != nil, "\(clip)")
            #expect((try? MP3Frames.read(bytes))?.truncatedFinalFrame == false, "\(clip) is whole")
        }
        let rerun = try Mazegen.run(["narrate", labyrinths.path, "--config", config] + only)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: audio.path).count == 12)
    }
}

/// Ctrl-C while an engine speaks: the engine's whole group is killed at once, the run exits 130 without waiting for
/// the clip's time limit, and nothing is left: no engine process, no lock, no scratch file.
@Suite(
    "mazegen narrate, stopped while the engine runs", .serialized,
    .enabled(
        if: Prerequisite.narrationTools.admitsTest(), Comment(rawValue: Prerequisite.narrationTools.skipReason)))
struct NarrateStoppedEngineTests {
    @Test func ctrlCStopsTheEngineAtOnceAndExits130() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try NarrateCommandLineTests.folder(in: parent)
        let marks = parent.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"{wav}\"]", with: "\"{wav}\", \"\(marks.path)\"]").utf8).write(
            to: URL(fileURLWithPath: config))
        for story in 1...2 {
            let file = labyrinths.appendingPathComponent(String(format: "denny_%03d_easy.json", story))
            let easy = try String(contentsOf: file, encoding: .utf8)
            let tts = String(
                try #require(easy.components(separatedBy: "\"tts_instruction\": \"").dropFirst().first).prefix {
                    $0 != "\""
                })
            try NarrateCommandLineTests.edit(story: story, in: labyrinths, tts, "SLOW " + tts)
        }
        let running = try Mazegen.start(["narrate", labyrinths.path, "--config", config, "--only", "1", "2"])
        defer { if running.process.isRunning { running.process.terminate() } }
        let engines = {
            ((try? FileManager.default.contentsOfDirectory(atPath: marks.path)) ?? []).compactMap {
                Int32(
                    String(decoding: (try? Data(contentsOf: marks.appendingPathComponent($0))) ?? Data(), as: UTF8.self)
                )
            }
        }
        try #require(StoppedRunTests.waitUntil(seconds: 30) { engines().count == 2 }, "the slow engines never started")
        let signalled = Date()
        kill(running.process.processIdentifier, SIGINT)
        try #require(StoppedRunTests.waitUntil(seconds: 10) { !running.process.isRunning }, "the run did not stop")
        #expect(Date().timeIntervalSince(signalled) < 5, "stopped at once, not after the clip's time limit")
        let result = try running.finish()
        #expect(result.status == 130, "\(result.stderr)")
        for pid in engines() { #expect(kill(pid, 0) != 0, "engine \(pid) outlived the run") }
        let names = try FileManager.default.contentsOfDirectory(atPath: labyrinths.path)
        #expect(names.allSatisfy { !$0.hasPrefix(".") }, "\(names.filter { $0.hasPrefix(".") })")
    }
}

/// The default voice itself, as a user gets it: one story's clips made by piper and measured, decoded by lame, with
/// SoundKit (which its own tests hold to ffmpeg's loudness): loudness, peaks, silence and pace within the bounds.
@Suite(
    "mazegen narrate, the default voice", .serialized,
    .enabled(if: Prerequisite.defaultVoice.admitsTest(), Comment(rawValue: Prerequisite.defaultVoice.skipReason)))
struct DefaultVoiceTests {
    @Test func oneStorysClipsAreWithinTheBounds() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let labyrinths = try NarrateCommandLineTests.committedLabyrinths(in: parent)
        let committed = Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths")
        let made = try Mazegen.run(["narrate", labyrinths.path, "--only", "3"])
        #expect(made.status == 0, "\(made.stderr)")
        let clips = ["instruction", "completion"].map { labyrinths.appendingPathComponent("audio/denny_003_\($0).mp3") }
        let first = try clips.map { Array(try Data(contentsOf: $0)) }
        // Made again on this machine: the same bytes (the voice is seeded). Another machine's processor may round
        // the voice's arithmetic otherwise (the committed clips were made on one), so against them the record of
        // text and settings is compared, and the sound is measured below.
        let again = try Mazegen.run(["narrate", labyrinths.path, "--only", "3", "--force"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try clips.map { Array(try Data(contentsOf: $0)) } == first, "made twice, the same bytes")
        for (role, bytes) in zip(["instruction", "completion"], first) {
            let clip = labyrinths.appendingPathComponent("audio/denny_003_\(role).mp3")
            let committedClip = committed.appendingPathComponent("audio/denny_003_\(role).mp3")
            let committedRecord = try ClipRecord.read(Array(try Data(contentsOf: committedClip)))
            #expect(try ClipRecord.read(bytes) == committedRecord, "\(role): the committed clip's text and settings")
            let decoded = parent.appendingPathComponent("\(role).wav")
            let lame = Process()
            lame.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            lame.arguments = ["lame", "--quiet", "--decode", clip.path, decoded.path]
            try lame.run()
            lame.waitUntilExit()
            let audio = try WAVFile.read(Array(try Data(contentsOf: decoded)))
            let measured = Loudness.measure(audio.samples, sampleRate: audio.sampleRate)
            let loudness = try #require(measured.integratedLUFS)
            #expect(abs(loudness - -16) <= 1, "\(role): \(loudness) LUFS")
            #expect(measured.truePeakDBFS <= -1, "\(role): true peak \(measured.truePeakDBFS)")
            let cut = try #require(SilenceTrim.cut(audio.samples, sampleRate: audio.sampleRate))
            // lame's decoder keeps the encoder's delay (576 samples, 13 ms) at the start.
            #expect(cut.leadingSilenceSeconds <= 0.3 + 0.02, "\(role): \(cut.leadingSilenceSeconds) s before")
            let text = try #require(try ClipRecord.read(bytes)?.text)
            let pace = try #require(Pace.wordsPerMinute(text: text, speechSeconds: cut.speechSeconds))
            #expect(abs(pace - 145) <= 0.15 * 145, "\(role): \(pace) words a minute")
        }
    }
}

/// A shipped folder's clips made elsewhere (they record nothing of their making) are adopted by import as saying the
/// texts they ship with: the catalogue records them (`narration.yaml`), the shipped folder stays byte for byte, and an
/// edit after adoption makes exactly that clip stale.
@Suite("adopting a shipped folder's clips", .serialized)
struct AdoptedClipsCommandLineTests {
    @Test func anEditAfterAdoptionMakesExactlyThatClipStale() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let shipped = try NarrateCommandLineTests.committedLabyrinths(in: parent, named: "shipped")
        let audio = shipped.appendingPathComponent("audio")
        try FileManager.default.createDirectory(at: audio, withIntermediateDirectories: true)
        // Clips as a hosted voice made them: an ID3 tag of its own, then its audio.
        for story in 1...40 {
            for role in ["instruction", "completion"] {
                let tag = try ID3v2.tag(userTexts: [ID3v2.UserText(description: "voice", value: "hosted \(story)")])
                try Data(tag + ExampleClip.silence(frames: story)).write(
                    to: audio.appendingPathComponent(String(format: "denny_%03d_%@.mp3", story, role)))
            }
        }
        let config = parent.appendingPathComponent("config.yaml")
        let shippedConfig = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        try Data(
            shippedConfig.replacingOccurrences(of: "stories_folder: content", with: "stories_folder: stories").utf8
        ).write(to: config)
        let before = try FolderTree.files(under: shipped)

        let imported = try Mazegen.run([
            "import", shipped.path, "--into", parent.appendingPathComponent("stories").path, "--config", config.path,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let record = try String(
            contentsOf: parent.appendingPathComponent("stories/narration.yaml"), encoding: .utf8)
        #expect(record.components(separatedBy: "  - clip: ").count == 81, "\(record.prefix(400))")
        #expect(try FolderTree.files(under: shipped) == before, "import leaves the shipped folder as it was")
        let validated = try Mazegen.run(["validate", "--strict", shipped.path, "--config", config.path])
        #expect(validated.status == 0, "\(validated.stdout)")

        let pack = parent.appendingPathComponent("stories/packs/ocean_adventures.yaml")
        let packText = try String(contentsOf: pack, encoding: .utf8)
        let line = try #require(packText.components(separatedBy: "\n").first { $0.contains("tts_instruction: ") })
        try Data(packText.replacingOccurrences(of: line, with: line + " Off we go.").utf8).write(to: pack)
        let generated = try Mazegen.run(["generate", shipped.path, "--config", config.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr.contains("0 clips missing and 1 stale of 80"), "\(generated.stderr)")
        let after = try Mazegen.run(["validate", "--strict", shipped.path, "--config", config.path])
        let stale = after.stdout.components(separatedBy: "\n").filter { $0.hasSuffix("audio.stale") }
        #expect(stale.count == 1, "\(after.stdout)")
        #expect(stale.first?.contains("was adopted by `mazegen import`") == true, "\(stale)")
        let plan = try Mazegen.run(["narrate", shipped.path, "--config", config.path, "--dry-run"])
        #expect(plan.stdout.contains("1 clip to make, 79 kept"), "\(plan.stdout)")
    }
}
