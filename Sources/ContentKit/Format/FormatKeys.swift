import ContentJSON
import LabyrinthKit

// The keys of the app's files are spelled once, in LabyrinthKit's coding keys (the app decodes with them);
// mazegen writes, edits and points into files through these names.
package typealias LabyrinthKey = Labyrinth.CodingKeys
package typealias CharacterKey = LabyrinthCharacter.CodingKeys
package typealias PathDataKey = PathData.CodingKeys
package typealias PointKey = PathPoint.CodingKeys
package typealias SegmentKey = PathSegment.CodingKeys
package typealias ItemKey = PathItem.CodingKeys
package typealias VisualThemeKey = VisualTheme.CodingKeys
package typealias ManifestKey = LabyrinthManifest.CodingKeys
package typealias ManifestEntryKey = LabyrinthManifest.Entry.CodingKeys
package typealias PackKey = PackInfo.CodingKeys
package typealias SamplesKey = DifficultySamples.CodingKeys

extension JSONStreamWriter {
    mutating func member(_ key: some CodingKey, _ text: String) { member(key.stringValue, text) }
    mutating func member(_ key: some CodingKey, _ number: Int) { member(key.stringValue, number) }
    mutating func member(_ key: some CodingKey, _ flag: Bool) { member(key.stringValue, flag) }
    mutating func member(_ key: some CodingKey, _ body: (inout JSONStreamWriter) -> Void) {
        member(key.stringValue, body)
    }
}

// Reading and editing a parsed file by the same names, so no lookup spells a key as text.
extension JSONObject {
    /// An object whose members are named by coding keys, in the order written: `JSONObject([PointKey.x: .int(1), .y: .int(2)])`.
    package init<Key: CodingKey>(_ members: KeyValuePairs<Key, JSONValue>) {
        self.init(members.map { JSONMember($0.key.stringValue, $0.value) })
    }

    /// The first member with this key: `object[LabyrinthKey.difficulty]`, `entry[ManifestEntryKey.story]`.
    package subscript(key: some CodingKey) -> JSONValue? {
        get { self[key.stringValue] }
        set { self[key.stringValue] = newValue }
    }

    package mutating func append(_ key: some CodingKey, _ value: JSONValue) { append(key.stringValue, value) }
}
