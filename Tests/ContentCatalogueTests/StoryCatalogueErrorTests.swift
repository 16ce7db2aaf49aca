import ContentTestSupport
import Foundation
import Testing

@testable import ContentCatalogue

@Suite struct StoryCatalogueErrorTests {
    @Test func smallValidFolderLoads() throws {
        let folder = try StoryFolder(packs: [
            "b.yaml": packYAML(id: "first", order: 1, stories: [storyYAML(1), storyYAML(2)]),
            "a.yaml": packYAML(
                id: "second", order: 2,
                stories: [
                    storyYAML(5, ["item_rule": "collect", "item_emoji": "\"🐚\"", "style": "corridor", "shape": "tree"])
                ]),
        ])
        let catalogue = try folder.load()
        // Listed by `order`, not by file name.
        #expect(catalogue.packs.map(\.id) == ["first", "second"])
        #expect(catalogue.packs.last?.sourceFile.hasSuffix("packs/a.yaml") == true)
        let story = catalogue.stories.first { $0.number == 5 }
        #expect(story?.itemEmoji == "🐚")
        #expect(story?.shape == .tree)
    }

    @Test func packsFolderThatCannotBeListedSaysWhy() throws {
        let folder = try StoryFolder(packs: [:])
        try FileManager.default.removeItem(atPath: (folder.path as NSString).appendingPathComponent("packs"))
        let error = try #require(folder.loadError())
        #expect(error.description.contains("cannot list the pack files: No such file or directory"), "\(error)")
    }

    /// The universe file is asked as a writer asks it: a link leading out of the stories folder was followed and
    /// read, where every other reader and writer of a folder refuses it.
    @Test func aUniverseFileLinkedOutOfTheFolderIsNamedNotRead() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1)])])
        let universe = (folder.path as NSString).appendingPathComponent("universe.yaml")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "universe-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.moveItem(at: URL(fileURLWithPath: universe), to: outside)
        try FileManager.default.createSymbolicLink(atPath: universe, withDestinationPath: outside.path)
        let error = try #require(folder.loadError())
        #expect(error.description.contains("universe.yaml: is a symlink to \"\(outside.path)\", outside the folder"))
        #expect(!error.description.contains("missing"), "\(error)")
    }

    @Test func anAdoptedClipsRecordLinkedOutOfTheFolderIsNamedNotRead() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1)])])
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "narration-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("adopted: []\n".utf8).write(to: outside)
        let record = (folder.path as NSString).appendingPathComponent(AdoptedClips.fileName)
        try FileManager.default.createSymbolicLink(atPath: record, withDestinationPath: outside.path)
        #expect {
            try AdoptedClips.read(storiesFolder: folder.path, limit: 1 << 20)
        } throws: { error in
            "\(error)".contains("\(AdoptedClips.fileName): is a symlink to \"\(outside.path)\", outside the folder")
        }
        try FileManager.default.removeItem(atPath: record)
        #expect(try AdoptedClips.read(storiesFolder: folder.path, limit: 1 << 20).clips.isEmpty)
    }

    /// `packs/` and `drawings/` are asked as a writer asks a folder on its way: linked out of the stories folder,
    /// they were listed and read where they led.
    @Test func aPacksOrDrawingsFolderLinkedOutIsNamedNotListed() throws {
        for name in ["packs", "drawings"] {
            let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1)])])
            let outside = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: outside) }
            let subfolder = (folder.path as NSString).appendingPathComponent(name)
            if name == "packs" {
                try FileManager.default.moveItem(at: URL(fileURLWithPath: subfolder), to: outside)
            } else {
                try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            }
            try FileManager.default.createSymbolicLink(atPath: subfolder, withDestinationPath: outside.path)
            let error = try #require(folder.loadError())
            #expect(error.description.contains("\(name): is a symlink to \"\(outside.path)\", outside the folder"))
        }
    }

    @Test func aUniverseFileThatIsAFolderIsNamedAsOne() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1)])])
        let universe = (folder.path as NSString).appendingPathComponent("universe.yaml")
        try FileManager.default.removeItem(atPath: universe)
        try FileManager.default.createDirectory(atPath: universe, withIntermediateDirectories: false)
        let error = try #require(folder.loadError())
        #expect(error.description.contains("universe.yaml: is a folder, not a file"), "\(error)")
    }

    @Test func aPacksFolderWithoutPacksIsAnError() throws {
        let error = try #require(try StoryFolder(packs: ["notes.txt": "x"]).loadError())
        #expect(error.description.contains("no pack files (*.yaml) found"), "\(error)")
    }

    @Test func unknownReferencesAreNamed() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1, ["location": "moon", "end_character": "nemo", "start_character": "ghost"])
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(
            problems.map(\.keyPath) == [
                "stories[0].location", "stories[0].end_character", "stories[0].start_character",
            ])
        #expect(problems.allSatisfy { $0.file == folder.packFile("sea.yaml") })
        #expect(problems[0].message.contains("`moon` is not a location"))
        #expect(problems[0].line == 8)
    }

    @Test func duplicateNumbersAcrossPacks() throws {
        let folder = try StoryFolder(packs: [
            "one.yaml": packYAML(id: "one", order: 1, stories: [storyYAML(1), storyYAML(2)]),
            "two.yaml": packYAML(id: "two", order: 2, stories: [storyYAML(2, ["title": "Another"])]),
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.count == 1)
        #expect(problems.first?.file == folder.packFile("two.yaml"))
        #expect(problems.first?.keyPath == "stories[0].number")
        #expect(problems.first?.message.contains("duplicate story number 2") == true)
    }

    @Test func numbersOutsideTheRange() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(0), storyYAML(1000)])])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].number", "stories[1].number"])
        #expect(problems.allSatisfy { $0.message.contains("outside 1...999") })
    }

    @Test func startOnTheTopRow() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1, ["start_position": "top_left", "end_position": "bottom_right"])
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].start_position"])
        #expect(problems.first?.message.contains("top row") == true)
    }

    @Test func questionWithoutQuestionMarkAndEmptyText() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1, ["educational_question": "Finn is orange.", "fun_fact": "\"\"", "instruction": "\"  \""])
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(
            problems.map(\.keyPath) == [
                "stories[0].instruction", "stories[0].fun_fact", "stories[0].educational_question",
            ])
        #expect(problems.last?.message == "must end with a question mark")
    }

    @Test func adventureItems() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1, ["item_rule": "collect"]),
                storyYAML(2, ["item_emoji": "\"🐚\""]),
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].item_emoji", "stories[1].item_emoji"])
        #expect(problems.first?.message.contains("needs an item_emoji") == true)
    }

    @Test func unknownShapeAndStyleAreListedTogether() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1, ["shape": "hexagon"]),
                storyYAML(2, ["style": "wals", "item_rule": "gather"]),
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].shape", "stories[1].style", "stories[1].item_rule"])
        #expect(problems.allSatisfy { $0.kind == .invalidValue && $0.line != nil })
        #expect(
            problems[0].message
                == "`hexagon` is not allowed; expected one of rect, triangle, diamond, circle, mountain, tree, shell")
        #expect(problems[0].line == 13)
        #expect(problems[0].column == 12)
    }

    @Test func freeStoriesOutOfRange() throws {
        let folder = try StoryFolder(packs: [
            "one.yaml": packYAML(id: "one", order: 1, free: 3, stories: [storyYAML(1), storyYAML(2)]),
            "two.yaml": packYAML(id: "two", order: 2, free: -1, stories: [storyYAML(3)]),
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["free_stories", "free_stories"])
        #expect(problems.map(\.file) == [folder.packFile("one.yaml"), folder.packFile("two.yaml")])
        #expect(problems.first?.line == 4)
    }

    @Test func duplicatePackIDsAndOrders() throws {
        let folder = try StoryFolder(packs: [
            "one.yaml": packYAML(id: "sea", order: 1, stories: [storyYAML(1)]),
            "two.yaml": packYAML(id: "sea", order: 1, stories: [storyYAML(2)]),
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["id", "order"])
        #expect(problems.allSatisfy { $0.file == folder.packFile("two.yaml") })
        #expect(problems.first?.message.contains("duplicate pack id `sea`") == true)
    }

    /// A pack lists its stories in the app's display order, so 2 before 1 is no problem; a title used twice is.
    @Test func storiesInDisplayOrderAndDuplicateTitles() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(2, ["title": "Same"]), storyYAML(1, ["title": "Same"]),
            ])
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[1].title"])
    }

    @Test func syntaxErrorNamesFileLineAndColumn() throws {
        let broken = packYAML(stories: [storyYAML(1)]) + "  - number: [2\n"
        let folder = try StoryFolder(packs: [
            "ok.yaml": packYAML(id: "ok", order: 2, stories: [storyYAML(3)]),
            "sea.yaml": broken,
        ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.file == folder.packFile("sea.yaml"))
        #expect(problem.line == 21)
        #expect(problem.column == 1)
    }

    @Test func unknownKeyInAStory() throws {
        let folder = try StoryFolder(packs: [
            "sea.yaml": packYAML(stories: [
                storyYAML(1), storyYAML(2, ["colour": "blue"]),
            ])
        ])
        let problem = try #require(folder.loadError()?.problems.first)
        #expect(problem.kind == .unknownKey)
        #expect(problem.keyPath == "stories[1].colour")
        #expect(problem.message.hasPrefix("unknown key; expected one of number, title, location"))
        #expect(problem.line == 34)
        #expect(problem.column == 5)
    }

    @Test func wrongTypeInAStory() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1, ["number": "one"])])])
        let problem = try #require(folder.loadError()?.problems.first)
        #expect(problem.kind == .wrongType)
        #expect(problem.keyPath == "stories[0].number")
        #expect(problem.message == "wrong type; expected a whole number, found `one`")
    }

    @Test func missingStoryKey() throws {
        let folder = try StoryFolder(packs: ["sea.yaml": packYAML(stories: [storyYAML(1, ["end_character": nil])])])
        let problem = try #require(folder.loadError()?.problems.first)
        #expect(problem.kind == .missingKey)
        #expect(problem.keyPath == "stories[0].end_character")
    }

    @Test func problemsInSeveralFilesAreCollected() throws {
        let universe = StoryFolder.universe + "motto: calm\n"
        let folder = try StoryFolder(
            universe: universe,
            packs: [
                "sea.yaml": packYAML(stories: [storyYAML(1, ["shape": "blob"])])
            ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["motto", "stories[0].shape"])
        #expect(problems.first?.file == folder.universeFile)
    }

    @Test func universeProblems() throws {
        let universe = StoryFolder.universe
            .replacingOccurrences(of: "\"#F4D03F\"", with: "yellow")
            .replacingOccurrences(of: "id: finn", with: "id: denny")
        let folder = try StoryFolder(universe: universe, packs: ["sea.yaml": packYAML(stories: [storyYAML(1)])])
        let problems = try #require(folder.loadError(expectedUniverse: "forest")).problems
        #expect(
            problems.map(\.keyPath) == [
                "id", "characters[1].id", "locations[0].background_color", "stories[0].end_character",
            ])
        #expect(problems.first?.message.contains("config.yaml names universe `forest`") == true)
    }

    @Test func missingUniverseAndPacks() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(sourceError { _ = try StoryCatalogue.load(from: path) })
        #expect(error.problems.count == 2)
        #expect(error.problems.allSatisfy { $0.kind == .unreadableFile })
        #expect(error.problems.first?.file.hasSuffix("universe.yaml") == true)
        #expect(error.problems.last?.file.hasSuffix("packs") == true)
    }
}
