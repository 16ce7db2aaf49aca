import ContentCatalogue
import ContentFormat
import ContentGenerate
import ContentJSON
import ContentReview
import ContentSupport
import ContentValidate
import LabyrinthKit

/// Why a level cannot be shown or changed as asked, with the status the page gets.
struct StudioRefusal: Error, Sendable, Equatable {
    var status: Int
    var message: String
    var file: String?
    var key: String?

    init(_ status: Int, _ message: String, file: String? = nil, key: String? = nil) {
        self.status = status
        self.message = message
        self.file = file
        self.key = key
    }
}

/// A labyrinth file with the page's edit applied in memory: its bytes as `generate` would write them from the
/// same drawing, and the rulebook's findings on them.
struct LevelState: Sendable {
    var level: CatalogueLevel
    var bytes: [UInt8]
    var root: JSONObject
    var pathData: JSONObject
    /// The seed the drawing was made with, when the page rerolled it.
    var seed: UInt64?

    /// The level as on disk, or made at `edit.seed`, with `edit`'s positions put in.
    init(_ level: CatalogueLevel, edit: LevelEdit?, in folder: StudioFolder) throws(StudioRefusal) {
        self.level = level
        let original: [UInt8]
        if let seed = edit?.seed {
            original = try Self.made(level, seed: seed, in: folder)
            self.seed = seed
        } else if let onDisk = folder.labyrinthBytes(level) {
            original = onDisk
        } else {
            throw StudioRefusal(
                404, "\(folder.contentFolder)/\(level.fileName) is not there or cannot be read; run `mazegen generate`",
                file: level.fileName)
        }
        guard case .object(var root)? = try? JSONReader.parse(original).value,
            case .object(var pathData)? = root[LabyrinthKey.pathData]
        else {
            throw StudioRefusal(
                422, "\(level.fileName) is not a labyrinth file the studio can read; `mazegen validate` says why",
                file: level.fileName)
        }
        if let items = edit?.items {
            pathData = try Self.moving(PathDataKey.items, to: items, in: pathData, solution: Self.solution(pathData))
        }
        if let obstacles = edit?.obstacles {
            pathData = try Self.moving(
                PathDataKey.avoidItems, to: obstacles, in: pathData, solution: Self.solution(pathData))
        }
        root[LabyrinthKey.pathData.stringValue] = .object(pathData)
        self.root = root
        self.pathData = pathData
        bytes = edit?.items == nil && edit?.obstacles == nil ? original : JSONWriter.bytes(.object(root))
    }

    /// The level's file as `generate` makes it at `seed`, every other level's seed unchanged.
    static func made(_ level: CatalogueLevel, seed: UInt64, in folder: StudioFolder) throws(StudioRefusal) -> [UInt8] {
        var catalogue = folder.catalogue
        catalogue.drawings[level.id] = nil
        do {
            guard
                let file = try ContentGenerator(config: folder.config, catalogue: catalogue, seed: seed)
                    .labyrinth(id: level.id)
            else { throw StudioRefusal(404, "\(level.id) is not in the catalogue") }
            return file.bytes
        } catch let error as StudioRefusal {
            throw error
        } catch {
            throw StudioRefusal(422, "\(level.id) at seed \(seed): \(error)")
        }
    }

    /// `positions` put into the list `key` (same count, same order): each object keeps its other members, and
    /// `on_solution` says again whether it lies on the shortest route.
    static func moving(
        _ key: PathDataKey, to positions: [[Double]], in pathData: JSONObject, solution: [Point]
    ) throws(StudioRefusal) -> JSONObject {
        guard case .array(let objects)? = pathData[key] else {
            if positions.isEmpty { return pathData }
            throw StudioRefusal(400, "this level has no \(key.stringValue) to move", key: key.stringValue)
        }
        guard objects.count == positions.count else {
            throw StudioRefusal(
                400, "expected \(objects.count) positions for \(key.stringValue), got \(positions.count)",
                key: key.stringValue)
        }
        var moved: [JSONValue] = []
        for (object, position) in zip(objects, positions) {
            guard position.count == 2, position.allSatisfy({ $0.isFinite && abs($0) < 100_000 }),
                case .object(var members) = object
            else {
                throw StudioRefusal(400, "a position is two finite numbers [x, y]", key: key.stringValue)
            }
            let point = Point(x: position[0], y: position[1])
            members[ItemKey.x.stringValue] = .number(JSONNumber(literal: HTMLText.number(point.x)))
            members[ItemKey.y.stringValue] = .number(JSONNumber(literal: HTMLText.number(point.y)))
            if members[ItemKey.onSolution] != nil {
                members[ItemKey.onSolution.stringValue] = .bool(point.lies(on: solution))
            }
            moved.append(.object(members))
        }
        var result = pathData
        result[key.stringValue] = .array(moved)
        return result
    }

    // MARK: What the page draws

    static func points(_ value: JSONValue?) -> [Point] {
        guard case .array(let elements)? = value else { return [] }
        return elements.compactMap { element in
            guard let x = element.objectValue?[PointKey.x]?.doubleValue,
                let y = element.objectValue?[PointKey.y]?
                    .doubleValue
            else { return nil }
            return Point(x: x, y: y)
        }
    }

    static func point(_ value: JSONValue?) -> Point? {
        guard let object = value?.objectValue, let x = object[PointKey.x]?.doubleValue,
            let y = object[PointKey.y]?.doubleValue
        else { return nil }
        return Point(x: x, y: y)
    }

    /// The shortest route as a polyline: `solution_path`'s numbers, two by two.
    static func solution(_ pathData: JSONObject) -> [Point] {
        guard let path = pathData[PathDataKey.solutionPath]?.stringValue else { return [] }
        let numbers = path.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    /// The lines an item or obstacle may sit on: a maze's passages (`segments`), an organic path's control points.
    var centreLines: [[Point]] {
        var lines: [[Point]] = []
        if case .array(let segments)? = pathData[PathDataKey.segments] {
            for segment in segments {
                if let start = Self.point(segment.objectValue?[SegmentKey.start]),
                    let end = Self.point(segment.objectValue?[SegmentKey.end])
                {
                    lines.append([start, end])
                }
            }
        }
        if lines.isEmpty {
            let controls = Self.points(pathData[PathDataKey.controlPoints])
            for index in controls.indices.dropLast() { lines.append([controls[index], controls[index + 1]]) }
        }
        return lines
    }

    var canvas: (width: Int, height: Int) {
        (pathData[PathDataKey.canvasWidth]?.intValue ?? 600, pathData[PathDataKey.canvasHeight]?.intValue ?? 500)
    }

    /// The paths as the app draws them (walls as thin lines; corridors and an organic path as wide round strokes),
    /// the start and end: the objects and the solution are the page's to draw.
    func drawing(background: String, title: String) -> String {
        let (width, height) = canvas
        let path = HTMLText.escape(pathData[PathDataKey.svgPath]?.stringValue ?? "")
        let mazeType = pathData[PathDataKey.mazeType]?.stringValue ?? ""
        let stroke = pathData[PathDataKey.width]?.doubleValue ?? 20
        let wide = mazeType == PathData.organicMazeType || mazeType.hasPrefix("corridor")
        let colour = HTMLText.escape(background)
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
                + "aria-label=\"\(HTMLText.escape(level.id + ": " + title))\">",
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(colour)\"/>",
        ]
        if wide {
            parts.append(
                "<path class=\"path-edges\" d=\"\(path)\" fill=\"none\" stroke=\"#22304a\" stroke-opacity=\"0.45\" "
                    + "stroke-width=\"\(HTMLText.number(stroke + 4))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
            )
            parts.append(
                "<path class=\"path\" d=\"\(path)\" fill=\"none\" stroke=\"#fffdf5\" "
                    + "stroke-width=\"\(HTMLText.number(stroke))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
            )
        } else {
            parts.append(
                "<path class=\"walls\" d=\"\(path)\" fill=\"none\" stroke=\"#22304a\" stroke-width=\"4\" "
                    + "stroke-linecap=\"round\"/>")
        }
        for (name, colour, point) in [
            ("start", "#1f9d55", Self.point(pathData[PathDataKey.startPoint])),
            ("end", "#d64532", Self.point(pathData[PathDataKey.endPoint])),
        ] {
            guard let point else { continue }
            parts.append(
                "<circle class=\"\(name)\" cx=\"\(HTMLText.number(point.x))\" cy=\"\(HTMLText.number(point.y))\" "
                    + "r=\"12\" fill=\"\(colour)\"/>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    // MARK: The rulebook

    /// The rulebook's findings on the edited file alone (the rules that judge one file), each tied to the item or
    /// obstacle its pointer names.
    func findings(_ validator: Validator) -> [WireFinding] {
        let report =
            (try? validator.judgingOneFile().validate(InMemoryContentSource([level.fileName: bytes])))
            ?? ValidationReport(findings: [], filesChecked: 0)
        return report.findings.sorted().map(Self.wire)
    }

    static func wire(_ finding: Finding) -> WireFinding {
        WireFinding(
            rule: finding.ruleIdentifier, severity: finding.severity.rawValue, message: finding.message,
            pointer: finding.pointer?.description, file: finding.file, object: object(named: finding.pointer),
            key: textKey(named: finding.pointer))
    }

    /// `/path_data/items/2/x` names item 2, `/path_data/avoid_items/0` obstacle 0.
    static func object(named pointer: JSONPointer?) -> WireObject? {
        guard let tokens = pointer?.tokens, tokens.count >= 3, tokens[0] == LabyrinthKey.pathData.stringValue,
            let index = Int(tokens[2]), index >= 0
        else { return nil }
        switch tokens[1] {
        case PathDataKey.items.stringValue: return WireObject(kind: "item", index: index)
        case PathDataKey.avoidItems.stringValue: return WireObject(kind: "obstacle", index: index)
        default: return nil
        }
    }

    /// `/tts_instruction` names that text.
    static func textKey(named pointer: JSONPointer?) -> String? {
        guard let first = pointer?.tokens.first, StoryTexts.keys.contains(first) else { return nil }
        return first
    }

    func reply(in folder: StudioFolder) -> LevelReply {
        let (width, height) = canvas
        let background =
            folder.catalogue.location(of: level.story)?.backgroundColor ?? "#ffffff"
        let stroke = pathData[PathDataKey.width]?.doubleValue ?? 20
        return LevelReply(
            labyrinthID: level.id, storyID: folder.storyID(level.story), level: level.level.name, width: width,
            height: height, drawing: drawing(background: background, title: level.story.title),
            items: Self.points(pathData[PathDataKey.items]).map(\.pair),
            obstacles: Self.points(pathData[PathDataKey.avoidItems]).map(\.pair),
            itemRadius: max(12, stroke / 2), obstacleRadius: folder.config.avoid.hitRadius,
            solution: Self.solution(pathData).map(\.pair), centreLines: centreLines.map { $0.map(\.pair) },
            findings: findings(folder.validator), seed: seed)
    }
}

/// A point of the drawing, in the app's points.
struct Point: Sendable, Equatable {
    var x: Double
    var y: Double

    var pair: [Double] { [x, y] }

    /// Whether the point lies on the polyline (within half a point: positions are written to two decimals).
    func lies(on polyline: [Point]) -> Bool {
        guard polyline.count > 1 else { return polyline.first == self }
        for index in polyline.indices.dropLast() where distance(to: polyline[index], polyline[index + 1]) <= 0.5 {
            return true
        }
        return false
    }

    func distance(to a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length == 0 ? 0 : max(0, min(1, ((x - a.x) * dx + (y - a.y) * dy) / length))
        let px = a.x + t * dx - x
        let py = a.y + t * dy - y
        return (px * px + py * py).squareRoot()
    }
}

/// The seven texts of a story the studio edits, by their pack file (and labyrinth file) key.
enum StoryTexts {
    static let keys: [String] = [
        Story.CodingKeys.title, .storySetup, .instruction, .ttsInstruction, .educationalQuestion, .funFact,
        .completionMessage,
    ].map(\.rawValue)

    static func texts(of story: Story) -> [String: String] {
        var texts: [String: String] = [Story.CodingKeys.title.rawValue: story.title]
        for text in story.texts { texts[text.key] = text.text }
        return texts
    }

    /// The story with `texts` put in; an unknown key is refused by name.
    static func applying(_ texts: [String: String], to story: Story) throws(StudioRefusal) -> Story {
        var story = story
        for (key, text) in texts {
            guard text.utf8.count <= 4000 else {
                throw StudioRefusal(400, "\(key) is longer than 4000 bytes", key: key)
            }
            switch Story.CodingKeys(rawValue: key) {
            case .title?: story.title = text
            case .storySetup?: story.storySetup = text
            case .instruction?: story.instruction = text
            case .ttsInstruction?: story.ttsInstruction = text
            case .educationalQuestion?: story.educationalQuestion = text
            case .funFact?: story.funFact = text
            case .completionMessage?: story.completionMessage = text
            default: throw StudioRefusal(400, "\(key) is not a story text the studio edits", key: key)
            }
        }
        return story
    }
}
