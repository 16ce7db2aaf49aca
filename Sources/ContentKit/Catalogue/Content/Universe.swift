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
