import ContentCatalogue
import ContentGenerate
import ContentSupport
import Foundation
import StudioHTTP
import TestSupport
import Testing

@testable import ContentStudio

@Suite("the studio's routes, as values")
struct StudioRouteTests {
    @Test func theTokenInTheAddressBecomesAStrictHttpOnlyCookie() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let host = ["Host": "127.0.0.1:4242"]
        let traded = await fixture.get("/", query: [("token", StudioFixture.token)], headers: host)
        #expect(traded.status == 303)
        #expect(traded.header("Location") == "/")
        let cookie = try #require(traded.header("Set-Cookie"))
        #expect(cookie.contains("mazegen_studio=\(StudioFixture.token)"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        #expect(await fixture.get("/", query: [("token", "wrong")], headers: host).status == 401)
        #expect(await fixture.get("/", headers: host).status == 401)
        #expect(await fixture.get("/api/catalogue", headers: host).status == 401)

        let page = await fixture.get("/")
        #expect(page.status == 200)
        #expect(page.header("Content-Security-Policy")?.contains("frame-ancestors 'none'") == true)
        #expect(page.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
        #expect(page.header("X-Frame-Options") == "DENY")
        for reply in [traded, page, await fixture.get("/api/catalogue"), await fixture.post("api/level", "{}")] {
            #expect(!reply.headers.contains { $0.name.lowercased().hasPrefix("access-control-") })
        }
    }

    @Test func everyRefusalOfTheGateComesBeforeTheRoute() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        var rebound = StudioFixture.headers
        rebound["Host"] = "attacker.example:4242"
        #expect(await fixture.get("/api/catalogue", headers: rebound).status == 403)
        let level = #"{"labyrinth_id": "denny_029_medium"}"#
        #expect(await fixture.post("api/level", level).status == 200)
        #expect(await fixture.post("api/level", level, headers: ["Origin": "http://attacker.example"]).status == 403)
        #expect(await fixture.post("api/save", level, headers: ["Origin": "null"]).status == 403)
        #expect(await fixture.post("api/level", level, headers: ["Content-Type": "text/plain"]).status == 415)
        #expect(
            await fixture.post("api/level", level, headers: ["Content-Type": "application/x-www-form-urlencoded"])
                .status == 415)
        let huge = #"{"labyrinth_id": ""# + String(repeating: "a", count: StudioGate.maxBodyBytes) + #""}"#
        #expect(await fixture.post("api/level", huge).status == 413)
        #expect(await fixture.post("api/level", "not json").status == 400)
        #expect(await fixture.post("api/level", "{}").status == 400)
        #expect(await fixture.get("/api/level").status == 405)
        #expect(await fixture.get("/etc/passwd").status == 404)
    }

    @Test func anIdIsLookedUpInTheCatalogueNeverJoinedIntoAPath() async throws {
        let fixture = try await StudioFixture(audio: true)
        defer { fixture.remove() }
        for id in [
            "../config", "../../../etc/passwd", "denny_029_medium/../denny_029_easy", "/etc/passwd", "denny_999_easy",
        ] {
            let reply = await fixture.post("api/level", #"{"labyrinth_id": "\#(id)"}"#)
            #expect(reply.status == 404)
            #expect(await fixture.post("api/story", #"{"story_id": "\#(id)"}"#).status == 404)
            #expect(await fixture.get("/api/clip", query: [("name", id)]).status == 404)
        }
        #expect(await fixture.get("/api/clip", query: [("name", "../../config.yaml")]).status == 404)
        let clip = await fixture.get("/api/clip", query: [("name", "denny_005_instruction.mp3")])
        #expect(clip.status == 200)
        #expect(clip.header("Content-Type") == "audio/mpeg")
        #expect(clip.body.count > 1000)
    }

    @Test func theCatalogueListsEveryPackStoryAndLevelWithItsFindings() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let reply = await fixture.get("/api/catalogue")
        #expect(reply.status == 200)
        let object = StudioFixture.object(reply)
        let packs = try #require(object["packs"] as? [[String: Any]])
        let stories = packs.flatMap { $0["stories"] as? [[String: Any]] ?? [] }
        #expect(stories.count == 40)
        let levels = stories.flatMap { $0["levels"] as? [[String: Any]] ?? [] }
        #expect(levels.count == 120)
        #expect(levels.contains { $0["labyrinth_id"] as? String == "denny_029_medium" })
        #expect(levels.allSatisfy { $0["errors"] as? Int == 0 })
        #expect(object["stamp"] as? String == (await fixture.stamp()))
    }

    @Test func aMovedObstacleIsJudgedAndItsFindingNamesIt() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let original = StudioFixture.object(await fixture.post("api/level", #"{"labyrinth_id": "denny_029_medium"}"#))
        let obstacles = try #require(original["obstacles"] as? [[Double]])
        #expect(obstacles.count == 3)
        #expect((original["findings"] as? [Any])?.isEmpty == true)
        #expect((original["centre_lines"] as? [Any])?.isEmpty == false)
        #expect((original["drawing"] as? String)?.hasPrefix("<svg") == true)
        // The end of this maze is at (244, 54): an obstacle there blocks every way.
        let moved = StudioFixture.object(
            await fixture.post(
                "api/level",
                #"{"labyrinth_id": "denny_029_medium", "edit": {"obstacles": [[244, 54], [432, 202], [448, 130]]}}"#))
        let findings = try #require(moved["findings"] as? [[String: Any]])
        let placement = try #require(findings.first { $0["rule"] as? String == "avoid.placement" })
        #expect(placement["severity"] as? String == "error")
        let object = try #require(placement["object"] as? [String: Any])
        #expect(object["kind"] as? String == "obstacle")
        #expect(object["index"] as? Int == 0)
        // Nothing is written by a check.
        let shipped = try LegacyFixtureFile.shipped("denny_029_medium.json")
        #expect(fixture.file("content/labyrinths/denny_029_medium.json") == shipped)
        // A wrong count of positions is refused by name.
        let wrong = await fixture.post(
            "api/level", #"{"labyrinth_id": "denny_029_medium", "edit": {"obstacles": [[244, 54]]}}"#)
        #expect(wrong.status == 400)
    }

    @Test func aRerollMakesThatLevelAloneAtANewSeed() async throws {
        let fixture = try await StudioFixture()
        defer { fixture.remove() }
        let first = StudioFixture.object(await fixture.post("api/reroll", #"{"labyrinth_id": "denny_031_easy"}"#))
        let seed = try #require(first["seed"] as? Int)
        let second = StudioFixture.object(
            await fixture.post("api/reroll", #"{"labyrinth_id": "denny_031_easy", "previous_seed": \#(seed)}"#))
        #expect(second["seed"] as? Int != seed)
        // The same seed, the same maze: a level's edit {"seed": N} is what the page saves.
        let again = StudioFixture.object(
            await fixture.post("api/level", #"{"labyrinth_id": "denny_031_easy", "edit": {"seed": \#(seed)}}"#))
        #expect(again["drawing"] as? String == first["drawing"] as? String)
        #expect(
            again["drawing"] as? String != StudioFixture.object(
                await fixture.post("api/level", #"{"labyrinth_id": "denny_031_easy"}"#))["drawing"] as? String)
    }

    @Test func anEditedTextMakesItsClipStale() async throws {
        let fixture = try await StudioFixture(audio: true)
        defer { fixture.remove() }
        let plain = StudioFixture.object(await fixture.post("api/story", #"{"story_id": "denny_005"}"#))
        let clips = try #require(plain["clips"] as? [[String: Any]])
        #expect(clips.count == 2)
        #expect(clips.allSatisfy { $0["state"] as? String == "current" })
        let edited = StudioFixture.object(
            await fixture.post(
                "api/story", #"{"story_id": "denny_005", "texts": {"tts_instruction": "Help Denny find the way."}}"#))
        let texts = try #require(edited["texts"] as? [String: String])
        #expect(texts["tts_instruction"] == "Help Denny find the way.")
        #expect(texts.count == 7)
        let states = (edited["clips"] as? [[String: Any]] ?? []).map { ($0["key"] as? String, $0["state"] as? String) }
        #expect(states.contains { $0.0 == "audio_instruction" && $0.1 == "stale" })
        #expect(states.contains { $0.0 == "audio_completion" && $0.1 == "current" })
        let unknown = await fixture.post("api/story", #"{"story_id": "denny_005", "texts": {"item_emoji": "x"}}"#)
        #expect(unknown.status == 400)
    }
}

extension StudioRouteTests {
    @Test func narratingWithoutTheEngineSaysWhatToInstall() async throws {
        let fixture = try await StudioFixture(configure: {
            $0.narration.engine = ["mazegen-no-such-engine", "{text}", "{wav}"]
            $0.narration.enginePackage = "the package that holds mazegen-no-such-engine"
        })
        defer { fixture.remove() }
        let reply = await fixture.post("api/narrate", #"{"story_id": "denny_005", "texts": {}}"#)
        #expect(reply.status == 503)
        let message = StudioFixture.object(reply)["error"] as? String ?? ""
        #expect(message.contains("mazegen-no-such-engine"))
        #expect(message.contains("the package that holds mazegen-no-such-engine"))
        #expect(
            await fixture.get("/api/clip", query: [("name", "denny_005_instruction.mp3"), ("draft", "1")]).status == 404
        )
        await fixture.studio.close()
    }
}

/// The repository's own files, to compare a copy with.
enum LegacyFixtureFile {
    static func shipped(_ name: String) throws -> Data? {
        FileManager.default.contents(
            atPath: LegacyFixture.repositoryRoot.appendingPathComponent("content/labyrinths/" + name).path)
    }
}
