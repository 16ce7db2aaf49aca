#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An SVG transform, the matrix `[a c e; b d f; 0 0 1]`: a point (x, y) goes to (a x + c y + e, b x + d y + f).
struct SVGTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = SVGTransform()

    var isFinite: Bool { [a, b, c, d, e, f].allSatisfy(\.isFinite) }

    func apply(_ point: DrawnPoint) -> DrawnPoint {
        DrawnPoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// `self` after `inner`: what an element's own transform becomes inside its group's.
    func then(_ inner: SVGTransform) -> SVGTransform {
        SVGTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    /// A `transform` attribute: `translate`, `scale`, `rotate` (with or without a centre), `skewX`, `skewY` and
    /// `matrix`, separated by spaces or commas, composed as written (the last one applies to the point first).
    static func parse(_ text: String, line: Int) throws(SVGDrawingError) -> SVGTransform {
        var cursor = NumberCursor(bytes: Array(text.utf8), exponents: true)
        var result = SVGTransform.identity
        cursor.skipSeparators()
        while !cursor.atEnd {
            let nameStart = cursor.index
            while !cursor.atEnd, !"( ,\t\n\r".utf8.contains(cursor.bytes[cursor.index]) {
                cursor.index += 1
            }
            let name = String(decoding: cursor.bytes[nameStart..<cursor.index], as: UTF8.self)
            cursor.skipSeparators()
            guard !cursor.atEnd, cursor.bytes[cursor.index] == UInt8(ascii: "(") else {
                throw failure(text, line, "'(' after \(name.isEmpty ? "a transform name" : name)")
            }
            cursor.index += 1
            var numbers: [Double] = []
            cursor.skipSeparators()
            while !cursor.atEnd && cursor.bytes[cursor.index] != UInt8(ascii: ")") {
                do throws(SVGPathParseError) {
                    numbers.append(try cursor.number())
                } catch {
                    throw failure(text, line, "a number or ')' in \(name)(...)")
                }
                cursor.skipSeparators()
            }
            guard !cursor.atEnd else { throw failure(text, line, "')' to close \(name)(") }
            cursor.index += 1
            result = result.then(try make(name, numbers, text: text, line: line))
            cursor.skipSeparators()
        }
        return result
    }

    private static func make(_ name: String, _ n: [Double], text: String, line: Int) throws(SVGDrawingError)
        -> SVGTransform
    {
        func count(_ allowed: Set<Int>) throws(SVGDrawingError) {
            guard allowed.contains(n.count) else {
                let counts = allowed.sorted().map(String.init).joined(separator: " or ")
                throw failure(text, line, "\(counts) number(s) in \(name)(...), got \(n.count)")
            }
        }
        switch name {
        case "matrix":
            try count([6])
            return SVGTransform(a: n[0], b: n[1], c: n[2], d: n[3], e: n[4], f: n[5])
        case "translate":
            try count([1, 2])
            return SVGTransform(e: n[0], f: n.count == 2 ? n[1] : 0)
        case "scale":
            try count([1, 2])
            return SVGTransform(a: n[0], d: n.count == 2 ? n[1] : n[0])
        case "rotate":
            try count([1, 3])
            let radians = n[0] * .pi / 180
            let turn = SVGTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
            guard n.count == 3 else { return turn }
            return SVGTransform(e: n[1], f: n[2]).then(turn).then(SVGTransform(e: -n[1], f: -n[2]))
        case "skewX":
            try count([1])
            return SVGTransform(c: tan(n[0] * .pi / 180))
        case "skewY":
            try count([1])
            return SVGTransform(b: tan(n[0] * .pi / 180))
        default:
            throw failure(
                text, line, "matrix, translate, scale, rotate, skewX or skewY in transform=\"\(text)\", got '\(name)'")
        }
    }

    private static func failure(_ text: String, _ line: Int, _ expected: String) -> SVGDrawingError {
        SVGDrawingError(line: line, expected: expected, found: "transform=\"\(text.prefix(80))\"")
    }
}

/// A `viewBox` and its `preserveAspectRatio`: how the box's user units are placed in the viewport an `<svg>` or a
/// `<symbol>` is given.
struct SVGViewBox {
    var x: Double, y: Double, width: Double, height: Double
    /// `none` stretches the box to the viewport; otherwise one scale, the box aligned by `align` (0, 0.5 or 1 along
    /// each side) and fitted whole (`meet`) or covering the viewport (`slice`).
    var stretches = false
    var align = (x: 0.5, y: 0.5)
    var slice = false

    /// The attribute's four numbers; nil when there is no `viewBox`.
    static func parse(_ element: SVGDocument.Node) throws(SVGDrawingError) -> SVGViewBox? {
        guard let text = element.attribute("viewBox") else { return nil }
        var cursor = NumberCursor(bytes: Array(text.utf8), exponents: true)
        var numbers: [Double] = []
        cursor.skipSeparators()
        while !cursor.atEnd {
            do throws(SVGPathParseError) {
                numbers.append(try cursor.number())
            } catch {
                numbers = []
                break
            }
            cursor.skipSeparators()
        }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
            throw SVGDrawingError(
                line: element.line, expected: "viewBox=\"x y width height\" with a width and height above 0",
                found: "viewBox=\"\(QuotedText.short(text))\"")
        }
        var box = SVGViewBox(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        let words = (element.attribute("preserveAspectRatio") ?? "").split(separator: " ").filter { $0 != "defer" }
        for word in words {
            switch word {
            case "none": box.stretches = true
            case "meet": box.slice = false
            case "slice": box.slice = true
            default:
                let places: [Substring: Double] = ["Min": 0, "Mid": 0.5, "Max": 1]
                guard word.count == 8, word.hasPrefix("x"), let alignX = places[word.dropFirst().prefix(3)],
                    word.dropFirst(4).hasPrefix("Y"), let alignY = places[word.suffix(3)]
                else {
                    throw SVGDrawingError(
                        line: element.line,
                        expected: "preserveAspectRatio as none or xMinYMin ... xMaxYMax, then meet or slice",
                        found: "'\(QuotedText.short(word))'")
                }
                box.align = (alignX, alignY)
            }
        }
        return box
    }

    /// The box's user units in a viewport at (x, y) of the given size.
    func transform(x viewportX: Double, y viewportY: Double, width: Double, height: Double) -> SVGTransform {
        var scaleX = width / self.width
        var scaleY = height / self.height
        if !stretches {
            let scale = slice ? max(scaleX, scaleY) : min(scaleX, scaleY)
            scaleX = scale
            scaleY = scale
        }
        let left = viewportX - x * scaleX + (stretches ? 0 : align.x * (width - self.width * scaleX))
        let top = viewportY - y * scaleY + (stretches ? 0 : align.y * (height - self.height * scaleY))
        return SVGTransform(a: scaleX, d: scaleY, e: left, f: top)
    }
}
