import ContentCatalogue
import ContentFormat
import ContentJSON
import LabyrinthKit

/// One place of a labyrinth file that holds more than a limit of the config's `limits` allows. Worked out once per
/// file (`CheckedLabyrinth.limitExcesses`), shared by the limit rules and by `import`, which refuses such a file.
package struct LimitExcess: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A list of `path_data` (segments, control points, items, avoid items) with too many entries.
        case entries
        /// An object with too many members.
        case keys
        /// A string with too many characters.
        case text
    }

    package var kind: Kind
    package var pointer: JSONPointer
    /// What the file holds there: entries, members or characters.
    package var count: Int
    package var limit: Int
    /// The config key of the limit, as the user finds it in `config.yaml` (`limits.segments`).
    package var limitKey: String

    /// What is too much, with the count and the limit, without the file name.
    package var message: String {
        // Worded as a decoding failure words its place: `path_data.segments`, `visual_theme`.
        let place =
            pointer.tokens.isEmpty
            ? "the file" : DecodingFailure(file: "", codingPath: pointer.tokens, problem: .missing).place
        let what =
            switch kind {
            case .entries: "entries"
            case .keys: "members"
            case .text: "characters"
            }
        return "\(place) has \(count) \(what), more than the limit of \(limit) (`\(limitKey)` in config.yaml); "
            + "the app ships nothing near it, so the file is not checked further"
    }

    /// Every excess in a file as read, with the counts its reading kept: what every caller holding the document
    /// asks, so none walks a file within the limits. A document read without all its containers
    /// (`JSONDocument.isWhole` false) is answered only where no walk is needed (`walks`): a string or object over
    /// a limit may lie in a container that was not built.
    package static func all(in document: JSONDocument, limits: LimitsConfig) -> [LimitExcess] {
        // A precondition, not an assert: ContentValidate is built optimized even in debug, where asserts vanish.
        precondition(document.isWhole || !walks(document, limits: limits), "a walk of a value not built whole")
        return all(
            in: document.value, limits: limits, longestString: document.longestString,
            mostMembers: document.mostMembers)
    }

    /// Every excess in `root`, in document order. The lists are those of `path_data`; members and characters are
    /// counted everywhere, at any depth (the reader bounds the depth). `longestString` and `mostMembers` are what
    /// the reader counted as it read the file (`JSONDocument`): when both are within the limits no string or object
    /// can be over them, and the values are not walked.
    package static func all(
        in root: JSONValue, limits: LimitsConfig, longestString: Int = .max, mostMembers: Int = .max
    ) -> [LimitExcess] {
        var found: [LimitExcess] = []
        if walks(longestString: longestString, mostMembers: mostMembers, limits: limits) {
            var path: [Step] = []
            walk(root, path: &path, limits: limits, into: &found)
        }
        let pathData = root.objectValue?[LabyrinthKey.pathData]?.objectValue
        let lists: [(PathDataKey, Int, LimitsConfig.CodingKeys)] = [
            (.segments, limits.segments, .segments), (.controlPoints, limits.points, .points),
            (.items, limits.items, .items), (.avoidItems, limits.items, .items),
        ]
        for (key, limit, limitKey) in lists {
            if let count = pathData?[key]?.arrayValue?.count, count > limit {
                found.append(
                    LimitExcess(
                        kind: .entries, pointer: .pathData(key), count: count, limit: limit, limitKey: name(limitKey)))
            }
        }
        return found
    }

    /// Whether `all` walks the values of `document` to find a string or an object over its limit, which only the
    /// counts of its reading being over a limit calls for.
    package static func walks(_ document: JSONDocument, limits: LimitsConfig) -> Bool {
        walks(longestString: document.longestString, mostMembers: document.mostMembers, limits: limits)
    }

    private static func walks(longestString: Int, mostMembers: Int, limits: LimitsConfig) -> Bool {
        longestString > limits.textLength || mostMembers > limits.keysPerObject
    }

    package static func name(_ key: LimitsConfig.CodingKeys) -> String {
        MazegenConfig.CodingKeys.limits.stringValue + "." + key.stringValue
    }

    /// A step of the way down to the value being walked; a pointer is built only for a value over a limit, since
    /// the validator walks every file of a folder.
    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func pointer(_ steps: [Step]) -> JSONPointer {
        JSONPointer(
            tokens: steps.map {
                switch $0 {
                case .key(let key): key
                case .index(let index): String(index)
                }
            })
    }

    private static func walk(
        _ value: JSONValue, path: inout [Step], limits: LimitsConfig, into found: inout [LimitExcess]
    ) {
        switch value {
        case .string(let text):
            // Counted in UTF-8 bytes first: a string within the limit in bytes is within it in characters.
            if text.utf8.count > limits.textLength, text.count > limits.textLength {
                found.append(
                    LimitExcess(
                        kind: .text, pointer: pointer(path), count: text.count, limit: limits.textLength,
                        limitKey: name(.textLength)))
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                walk(element, path: &path, limits: limits, into: &found)
                path.removeLast()
            }
        case .object(let object):
            if object.count > limits.keysPerObject {
                found.append(
                    LimitExcess(
                        kind: .keys, pointer: pointer(path), count: object.count, limit: limits.keysPerObject,
                        limitKey: name(.keysPerObject)))
            }
            for member in object {
                path.append(.key(member.key))
                walk(member.value, path: &path, limits: limits, into: &found)
                path.removeLast()
            }
        case .null, .bool, .number:
            break
        }
    }
}
