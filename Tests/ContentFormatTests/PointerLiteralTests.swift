import Foundation
import Testing

@testable import ContentFormat
@testable import ContentJSON

/// Rule and migration code builds its JSON pointers from LabyrinthKit's coding keys (`.pathData(.width)`); a
/// pointer spelled as text (`"/path_data/width"`) would keep pointing at the old place when a key is renamed.
/// This reads every Swift string literal in those folders and fails on one that starts like a pointer.
@Suite("JSON pointers are built from the coding keys")
struct PointerLiteralTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ContentKit")
    static let scannedFolders = ["Validate", "Migrate", "Import"]

    /// Literals that start like a pointer but are none, each with what it is.
    static let notPointers = [
        "/var/audio": "a symlink target outside the folder, in FolderSymlinkOutsideRule's example",
        "/dev/zero": "a link to a device at a clip's name, in AudioUnplayableRule's example",
    ]

    /// Every Swift file of the scanned folders, by its path under `Sources/ContentKit`, with its string literals.
    static func scannedFiles() throws -> [(path: String, literals: [SwiftStringLiterals.Literal])] {
        var scanned: [(path: String, literals: [SwiftStringLiterals.Literal])] = []
        for folder in scannedFolders {
            let root = sources.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
            for file in files.sorted() {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                scanned.append((path: "\(folder)/\(file)", literals: SwiftStringLiterals.scan(text)))
            }
        }
        #expect(scanned.count > 20, "the scan read too few files; did the folders move?")
        return scanned
    }

    @Test func noPointerIsSpelledAsText() throws {
        for file in try Self.scannedFiles() {
            for literal in file.literals where literal.looksLikePointer && Self.notPointers[literal.text] == nil {
                Issue.record(
                    "Sources/ContentKit/\(file.path):\(literal.line): \"\(literal.text)\" is a JSON pointer spelled as text; build it from the coding keys, e.g. .pathData(.width) / 0"
                )
            }
        }
    }

    @Test func theScannerSeesLiteralsOnlyWhereSwiftHasThem() {
        let code = #"""
            let a: JSONPointer = "/path_data/width" // "/in_a_comment"
            /* "/in/a/block" */ let b = #"{"key": "/etc/passwd"}"#
            let c = "x \(f("/inner")) y", d = "/0", e = "a/b"
            let g = """
                /title
                """
            """#
        let found = SwiftStringLiterals.scan(code).filter(\.looksLikePointer).map {
            "\($0.line) \($0.text.prefix { $0 != "\n" })"
        }
        #expect(found == ["1 /path_data/width", "3 /inner", "4 /title"])
    }

    @Test func pointersBuiltFromKeysReadAsTheirText() {
        #expect(JSONPointer.pathData(.segments) / 0 / SegmentKey.start / PointKey.x == "/path_data/segments/0/start/x")
        #expect(JSONPointer.manifest(.packs) / 2 / PackKey.freeStories == "/packs/2/free_stories")
        #expect(JSONPointer.labyrinth(.characterEnd) / CharacterKey.position == "/character_end/position")
        #expect(JSONPointer.samples(.easy).description == "/easy")
    }
}

/// The string literals of a Swift source text, with the line each starts on. Knows comments, raw strings
/// (`#"…"#`), multi-line strings and interpolations — enough to tell a literal from a quote inside another.
enum SwiftStringLiterals {
    struct Literal {
        var line: Int
        var text: String
        /// Raw (`#"…"#`) or multi-line: in these folders, the JSON text of a rule's example.
        var isRawOrMultiLine = false
        /// The code on the same line just before the opening quote, trailing spaces removed.
        var before = ""
        /// The first character of code after the closing quote, skipping spaces.
        var after: Character?

        /// Starts with `/` and a letter or `_`, as a pointer to a member does.
        var looksLikePointer: Bool {
            let scalars = Array(text.unicodeScalars.prefix(2))
            guard scalars.count == 2, scalars[0] == "/" else { return false }
            return scalars[1] == "_" || (scalars[1].isASCII && CharacterSet.letters.contains(scalars[1]))
        }
    }

    static func scan(_ text: String) -> [Literal] {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.code(untilClosingParenthesis: false)
        return scanner.literals
    }

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        var line = 1
        var literals: [Literal] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        func peek(_ offset: Int = 0) -> UInt8? { at + offset < bytes.count ? bytes[at + offset] : nil }
        func starts(with text: String) -> Bool { bytes[at...].starts(with: text.utf8) }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where at < bytes.count {
                if bytes[at] == UInt8(ascii: "\n") { line += 1 }
                at += 1
            }
        }

        /// Code, up to the end or (inside an interpolation) the `)` that closes it.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while let byte = peek() {
                if starts(with: "//") {
                    while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                } else if starts(with: "/*") {
                    blockComment()
                } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    var hashes = 0
                    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if peek(hashes) == UInt8(ascii: "\"") {
                        advance(hashes)
                        literal(hashes: hashes)
                    } else {
                        advance(max(hashes, 1))
                    }
                } else if byte == UInt8(ascii: "(") {
                    depth += 1
                    advance()
                } else if byte == UInt8(ascii: ")") {
                    advance()
                    if depth == 0, untilClosingParenthesis { return }
                    depth -= 1
                } else {
                    advance()
                }
            }
        }

        mutating func blockComment() {
            var depth = 0
            repeat {
                if starts(with: "/*") {
                    depth += 1
                    advance(2)
                } else if starts(with: "*/") {
                    depth -= 1
                    advance(2)
                } else {
                    advance()
                }
            } while depth > 0 && peek() != nil
        }

        /// At the opening quote of a literal with `hashes` leading `#`.
        mutating func literal(hashes: Int) {
            let pounds = String(repeating: "#", count: hashes)
            let before = codeBefore(at - hashes)
            let multiLine = starts(with: "\"\"\"")
            let closing = (multiLine ? "\"\"\"" : "\"") + pounds
            let startLine = line
            advance(multiLine ? 3 : 1)
            if multiLine {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
                advance()
            }
            var content: [UInt8] = []
            while peek() != nil, !starts(with: closing) {
                if starts(with: "\\" + pounds) {
                    advance(1 + hashes)
                    if peek() == UInt8(ascii: "(") {
                        advance()
                        code(untilClosingParenthesis: true)
                    } else {
                        advance()
                    }
                    content.append(UInt8(ascii: "\\"))
                } else {
                    content.append(bytes[at])
                    advance()
                }
            }
            advance(closing.utf8.count)
            let text = String(decoding: content, as: UTF8.self)
            literals.append(
                Literal(
                    line: startLine, text: multiLine ? String(text.drop(while: \.isWhitespace)) : text,
                    isRawOrMultiLine: hashes > 0 || multiLine, before: before, after: codeAfter()))
        }

        func codeBefore(_ start: Int) -> String {
            var from = start
            while from > 0, bytes[from - 1] != UInt8(ascii: "\n") { from -= 1 }
            var text = String(decoding: bytes[from..<start], as: UTF8.self)
            while text.last == " " { text.removeLast() }
            return text
        }

        func codeAfter() -> Character? {
            var index = at
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            return index < bytes.count ? Character(UnicodeScalar(bytes[index])) : nil
        }
    }
}
