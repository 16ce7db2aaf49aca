// CurveCommandReader and NumberCursor: the commands and numbers of organic paths (`svg_path`, once per organic file),
// of a designer's SVG (`figure add`) and its `transform` lists.
//
// TUNED FOR SPEED. A number of at most 15 digits, at least one before its point and one after a point, no power
// (`300.0`, as the app writes its paths), is worked out without making a string; any other spelling is
// `Double(String)`'s, the C library's correctly rounded `strtod`.
//
// INVARIANTS A CHANGE MUST KEEP. Every number's value bit for bit as `Double(String)` reads the same text (the
// whole digits are below 2^53 and the power of ten at most 10^15, both exact, so the one division is the correctly
// rounded value; CurveNumberTests compare the two on random spellings); what is refused and every error's offset
// and words (OrganicPathTests, SVGDrawingTests, FindingSnapshotTests).

/// One absolute command of a path with its numbers, as written.
struct CurveCommand {
    var letter: UInt8
    var numbers: [Double]
    /// UTF-8 offset of the command letter (or, for an implicit repeat, of its first number).
    var offset: Int

    /// The command as a message quotes it (`Q 304 240 302 141`); made only for a message, as formatting every
    /// number of every route was a tenth of `validate`'s time.
    var text: String {
        ([String(decoding: [letter], as: UTF8.self)] + numbers.map(DrawnPoint.format)).joined(separator: " ")
    }
}

/// The letters a path may use and how many numbers each takes.
struct CurveGrammar: Sendable {
    /// Letter -> count of numbers; a letter missing here ends the read with an error.
    var arity: [UInt8: Int]
    /// What a message says was expected where a command letter was not.
    var expectedLetters: String
    /// `1e-3`: drawing programs write exponents; the app's organic paths never do.
    var exponents: Bool
    /// An unknown letter is reported as such (validate's messages about organic paths keep "expected a number").
    var namesLetters: Bool
    /// The arc's fourth and fifth numbers are flags, one digit each, which need no separator (`a5 5 0 011 1`).
    var arcFlags = false

    /// The app's organic paths: absolute `M`, `L` and `Q`.
    static let organic = CurveGrammar(
        arity: [UInt8(ascii: "M"): 2, UInt8(ascii: "L"): 2, UInt8(ascii: "Q"): 4],
        expectedLetters: "M, L or Q", exponents: false, namesLetters: false)

    /// What a drawing program writes in a `<path d=...>`: every command, absolute and relative.
    static let drawing: CurveGrammar = {
        var arity: [UInt8: Int] = [:]
        for (letter, count) in [
            ("M", 2), ("L", 2), ("H", 1), ("V", 1), ("C", 6), ("S", 4), ("Q", 4), ("T", 2), ("A", 7), ("Z", 0),
        ] {
            let upper = UInt8(ascii: Unicode.Scalar(letter)!)
            arity[upper] = count
            arity[upper + 32] = count
        }
        return CurveGrammar(
            arity: arity,
            expectedLetters: "one of M L H V C S Q T A Z (or lowercase)", exponents: true, namesLetters: true,
            arcFlags: true)
    }()
}

/// Reads the commands of a path, by default using absolute `M`, `L` and `Q` (the letters organic paths use).
/// Numbers are separated by whitespace or one comma, or by nothing where a sign or a second point starts the
/// next (`1-2`, `.5.5`); a number where a command letter is expected repeats the last command (`L` after `M`,
/// `l` after `m`), as SVG defines. Anything else is an error, reported with the same `SVGPathParseError` as the
/// maze path reader.
enum CurveCommandReader {
    static func read(_ text: String, grammar: CurveGrammar = .organic) throws(SVGPathParseError) -> [CurveCommand] {
        let bytes = Array(text.utf8)
        var reader = NumberCursor(bytes: bytes, exponents: grammar.exponents)
        var commands: [CurveCommand] = []
        var last: UInt8 = 0
        reader.skipSeparators()
        while !reader.atEnd {
            let offset = reader.index
            var letter =
                last == UInt8(ascii: "M") ? UInt8(ascii: "L") : last == UInt8(ascii: "m") ? UInt8(ascii: "l") : last
            if let explicit = reader.commandLetter(in: grammar) {
                letter = explicit
            } else if grammar.namesLetters && reader.atLetter {
                throw reader.failure(grammar.expectedLetters)
            } else if last == 0 {
                throw reader.failure("'M' to start the path")
            } else if grammar.arity[letter] == 0 {
                throw reader.failure(grammar.expectedLetters)
            }
            var numbers: [Double] = []
            let isArc = grammar.arcFlags && letter | 0x20 == UInt8(ascii: "a")
            for position in 0..<(grammar.arity[letter] ?? 0) {
                reader.skipSeparators()
                numbers.append(isArc && (position == 3 || position == 4) ? try reader.flag() : try reader.number())
            }
            commands.append(CurveCommand(letter: letter, numbers: numbers, offset: offset))
            last = letter
            reader.skipSeparators()
        }
        return commands
    }
}

/// Numbers in SVG's grammar, as paths, `points` and `transform` lists write them.
struct NumberCursor {
    let bytes: [UInt8]
    var index = 0
    var exponents = false

    init(bytes: [UInt8], exponents: Bool = false) {
        self.bytes = bytes
        self.exponents = exponents
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSeparators() {
        while !atEnd
            && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
                || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\r"))
        {
            index += 1
        }
    }

    /// Consumes a letter of the grammar; nil (consuming nothing) when a number follows instead.
    mutating func commandLetter(in grammar: CurveGrammar) -> UInt8? {
        let byte = bytes[index]
        guard grammar.arity[byte] != nil else { return nil }
        index += 1
        return byte
    }

    /// A letter stands where a command may: a message naming the letters expected says more than "a number".
    var atLetter: Bool {
        guard !atEnd else { return false }
        let lower = bytes[index] | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    /// A decimal number: optional sign, digits, optional fraction, and with `exponents` an optional `e` power.
    ///
    /// Its value is the text's as `Double(String)` reads it (the C library's correctly rounded `strtod`). A number
    /// of at most 15 digits, at least one before the point and one after a point, no power, is worked out here
    /// without making a string: its digits as a whole number (below 2^53, so exact) divided by a power of ten of at
    /// most 10^15 (exact too), one correctly rounded division, is the correctly rounded value itself. Every other
    /// spelling is `Double(String)`'s (CurveNumberTests compare the two on random spellings).
    mutating func number() throws(SVGPathParseError) -> Double {
        let start = index
        let negative = !atEnd && bytes[index] == UInt8(ascii: "-")
        if !atEnd && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
        let firstDigit = index
        var digits = 0
        var seenDot = false
        var wholeDigits = 0
        var mantissa: UInt64 = 0
        while !atEnd {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: ".") && !seenDot {
                seenDot = true
                wholeDigits = digits
            } else {
                break
            }
            index += 1
        }
        let numberEnd = index
        if exponents, digits > 0, !atEnd, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var end = index + 1
            if end < bytes.count && (bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+")) { end += 1 }
            let powerStart = end
            while end < bytes.count && bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9") { end += 1 }
            if end > powerStart { index = end }
        }
        let fractionDigits = seenDot ? digits - wholeDigits : 0
        if digits <= 15, index == numberEnd, firstDigit < numberEnd, bytes[firstDigit] != UInt8(ascii: "."),
            !seenDot || fractionDigits > 0
        {
            let magnitude = Double(Int64(truncatingIfNeeded: mantissa)) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        guard digits > 0, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite
        else {
            index = start
            throw failure("a number")
        }
        return value
    }

    /// An arc's flag: one `0` or `1`, whatever follows it.
    mutating func flag() throws(SVGPathParseError) -> Double {
        guard !atEnd, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw failure("an arc flag, 0 or 1")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1") ? 1 : 0
    }

    /// 10^k for k ≤ 15, each exact.
    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { value, _ in value * 10 } }

    func failure(_ expected: String) -> SVGPathParseError {
        let found: String
        if atEnd {
            found = "the end of the path"
        } else if bytes[index] >= 0x21 && bytes[index] < 0x7F {
            found = "'\(Character(Unicode.Scalar(bytes[index])))'"
        } else {
            found = "a character that is not part of a path"
        }
        return SVGPathParseError(offset: index, expected: expected, found: found)
    }
}
