import Testing

@testable import SoundKit

@Suite("peak limiter")
struct PeakLimiterTests {
    let rate = 22050

    @Test func underTheCeilingNothingChanges() {
        let samples = TestSignals.sine(frequency: 440, dBFS: -6, seconds: 0.5, sampleRate: rate).map(Double.init)
        let result = PeakLimiter.limit(samples, ceiling: 0.9, sampleRate: rate)
        #expect(result.samples == samples && result.reductionDB == 0)
    }

    @Test func aSineTwiceTheCeilingIsHalvedAndItsTruePeakHeld() {
        let samples = TestSignals.sine(frequency: 440, dBFS: 6.0206, seconds: 0.5, sampleRate: rate).map(Double.init)
        let result = PeakLimiter.limit(samples, ceiling: 1, sampleRate: rate)
        #expect(abs(result.reductionDB - 6.02) < 0.05, "\(result.reductionDB)")
        #expect(result.samples.allSatisfy { abs($0) <= 1 })
        let truePeak = Loudness.localPeaks(result.samples).reduce(0, max)
        #expect(Loudness.decibels(truePeak) < 0.01, "\(Loudness.decibels(truePeak)) dBFS")
    }

    /// A click in a quiet tone: the gain goes down before it (look-ahead), is at its lowest on it, and comes back
    /// to 1 over the release, without a step.
    @Test func theGainSetsInBeforeAPeakAndLetsGoAfter() throws {
        var samples = [Double](repeating: 0.1, count: rate)
        let click = rate / 2
        samples[click] = 0.8
        let result = PeakLimiter.limit(samples, ceiling: 0.4, sampleRate: rate)
        let gains = zip(result.samples, samples).map { $0 / $1 }
        #expect(abs(gains[click] * 0.8 - 0.4) < 0.01 || gains[click] * 0.8 < 0.4)
        let attack = Int(PeakLimiter.attackSeconds * Double(rate))
        #expect(gains[click - attack / 2] < 1)
        #expect(gains[click - 2 * attack] == 1)
        #expect(gains[click + Int(0.1 * Double(rate))] < 1)
        #expect(abs(gains[rate - 1] - 1) < 0.01)
        for index in 1..<gains.count {
            #expect(abs(gains[index] - gains[index - 1]) < 0.1, "a step at \(index)")
        }
    }

    @Test func theSameSamplesGiveTheSameResult() {
        let samples = TestSignals.speechLike(seconds: 2, sampleRate: rate, dBFS: 3).map(Double.init)
        #expect(
            PeakLimiter.limit(samples, ceiling: 0.5, sampleRate: rate)
                == PeakLimiter.limit(samples, ceiling: 0.5, sampleRate: rate))
    }
}
