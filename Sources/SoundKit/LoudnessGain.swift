#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A clip brought to a target integrated loudness with its true peak under a ceiling, quantised to 16 bits.
///
/// - The gain is `target - integrated loudness` (dB). Where that puts the true peak over the ceiling, which is the
///   rule for speech at -16 LUFS and -1 dBFS (its peaks sit 18-22 dB over its loudness), `PeakLimiter` takes the
///   peaks down to the ceiling, by at most `maximumLimitingDB` (default 10 dB) at the loudest.
/// - When both cannot hold, because the peaks would need more than that, the ceiling wins: the gain is lowered
///   until the limiter needs just `maximumLimitingDB`, the clip stays under the target, `limitedByCeiling` says so
///   and `measurement` gives the loudness reached. The peak ceiling is never given up.
/// - Limiting takes a little loudness with the peaks, so the clip is measured again and the gain corrected, and a
///   true peak that quantising or the limiter's interpolation left over the ceiling lowers the limiter's ceiling by
///   the excess; at most `maximumPasses` passes, each measured: the result's `measurement` is the output's own.
///   Speech settles in two or three (within 0.05 LU of the target).
/// - Quantising is without dither: `x * 32768` rounded to the nearest integer (halves away from zero), clamped to
///   -32768...32767. The same samples and settings give the same 16-bit samples, every time.
/// - A silent clip (no block over the absolute gate) has no loudness to bring anywhere: `LoudnessGainError`.
public enum LoudnessGain {
    public struct Target: Sendable, Equatable {
        public var loudnessLUFS: Double
        public var truePeakCeilingDBFS: Double
        /// The most the limiter may take off the loudest peak; past it the ceiling wins over the loudness.
        public var maximumLimitingDB: Double

        public init(loudnessLUFS: Double = -16, truePeakCeilingDBFS: Double = -1, maximumLimitingDB: Double = 10) {
            self.loudnessLUFS = loudnessLUFS
            self.truePeakCeilingDBFS = truePeakCeilingDBFS
            self.maximumLimitingDB = maximumLimitingDB
        }
    }

    public struct Result: Sendable, Equatable {
        public var samples: [Int16]
        public var sampleRate: Int
        public var gainDB: Double
        /// The limiter's largest reduction, dB (0 when the peaks were under the ceiling after the gain).
        public var limitingDB: Double
        /// True when the target loudness would have needed more limiting than allowed, so the clip is quieter.
        public var limitedByCeiling: Bool
        /// The output's own figures, measured after quantising.
        public var measurement: Loudness.Measurement
    }

    public static let maximumPasses = 8
    /// How near the target a pass must come for the gain to stand.
    public static let loudnessTolerance = 0.05

    /// The gain for a clip of this measurement before any limiting, and whether the ceiling caps it.
    public static func gain(
        for measurement: Loudness.Measurement, target: Target
    ) throws(LoudnessGainError) -> (gainDB: Double, limitedByCeiling: Bool) {
        guard let integrated = measurement.integratedLUFS else { throw .silent }
        let wanted = target.loudnessLUFS - integrated
        let allowed = target.truePeakCeilingDBFS + max(0, target.maximumLimitingDB) - measurement.truePeakDBFS
        return wanted <= allowed ? (wanted, false) : (allowed, true)
    }

    public static func apply(
        _ samples: [Float], sampleRate: Int, target: Target = Target()
    ) throws(LoudnessGainError) -> Result {
        let before = Loudness.measure(samples, sampleRate: sampleRate)
        var (gainDB, limitedByCeiling) = try gain(for: before, target: target)
        let allowedGain = target.truePeakCeilingDBFS + max(0, target.maximumLimitingDB) - before.truePeakDBFS
        var limiterCeilingDB = target.truePeakCeilingDBFS
        var result: Result!
        for _ in 0..<maximumPasses {
            let factor = pow(10, gainDB / 20)
            let scaled = samples.map { Double($0) * factor }
            let limited = PeakLimiter.limit(scaled, ceiling: pow(10, limiterCeilingDB / 20), sampleRate: sampleRate)
            let output = quantise(limited.samples)
            let after = measure(output, sampleRate: sampleRate)
            result = Result(
                samples: output, sampleRate: sampleRate, gainDB: gainDB, limitingDB: limited.reductionDB,
                limitedByCeiling: limitedByCeiling, measurement: after)
            if after.truePeakDBFS > target.truePeakCeilingDBFS {
                limiterCeilingDB -= after.truePeakDBFS - target.truePeakCeilingDBFS + 0.001
                continue
            }
            guard let reached = after.integratedLUFS, !limitedByCeiling,
                abs(reached - target.loudnessLUFS) > loudnessTolerance
            else { break }
            gainDB += target.loudnessLUFS - reached
            if gainDB > allowedGain {
                gainDB = allowedGain
                limitedByCeiling = true
            }
        }
        return result
    }

    /// The samples times the gain, as 16-bit integers (see the top of this file).
    public static func quantise(_ samples: [Float], gainDB: Double) -> [Int16] {
        let factor = pow(10, gainDB / 20)
        return quantise(samples.map { Double($0) * factor })
    }

    public static func quantise(_ samples: [Double]) -> [Int16] {
        samples.map { sample in
            let scaled = (sample * 32768).rounded(.toNearestOrAwayFromZero)
            return Int16(min(32767, max(-32768, scaled)))
        }
    }

    public static func measure(_ samples: [Int16], sampleRate: Int) -> Loudness.Measurement {
        Loudness.measure(samples.map { Float($0) / 32768 }, sampleRate: sampleRate)
    }
}

public enum LoudnessGainError: Error, Sendable, Equatable, CustomStringConvertible {
    case silent

    public var description: String {
        switch self {
        case .silent:
            return "the clip is silent (no 400 ms of it is louder than -70 LUFS): expected speech to bring to the "
                + "target loudness; check what the engine wrote"
        }
    }
}
