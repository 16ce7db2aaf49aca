import ContentJSON
import Testing

@testable import ContentFormat

/// A rewritten file keeps its layout: a byte order mark, CRLF line ends.
@Suite("file layout: mark and line ends kept")
struct FileLayoutTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func aCRLFFileWithAMarkIsToldAndGivenBack() {
        let old = Self.mark + Array("{\r\n  \"a\": 1\r\n}\r\n".utf8)
        let layout = FileLayout(of: old)
        #expect(layout == FileLayout(byteOrderMark: true, crlf: true))
        #expect(
            layout.applied(to: Array("{\n  \"a\": 2\n}\n".utf8)) == Self.mark + Array("{\r\n  \"a\": 2\r\n}\r\n".utf8))
    }

    @Test func mixedLineEndsAreNotCRLF() {
        #expect(!FileLayout(of: Array("a\r\nb\nc\r\n".utf8)).crlf)
        #expect(!FileLayout(of: Array("no line end".utf8)).crlf)
        #expect(FileLayout(of: Array("a\nb\n".utf8)) == FileLayout())
    }

    @Test func applyingKeepsACarriageReturnAlreadyThere() {
        let layout = FileLayout(byteOrderMark: false, crlf: true)
        #expect(layout.applied(to: Array("a\r\nb\n".utf8)) == Array("a\r\nb\r\n".utf8))
    }

    @Test func normalisedTextIsLFWithoutAMark() {
        let text = String(decoding: Self.mark + Array("figures:\r\n  - id: a\r\n".utf8), as: UTF8.self)
        let (plain, layout) = FileLayout.normalised(text)
        #expect(plain == "figures:\n  - id: a\n")
        #expect(layout == FileLayout(byteOrderMark: true, crlf: true))
        #expect(Array(layout.applied(to: plain).utf8) == Array(text.utf8))
    }

    @Test func aRewriteOverACRLFFileKeepsItsLayout() throws {
        let old = Self.mark + Array("{\r\n  \"id\": \"a\",\r\n  \"x_note\": \"keep\"\r\n}\r\n".utf8)
        let generated = Array("{\n  \"id\": \"b\"\n}\n".utf8)
        let rewrite = FileRewrite(written: [[]: ["id"]])
        let bytes = try #require(rewrite.bytes(generated, over: old))
        #expect(bytes == Self.mark + Array("{\r\n  \"id\": \"b\",\r\n  \"x_note\": \"keep\"\r\n}\r\n".utf8))
    }

    @Test func repeatedKeysAreFoundOnceEach() throws {
        let document = try JSONReader.parse(Array("{\"a\": 1, \"b\": 2, \"a\": 3, \"a\": 4}".utf8))
        #expect(FileRewrite.repeatedKeys(document.value) == ["a"])
    }
}
