import Foundation

/// `manifest.json` as the app decodes it. The app never reads `universe`, so it is not part of the contract.
public struct LabyrinthManifest: Codable, Sendable, Equatable {
    /// Required by the app's decoder, otherwise unused: `labyrinths` is what it lists.
    public var total: Int
    public var packs: [PackInfo]?
    public var labyrinths: [Entry]

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case universe, total, packs, labyrinths
    }

    public init(total: Int, packs: [PackInfo]?, labyrinths: [Entry]) {
        self.total = total
        self.packs = packs
        self.labyrinths = labyrinths
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = try container.decode(Int.self, forKey: .total)
        packs = try container.decodeIfPresent([PackInfo].self, forKey: .packs)
        labyrinths = try container.decode([Entry].self, forKey: .labyrinths)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encodeIfPresent(packs, forKey: .packs)
        try container.encode(labyrinths, forKey: .labyrinths)
    }

    /// One labyrinth as the manifest lists it.
    public struct Entry: Codable, Sendable, Equatable {
        public var id: String
        public var difficulty: String
        /// A labyrinth is shown in a story only when its entry has a story number.
        public var story: Int?
        public var theme: String
        public var location: String?
        public var title: String

        public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
            case id, difficulty, story, theme, location, title
        }

        public init(id: String, difficulty: String, story: Int?, theme: String, location: String?, title: String) {
            self.id = id
            self.difficulty = difficulty
            self.story = story
            self.theme = theme
            self.location = location
            self.title = title
        }

        public var level: DifficultyLevel? { DifficultyLevel(rawValue: difficulty) }
    }

    /// The pack with this id.
    public func pack(id: String) -> PackInfo? { packs?.first { $0.id == id } }

    /// The manifest's entries of one story, easy → hard, leaving out levels the app does not show.
    public func entries(ofStory number: Int) -> [Entry] {
        labyrinths.filter { $0.story == number && $0.level != nil }.sorted { $0.level! < $1.level! }
    }
}

/// A book of stories sold as one purchase.
public struct PackInfo: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var title: String
    /// The first `freeStories` stories in `stories`' order are free; 0 means the whole pack is paid.
    public var freeStories: Int
    public var stories: [Int]

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, title
        case freeStories = "free_stories"
        case stories
    }

    public init(id: String, title: String, freeStories: Int, stories: [Int]) {
        self.id = id
        self.title = title
        self.freeStories = freeStories
        self.stories = stories
    }
}

/// `difficulty_samples.json`: the walls of one sample maze per level, drawn on the level-picker cards.
public struct DifficultySamples: Codable, Sendable, Equatable {
    public var easy: String
    public var medium: String
    public var hard: String

    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case easy, medium, hard }

    public init(easy: String, medium: String, hard: String) {
        self.easy = easy
        self.medium = medium
        self.hard = hard
    }

    public subscript(level: DifficultyLevel) -> String {
        switch level {
        case .easy: easy
        case .medium: medium
        case .hard: hard
        }
    }
}
