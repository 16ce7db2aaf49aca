import Testing

@testable import SoundKit

@Suite("silence trimming")
struct SilenceTrimTests {
    let rate = 22050

    @Test func leadingAndTrailingSilenceAreCutToTheMargin() throws {
        let tone = TestSignals.sine(frequency: 440, dBFS: -12, seconds: 2, sampleRate: rate)
        let clip =
            TestSignals.silence(seconds: 1, sampleRate: rate) + tone
            + TestSignals.silence(seconds: 1.5, sampleRate: rate)
        let (kept, cut) = try #require(SilenceTrim.trim(clip, sampleRate: rate))
        // The tone starts at sample 22050, a frame boundary (220-sample frames, 22050 = 100 x 220 + 50).
        let frame = rate / 100
        #expect(abs(cut.speech.lowerBound - rate) < frame)
        #expect(abs(cut.speech.upperBound - 3 * rate) < frame)
        #expect(abs(cut.speechSeconds - 2) < 0.011)
        #expect(abs(cut.leadingSilenceSeconds - 0.25) < 1e-3 && abs(cut.trailingSilenceSeconds - 0.25) < 1e-3)
        #expect(kept.count == cut.kept.count && kept == Array(clip[cut.kept]))
    }

    @Test func lessSilenceThanTheMarginIsKeptWhole() throws {
        let clip =
            TestSignals.silence(seconds: 0.1, sampleRate: rate)
            + TestSignals.sine(frequency: 440, dBFS: -12, seconds: 1, sampleRate: rate)
        let cut = try #require(SilenceTrim.cut(clip, sampleRate: rate))
        #expect(cut.kept == 0..<clip.count)
        #expect(cut.trailingSilenceSeconds == 0)
    }

    @Test func aMarginIsConfigured() throws {
        let clip =
            TestSignals.silence(seconds: 1, sampleRate: rate)
            + TestSignals.sine(frequency: 440, dBFS: -12, seconds: 1, sampleRate: rate)
            + TestSignals.silence(seconds: 1, sampleRate: rate)
        let cut = try #require(SilenceTrim.cut(clip, sampleRate: rate, settings: .init(marginSeconds: 0.1)))
        #expect(abs(cut.leadingSilenceSeconds - 0.1) < 1e-3 && abs(cut.trailingSilenceSeconds - 0.1) < 1e-3)
        let none = try #require(SilenceTrim.cut(clip, sampleRate: rate, settings: .init(marginSeconds: 0)))
        #expect(none.kept == none.speech)
    }

    /// The threshold is relative: a noise floor 60 dB under the speech is silence, a quiet clip is cut where a
    /// loud one is, and a pause inside the speech stays.
    @Test func theThresholdIsRelativeToTheClip() throws {
        func clip(dBFS: Double) -> [Float] {
            let floor = TestSignals.sine(frequency: 50, dBFS: dBFS - 60, seconds: 1, sampleRate: rate)
            let word = TestSignals.sine(frequency: 440, dBFS: dBFS, seconds: 0.5, sampleRate: rate)
            let pause = TestSignals.silence(seconds: 0.6, sampleRate: rate)
            return floor + word + pause + word + floor
        }
        let loud = try #require(SilenceTrim.cut(clip(dBFS: -3), sampleRate: rate))
        let quiet = try #require(SilenceTrim.cut(clip(dBFS: -45), sampleRate: rate))
        #expect(loud == quiet)
        #expect(abs(loud.speechSeconds - 1.6) < 0.011)
    }

    @Test func aSilentClipHasNoSpeech() {
        #expect(SilenceTrim.cut(TestSignals.silence(seconds: 1, sampleRate: rate), sampleRate: rate) == nil)
        #expect(SilenceTrim.cut([], sampleRate: rate) == nil)
        #expect(SilenceTrim.trim([0.5], sampleRate: 0) == nil)
    }

    /// A float WAV can hold any value: an infinite or NaN sample (the engine's fault) has no level to compare,
    /// and the trim says so (nil) rather than stopping the program.
    @Test(arguments: [Float.infinity, -Float.infinity, Float.nan])
    func aSampleThatIsNoNumberGivesNoCut(_ odd: Float) {
        var clip = TestSignals.sine(frequency: 440, dBFS: -12, seconds: 1, sampleRate: rate)
        clip[rate / 2] = odd
        #expect(SilenceTrim.cut(clip, sampleRate: rate) == nil)
        #expect(SilenceTrim.cut([odd], sampleRate: rate) == nil)
        #expect(SilenceTrim.trim(TestSignals.silence(seconds: 0.5, sampleRate: rate) + [odd], sampleRate: rate) == nil)
    }
}
