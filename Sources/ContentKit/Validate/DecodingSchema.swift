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
        case (.string, .string), (.number, .number), (.bool, .bool), (.object, .object), (.array, .array): true
        case (.integer, .number(let number)): number.intValue != nil
        default: false
        }
    }

    /// Every place `value` breaks this shape, as (pointer, message); one message per broken place,
    /// nested objects and arrays included.
    func mismatches(of value: JSONValue, at pointer: JSONPointer, label: String) -> [(JSONPointer, String)] {
        guard matchesType(of: value) else {
            let found = value == .null ? "null" : value.typeName
            return [(pointer, "\(label) must be \(name), found \(found)")]
        }
        switch (self, value) {
        case (.object(let keys), .object(let object)):
            return keys.flatMap { expected -> [(JSONPointer, String)] in
                let childPointer = pointer.appending(expected.key)
                let childLabel = pointer.tokens.isEmpty ? "`\(expected.key)`" : "`\(dotted(childPointer))`"
                guard let child = object[expected.key] else {
                    return expected.isRequired ? [(childPointer, "missing \(childLabel) (\(expected.shape.name)); the app cannot decode the file without it")] : []
                }
                if child == .null {
                    return expected.isRequired ? [(childPointer, "\(childLabel) is null; the app requires \(expected.shape.name)")] : []
                }
                return expected.shape.mismatches(of: child, at: childPointer, label: childLabel)
            }
        case (.array(let element), .array(let elements)):
            return elements.enumerated().flatMap { index, child in
                element.mismatches(of: child, at: pointer.appending(index), label: "`\(dotted(pointer.appending(index)))`")
            }
        default:
            return []
        }
    }

    private func dotted(_ pointer: JSONPointer) -> String {
        pointer.tokens.map { token in token.allSatisfy(\.isNumber) ? "[\(token)]" : ".\(token)" }.joined().dropFirst().description as String
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
