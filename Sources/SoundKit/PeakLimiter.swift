#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A look-ahead peak limiter: the gain a sample needs to keep the signal's true peak under a ceiling, smoothed so
/// it sets in before a peak and lets go slowly after it.
///
/// Speech's peaks sit 18-22 dB over its integrated loudness, so -16 LUFS with peaks at -1 dBFS (15 dB apart) cannot
/// both hold by one gain: `LoudnessGain` raises the clip to the target and this takes the few loudest peaks down.
/// - The need of sample `n` is `min(1, ceiling / p)`, `p` the largest magnitude of the 4x oversampled signal around
///   it (`Loudness.localPeaks`, the interpolated points either side included), so the result's true peak, not only
///   its samples, stays under the ceiling.
/// - The gain is the need's minimum over the `attackSeconds` ahead (5 ms), let rise back towards 1 with a time
///   constant of `releaseSeconds` (80 ms), then averaged over the `attackSeconds` behind: every sample's gain is at
///   most its need (each value in the average is a minimum over a window holding that sample), and it never
///   steps. Deterministic: plain arithmetic in Double in a fixed order.
public enum PeakLimiter {
    public static let attackSeconds = 0.005
    public static let releaseSeconds = 0.08

    /// The samples with their peaks held under `ceiling` (linear, full scale 1.0), and the largest gain reduction
    /// applied, in dB (0 when nothing needed it).
    public static func limit(_ samples: [Double], ceiling: Double, sampleRate: Int) -> (
        samples: [Double], reductionDB: Double
    ) {
        let count = samples.count
        guard count > 0, ceiling > 0 else { return (samples, 0) }
        let peaks = Loudness.localPeaks(samples, over: ceiling)
        var need = [Double](repeating: 1, count: count)
        var anyNeed = false
        for index in 0..<count where peaks[index] > ceiling {
            need[index] = ceiling / peaks[index]
            anyNeed = true
        }
        guard anyNeed else { return (samples, 0) }
        let attack = max(1, Int((attackSeconds * Double(sampleRate)).rounded()))
        let recovery = exp(-1 / (releaseSeconds * Double(sampleRate)))
        var output = [Double](repeating: 0, count: count)
        var smallest = 1.0
        // In place over the needs: each step reads only what is not yet written over.
        need.withUnsafeMutableBufferPointer { ahead in
            // The minimum over [n, n + attack - 1], by a queue of indices whose needs increase (at most `attack`
            // of them at once, kept in a ring).
            let ring = UnsafeMutableBufferPointer<Int>.allocate(capacity: attack + 1)
            defer { ring.deallocate() }
            var head = 0
            var length = 0
            var next = 0
            func slot(_ position: Int) -> Int { position < ring.count ? position : position - ring.count }
            for index in 0..<count {
                while next < min(count, index + attack) {
                    let value = ahead[next]
                    while length > 0, ahead[ring[slot(head + length - 1)]] >= value { length -= 1 }
                    ring[slot(head + length)] = next
                    length += 1
                    next += 1
                }
                while ring[head] < index {
                    head = slot(head + 1)
                    length -= 1
                }
                // Written behind the queue: index n is never read again once the window starts after it, and the
                // front of the queue is at or after n.
                let minimum = ahead[ring[head]]
                ahead[index] = minimum
            }
            var held = 1.0
            for index in 0..<count {
                held = min(ahead[index], 1 - (1 - held) * recovery)
                ahead[index] = held
            }
            // The sum of the window [index - attack + 1, index]. Before the clip the values count as the first one,
            // the minimum over the clip's first `attack` samples, so the windows that reach back before the start
            // keep the promise too.
            let before = ahead[0]
            var sum = Double(attack - 1) * before
            samples.withUnsafeBufferPointer { samples in
                output.withUnsafeMutableBufferPointer { output in
                    for index in 0..<count {
                        sum += ahead[index]
                        let gain = min(1, sum / Double(attack))
                        smallest = min(smallest, gain)
                        output[index] = samples[index] * gain
                        let leaving = index - attack + 1
                        sum -= leaving >= 0 ? ahead[leaving] : before
                    }
                }
            }
        }
        return (output, -Loudness.decibels(smallest))
    }
}
