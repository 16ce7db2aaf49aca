import Foundation
import MazeKit
import Testing

@testable import ContentCatalogue

@Suite struct StoryCatalogueTests {
    /// Loading runs `StoryCatalogueValidation` and throws on any problem, so every test here also checks that.
    static func shipped() throws -> StoryCatalogue {
        try StoryCatalogue.load(
            from: SourceTestFiles.file("content"), expectedUniverse: MazegenConfig.defaults.universe)
    }

    @Test func shippedCatalogueHasTheOceanAndForestPacks() throws {
        let catalogue = try Self.shipped()
        #expect(catalogue.universe.id == "denny")
        #expect(catalogue.universe.theme == "ocean")
        #expect(catalogue.packs.map(\.id) == ["ocean_adventures", "forest_friends"])
        let ocean = try #require(catalogue.packs.first)
        #expect(ocean.title == "Ocean Adventures")
        #expect(ocean.freeStories == 3)
        #expect(ocean.storyNumbers == Array(1...20))
        let forest = try #require(catalogue.packs.last)
        #expect(forest.freeStories == 0)
        #expect(forest.storyNumbers == Array(21...40))
    }

    static func pack(_ id: String) throws -> [Story] {
        try #require(try shipped().packs.first { $0.id == id }).stories
    }

    @Test func oceanStylesAndShapes() throws {
        let stories = try Self.pack("ocean_adventures")
        let classics = stories.filter { $0.number <= 10 }
        let adventures = stories.filter { $0.number > 10 }
        #expect(
            classics.allSatisfy { $0.style == .walls && $0.shape == .rect && !$0.isAdventure && $0.itemEmoji == nil })
        #expect(adventures.allSatisfy { $0.itemRule == .collect })
        #expect(adventures.dropLast().allSatisfy { $0.style == .corridor })
        let shapes: [Shape] = [
            .triangle, .diamond, .circle, .mountain, .tree,
            .triangle, .diamond, .circle, .mountain,
        ]
        #expect(adventures.dropLast().map(\.shape) == shapes)
        // The finale draws a scallop shell: one path, no maze.
        let finale = try #require(adventures.last)
        #expect(finale.number == 20 && finale.style == .organic && finale.shape == nil && finale.figure == "shell")
        let emoji = adventures.compactMap(\.itemEmoji)
        #expect(emoji.count == 10)
        #expect(Set(emoji).count == 10)
    }

    /// The second pack uses every kind the app ships (issue: generate every kind of story).
    @Test func forestUsesEveryKind() throws {
        let stories = try Self.pack("forest_friends")
        let mazes = stories.filter { $0.style != .organic }
        #expect(Set(mazes.map(\.style)) == [.walls, .corridor])
        #expect(Set(mazes.compactMap(\.shape)) == Set(Shape.allCases))
        #expect(stories.contains { $0.style == .walls && $0.itemRule == .collect })
        #expect(stories.count { $0.itemRule == .avoid } >= 4)
        let finale = try #require(stories.last)
        #expect(finale.number == 40 && finale.style == .organic && finale.shape == nil && finale.figure == "leaf")
    }

    @Test func oceanPositionsAlternate() throws {
        // A figure path starts on the left of its opening at the bottom and ends on the right of it.
        for story in try Self.pack("ocean_adventures") where story.style != .organic {
            if story.number % 2 == 1 {
                #expect(story.startPosition == .bottomLeft && story.endPosition == .topRight, "story \(story.number)")
            } else {
                #expect(story.startPosition == .bottomRight && story.endPosition == .topLeft, "story \(story.number)")
            }
        }
    }

    @Test func shippedStoriesAreVariedAndResolvable() throws {
        let catalogue = try Self.shipped()
        let stories = catalogue.stories
        #expect(Set(stories.map(\.title)).count == stories.count)
        #expect(catalogue.universe.locations.count >= 10)
        #expect(Set(catalogue.universe.locations.map(\.backgroundColor)).count == catalogue.universe.locations.count)
        #expect(Set(stories.map(\.location)).count >= 10)
        for story in stories {
            #expect(catalogue.startCharacter(of: story)?.name == (story.number <= 20 ? "Denny" : "Pip"))
            #expect(catalogue.endCharacter(of: story) != nil)
            #expect(catalogue.location(of: story) != nil)
            #expect(story.educationalQuestion.hasSuffix("?"))
        }
        let calm = stories.flatMap(\.texts).allSatisfy { !$0.text.lowercased().contains("hurry") }
        #expect(calm)
    }
}
