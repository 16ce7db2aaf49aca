import LabyrinthKit

/// The narration files a story's labyrinths name: every level of a story shares them (`denny_007_instruction.mp3`).
/// Generate writes these names, and import notes a shipped file that names others.
package enum StoryAudio {
    package static func instruction(universe: String, story: Int) -> String { name(universe, story, "instruction") }
    package static func completion(universe: String, story: Int) -> String { name(universe, story, "completion") }

    private static func name(_ universe: String, _ story: Int, _ part: String) -> String {
        universe + "_" + LabyrinthName.storyDigits(story) + "_" + part + ".mp3"
    }
}
