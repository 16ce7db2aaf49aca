import Testing

@testable import SoundKit

@Suite("gain to a target loudness")
struct LoudnessGainTests {
    let rate = 22050

    @Test func aQuietClipIsBroughtToTheTarget() throws {
        let clip = TestSignals.speechLike(seconds: 4, sampleRate: rate, dBFS: -30)
        let result = try LoudnessGain.apply(clip, sampleRate: rate)
        let loudness = try #require(result.measurement.integratedLUFS)
        #expect(abs(loudness - -16) < 0.05, "\(loudness)")
        #expect(result.measurement.truePeakDBFS <= -1)
        #expect(!result.limitedByCeiling)
        #expect(result.samples.count == clip.count)
        // Louder clips come down the same way.
        let loud = TestSignals.speechLike(seconds: 4, sampleRate: rate, dBFS: -2)
        let lowered = try LoudnessGain.apply(loud, sampleRate: rate, target: .init(loudnessLUFS: -23))
        #expect(abs(try #require(lowered.measurement.integratedLUFS) - -23) < 0.05)
        #expect(lowered.gainDB < 0)
    }

    /// Speech's peaks sit far over its loudness: a steady tone with a short burst 18 dB over it. One gain to the
    /// target would put the burst over full scale; the limiter takes it down to the ceiling and both hold.
    @Test func peaksOverTheCeilingAreLimitedSoBothHold() throws {
        let tone = TestSignals.sine(frequency: 997, dBFS: -20, seconds: 2, sampleRate: rate)
        let burst = TestSignals.sine(frequency: 997, dBFS: -2, seconds: 0.02, sampleRate: rate)
        let clip = tone + burst + tone
        let result = try LoudnessGain.apply(clip, sampleRate: rate)
        let loudness = try #require(result.measurement.integratedLUFS)
        #expect(abs(loudness - -16) < LoudnessGain.loudnessTolerance, "\(loudness)")
        #expect(result.measurement.truePeakDBFS <= -1, "\(result.measurement.truePeakDBFS)")
        #expect(!result.limitedByCeiling)
        // The burst at -2 dBFS, raised by about 7 dB, is taken down by about 6 to -1.
        #expect(abs(result.limitingDB - 6) < 0.5, "\(result.limitingDB) dB of limiting")
    }

    /// A quiet tone with one loud click: reaching the target would need the click taken down by 20 dB, more than
    /// the 10 allowed, so the ceiling wins: the clip stays under the target and says how loud it got.
    @Test func whenBothCannotHoldTheCeilingWins() throws {
        var clip = TestSignals.sine(frequency: 440, dBFS: -40, seconds: 3, sampleRate: rate)
        clip[rate] = 0.5
        let result = try LoudnessGain.apply(clip, sampleRate: rate)
        #expect(result.limitedByCeiling)
        #expect(result.measurement.truePeakDBFS <= -1)
        #expect(abs(result.limitingDB - 10) < 0.5, "\(result.limitingDB) dB of limiting")
        let loudness = try #require(result.measurement.integratedLUFS)
        #expect(loudness < -20, "\(loudness)")
        let before = try #require(Loudness.measure(clip, sampleRate: rate).integratedLUFS)
        // The gain is what leaves the click needing exactly the most limiting allowed: -1 + 10 - (-6) dB.
        #expect(abs(result.gainDB - 15) < 0.1, "\(result.gainDB)")
        // Limiting the click takes its energy off too: a little under the gain's figure, never over it.
        #expect(
            loudness < before + result.gainDB && loudness > before + result.gainDB - 1.5, "\(loudness) from \(before)")
    }

    @Test func theGainIsPlannedFromTheMeasurement() throws {
        let measurement = Loudness.Measurement(integratedLUFS: -26, samplePeakDBFS: -12, truePeakDBFS: -11.5)
        let plain = try LoudnessGain.gain(for: measurement, target: .init())
        #expect(plain.gainDB == 10 && !plain.limitedByCeiling)
        let capped = try LoudnessGain.gain(
            for: measurement, target: .init(loudnessLUFS: -10, truePeakCeilingDBFS: -2, maximumLimitingDB: 0))
        #expect(capped.gainDB == 9.5 && capped.limitedByCeiling)
        // With the limiter allowed 3 dB, the gain may go 3 dB further.
        let limited = try LoudnessGain.gain(
            for: measurement, target: .init(loudnessLUFS: -10, truePeakCeilingDBFS: -2, maximumLimitingDB: 3))
        #expect(limited.gainDB == 12.5 && limited.limitedByCeiling)
        #expect(throws: LoudnessGainError.silent) {
            try LoudnessGain.gain(for: .init(integratedLUFS: nil, samplePeakDBFS: 0, truePeakDBFS: 0), target: .init())
        }
        #expect(throws: LoudnessGainError.silent) {
            try LoudnessGain.apply(TestSignals.silence(seconds: 2, sampleRate: rate), sampleRate: rate)
        }
    }

    /// No dither: x * 32768, rounded half away from zero, clamped.
    @Test func quantisationIsPlainRounding() {
        let step: Float = 1.0 / 32768
        #expect(
            LoudnessGain.quantise([0, 0.5, -0.5, 1, -1, 1.5 * step, -1.5 * step, 0.49 * step, 2], gainDB: 0)
                == [0, 16384, -16384, 32767, -32768, 2, -2, 0, 32767])
        #expect(LoudnessGain.quantise([0.25], gainDB: 20 * log10Of2) == [16384])
    }

    @Test func theSameClipGivesTheSameSamples() throws {
        let clip = TestSignals.speechLike(seconds: 2, sampleRate: rate, dBFS: -20)
        #expect(try LoudnessGain.apply(clip, sampleRate: rate) == LoudnessGain.apply(clip, sampleRate: rate))
    }

    private var log10Of2: Double { Loudness.decibels(2) / 20 }
}
