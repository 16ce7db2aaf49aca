import MazeKit

/// A fingerprint of a file's bytes (length and 64-bit FNV-1a), so a resumed migration can tell a finished new file
/// from a torn or foreign one. It guards against accidents, not against an adversary.
package struct ContentDigest: Sendable, Hashable, CustomStringConvertible {
    package var count: Int
    var hash: UInt64

    package init(count: Int, hash: UInt64) {
        self.count = count
        self.hash = hash
    }

    package init(of bytes: [UInt8]) {
        self.init(count: bytes.count, hash: StableHash.fnv1a64(bytes))
    }

    /// `1234:0123456789abcdef`
    package var description: String {
        let hex = String(hash, radix: 16)
        return "\(count):" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    package init?(_ text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[0]), parts[1].count == 16, let hash = UInt64(parts[1], radix: 16)
        else {
            return nil
        }
        self.init(count: count, hash: hash)
    }
}
