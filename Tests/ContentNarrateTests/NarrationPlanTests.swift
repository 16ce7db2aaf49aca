import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentNarrate
@testable import ContentRead

/// The plan as a value: which clips a run makes and keeps, and why, from the folder's clips as validate reads them.
@Suite("the narration plan")
struct NarrationPlanTests {
    static let settings = NarrationConfig.standard

    static func entry(_ story: Int, _ role: ClipScript.Role, _ text: String) -> ClipScript.Entry {
        ClipScript.Entry(role: role, clip: "denny_00\(story)_\(role.rawValue).mp3", text: text)
    }

    /// Five clips, in clip order: stale, current, made elsewhere, missing, unreadable.
    static var clips: FolderClips {
        let script = ClipScript([
            (file: "denny_001_easy.json", entries: [entry(1, .instruction, "One."), entry(1, .completion, "Two.")]),
            (file: "denny_002_easy.json", entries: [entry(2, .instruction, "Three."), entry(2, .completion, "Four.")]),
            (file: "denny_003_easy.json", entries: [entry(3, .instruction, "Five.")]),
        ])
        let readings: [String: ClipReading] = [
            "denny_001_completion.mp3": .record(ClipRecord(madeFrom: "Another text.", settings: settings)),
            "denny_001_instruction.mp3": .record(ClipRecord(madeFrom: "One.", settings: settings)),
            "denny_002_completion.mp3": .noRecord,
            "denny_003_instruction.mp3": .unreadable("its ID3 tag is cut short"),
        ]
        return FolderClips(script: script, readings: readings, audioFiles: readings.keys.sorted())
    }

    @Test func missingAndStaleClipsAreMadeTheRestKeptWithTheirReasons() {
        let plan = NarrationPlan(Self.clips, settings: Self.settings, stories: [], force: false)
        #expect(plan.items.map(\.isMade) == [true, false, false, true, false])
        #expect(
            plan.items.map(\.reason) == [
                "stale: its text or the narration settings changed", "current",
                "made elsewhere (it records no text): kept; --force replaces it", "missing",
                "unreadable (its ID3 tag is cut short): kept; --force makes it again",
            ])
        #expect(plan.toMake.map(\.line.clip) == ["denny_001_completion.mp3", "denny_002_instruction.mp3"])
    }

    @Test func forceMakesEveryClipAskedFor() {
        let plan = NarrationPlan(Self.clips, settings: Self.settings, stories: [], force: true)
        #expect(plan.items.allSatisfy { $0.isMade })
        #expect(plan.items[1].reason == "current, made again (--force)")
        #expect(plan.items[2].reason == "made elsewhere, replaced (--force)")
    }

    @Test func onlyTheStoriesAskedForArePlanned() {
        let plan = NarrationPlan(Self.clips, settings: Self.settings, stories: [2], force: false)
        #expect(plan.items.map(\.line.clip) == ["denny_002_completion.mp3", "denny_002_instruction.mp3"])
        #expect(NarrationPlan(Self.clips, settings: Self.settings, stories: [9], force: true).items.isEmpty)
    }

    @Test func otherSoundSettingsMakeACurrentClipStale() {
        var louder = Self.settings
        louder.loudnessLUFS = -14
        let plan = NarrationPlan(Self.clips, settings: louder, stories: [1], force: false)
        #expect(plan.items.map(\.status) == [.stale, .stale])
        #expect(
            NarrationPlan(Self.clips, settings: Self.settings, stories: [1], force: false).items.map(\.status) == [
                .stale, .current,
            ])
    }
}
