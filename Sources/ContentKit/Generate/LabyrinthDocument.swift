import MazeKit

/// Builds one labyrinth file's JSON, keys in the order the app's files use (SPEC.md).
public enum LabyrinthDocument {
    public static func make(
        job: LabyrinthJob, maze: GeneratedMaze, config: MazegenConfig, catalogue: StoryCatalogue
    ) throws(GenerationError) -> JSONValue {
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
        let storyKey = LabyrinthJob.id(universe: config.universe, story: story.number, level: "")
        var document: JSONObject = [
            "id": .string(job.id),
            "difficulty": .string(job.level.name),
            "theme": .string(catalogue.universe.theme),
            "location": .string(story.location),
            "title": .string(story.title),
            "story_setup": .string(story.storySetup),
            "instruction": .string(story.instruction),
            "tts_instruction": .string(story.ttsInstruction),
            "character_start": character(start, position: story.startPosition.rawValue),
            "character_end": character(end, position: story.endPosition.rawValue),
            "educational_question": .string(story.educationalQuestion),
            "fun_fact": .string(story.funFact),
            "completion_message": .string(story.completionMessage),
        ]
        if let rule = story.itemRule, let emoji = story.itemEmoji {
            document.append("item_rule", .string(rule.rawValue))
            document.append("item_emoji", .string(emoji))
        }
        document.append("path_data", pathData(maze: maze, job: job, config: config))
        document.append("visual_theme", .object([
            "background_color": .string(location.backgroundColor),
            "decorative_elements": .array(location.decorativeElements.map(JSONValue.string)),
        ]))
        // Every level of a story shares its narration: `denny_007_instruction.mp3`.
        document.append("audio_instruction", .string(storyKey + "instruction.mp3"))
        document.append("audio_completion", .string(storyKey + "completion.mp3"))
        return .object(document)
    }

    static func character(_ character: StoryCharacter, position: String) -> JSONValue {
        .object([
            "type": .string(character.type),
            "description": .string(character.description),
            "position": .string(position),
            "name": .string(character.name),
            "image_asset": .string(character.imageAsset),
        ])
    }

    static func pathData(maze: GeneratedMaze, job: LabyrinthJob, config: MazegenConfig) -> JSONValue {
        var pathData: JSONObject = [
            "svg_path": .string(maze.drawing),
            "solution_path": .string(maze.solutionPath),
            "width": .int(job.level.pathWidth),
            "complexity": .string(job.level.name),
            "maze_type": .string(maze.mazeType),
            "start_point": point(maze.startPoint),
            "end_point": point(maze.endPoint),
            "segments": .array(maze.segments.map { .object(["start": point($0.start), "end": point($0.end)]) }),
            "canvas_width": .int(config.canvas.width),
            "canvas_height": .int(config.canvas.height),
            "control_points": .array([]),
        ]
        if let emoji = job.story.itemEmoji, job.story.isAdventure {
            pathData.append("items", .array(maze.items.map { item in
                .object([
                    "x": .int(item.point.x),
                    "y": .int(item.point.y),
                    "emoji": .string(emoji),
                    "on_solution": .bool(item.onSolution),
                ])
            }))
        }
        return .object(pathData)
    }

    static func point(_ point: Point) -> JSONValue {
        .object(["x": .int(point.x), "y": .int(point.y)])
    }
}
