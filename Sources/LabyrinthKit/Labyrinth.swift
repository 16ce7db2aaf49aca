import Foundation

/// One labyrinth file, exactly as the app decodes it: required keys are non-optional, optional keys are
/// optional (a `null` reads as absent), and keys the app does not know are ignored. Decoding this type is
/// the definition of "the app can show this file"; mazegen's `validate` uses the same type.
public struct Labyrinth: Codable, Sendable, Equatable, Identifiable {
    /// The labyrinth's id, `denny_007_medium`; the story number comes from it (`storyNumber`).
    public var id: String
    /// Matched exactly by the app: `Easy` decodes but is never shown. See `level`.
    public var difficulty: String
    /// The pack's theme: `ocean`, `space`, `forest`.
    public var theme: String
    /// Optional in the file: the app takes a story's location from the manifest.
    public var location: String?
    /// The story's title.
    public var title: String
    /// The story's opening, before the maze.
    public var storySetup: String
    /// What to do, as written.
    public var instruction: String
    /// What to do, as spoken.
    public var ttsInstruction: String
    /// Who sets out, drawn at the start (Denny).
    public var characterStart: LabyrinthCharacter
    /// Who waits at the end.
    public var characterEnd: LabyrinthCharacter
    /// A question to ask the child about the story's world.
    public var educationalQuestion: String
    /// A fact about the story's world.
    public var funFact: String
    /// The message when the child reaches the end.
    public var completionMessage: String
    /// `collect`, `avoid`, or absent for a plain maze; see `rule`.
    public var itemRule: String?
    /// The thing to collect or to avoid.
    public var itemEmoji: String?
    /// The drawing and what the finger is tested against.
    public var pathData: PathData
    /// The background.
    public var visualTheme: VisualTheme
    /// Audio file of the instruction, when there is one.
    public var audioInstruction: String?
    /// Audio file of the completion message, when there is one.
    public var audioCompletion: String?
    /// Left over from the old 5-level layout; the app no longer reads it, but still decodes it as a string.
    public var ageRange: String?

    /// A labyrinth from its values, for an app's own tests and previews.
    public init(
        id: String,
        difficulty: String,
        theme: String,
        location: String? = nil,
        title: String,
        storySetup: String,
        instruction: String,
        ttsInstruction: String,
        characterStart: LabyrinthCharacter,
        characterEnd: LabyrinthCharacter,
        educationalQuestion: String,
        funFact: String,
        completionMessage: String,
        itemRule: String? = nil,
        itemEmoji: String? = nil,
        pathData: PathData,
        visualTheme: VisualTheme,
        audioInstruction: String? = nil,
        audioCompletion: String? = nil,
        ageRange: String? = nil
    ) {
        self.id = id
        self.difficulty = difficulty
        self.theme = theme
        self.location = location
        self.title = title
        self.storySetup = storySetup
        self.instruction = instruction
        self.ttsInstruction = ttsInstruction
        self.characterStart = characterStart
        self.characterEnd = characterEnd
        self.educationalQuestion = educationalQuestion
        self.funFact = funFact
        self.completionMessage = completionMessage
        self.itemRule = itemRule
        self.itemEmoji = itemEmoji
        self.pathData = pathData
        self.visualTheme = visualTheme
        self.audioInstruction = audioInstruction
        self.audioCompletion = audioCompletion
        self.ageRange = ageRange
    }

    /// The file's keys in the order the app's own files list them; writers follow this order.
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case id, difficulty, theme, location, title
        case storySetup = "story_setup"
        case instruction
        case ttsInstruction = "tts_instruction"
        case characterStart = "character_start"
        case characterEnd = "character_end"
        case educationalQuestion = "educational_question"
        case funFact = "fun_fact"
        case completionMessage = "completion_message"
        case itemRule = "item_rule"
        case itemEmoji = "item_emoji"
        case pathData = "path_data"
        case visualTheme = "visual_theme"
        case audioInstruction = "audio_instruction"
        case audioCompletion = "audio_completion"
        case ageRange = "age_range"
    }

    /// The texts a child reads or hears, besides the theme.
    package static let storyTextKeys: [CodingKeys] = [
        .title, .storySetup, .instruction, .ttsInstruction, .educationalQuestion, .funFact, .completionMessage,
    ]

    /// The level the app shows this file at; nil for a `difficulty` it never matches (`Easy`, `beginner`).
    public var level: DifficultyLevel? { DifficultyLevel(rawValue: difficulty) }

    /// The story number the app derives from the id (`denny_007_medium` → 7).
    public var storyNumber: Int? { LabyrinthName(parsing: id)?.story }

    /// The item rule when it is one the app knows.
    public var rule: ItemRule? { itemRule.flatMap(ItemRule.init(rawValue:)) }

    /// An adventure is any story with an item rule.
    public var isAdventure: Bool { itemRule != nil }
}

/// What an adventure asks of the child on the way.
public enum ItemRule: String, Codable, Sendable, CaseIterable {
    /// Gather every item (`path_data.items`).
    case collect
    /// Go around every obstacle (`path_data.avoid_items`).
    case avoid
}

/// The start or end character of a labyrinth.
public struct LabyrinthCharacter: Codable, Sendable, Equatable {
    /// What the character is (`baby crab`).
    public var type: String
    /// The character in words.
    public var description: String
    /// `bottom_left`, `top_right`, …
    public var position: String
    /// The character's name (`Denny`), when it has one.
    public var name: String?
    /// The character's picture in the app's assets; the shelf shows the end character's.
    public var imageAsset: String?

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case type, description, position, name
        case imageAsset = "image_asset"
    }

    /// A character from its values, for an app's own tests and previews.
    public init(type: String, description: String, position: String, name: String? = nil, imageAsset: String? = nil) {
        self.type = type
        self.description = description
        self.position = position
        self.name = name
        self.imageAsset = imageAsset
    }
}

/// The background of a labyrinth.
public struct VisualTheme: Codable, Sendable, Equatable {
    /// Meant to be `#RRGGBB`; the app falls back to a default colour for anything else (see `hasHexColour`).
    public var backgroundColor: String
    /// May be empty: the app then draws no decorations.
    public var decorativeElements: [String]

    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case backgroundColor = "background_color"
        case decorativeElements = "decorative_elements"
    }

    /// A background from its values, for an app's own tests and previews.
    public init(backgroundColor: String, decorativeElements: [String]) {
        self.backgroundColor = backgroundColor
        self.decorativeElements = decorativeElements
    }

    /// Whether the app shows `backgroundColor` itself rather than its default colour.
    public var hasHexColour: Bool { Self.isHexColour(backgroundColor) }

    /// `#RRGGBB`, either case: the only colour form the app reads.
    package static func isHexColour(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let isHex = { (byte: UInt8) in
            (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
        }
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(isHex)
    }
}
