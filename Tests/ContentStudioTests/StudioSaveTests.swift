import ContentCatalogue
import ContentGenerate
import ContentSupport
import Foundation
import StudioHTTP
import Testing

@testable import ContentStudio

@Suite("the studio's save")
struct StudioSaveTests {
    static let edits = #"""
        "edits": {"levels": {"denny_029_medium": {"obstacles": [[216, 82], [432, 202], [448, 130]]},
                             "denny_031_easy": {"seed": 7217138911187900}},
                  "stories": {"denny_005": {"texts": {"tts_instruction": "Help Denny find the way home, slowly."}}}}
        """#

    @Test func aSaveWritesTheCatalogueAndTheLabyrinthsAndGenerateThenWritesNothing() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let stamp = await fixture.stamp()
        let pack = try #require(fixture.file("content/packs/ocean_adventures.yaml"))
        let dry = await fixture.post("api/save", "{\(Self.edits), \"loaded_stamp\": \"\(stamp)\"}")
        #expect(dry.status == 200)
        let files = (StudioFixture.object(dry)["changes"] as? [[String: Any]] ?? []).compactMap {
            $0["file"] as? String
        }
        #expect(files.contains { $0.hasSuffix("content/drawings/denny_029_medium.yaml") })
        #expect(files.contains { $0.hasSuffix("content/labyrinths/denny_031_easy.json") })
        #expect(fixture.file("content/drawings/denny_029_medium.yaml") == nil)
        #expect(fixture.file("content/packs/ocean_adventures.yaml") == pack)

        let saved = await fixture.post(
            "api/save", "{\(Self.edits), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": false}")
        #expect(saved.status == 200)
        let written = StudioFixture.object(saved)["written"] as? [String] ?? []
        #expect(written.count == 8)
        #expect(fixture.file("content/drawings/denny_029_medium.yaml") != nil)
        // The pack file: one line changed, every other byte kept.
        let before = String(decoding: pack, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: try #require(fixture.file("content/packs/ocean_adventures.yaml")), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let differing = zip(before, after).filter { $0.0 != $0.1 }
        #expect(differing.count == 1)
        #expect(differing.first?.1 == "    tts_instruction: Help Denny find the way home, slowly.")

        // generate, from the saved catalogue, writes nothing.
        let config = try ConfigLoader.load(from: fixture.root.appendingPathComponent("config.yaml").path)
        let catalogue = try StoryCatalogue.load(from: fixture.root.appendingPathComponent("content").path)
        let made = try ContentGenerator(config: config, catalogue: catalogue).generate()
        let writer = ContentWriter(
            folder: ContentFolder(path: fixture.root.appendingPathComponent("content/labyrinths").path),
            universe: config.universe, fileByteLimit: config.limits.fileBytes)
        let content = try writer.laidOut(made)
        #expect(content.allFiles.count == 122)
        #expect(Set(content.allFiles.map(\.name.value)) == content.alreadyOnDisk)
    }

    @Test func aSaveWritesTheClipsNarratedForTheSavedText() async throws {
        let fixture = try await StudioFixture(audio: true)
        defer { fixture.remove() }
        let stamp = await fixture.stamp()
        let text = "Help Denny find the way home, slowly."
        let clip = "denny_005_instruction.mp3"
        await fixture.studio.holdDraft(DraftClip(text: text, bytes: Array("made".utf8)), for: clip)
        await fixture.studio.holdDraft(
            DraftClip(text: "another text", bytes: Array("old".utf8)), for: "denny_005_completion.mp3")
        let draft = await fixture.get("/api/clip", query: [("name", clip), ("draft", "1")])
        #expect(draft.body == Array("made".utf8))
        let saved = await fixture.post(
            "api/save", "{\(Self.edits), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": false}")
        #expect(saved.status == 200)
        #expect(fixture.file("content/labyrinths/audio/denny_005_instruction.mp3") == Data("made".utf8))
        // A draft of a text that is not the story's stays unsaved.
        #expect(fixture.file("content/labyrinths/audio/denny_005_completion.mp3") != Data("old".utf8))
    }

    @Test func aSaveOverAFileChangedOnDiskIsRefusedNamingItAndWritesNothing() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let stamp = await fixture.stamp()
        let changed = fixture.root.appendingPathComponent("content/labyrinths/denny_029_medium.json")
        var bytes = try Data(contentsOf: changed)
        bytes.append(contentsOf: Array("\n".utf8))
        try bytes.write(to: changed)
        let refused = await fixture.post(
            "api/save", "{\(Self.edits), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": false}")
        #expect(refused.status == 409)
        #expect((StudioFixture.object(refused)["file"] as? String)?.hasSuffix("denny_029_medium.json") == true)
        #expect(fixture.file("content/drawings/denny_029_medium.yaml") == nil)
        #expect(try Data(contentsOf: changed) == bytes)
        // The page hears of it from the stamp.
        #expect(await fixture.stamp() != stamp)
        #expect(await fixture.post("api/save", "{\(Self.edits), \"loaded_stamp\": \"unknown\"}").status == 409)
    }

    @Test func aNameInTheWayRefusesTheSaveAsEveryWriterSaysItAndNothingIsWritten() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let outside = fixture.root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let drawings = fixture.root.appendingPathComponent("content/drawings")
        try? FileManager.default.removeItem(at: drawings)
        try FileManager.default.createSymbolicLink(at: drawings, withDestinationURL: outside)
        let pack = try #require(fixture.file("content/packs/ocean_adventures.yaml"))
        let stamp = await fixture.stamp()
        for dryRun in [true, false] {
            let refused = await fixture.post(
                "api/save", "{\(Self.edits), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": \(dryRun)}")
            #expect(refused.status == 422)
            let lines = FolderWrite.Report(
                folder: fixture.root.appendingPathComponent("content").path,
                refused: [WriteRefusal(path: drawings.path, reason: .linkLeavesFolder(target: outside.path))]
            ).refusalLines()
            #expect(StudioFixture.object(refused)["error"] as? String == lines.joined(separator: "\n"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(fixture.file("content/packs/ocean_adventures.yaml") == pack)
    }

    @Test func aSaveTheRulesRefuseWritesNothing() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let stamp = await fixture.stamp()
        let blocked = #""edits": {"levels": {"denny_029_medium": {"obstacles": [[244, 54], [432, 202], [448, 130]]}}}"#
        let refused = await fixture.post("api/save", "{\(blocked), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": false}")
        #expect(refused.status == 422)
        #expect((StudioFixture.object(refused)["error"] as? String)?.contains("obstacle 0") == true)
        #expect(fixture.file("content/drawings/denny_029_medium.yaml") == nil)
        // A text the catalogue refuses (a question without its question mark) is refused too.
        let question = #""edits": {"stories": {"denny_005": {"texts": {"educational_question": "Count the arms"}}}}"#
        let refusedText = await fixture.post(
            "api/save", "{\(question), \"loaded_stamp\": \"\(stamp)\", \"dry_run\": false}")
        #expect(refusedText.status == 422)
    }
}
