#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals the tests measure, made by formula. `scripts/loudness-reference.py` makes the same ones (same formulas,
/// same 16-bit rounding) for ffmpeg and pyloudnorm to measure, which is where the tests' reference figures come from.
enum TestSignals {
    /// `amplitude * sin(2 pi f n / rate + phase)`, full scale 1.0.
    static func sine(
        frequency: Double, dBFS: Double, seconds: Double, sampleRate: Int, phase: Double = 0
    ) -> [Float] {
        let amplitude = pow(10, dBFS / 20)
        let count = Int((seconds * Double(sampleRate)).rounded())
        return (0..<count).map { n in
            Float(amplitude * sin(2 * Double.pi * frequency * Double(n) / Double(sampleRate) + phase))
        }
    }

    /// The samples with a raised-cosine fade of `samples` at each end.
    static func faded(_ signal: [Float], samples fade: Int) -> [Float] {
        var output = signal
        for index in 0..<min(fade, signal.count / 2) {
            let gain = Float(0.5 - 0.5 * cos(Double.pi * Double(index) / Double(fade)))
            output[index] *= gain
            output[signal.count - 1 - index] *= gain
        }
        return output
    }

    static func silence(seconds: Double, sampleRate: Int) -> [Float] {
        [Float](repeating: 0, count: Int((seconds * Double(sampleRate)).rounded()))
    }

    /// The samples as a 16-bit WAV holds them: `x * 32768` rounded half away from zero, clamped, then read back.
    static func through16Bit(_ samples: [Float]) -> [Float] {
        samples.map { sample in
            let scaled = (Double(sample) * 32768).rounded(.toNearestOrAwayFromZero)
            return Float(min(32767, max(-32768, scaled))) / 32768
        }
    }

    /// Something with speech's shape: syllables of a 150 Hz voice with ten harmonics (amplitude 1/k) under a
    /// raised-sine envelope, four a second, with a pause of 0.3 s after every fourth syllable, and a noise floor
    /// 60 dB down from xorshift32 (seed 2463534242), `seconds` long, peak near `dBFS`.
    static func speechLike(seconds: Double, sampleRate: Int, dBFS: Double) -> [Float] {
        let count = Int((seconds * Double(sampleRate)).rounded())
        let amplitude = pow(10, dBFS / 20) / 2.93  // the harmonics' sum peaks near 2.93
        var state: UInt32 = 2_463_534_242
        var output = [Float](repeating: 0, count: count)
        let syllable = 0.25
        let group = 4 * syllable + 0.3
        for n in 0..<count {
            let t = Double(n) / Double(sampleRate)
            let inGroup = t.truncatingRemainder(dividingBy: group)
            var envelope = 0.0
            if inGroup < 4 * syllable {
                let s = sin(Double.pi * inGroup.truncatingRemainder(dividingBy: syllable) / syllable)
                envelope = s * s
            }
            var voice = 0.0
            for k in 1...10 { voice += sin(2 * Double.pi * 150 * Double(k) * t) / Double(k) }
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let noise = (Double(state) / Double(UInt32.max) * 2 - 1) * 0.001
            output[n] = Float(amplitude * envelope * voice + noise * pow(10, dBFS / 20))
        }
        return output
    }
}
