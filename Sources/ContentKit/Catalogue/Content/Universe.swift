/// The world the stories share: its characters and places (`content/universe.yaml`).
package struct Universe: Codable, Sendable, Equatable {
    /// Starts every labyrinth id (`denny_001_easy`).
    package var id: String
    package var theme: String
    /// The character who starts every story that names no other.
    package var defaultStartCharacter: String
    package var characters: [StoryCharacter]
    package var locations: [StoryLocation]

    package init(
        id: String, theme: String, defaultStartCharacter: String,
        characters: [StoryCharacter], locations: [StoryLocation]
    ) {
        self.id = id
        self.theme = theme
        self.defaultStartCharacter = defaultStartCharacter
        self.characters = characters
        self.locations = locations
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, theme
        case defaultStartCharacter = "default_start_character"
        case characters, locations
    }

    package func character(id: String) -> StoryCharacter? {
        characters.first { $0.id == id }
    }

    package func location(id: String) -> StoryLocation? {
        locations.first { $0.id == id }
    }
}

extension Universe: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(
            CodingKeys.self,
            nested: [
                .characters: .list(.object(StoryCharacter.CodingKeys.self)),
                .locations: .list(.object(StoryLocation.CodingKeys.self)),
            ])
    }
}

package struct StoryCharacter: Codable, Sendable, Equatable {
    /// Referenced by stories; not written to the JSON.
    package var id: String
    package var name: String
    /// The JSON `type`, e.g. `baby crab`.
    package var type: String
    package var description: String
    package var imageAsset: String

    package init(id: String, name: String, type: String, description: String, imageAsset: String) {
        self.id = id
        self.name = name
        self.type = type
        self.description = description
        self.imageAsset = imageAsset
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, type, description
        case imageAsset = "image_asset"
    }
}

package struct StoryLocation: Codable, Sendable, Equatable {
    /// Written to the JSON `location`.
    package var id: String
    package var name: String
    /// `#RRGGBB`, the JSON `visual_theme.background_color`.
    package var backgroundColor: String
    package var decorativeElements: [String]

    package init(id: String, name: String, backgroundColor: String, decorativeElements: [String]) {
        self.id = id
        self.name = name
        self.backgroundColor = backgroundColor
        self.decorativeElements = decorativeElements
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name
        case backgroundColor = "background_color"
        case decorativeElements = "decorative_elements"
    }
}

/// Read as `init(from:)` reads them, key by key in its order (the contract: `NodeDecodable`).
extension Universe: NodeDecodable {
    init(yaml value: NodeValue) throws {
        let fields = try value.fields()
        id = try fields.value(CodingKeys.id).string()
        theme = try fields.value(CodingKeys.theme).string()
        defaultStartCharacter = try fields.value(CodingKeys.defaultStartCharacter).string()
        characters = try fields.value(CodingKeys.characters).list { try $0.decode(StoryCharacter.self) }
        locations = try fields.value(CodingKeys.locations).list { try $0.decode(StoryLocation.self) }
    }
}

extension StoryCharacter: NodeDecodable {
    init(yaml value: NodeValue) throws {
        let fields = try value.fields()
        id = try fields.value(CodingKeys.id).string()
        name = try fields.value(CodingKeys.name).string()
        type = try fields.value(CodingKeys.type).string()
        description = try fields.value(CodingKeys.description).string()
        imageAsset = try fields.value(CodingKeys.imageAsset).string()
    }
}

extension StoryLocation: NodeDecodable {
    init(yaml value: NodeValue) throws {
        let fields = try value.fields()
        id = try fields.value(CodingKeys.id).string()
        name = try fields.value(CodingKeys.name).string()
        backgroundColor = try fields.value(CodingKeys.backgroundColor).string()
        decorativeElements = try fields.value(CodingKeys.decorativeElements).list { try $0.string() }
    }
}
