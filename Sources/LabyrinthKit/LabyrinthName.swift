import Foundation

/// A labyrinth's id in the app's layout, `<universe>_<NNN>_<level>` (`denny_007_medium`), and its file name
/// (`denny_007_medium.json`). In the old layout the level part is `lv1` … `lv5`. The app derives a story
/// number from an id with it; mazegen's generate, validate, migrate
/// and review name and recognise files through this one type.
public struct LabyrinthName: Sendable, Hashable, CustomStringConvertible {
    /// The universe part, `denny`.
    public var universe: String
    /// The story number, read from the three digits (`007` → 7).
    public var story: Int
    /// `easy`, or `lv3` in the old layout.
    public var level: String

    package init(universe: String, story: Int, level: String) {
        self.universe = universe
        self.story = story
        self.level = level
    }

    /// Reads an id or a file name (`denny_007_medium` or `denny_007_medium.json`); nil unless it has a
    /// universe, exactly three ASCII digits and a level. The universe may itself contain `_`.
    public init?(parsing text: String) {
        // Validate reads every file name with this, four times a file: an ASCII name (all the app's) is read from
        // its bytes in place, where `hasSuffix` and the UTF-8 view cost thousands of instructions a name. For
        // ASCII text the bytes give what the characters give: its `_` and `.json` are whole characters.
        switch text.utf8.withContiguousStorageIfAvailable(Self.readASCII) ?? .notASCII {
        case .name(let universe, let story, let level): self.init(universe: universe, story: story, level: level)
        case .notName: return nil
        case .notASCII: self.init(readingCharacters: text)
        }
    }

    private enum ASCIIReading {
        case name(universe: String, story: Int, level: String)
        case notName
        case notASCII
    }

    private static func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIReading {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
        let suffix = fileExtension.utf8
        var end = bytes.count
        if end >= suffix.count, bytes[(end - suffix.count)...].elementsEqual(suffix) { end -= suffix.count }
        let stem = bytes[..<end]
        guard let last = stem.lastIndex(of: UInt8(ascii: "_")),
            let middle = stem[..<last].lastIndex(of: UInt8(ascii: "_"))
        else { return .notName }
        let digits = stem[(middle + 1)..<last]
        guard digits.count == 3, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            middle > 0, last + 1 < end
        else { return .notName }
        return .name(
            universe: String(decoding: UnsafeBufferPointer(rebasing: stem[..<middle]), as: UTF8.self),
            story: digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) },
            level: String(decoding: UnsafeBufferPointer(rebasing: stem[(last + 1)...]), as: UTF8.self))
    }

    /// The reading of any text, by characters where it is not all ASCII.
    private init?(readingCharacters text: String) {
        let stem = Self.stem(text)
        // Others than ASCII names are split by characters, where a `_` followed by a combining mark is no separator.
        guard stem.utf8.allSatisfy({ $0 < 0x80 }) else {
            self.init(splittingCharacters: stem)
            return
        }
        guard let last = stem.utf8.lastIndex(of: UInt8(ascii: "_")),
            let middle = stem.utf8[..<last].lastIndex(of: UInt8(ascii: "_"))
        else { return nil }
        let digits = stem.utf8[stem.utf8.index(after: middle)..<last]
        guard digits.count == 3, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let universe = String(stem[..<middle])
        let level = String(stem[stem.index(after: last)...])
        guard !universe.isEmpty, !level.isEmpty else { return nil }
        self.init(universe: universe, story: digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }, level: level)
    }

    /// A labyrinth file's name (`denny_007_medium.json`) read; nil for a name without `.json` or outside the layout.
    package init?(fileName: String) {
        guard fileName.hasSuffix(Self.fileExtension) else { return nil }
        self.init(parsing: fileName)
    }

    private init?(splittingCharacters stem: Substring) {
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let digits = parts[parts.count - 2]
        guard digits.utf8.count == 3, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let story = Int(digits)
        else { return nil }
        let universe = parts[0..<(parts.count - 2)].joined(separator: "_")
        let level = String(parts[parts.count - 1])
        guard !universe.isEmpty, !level.isEmpty else { return nil }
        self.init(universe: universe, story: story, level: level)
    }

    /// The id, `denny_007_medium`.
    public var id: String { universe + "_" + Self.storyDigits(story) + "_" + level }
    package var fileName: String { Self.fileName(id: id) }
    /// The id.
    public var description: String { id }

    /// Every labyrinth file ends in it.
    package static let fileExtension = ".json"

    /// The file of an id: `denny_007_medium` → `denny_007_medium.json`, whatever the id holds (see
    /// `ContentFileName.labyrinth(id:)` for one that must stay inside the folder).
    package static func fileName(id: String) -> String { id + fileExtension }

    /// The id a labyrinth file stands for: its name without `.json`; a name without it stays as it is.
    package static func id(fileName: String) -> String { String(stem(fileName)) }

    private static func stem(_ text: String) -> Substring {
        guard text.hasSuffix(fileExtension) else { return Substring(text) }
        // A text that ends in `.json` by characters ends in its five one-byte scalars (none of them has another
        // spelling canonically equal to it), so its last five bytes are cut: counting characters cost more.
        return Substring(text.utf8.dropLast(fileExtension.utf8.count))
    }

    /// `7` → `007`: story numbers run from 1 to 999.
    package static func storyDigits(_ story: Int) -> String {
        let digits = String(story)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
