/// A string hash whose value never changes between runs, platforms or Swift versions
/// (unlike `Hasher`, which is seeded per process).
public enum StableHash {
    /// FNV-1a, 64-bit, over the UTF-8 bytes of `text`.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
