/// The only source of randomness in MazeKit: xoshiro256** (Blackman, Vigna 2018), with every
/// derived operation (bounded integers, shuffle, choice) written here.
///
/// The standard library's `shuffled(using:)` / `randomElement(using:)` are deliberately not used:
/// their algorithms are not guaranteed to stay the same between Swift versions, and the same seed
/// must give the same maze forever.
public struct MazeRandom: Sendable, Hashable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// Expands `seed` through SplitMix64 into the four state words.
    public init(seed: UInt64) {
        var expander = SplitMix64(state: seed)
        s0 = expander.next()
        s1 = expander.next()
        s2 = expander.next()
        s3 = expander.next()
        // SplitMix64 is a bijection of distinct counters, so four zero outputs cannot occur;
        // the guard only documents xoshiro's one forbidden state.
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 }
    }

    /// The stream for one labyrinth: the run's `seed` combined with the labyrinth's `key`
    /// (e.g. its id `denny_007_medium`).
    ///
    /// Rule: `MazeRandom(seed: SplitMix64.mix(seed &+ 0x9E3779B97F4A7C15) ^ StableHash.fnv1a64(key))`.
    /// Mixing the seed first keeps nearby seeds and keys from cancelling each other in the XOR.
    public static func seeded(seed: UInt64, key: String) -> MazeRandom {
        let mixedSeed = SplitMix64.mix(seed &+ 0x9E37_79B9_7F4A_7C15)
        return MazeRandom(seed: mixedSeed ^ StableHash.fnv1a64(key))
    }

    /// The next 64 random bits (xoshiro256**).
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let shifted = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= shifted
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    /// A uniformly distributed integer in `0..<bound` (Lemire's multiply-and-reject method,
    /// so no modulo bias). `bound` must be positive.
    public mutating func nextInt(below bound: Int) -> Int {
        precondition(bound > 0, "nextInt(below:) needs a positive bound, got \(bound)")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// Shuffles `elements` in place with Fisher–Yates (Durstenfeld's variant, from the back).
    public mutating func shuffle<Element>(_ elements: inout [Element]) {
        var index = elements.count - 1
        while index > 0 {
            let other = nextInt(below: index + 1)
            if other != index { elements.swapAt(index, other) }
            index -= 1
        }
    }

    /// One element chosen uniformly, or `nil` for an empty collection.
    public mutating func choice<Elements: RandomAccessCollection>(_ elements: Elements) -> Elements.Element? {
        guard !elements.isEmpty else { return nil }
        let offset = nextInt(below: elements.count)
        return elements[elements.index(elements.startIndex, offsetBy: offset)]
    }

    private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }
}
