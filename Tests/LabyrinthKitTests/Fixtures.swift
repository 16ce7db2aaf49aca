import Foundation
import LabyrinthKit

/// Small documents in the app's format, built as text so each test can break exactly one thing.
enum Fixture {
    static func labyrinth(id: String = "denny_001_easy", difficulty: String = "easy", extra: String = "") -> String {
        """
        {
          "id": "\(id)", "difficulty": "\(difficulty)", "theme": "ocean", "location": "sandy_shore", "title": "Hello",
          "story_setup": "s", "instruction": "i", "tts_instruction": "t",
          "character_start": {"type": "crab", "description": "d", "position": "bottom_left", "name": "Denny", "image_asset": "denny"},
          "character_end": {"type": "fish", "description": "d", "position": "top_right", "image_asset": "finn"},
          "educational_question": "q?", "fun_fact": "f", "completion_message": "c",\(extra)
          "path_data": {
            "svg_path": "M 0 0 L 10 0", "solution_path": "M 5 5 L 15 5", "width": 40, "complexity": "\(difficulty)",
            "maze_type": "grid", "start_point": {"x": 5, "y": 5}, "end_point": {"x": 15, "y": 5},
            "segments": [{"start": {"x": 5, "y": 5}, "end": {"x": 15, "y": 5}}], "canvas_width": 600, "canvas_height": 500
          },
          "visual_theme": {"background_color": "#F4D03F", "decorative_elements": ["shell"]}
        }
        """
    }

    static func entry(_ story: Int, _ level: String) -> String {
        let id = "denny_\(LabyrinthName.storyDigits(story))_\(level)"
        return
            #"{"id": "\#(id)", "difficulty": "\#(level)", "story": \#(story), "theme": "ocean", "title": "Story \#(story)"}"#
    }

    /// A manifest with packs `first` (stories 1–3, 2 free) and `second` (4–5, none free); `levels` per story.
    static func manifest(levels: [Int: [String]]) -> String {
        let entries = levels.keys.sorted().flatMap { story in levels[story]!.map { entry(story, $0) } }
        return """
            {"total": \(entries.count), "packs": [
              {"id": "first", "title": "First", "free_stories": 2, "stories": [1, 2, 3]},
              {"id": "second", "title": "Second", "free_stories": 0, "stories": [4, 5]}],
             "labyrinths": [\(entries.joined(separator: ",\n"))]}
            """
    }

    /// A loader over files held in memory.
    static func loader(_ files: [String: String]) -> LabyrinthLoader {
        let data = files.mapValues { Data($0.utf8) }
        return LabyrinthLoader { data[$0] }
    }

    /// Every level file of the given stories, plus the manifest.
    static func folder(levels: [Int: [String]]) -> [String: String] {
        var files = ["manifest.json": manifest(levels: levels)]
        for (story, names) in levels {
            for level in names {
                let id = "denny_\(LabyrinthName.storyDigits(story))_\(level)"
                files[id + ".json"] = labyrinth(id: id, difficulty: level)
            }
        }
        return files
    }
}
