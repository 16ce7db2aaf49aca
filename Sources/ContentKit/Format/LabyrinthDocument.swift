import LabyrinthKit
import MazeKit

/// Writes one labyrinth file, keys in the order the app's files use (SPEC.md). It streams straight into
/// bytes: `generate` writes thousands of these, and building a `JSONValue` tree first tripled the cost.
public enum LabyrinthDocument {
    public static func bytes(
        job: LabyrinthJob, path: LabyrinthPath, config: MazegenConfig, catalogue: StoryCatalogue
    ) throws(GenerationError) -> [UInt8] {
        let story = job.story
        guard let start = catalogue.startCharacter(of: story) else {
            throw .missingReference(id: job.id, what: "the start character is not in the universe")
        }
        guard let end = catalogue.endCharacter(of: story) else {
            throw .missingReference(id: job.id, what: "the end character \"\(story.endCharacter)\" is not in the universe")
        }
        guard let location = catalogue.location(of: story) else {
            throw .missingReference(id: job.id, what: "the location \"\(story.location)\" is not in the universe")
        }
        // Every level of a story shares its narration: `denny_007_instruction.mp3`.
        let audioPrefix = config.universe + "_" + LabyrinthName.storyDigits(story.number) + "_"

        var json = JSONStreamWriter()
        json.object { json in
            json.member(LabyrinthKey.id, job.id)
            json.member(LabyrinthKey.difficulty, job.level.name)
            json.member(LabyrinthKey.theme, job.theme)
            json.member(LabyrinthKey.location, story.location)
            json.member(LabyrinthKey.title, story.title)
            json.member(LabyrinthKey.storySetup, story.storySetup)
            json.member(LabyrinthKey.instruction, story.instruction)
            json.member(LabyrinthKey.ttsInstruction, story.ttsInstruction)
            json.member(LabyrinthKey.characterStart) { character(start, position: story.startPosition, into: &$0) }
            json.member(LabyrinthKey.characterEnd) { character(end, position: story.endPosition, into: &$0) }
            json.member(LabyrinthKey.educationalQuestion, story.educationalQuestion)
            json.member(LabyrinthKey.funFact, story.funFact)
            json.member(LabyrinthKey.completionMessage, story.completionMessage)
            if let rule = story.itemRule, let emoji = story.itemEmoji {
                json.member(LabyrinthKey.itemRule, rule.rawValue)
                json.member(LabyrinthKey.itemEmoji, emoji)
            }
            switch path {
            case .made(let drawing): json.member(LabyrinthKey.pathData) { pathData(drawing, job: job, config: config, into: &$0) }
            case .kept(let shipped): json.member(LabyrinthKey.pathData.rawValue, .object(shipped))
            }
            json.member(LabyrinthKey.visualTheme) { json in
                json.object { json in
                    json.member(VisualThemeKey.backgroundColor, location.backgroundColor)
                    json.member(VisualThemeKey.decorativeElements) { json in
                        json.array { json in location.decorativeElements.forEach { json.value($0) } }
                    }
                }
            }
            json.member(LabyrinthKey.audioInstruction, audioPrefix + "instruction.mp3")
            json.member(LabyrinthKey.audioCompletion, audioPrefix + "completion.mp3")
        }
        return json.finish()
    }

    static func character(_ character: StoryCharacter, position: GridPosition, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member(CharacterKey.type, character.type)
            json.member(CharacterKey.description, character.description)
            json.member(CharacterKey.position, position.rawValue)
            json.member(CharacterKey.name, character.name)
            json.member(CharacterKey.imageAsset, character.imageAsset)
        }
    }

    static func pathData(_ drawing: PathDrawing, job: LabyrinthJob, config: MazegenConfig, into json: inout JSONStreamWriter) {
        let isOrganic = job.story.style == .organic
        json.object { json in
            json.member(PathDataKey.svgPath, drawing.svgPath)
            json.member(PathDataKey.solutionPath, drawing.solutionPath)
            json.member(PathDataKey.width, isOrganic ? job.level.organicPath.width : job.level.pathWidth)
            json.member(PathDataKey.complexity, job.level.name)
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
            json.member(PathDataKey.canvasWidth, config.canvas.width)
            json.member(PathDataKey.canvasHeight, config.canvas.height)
            json.member(PathDataKey.controlPoints) { json in
                json.array { json in drawing.controlPoints.forEach { point($0, into: &json) } }
            }
            guard let emoji = job.story.itemEmoji else { return }
            switch job.story.itemRule {
            case .collect:
                json.member(PathDataKey.items) { items(drawing.items, emoji: emoji, into: &$0) }
            case .avoid:
                // Obstacles sit beside the route, never on it as an item to reach: the app's files say false.
                let obstacles = drawing.obstacles.map { PathDrawing.Item(point: $0, onSolution: false) }
                json.member(PathDataKey.avoidItems) { items(obstacles, emoji: emoji, into: &$0) }
            case nil:
                break
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
