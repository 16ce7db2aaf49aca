import Foundation

/// Whether a child may open a story.
public enum StoryAccess: String, Sendable, Equatable {
    /// Among the pack's free stories.
    case free
    /// Paid, and the pack is owned.
    case purchased
    /// Paid, and the pack is not owned yet.
    case locked

    /// Whether the app opens the story now: free or purchased.
    public var isPlayable: Bool { self != .locked }
}

extension PackInfo {
    /// Free means among the first `freeStories` stories in the pack's own order (not by number).
    public func isFree(story number: Int) -> Bool {
        guard let position = stories.firstIndex(of: number) else { return false }
        return position < freeStories
    }

    /// Free, purchased or locked, for a story of this pack and whether the pack is owned.
    public func access(toStory number: Int, packOwned: Bool) -> StoryAccess {
        if isFree(story: number) { return .free }
        return packOwned ? .purchased : .locked
    }

    /// How far a child has come in this pack: a story counts once its last level the app shows is completed
    /// (after it, `nextStep` says the story is complete); stories the manifest shows no level of are not on the
    /// shelf and not counted.
    public func progress(completedLabyrinthIDs completed: Set<String>, in manifest: LabyrinthManifest) -> PackProgress {
        let lastLevels = stories.compactMap { manifest.entries(ofStory: $0).last }
        return PackProgress(
            completedStories: lastLevels.count { completed.contains($0.id) }, totalStories: lastLevels.count)
    }
}

/// Completed stories of a pack, as the bookshelf shows it.
public struct PackProgress: Sendable, Equatable, CustomStringConvertible {
    /// Stories whose last shown level is completed.
    public var completedStories: Int
    /// Stories of the pack on the shelf.
    public var totalStories: Int

    /// A count as the bookshelf shows it.
    public init(completedStories: Int, totalStories: Int) {
        self.completedStories = completedStories
        self.totalStories = totalStories
    }

    /// Every story on the shelf completed; false for a pack with none.
    public var isComplete: Bool { totalStories > 0 && completedStories == totalStories }
    /// `2 of 20 stories completed`.
    public var description: String { "\(completedStories) of \(totalStories) stories completed" }
}

/// What follows a finished labyrinth.
public enum NextStep: Sendable, Equatable {
    /// The story's next level.
    case labyrinth(id: String, level: DifficultyLevel)
    /// The hard level is done (or no later level exists): back to the bookshelf.
    case storyComplete
}

extension LabyrinthManifest {
    /// The step after finishing `id`: easy → medium → hard → story complete. A level the manifest lacks is
    /// skipped, so a story with no medium goes from easy to hard.
    public func nextStep(after id: String) -> NextStep {
        guard let entry = labyrinths.first(where: { $0.id == id }), let story = entry.story, let level = entry.level
        else {
            return .storyComplete
        }
        let later = entries(ofStory: story).first { $0.level! > level }
        guard let later, let laterLevel = later.level else { return .storyComplete }
        return .labyrinth(id: later.id, level: laterLevel)
    }
}
