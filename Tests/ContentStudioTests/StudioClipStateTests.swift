import Foundation
import Testing

@testable import ContentStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The studio asks the one judgement of a clip: an empty clip is "unplayable" and a FIFO at a clip's name "not a
/// file", never "made elsewhere"; neither is offered to the page's player nor served (the FIFO never opened).
@Suite("Studio: each clip's state as the folder's reading judges it")
struct StudioClipStateTests {
    @Test func junkAndAFIFOAreNamedAndNotServed() async throws {
        let fixture = try await StudioFixture(audio: true)
        defer { fixture.remove() }
        let audio = fixture.root.appendingPathComponent("content/labyrinths/audio")
        try Data().write(to: audio.appendingPathComponent("denny_005_instruction.mp3"))
        let fifo = audio.appendingPathComponent("denny_005_completion.mp3")
        try FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let story = StudioFixture.object(await fixture.post("api/story", #"{"story_id": "denny_005"}"#))
        let clips = try #require(story["clips"] as? [[String: Any]])
        let states = Dictionary(
            uniqueKeysWithValues: clips.map { ($0["name"] as? String ?? "", $0["state"] as? String ?? "") })
        #expect(
            states == ["denny_005_instruction.mp3": "unplayable", "denny_005_completion.mp3": "not a file"],
            "\(states)")
        #expect(clips.allSatisfy { $0["url"] == nil || $0["url"] is NSNull }, "\(clips)")
        for name in ["denny_005_instruction.mp3", "denny_005_completion.mp3"] {
            #expect(await fixture.get("/api/clip", query: [("name", name)]).status == 404)
        }
    }
}
