/// Builds SVG path text (`M x y L x y …`, and `Q` curves for organic paths) into one byte buffer; integers are written by hand
/// because generating thousands of mazes formats hundreds of thousands of numbers.
struct PathText {
    private var bytes: [UInt8] = []

    init(expectedLength: Int) {
        bytes.reserveCapacity(expectedLength)
    }

    /// Starts a new sub-path, separated from the previous one by a single space.
    mutating func move(to point: Point) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        bytes.append(UInt8(ascii: "M"))
        appendCoordinates(point)
    }

    /// Continues the current sub-path with a straight line.
    mutating func line(to point: Point) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "L"))
        appendCoordinates(point)
    }

    /// Continues the current sub-path with a quadratic curve `Q cx cy x y` bent towards `control`.
    mutating func curve(control: Point, to end: Point) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: "Q"))
        appendCoordinates(control)
        appendCoordinates(end)
    }

    /// One `M a L b` piece.
    mutating func piece(from start: Point, to end: Point) {
        move(to: start)
        line(to: end)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// ` x y`, made in a small buffer on the stack and appended in one go: one capacity check a point, not one a byte.
    private mutating func appendCoordinates(_ point: Point) {
        // Two 64-bit integers with their signs and spaces: at most 2 x (1 + 1 + 20) bytes.
        var text: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            buffer[0] = UInt8(ascii: " ")
            var count = Self.writeInteger(point.x, into: buffer, at: 1)
            buffer[count] = UInt8(ascii: " ")
            count = Self.writeInteger(point.y, into: buffer, at: count + 1)
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// Writes `value`'s decimal digits at `start`; returns where they end.
    private static func writeInteger(_ value: Int, into buffer: UnsafeMutableRawBufferPointer, at start: Int) -> Int {
        var position = start
        if value < 0 {
            buffer[position] = UInt8(ascii: "-")
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
            buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return position + digits
    }
}
