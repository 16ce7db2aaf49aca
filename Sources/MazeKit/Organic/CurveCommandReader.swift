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

/// Reads the commands of a path using absolute `M`, `L` and `Q` (the letters organic paths use).
/// Numbers are separated by whitespace or one comma; a number where a command letter is expected
/// repeats the last command (`L` after `M`), as SVG defines. Anything else is an error, reported
/// with the same `SVGPathParseError` as the maze path reader.
enum CurveCommandReader {
    static func read(_ text: String) throws(SVGPathParseError) -> [CurveCommand] {
        let bytes = Array(text.utf8)
        var reader = NumberCursor(bytes: bytes)
        var commands: [CurveCommand] = []
        var last: UInt8 = 0
        reader.skipSeparators()
        while !reader.atEnd {
            let offset = reader.index
            var letter = last == UInt8(ascii: "M") ? UInt8(ascii: "L") : last
            if let explicit = reader.commandLetter() {
                letter = explicit
            } else if last == 0 {
                throw reader.failure("'M' to start the path")
            }
            let arity = letter == UInt8(ascii: "Q") ? 4 : 2
            var numbers: [Double] = []
            for _ in 0..<arity {
                reader.skipSeparators()
                numbers.append(try reader.number())
            }
            commands.append(CurveCommand(letter: letter, numbers: numbers, offset: offset))
            last = letter
            reader.skipSeparators()
        }
        return commands
    }
}

private struct NumberCursor {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index >= bytes.count }

    mutating func skipSeparators() {
        while !atEnd && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
                         || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t")
                         || bytes[index] == UInt8(ascii: "\r")) {
            index += 1
        }
    }

    /// Consumes `M`, `L` or `Q`; nil (consuming nothing) when a number follows instead.
    mutating func commandLetter() -> UInt8? {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "M") || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "Q") else { return nil }
        index += 1
        return byte
    }

    /// A decimal number: optional sign, digits, optional fraction.
    mutating func number() throws(SVGPathParseError) -> Double {
        let start = index
        if !atEnd && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) { index += 1 }
        var digits = 0
        var seenDot = false
        while !atEnd {
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
        guard digits > 0, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw failure("a number")
        }
        return value
    }

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
