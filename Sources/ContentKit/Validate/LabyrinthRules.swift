import LabyrinthKit
/// The app decodes each file with `Codable`; a file that breaks its shape is silently dropped.
public struct DecodingContractRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.decode"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "The app decodes the file: LabyrinthKit's `Labyrinth`, the app's own type, decodes it (required keys present and not null, every value of its type)."

    public var triggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text(setting: "/title", to: nil), at: "/title"),
            .labyrinth(ExampleLabyrinth.text(setting: "/title", to: .null), at: "/title"),
            .labyrinth(ExampleLabyrinth.text(setting: "/path_data/width", to: .string("40")), at: "/path_data/width"),
            .labyrinth(ExampleLabyrinth.text(setting: "/path_data/segments/0/start/x", to: nil), at: "/path_data/segments/0/start/x"),
            .labyrinth(ExampleLabyrinth.text(setting: "/character_end/position", to: .int(3)), at: "/character_end/position"),
            .labyrinth(ExampleLabyrinth.text(setting: "/location", to: .int(1)), at: "/location"),
            .labyrinth("[1, 2]", at: .root),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .labyrinth(ExampleLabyrinth.text(setting: "/location", to: .null)),
            .labyrinth(ExampleLabyrinth.adventureText()),
        ]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard case .failure(let failure) = labyrinth.decoded else { return }
        recorder.report(failure)
    }
}

/// JSON allows a key twice. The app's decoder reads the first and the file shows, but a reader of the file (or
/// another tool) may take the other: a warning, since the app itself is fine.
public struct DuplicateKeyRule: LabyrinthRule, FolderRule {
    public init() {}
    public let identifier = "json.duplicateKey"
    public let severity = Severity.warning
    public let description = "No object in a labyrinth, the manifest or the samples has the same key twice."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"id": "denny_001_easy", "id": "denny_002_easy"}"#, at: "/id"), .manifest(#"{"total": 1, "total": 2}"#, at: "/total")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .manifest(#"{"total": 1, "labyrinths": [{"id": "a"}, {"id": "a"}]}"#)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        // The reader already compared every object's keys; the walk names the places when it found a repeat.
        guard labyrinth.mayRepeatKeys else { return }
        Self.report(labyrinth.root, at: .root, file: labyrinth.file, into: &recorder)
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if let manifest = folder.manifest { Self.report(manifest, at: .root, file: ContentLayout.manifestName, into: &recorder) }
        if let samples = folder.samples { Self.report(samples, at: .root, file: ContentLayout.samplesName, into: &recorder) }
    }

    static func report(_ value: JSONValue, at pointer: JSONPointer, file: String, into recorder: inout FindingRecorder) {
        var path = pointer.tokens
        walk(value, path: &path, file: file, into: &recorder)
    }

    /// One shared token stack; a pointer is built only for a duplicate.
    private static func walk(_ value: JSONValue, path: inout [String], file: String, into recorder: inout FindingRecorder) {
        switch value {
        case .object(let object):
            if hasDuplicateKeys(object) {
                for key in Array(Set(object.duplicateKeys)).sorted() {
                    recorder.report(file, at: JSONPointer(tokens: path + [key]), "the key \"\(key)\" appears more than once; the app reads the first, keep one")
                }
            }
            for member in object where member.value.isContainer {
                path.append(member.key)
                walk(member.value, path: &path, file: file, into: &recorder)
                path.removeLast()
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where element.isContainer {
                path.append(String(index))
                walk(element, path: &path, file: file, into: &recorder)
                path.removeLast()
            }
        default:
            break
        }
    }

    /// The app's objects have a handful of keys: comparing pairs costs less than hashing them into a set.
    private static func hasDuplicateKeys(_ object: JSONObject) -> Bool {
        let members = object.members
        guard members.count > 1 else { return false }
        if members.count > 24 { return !object.duplicateKeys.isEmpty }
        for first in 0..<(members.count - 1) {
            for second in (first + 1)..<members.count where members[first].key == members[second].key { return true }
        }
        return false
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}

public struct IdentifierRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.id"
    public let severity = Severity.error
    public let description = "`id` equals the file name without `.json`."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_002_easy"}"#, at: "/id")] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_001_easy"}"#), .labyrinth("{}")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let id = labyrinth.string("id") else { return }
        let expected = LabyrinthName.id(fileName: labyrinth.file)
        if id != expected {
            recorder.report(labyrinth.file, at: "/id", "`id` is \"\(id)\"; expected \"\(expected)\", the file name without .json")
        }
    }
}

public struct FileNameRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.fileName"
    public let severity = Severity.error
    public let description = "A labyrinth file is named `<universe>_<story:3 digits>_<level>.json` with the config's universe and one of its levels."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth("{}", named: "denny_001_tricky.json", at: .wholeFile), .labyrinth("{}", named: "otto_001_easy.json", at: .wholeFile),
         .labyrinth("{}", named: "denny_000_easy.json", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth("{}", named: "denny_001_easy.json"), .labyrinth("{}", named: "denny_120_hard.json")]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        let profile = labyrinth.profile
        guard let name = labyrinth.fileName else { return }
        if name.universe != profile.universe {
            recorder.report(labyrinth.file, "the name starts with \"\(name.universe)\"; expected the universe \"\(profile.universe)\"")
        }
        if !profile.levelNames.contains(name.level), !profile.legacyLevelNames.contains(name.level) {
            recorder.report(labyrinth.file, "the name ends in \"\(name.level)\"; expected one of the levels \(profile.levelNames.joined(separator: ", "))")
        }
        if name.story < 1 {
            recorder.report(labyrinth.file, "the story number is 000; stories are numbered from 001")
        }
    }
}

public struct DifficultyRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.difficulty"
    public let severity = Severity.error
    public let description = "`difficulty` is one of the config's levels (old level names are reported by layout.legacyName)."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "tricky"}"#, at: "/difficulty"), .labyrinth(#"{"difficulty": "Easy"}"#, at: "/difficulty")]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy"}"#), .labyrinth(#"{"difficulty": "beginner"}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string("difficulty") else { return }
        let profile = labyrinth.profile
        if profile.level(named: difficulty) == nil, !profile.legacyLevelNames.contains(difficulty) {
            recorder.report(labyrinth.file, at: "/difficulty",
                            "`difficulty` is \"\(difficulty)\"; expected one of \(profile.levelNames.joined(separator: ", "))")
        }
    }
}

public struct ComplexityRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.complexity"
    public let severity = Severity.error
    public let description = "`path_data.complexity` equals `difficulty`."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "hard"}}"#, at: "/path_data/complexity")]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy", "path_data": {"complexity": "easy"}}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string("difficulty"), let complexity = labyrinth.string("path_data", "complexity") else { return }
        if complexity != difficulty {
            recorder.report(labyrinth.file, at: "/path_data/complexity",
                            "`path_data.complexity` is \"\(complexity)\"; expected \"\(difficulty)\", the file's difficulty")
        }
    }
}

public struct LevelSuffixRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.levelSuffix"
    public let severity = Severity.error
    public let description = "The level at the end of the file name agrees with `difficulty`."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_easy.json", at: "/difficulty")] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "hard"}"#, named: "denny_001_hard.json")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let difficulty = labyrinth.string("difficulty"), let suffix = labyrinth.fileName?.level,
              labyrinth.profile.level(named: suffix) != nil, suffix != difficulty else { return }
        recorder.report(labyrinth.file, at: "/difficulty",
                        "`difficulty` is \"\(difficulty)\" but the file name says \"\(suffix)\"; make them agree")
    }
}

public struct BackgroundColorRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.backgroundColor"
    public let severity = Severity.warning
    public let description = "`visual_theme.background_color` is `#RRGGBB`."

    public var triggeringExamples: [RuleExample] {
        ["F4D03F", "#F4D03", "#F4D03FF", "#G4D03F", "rgb(1,2,3)"].map {
            .labyrinth(#"{"visual_theme": {"background_color": "\#($0)"}}"#, at: "/visual_theme/background_color")
        }
    }

    public var nonTriggeringExamples: [RuleExample] {
        ["#F4D03F", "#a1b2c3"].map { .labyrinth(#"{"visual_theme": {"background_color": "\#($0)"}}"#) }
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let color = labyrinth.string("visual_theme", "background_color") else { return }
        if !VisualTheme.isHexColour(color) {
            recorder.report(labyrinth.file, at: "/visual_theme/background_color",
                            "`background_color` is \"\(color)\"; expected #RRGGBB, e.g. #F4D03F")
        }
    }
}

public struct CanvasSizeRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.canvas"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "`canvas_width` and `canvas_height` are whole numbers from 1 to 100000: the maze is drawn on that canvas."

    public var triggeringExamples: [RuleExample] {
        ["0", "-600", "600.5", "1e9"].map { .labyrinth(#"{"path_data": {"canvas_width": \#($0)}}"#, at: "/path_data/canvas_width") }
            + [.labyrinth(#"{"path_data": {"canvas_height": 0}}"#, at: "/path_data/canvas_height")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        ["600", "600.0", "1"].map { .labyrinth(#"{"path_data": {"canvas_width": \#($0)}}"#) }
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in ["canvas_width", "canvas_height"] {
            // Not a number at all is `labyrinth.decode`'s finding.
            guard let value = labyrinth.value("path_data", key), case .number(let number) = value,
                  value.doubleValue.flatMap(MazeInspection.canvasSide) == nil else { continue }
            recorder.report(labyrinth.file, at: JSONPointer(tokens: ["path_data", key]),
                            "`\(key)` is \(number.literal); expected a whole number from 1 to 100000, e.g. 600")
        }
    }
}

public struct DecorativeElementsRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.decorativeElements"
    public let severity = Severity.warning
    public let description = "`visual_theme.decorative_elements` is not empty."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"visual_theme": {"decorative_elements": []}}"#, at: "/visual_theme/decorative_elements")]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"visual_theme": {"decorative_elements": ["sand"]}}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value("visual_theme", "decorative_elements")?.arrayValue?.isEmpty == true {
            recorder.report(labyrinth.file, at: "/visual_theme/decorative_elements",
                            "`decorative_elements` is empty; expected at least one element")
        }
    }
}

public struct StoryTextRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.emptyText"
    public let severity = Severity.warning
    public let description = "The theme, the title and the story texts are not empty or blank."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"fun_fact": ""}"#, at: "/fun_fact"), .labyrinth(#"{"title": "  \n"}"#, at: "/title")] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"fun_fact": "Crabs walk sideways."}"#), .labyrinth("{}")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in ([.theme] + Labyrinth.storyTextKeys).map(\.rawValue) {
            guard let text = labyrinth.string(key) else { continue }
            if text.allSatisfy(\.isWhitespace) {
                recorder.report(labyrinth.file, at: JSONPointer(tokens: [key]), "`\(key)` is empty; expected text for the child")
            }
        }
    }
}

public struct QuestionRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.question"
    public let severity = Severity.warning
    public let description = "`educational_question` ends with a question mark."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"educational_question": "What lives on the beach."}"#, at: "/educational_question")]
    }
    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"educational_question": "What lives on the beach?"}"#), .labyrinth(#"{"educational_question": "Who?  "}"#)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let question = labyrinth.string("educational_question"), !question.allSatisfy(\.isWhitespace) else { return }
        let trimmed = question.reversed().drop { $0.isWhitespace }
        if trimmed.first != "?" {
            recorder.report(labyrinth.file, at: "/educational_question", "`educational_question` does not end with \"?\"; expected a question")
        }
    }
}

public struct ItemsWithoutRuleRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.itemRule"
    public let severity = Severity.warning
    public let description = "A file with `path_data.items` has an `item_rule` (and an `item_emoji`), so the app knows what to do with them."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.adventureText(changes: [("/item_rule", nil)]), at: "/path_data/items"),
         .labyrinth(ExampleLabyrinth.adventureText(changes: [("/item_emoji", .string(""))]), at: "/path_data/items")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.adventureText()), .labyrinth(ExampleLabyrinth.text(setting: "/path_data/items", to: .array([])))]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let items = labyrinth.value("path_data", "items")?.arrayValue, !items.isEmpty else { return }
        for key in ["item_rule", "item_emoji"] {
            let value = labyrinth.string(key) ?? ""
            if value.allSatisfy(\.isWhitespace) {
                recorder.report(labyrinth.file, at: "/path_data/items",
                                "the file has \(items.count) items but no `\(key)`; expected one for an adventure")
            }
        }
    }
}

/// An id or an audio name with `..`, `/` or an absolute path would make the app (or a tool) reach outside the folder.
public struct PathOutsideRule: LabyrinthRule, FolderRule {
    public init() {}
    public let identifier = "path.outside"
    public let severity = Severity.error
    public let description = "Ids and audio file names are plain names: no `..`, no `/`, no absolute paths."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"id": "../denny_001_easy"}"#, at: "/id"), .labyrinth(#"{"audio_instruction": "/etc/passwd"}"#, at: "/audio_instruction"),
         .manifest(#"{"labyrinths": [{"id": "../../x"}]}"#, at: "/labyrinths/0/id")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .manifest(#"{"labyrinths": [{"id": "denny_001_easy"}]}"#)]
    }

    static let referenceKeys = ["id", "audio_instruction", "audio_completion"]

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in Self.referenceKeys {
            if let name = labyrinth.string(key), !name.isEmpty, !ContentFileName.isPlain(name) {
                recorder.report(labyrinth.file, at: JSONPointer(tokens: [key]), "`\(key)` is \"\(name)\", which reaches outside the folder; expected a plain name")
            }
        }
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            if let id = entry.id, !id.isEmpty, !ContentFileName.isPlain(id) {
                recorder.report(ContentLayout.manifestName, at: entry.pointer.appending("id"),
                                "the id \"\(id)\" reaches outside the folder; expected a plain name")
            }
        }
    }
}

public struct AudioReferenceRule: LabyrinthRule {
    public init() {}
    public let identifier = "audio.missing"
    public let severity = Severity.error
    public let description = "When the folder has an `audio/` sub-folder, every audio file a labyrinth names is in it."

    public var triggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_easy.json": ExampleLabyrinth.text, "audio/denny_001_instruction.mp3": "ID3"])
            .finding(in: "denny_001_easy.json", at: "/audio_completion")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_easy.json": ExampleLabyrinth.text, "audio/denny_001_instruction.mp3": "ID3",
                      "audio/denny_001_completion.mp3": "ID3"]),
         .labyrinth(ExampleLabyrinth.text)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let audioFiles = labyrinth.audioFiles else { return }
        for key in ["audio_instruction", "audio_completion"] {
            guard let name = labyrinth.string(key), !name.isEmpty, ContentFileName.isPlain(name) else { continue }
            if !binarySearchContains(audioFiles, name) {
                recorder.report(labyrinth.file, at: JSONPointer(tokens: [key]), "`\(key)` names \"\(name)\", which is not in audio/")
            }
        }
    }
}

/// Looks a name up in a sorted list without building a set per file.
func binarySearchContains(_ sorted: [String], _ name: String) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < name { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == name
}

public struct AgeRangeRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.ageRange"
    public let severity = Severity.warning
    public let description = "`age_range` is a leftover of the old layout; the migration removes it."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"age_range": "3-4"}"#, at: "/age_range")] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value("age_range") != nil {
            recorder.report(labyrinth.file, at: "/age_range", "`age_range` is still present; remove it (mazegen migrate does)")
        }
    }
}

public struct PathWidthRule: LabyrinthRule {
    public init() {}
    public let identifier = "level.pathWidth"
    public let severity = Severity.warning
    public let description = "`path_data.width` is the level's path width; an organic path's is the level's `organic_path.width`."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "easy", "path_data": {"width": 35}}"#, at: "/path_data/width"),
         ExampleOrganic.labyrinth([("/path_data/width", .int(40))], at: "/path_data/width")]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy", "path_data": {"width": 40}}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level, case .number(let width) = labyrinth.value("path_data", "width") else { return }
        let isOrganic = labyrinth.labyrinth?.pathData.isOrganic == true
        let expected = isOrganic ? level.organicPath.width : level.pathWidth
        if width.doubleValue != Double(expected) {
            recorder.report(labyrinth.file, at: "/path_data/width",
                            "`width` is \(width.literal); the \(level.name) level draws \(isOrganic ? "organic paths" : "paths") \(expected) wide")
        }
    }
}

public struct ItemCountRule: LabyrinthRule {
    public init() {}
    public let identifier = "level.itemCount"
    public let severity = Severity.warning
    public let description = "A collect adventure has the level's number of items."
    public var triggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 3), at: "/path_data/items")] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText(itemCount: 2)), .labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .items(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(labyrinth.file, at: "/path_data/items",
                            "the adventure has \(count) items; the \(level.name) level promises \(level.adventureItems)")
        }
    }
}

public struct ObstacleCountRule: LabyrinthRule {
    public init() {}
    public let identifier = "level.avoidObstacles"
    public let severity = Severity.warning
    public let description = "An avoid adventure has the level's number of obstacles (config: `avoid_obstacles`)."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([ExampleAvoid.avoidable, (x: 300, y: 110)], at: "/path_data/avoid_items")] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.adventureText())] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .obstacles(let count) in LevelShortfall.of(labyrinth, maze: nil) {
            recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                            "the adventure has \(count) obstacle(s); the \(level.name) level promises \(level.avoidObstacles)")
        }
    }
}

public struct StartPositionRule: LabyrinthRule, MazeRule {
    public init() {}
    public let identifier = "level.startOnTopRow"
    public let severity = Severity.warning
    public let description = "The start is not on the top row: a finger there opens the iPad's notification curtain."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"character_start": {"position": "top_left"}}"#, at: "/character_start/position"),
         .labyrinth(ExampleLabyrinth.text(setting: "/path_data/start_point", to: .object(["x": .int(90), "y": .int(110)])),
                    at: "/path_data/start_point")]

    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(#"{"character_start": {"position": "bottom_left"}}"#), .labyrinth(ExampleLabyrinth.text)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if let position = labyrinth.string("character_start", "position"), position.hasPrefix("top") {
            recorder.report(labyrinth.file, at: "/character_start/position",
                            "the start is \"\(position)\", on the top row; expected a start below it")
        }
    }

    /// The drawing can put the start on the top row whatever the position's name says; reported once.
    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        if labyrinth.string("character_start", "position")?.hasPrefix("top") == true { return }
        if let cell = maze.startCell(labyrinth), cell.row == 0 {
            recorder.report(labyrinth.file, at: "/path_data/start_point",
                            "the start is on the top row of the maze; expected a start below it")
        }
    }
}
