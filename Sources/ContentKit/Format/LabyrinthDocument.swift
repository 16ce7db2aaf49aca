import LabyrinthKit
import MazeKit

/// One labyrinth file with every text and number chosen: the generator resolves the story's characters, place
/// and level into this, and `LabyrinthDocument` only writes it. Characters and the visual theme are the app's own
/// types (`LabyrinthCharacter`, `VisualTheme`); only `path_data` differs from `Labyrinth`, since a made drawing keeps
/// whole-number points and a kept one its shipped members.
package struct LabyrinthFileContent: Sendable {
    /// What `path_data` holds beside a drawing made now (a kept drawing is written as it was shipped).
    package struct PathNumbers: Sendable {
        package var width: Int
        package var complexity: String
        package var canvasWidth: Int
        package var canvasHeight: Int

        package init(width: Int, complexity: String, canvasWidth: Int, canvasHeight: Int) {
            self.width = width
            self.complexity = complexity
            self.canvasWidth = canvasWidth
            self.canvasHeight = canvasHeight
        }
    }

    package var id: String
    package var difficulty: String
    package var theme: String
    package var location: String
    package var title: String
    package var storySetup: String
    package var instruction: String
    package var ttsInstruction: String
    package var characterStart: LabyrinthCharacter
    package var characterEnd: LabyrinthCharacter
    package var educationalQuestion: String
    package var funFact: String
    package var completionMessage: String
    /// An adventure's rule and the emoji of its items or obstacles; nil for a plain maze.
    package var adventure: (rule: ItemRule, emoji: String)?
    package var path: LabyrinthPath
    package var pathNumbers: PathNumbers
    package var visualTheme: VisualTheme
    package var audioInstruction: String
    package var audioCompletion: String

    package init(
        id: String, difficulty: String, theme: String, location: String, title: String, storySetup: String,
        instruction: String, ttsInstruction: String, characterStart: LabyrinthCharacter,
        characterEnd: LabyrinthCharacter,
        educationalQuestion: String, funFact: String, completionMessage: String,
        adventure: (rule: ItemRule, emoji: String)?,
        path: LabyrinthPath, pathNumbers: PathNumbers, visualTheme: VisualTheme,
        audioInstruction: String, audioCompletion: String
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
        self.adventure = adventure
        self.path = path
        self.pathNumbers = pathNumbers
        self.visualTheme = visualTheme
        self.audioInstruction = audioInstruction
        self.audioCompletion = audioCompletion
    }
}

/// Writes one labyrinth file, keys in the order the app's files use (SPEC.md). It streams straight into
/// bytes: `generate` writes thousands of these, and building a `JSONValue` tree first tripled the cost.
package enum LabyrinthDocument {
    package static func bytes(_ content: LabyrinthFileContent) -> [UInt8] {
        var json = JSONStreamWriter()
        json.object { json in
            json.member(LabyrinthKey.id, content.id)
            json.member(LabyrinthKey.difficulty, content.difficulty)
            json.member(LabyrinthKey.theme, content.theme)
            json.member(LabyrinthKey.location, content.location)
            json.member(LabyrinthKey.title, content.title)
            json.member(LabyrinthKey.storySetup, content.storySetup)
            json.member(LabyrinthKey.instruction, content.instruction)
            json.member(LabyrinthKey.ttsInstruction, content.ttsInstruction)
            json.member(LabyrinthKey.characterStart) { character(content.characterStart, into: &$0) }
            json.member(LabyrinthKey.characterEnd) { character(content.characterEnd, into: &$0) }
            json.member(LabyrinthKey.educationalQuestion, content.educationalQuestion)
            json.member(LabyrinthKey.funFact, content.funFact)
            json.member(LabyrinthKey.completionMessage, content.completionMessage)
            if let adventure = content.adventure {
                json.member(LabyrinthKey.itemRule, adventure.rule.rawValue)
                json.member(LabyrinthKey.itemEmoji, adventure.emoji)
            }
            switch content.path {
            case .made(let drawing): json.member(LabyrinthKey.pathData) { pathData(drawing, of: content, into: &$0) }
            case .kept(let shipped): json.member(LabyrinthKey.pathData.rawValue, .object(shipped))
            }
            json.member(LabyrinthKey.visualTheme) { json in
                json.object { json in
                    json.member(VisualThemeKey.backgroundColor, content.visualTheme.backgroundColor)
                    json.member(VisualThemeKey.decorativeElements) { json in
                        json.array { json in
                            for element in content.visualTheme.decorativeElements { json.value(element) }
                        }
                    }
                }
            }
            json.member(LabyrinthKey.audioInstruction, content.audioInstruction)
            json.member(LabyrinthKey.audioCompletion, content.audioCompletion)
        }
        return json.finish()
    }

    /// A name or picture the character lacks is left out, as the app allows.
    static func character(_ character: LabyrinthCharacter, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member(CharacterKey.type, character.type)
            json.member(CharacterKey.description, character.description)
            json.member(CharacterKey.position, character.position)
            if let name = character.name { json.member(CharacterKey.name, name) }
            if let imageAsset = character.imageAsset { json.member(CharacterKey.imageAsset, imageAsset) }
        }
    }

    static func pathData(_ drawing: PathDrawing, of content: LabyrinthFileContent, into json: inout JSONStreamWriter) {
        let numbers = content.pathNumbers
        json.object { json in
            json.member(PathDataKey.svgPath, drawing.svgPath)
            json.member(PathDataKey.solutionPath, drawing.solutionPath)
            json.member(PathDataKey.width, numbers.width)
            json.member(PathDataKey.complexity, numbers.complexity)
            json.member(PathDataKey.mazeType, drawing.mazeType)
            json.member(PathDataKey.startPoint) { point(drawing.startPoint, into: &$0) }
            json.member(PathDataKey.endPoint) { point(drawing.endPoint, into: &$0) }
            json.member(PathDataKey.segments) { json in
                json.array { json in
                    for segment in drawing.segments {
                        json.object { json in
                            json.member(SegmentKey.start) { point(segment.start, into: &$0) }
                            json.member(SegmentKey.end) { point(segment.end, into: &$0) }
                        }
                    }
                }
            }
            json.member(PathDataKey.canvasWidth, numbers.canvasWidth)
            json.member(PathDataKey.canvasHeight, numbers.canvasHeight)
            json.member(PathDataKey.controlPoints) { json in
                json.array { json in
                    for control in drawing.controlPoints { point(control, into: &json) }
                }
            }
            guard let adventure = content.adventure else { return }
            switch adventure.rule {
            case .collect:
                json.member(PathDataKey.items) { items(drawing.items, emoji: adventure.emoji, into: &$0) }
            case .avoid:
                // Obstacles sit beside the route, never on it as an item to reach: the app's files say false.
                let obstacles = drawing.obstacles.map { PathDrawing.Item(point: $0, onSolution: false) }
                json.member(PathDataKey.avoidItems) { items(obstacles, emoji: adventure.emoji, into: &$0) }
            }
        }
    }

    static func items(_ items: [PathDrawing.Item], emoji: String, into json: inout JSONStreamWriter) {
        json.array { json in
            for item in items {
                json.object { json in
                    json.member(ItemKey.x, item.point.x)
                    json.member(ItemKey.y, item.point.y)
                    json.member(ItemKey.emoji, emoji)
                    json.member(ItemKey.onSolution, item.onSolution)
                }
            }
        }
    }

    static func point(_ point: Point, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member(PointKey.x, point.x)
            json.member(PointKey.y, point.y)
        }
    }
}
