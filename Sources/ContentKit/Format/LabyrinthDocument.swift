import LabyrinthKit
import MazeKit

/// Writes one labyrinth file, keys in the order the app's files use (SPEC.md). It streams straight into
/// bytes: `generate` writes thousands of these, and building a `JSONValue` tree first tripled the cost.
public enum LabyrinthDocument {
    public static func bytes(
        job: LabyrinthJob, maze: GeneratedMaze, config: MazegenConfig, catalogue: StoryCatalogue
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
            json.member("id", job.id)
            json.member("difficulty", job.level.name)
            json.member("theme", catalogue.universe.theme)
            json.member("location", story.location)
            json.member("title", story.title)
            json.member("story_setup", story.storySetup)
            json.member("instruction", story.instruction)
            json.member("tts_instruction", story.ttsInstruction)
            json.member("character_start") { character(start, position: story.startPosition, into: &$0) }
            json.member("character_end") { character(end, position: story.endPosition, into: &$0) }
            json.member("educational_question", story.educationalQuestion)
            json.member("fun_fact", story.funFact)
            json.member("completion_message", story.completionMessage)
            if let rule = story.itemRule, let emoji = story.itemEmoji {
                json.member("item_rule", rule.rawValue)
                json.member("item_emoji", emoji)
            }
            json.member("path_data") { pathData(maze: maze, job: job, config: config, into: &$0) }
            json.member("visual_theme") { json in
                json.object { json in
                    json.member("background_color", location.backgroundColor)
                    json.member("decorative_elements") { json in
                        json.array { json in location.decorativeElements.forEach { json.value($0) } }
                    }
                }
            }
            json.member("audio_instruction", audioPrefix + "instruction.mp3")
            json.member("audio_completion", audioPrefix + "completion.mp3")
        }
        return json.finish()
    }

    static func character(_ character: StoryCharacter, position: GridPosition, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member("type", character.type)
            json.member("description", character.description)
            json.member("position", position.rawValue)
            json.member("name", character.name)
            json.member("image_asset", character.imageAsset)
        }
    }

    static func pathData(maze: GeneratedMaze, job: LabyrinthJob, config: MazegenConfig, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member("svg_path", maze.drawing)
            json.member("solution_path", maze.solutionPath)
            json.member("width", job.level.pathWidth)
            json.member("complexity", job.level.name)
            json.member("maze_type", maze.mazeType)
            json.member("start_point") { point(maze.startPoint, into: &$0) }
            json.member("end_point") { point(maze.endPoint, into: &$0) }
            json.member("segments") { json in
                json.array { json in
                    for segment in maze.segments {
                        json.object { json in
                            json.member("start") { point(segment.start, into: &$0) }
                            json.member("end") { point(segment.end, into: &$0) }
                        }
                    }
                }
            }
            json.member("canvas_width", config.canvas.width)
            json.member("canvas_height", config.canvas.height)
            json.member("control_points") { $0.array { _ in } }
            if let emoji = job.story.itemEmoji, job.story.isAdventure {
                json.member("items") { json in
                    json.array { json in
                        for item in maze.items {
                            json.object { json in
                                json.member("x", item.point.x)
                                json.member("y", item.point.y)
                                json.member("emoji", emoji)
                                json.member("on_solution", item.onSolution)
                            }
                        }
                    }
                }
            }
        }
    }

    static func point(_ point: Point, into json: inout JSONStreamWriter) {
        json.object { json in
            json.member("x", point.x)
            json.member("y", point.y)
        }
    }
}
