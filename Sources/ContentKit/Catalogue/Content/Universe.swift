/// The world the stories share: its characters and places (`content/universe.yaml`).
public struct Universe: Codable, Sendable, Equatable {
    /// Starts every labyrinth id (`denny_001_easy`).
    public var id: String
    public var theme: String
    /// The character who starts every story that names no other.
    public var defaultStartCharacter: String
    public var characters: [StoryCharacter]
    public var locations: [StoryLocation]

    public init(id: String, theme: String, defaultStartCharacter: String,
                characters: [StoryCharacter], locations: [StoryLocation]) {
        self.id = id
        self.theme = theme
        self.defaultStartCharacter = defaultStartCharacter
        self.characters = characters
        self.locations = locations
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, theme
        case defaultStartCharacter = "default_start_character"
        case characters, locations
    }

    public func character(id: String) -> StoryCharacter? {
        characters.first { $0.id == id }
    }

    public func location(id: String) -> StoryLocation? {
        locations.first { $0.id == id }
    }
}

extension Universe: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(CodingKeys.self, nested: [
            .characters: .list(.object(StoryCharacter.CodingKeys.self)),
            .locations: .list(.object(StoryLocation.CodingKeys.self)),
        ])
    }
}

public struct StoryCharacter: Codable, Sendable, Equatable {
    /// Referenced by stories; not written to the JSON.
    public var id: String
    public var name: String
    /// The JSON `type`, e.g. `baby crab`.
    public var type: String
    public var description: String
    public var imageAsset: String

    public init(id: String, name: String, type: String, description: String, imageAsset: String) {
        self.id = id
        self.name = name
        self.type = type
        self.description = description
        self.imageAsset = imageAsset
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, type, description
        case imageAsset = "image_asset"
    }
}

public struct StoryLocation: Codable, Sendable, Equatable {
    /// Written to the JSON `location`.
    public var id: String
    public var name: String
    /// `#RRGGBB`, the JSON `visual_theme.background_color`.
    public var backgroundColor: String
    public var decorativeElements: [String]

    public init(id: String, name: String, backgroundColor: String, decorativeElements: [String]) {
        self.id = id
        self.name = name
        self.backgroundColor = backgroundColor
        self.decorativeElements = decorativeElements
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name
        case backgroundColor = "background_color"
        case decorativeElements = "decorative_elements"
    }
}
