import Foundation
import LabyrinthKit
import Testing

@Suite struct LabyrinthLoaderTests {
    static let allLevels = ["easy", "medium", "hard"]

    @Test func manifestWithoutUniverseDecodes() throws {
        let manifest = try Fixture.loader(Fixture.folder(levels: [1: ["easy"]])).manifest()
        #expect(manifest.total == 1)
        #expect(manifest.packs?.map(\.id) == ["first", "second"])
    }

    @Test func storiesOfAPackInPackOrderWithFreeFlags() throws {
        let loader = Fixture.loader(Fixture.folder(levels: [1: Self.allLevels, 2: Self.allLevels, 3: Self.allLevels]))
        let manifest = try loader.manifest()
        let stories = loader.stories(inPack: try #require(manifest.pack(id: "first")), manifest: manifest)
        #expect(stories.failures.isEmpty)
        #expect(stories.values.map(\.number) == [1, 2, 3])
        #expect(stories.values.map(\.isFree) == [true, true, false])
        #expect(stories.values[0].labyrinthIDs == ["denny_001_easy", "denny_001_medium", "denny_001_hard"])
        #expect(stories.values[0].endCharacterImageAsset == "finn")
        #expect(stories.values[0].title == "Story 1")
    }

    @Test func storyInfoFromTheManifestAlone() throws {
        let manifest = try JSONDecoder().decode(
            LabyrinthManifest.self, from: Data(Fixture.manifest(levels: [4: ["easy", "hard"]]).utf8))
        let pack = try #require(manifest.pack(id: "second"))
        let story = try #require(StoryInfo(number: 4, in: pack, manifest: manifest, firstLevel: nil))
        #expect(story.isFree == false)
        #expect(story.labyrinthIDs == ["denny_004_easy", "denny_004_hard"])
        #expect(StoryInfo(number: 5, in: pack, manifest: manifest, firstLevel: nil) == nil)
    }

    @Test func oneStorysLevelsEasyToHard() throws {
        let loader = Fixture.loader(Fixture.folder(levels: [2: ["hard", "easy", "medium"]]))
        let levels = loader.levels(ofStory: 2, manifest: try loader.manifest())
        #expect(levels.values.map(\.difficulty) == Self.allLevels)
    }

    @Test func packAtALevelFallsBackChosenMediumEasyHard() throws {
        let loader = Fixture.loader(Fixture.folder(levels: [4: ["easy", "hard"], 5: ["easy"], 1: ["medium"]]))
        let manifest = try loader.manifest()
        let second = try #require(manifest.pack(id: "second"))
        #expect(loader.labyrinths(inPack: second, at: .hard, manifest: manifest)?.level == .hard)
        let fromMedium = try #require(loader.labyrinths(inPack: second, at: .medium, manifest: manifest))
        #expect(fromMedium.level == .easy)
        #expect(fromMedium.labyrinths.map(\.id) == ["denny_004_easy", "denny_005_easy"])
        let first = try #require(manifest.pack(id: "first"))
        #expect(loader.labyrinths(inPack: first, at: .hard, manifest: manifest)?.level == .medium)
    }

    @Test func aLevelWhoseFilesAllFailFallsBackAndKeepsTheFailures() throws {
        var files = Fixture.folder(levels: [4: ["easy", "hard"]])
        files["denny_004_hard.json"] = "{}"
        let loader = Fixture.loader(files)
        let manifest = try loader.manifest()
        let second = try #require(manifest.pack(id: "second"))
        let shown = try #require(loader.labyrinths(inPack: second, at: .hard, manifest: manifest))
        #expect(shown.level == .easy)
        #expect(shown.labyrinths.map(\.id) == ["denny_004_easy"])
        #expect(shown.failures.map(\.file) == ["denny_004_hard.json"])
    }

    @Test func decodeFailuresAreReportedWithFileAndPath() throws {
        var files = Fixture.folder(levels: [1: Self.allLevels])
        files["denny_001_medium.json"] = files["denny_001_medium.json"]!.replacingOccurrences(
            of: #""width": 40"#, with: #""width": "wide""#)
        files["denny_001_hard.json"] = nil
        let loader = Fixture.loader(files)
        let levels = loader.levels(ofStory: 1, manifest: try loader.manifest())
        #expect(levels.values.map(\.id) == ["denny_001_easy"])
        #expect(levels.failures.count == 2)
        guard case .undecodable(let failure) = levels.failures.first else {
            Issue.record("expected a decode failure, got \(levels.failures)")
            return
        }
        #expect(failure.file == "denny_001_medium.json")
        #expect(failure.codingPath == ["path_data", "width"])
        #expect(levels.failures.last == .missing(file: "denny_001_hard.json"))
    }

    @Test func idsReachingOutsideAreRefused() {
        let loader = Fixture.loader(["../x.json": Fixture.labyrinth()])
        #expect(throws: LabyrinthLoadError.unsafeName(id: "../x")) { try loader.labyrinth(id: "../x") }
    }

    @Test func loadsFromAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labyrinthkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Fixture.folder(levels: [1: ["easy"]]) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let loader = LabyrinthLoader(folder: folder)
        #expect(try loader.labyrinth(id: "denny_001_easy").title == "Hello")
    }
}
