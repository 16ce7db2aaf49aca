import Testing

@testable import MazeKit

/// `NumberCursor.number()` works out short plain decimals itself and leaves every other spelling to
/// `Double(String)`: whichever way a number goes, its value is `Double(String)`'s, bit for bit (the sign of a zero
/// included), and where the text is not a number the error is the same.
@Suite struct CurveNumberTests {
    static func read(_ text: String, exponents: Bool) -> Double? {
        var cursor = NumberCursor(bytes: Array(text.utf8), exponents: exponents)
        return try? cursor.number()
    }

    /// What the reader gave before it worked any number out itself: the longest number-like text, read by
    /// `Double(String)`.
    static func plain(_ text: String, exponents: Bool) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        var digits = 0
        var seenDot = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: ".") && !seenDot {
                seenDot = true
            } else {
                break
            }
            index += 1
        }
        if exponents, digits > 0, index < bytes.count,
            bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            var end = index + 1
            if end < bytes.count && (bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+")) { end += 1 }
            let powerStart = end
            while end < bytes.count && bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9") { end += 1 }
            if end > powerStart { index = end }
        }
        guard digits > 0, let value = Double(String(decoding: bytes[0..<index], as: UTF8.self)), value.isFinite
        else { return nil }
        return value
    }

    static func spellings() -> [String] {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
        var texts = [
            "0", "-0", "+0", "-0.0", "0.0", "300.0", "452.0", "5.", ".5", "-.5", "5.e3", "1e5", "1E-3", "2e", "2e+",
            "007", "007.50", "999999999999999", "9999999999999999", "0.1", "0.3", "123456789.012345",
            "1.7976931348623157",
            "4503599627370497", "4503599627370497.5", "-", "+", ".", "-.", "1.2.3", "12 34", "1,5", "12L",
        ]
        for _ in 0..<3_000 {
            let sign = ["", "-", "+"][next(3)]
            let whole = digits(next(17))
            let fraction = next(3) == 0 ? "" : "." + digits(next(17))
            let power = next(6) == 0 ? ["e", "E"][next(2)] + ["", "-", "+"][next(3)] + digits(next(4)) : ""
            let tail = [" ", "", "L", ","][next(4)]
            texts.append(sign + whole + fraction + power + tail)
        }
        return texts
    }

    @Test func everyNumberReadsAsDoubleFromStringReadsIt() {
        for exponents in [false, true] {
            for text in Self.spellings() {
                let read = Self.read(text, exponents: exponents)
                let plain = Self.plain(text, exponents: exponents)
                #expect(read?.bitPattern == plain?.bitPattern, "\(text) (exponents: \(exponents))")
            }
        }
    }

    /// The numbers the app's organic paths write (`300.0`) go the reader's own way and come out as written.
    @Test func theAppsNumbersComeOutAsWritten() throws {
        let curve = try DrawnCurve(svgPath: "M 300.0 452.0 Q 300.0 424.0 297.5 414.25 L 286.0 397.0")
        #expect(curve.start == DrawnPoint(x: 300, y: 452))
        #expect(curve.end == DrawnPoint(x: 286, y: 397))
        #expect(curve.points.contains(DrawnPoint(x: 297.5, y: 414.25)))
    }
}
