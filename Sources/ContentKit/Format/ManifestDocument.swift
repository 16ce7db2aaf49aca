import ContentJSON
import LabyrinthKit

/// `manifest.json` as the app's `LabyrinthManifest` shapes it, with the `universe` the app does not read first,
/// keys in the app's order.
package enum ManifestDocument {
    package static func make(universe: String, manifest: LabyrinthManifest) -> JSONValue {
        var object: JSONObject = [
            ManifestKey.universe.rawValue: .string(universe),
            ManifestKey.total.rawValue: .int(manifest.total),
        ]
        if let packs = manifest.packs { object.append(ManifestKey.packs.rawValue, .array(packs.map(pack))) }
        object.append(ManifestKey.labyrinths.rawValue, .array(manifest.labyrinths.map(entry)))
        return .object(object)
    }

    /// One entry of `packs`, for generate and migrate alike: `stories` in the pack's display order, as the app shows them.
    package static func pack(_ pack: PackInfo) -> JSONValue {
        .object([
            PackKey.id.rawValue: .string(pack.id),
            PackKey.title.rawValue: .string(pack.title),
            PackKey.freeStories.rawValue: .int(pack.freeStories),
            PackKey.stories.rawValue: .array(pack.stories.map(JSONValue.int)),
        ])
    }

    /// One entry of `labyrinths`; a story or location the entry lacks is left out, as the app allows.
    static func entry(_ entry: LabyrinthManifest.Entry) -> JSONValue {
        var object: JSONObject = [
            ManifestEntryKey.id.rawValue: .string(entry.id),
            ManifestEntryKey.difficulty.rawValue: .string(entry.difficulty),
        ]
        if let story = entry.story { object.append(ManifestEntryKey.story.rawValue, .int(story)) }
        object.append(ManifestEntryKey.theme.rawValue, .string(entry.theme))
        if let location = entry.location { object.append(ManifestEntryKey.location.rawValue, .string(location)) }
        object.append(ManifestEntryKey.title.rawValue, .string(entry.title))
        return .object(object)
    }
}
