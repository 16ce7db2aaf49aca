import Foundation

/// `manifest.json` as the app decodes it. The app never reads `universe`, so it is not part of the contract.
public struct LabyrinthManifest: Codable, Sendable, Equatable {
    /// Required by the app's decoder, otherwise unused: `labyrinths` is what it lists.
    public var total: Int
    /// The packs; optional in the file.
    public var packs: [PackInfo]?
    /// Every labyrinth, ordered by story number, then easy / medium / hard.
    public var labyrinths: [Entry]

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case universe, total, packs, labyrinths
    }

    /// A manifest from its values, for an app's own tests and previews.
    public init(total: Int, packs: [PackInfo]?, labyrinths: [Entry]) {
        self.total = total
        self.packs = packs
        self.labyrinths = labyrinths
    }

    /// Decodes as the app does, ignoring `universe`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = try container.decode(Int.self, forKey: .total)
        packs = try container.decodeIfPresent([PackInfo].self, forKey: .packs)
        labyrinths = try container.decode([Entry].self, forKey: .labyrinths)
    }

    /// Writes the keys the app decodes, in the app's order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encodeIfPresent(packs, forKey: .packs)
        try container.encode(labyrinths, forKey: .labyrinths)
    }

    /// One labyrinth as the manifest lists it.
    public struct Entry: Codable, Sendable, Equatable {
        /// The labyrinth's id, which is also its file name without `.json`.
        public var id: String
        /// Matched exactly, as in the file; see `level`.
        public var difficulty: String
        /// A labyrinth is shown in a story only when its entry has a story number.
        public var story: Int?
        /// The pack's theme.
        public var theme: String
        /// Where the story happens; the app takes it from here rather than from the file.
        public var location: String?
        /// The story's title, as the shelf lists it.
        public var title: String

        package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
            case id, difficulty, story, theme, location, title
        }

        /// An entry from its values, for an app's own tests and previews.
        public init(id: String, difficulty: String, story: Int?, theme: String, location: String?, title: String) {
            self.id = id
            self.difficulty = difficulty
            self.story = story
            self.theme = theme
            self.location = location
            self.title = title
        }

        /// The level the app lists this entry at; nil for a `difficulty` it never matches.
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
    /// The pack's id (`ocean_adventures`).
    public var id: String
    /// The pack's title (`Denny in Space`).
    public var title: String
    /// The first `freeStories` stories in `stories`' order are free; 0 means the whole pack is paid.
    public var freeStories: Int
    /// The pack's story numbers in display order, which need not be sorted.
    public var stories: [Int]

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, title
        case freeStories = "free_stories"
        case stories
    }

    /// A pack from its values, for an app's own tests and previews.
    public init(id: String, title: String, freeStories: Int, stories: [Int]) {
        self.id = id
        self.title = title
        self.freeStories = freeStories
        self.stories = stories
    }
}

/// `difficulty_samples.json`: the walls of one sample maze per level, drawn on the level-picker cards.
public struct DifficultySamples: Codable, Sendable, Equatable {
    /// The easy card's walls, as an SVG path.
    public var easy: String
    /// The medium card's walls, as an SVG path.
    public var medium: String
    /// The hard card's walls, as an SVG path.
    public var hard: String

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable { case easy, medium, hard }

    /// Samples from their values, for an app's own tests and previews.
    public init(easy: String, medium: String, hard: String) {
        self.easy = easy
        self.medium = medium
        self.hard = hard
    }

    /// The walls of the card for `level`.
    public subscript(level: DifficultyLevel) -> String {
        switch level {
        case .easy: easy
        case .medium: medium
        case .hard: hard
        }
    }
}
