import ContentJSON

/// How `generate` writes over a file the folder already has: the file on disk is the style guide. What generate
/// made is laid out as that file was (its members in its order, a new member after the one it follows in
/// generate's order), the members mazegen never writes (a shipped `age_range`, another tool's key) stay where
/// they stood, and the file keeps its own end. A file whose value comes out as it was is left byte for byte, whatever
/// its spacing, so adopting mazegen on a shipped folder changes no file in the app's repository.
///
/// Only the places named in `written` are merged; below them generate's value is taken as it is.
package struct FileRewrite: Sendable {
    /// A place in a document: the keys from the root, `*` for any element of an array.
    package typealias Place = [String]

    /// The keys mazegen writes at each merged place. A member of the old file under one of these keys that generate
    /// left out goes (mazegen chose to leave it out); any other member of the old file stays.
    var written: [Place: Set<String>]
    /// Keys generate writes into a file of its own making but never adds to a file that lacks them: `universe` in
    /// the manifest, which the app never reads and the app's own manifest does not have.
    var notAdded: [Place: Set<String>] = [:]
    /// Places generate owns whole: the old file gives only the order of their members, none of its own.
    var ownedWhole: Set<Place> = []

    package init(written: [Place: Set<String>], notAdded: [Place: Set<String>] = [:], ownedWhole: Set<Place> = []) {
        self.written = written
        self.notAdded = notAdded
        self.ownedWhole = ownedWhole
    }

    /// Everything generate writes is its own: the old file gives only the order of the members at the root.
    package static let wholeDocument = FileRewrite(written: [[]: []], ownedWhole: [[]])

    /// Whether generate writes (or leaves out on purpose) this member at the root of the document.
    package func writes(_ key: String) -> Bool { written[[]]?.contains(key) ?? false }

    /// The bytes to write over `old` (nil: leave the file as it is). `old` that is not JSON is simply replaced.
    package func bytes(_ generated: [UInt8], over old: [UInt8]) -> [UInt8]? {
        if generated == old { return nil }
        guard let oldDocument = try? JSONReader.parse(old) else { return generated }
        return bytes(generated, over: oldDocument, layout: FileLayout(of: old))
    }

    /// The bytes to write over a file read as `oldDocument`, whose bytes have `layout` (nil: leave it as it is):
    /// written in the old file's layout — its byte order mark, its line ends, its own end.
    package func bytes(_ generated: [UInt8], over oldDocument: JSONDocument, layout: FileLayout) -> [UInt8]? {
        guard let new = try? JSONReader.parse(generated).value else { return generated }
        let merged = merge(oldDocument.value, new, at: [], carryingOld: true)
        if merged == oldDocument.value { return nil }
        var bytes = JSONWriter.bytes(merged, finalNewline: false)
        bytes.append(contentsOf: oldDocument.trailingWhitespace.utf8)
        return layout.applied(to: bytes)
    }

    /// A new file laid out like `sibling`, a file of the same kind in the folder: its member order, its end of
    /// file and its layout (byte order mark, line ends), none of its values.
    package func bytes(_ generated: [UInt8], like sibling: [UInt8]) -> [UInt8] {
        guard let siblingDocument = try? JSONReader.parse(sibling), let new = try? JSONReader.parse(generated).value
        else { return generated }
        var bytes = JSONWriter.bytes(merge(siblingDocument.value, new, at: [], carryingOld: false), finalNewline: false)
        bytes.append(contentsOf: siblingDocument.trailingWhitespace.utf8)
        bytes = FileLayout(of: sibling).applied(to: bytes)
        return bytes == generated ? generated : bytes
    }

    /// The keys at the root of `document` that appear more than once, each once, in file order: written once (the
    /// app reads the first), which the writer notes.
    package static func repeatedKeys(_ document: JSONValue) -> [String] {
        guard let object = document.objectValue else { return [] }
        var seen = Set<String>()
        var repeated: [String] = []
        for member in object where !seen.insert(member.key).inserted && !repeated.contains(member.key) {
            repeated.append(member.key)
        }
        return repeated
    }

    /// The keys at the root of `document` that generate does not write: what a replacement made without reading
    /// the old file would lose.
    package func keysNotWritten(_ document: JSONValue) -> [String] {
        guard let object = document.objectValue else { return [] }
        var keys: [String] = []
        for member in object where !writes(member.key) && !keys.contains(member.key) { keys.append(member.key) }
        return keys
    }

    func merge(_ old: JSONValue, _ new: JSONValue, at place: Place, carryingOld: Bool) -> JSONValue {
        guard let written = written[place] else { return new }
        switch (old, new) {
        case (.object(let oldObject), .object(let newObject)):
            return .object(merge(oldObject, newObject, at: place, written: written, carryingOld: carryingOld))
        case (.array(let oldElements), .array(let newElements)):
            return .array(merge(oldElements, newElements, at: place + ["*"], carryingOld: carryingOld))
        default:
            return new
        }
    }

    func merge(_ old: JSONObject, _ new: JSONObject, at place: Place, written: Set<String>, carryingOld: Bool)
        -> JSONObject
    {
        var members: [JSONMember] = []
        var seen = Set<String>()
        // A key the old file has twice is written once: the app reads only the first, and so does `new[...]`.
        for member in old where seen.insert(member.key).inserted {
            if let value = new[member.key] {
                members.append(
                    JSONMember(
                        member.key, merge(member.value, value, at: place + [member.key], carryingOld: carryingOld)))
            } else if carryingOld && !ownedWhole.contains(place) && !written.contains(member.key) {
                members.append(member)
            }
        }
        // Each member the old file lacks goes after the member it follows in generate's order.
        var anchor: Int?
        let notAdded = carryingOld ? (self.notAdded[place] ?? []) : []
        for member in new {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                anchor = index
            } else if !notAdded.contains(member.key) {
                let index = anchor.map { $0 + 1 } ?? 0
                members.insert(member, at: index)
                anchor = index
            }
        }
        return JSONObject(members)
    }

    /// Elements are paired by their `id` when every element has a distinct one (manifest entries, packs), else by
    /// position; an element without a partner is laid out like the first old one.
    func merge(_ old: [JSONValue], _ new: [JSONValue], at place: Place, carryingOld: Bool) -> [JSONValue] {
        let oldByID = Self.byID(old)
        let pairedByID = oldByID != nil && Self.byID(new) != nil
        return new.enumerated().map { index, element in
            let partner =
                pairedByID
                ? element.objectValue?[Self.idKey].flatMap { $0.stringValue }.flatMap { oldByID?[$0] }
                : (old.indices.contains(index) ? old[index] : nil)
            if let partner { return merge(partner, element, at: place, carryingOld: carryingOld) }
            guard let template = old.first else { return element }
            return merge(template, element, at: place, carryingOld: false)
        }
    }

    static let idKey = "id"

    static func byID(_ elements: [JSONValue]) -> [String: JSONValue]? {
        var byID: [String: JSONValue] = [:]
        for element in elements {
            guard let id = element.objectValue?[idKey]?.stringValue, byID.updateValue(element, forKey: id) == nil else {
                return nil
            }
        }
        return byID
    }
}

extension FileRewrite {
    /// A labyrinth: its members, the characters' and the visual theme's are merged; `path_data` is generate's
    /// whole (a kept drawing is the shipped one already; a new one makes what the old held beside it untrue).
    package static let labyrinth = FileRewrite(
        written: [
            []: Set(LabyrinthKey.allCases.filter { $0 != .ageRange }.map(\.stringValue)),
            [LabyrinthKey.characterStart.stringValue]: Set(CharacterKey.allCases.map(\.stringValue)),
            [LabyrinthKey.characterEnd.stringValue]: Set(CharacterKey.allCases.map(\.stringValue)),
            [LabyrinthKey.pathData.stringValue]: [],
            [LabyrinthKey.visualTheme.stringValue]: Set(VisualThemeKey.allCases.map(\.stringValue)),
        ], notAdded: [[]: [LabyrinthKey.location.stringValue]], ownedWhole: [[LabyrinthKey.pathData.stringValue]])

    /// The manifest: packs and entries paired by id; `universe` only in a manifest mazegen started.
    package static let manifest = FileRewrite(
        written: [
            []: Set(ManifestKey.allCases.map(\.stringValue)),
            [ManifestKey.packs.stringValue]: [],
            [ManifestKey.packs.stringValue, "*"]: Set(PackKey.allCases.map(\.stringValue)),
            [ManifestKey.labyrinths.stringValue]: [],
            [ManifestKey.labyrinths.stringValue, "*"]: Set(ManifestEntryKey.allCases.map(\.stringValue)),
        ],
        notAdded: [[]: [ManifestKey.universe.stringValue]])
}

/// How a text file's bytes are laid out beside what it says: a byte order mark, CRLF line ends. A file mazegen
/// rewrites keeps both, so a team's editor settings survive a run and a review diff shows only what changed.
package struct FileLayout: Sendable, Equatable {
    package var byteOrderMark: Bool
    /// Every line of the file ends in CRLF (a file with any bare LF counts as LF: mixed ends are not a layout).
    package var crlf: Bool

    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    package init(byteOrderMark: Bool = false, crlf: Bool = false) {
        self.byteOrderMark = byteOrderMark
        self.crlf = crlf
    }

    package init(of bytes: [UInt8]) {
        byteOrderMark = bytes.starts(with: Self.mark)
        var feeds = 0
        var bareFeed = false
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            feeds += 1
            if index == 0 || bytes[index - 1] != UInt8(ascii: "\r") {
                bareFeed = true
                break
            }
        }
        crlf = feeds > 0 && !bareFeed
    }

    /// `text` without its byte order mark and with LF line ends, and the layout it had: a text edited by lines is
    /// edited so, then given back its layout (`applied(to:)`). A CRLF line end is one Character in Swift, which a
    /// split at "\n" would never find.
    package static func normalised(_ text: String) -> (text: String, layout: FileLayout) {
        let bytes = Array(text.utf8)
        let layout = FileLayout(of: bytes)
        guard layout.byteOrderMark || layout.crlf else { return (text, layout) }
        var plain: [UInt8] = []
        plain.reserveCapacity(bytes.count)
        let body = layout.byteOrderMark ? bytes.dropFirst(3) : bytes[...]
        for index in body.indices {
            let isLineEndReturn =
                layout.crlf && body[index] == UInt8(ascii: "\r") && index + 1 < body.endIndex
                && body[index + 1] == UInt8(ascii: "\n")
            if !isLineEndReturn { plain.append(body[index]) }
        }
        return (String(decoding: plain, as: UTF8.self), layout)
    }

    /// `text` (LF line ends, no mark) in this layout.
    package func applied(to text: String) -> String {
        String(decoding: applied(to: Array(text.utf8)), as: UTF8.self)
    }

    /// `bytes` (LF line ends, no mark) in this layout. A JSON or YAML text holds no raw line break inside a value
    /// mazegen writes, so every LF is a line end.
    package func applied(to bytes: [UInt8]) -> [UInt8] {
        guard byteOrderMark || crlf else { return bytes }
        var result: [UInt8] = byteOrderMark ? Self.mark : []
        result.reserveCapacity(bytes.count + result.count + (crlf ? bytes.count / 16 : 0))
        let body = bytes.starts(with: Self.mark) ? bytes.dropFirst(3) : bytes[...]
        var previous: UInt8 = 0
        for byte in body {
            if crlf && byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\r"))
            }
            result.append(byte)
            previous = byte
        }
        return result
    }
}
