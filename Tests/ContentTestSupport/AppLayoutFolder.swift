import ContentFormat
import ContentJSON
import ContentSupport
import Foundation
import TestSupport

/// The committed folder in the layout the app ships today (three packs, collect and avoid, organic, several shapes, a
/// manifest without `universe`, a colour the app only tolerates): what validate, import and the golden outputs read.
package enum AppLayoutFolder {
    package struct MissingFile: Error, CustomStringConvertible {
        package let name: String
        package var description: String { "the folder has no \(name) to edit" }
    }

    package static let shipped = LegacyFixture.repositoryRoot.appendingPathComponent("content/labyrinths")
    package static let avoidFile = "denny_029_medium.json"

    /// The committed folder, reshaped into today's app layout: the forest pack split into two packs without
    /// free stories, no `universe` in the manifest, one shell maze renamed to a shape the config does not know,
    /// and one background colour that is not `#RRGGBB`.
    package static func files(unknownShape: Bool = true, tolerableColour: Bool = true) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) where name.hasSuffix(".json") {
            files[name] = Array(try Data(contentsOf: shipped.appendingPathComponent(name)))
        }
        let forest: JSONValue = .object([
            "id": .string("forest_friends"), "title": .string("Forest Friends"), "free_stories": .int(0),
            "stories": .array((21...30).map(JSONValue.int)),
        ])
        let meadow: JSONValue = .object([
            "id": .string("meadow_days"), "title": .string("Meadow Days"), "free_stories": .int(0),
            "stories": .array((31...40).map(JSONValue.int)),
        ])
        try edit(&files, ContentLayout.manifestName) { manifest in
            let ocean = manifest[pointer: "/packs/0"] ?? .null
            return manifest.setting("/universe", to: nil).setting("/packs", to: .array([ocean, forest, meadow]))
        }
        if unknownShape {
            try edit(&files, "denny_027_easy.json") {
                $0.setting("/path_data/maze_type", to: .string("shaped_starfish"))
            }
        }
        if tolerableColour {
            try edit(&files, "denny_021_easy.json") {
                $0.setting("/visual_theme/background_color", to: .string("forest green"))
            }
        }
        return files
    }

    package static func edit(_ files: inout [String: [UInt8]], _ name: String, _ change: (JSONValue) -> JSONValue)
        throws
    {
        guard let bytes = files[name] else { throw MissingFile(name: name) }
        let value = try JSONReader.parse(bytes).value
        files[name] = JSONWriter.bytes(change(value))
    }
}
