import ContentCatalogue
import Foundation

/// A throwaway stories folder: a small valid universe plus the given pack files.
package struct StoryFolder {
    package let path: String

    package static let universe = """
        id: denny
        theme: ocean
        default_start_character: denny
        characters:
          - {id: denny, name: Denny, type: baby crab, description: A small crab, image_asset: denny}
          - {id: finn, name: Finn, type: clownfish, description: A striped fish, image_asset: finn}
        locations:
          - {id: shore, name: Shore, background_color: "#F4D03F", decorative_elements: [sand]}

        """

    package init(universe: String = StoryFolder.universe, packs: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("stories-\(UUID())").path
        let packsPath = (path as NSString).appendingPathComponent("packs")
        try FileManager.default.createDirectory(atPath: packsPath, withIntermediateDirectories: true)
        try universe.write(
            toFile: (path as NSString).appendingPathComponent("universe.yaml"),
            atomically: true, encoding: .utf8)
        for (name, text) in packs {
            try text.write(
                toFile: (packsPath as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    package func packFile(_ name: String) -> String {
        ((path as NSString).appendingPathComponent("packs") as NSString).appendingPathComponent(name)
    }

    package var universeFile: String { (path as NSString).appendingPathComponent("universe.yaml") }

    /// Loads, removes the folder, and returns the error (nil when loading succeeded).
    package func loadError(expectedUniverse: String? = nil) -> SourceError? {
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try StoryCatalogue.load(from: path, expectedUniverse: expectedUniverse)
            return nil
        } catch {
            return error
        }
    }

    package func load() throws -> StoryCatalogue {
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try StoryCatalogue.load(from: path)
    }
}

/// One story as YAML; `changes` replace a field's raw value, remove it (nil) or add a new key.
package func storyYAML(_ number: Int, _ changes: [String: String?] = [:]) -> String {
    var fields: [(String, String)] = [
        ("number", "\(number)"), ("title", "Story \(number)"), ("location", "shore"),
        ("end_character", "finn"), ("start_position", "bottom_left"), ("end_position", "top_right"),
        ("style", "walls"), ("shape", "rect"), ("story_setup", "Denny is on the shore."),
        ("instruction", "Draw a path to Finn."), ("tts_instruction", "Help Denny find Finn."),
        ("educational_question", "What colour is Finn?"), ("fun_fact", "Clownfish live in anemones."),
        ("completion_message", "Hello, Finn!"),
    ]
    for (key, value) in changes.sorted(by: { $0.key < $1.key }) {
        if let index = fields.firstIndex(where: { $0.0 == key }) {
            if let value { fields[index].1 = value } else { fields.remove(at: index) }
        } else if let value {
            fields.append((key, value))
        }
    }
    let lines = fields.enumerated().map { index, field in
        (index == 0 ? "  - " : "    ") + "\(field.0): \(field.1)"
    }
    return lines.joined(separator: "\n") + "\n"
}

package func packYAML(id: String = "sea", order: Int = 1, free: Int = 1, stories: [String]) -> String {
    "id: \(id)\ntitle: Sea Stories\norder: \(order)\nfree_stories: \(free)\nstories:\n" + stories.joined()
}

/// A stories folder with a figure library next to its universe.
extension StoryFolder {
    package init(figures: String?, packs: [String: String]) throws {
        try self.init(packs: packs)
        if let figures { try figures.write(toFile: figuresFile, atomically: true, encoding: .utf8) }
    }

    package var figuresFile: String { (path as NSString).appendingPathComponent(FigureLibrary.fileName) }

    /// A kite: a diamond drawn from its foot, and its spar from the foot up to the middle, written by hand as the
    /// content team would.
    package static let kiteLibrary = """
        figures:
          - id: kite
            name: Kite
            # a diamond and its spar
            strokes:
              - [[50, 100], [0, 50], [50, 0], [100, 50], [50, 100]]
              - [[50, 100], [50, 45]]
            start: [50, 100]
            end: [50, 45]

        """

    package static func organicStory(_ number: Int, figure: String?, collect: Bool = true) -> String {
        var changes: [String: String?] = [
            "style": "organic", "shape": nil, "start_position": "bottom_left", "end_position": "bottom_right",
        ]
        if let figure { changes["figure"] = figure }
        if collect {
            changes["item_rule"] = "collect"
            changes["item_emoji"] = "\"⭐\""
        }
        return storyYAML(number, changes)
    }
}
