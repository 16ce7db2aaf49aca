#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Integrated loudness, sample peak and true peak of one channel of samples (full-scale units, 1.0 = 0 dBFS).
///
/// Loudness is ITU-R BS.1770-4 (the measure EBU R128 uses), for a single channel of weight 1.0:
/// - the K-weighting pre-filter, two biquads (a high shelf of about +4 dB above 1.5 kHz, then a high pass at about
///   38 Hz), whose coefficients `KWeighting` derives for any sample rate from the analogue prototype by the
///   bilinear transform, so that at 48 kHz they are the coefficients the recommendation tabulates;
/// - mean squares over 400 ms blocks starting every 100 ms (75 % overlap): block `j` covers the samples from
///   `j * rate / 10` (integer division) for `4 * rate / 10` samples; only whole blocks count, so audio shorter than
///   400 ms has no loudness;
/// - block loudness `-0.691 + 10 log10(z)`; the absolute gate drops blocks at or below -70 LUFS; the relative gate
///   drops blocks at or below (the loudness of the mean of the remaining blocks' mean squares) - 10 LU; the
///   integrated loudness is `-0.691 + 10 log10` of the mean of the mean squares of the blocks left;
/// - `nil` when no block passes the absolute gate (silence, or too short).
///
/// Sample peak is the largest magnitude of a sample. True peak is the largest magnitude of the signal oversampled
/// 4 times (BS.1770-4 Annex 2) by a 96-tap Kaiser-windowed sinc interpolator (24 taps a phase, beta 7, each phase
/// normalised to unit gain at 0 Hz: within 0.005 dB of flat up to 0.4 of the sample rate), never below the
/// sample peak. Both in dBFS, `-infinity` for silence.
/// Arithmetic is in Double, in a fixed order: the same samples always give the same figures.
public enum Loudness {
    public static let absoluteGateLUFS = -70.0
    public static let relativeGateLU = -10.0

    public struct Measurement: Sendable, Equatable {
        /// Integrated loudness in LUFS; `nil` when no 400 ms block is louder than the absolute gate.
        public var integratedLUFS: Double?
        public var samplePeakDBFS: Double
        public var truePeakDBFS: Double

        public init(integratedLUFS: Double?, samplePeakDBFS: Double, truePeakDBFS: Double) {
            self.integratedLUFS = integratedLUFS
            self.samplePeakDBFS = samplePeakDBFS
            self.truePeakDBFS = truePeakDBFS
        }
    }

    public static func measure(_ samples: [Float], sampleRate: Int) -> Measurement {
        Measurement(
            integratedLUFS: integratedLoudness(samples, sampleRate: sampleRate),
            samplePeakDBFS: decibels(samplePeak(samples)),
            truePeakDBFS: decibels(truePeak(samples)))
    }

    /// The mean squares of the K-weighted signal over every whole 400 ms block, in order.
    public static func blockMeanSquares(_ samples: [Float], sampleRate: Int) -> [Double] {
        guard sampleRate > 0 else { return [] }
        let blockLength = 4 * sampleRate / 10
        guard blockLength > 0, samples.count >= blockLength else { return [] }
        let filtered = KWeighting(sampleRate: sampleRate).apply(to: samples)
        // Running sums of squares, so each block is one subtraction whatever the overlap.
        var running = [Double](repeating: 0, count: filtered.count + 1)
        for index in filtered.indices { running[index + 1] = running[index] + filtered[index] * filtered[index] }
        var blocks: [Double] = []
        var block = 0
        while true {
            let start = block * sampleRate / 10
            guard start + blockLength <= samples.count else { break }
            blocks.append((running[start + blockLength] - running[start]) / Double(blockLength))
            block += 1
        }
        return blocks
    }

    public static func integratedLoudness(_ samples: [Float], sampleRate: Int) -> Double? {
        integratedLoudness(blockMeanSquares: blockMeanSquares(samples, sampleRate: sampleRate))
    }

    /// The two gates over blocks' mean squares (BS.1770-4, 2.8).
    public static func integratedLoudness(blockMeanSquares blocks: [Double]) -> Double? {
        let overAbsolute = blocks.filter { blockLoudness($0) > absoluteGateLUFS }
        guard !overAbsolute.isEmpty else { return nil }
        let relativeGate = blockLoudness(mean(overAbsolute)) + relativeGateLU
        let overRelative = overAbsolute.filter { blockLoudness($0) > relativeGate }
        // The loudest block is always above its mean minus 10 LU, so this is never empty.
        return blockLoudness(mean(overRelative))
    }

    public static func blockLoudness(_ meanSquare: Double) -> Double {
        meanSquare > 0 ? -0.691 + 10 * log10(meanSquare) : -Double.infinity
    }

    public static func samplePeak(_ samples: [Float]) -> Double {
        var peak: Float = 0
        for sample in samples { peak = max(peak, abs(sample)) }
        return Double(peak)
    }

    /// The largest magnitude of the signal oversampled 4 times (see the top of this file): the largest of
    /// `localPeaks`, found without summing the windows that cannot hold it (`TruePeakInterpolator.gainBound`).
    public static func truePeak(_ samples: [Float]) -> Double {
        let samples = samples.map(Double.init)
        // A sample that is no number makes every comparison false: the plain definition decides what it gives.
        guard samples.allSatisfy(\.isFinite) else { return localPeaks(samples).reduce(0, max) }
        return TruePeakInterpolator.withTaps { c in
            samples.withUnsafeBufferPointer { x in
                var largest = 0.0
                for sample in x { largest = max(largest, abs(sample)) }
                // The peak of the whole is the largest sample or the largest point between two samples.
                var after = TruePeakInterpolator.Block()
                TruePeakInterpolator.eachBlock(of: x, over: { largest }) { block in
                    TruePeakInterpolator.largestBetween(x, block, taps: c, into: &after)
                    for offset in 0..<block.count { largest = max(largest, after[offset]) }
                }
                return largest
            }
        }
    }

    /// For each sample, the largest magnitude among it and the three interpolated points either side of it: what
    /// a gain on that sample scales in the oversampled signal.
    public static func localPeaks(_ samples: [Double]) -> [Double] {
        TruePeakInterpolator.withTaps { c in
            samples.withUnsafeBufferPointer { x in
                // after[i]: the largest of the points between sample i and i + 1.
                let after = (0..<x.count).map { TruePeakInterpolator.largestBetween(x, $0, taps: c) }
                return (0..<x.count).map { index in
                    max(abs(x[index]), after[index], index > 0 ? after[index - 1] : 0)
                }
            }
        }
    }

    /// `localPeaks` where it is over `threshold`, and 0 where it is not (the samples a limiter with that ceiling
    /// leaves alone): the same figures where they count, without summing the windows that cannot reach it.
    public static func localPeaks(_ samples: [Double], over threshold: Double) -> [Double] {
        guard samples.allSatisfy(\.isFinite) else {
            return localPeaks(samples).map { $0 > threshold ? $0 : 0 }
        }
        var peaks = [Double](repeating: 0, count: samples.count)
        TruePeakInterpolator.withTaps { c in
            samples.withUnsafeBufferPointer { x in
                peaks.withUnsafeMutableBufferPointer { peaks in
                    // Each block's points between samples, and the one before the block's first sample.
                    var after = TruePeakInterpolator.Block()
                    TruePeakInterpolator.eachBlock(of: x, over: { threshold }, reachingBack: true) { block in
                        TruePeakInterpolator.largestBetween(x, block, taps: c, into: &after)
                        var before =
                            block.lowerBound > 0
                            ? TruePeakInterpolator.largestBetween(x, block.lowerBound - 1, taps: c) : 0
                        for index in block {
                            let between = after[index - block.lowerBound]
                            let peak = max(abs(x[index]), between, before)
                            if peak > threshold { peaks[index] = peak }
                            before = between
                        }
                    }
                }
            }
        }
        return peaks
    }

    public static func decibels(_ amplitude: Double) -> Double {
        amplitude > 0 ? 20 * log10(amplitude) : -Double.infinity
    }

    private static func mean(_ values: [Double]) -> Double {
        values.reduce(0, +) / Double(values.count)
    }
}

/// The 4x oversampling filter of the true peak: for each of the 3 points between two samples (at 1/4, 2/4, 3/4),
/// 24 taps over the samples `index - 11 ... index + 12`.
enum TruePeakInterpolator {
    static let halfWidth = 12
    static let kaiserBeta = 7.0

    static let phases: [[Double]] = (1...3).map { phase in
        let fraction = Double(phase) / 4
        var taps = (0..<(2 * halfWidth)).map { tap -> Double in
            // Distance from the point (index + fraction) to the sample (index - halfWidth + 1 + tap).
            let distance = Double(tap - halfWidth + 1) - fraction
            return sinc(distance) * kaiser(distance / Double(halfWidth))
        }
        let sum = taps.reduce(0, +)
        for tap in taps.indices { taps[tap] /= sum }
        return taps
    }

    /// The phases' taps one after another (phase 1's 24, then 2's, then 3's).
    static let taps: [Double] = phases.flatMap { $0 }

    static func withTaps<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        taps.withUnsafeBufferPointer(body)
    }

    /// The most a point between samples can be, as a multiple of the largest sample magnitude in its window: the
    /// largest sum of a phase's taps' magnitudes, raised by far more than the rounding of 24 products summed can add.
    static let gainBound: Double = phases.map { $0.reduce(0) { $0 + abs($1) } }.max()! * (1 + 1e-9)

    /// The largest magnitude of the points between sample `index` and `index + 1`: each phase's taps times the
    /// samples `index - 11 ... index + 12` that exist, summed in tap order.
    @inline(__always)
    static func largestBetween(
        _ samples: UnsafeBufferPointer<Double>, _ index: Int, taps c: UnsafeBufferPointer<Double>
    ) -> Double {
        let width = 2 * halfWidth
        let first = index - halfWidth + 1
        let taps = max(0, -first)..<max(max(0, -first), min(width, samples.count - first))
        var largest = 0.0
        for phase in 0..<3 {
            var sum = 0.0
            for tap in taps { sum += c[phase * width + tap] * samples[first + tap] }
            largest = max(largest, abs(sum))
        }
        return largest
    }

    /// The points between samples of up to `Block.length` samples, summed as `largestBetween` sums them.
    struct Block {
        static let length = 16
        var values = (
            0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0
        )

        subscript(offset: Int) -> Double {
            get { withUnsafeBytes(of: values) { $0.load(fromByteOffset: offset * 8, as: Double.self) } }
            set {
                withUnsafeMutableBytes(of: &values) {
                    $0.storeBytes(of: newValue, toByteOffset: offset * 8, as: Double.self)
                }
            }
        }
    }

    /// `largestBetween` for each index of `block` (at most `Block.length`), the offsets from its start in `after`.
    /// Where every tap's sample exists, four indices are summed side by side: each lane adds the same products in
    /// the same order as `largestBetween`, so the figures are the same to the bit.
    @inline(__always)
    static func largestBetween(
        _ samples: UnsafeBufferPointer<Double>, _ block: Range<Int>, taps c: UnsafeBufferPointer<Double>,
        into after: inout Block
    ) {
        let width = 2 * halfWidth
        // The indices whose taps all fall on samples: index - halfWidth + 1 >= 0, index + halfWidth < count.
        let whole = (halfWidth - 1)..<max(halfWidth - 1, samples.count - halfWidth)
        var index = block.lowerBound
        let base = UnsafeRawPointer(samples.baseAddress)
        while index < block.upperBound {
            guard let base, whole.contains(index), whole.contains(index + 3), index + 3 < block.upperBound else {
                after[index - block.lowerBound] = largestBetween(samples, index, taps: c)
                index += 1
                continue
            }
            let first = (index - halfWidth + 1) * MemoryLayout<Double>.stride
            var sums = (SIMD4<Double>(), SIMD4<Double>(), SIMD4<Double>())
            for tap in 0..<width {
                let window = base.loadUnaligned(
                    fromByteOffset: first + tap * MemoryLayout<Double>.stride, as: SIMD4<Double>.self)
                sums.0 += SIMD4(repeating: c[tap]) * window
                sums.1 += SIMD4(repeating: c[width + tap]) * window
                sums.2 += SIMD4(repeating: c[2 * width + tap]) * window
            }
            for lane in 0..<4 {
                after[index - block.lowerBound + lane] = max(
                    max(max(0, abs(sums.0[lane])), abs(sums.1[lane])), abs(sums.2[lane]))
            }
            index += 4
        }
    }

    /// Calls `body` with each block of up to `Block.length` sample indices, in order, whose points between samples
    /// might exceed `bar()` (asked again before each block): the others lie in windows whose largest sample times
    /// `gainBound` is at most the bar. `reachingBack` widens each window to the point before the block too.
    @inline(__always)
    static func eachBlock(
        of samples: UnsafeBufferPointer<Double>, over bar: () -> Double, reachingBack: Bool = false,
        _ body: (Range<Int>) -> Void
    ) {
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + Block.length)
            let lower = max(0, start - halfWidth + 1 - (reachingBack ? 1 : 0))
            let upper = min(samples.count, end + halfWidth)
            var largest = 0.0
            for index in lower..<upper { largest = max(largest, abs(samples[index])) }
            if largest * gainBound > bar() { body(start..<end) }
            start = end
        }
    }

    static func sinc(_ x: Double) -> Double {
        x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
    }

    /// The Kaiser window at `x` in [-1, 1].
    static func kaiser(_ x: Double) -> Double {
        guard abs(x) <= 1 else { return 0 }
        return besselI0(kaiserBeta * (1 - x * x).squareRoot()) / besselI0(kaiserBeta)
    }

    /// The modified Bessel function of the first kind, order 0, by its power series (converges fast for the
    /// small arguments a window needs).
    static func besselI0(_ x: Double) -> Double {
        var sum = 1.0
        var term = 1.0
        var k = 1.0
        while term > 1e-17 * sum {
            term *= (x / (2 * k)) * (x / (2 * k))
            sum += term
            k += 1
        }
        return sum
    }
}

/// One second-order IIR section, `y[n] = b0 x[n] + b1 x[n-1] + b2 x[n-2] - a1 y[n-1] - a2 y[n-2]`.
public struct Biquad: Sendable, Equatable {
    public var b0: Double
    public var b1: Double
    public var b2: Double
    public var a1: Double
    public var a2: Double

    public init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
        self.b0 = b0
        self.b1 = b1
        self.b2 = b2
        self.a1 = a1
        self.a2 = a2
    }
}

/// The K-weighting pre-filter of BS.1770 for a sample rate: the analogue shelf and high pass that the
/// recommendation's 48 kHz coefficients come from, put through the bilinear transform with prewarping at the
/// sample rate asked for.
public struct KWeighting: Sendable, Equatable {
    public var shelf: Biquad
    public var highPass: Biquad

    // The analogue prototype: centre frequency, Q and gain that give the tabulated 48 kHz filters.
    static let shelfFrequency = 1681.974450955533
    static let shelfGainDB = 3.999843853973347
    static let shelfQ = 0.7071752369554196
    /// The shelf's gain at its centre, as a power of its high-frequency gain.
    static let shelfBandGainExponent = 0.4996667741545416
    static let highPassFrequency = 38.13547087602444
    static let highPassQ = 0.5003270373238773

    public init(sampleRate: Int) {
        let rate = Double(sampleRate)
        do {
            let k = tan(Double.pi * Self.shelfFrequency / rate)
            let q = Self.shelfQ
            let highGain = pow(10, Self.shelfGainDB / 20)
            let bandGain = pow(highGain, Self.shelfBandGainExponent)
            let a0 = 1 + k / q + k * k
            shelf = Biquad(
                b0: (highGain + bandGain * k / q + k * k) / a0, b1: 2 * (k * k - highGain) / a0,
                b2: (highGain - bandGain * k / q + k * k) / a0, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        }
        do {
            let k = tan(Double.pi * Self.highPassFrequency / rate)
            let q = Self.highPassQ
            let a0 = 1 + k / q + k * k
            // The numerator 1, -2, 1 as the recommendation tabulates it (a pass-band gain of about 1.005): the
            // -0.691 of the loudness formula is set for the filters as tabulated, so no other normalisation.
            highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
        }
    }

    public func apply(to samples: [Float]) -> [Double] {
        var output = [Double](repeating: 0, count: samples.count)
        var (x1, x2, y1, y2) = (0.0, 0.0, 0.0, 0.0)
        var (u1, u2, z1, z2) = (0.0, 0.0, 0.0, 0.0)
        let (s, h) = (shelf, highPass)
        for index in samples.indices {
            let x = Double(samples[index])
            let y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2
            (x2, x1, y2, y1) = (x1, x, y1, y)
            let z = h.b0 * y + h.b1 * u1 + h.b2 * u2 - h.a1 * z1 - h.a2 * z2
            (u2, u1, z2, z1) = (u1, y, z1, z)
            output[index] = z
        }
        return output
    }
}
