import Testing

@testable import ContentFormat
@testable import ContentJSON

/// Generate writing over a file the folder already has: the file keeps its own layout and the members mazegen never
/// writes; what generate made is what the members say.
@Suite("FileRewrite")
struct FileRewriteTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func rewritten(_ generated: String, over old: String, _ rewrite: FileRewrite = .labyrinth) -> String? {
        rewrite.bytes(bytes(generated), over: bytes(old)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aFileWhoseContentIsUnchangedKeepsItsBytesWhateverItsOrderAndEnd() {
        let old =
            "{\n  \"id\": \"denny_001_easy\",\n  \"age_range\": \"3-6\",\n  \"title\": \"A\",\n  \"item_rule\": \"collect\"\n}"
        let generated = "{\n  \"id\": \"denny_001_easy\",\n  \"item_rule\": \"collect\",\n  \"title\": \"A\"\n}\n"
        #expect(Self.rewritten(generated, over: old) == nil)
    }

    @Test func aChangedValueIsWrittenInTheFilesOwnOrderWithItsOwnMembersAndEnd() {
        let old = "{\n  \"id\": \"x\",\n  \"age_range\": \"3-6\",\n  \"title\": \"A\",\n  \"item_rule\": \"collect\"\n}"
        let generated = "{\n  \"id\": \"x\",\n  \"item_rule\": \"collect\",\n  \"title\": \"B\"\n}\n"
        #expect(
            Self.rewritten(generated, over: old)
                == "{\n  \"id\": \"x\",\n  \"age_range\": \"3-6\",\n  \"title\": \"B\",\n  \"item_rule\": \"collect\"\n}"
        )
    }

    @Test func aMemberMazegenLeftOutGoesAndANewOneFollowsItsPredecessor() {
        // The story became a plain maze (no item rule) and gained a theme.
        let old = "{\n  \"id\": \"x\",\n  \"title\": \"A\",\n  \"item_rule\": \"collect\",\n  \"tool_note\": 1\n}\n"
        let generated = "{\n  \"id\": \"x\",\n  \"theme\": \"reef\",\n  \"title\": \"A\"\n}\n"
        #expect(
            Self.rewritten(generated, over: old)
                == "{\n  \"id\": \"x\",\n  \"theme\": \"reef\",\n  \"title\": \"A\",\n  \"tool_note\": 1\n}\n")
    }

    @Test func aRemadeDrawingIsGeneratesWholeInTheOldOrder() {
        let old = #"{"path_data": {"width": 30, "svg_path": "M 1 1", "cell_size": 50}}"#
        let generated = #"{"path_data": {"svg_path": "M 2 2", "width": 30}}"#
        #expect(
            Self.rewritten(generated, over: old)
                == "{\n  \"path_data\": {\n    \"width\": 30,\n    \"svg_path\": \"M 2 2\"\n  }\n}")
    }

    @Test func theManifestGetsNoUniverseItNeverHadAndEntriesKeepTheirOwnMembers() {
        let old =
            #"{"packs": [], "labyrinths": [{"id": "b", "note": "kept", "title": "B"}, {"id": "a", "title": "A"}], "total": 2}"#
        let generated =
            #"{"universe": "denny", "total": 3, "packs": [], "labyrinths": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"}]}"#
        let result = Self.rewritten(generated, over: old, .manifest)
        let expected =
            #"{"packs": [], "labyrinths": [{"id": "a", "title": "A"}, {"id": "b", "note": "kept", "title": "B"}, {"id": "c", "title": "C"}], "total": 3}"#
        #expect(result.map { try? JSONReader.parse($0).value } == (try? JSONReader.parse(expected).value))
        #expect(result?.hasSuffix("}") == true)
    }

    @Test func aNewFileIsLaidOutLikeItsSiblingWithoutTheSiblingsValues() {
        let sibling = Self.bytes(
            "{\n  \"id\": \"s\",\n  \"age_range\": \"3-6\",\n  \"title\": \"S\",\n  \"item_rule\": \"avoid\"\n}")
        let generated = Self.bytes("{\n  \"id\": \"n\",\n  \"item_rule\": \"collect\",\n  \"title\": \"N\"\n}\n")
        #expect(
            String(decoding: FileRewrite.labyrinth.bytes(generated, like: sibling), as: UTF8.self)
                == "{\n  \"id\": \"n\",\n  \"title\": \"N\",\n  \"item_rule\": \"collect\"\n}")
    }

    @Test func anOldFileThatIsNotJSONIsReplaced() {
        #expect(Self.rewritten("{\"id\": \"x\"}\n", over: "{ broken") == "{\"id\": \"x\"}\n")
    }

    @Test func aKeyTheOldFileHasTwiceIsWrittenOnce() {
        let old = "{\n  \"id\": \"x\",\n  \"title\": \"A\",\n  \"title\": \"B\"\n}\n"
        #expect(
            Self.rewritten("{\n  \"id\": \"x\",\n  \"title\": \"A\"\n}\n", over: old)
                == "{\n  \"id\": \"x\",\n  \"title\": \"A\"\n}\n")
    }

    /// The app takes a missing location from the manifest entry: a shipped file without one stays without.
    @Test func aLabyrinthWithoutLocationGetsNone() {
        let old = "{\n  \"id\": \"x\",\n  \"title\": \"A\"\n}"
        #expect(
            Self.rewritten("{\n  \"id\": \"x\",\n  \"location\": \"reef\",\n  \"title\": \"A\"\n}\n", over: old) == nil)
    }

    @Test func aManifestThatHasAUniverseKeepsItCurrent() {
        let old = #"{"universe": "old", "total": 1, "labyrinths": []}"#
        #expect(
            Self.rewritten(#"{"universe": "denny", "total": 1, "labyrinths": []}"#, over: old, .manifest)
                == "{\n  \"universe\": \"denny\",\n  \"total\": 1,\n  \"labyrinths\": []\n}")
    }

    /// Entries without distinct ids are paired by position; one more than the old file had is laid out like its first.
    @Test func elementsWithoutDistinctIDsArePairedByPosition() {
        let old = #"{"labyrinths": [{"title": "A", "id": "a", "note": 1}, {"title": "B", "id": "a"}]}"#
        let generated =
            #"{"labyrinths": [{"id": "a", "title": "A2"}, {"id": "b", "title": "B2"}, {"id": "c", "title": "C"}]}"#
        let expected =
            #"{"labyrinths": [{"title": "A2", "id": "a", "note": 1}, {"title": "B2", "id": "b"}, {"title": "C", "id": "c"}]}"#
        let result = Self.rewritten(generated, over: old, .manifest)
        #expect(result.map { try? JSONReader.parse($0).value } == (try? JSONReader.parse(expected).value))
    }
}
