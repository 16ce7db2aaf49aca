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

    private mutating func appendCoordinates(_ point: Point) {
        bytes.append(UInt8(ascii: " "))
        appendInteger(point.x)
        bytes.append(UInt8(ascii: " "))
        appendInteger(point.y)
    }

    private mutating func appendInteger(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for position in stride(from: count - 1, through: 0, by: -1) {
                bytes.append(buffer[position])
            }
        }
    }
}
