/// How much of an SVG the reader takes before it refuses the file. Each bound lies far above what a drawing program
/// writes and keeps the reader's work and memory in proportion to the file (a file whose work grew with the square of
/// its nesting once took gigabytes).
package struct SVGReadingLimits: Sendable, Equatable {
    /// Elements inside each other, counting those a `<use>` draws inside it: the JSON reader's nesting limit.
    package var depth = 256
    /// Attributes of one element, namespace declarations included (`figure add` passes `limits.keys_per_object`).
    package var attributesPerElement = 200
    /// Bytes of one element, attribute or entity name (an editor's longest, `inkscape:export-filename`, has 24).
    package var nameBytes = 256
    /// Entities a DOCTYPE declares (Illustrator's name its namespaces, a dozen at most).
    package var entities = 64
    /// Elements drawn, each `<use>` counting again what it draws.
    package var drawnElements = 100_000
    /// Points of the drawing, control points before the curves are flattened and points after: ten times the most
    /// a figure holds.
    package var points = 200_000

    package init() {}

    package init(attributesPerElement: Int) {
        self.attributesPerElement = attributesPerElement
    }
}

/// Text of the file as a message quotes it: short (a name of megabytes is not echoed whole) and with every control
/// character escaped, so a quoted name cannot start a line of its own.
enum QuotedText {
    static let longest = 40

    static func short(_ text: Substring) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < longest else {
                return result + "… (\(text.utf8.count) bytes)"
            }
            if scalar.value < 0x20 || scalar.value == 0x7F || (scalar.value >= 0x80 && scalar.value < 0xA0) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    static func short(_ text: String) -> String { short(Substring(text)) }
}

/// One element's start tag as read: its qualified name (`svg:path`), its attributes in order with entities
/// replaced, and its line.
struct MarkupElement {
    var name: String
    var attributes: [(name: String, value: String)]
    var line: Int
    var selfClosing: Bool

    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

enum MarkupEvent {
    case start(MarkupElement)
    case end(name: String, line: Int)
}

/// The XML of an SVG file read as far as a drawing needs: element tags and their attributes, in order. Text,
/// comments, processing instructions and CDATA are passed over; a DOCTYPE's internal `<!ENTITY>`s are kept
/// (older Illustrator exports name their namespaces with them). Written here rather than taken from
/// Foundation's XMLParser, which on Linux would bring libxml2 into the static release binary.
struct MarkupReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var entities: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    /// Text entities may still add, in bytes. Entities expand inside entities, so a few hundred bytes nesting ten
    /// copies a level reach gigabytes; a drawing's entities name a namespace or two, far below this.
    private var expansionLeft: Int
    private let limits: SVGReadingLimits

    init(_ text: String, limits: SVGReadingLimits = SVGReadingLimits()) {
        bytes = Array(text.utf8)
        expansionLeft = max(4 * bytes.count, 1 << 16)
        self.limits = limits
    }

    /// The next tag; nil at the end of the text.
    mutating func next() throws(SVGDrawingError) -> MarkupEvent? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "'-->' to end the comment")
            } else if starts(with: "<![CDATA[") {
                try skip(past: "]]>", what: "']]>' to end the CDATA section")
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "'?>' to end the processing instruction")
            } else if starts(with: "<!") {
                try declaration()
            } else if starts(with: "</") {
                let startLine = line
                index += 2
                let name = try readName(what: "element")
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw failure("'>' to close </\(QuotedText.short(name))>")
                }
                index += 1
                return .end(name: name, line: startLine)
            } else {
                return .start(try startTag())
            }
        }
        return nil
    }

    private mutating func startTag() throws(SVGDrawingError) -> MarkupElement {
        let startLine = line
        index += 1
        let name = try readName(what: "element")
        if name.isEmpty { throw failure("an element name after '<'") }
        let quotedName = QuotedText.short(name)
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpaces()
            guard index < bytes.count else { throw failure("'>' to close <\(quotedName)> of line \(startLine)") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return MarkupElement(name: name, attributes: attributes, line: startLine, selfClosing: false)
            }
            if starts(with: "/>") {
                index += 2
                return MarkupElement(name: name, attributes: attributes, line: startLine, selfClosing: true)
            }
            let attribute = try readName(what: "attribute")
            if attribute.isEmpty { throw failure("an attribute name or '>' in <\(quotedName)>") }
            guard attributes.count < limits.attributesPerElement else {
                throw SVGDrawingError(
                    line: startLine,
                    expected: "at most \(limits.attributesPerElement) attributes (namespace declarations included) "
                        + "in one element",
                    found: "more in <\(quotedName)>")
            }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw failure("'=' after the attribute \(QuotedText.short(attribute))")
            }
            index += 1
            skipSpaces()
            attributes.append(
                (attribute, try quoted(what: "the quoted value of \(QuotedText.short(attribute))")))
        }
    }

    /// `<!DOCTYPE ...>`, with an internal subset in brackets whose `<!ENTITY name "value">`s are kept.
    private mutating func declaration() throws(SVGDrawingError) {
        let startLine = line
        var depth = 0
        var declared = 0
        index += 2
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                index += 1
                return
            } else if starts(with: "<!ENTITY") {
                let entityLine = line
                index += 8
                skipSpaces()
                let name = try readName(what: "entity")
                skipSpaces()
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    declared += 1
                    guard declared <= limits.entities else {
                        throw SVGDrawingError(
                            line: entityLine, expected: "at most \(limits.entities) entities in the DOCTYPE",
                            found: "more (<!ENTITY \(QuotedText.short(name)) ...>)")
                    }
                    let value = try quoted(what: "the value of the entity \(QuotedText.short(name))")
                    // XML: the first declaration of a name is the one that counts.
                    if entities[name] == nil { entities[name] = value }
                }
                continue
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "'-->' to end the comment")
                continue
            }
            advance()
        }
        throw SVGDrawingError(line: startLine, expected: "'>' to end the declaration", found: "the end of the file")
    }

    private mutating func quoted(what: String) throws(SVGDrawingError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw failure(what)
        }
        let quote = bytes[index]
        let startLine = line
        index += 1
        let start = index
        while index < bytes.count && bytes[index] != quote { advance() }
        guard index < bytes.count else {
            throw SVGDrawingError(
                line: startLine, expected: "the closing quote of \(what)", found: "the end of the file")
        }
        let raw = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        return try replacingEntities(raw, line: startLine)
    }

    private mutating func replacingEntities(_ raw: String, line: Int) throws(SVGDrawingError) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                throw SVGDrawingError(
                    line: line, expected: "';' to end the entity",
                    found: "'\(QuotedText.short(rest[ampersand...].prefix(12)))'")
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                guard let code, let scalar = Unicode.Scalar(code) else {
                    throw SVGDrawingError(
                        line: line, expected: "a character number", found: "'&\(QuotedText.short(name));'")
                }
                result.unicodeScalars.append(scalar)
            } else if let value = entities[String(name)] {
                expansionLeft -= value.utf8.count
                guard expansionLeft >= 0 else {
                    throw SVGDrawingError(
                        line: line, expected: "entities that expand to at most four times the file's size",
                        found: "'&\(QuotedText.short(name));' past that (entities nested inside entities)")
                }
                result += value
            } else {
                throw SVGDrawingError(
                    line: line, expected: "a known entity (&amp; &lt; &gt; &quot; &apos; or one the DOCTYPE declares)",
                    found: "'&\(QuotedText.short(name));'")
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// A name, refused past `limits.nameBytes` before any of it is kept.
    private mutating func readName(what: String) throws(SVGDrawingError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
                || byte == UInt8(ascii: "<")
            {
                break
            }
            index += 1
        }
        guard index - start <= limits.nameBytes else {
            let head = String(decoding: bytes[start..<min(index, start + QuotedText.longest)], as: UTF8.self)
            throw SVGDrawingError(
                line: line, expected: "an \(what) name of at most \(limits.nameBytes) bytes",
                found: "'\(QuotedText.short(head))…' of \(index - start) bytes")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while index < bytes.count,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    private mutating func skip(past terminator: String, what: String) throws(SVGDrawingError) {
        let startLine = line
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8.count
                return
            }
            advance()
        }
        throw SVGDrawingError(line: startLine, expected: what, found: "the end of the file")
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private func failure(_ expected: String) -> SVGDrawingError {
        let found: String
        if index >= bytes.count {
            found = "the end of the file"
        } else if bytes[index] >= 0x21 && bytes[index] < 0x7F {
            found = "'\(Character(Unicode.Scalar(bytes[index])))'"
        } else {
            found = "a space or a character that is not ASCII"
        }
        return SVGDrawingError(line: line, expected: expected, found: found)
    }
}
