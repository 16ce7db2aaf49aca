import ContentCatalogue
import ContentFormat
import LabyrinthKit
import MazeKit

extension LabyrinthFileContent {
    /// The file of one level of a story: its characters, place and level looked up in the catalogue and the
    /// config, so that the document writer gets only texts and numbers.
    init(job: LabyrinthJob, path: LabyrinthPath, config: MazegenConfig, catalogue: StoryCatalogue)
        throws(GenerationError)
    {
        let story = job.story
        guard let start = catalogue.startCharacter(of: story) else {
            throw .missingReference(id: job.id, what: "the start character is not in the universe")
        }
        guard let end = catalogue.endCharacter(of: story) else {
            throw .missingReference(
                id: job.id, what: "the end character \"\(story.endCharacter)\" is not in the universe")
        }
        guard let location = catalogue.location(of: story) else {
            throw .missingReference(id: job.id, what: "the location \"\(story.location)\" is not in the universe")
        }
        let width = job.level.pathWidth(for: story.kind)
        self.init(
            id: job.id, difficulty: job.level.name, theme: job.theme, location: story.location, title: story.title,
            storySetup: story.storySetup, instruction: story.instruction, ttsInstruction: story.ttsInstruction,
            characterStart: LabyrinthCharacter(start, position: story.startPosition),
            characterEnd: LabyrinthCharacter(end, position: story.endPosition),
            educationalQuestion: story.educationalQuestion, funFact: story.funFact,
            completionMessage: story.completionMessage,
            adventure: story.itemRule.flatMap { rule in story.itemEmoji.map { (rule, $0) } },
            path: path,
            pathNumbers: PathNumbers(
                width: width, complexity: job.level.name, canvasWidth: config.canvas.width,
                canvasHeight: config.canvas.height),
            visualTheme: VisualTheme(
                backgroundColor: location.backgroundColor, decorativeElements: location.decorativeElements),
            audioInstruction: StoryAudio.instruction(universe: config.universe, story: story.number),
            audioCompletion: StoryAudio.completion(universe: config.universe, story: story.number))
    }
}

extension LabyrinthCharacter {
    init(_ character: StoryCharacter, position: GridPosition) {
        self.init(
            type: character.type, description: character.description, position: position.rawValue, name: character.name,
            imageAsset: character.imageAsset)
    }
}
