/// The shape a `Codable` type expects of a JSON value; a value that does not match makes the decoder throw.
indirect enum ExpectedShape: Sendable {
    case string
    case number
    case integer
    case bool
    case object([ExpectedKey])
    case array(of: ExpectedShape)

    static let point = ExpectedShape.object([.required("x", .number), .required("y", .number)])

    var name: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .integer: "an integer"
        case .bool: "a boolean"
        case .object: "an object"
        case .array(let element): "an array of \(element.pluralName)"
        }
    }

    var pluralName: String {
        switch self {
        case .string: "strings"
        case .number: "numbers"
        case .integer: "integers"
        case .bool: "booleans"
        case .object: "objects"
        case .array: "arrays"
        }
    }

    func matchesType(of value: JSONValue) -> Bool {
        switch (self, value) {
        // The app's decoder rejects numbers a Double cannot hold, such as 1e400.
        case (.number, .number(let number)): number.doubleValue?.isFinite == true
        case (.string, .string), (.bool, .bool), (.object, .object), (.array, .array): true
        case (.integer, .number(let number)): number.intValue != nil
        default: false
        }
    }

    /// Every place `value` breaks this shape, as (pointer, message); one message per broken place,
    /// nested objects and arrays included. `label` names the top-level value in messages.
    func mismatches(of value: JSONValue, at pointer: JSONPointer, label: String) -> [(JSONPointer, String)] {
        var path = pointer.tokens
        var found: [(JSONPointer, String)] = []
        collectMismatches(of: value, path: &path, rootLabel: label, rootDepth: 0, into: &found)
        return found
    }

    /// Walks the value with one shared token stack; pointers and labels are built only for a mismatch,
    /// since almost every file has none and this runs on every file.
    private func collectMismatches(
        of value: JSONValue, path: inout [String], rootLabel: String, rootDepth: Int, into found: inout [(JSONPointer, String)]
    ) {
        guard matchesType(of: value) else {
            let actual = switch value {
            case .null: "null"
            case .number(let number): "\(number.literal), which the app cannot read as a number"
            default: value.typeName
            }
            found.append((JSONPointer(tokens: path), "\(Self.label(path, rootLabel, rootDepth)) must be \(name), found \(actual)"))
            return
        }
        switch (self, value) {
        case (.object(let keys), .object(let object)):
            for expected in keys {
                path.append(expected.key)
                defer { path.removeLast() }
                guard let child = object[expected.key] else {
                    if expected.isRequired {
                        found.append((JSONPointer(tokens: path),
                                      "missing \(Self.label(path, rootLabel, rootDepth)) (\(expected.shape.name)); the app cannot decode the file without it"))
                    }
                    continue
                }
                if child == .null {
                    if expected.isRequired {
                        found.append((JSONPointer(tokens: path),
                                      "\(Self.label(path, rootLabel, rootDepth)) is null; the app requires \(expected.shape.name)"))
                    }
                    continue
                }
                expected.shape.collectMismatches(of: child, path: &path, rootLabel: rootLabel, rootDepth: rootDepth, into: &found)
            }
        case (.array(let element), .array(let elements)):
            for (index, child) in elements.enumerated() {
                path.append(String(index))
                element.collectMismatches(of: child, path: &path, rootLabel: rootLabel, rootDepth: rootDepth, into: &found)
                path.removeLast()
            }
        default:
            break
        }
    }

    /// `path_data.segments[3].start` for a place below the root, the root's own label for the root.
    private static func label(_ path: [String], _ rootLabel: String, _ rootDepth: Int) -> String {
        let tokens = path.dropFirst(rootDepth)
        guard !tokens.isEmpty else { return rootLabel }
        var text = ""
        for token in tokens {
            if !token.isEmpty, token.allSatisfy(\.isNumber) {
                text += "[\(token)]"
            } else {
                text += text.isEmpty ? token : "." + token
            }
        }
        return "`" + text + "`"
    }
}

struct ExpectedKey: Sendable {
    var key: String
    var shape: ExpectedShape
    var isRequired: Bool

    static func required(_ key: String, _ shape: ExpectedShape) -> ExpectedKey { ExpectedKey(key: key, shape: shape, isRequired: true) }
    static func optional(_ key: String, _ shape: ExpectedShape) -> ExpectedKey { ExpectedKey(key: key, shape: shape, isRequired: false) }
}

/// SPEC.md's tables: what the app's `Codable` types require of a labyrinth file.
enum LabyrinthSchema {
    static let character = ExpectedShape.object([
        .required("type", .string), .required("description", .string), .required("position", .string),
        .optional("name", .string), .optional("image_asset", .string),
    ])

    static let segment = ExpectedShape.object([.required("start", .point), .required("end", .point)])

    static let item = ExpectedShape.object([
        .required("x", .number), .required("y", .number), .required("emoji", .string), .optional("on_solution", .bool),
    ])

    static let pathData = ExpectedShape.object([
        .required("svg_path", .string), .required("solution_path", .string), .required("width", .number),
        .required("complexity", .string), .required("maze_type", .string), .required("start_point", .point),
        .required("end_point", .point), .required("segments", .array(of: segment)), .required("canvas_width", .number),
        .required("canvas_height", .number), .optional("control_points", .array(of: .point)),
        .optional("items", .array(of: item)),
    ])

    static let visualTheme = ExpectedShape.object([
        .required("background_color", .string), .required("decorative_elements", .array(of: .string)),
    ])

    static let storyTexts = [
        "title", "story_setup", "instruction", "tts_instruction", "educational_question", "fun_fact", "completion_message",
    ]

    static let file = ExpectedShape.object(
        [.required("id", .string), .required("difficulty", .string), .required("theme", .string)]
            + storyTexts.map { .required($0, .string) }
            + ["location", "audio_instruction", "audio_completion", "item_rule", "item_emoji", "age_range"].map { .optional($0, .string) }
            + [
                .required("character_start", character), .required("character_end", character),
                .required("path_data", pathData), .required("visual_theme", visualTheme),
            ])
}

/// What the manifest must hold for the folder-wide rules (and the app) to read it.
enum ManifestSchema {
    static let entry = ExpectedShape.object([
        .required("id", .string), .required("difficulty", .string), .required("story", .integer),
        .required("theme", .string), .required("title", .string), .optional("location", .string),
    ])

    static let pack = ExpectedShape.object([
        .required("id", .string), .required("title", .string), .required("free_stories", .integer),
        .required("stories", .array(of: .integer)),
    ])

    /// `packs` is checked by the pack rules, so a missing `packs` is reported once, there.
    static let file = ExpectedShape.object([
        .required("universe", .string), .required("total", .integer), .optional("packs", .array(of: pack)),
        .required("labyrinths", .array(of: entry)),
    ])
}
