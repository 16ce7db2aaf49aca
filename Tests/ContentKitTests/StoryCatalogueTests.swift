import Foundation
import MazeKit
import Testing
@testable import ContentKit

@Suite struct StoryCatalogueTests {
    /// Loading runs `StoryCatalogueValidation` and throws on any problem, so every test here also checks that.
    static func shipped() throws -> StoryCatalogue {
        try StoryCatalogue.load(from: SourceTestFiles.file("content"), expectedUniverse: MazegenConfig.defaults.universe)
    }

    @Test func shippedCatalogueHasTheOceanPack() throws {
        let catalogue = try Self.shipped()
        #expect(catalogue.universe.id == "denny")
        #expect(catalogue.universe.theme == "ocean")
        #expect(catalogue.packs.map(\.id) == ["ocean_adventures"])
        let pack = try #require(catalogue.packs.first)
        #expect(pack.title == "Ocean Adventures")
        #expect(pack.freeStories == 3)
        #expect(pack.storyNumbers == Array(1...20))
        #expect(pack.freeStories == 3)
        #expect(pack.storyNumbers == Array(1...20))
    }

    @Test func shippedStylesAndShapes() throws {
        let stories = try Self.shipped().stories
        let classics = stories.filter { $0.number <= 10 }
        let adventures = stories.filter { $0.number > 10 }
        #expect(classics.allSatisfy { $0.style == .walls && $0.shape == .rect && !$0.isAdventure && $0.itemEmoji == nil })
        #expect(adventures.allSatisfy { $0.style == .corridor && $0.itemRule == .collect })
        let shapes: [Shape] = [.triangle, .diamond, .circle, .mountain, .tree,
                                    .triangle, .diamond, .circle, .mountain, .rect]
        #expect(adventures.map(\.shape) == shapes)
        let emoji = adventures.compactMap(\.itemEmoji)
        #expect(emoji.count == 10)
        #expect(Set(emoji).count == 10)
    }

    @Test func shippedPositionsAlternate() throws {
        for story in try Self.shipped().stories {
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
            #expect(catalogue.startCharacter(of: story)?.name == "Denny")
            #expect(catalogue.endCharacter(of: story) != nil)
            #expect(catalogue.location(of: story) != nil)
            #expect(story.educationalQuestion.hasSuffix("?"))
        }
        let calm = stories.flatMap(\.texts).allSatisfy { !$0.text.lowercased().contains("hurry") }
        #expect(calm)
    }
}
