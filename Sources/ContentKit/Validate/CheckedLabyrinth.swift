import ContentFormat
import LabyrinthKit
import MazeKit

/// One parsed labyrinth file as a `LabyrinthRule` sees it.
package struct CheckedLabyrinth: Sendable {
    /// The file name relative to the folder.
    package let file: String
    package let root: JSONValue
    /// The file as the app decodes it (LabyrinthKit's `Labyrinth`), or why the app cannot.
    let decoded: Result<Labyrinth, DecodingFailure>
    package let profile: ValidationProfile
    /// The names in `audio/`, sorted; nil when the folder has no `audio/` sub-folder.
    let audioFiles: [String]?
    /// False when the reader found no object with a key twice (`JSONDocument.mayRepeatKeys`).
    package let mayRepeatKeys: Bool
    // Every rule asks for these on every file; worked out once here, they are read without copying the
    // decoded file (a `Labyrinth` is some thirty references to retain and release) or parsing the name again.
    /// The file's name read as an id, when it is one.
    package let fileName: LabyrinthName?
    /// The decoded file, when the app can decode it.
    package let labyrinth: Labyrinth?
    /// The level the file claims in `difficulty`, when it is one of the profile's.
    package let level: ValidationProfile.Level?
    package let isAdventure: Bool

    package init(
        file: String, root: JSONValue, decoded: Result<Labyrinth, DecodingFailure>, profile: ValidationProfile, audioFiles: [String]?,
        mayRepeatKeys: Bool = true
    ) {
        self.file = file
        self.root = root
        self.decoded = decoded
        self.profile = profile
        self.audioFiles = audioFiles
        self.mayRepeatKeys = mayRepeatKeys
        fileName = LabyrinthName(parsing: file)
        labyrinth = try? decoded.get()
        let object = root.objectValue
        level = object?["difficulty"]?.stringValue.flatMap(profile.level(named:))
        isAdventure = object?["item_rule"].map { $0 != .null } ?? false
    }

    package subscript(_ pointer: JSONPointer) -> JSONValue? { root[pointer: pointer] }

    /// The value under nested object keys, e.g. `value("path_data", "complexity")`: a direct walk, because
    /// every rule asks on every file and parsing a pointer's text each time would cost more than the check.
    package func value(_ keys: String...) -> JSONValue? { walk(keys) }

    package func string(_ keys: String...) -> String? { walk(keys)?.stringValue }

    private func walk(_ keys: [String]) -> JSONValue? {
        var current = root
        for key in keys {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }
}

/// The few facts kept from each labyrinth for the folder-wide checks, so memory does not grow with
/// the size of the files.
package struct LabyrinthFacts: Sendable, Equatable {
    package var file: String
    /// False when the file could not be read or parsed; the other facts are then nil.
    package var parsed: Bool
    package var id: String?
    package var difficulty: String?
    package var theme: String?
    package var title: String?
    package var location: String?
    /// An organic path's drawn line, a point every `LabyrinthFacts.routeSpacing` units: enough to tell which
    /// picture the story's levels draw. Nil for mazes and unreadable paths.
    var organicRoute: [DrawnPoint]?

    static let routeSpacing = 8.0

    package init(file: String, parsed: Bool, id: String? = nil, difficulty: String? = nil,
                theme: String? = nil, title: String? = nil, location: String? = nil, organicRoute: [DrawnPoint]? = nil) {
        self.file = file
        self.parsed = parsed
        self.id = id
        self.difficulty = difficulty
        self.theme = theme
        self.title = title
        self.location = location
        self.organicRoute = organicRoute
    }

    init(file: String, root: JSONValue) {
        let object = root.objectValue
        let pathData = object?["path_data"]?.objectValue
        var route: [DrawnPoint]?
        if pathData?["maze_type"]?.stringValue == PathData.organicMazeType, let svgPath = pathData?["svg_path"]?.stringValue {
            route = (try? DrawnCurve(svgPath: svgPath))?.resampled(every: Self.routeSpacing)
        }
        self.init(
            file: file, parsed: true, id: object?["id"]?.stringValue, difficulty: object?["difficulty"]?.stringValue,
            theme: object?["theme"]?.stringValue, title: object?["title"]?.stringValue, location: object?["location"]?.stringValue,
            organicRoute: route)
    }

    package var fileName: LabyrinthName? { LabyrinthName(parsing: file) }
    package var stem: String { LabyrinthName.id(fileName: file) }
}
