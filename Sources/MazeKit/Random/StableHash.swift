/// A string hash whose value never changes between runs, platforms or Swift versions
/// (unlike `Hasher`, which is seeded per process).
package enum StableHash {
    /// FNV-1a, 64-bit, over the UTF-8 bytes of `text`.
    package static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(text.utf8)
    }

    /// FNV-1a, 64-bit, over raw bytes (a file's contents).
    /// Inlinable so callers in other modules get a loop specialised to their byte sequence.
    @inlinable
    package static func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
