import MazeKit

/// What `preview` and `stats` need from one labyrinth file: its identity, its drawing as written, and the
/// maze rebuilt from that drawing. Reading never fails: whatever cannot be read becomes a `problem`, so a
/// broken file still gets a card (marked) instead of vanishing from the review.
public struct MeasuredLabyrinth: Sendable {
    /// An item as the file places it.
    public struct Item: Sendable, Equatable {
        public var position: DrawnPoint
        public var emoji: String
        public var onSolution: Bool?
    }

    /// `path_data` as written; numbers kept as the file's doubles.
    public struct Drawing: Sendable {
        public var svgPath: String
        public var solutionPath: String
        public var width: Double
        public var mazeType: String
        /// Nil for a `maze_type` that names no known style.
        public var style: ReconstructedMaze.Style?
        public var start: DrawnPoint
        public var end: DrawnPoint
        public var items: [Item]
        public var canvas: ReconstructedMaze.Canvas
    }

    public var fileName: String
    public var id: String
    /// The file's `difficulty`, or the level in its name when that cannot be read.
    public var level: String
    public var story: Int?
    public var title: String
    /// `visual_theme.background_color` when it is a `#RRGGBB` colour.
    public var backgroundColor: String?
    /// An adventure: the file has an `item_rule` or items.
    public var isAdventure: Bool
    public var drawing: Drawing?
    /// The maze rules run on the drawing; nil when there is no usable drawing.
    public var check: DrawnMazeCheck.Report?
    /// Why parts of the file could not be read, in file order (without the file name: the card or line gives it).
    public var problems: [String]
    /// The manifest lists the file but the folder does not hold it.
    public var isMissing = false

    public var metrics: DrawnMazeCheck.Metrics? { check?.metrics }

    /// Cells of the solution: the file's own `solution_path` (what the app shows and the generator
    /// measured), or the shortest route when that path is unusable.
    public var solutionCells: Int? { metrics.flatMap { $0.fileSolutionCells ?? $0.shortestRouteCells } }
    public var solutionTurns: Int? { metrics.flatMap { $0.fileSolutionTurns ?? $0.shortestRouteTurns } }
    public var solutionShare: Double? {
        guard let cells = solutionCells, let inside = metrics?.insideCells, inside > 0 else { return nil }
        return Double(cells) / Double(inside)
    }
    public var itemCount: Int { drawing?.items.count ?? 0 }

    /// What is wrong with the file as far as preview and stats can tell without the validator:
    /// reading problems, then the maze rules' errors.
    public var errors: [String] {
        problems + (check?.errors.map(\.description) ?? [])
    }
}

extension MeasuredLabyrinth {
    /// Reads one labyrinth file. `storyHint` and `titleHint` are the manifest's story number and title
    /// for this file, if any: the story is taken from there, the title only when the file has none.
    public static func read(fileName: String, bytes: [UInt8], storyHint: Int? = nil, titleHint: String? = nil) -> MeasuredLabyrinth {
        let baseName = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        var facts = MeasuredLabyrinth(
            fileName: fileName, id: baseName, level: LabyrinthName(parsing: baseName)?.level ?? "",
            story: storyHint ?? LabyrinthName(parsing: baseName)?.story,
            title: titleHint ?? "", backgroundColor: nil, isAdventure: false, drawing: nil, check: nil, problems: [])
        let root: JSONObject
        do {
            guard let object = try JSONReader.parse(bytes).value.objectValue else {
                facts.problems.append("the file is not a JSON object")
                return facts
            }
            root = object
        } catch {
            facts.problems.append("not valid JSON: \(error)")
            return facts
        }
        var reader = FieldReader()
        facts.id = reader.string(root, "id") ?? baseName
        facts.level = reader.string(root, "difficulty") ?? facts.level
        facts.title = reader.string(root, "title") ?? facts.title
        facts.backgroundColor = reader.colour(root["visual_theme"]?.objectValue?["background_color"])
        facts.drawing = reader.drawing(root["path_data"])
        facts.isAdventure = root["item_rule"] != nil || !(facts.drawing?.items.isEmpty ?? true)
        facts.problems += reader.problems
        if let drawing = facts.drawing, let style = drawing.style {
            facts.check = DrawnMazeCheck.run(DrawnMazeCheck.Input(
                svgPath: drawing.svgPath, style: style, solutionPath: drawing.solutionPath,
                start: drawing.start, end: drawing.end, segments: reader.segments(root["path_data"]),
                items: drawing.items.map { DrawnMazeCheck.Item(position: $0.position, onSolution: $0.onSolution) },
                canvas: drawing.canvas))
        }
        return facts
    }

    /// A card for a file the manifest lists but the folder lacks.
    static func missing(fileName: String, story: Int?, title: String) -> MeasuredLabyrinth {
        let baseName = String(fileName.dropLast(5))
        var missing = MeasuredLabyrinth(
            fileName: fileName, id: baseName, level: LabyrinthName(parsing: baseName)?.level ?? "", story: story, title: title,
            backgroundColor: nil, isAdventure: false, drawing: nil, check: nil,
            problems: ["listed in manifest.json but there is no such file"])
        missing.isMissing = true
        return missing
    }
}

/// Reads typed fields and collects one problem per field that is missing or of the wrong type.
private struct FieldReader {
    var problems: [String] = []

    mutating func string(_ object: JSONObject, _ key: String, in parent: String = "") -> String? {
        guard let value = object[key] else {
            problems.append("missing \(parent)\(key)")
            return nil
        }
        guard let text = value.stringValue else {
            problems.append("\(parent)\(key) should be a string, found \(value.typeName)")
            return nil
        }
        return text
    }

    mutating func number(_ object: JSONObject, _ key: String, in parent: String) -> Double? {
        guard let value = object[key] else {
            problems.append("missing \(parent)\(key)")
            return nil
        }
        guard let number = value.doubleValue else {
            problems.append("\(parent)\(key) should be a number, found \(value.typeName)")
            return nil
        }
        return number
    }

    mutating func point(_ value: JSONValue?, _ name: String) -> DrawnPoint? {
        guard let object = value?.objectValue else {
            problems.append("\(name) should be an object {\"x\", \"y\"}")
            return nil
        }
        guard let x = number(object, "x", in: name + "."), let y = number(object, "y", in: name + ".") else { return nil }
        guard x.isFinite, y.isFinite else {
            problems.append("\(name) lies beyond any number the app can hold")
            return nil
        }
        return DrawnPoint(x: x, y: y)
    }

    mutating func colour(_ value: JSONValue?) -> String? {
        guard let text = value?.stringValue else {
            problems.append("visual_theme.background_color should be a \"#RRGGBB\" string")
            return nil
        }
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            problems.append("visual_theme.background_color \"\(text)\" is not a #RRGGBB colour")
            return nil
        }
        return text
    }

    mutating func drawing(_ value: JSONValue?) -> MeasuredLabyrinth.Drawing? {
        guard let pathData = value?.objectValue else {
            problems.append("missing path_data object")
            return nil
        }
        let prefix = "path_data."
        let svgPath = string(pathData, "svg_path", in: prefix)
        let solutionPath = string(pathData, "solution_path", in: prefix)
        let width = number(pathData, "width", in: prefix)
        let mazeType = string(pathData, "maze_type", in: prefix)
        let start = point(pathData["start_point"], prefix + "start_point")
        let end = point(pathData["end_point"], prefix + "end_point")
        // The validator's bounds: a canvas it would not rebuild is no canvas to draw on either.
        let canvasWidth = number(pathData, "canvas_width", in: prefix).flatMap { _ in MazeInspection.integer(pathData["canvas_width"]) }
        let canvasHeight = number(pathData, "canvas_height", in: prefix).flatMap { _ in MazeInspection.integer(pathData["canvas_height"]) }
        let items = self.items(pathData["items"])
        let style = mazeType.flatMap(ReconstructedMaze.Style.init(mazeType:))
        if let mazeType, style == nil {
            problems.append("path_data.maze_type \"\(mazeType)\" is not grid, shaped_<shape> or corridor_<shape>")
        }
        guard let svgPath, let solutionPath, let width, let mazeType, let start, let end,
              let canvasWidth, let canvasHeight else { return nil }
        return MeasuredLabyrinth.Drawing(
            svgPath: svgPath, solutionPath: solutionPath, width: width, mazeType: mazeType, style: style,
            start: start, end: end, items: items,
            canvas: ReconstructedMaze.Canvas(width: canvasWidth, height: canvasHeight))
    }

    mutating func items(_ value: JSONValue?) -> [MeasuredLabyrinth.Item] {
        guard let value else { return [] }
        guard let array = value.arrayValue else {
            problems.append("path_data.items should be an array, found \(value.typeName)")
            return []
        }
        var items: [MeasuredLabyrinth.Item] = []
        for (index, element) in array.enumerated() {
            let name = "path_data.items[\(index)]"
            guard let object = element.objectValue else {
                problems.append("\(name) should be an object {\"x\", \"y\", \"emoji\"}")
                continue
            }
            guard let position = point(element, name) else { continue }
            let emoji = string(object, "emoji", in: name + ".") ?? "?"
            items.append(MeasuredLabyrinth.Item(position: position, emoji: emoji, onSolution: object["on_solution"]?.boolValue))
        }
        return items
    }

    /// Segments are only handed to the maze rules; a malformed one is left out (the validator names it).
    func segments(_ value: JSONValue?) -> [DrawnMazeCheck.Segment] {
        guard let array = value?.objectValue?["segments"]?.arrayValue else { return [] }
        return array.compactMap { element in
            guard let object = element.objectValue,
                  let start = Self.point(object["start"]), let end = Self.point(object["end"]) else { return nil }
            return DrawnMazeCheck.Segment(start: start, end: end)
        }
    }

    private static func point(_ value: JSONValue?) -> DrawnPoint? {
        guard let object = value?.objectValue, let x = object["x"]?.doubleValue, let y = object["y"]?.doubleValue else { return nil }
        return DrawnPoint(x: x, y: y)
    }
}
