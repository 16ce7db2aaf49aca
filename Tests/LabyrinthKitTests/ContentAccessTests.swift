import Foundation
import LabyrinthKit
import Testing

@Suite struct ContentAccessTests {
    let pack = PackInfo(id: "first", title: "First", freeStories: 2, stories: [3, 1, 2])

    @Test func freeStoriesAreTheFirstInPackOrder() {
        #expect(pack.access(toStory: 3, packOwned: false) == .free)
        #expect(pack.access(toStory: 1, packOwned: false) == .free)
        #expect(pack.access(toStory: 2, packOwned: false) == .locked)
        #expect(pack.access(toStory: 2, packOwned: true) == .purchased)
        #expect(pack.access(toStory: 9, packOwned: false) == .locked)
    }

    @Test func packWithNoFreeStoriesIsLockedUntilOwned() {
        let paid = PackInfo(id: "second", title: "Second", freeStories: 0, stories: [4, 5])
        #expect(paid.stories.allSatisfy { paid.access(toStory: $0, packOwned: false) == .locked })
        #expect(paid.stories.allSatisfy { paid.access(toStory: $0, packOwned: true).isPlayable })
    }

    @Test func nextLabyrinthRunsEasyMediumHardThenStoryComplete() throws {
        let manifest = try JSONDecoder().decode(
            LabyrinthManifest.self,
            from: Data(Fixture.manifest(levels: [1: ["easy", "medium", "hard"], 2: ["easy", "hard"]]).utf8))
        #expect(manifest.nextStep(after: "denny_001_easy") == .labyrinth(id: "denny_001_medium", level: .medium))
        #expect(manifest.nextStep(after: "denny_001_medium") == .labyrinth(id: "denny_001_hard", level: .hard))
        #expect(manifest.nextStep(after: "denny_001_hard") == .storyComplete)
        #expect(manifest.nextStep(after: "denny_002_easy") == .labyrinth(id: "denny_002_hard", level: .hard))
    }

    @Test func packProgressCountsStoriesWhoseHardLevelIsDone() throws {
        let manifest = try JSONDecoder().decode(
            LabyrinthManifest.self,
            from: Data(
                Fixture.manifest(levels: [
                    1: ["easy", "medium", "hard"], 2: ["easy", "medium", "hard"], 3: ["easy", "medium", "hard"],
                ]).utf8))
        let first = try #require(manifest.pack(id: "first"))
        let progress = first.progress(
            completedLabyrinthIDs: ["denny_001_hard", "denny_002_easy", "denny_003_hard"], in: manifest)
        #expect(progress == PackProgress(completedStories: 2, totalStories: 3))
        #expect(progress.description == "2 of 3 stories completed")
        #expect(!progress.isComplete)
    }

    /// A story without a hard level is complete after its last level, as `nextStep` says; a story with no level
    /// in the manifest is not on the shelf and not counted.
    @Test func progressAgreesWithNextStep() throws {
        let manifest = try JSONDecoder().decode(
            LabyrinthManifest.self,
            from: Data(Fixture.manifest(levels: [1: ["easy", "medium", "hard"], 2: ["easy", "medium"]]).utf8))
        let first = try #require(manifest.pack(id: "first"))
        #expect(manifest.nextStep(after: "denny_002_medium") == .storyComplete)
        let progress = first.progress(completedLabyrinthIDs: ["denny_001_hard", "denny_002_medium"], in: manifest)
        #expect(progress == PackProgress(completedStories: 2, totalStories: 2))
        #expect(progress.isComplete)
    }
}
