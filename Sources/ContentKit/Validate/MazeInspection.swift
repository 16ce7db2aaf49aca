import MazeKit

/// The maze of one labyrinth rebuilt from its own `svg_path` by MazeKit's `DrawnMazeCheck`, once per file,
/// shared by every maze rule. Built only when `path_data` holds what the check needs with usable values;
/// otherwise `labyrinth.decode` (missing keys, wrong types, numbers out of range) or `labyrinth.canvas` has
/// already reported why.
public struct MazeInspection: Sendable {
    public var mazeType: String
    /// Nil when `maze_type` names no drawing style (then `maze.drawing` reports it).
    public var report: DrawnMazeCheck.Report?
    /// What the check was run on, as read from `path_data` (nil with `report`): preview draws from it.
    public var input: DrawnMazeCheck.Input?
    /// Rectangular mazes (`grid`, `corridor_rect`) must have the level's grid exactly; shaped ones at least it.
    public var isRectangular: Bool

    public init?(_ labyrinth: CheckedLabyrinth) {
        guard case .object(let pathData)? = labyrinth.value("path_data"),
              let mazeType = pathData["maze_type"]?.stringValue,
              let svgPath = pathData["svg_path"]?.stringValue,
              let solutionPath = pathData["solution_path"]?.stringValue,
              let start = Self.point(pathData["start_point"]), let end = Self.point(pathData["end_point"]),
              let width = Self.integer(pathData["canvas_width"]), let height = Self.integer(pathData["canvas_height"]),
              let segments = Self.segments(pathData["segments"]),
              let items = Self.items(pathData["items"])
        else { return nil }
        self.mazeType = mazeType
        isRectangular = mazeType == "grid" || mazeType == "corridor_rect"
        guard let style = DrawingStyle(mazeType: mazeType) else {
            report = nil
            input = nil
            return
        }
        let input = DrawnMazeCheck.Input(
            svgPath: svgPath, style: style, solutionPath: solutionPath, start: start, end: end, segments: segments,
            items: items, canvas: ReconstructedMaze.Canvas(width: width, height: height))
        self.input = input
        report = DrawnMazeCheck.run(input)
    }

    /// The start's cell in the rebuilt maze, when the start is on one.
    public func startCell(_ labyrinth: CheckedLabyrinth) -> Cell? {
        guard let maze = report?.maze, let start = Self.point(labyrinth.value("path_data", "start_point")) else { return nil }
        return maze.lattice.cell(atCentre: start)
    }

    static func point(_ value: JSONValue?) -> DrawnPoint? {
        guard case .object(let object)? = value, let x = object["x"]?.doubleValue, let y = object["y"]?.doubleValue,
              x.isFinite, y.isFinite else { return nil }
        return DrawnPoint(x: x, y: y)
    }

    static func integer(_ value: JSONValue?) -> Int? {
        guard let number = value?.doubleValue, number.isFinite, number >= 1, number <= 100_000 else { return nil }
        return Int(exactly: number)
    }

    static func segments(_ value: JSONValue?) -> [DrawnMazeCheck.Segment]? {
        guard let elements = value?.arrayValue else { return nil }
        var segments: [DrawnMazeCheck.Segment] = []
        segments.reserveCapacity(elements.count)
        for element in elements {
            guard case .object(let object) = element, let start = point(object["start"]), let end = point(object["end"]) else { return nil }
            segments.append(DrawnMazeCheck.Segment(start: start, end: end))
        }
        return segments
    }

    /// Absent or null items are no items.
    static func items(_ value: JSONValue?) -> [DrawnMazeCheck.Item]? {
        guard let value, value != .null else { return [] }
        guard let elements = value.arrayValue else { return nil }
        var items: [DrawnMazeCheck.Item] = []
        for element in elements {
            guard let position = point(element) else { return nil }
            let onSolution = element.objectValue?["on_solution"]
            if let onSolution, onSolution != .null, onSolution.boolValue == nil { return nil }
            items.append(DrawnMazeCheck.Item(position: position, onSolution: onSolution?.boolValue))
        }
        return items
    }
}

extension MazeFinding.Element {
    /// Where in the labyrinth file the finding points.
    var pointer: JSONPointer {
        switch self {
        case .svgPath: "/path_data/svg_path"
        case .solutionPath: "/path_data/solution_path"
        case .startPoint: "/path_data/start_point"
        case .endPoint: "/path_data/end_point"
        case .segment(let index): JSONPointer(tokens: ["path_data", "segments", String(index)])
        case .item(let index): JSONPointer(tokens: ["path_data", "items", String(index)])
        }
    }
}
