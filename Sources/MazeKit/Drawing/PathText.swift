/// Builds SVG path text (`M x y L x y …`, and `Q` curves for organic paths) into one byte buffer; integers are written by hand
/// because generating thousands of mazes formats hundreds of thousands of numbers.
///
/// Tuned (issue 26). Contract: the text is exactly what writing each command as `" M x y"`, `" L x y"` or
/// `" Q cx cy x y"` (no space before the first `M`), each integer as Swift's `String(describing:)` prints it, gives;
/// nothing else is promised. How: the buffer is memory this value owns (hence `~Copyable`), room for a whole command
/// is made once per command and the bytes are stored through its pointer (an `Array` checked uniqueness and capacity
/// per append, and a point went through a slice); numbers below 1,000 (every canvas coordinate) are written without a
/// loop; `text` copies the bytes into the string's own storage once.
struct PathText: ~Copyable {
    /// A place in the buffer.
    private typealias Position = UnsafeMutablePointer<UInt8>

    private var start: Position
    private var count = 0
    private var capacity: Int

    /// The most one command writes: a letter, its space, and two points of two signed 64-bit integers with spaces.
    private static let commandRoom = 2 + 2 * 2 * (2 + 20)

    init(expectedLength: Int) {
        capacity = max(expectedLength, Self.commandRoom)
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Starts a new sub-path, separated from the previous one by a single space.
    mutating func move(to point: Point) {
        makeRoom()
        var end = start + count
        if count > 0 {
            end.pointee = UInt8(ascii: " ")
            end += 1
        }
        end.pointee = UInt8(ascii: "M")
        end = Self.write(point, at: end + 1)
        count = end - start
    }

    /// Continues the current sub-path with a straight line.
    mutating func line(to point: Point) {
        makeRoom()
        let end = start + count
        end[0] = UInt8(ascii: " ")
        end[1] = UInt8(ascii: "L")
        count = Self.write(point, at: end + 2) - start
    }

    /// Continues the current sub-path with a quadratic curve `Q cx cy x y` bent towards `control`.
    mutating func curve(control: Point, to point: Point) {
        makeRoom()
        let end = start + count
        end[0] = UInt8(ascii: " ")
        end[1] = UInt8(ascii: "Q")
        count = Self.write(point, at: Self.write(control, at: end + 2)) - start
    }

    /// One `M a L b` piece.
    mutating func piece(from start: Point, to end: Point) {
        move(to: start)
        line(to: end)
    }

    var text: String {
        if count == 0 { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: start, count: count)
            return count
        }
    }

    /// Room for one more command.
    @inline(__always)
    private mutating func makeRoom() {
        if capacity - count < Self.commandRoom { grow() }
    }

    private mutating func grow() {
        let larger = max(capacity * 2, count + Self.commandRoom)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// ` x y` at `position`; returns where it ends.
    @inline(__always)
    private static func write(_ point: Point, at position: Position) -> Position {
        position.pointee = UInt8(ascii: " ")
        let afterX = DecimalDigits.write(point.x, at: position + 1)
        afterX.pointee = UInt8(ascii: " ")
        return DecimalDigits.write(point.y, at: afterX + 1)
    }
}
