import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit

/// A tiny valid manifest for the examples: one story at the three levels in one pack.
enum ExampleManifest {
    static func entry(_ story: Int, _ level: String, title: String = "Denny Finds Mommy Coral") -> String {
        let id = "denny_\(LabyrinthName.storyDigits(story))_\(level)"
        return
            #"{"id": "\#(id)", "difficulty": "\#(level)", "story": \#(story), "theme": "ocean", "location": "sandy_shore", "title": "\#(title)"}"#
    }

    /// Entries of story 1 at these levels, in this order.
    static func entries(_ levels: [DifficultyLevel]) -> [String] { levels.map { entry(1, $0.rawValue) } }

    static func text(
        total: Int = 3,
        packs: String =
            #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": [1]}]"#,
        entries: [String] = entries(DifficultyLevel.allCases)
    ) -> String {
        #"{"universe": "denny", "total": \#(total), "packs": \#(packs), "labyrinths": [\#(entries.joined(separator: ", "))]}"#
    }

    /// The manifest with the three labyrinth files it lists (only the fields the manifest shares).
    static func folder(_ manifest: String = text(), extraFiles: [String: String] = [:]) -> RuleExample {
        var files = ["manifest.json": manifest]
        for level in DifficultyLevel.allCases.map(\.rawValue) {
            files["denny_001_\(level).json"] =
                #"{"id": "denny_001_\#(level)", "difficulty": "\#(level)", "theme": "ocean", "location": "sandy_shore", "title": "Denny Finds Mommy Coral"}"#
        }
        return RuleExample(files.merging(extraFiles) { $1 })
    }

    /// That folder, on whose manifest the rule reports at `pointer`.
    static func folder(_ manifest: String = text(), at pointer: JSONPointer?) -> RuleExample {
        folder(manifest).finding(in: ContentLayout.manifestName, at: pointer)
    }
}
