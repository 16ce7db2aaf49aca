#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Leading and trailing silence, found and cut, with a margin left at each end.
///
/// - The clip is cut into frames of 10 ms (`sampleRate / 100` samples, the last frame possibly shorter); a frame's
///   level is its RMS in dBFS.
/// - The threshold is relative to the clip: `thresholdBelowLoudestFrameDB` (default 40 dB) below its loudest frame.
///   A frame above it is sound. Relative, not absolute, so a quiet engine's clip and a loud one's are cut at the
///   same place in their speech, and an engine's noise floor or dither (far below its speech) counts as silence.
/// - The speech is everything from the first sample of the first sound frame to the last sample of the last one;
///   pauses inside it are kept whatever their length.
/// - The kept range is the speech plus up to `marginSeconds` (default 0.25 s, so that an encoder's added delay of
///   a few tens of milliseconds still leaves at most 0.3 s) of what came before and after it, as far as the clip
///   has that much.
/// - A clip with no sound frame (all samples zero) has no speech: `trim` returns `nil`; so has a clip holding a sample
///   that is no finite number (±inf, NaN), whose levels cannot be compared.
/// Nothing is faded: the cut lies in what is by definition at least 40 dB below the speech.
public enum SilenceTrim {
    public struct Settings: Sendable, Equatable {
        public var thresholdBelowLoudestFrameDB: Double
        public var marginSeconds: Double

        public init(thresholdBelowLoudestFrameDB: Double = 40, marginSeconds: Double = 0.25) {
            self.thresholdBelowLoudestFrameDB = thresholdBelowLoudestFrameDB
            self.marginSeconds = marginSeconds
        }
    }

    public struct Cut: Sendable, Equatable {
        public var sampleRate: Int
        /// The samples from the first sound frame to the end of the last.
        public var speech: Range<Int>
        /// The speech with its margins: the samples to keep.
        public var kept: Range<Int>

        public var speechSeconds: Double { Double(speech.count) / Double(sampleRate) }
        public var leadingSilenceSeconds: Double { Double(speech.lowerBound - kept.lowerBound) / Double(sampleRate) }
        public var trailingSilenceSeconds: Double { Double(kept.upperBound - speech.upperBound) / Double(sampleRate) }
    }

    public static let frameSecondsDivisor = 100

    /// Where the speech is and what to keep; `nil` when the clip is silent.
    public static func cut(_ samples: [Float], sampleRate: Int, settings: Settings = Settings()) -> Cut? {
        guard sampleRate > 0, !samples.isEmpty else { return nil }
        let frameLength = max(1, sampleRate / frameSecondsDivisor)
        var meanSquares: [Double] = []
        meanSquares.reserveCapacity(samples.count / frameLength + 1)
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + frameLength)
            var sum = 0.0
            for index in start..<end { sum += Double(samples[index]) * Double(samples[index]) }
            meanSquares.append(sum / Double(end - start))
            start = end
        }
        guard meanSquares.allSatisfy(\.isFinite), let loudest = meanSquares.max(), loudest > 0 else { return nil }
        // Compared as mean squares: a level L dB below is a mean square 10^(-L/10) of the loudest.
        let threshold = loudest * pow(10, -settings.thresholdBelowLoudestFrameDB / 10)
        guard let first = meanSquares.firstIndex(where: { $0 > threshold }),
            let last = meanSquares.lastIndex(where: { $0 > threshold })
        else { return nil }
        let speech = (first * frameLength)..<min(samples.count, (last + 1) * frameLength)
        let margin = max(0, Int((settings.marginSeconds * Double(sampleRate)).rounded(.down)))
        let kept = max(0, speech.lowerBound - margin)..<min(samples.count, speech.upperBound + margin)
        return Cut(sampleRate: sampleRate, speech: speech, kept: kept)
    }

    /// The samples of the kept range; `nil` when the clip is silent.
    public static func trim(_ samples: [Float], sampleRate: Int, settings: Settings = Settings()) -> (
        samples: [Float], cut: Cut
    )? {
        guard let cut = cut(samples, sampleRate: sampleRate, settings: settings) else { return nil }
        return (Array(samples[cut.kept]), cut)
    }
}
