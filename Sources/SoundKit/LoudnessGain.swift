#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One gain that brings a clip to a target integrated loudness under a peak ceiling, applied and quantised to
/// 16 bits.
///
/// - The gain is `target - integrated loudness` (dB). If that would put the true peak above the ceiling, the
///   ceiling wins: the gain is `ceiling - true peak`, the clip stays quieter than the target, and the result says
///   so (`limitedByCeiling`) with the loudness it reached. Nothing compresses or limits the sound: one gain for the
///   whole clip, so its dynamics are the voice's.
/// - The samples are multiplied by `10^(gain/20)` in Double and quantised without dither: `x * 32768` rounded to
///   the nearest integer (halves away from zero), clamped to -32768...32767. The same samples and settings give the
///   same 16-bit samples, every time.
/// - The result is measured again after quantising (`Loudness.measure`). Rounding can move a peak by half a step;
///   should the true peak then be over the ceiling, the gain is lowered by the excess and the clip quantised again
///   (at most `maximumCeilingPasses` times; the excess is a few thousandths of a dB, so one more pass does it).
/// - A silent clip (no block over the absolute gate) has no loudness to bring anywhere: `LoudnessGainError`.
public enum LoudnessGain {
    public struct Target: Sendable, Equatable {
        public var loudnessLUFS: Double
        public var truePeakCeilingDBFS: Double

        public init(loudnessLUFS: Double = -16, truePeakCeilingDBFS: Double = -1) {
            self.loudnessLUFS = loudnessLUFS
            self.truePeakCeilingDBFS = truePeakCeilingDBFS
        }
    }

    public struct Result: Sendable, Equatable {
        public var samples: [Int16]
        public var sampleRate: Int
        public var gainDB: Double
        /// True when the target loudness would have put the peak over the ceiling, so the clip is quieter.
        public var limitedByCeiling: Bool
        /// The output's own figures, measured after quantising.
        public var measurement: Loudness.Measurement
    }

    public static let maximumCeilingPasses = 4

    /// The gain for a clip of this measurement, and whether the ceiling set it.
    public static func gain(
        for measurement: Loudness.Measurement, target: Target
    ) throws(LoudnessGainError) -> (gainDB: Double, limitedByCeiling: Bool) {
        guard let integrated = measurement.integratedLUFS else { throw .silent }
        let wanted = target.loudnessLUFS - integrated
        let allowed = target.truePeakCeilingDBFS - measurement.truePeakDBFS
        return wanted <= allowed ? (wanted, false) : (allowed, true)
    }

    public static func apply(
        _ samples: [Float], sampleRate: Int, target: Target = Target()
    ) throws(LoudnessGainError) -> Result {
        let before = Loudness.measure(samples, sampleRate: sampleRate)
        var (gainDB, limited) = try gain(for: before, target: target)
        var output = quantise(samples, gainDB: gainDB)
        var after = measure(output, sampleRate: sampleRate)
        var pass = 1
        while after.truePeakDBFS > target.truePeakCeilingDBFS && pass < maximumCeilingPasses {
            gainDB -= after.truePeakDBFS - target.truePeakCeilingDBFS + 0.001
            limited = true
            output = quantise(samples, gainDB: gainDB)
            after = measure(output, sampleRate: sampleRate)
            pass += 1
        }
        return Result(
            samples: output, sampleRate: sampleRate, gainDB: gainDB, limitedByCeiling: limited, measurement: after)
    }

    /// The samples times the gain, as 16-bit integers (see the top of this file).
    public static func quantise(_ samples: [Float], gainDB: Double) -> [Int16] {
        let factor = pow(10, gainDB / 20) * 32768
        return samples.map { sample in
            let scaled = (Double(sample) * factor).rounded(.toNearestOrAwayFromZero)
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
