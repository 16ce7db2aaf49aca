import LabyrinthKit

// The keys of the app's files are spelled once, in LabyrinthKit's coding keys (the app decodes with them);
// mazegen writes, edits and points into files through these names.
typealias LabyrinthKey = Labyrinth.CodingKeys
typealias CharacterKey = LabyrinthCharacter.CodingKeys
typealias PathDataKey = PathData.CodingKeys
typealias PointKey = PathPoint.CodingKeys
typealias SegmentKey = PathSegment.CodingKeys
typealias ItemKey = PathItem.CodingKeys
typealias VisualThemeKey = VisualTheme.CodingKeys
typealias ManifestKey = LabyrinthManifest.CodingKeys
typealias ManifestEntryKey = LabyrinthManifest.Entry.CodingKeys
typealias PackKey = PackInfo.CodingKeys
typealias SamplesKey = DifficultySamples.CodingKeys

extension JSONStreamWriter {
    mutating func member(_ key: some CodingKey, _ text: String) { member(key.stringValue, text) }
    mutating func member(_ key: some CodingKey, _ number: Int) { member(key.stringValue, number) }
    mutating func member(_ key: some CodingKey, _ flag: Bool) { member(key.stringValue, flag) }
    mutating func member(_ key: some CodingKey, _ body: (inout JSONStreamWriter) -> Void) { member(key.stringValue, body) }
}
