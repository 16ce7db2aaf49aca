/// An integer's decimal digits written straight into a buffer, as Swift's `String(value)` spells them: the one way
/// digits are written into bytes, by the path texts (`PathText`) and by ContentFormat's JSON writer. Most numbers
/// of a labyrinth are coordinates below 1,000, which skip the division loop.
package enum DecimalDigits {
    /// Writes `value`'s decimal digits at `position` (room for 20 bytes is the caller's to make); returns where
    /// they end.
    @inlinable
    package static func write(
        _ value: Int, at position: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        let zero = UInt8(ascii: "0")
        if value >= 0 && value < 1000 {
            let small = UInt8(truncatingIfNeeded: value)
            if value < 10 {
                position[0] = zero &+ small
                return position + 1
            }
            if value < 100 {
                position[0] = zero &+ small / 10
                position[1] = zero &+ small % 10
                return position + 2
            }
            let tens = UInt16(truncatingIfNeeded: value) % 100
            position[0] = zero &+ UInt8(truncatingIfNeeded: value / 100)
            position[1] = zero &+ UInt8(truncatingIfNeeded: tens / 10)
            position[2] = zero &+ UInt8(truncatingIfNeeded: tens % 10)
            return position + 3
        }
        return writeAny(value, at: position)
    }

    @inlinable
    package static func writeAny(
        _ value: Int, at start: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        var position = start
        if value < 0 {
            position.pointee = UInt8(ascii: "-")
            position += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        var index = position + digits
        repeat {
            index -= 1
            index.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return position + digits
    }
}
