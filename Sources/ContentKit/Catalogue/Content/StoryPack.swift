import LabyrinthKit
import MazeKit

/// A book of stories sold as one purchase (`content/packs/<id>.yaml`).
package struct StoryPack: Codable, Sendable, Equatable {
    package var id: String
    package var title: String
    /// Packs are listed by this number (ascending) in the manifest, whatever their file names.
    package var order: Int
    /// The JSON `theme` of the pack's files and manifest entries; nil means the universe's.
    package var theme: String?
    /// The first `freeStories` stories, in the order listed, are free.
    package var freeStories: Int
    /// In the order the app shows them (its display order), which need not be by number.
    package var stories: [Story]
    /// The file the pack was read from; empty for packs built in code.
    package var sourceFile: String = ""

    package init(
        id: String, title: String, order: Int, theme: String? = nil, freeStories: Int, stories: [Story],
        sourceFile: String = ""
    ) {
        self.id = id
        self.title = title
        self.order = order
        self.theme = theme
        self.freeStories = freeStories
        self.stories = stories
        self.sourceFile = sourceFile
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, order, theme
        case freeStories = "free_stories"
        case stories
    }

    package var storyNumbers: [Int] { stories.map(\.number) }

    /// The same pack for the app: everything but where it sits in the shop (`order`) and the file it came from.
    package func sameContent(as other: StoryPack) -> Bool {
        id == other.id && title == other.title && theme == other.theme && freeStories == other.freeStories
            && stories == other.stories
    }
}

extension StoryPack: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(CodingKeys.self, nested: [.stories: .list(Story.keySchema)])
    }
}

package struct Story: Codable, Sendable, Equatable {
    package var number: Int
    package var title: String
    /// A location id of the universe.
    package var location: String
    /// A character id; nil means the universe's default start character.
    package var startCharacter: String?
    /// A character id of the universe.
    package var endCharacter: String
    package var startPosition: GridPosition
    package var endPosition: GridPosition
    package var style: StoryStyle
    /// Required for mazes; an organic path has none.
    package var shape: Shape?
    /// Present for adventures only.
    package var itemRule: ItemRule?
    package var itemEmoji: String?
    package var storySetup: String
    package var instruction: String
    package var ttsInstruction: String
    package var educationalQuestion: String
    package var funFact: String
    package var completionMessage: String
    /// An organic story's picture: a figure id of the figure library. Every organic story names one (generate stops without).
    package var figure: String?

    package init(
        number: Int, title: String, location: String, startCharacter: String? = nil, endCharacter: String,
        startPosition: GridPosition, endPosition: GridPosition, style: StoryStyle, shape: Shape?,
        itemRule: ItemRule? = nil, itemEmoji: String? = nil, storySetup: String, instruction: String,
        ttsInstruction: String, educationalQuestion: String, funFact: String, completionMessage: String,
        figure: String? = nil
    ) {
        self.number = number
        self.title = title
        self.location = location
        self.startCharacter = startCharacter
        self.endCharacter = endCharacter
        self.startPosition = startPosition
        self.endPosition = endPosition
        self.style = style
        self.shape = shape
        self.itemRule = itemRule
        self.itemEmoji = itemEmoji
        self.storySetup = storySetup
        self.instruction = instruction
        self.ttsInstruction = ttsInstruction
        self.educationalQuestion = educationalQuestion
        self.funFact = funFact
        self.completionMessage = completionMessage
        self.figure = figure
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case number, title, location
        case startCharacter = "start_character"
        case endCharacter = "end_character"
        case startPosition = "start_position"
        case endPosition = "end_position"
        case style, shape
        case itemRule = "item_rule"
        case itemEmoji = "item_emoji"
        case storySetup = "story_setup"
        case instruction
        case ttsInstruction = "tts_instruction"
        case educationalQuestion = "educational_question"
        case funFact = "fun_fact"
        case completionMessage = "completion_message"
        case figure
    }

    static var keySchema: KeySchema {
        .object(
            CodingKeys.self,
            nested: [
                .startPosition: .choice(GridPosition.self),
                .endPosition: .choice(GridPosition.self),
                .style: .choice(StoryStyle.self),
                .shape: .choice(Shape.self),
                .itemRule: .choice(ItemRule.self),
            ])
    }

    /// A story with something to do on the way; a new item rule must say whether it is one.
    package var isAdventure: Bool {
        switch kind.itemRule {
        case .collect, .avoid: true
        case nil: false
        }
    }

    /// The six texts with their YAML/JSON key, in the app's key order.
    package var texts: [(key: String, text: String)] {
        [
            (CodingKeys.storySetup.rawValue, storySetup),
            (CodingKeys.instruction.rawValue, instruction),
            (CodingKeys.ttsInstruction.rawValue, ttsInstruction),
            (CodingKeys.educationalQuestion.rawValue, educationalQuestion),
            (CodingKeys.funFact.rawValue, funFact),
            (CodingKeys.completionMessage.rawValue, completionMessage),
        ]
    }
}
