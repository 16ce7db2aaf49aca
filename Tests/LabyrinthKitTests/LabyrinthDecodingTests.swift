import Foundation
import LabyrinthKit
import Testing

@Suite struct LabyrinthDecodingTests {
    func decode(_ text: String) throws(DecodingFailure) -> Labyrinth {
        try Labyrinth.decodeAsApp(Data(text.utf8), file: "denny_001_easy.json")
    }

    func failure(_ text: String) -> DecodingFailure? {
        do {
            _ = try decode(text)
            return nil
        } catch { return error }
    }

    @Test func decodesAValidFile() throws {
        let labyrinth = try decode(Fixture.labyrinth())
        #expect(labyrinth.id == "denny_001_easy")
        #expect(labyrinth.level == .easy)
        #expect(labyrinth.storyNumber == 1)
        #expect(labyrinth.pathData.segments.count == 1)
        #expect(labyrinth.characterEnd.imageAsset == "finn")
        #expect(!labyrinth.isAdventure)
    }

    @Test func ignoresUnknownKeysAndAcceptsNullOptionals() throws {
        let labyrinth = try decode(
            Fixture.labyrinth(extra: #" "sparkles": [1, 2], "item_rule": null, "location": null,"#))
        #expect(labyrinth.itemRule == nil)
    }

    @Test func differentCaseDifficultyDecodesButIsNoLevel() throws {
        let labyrinth = try decode(Fixture.labyrinth(difficulty: "Easy"))
        #expect(labyrinth.level == nil)
    }

    @Test func avoidItemsDecode() throws {
        let extra = #" "item_rule": "avoid", "item_emoji": "🐝","#
        var text = Fixture.labyrinth(extra: extra)
        text = text.replacingOccurrences(
            of: #""canvas_height": 500"#,
            with: #""canvas_height": 500, "avoid_items": [{"x": 5, "y": 5, "emoji": "🐝", "on_solution": false}]"#)
        let labyrinth = try decode(text)
        #expect(labyrinth.rule == .avoid)
        #expect(labyrinth.pathData.avoidItems == [PathItem(x: 5, y: 5, emoji: "🐝", onSolution: false)])
    }

    @Test func missingRequiredKeyNamesThePlace() {
        let text = Fixture.labyrinth().replacingOccurrences(of: #""title": "Hello","#, with: "")
        let failure = failure(text)
        #expect(failure?.codingPath == ["title"])
        #expect(failure?.problem == .missing)
        #expect(failure?.file == "denny_001_easy.json")
    }

    @Test func wrongTypeNamesExpectedAndFound() {
        let text = Fixture.labyrinth().replacingOccurrences(of: #""width": 40"#, with: #""width": "40""#)
        let failure = failure(text)
        #expect(failure?.codingPath == ["path_data", "width"])
        #expect(failure?.problem == .wrongType(expected: "a number", found: "a string"))
        #expect(failure?.message == "`path_data.width` must be a number, found a string")
    }

    @Test func nestedArrayPlaceUsesIndexes() {
        let text = Fixture.labyrinth().replacingOccurrences(
            of: #"{"start": {"x": 5, "y": 5}"#, with: #"{"start": {"x": "5", "y": 5}"#)
        let failure = failure(text)
        #expect(failure?.codingPath == ["path_data", "segments", "0", "start", "x"])
        #expect(failure?.place == "`path_data.segments[0].start.x`")
    }

    @Test func nullRequiredValueIsReported() {
        let text = Fixture.labyrinth().replacingOccurrences(of: #""title": "Hello""#, with: #""title": null"#)
        #expect(failure(text)?.problem == .null(expected: "a string"))
    }

    @Test func numberNoDoubleCanHoldIsUndecodable() {
        let text = Fixture.labyrinth().replacingOccurrences(of: #""width": 40"#, with: #""width": 1e400"#)
        #expect(failure(text) != nil)
    }

    @Test func notAnObjectIsReportedAtTheRoot() {
        let failure = failure("[1, 2]")
        #expect(failure?.codingPath == [])
        #expect(failure?.message.contains("an object") == true)
    }

    @Test func hexColours() {
        #expect(VisualTheme.isHexColour("#F4D03F"))
        #expect(VisualTheme.isHexColour("#a1b2c3"))
        for text in ["F4D03F", "#F4D03", "#F4D03FF", "#G4D03F", "rgb(1,2,3)"] {
            #expect(!VisualTheme.isHexColour(text))
        }
    }
}
