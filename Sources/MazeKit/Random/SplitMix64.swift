/// SplitMix64 (Steele, Lea, Flood 2014): a 64-bit counter passed through a bijective mixer.
///
/// Used only to expand a seed into xoshiro256** state, because xoshiro must not start from
/// (nearly) all-zero state and SplitMix64 spreads even tiny seeds such as 0 or 1 over all bits.
package struct SplitMix64: Sendable, Hashable {
    /// The counter; each call to `next()` advances it by the golden-ratio increment.
    private(set) var state: UInt64

    package init(state: UInt64) {
        self.state = state
    }

    /// Advances the counter and returns the mixed value.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finaliser: a bijection on 64-bit values with good avalanche.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
