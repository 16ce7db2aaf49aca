import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentNarrate
@testable import ContentRead

/// What stops a narrate run before any clip is made: a clip's name holding no file, a text no clip can record; and
/// a clip the app cannot play, kept unless `--force`, like an unreadable one.
@Suite("the narration plan's refusals")
struct NarrationRefusalTests {
    static let settings = NarrationConfig.standard

    static func clips(_ readings: [String: ClipReading], instruction: String = "One.") -> FolderClips {
        let script = ClipScript([
            (
                file: "denny_001_easy.json",
                entries: [
                    ClipScript.Entry(role: .instruction, clip: "denny_001_instruction.mp3", text: instruction),
                    ClipScript.Entry(role: .completion, clip: "denny_001_completion.mp3", text: "Two. Three?"),
                ]
            )
        ])
        return FolderClips(script: script, readings: readings, audioFiles: readings.keys.sorted())
    }

    @Test func everyNameHoldingNoFileRefusesTheRunEvenUnderForce() {
        let clips = Self.clips([
            "denny_001_completion.mp3": .notAFile("a named pipe (FIFO)"),
            "denny_001_instruction.mp3": .notAFile(#"a symlink to "/dev/zero", outside the folder"#),
        ])
        for force in [false, true] {
            let plan = NarrationPlan(clips, settings: Self.settings, stories: [], force: force)
            #expect(plan.toMake.isEmpty)
            #expect(
                plan.refusals == [
                    "audio/denny_001_completion.mp3 is a named pipe (FIFO), not a file: narrate neither reads nor "
                        + "writes through it; remove it and run narrate again",
                    #"audio/denny_001_instruction.mp3 is a symlink to "/dev/zero", outside the folder, not a file: "#
                        + "narrate neither reads nor writes through it; remove it and run narrate again",
                ])
        }
    }

    @Test func anAudioThatIsNoFolderRefusesARunThatWouldWriteThroughIt() {
        var clips = Self.clips([:])
        clips.audioFiles = nil
        clips.audioFolderInTheWay = .symlink(target: "/srv/elsewhere", escapesFolder: true)
        let plan = NarrationPlan(clips, settings: Self.settings, stories: [], force: false)
        #expect(
            plan.refusals == [
                #"audio is a symlink to "/srv/elsewhere", outside the folder, not a folder: narrate writes no clip "#
                    + "through it; remove it and run narrate again"
            ])
        // Nothing to make: nothing to refuse.
        #expect(NarrationPlan(clips, settings: Self.settings, stories: [9], force: false).refusals.isEmpty)
    }

    @Test func aTextHoldingNULIsNamedWithItsFileAndKey() {
        let plan = NarrationPlan(
            Self.clips([:], instruction: "One\u{0}."), settings: Self.settings, stories: [], force: false)
        #expect(
            plan.refusals == [
                "denny_001_easy.json: the text of `tts_instruction` holds a NUL character (U+0000), which no clip can "
                    + "record: remove it from the story's text and run `mazegen generate`"
            ])
        #expect(
            NarrationError.refused(folder: "content/labyrinths", plan.refusals).description.hasPrefix(
                "content/labyrinths/denny_001_easy.json: the text of `tts_instruction`"))
    }

    @Test func aClipTheAppCannotPlayIsKeptUnlessForced() {
        let clips = Self.clips([
            "denny_001_completion.mp3": .unplayable("the file is empty (0 bytes)"),
            "denny_001_instruction.mp3": .record(ClipRecord(madeFrom: "One.", settings: Self.settings)),
        ])
        let plan = NarrationPlan(clips, settings: Self.settings, stories: [], force: false)
        #expect(plan.refusals.isEmpty && plan.toMake.isEmpty)
        #expect(
            plan.items[0].reason
                == "no clip the app can play (the file is empty (0 bytes)): kept; --force makes it again")
        #expect(NarrationPlan(clips, settings: Self.settings, stories: [], force: true).toMake.count == 2)
    }
}
