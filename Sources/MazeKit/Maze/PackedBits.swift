/// A fixed-size array of bits packed into 64-bit words.
struct PackedBits: Sendable, Hashable {
    private var words: [UInt64]

    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) >> 6)
    }

    subscript(index: Int) -> Bool {
        get { (words[index >> 6] >> UInt64(index & 63)) & 1 != 0 }
        set {
            let mask: UInt64 = 1 << UInt64(index & 63)
            if newValue { words[index >> 6] |= mask } else { words[index >> 6] &= ~mask }
        }
    }

    var setCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
}
