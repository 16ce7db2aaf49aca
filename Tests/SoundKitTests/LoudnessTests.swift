import Testing

@testable import SoundKit

@Suite("loudness (BS.1770-4)")
struct LoudnessTests {
    /// BS.1770-4, Table 1 and Table 2: the K-weighting filters at 48 kHz. Derived here from the analogue prototype,
    /// they must come out as tabulated.
    @Test func kWeightingAt48kHzIsTheRecommendationsTable() {
        let filter = KWeighting(sampleRate: 48000)
        let tolerance = 1e-9
        #expect(abs(filter.shelf.b0 - 1.53512485958697) < tolerance)
        #expect(abs(filter.shelf.b1 - -2.69169618940638) < tolerance)
        #expect(abs(filter.shelf.b2 - 1.19839281085285) < tolerance)
        #expect(abs(filter.shelf.a1 - -1.69065929318241) < tolerance)
        #expect(abs(filter.shelf.a2 - 0.73248077421585) < tolerance)
        #expect(filter.highPass.b0 == 1 && filter.highPass.b1 == -2 && filter.highPass.b2 == 1)
        #expect(abs(filter.highPass.a1 - -1.99004745483398) < tolerance)
        #expect(abs(filter.highPass.a2 - 0.99007225036621) < tolerance)
    }

    /// BS.1770-4, 2.1: a 0 dBFS 997 Hz sine in one channel reads -3.01 LKFS; at -20 dBFS, -23.01. The filters are
    /// derived for each rate, so it holds at the rates engines write.
    ///
    /// Below 44.1 kHz the bilinear transform bends the shelf a little nearer the top of the band, and 997 Hz reads
    /// up to 0.04 LU louder (16 kHz); ffmpeg's ebur128 reads the same there (`ReferenceFigureTests`).
    @Test(arguments: [(48000, 0.01), (44100, 0.01), (32000, 0.02), (22050, 0.035), (16000, 0.045)])
    func aFullScaleSineReadsMinus3Point01(sampleRate: Int, tolerance: Double) throws {
        let full = TestSignals.sine(frequency: 997, dBFS: 0, seconds: 5, sampleRate: sampleRate)
        let loudness = try #require(Loudness.integratedLoudness(full, sampleRate: sampleRate))
        #expect(abs(loudness - -3.01) < tolerance, "\(loudness) at \(sampleRate) Hz")
        let quiet = TestSignals.sine(frequency: 997, dBFS: -20, seconds: 5, sampleRate: sampleRate)
        let quietLoudness = try #require(Loudness.integratedLoudness(quiet, sampleRate: sampleRate))
        #expect(abs(quietLoudness - -23.01) < tolerance, "\(quietLoudness) at \(sampleRate) Hz")
    }

    @Test func aOneKilohertzSineReadsTheSame() throws {
        let sine = TestSignals.sine(frequency: 1000, dBFS: 0, seconds: 3, sampleRate: 48000)
        let loudness = try #require(Loudness.integratedLoudness(sine, sampleRate: 48000))
        #expect(abs(loudness - -3.01) < 0.01)
    }

    @Test func silenceHasNoLoudnessAndIsIgnoredBesideSound() throws {
        let rate = 44100
        #expect(Loudness.integratedLoudness(TestSignals.silence(seconds: 3, sampleRate: rate), sampleRate: rate) == nil)
        let tone = TestSignals.sine(frequency: 997, dBFS: -20, seconds: 4, sampleRate: rate)
        let padded =
            TestSignals.silence(seconds: 3, sampleRate: rate) + tone
            + TestSignals.silence(
                seconds: 5, sampleRate: rate)
        let alone = try #require(Loudness.integratedLoudness(tone, sampleRate: rate))
        let withSilence = try #require(Loudness.integratedLoudness(padded, sampleRate: rate))
        #expect(abs(alone - -23.01) < 0.01)
        // The silent blocks are gated out; the six that straddle an edge (a quarter, half and three quarters tone)
        // pass both gates and count: 37 whole blocks and 3 blocks' worth of tone over 43, 10 log10(40 / 43) down.
        // (Whole tenths of a second at 44.1 kHz: the edges fall on block boundaries.)
        #expect(abs(withSilence - (-23.01 + 10 * log10Plain(40.0 / 43))) < 0.01, "\(withSilence) between silences")
        // A tone below the absolute gate is silence too.
        let belowGate = TestSignals.sine(frequency: 997, dBFS: -75, seconds: 3, sampleRate: rate)
        #expect(Loudness.integratedLoudness(belowGate, sampleRate: rate) == nil)
    }

    /// A loud half and a half 20 dB quieter: the quiet half's blocks fall under the relative gate (the mean is
    /// about 3 dB under the loud half, the gate 10 dB under that), so the result is the loud half's. A half only
    /// 6 dB quieter is above the gate and counts: the result is the mean of the two halves' energies.
    @Test func theRelativeGateDropsAQuietHalfAndKeepsAModeratelyQuietOne() throws {
        let rate = 48000
        let loud = TestSignals.sine(frequency: 997, dBFS: -20, seconds: 10, sampleRate: rate)
        let veryQuiet = TestSignals.sine(frequency: 997, dBFS: -40, seconds: 10, sampleRate: rate)
        let gated = try #require(Loudness.integratedLoudness(loud + veryQuiet, sampleRate: rate))
        // 97 blocks of the loud half, the 3 that straddle the change (0.75, 0.5 and 0.25 loud, the rest at 1/100 of
        // its energy); the 97 quiet ones gated out. Without the relative gate it would be the mean of the halves'
        // energies, -23.01 + 10 log10((1 + 0.01) / 2) = -25.98.
        let straddling = 0.75 + 0.25 * 0.01 + 0.5 + 0.5 * 0.01 + 0.25 + 0.75 * 0.01
        #expect(abs(gated - (-23.01 + 10 * log10Plain((97 + straddling) / 100))) < 0.01, "\(gated)")

        let moderatelyQuiet = TestSignals.sine(frequency: 997, dBFS: -26, seconds: 10, sampleRate: rate)
        let both = try #require(Loudness.integratedLoudness(loud + moderatelyQuiet, sampleRate: rate))
        let energyMean = -23.01 + 10 * log10Plain((1 + 0.251_188_643) / 2)
        #expect(abs(both - energyMean) < 0.05, "\(both) against \(energyMean)")
    }

    @Test func tooShortForABlockHasNoLoudness() {
        let rate = 16000
        let short = TestSignals.sine(frequency: 997, dBFS: 0, seconds: 0.39, sampleRate: rate)
        #expect(Loudness.blockMeanSquares(short, sampleRate: rate).isEmpty)
        #expect(Loudness.integratedLoudness(short, sampleRate: rate) == nil)
        let exactlyOne = TestSignals.sine(frequency: 997, dBFS: 0, seconds: 0.4, sampleRate: rate)
        #expect(Loudness.blockMeanSquares(exactlyOne, sampleRate: rate).count == 1)
    }

    /// Blocks start every 100 ms, even where a tenth of the rate is not a whole number of samples.
    @Test func blocksStepByATenthOfASecond() {
        #expect(Loudness.blockMeanSquares([Float](repeating: 0.5, count: 48000), sampleRate: 48000).count == 7)
        // 11025 Hz: blocks of 4410 samples starting at 0, 1102, 2205, 3307, ...; 2 s holds 17 of them.
        #expect(Loudness.blockMeanSquares([Float](repeating: 0.5, count: 22050), sampleRate: 11025).count == 17)
    }

    /// A sine at a quarter of the sample rate, sampled 45 degrees off its crests: every sample is at 0.707 of the
    /// amplitude, the waveform between them reaches 1.0. The true peak sees it, the sample peak cannot. (Faded in
    /// and out over 10 ms: an abrupt start would ring in any interpolator, past the sine's own crest.)
    @Test func truePeakFindsTheCrestBetweenSamples() {
        let rate = 48000
        let sine = TestSignals.faded(
            TestSignals.sine(frequency: Double(rate) / 4, dBFS: -6, seconds: 1, sampleRate: rate, phase: Double.pi / 4),
            samples: 480)
        let measurement = Loudness.measure(sine, sampleRate: rate)
        #expect(abs(measurement.samplePeakDBFS - (-6 - 3.0103)) < 0.01, "\(measurement.samplePeakDBFS)")
        #expect(abs(measurement.truePeakDBFS - -6) < 0.01, "\(measurement.truePeakDBFS)")
    }

    @Test func peaksOfSilenceAreMinusInfinityAndAFullScaleSampleIsZero() {
        let silent = Loudness.measure([0, 0, 0], sampleRate: 8000)
        #expect(silent.samplePeakDBFS == -Double.infinity && silent.truePeakDBFS == -Double.infinity)
        #expect(silent.integratedLUFS == nil)
        var click = [Float](repeating: 0, count: 100)
        click[50] = -1
        let measurement = Loudness.measure(click, sampleRate: 8000)
        #expect(measurement.samplePeakDBFS == 0)
        // A lone sample's interpolated neighbours are smaller than it: the true peak is the sample peak.
        #expect(measurement.truePeakDBFS == 0)
    }

    @Test func theInterpolatorsPhasesHaveUnitGainAndAreMirrorImages() {
        let phases = TruePeakInterpolator.phases
        #expect(phases.count == 3)
        for phase in phases {
            #expect(phase.count == 24)
            #expect(abs(phase.reduce(0, +) - 1) < 1e-12)
        }
        // The point at 3/4 sees the samples as the point at 1/4 does, mirrored; the 2/4 point is symmetric.
        for tap in 0..<24 {
            #expect(abs(phases[0][tap] - phases[2][23 - tap]) < 1e-12)
            #expect(abs(phases[1][tap] - phases[1][23 - tap]) < 1e-12)
        }
    }

    @Test func theSameSamplesGiveTheSameFigures() {
        let signal = TestSignals.speechLike(seconds: 3, sampleRate: 22050, dBFS: -6)
        #expect(Loudness.measure(signal, sampleRate: 22050) == Loudness.measure(signal, sampleRate: 22050))
    }

    private func log10Plain(_ x: Double) -> Double { Loudness.decibels(x) / 20 }
}
