import Testing

@testable import SoundKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The true peak and the limiter's peaks pass over the windows that cannot reach the figure asked for and sum four
/// windows side by side; these hold them to the plain definition (`localPeaks`, one window at a time) to the bit,
/// and the whole gain to the figures it gave before either shortcut, so no committed clip changes.
@Suite("true peak shortcuts")
struct TruePeakShortcutTests {
    /// Syllables of a low voice and a bright one, with a click every 5,000 samples that the limiter must take down.
    static func speechLike(seconds: Double, sampleRate: Int) -> [Float] {
        (0..<Int(seconds * Double(sampleRate))).map { n in
            let t = Double(n) / Double(sampleRate)
            let syllables = pow(max(0, sin(2 * Double.pi * 3 * t)), 2)
            let voice = 0.3 * sin(2 * Double.pi * 180 * t) + 0.1 * sin(2 * Double.pi * 2300 * t + 1)
            let click = n % 5000 == 2500 ? 0.9 : 0
            return Float(syllables * voice + click)
        }
    }

    static func fnv(_ values: [UInt64]) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for value in values { hash = (hash ^ value) &* 1_099_511_628_211 }
        return hash
    }

    /// Lengths around the windows' edges (24 taps, blocks of 16, four side by side) and a longer clip.
    static let lengths = [0, 1, 3, 11, 12, 13, 23, 24, 25, 27, 28, 31, 40, 47, 100, 1001, 44100]

    @Test(arguments: lengths)
    func theTruePeakIsTheLargestLocalPeakToTheBit(_ count: Int) {
        let samples = Array(Self.speechLike(seconds: 1, sampleRate: 44100).suffix(count))
        let plain = Loudness.localPeaks(samples.map(Double.init)).reduce(0, max)
        #expect(Loudness.truePeak(samples).bitPattern == plain.bitPattern)
    }

    @Test(arguments: lengths)
    func thePeaksOverAThresholdAreTheLocalPeaksThere(_ count: Int) {
        let samples = Self.speechLike(seconds: 1, sampleRate: 44100).suffix(count).map { Double($0) * 2 }
        let plain = Loudness.localPeaks(samples)
        for threshold in [0.0, 0.05, 0.3, 0.8, 1.7, 5] {
            let over = Loudness.localPeaks(samples, over: threshold)
            #expect(over.map(\.bitPattern) == plain.map { ($0 > threshold ? $0 : 0).bitPattern }, "\(threshold)")
        }
    }

    @Test func aSampleThatIsNoNumberGivesWhatThePlainDefinitionGives() {
        var samples = Self.speechLike(seconds: 0.1, sampleRate: 44100)
        samples[100] = .infinity
        #expect(Loudness.truePeak(samples) == Loudness.localPeaks(samples.map(Double.init)).reduce(0, max))
    }

    /// The figures recorded from the gain, the measure and the limiter as they were before the shortcuts.
    @Test func theGainAndTheLimiterGiveTheSameFiguresAsBefore() throws {
        let samples = Self.speechLike(seconds: 3, sampleRate: 44100)
        let gained = try LoudnessGain.apply(
            samples, sampleRate: 44100, target: LoudnessGain.Target(loudnessLUFS: -15.5, truePeakCeilingDBFS: -1.5))
        #expect(Self.fnv(gained.samples.map { UInt64(UInt16(bitPattern: $0)) }) == 8_532_069_606_840_018_915)
        #expect(gained.gainDB.bitPattern == 4_619_287_080_936_511_313)
        #expect(gained.limitingDB.bitPattern == 4_621_819_709_624_182_472)
        #expect(gained.measurement.truePeakDBFS.bitPattern == 13_832_811_698_403_139_341)
        #expect(gained.measurement.integratedLUFS?.bitPattern == 13_848_884_651_217_044_908)
        let measured = Loudness.measure(samples, sampleRate: 44100)
        #expect(measured.truePeakDBFS.bitPattern == 4_610_555_165_968_802_493)
        #expect(measured.integratedLUFS?.bitPattern == 13_849_862_588_341_852_859)
        let limited = PeakLimiter.limit(samples.map { Double($0) * 2 }, ceiling: 0.8, sampleRate: 44100)
        #expect(Self.fnv(limited.samples.map(\.bitPattern)) == 4_799_951_127_247_558_571)
        #expect(limited.reductionDB.bitPattern == 4_621_654_567_591_205_638)
    }
}
