import Testing

@testable import ContentStudio

@Suite("a pack file's texts edited in place")
struct PackFileEditTests {
    static let pack = """
        # A comment the edit keeps.
        id: sea
        stories:
          # The first story.
          - number: 1
            title: One
            tts_instruction: Old words,
              folded over two lines.
            fun_fact: Fish swim.   # kept too

          - number: 2
            title: Two
            tts_instruction: Other words.

        """

    @Test func aTextIsReplacedOnTheLinesItTookAndNothingElseMoves() throws {
        let edited = try #require(PackFileEdit.replacing(["tts_instruction": "New: words"], ofStory: 1, in: Self.pack))
        #expect(
            edited
                == Self.pack.replacingOccurrences(
                    of: "    tts_instruction: Old words,\n      folded over two lines.\n",
                    with: "    tts_instruction: \"New: words\"\n"))
    }

    @Test func aMissingTextIsAddedAfterTheStorysLastKey() throws {
        let edited = try #require(
            PackFileEdit.replacing(["fun_fact": "Crabs walk sideways."], ofStory: 2, in: Self.pack))
        #expect(edited.contains("    tts_instruction: Other words.\n    fun_fact: Crabs walk sideways.\n"))
        #expect(PackFileEdit.replacing(["title": "x"], ofStory: 3, in: Self.pack) == nil)
    }

    @Test func aCRLFFileStaysCRLF() throws {
        let crlf = Self.pack.replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try #require(PackFileEdit.replacing(["title": "Eins"], ofStory: 1, in: crlf))
        #expect(edited == crlf.replacingOccurrences(of: "title: One", with: "title: Eins"))
    }
}
