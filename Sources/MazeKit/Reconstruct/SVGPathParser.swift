// SVGPathParser: the `M x y L x y …` paths of maze drawings and routes (`svg_path`, `solution_path`) read into flat
// lists of points, their offsets in the text and where each polyline starts. Every maze file is read through it
// once or twice a run of validate or generate.
//
// TUNED FOR SPEED. `PlainDrawingReader` takes the one spelling every writer uses (one space between everything,
// whole numbers) in one pass, writing the three lists in place, room made once; any other text, and every error,
// is the general `Reader`'s. INVARIANTS A CHANGE MUST KEEP: the plain reader gives exactly what the general reader
// gives for the same text, or steps aside (nil) from the start (PlainDrawingReaderTests); an error's offset and
// words are `maze.svg_unparsable`'s and `maze.solution_unparsable`'s findings (ReconstructParserTests,
// FindingSnapshotTests, GoldenOutputTests).

/// The polylines of an SVG path using only absolute `M` and `L`.
/// Stored flat (one point array plus polyline starts) so a 10 KB path costs two allocations.
package struct ParsedSVGPath: Equatable, Sendable {
    /// Every point in drawing order.
    package private(set) var points: [DrawnPoint] = []
    /// UTF-8 offset in the source of the command (or, for an implicit repeat, the number) that produced each point.
    package private(set) var sourceOffsets: [Int] = []
    /// Index in `points` where each `M` starts a new polyline.
    private(set) var polylineStarts: [Int] = []

    package init() {}

    package var polylineCount: Int { polylineStarts.count }

    package func polylineRange(_ index: Int) -> Range<Int> {
        let end = index + 1 < polylineStarts.count ? polylineStarts[index + 1] : points.count
        return polylineStarts[index]..<end
    }

    /// Number of straight pieces (consecutive point pairs inside one polyline).
    package var pieceCount: Int { points.count - polylineStarts.count }

    mutating func moveTo(_ point: DrawnPoint, offset: Int) {
        polylineStarts.append(points.count)
        lineTo(point, offset: offset)
    }

    mutating func lineTo(_ point: DrawnPoint, offset: Int) {
        points.append(point)
        sourceOffsets.append(offset)
    }

    mutating func reserve(_ count: Int) {
        points.reserveCapacity(count)
        sourceOffsets.reserveCapacity(count)
    }

    init(points: [DrawnPoint], sourceOffsets: [Int], polylineStarts: [Int]) {
        self.points = points
        self.sourceOffsets = sourceOffsets
        self.polylineStarts = polylineStarts
    }
}

/// Where and why an SVG path could not be read.
package struct SVGPathParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Offset of the offending character. Everything before it is ASCII, so this is both the UTF-8 and the character offset.
    package var offset: Int
    package var expected: String
    package var found: String

    package init(offset: Int, expected: String, found: String) {
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    package var description: String { "at character \(offset): expected \(expected), found \(found)" }
}

/// Reads the subset of SVG path data mazegen writes: absolute `M x y` and `L x y`.
/// Separators: any whitespace, and one comma between numbers. A command letter may touch its
/// numbers (`M20 40`). After a pair, further pairs repeat as `L` (as SVG defines). Everything
/// else — relative commands, curves, exponents, numbers glued together — is rejected.
package enum SVGPathParser {
    package static func parse(_ text: String) throws(SVGPathParseError) -> ParsedSVGPath {
        var copy = text
        let outcome: Result<ParsedSVGPath, SVGPathParseError> = copy.withUTF8 { bytes in
            if let plain = PlainDrawingReader.read(bytes) { return .success(plain) }
            return readAnyDrawing(bytes)
        }
        return try outcome.get()
    }

    /// The general reader alone, which takes every spelling the subset allows (for tests that hold the plain
    /// reader to it).
    static func parseAnyDrawing(_ text: String) throws(SVGPathParseError) -> ParsedSVGPath {
        var copy = text
        return try copy.withUTF8 { bytes in readAnyDrawing(bytes) }.get()
    }

    /// What `PlainDrawingReader` reads from `text`, nil where it leaves the text to the general reader (for tests).
    static func parsePlainDrawing(_ text: String) -> ParsedSVGPath? {
        var copy = text
        return copy.withUTF8 { bytes in PlainDrawingReader.read(bytes) }
    }

    private static func readAnyDrawing(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ParsedSVGPath, SVGPathParseError>
    {
        do {
            var reader = Reader(bytes: bytes)
            return .success(try reader.readPath())
        } catch {
            return .failure(error)
        }
    }
}

/// The drawings mazegen writes, and every file the app ships: `M 20 40 L 90 40 M …`, one space between a
/// command and each number and between pairs, whole numbers. Such a text is read in one pass with no question
/// asked twice, four times faster than the general reader, which reading every labyrinth's drawing spent a tenth
/// of validate's time in. The result is what the general reader gives for the same text; any other spelling
/// (nil) is left to it, from the start, so it also words every error.
private enum PlainDrawingReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedSVGPath? {
        // A pair takes at least six bytes with its separator ("M 1 2 "), the last one five.
        let capacity = bytes.count / 6 + 1
        // The three lists are written in place, room for every point made once: appended to one by one, each point
        // asked three times whether a list's storage was its own and had room (a quarter of the reading).
        var points: [DrawnPoint] = []
        var polylineStarts: [Int] = []
        var plain = true
        let offsets = [Int](unsafeUninitializedCapacity: capacity) { offsets, offsetCount in
            polylineStarts = [Int](unsafeUninitializedCapacity: capacity) { starts, startCount in
                points = [DrawnPoint](unsafeUninitializedCapacity: capacity) { points, count in
                    defer {
                        offsetCount = count
                    }
                    var index = 0
                    while index < bytes.count {
                        let command = bytes[index]
                        var next = index + 2
                        guard command == Reader.moveTo || (command == Reader.lineTo && count > 0),
                            next <= bytes.count, bytes[index + 1] == Reader.space,
                            let x = wholeNumber(bytes, &next), next < bytes.count, bytes[next] == Reader.space
                        else {
                            plain = false
                            return
                        }
                        next += 1
                        guard let y = wholeNumber(bytes, &next) else {
                            plain = false
                            return
                        }
                        if command == Reader.moveTo {
                            starts.initializeElement(at: startCount, to: count)
                            startCount += 1
                        }
                        points.initializeElement(at: count, to: DrawnPoint(x: x, y: y))
                        offsets.initializeElement(at: count, to: index)
                        count += 1
                        if next == bytes.count { return }
                        guard bytes[next] == Reader.space, next + 1 < bytes.count else {
                            plain = false
                            return
                        }
                        index = next + 1
                    }
                }
            }
        }
        guard plain, !points.isEmpty else { return nil }
        return ParsedSVGPath(points: points, sourceOffsets: offsets, polylineStarts: polylineStarts)
    }

    /// One to fifteen digits from `index`, which is left after them.
    @inline(__always)
    static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Double? {
        let start = index
        var value: UInt64 = 0
        Reader.addDigits(of: bytes, from: &index, to: &value)
        let digits = index - start
        // At most 15 digits fit an Int64: converted as one (a single instruction), not as an unsigned value.
        return digits > 0 && digits <= 15 ? Double(Int64(truncatingIfNeeded: value)) : nil
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    fileprivate static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
    fileprivate static let formFeed: UInt8 = 0x0C, comma: UInt8 = 0x2C, dot: UInt8 = 0x2E
    fileprivate static let minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, zero: UInt8 = 0x30, nine: UInt8 = 0x39
    fileprivate static let moveTo: UInt8 = 0x4D, lineTo: UInt8 = 0x4C
    /// 10^k for k ≤ 15: digits beyond that cannot be exact in a Double anyway.
    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { value, _ in value * 10 } }

    mutating func readPath() throws(SVGPathParseError) -> ParsedSVGPath {
        var path = ParsedSVGPath()
        // A unit piece "M 123 456 L 123 456 " is ~20 bytes holding two points.
        path.reserve(bytes.count / 9 + 1)
        var command: UInt8 = 0
        skipWhitespace()
        while index < bytes.count {
            let offset = index
            let byte = bytes[index]
            if byte == Reader.moveTo || byte == Reader.lineTo {
                if command == 0 && byte != Reader.moveTo {
                    throw failure("'M' to start the path")
                }
                command = byte
                index += 1
                skipWhitespace()
            } else if Reader.startsNumber(byte) {
                if command == 0 { throw failure("'M' to start the path") }
                command = Reader.lineTo  // implicit repeat: further pairs after M or L are lines
            } else {
                throw failure(command == 0 ? "'M' to start the path" : "a command 'M' or 'L' or a coordinate")
            }
            let x = try readNumber(what: "the x coordinate")
            try skipSeparator(before: "the y coordinate")
            let y = try readNumber(what: "the y coordinate")
            let point = DrawnPoint(x: x, y: y)
            if command == Reader.moveTo {
                path.moveTo(point, offset: offset)
            } else {
                path.lineTo(point, offset: offset)
            }
            try skipAfterPair()
        }
        return path
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (byte >= zero && byte <= nine) || byte == minus || byte == plus || byte == dot
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == formFeed
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && Reader.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Between x and y: whitespace and/or one comma, then a number must follow.
    private mutating func skipSeparator(before what: String) throws(SVGPathParseError) {
        let start = index
        skipWhitespace()
        if index < bytes.count && bytes[index] == Reader.comma {
            index += 1
            skipWhitespace()
        }
        if index == start { throw failure("a space or comma before \(what)") }
    }

    /// After a pair: end, whitespace, a command letter, or a comma leading to the next pair.
    private mutating func skipAfterPair() throws(SVGPathParseError) {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == Reader.moveTo || byte == Reader.lineTo { return }
        let start = index
        skipWhitespace()
        if index < bytes.count && bytes[index] == Reader.comma {
            index += 1
            skipWhitespace()
            guard index < bytes.count, Reader.startsNumber(bytes[index]) else {
                throw failure("a coordinate after the comma")
            }
            return
        }
        if index == start { throw failure("a space, comma or command after the coordinate") }
    }

    private mutating func readNumber(what: String) throws(SVGPathParseError) -> Double {
        guard index < bytes.count else { throw failure("a number (\(what))") }
        var negative = false
        if bytes[index] == Reader.minus || bytes[index] == Reader.plus {
            negative = bytes[index] == Reader.minus
            index += 1
        }
        // Digits are read in a tight loop, the limit checked once after: numbers are most of a drawing's bytes.
        var mantissa: UInt64 = 0
        let integerStart = index
        readDigits(into: &mantissa)
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if index < bytes.count && bytes[index] == Reader.dot {
            index += 1
            let fractionStart = index
            readDigits(into: &mantissa)
            fractionDigits = index - fractionStart
        }
        let digits = integerDigits + fractionDigits
        if digits > 15 {
            // Reported at the sixteenth digit, as a reader counting digit by digit would stop.
            index = integerDigits > 15 ? integerStart + 15 : integerStart + integerDigits + 1 + (15 - integerDigits)
            throw failure("a number of at most 15 digits (\(what))")
        }
        if digits == 0 { throw failure("a number (\(what))") }
        // The drawings' numbers are nearly all whole: a division waits on the processor for as long as the
        // rest of reading the number, so it is made only when there are decimals.
        let magnitude = fractionDigits == 0 ? Double(mantissa) : Double(mantissa) / Reader.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Adds the digits from `index` on to `mantissa` (wrapping past 19 digits, which the caller refuses).
    private mutating func readDigits(into mantissa: inout UInt64) {
        Reader.addDigits(of: bytes, from: &index, to: &mantissa)
    }

    /// Adds the digits of `bytes` from `index` on to `mantissa`, leaving `index` after them: a tight loop, the
    /// limit checked by the callers after it (numbers are most of a drawing's bytes).
    @inline(__always)
    fileprivate static func addDigits(
        of bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, to mantissa: inout UInt64
    ) {
        while index < bytes.count {
            let digit = bytes[index] &- zero
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
    }

    private func failure(_ expected: String) -> SVGPathParseError {
        SVGPathParseError(offset: index, expected: expected, found: describeFound())
    }

    private func describeFound() -> String {
        guard index < bytes.count else { return "the end of the path" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if Reader.isWhitespace(byte) { return "a space" }
        return byte < 0x80 ? "a control character" : "a non-ASCII character"
    }
}
