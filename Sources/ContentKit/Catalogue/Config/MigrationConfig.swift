import ContentFormat

/// The legacy 5-level → 3-level mapping, as data.
package struct MigrationConfig: Codable, Sendable, Equatable {
    /// Old file suffix → new level name (`lv1` → `easy`).
    package var levelFiles: OrderedStringMap
    /// Old file suffixes whose files are deleted (`lv2`, `lv4`).
    package var droppedLevelFiles: [String]
    /// Old `difficulty` / `complexity` value → new level name (`beginner` → `easy`).
    package var difficultyRenames: OrderedStringMap
    /// Keys removed from every kept labyrinth (`age_range`).
    package var removedFields: [String]
    /// New sample key → old sample key in `difficulty_samples.json` (`easy` ← `beginner`).
    package var sampleKeys: OrderedStringMap
    /// The packs written into the migrated manifest.
    package var packs: [MigrationPack]

    package init(
        levelFiles: OrderedStringMap, droppedLevelFiles: [String], difficultyRenames: OrderedStringMap,
        removedFields: [String], sampleKeys: OrderedStringMap, packs: [MigrationPack]
    ) {
        self.levelFiles = levelFiles
        self.droppedLevelFiles = droppedLevelFiles
        self.difficultyRenames = difficultyRenames
        self.removedFields = removedFields
        self.sampleKeys = sampleKeys
        self.packs = packs
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case levelFiles = "level_files"
        case droppedLevelFiles = "dropped_level_files"
        case difficultyRenames = "difficulty_renames"
        case removedFields = "removed_fields"
        case sampleKeys = "sample_keys"
        case packs
    }

    static var keySchema: KeySchema { .object(CodingKeys.self, nested: [.packs: .list(MigrationPack.keySchema)]) }
}

/// A pack the migration writes into the new manifest: its id, title, free stories and which stories it holds.
package struct MigrationPack: Codable, Sendable, Equatable {
    package var id: String
    package var title: String
    package var freeStories: Int
    package var stories: StorySelection

    package init(id: String, title: String, freeStories: Int, stories: StorySelection) {
        self.id = id
        self.title = title
        self.freeStories = freeStories
        self.stories = stories
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title
        case freeStories = "free_stories"
        case stories
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}

/// Which stories a migrated pack holds: `all` (every story found in the folder, ascending) or a list.
package enum StorySelection: Codable, Sendable, Equatable {
    case all
    case numbers([Int])

    private static let allWord = "all"

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let word = try? container.decode(String.self), word == Self.allWord {
            self = .all
        } else if let numbers = try? container.decode([Int].self) {
            self = .numbers(numbers)
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected `all` or a list of story numbers such as [1, 2, 3]"))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .all: try container.encode(Self.allWord)
        case .numbers(let numbers): try container.encode(numbers)
        }
    }

    /// The pack's story numbers, ascending: every available one for `all`, else the listed ones, which need
    /// not all be available (the migration reports those that are not).
    package func resolve(available: [Int]) -> [Int] {
        switch self {
        case .all: available.sorted()
        case .numbers(let numbers): numbers.sorted()
        }
    }
}

/// A string-to-string mapping that keeps the document's order, so anything derived from it is
/// deterministic (a Dictionary's order is not).
package struct OrderedStringMap: Codable, Sendable, Equatable, ExpressibleByDictionaryLiteral {
    package struct Entry: Sendable, Equatable {
        package let key: String
        package let value: String
    }

    package private(set) var entries: [Entry]

    package init(_ entries: [Entry]) {
        self.entries = entries
    }

    package init(dictionaryLiteral elements: (String, String)...) {
        self.entries = elements.map { Entry(key: $0.0, value: $0.1) }
    }

    package var keys: [String] { entries.map(\.key) }
    package var values: [String] { entries.map(\.value) }

    package subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Relies on the decoder listing keys in document order, which `YAMLNodeDecoder` does.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        entries = try container.allKeys.map { key in
            Entry(key: key.stringValue, value: try container.decode(String.self, forKey: key))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        for entry in entries {
            try container.encode(entry.value, forKey: AnyKey(stringValue: entry.key))
        }
    }
}
