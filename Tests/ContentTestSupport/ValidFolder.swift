import ContentFormat
import ContentJSON
import ContentValidate
import LabyrinthKit

/// A complete, valid folder: one story at three levels (all the example's 3 x 4 maze, so the profile gives
/// every level that size), a manifest with one pack, and the samples.
package enum ValidFolder {
    package static let profile: ValidationProfile = {
        var profile = ValidationProfile.standard
        let easy = profile.levels[0]
        profile.levels = profile.levels.map { level in
            var same = easy
            same.name = level.name
            return same
        }
        return profile
    }()

    package static func labyrinth(story: Int = 1, level: String, adventure: Bool = false) -> JSONValue {
        let id = "denny_\(LabyrinthName.storyDigits(story))_\(level)"
        let base = adventure ? try! JSONReader.parse(ExampleLabyrinth.adventureText()).value : ExampleLabyrinth.value
        return base.setting("/id", to: .string(id)).setting("/difficulty", to: .string(level))
            .setting("/path_data/complexity", to: .string(level))
    }

    package static var manifest: JSONValue {
        let entries = ["easy", "medium", "hard"].map { level -> JSONValue in
            .object([
                "id": .string("denny_001_\(level)"), "difficulty": .string(level), "story": .int(1),
                "theme": .string("ocean"),
                "location": .string("sandy_shore"), "title": .string("Denny Finds Mommy Coral"),
            ])
        }
        let pack: JSONValue = .object([
            "id": .string("ocean_adventures"), "title": .string("Ocean Adventures"), "free_stories": .int(1),
            "stories": .array([.int(1)]),
        ])
        return .object([
            "universe": .string("denny"), "total": .int(3), "packs": .array([pack]), "labyrinths": .array(entries),
        ])
    }

    package static var files: [String: [UInt8]] {
        var files: [String: [UInt8]] = [
            "manifest.json": JSONWriter.bytes(manifest),
            "difficulty_samples.json": Array(ExampleSamples.valid.utf8),
        ]
        for level in ["easy", "medium", "hard"] {
            files["denny_001_\(level).json"] = JSONWriter.bytes(labyrinth(level: level))
        }
        return files
    }

    package static func edited(_ file: String, _ changes: (JSONValue) -> JSONValue) -> [String: [UInt8]] {
        var files = files
        let value = try! JSONReader.parse(files[file]!).value
        files[file] = JSONWriter.bytes(changes(value))
        return files
    }

    package static var labyrinthBytes: [UInt8] { files["denny_001_easy.json"]! }

    /// The size of the folder's largest labyrinth file, a limit every labyrinth meets.
    package static var largestLabyrinth: Int { files.filter { $0.key.hasPrefix("denny_") }.values.map(\.count).max()! }

    /// `bytes` padded with spaces (JSON and YAML whitespace) to `count` bytes.
    package static func padded(_ bytes: [UInt8], to count: Int) -> [UInt8] {
        bytes + [UInt8](repeating: 32, count: count - bytes.count)
    }
}
