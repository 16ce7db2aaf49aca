import ContentFormat
import ContentJSON
import LabyrinthKit
import MazeKit

/// The few facts kept from each labyrinth for the folder-wide checks, so memory does not grow with
/// the size of the files.
package struct LabyrinthFacts: Sendable, Equatable {
    package let file: String
    // Several folder rules ask for these of every file, after the files' checks and on one core; worked out here,
    // they are read on the worker that read the file, once.
    /// The file's name read as an id, when it is one.
    package let fileName: LabyrinthName?
    /// The file name without `.json`: the id the manifest lists it under.
    package let stem: String
    /// False when the file could not be read or parsed; the other facts are then nil.
    package var parsed: Bool
    package var id: String?
    package var difficulty: String?
    package var theme: String?
    package var title: String?
    package var location: String?
    /// The narration clips the file names and what each says (`ClipScript`), for the audio rules.
    package var clips: [ClipScript.Entry] = []
    /// An organic path's drawn line, a point every `LabyrinthFacts.routeSpacing` units: enough to tell which
    /// picture the story's levels draw. Nil for mazes and unreadable paths.
    package var organicRoute: [DrawnPoint]?

    package static let routeSpacing = 8.0

    /// How deep `init(file:root:)` reads a file: the root, `path_data`, and its lists (whose entries only
    /// `LimitExcess` counts). A file read only for its facts is built this deep (`FolderReader.readForFacts`);
    /// FactsReadingTests compares such facts with a whole reading's.
    package static let depthRead = 3

    package init(
        file: String, parsed: Bool, id: String? = nil, difficulty: String? = nil,
        theme: String? = nil, title: String? = nil, location: String? = nil, organicRoute: [DrawnPoint]? = nil
    ) {
        self.file = file
        fileName = LabyrinthName(parsing: file)
        stem = LabyrinthName.id(fileName: file)
        self.parsed = parsed
        self.id = id
        self.difficulty = difficulty
        self.theme = theme
        self.title = title
        self.location = location
        self.organicRoute = organicRoute
    }

    /// `organicStroke`: the drawn line the maze inspection already read, when it ran; read here only without it.
    package init(file: String, root: JSONValue, organicStroke: DrawnCurve? = nil) {
        let object = root.objectValue
        let pathData = object?[LabyrinthKey.pathData]?.objectValue
        var route: [DrawnPoint]?
        // Read from the JSON, not the decoded file: a file the app cannot decode still draws its picture.
        let kind = pathData?[PathDataKey.mazeType]?.stringValue.map { mazeType in
            StoryKind(
                mazeType: mazeType,
                itemRule: object?[LabyrinthKey.itemRule]?.stringValue.flatMap { ItemRule(rawValue: $0) })
        }
        switch kind {
        case .organicPath?:
            if let svgPath = pathData?[PathDataKey.svgPath]?.stringValue {
                route = (organicStroke ?? (try? DrawnCurve(svgPath: svgPath)))?.resampled(every: Self.routeSpacing)
            }
        case .maze?, nil: break
        }
        self.init(
            file: file, parsed: true, id: object?[LabyrinthKey.id]?.stringValue,
            difficulty: object?[LabyrinthKey.difficulty]?.stringValue,
            theme: object?[LabyrinthKey.theme]?.stringValue, title: object?[LabyrinthKey.title]?.stringValue,
            location: object?[LabyrinthKey.location]?.stringValue,
            organicRoute: route)
        clips = ClipScript.entries { object?[$0]?.stringValue }
    }
}
