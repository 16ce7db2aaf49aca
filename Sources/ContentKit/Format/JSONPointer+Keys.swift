import ContentJSON
import LabyrinthKit

// Pointers into the app's files are built from the coding keys the app decodes with (FormatKeys.swift), so a
// renamed key cannot leave a finding or a migration pointing at a place no file has. A document's own keys
// start a pointer (`.pathData(.width)`, `.manifest(.total)`); `/` goes deeper by key or list position:
// `.pathData(.segments) / 0 / SegmentKey.start / PointKey.x` is "/path_data/segments/0/start/x".
extension JSONPointer {
    /// A pointer spelled with the format's keys: `JSONPointer(LabyrinthKey.pathData, PathDataKey.width)`.
    package init(_ keys: any CodingKey...) {
        self.init(tokens: keys.map(\.stringValue))
    }

    /// A top-level member of a labyrinth file: `.labyrinth(.title)` is "/title".
    package static func labyrinth(_ key: LabyrinthKey) -> JSONPointer { JSONPointer(key) }

    /// A member of a labyrinth's `path_data`: `.pathData(.width)` is "/path_data/width".
    package static func pathData(_ key: PathDataKey) -> JSONPointer { JSONPointer(LabyrinthKey.pathData, key) }

    /// A top-level member of the manifest: `.manifest(.total)` is "/total".
    package static func manifest(_ key: ManifestKey) -> JSONPointer { JSONPointer(key) }

    /// A level's drawing in the difficulty samples: `.samples(.easy)` is "/easy".
    package static func samples(_ key: SamplesKey) -> JSONPointer { JSONPointer(key) }

    /// One level deeper, into a member of an object.
    package static func / (pointer: JSONPointer, key: some CodingKey) -> JSONPointer {
        pointer.appending(key.stringValue)
    }

    /// One level deeper, into an element of an array.
    package static func / (pointer: JSONPointer, index: Int) -> JSONPointer { pointer.appending(index) }
}
