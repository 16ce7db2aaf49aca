import LabyrinthKit
import MazeKit

/// Avoid adventures for the rules' examples: the example maze with obstacles where a test wants them. The
/// maze's loop runs (1,0) → (0,0) → (0,1) → (1,1), so an obstacle on the passage (1,0)–(1,1) can be passed
/// by the detour, while the cell (2,1) is on every way to the end.
enum ExampleAvoid {
    /// Between (1,0) and (1,1), on the route, with the loop as the way around it.
    static let avoidable = (x: 160, y: 250)
    /// The centre of (2,1): every way to the end runs through it.
    static let blocking = (x: 230, y: 390)

    static func text(_ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = []) -> String {
        let items = obstacles.map { point -> JSONValue in
            .object(["x": .int(point.x), "y": .int(point.y), "emoji": .string(emoji), "on_solution": .bool(false)])
        }
        return ExampleLabyrinth.text(setting: [
            (.labyrinth(.itemRule), .string("avoid")), (.labyrinth(.itemEmoji), .string("🐝")), (.pathData(.avoidItems), .array(items)),
        ] + changes)
    }

    /// An example that must stay quiet.
    static func labyrinth(_ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = []) -> RuleExample {
        .labyrinth(text(obstacles, emoji: emoji, changes: changes))
    }

    /// An example whose finding lands at `pointer`.
    static func labyrinth(
        _ obstacles: [(x: Int, y: Int)] = [avoidable], emoji: String = "🐝", changes: [(JSONPointer, JSONValue?)] = [], at pointer: JSONPointer?
    ) -> RuleExample {
        .labyrinth(text(obstacles, emoji: emoji, changes: changes), at: pointer)
    }
}

extension CheckedLabyrinth {
    /// The obstacles as the app decodes them; empty when there are none or the file does not decode.
    var obstacles: [PathItem] { labyrinth?.pathData.avoidItems ?? [] }

    var isAvoidStory: Bool { labyrinth?.rule == .avoid }

    static let avoidItemsPointer = JSONPointer.pathData(.avoidItems)

    func obstaclePointer(_ index: Int) -> JSONPointer { Self.avoidItemsPointer / index }
}

public struct AvoidObstaclesMissingRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.missing"
    public let severity = Severity.error
    public let description = "An avoid story has obstacles in `path_data.avoid_items`: without them there is nothing to go around."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([], at: .pathData(.avoidItems))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, labyrinth.obstacles.isEmpty else { return }
        recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                        "`item_rule` is avoid but `path_data.avoid_items` holds no obstacle; expected the level's obstacles")
    }
}

public struct AvoidItemsWithoutRuleRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.withoutRule"
    public let severity = Severity.warning
    public let description = "Obstacles (`avoid_items`) belong to an avoid story; the app ignores them elsewhere."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(changes: [(.labyrinth(.itemRule), nil), (.labyrinth(.itemEmoji), nil)], at: .pathData(.avoidItems))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard !labyrinth.isAvoidStory, !labyrinth.obstacles.isEmpty else { return }
        recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer,
                        "the file has \(labyrinth.obstacles.count) obstacle(s) but `item_rule` is not avoid; the app will not show them")
    }
}

public struct AvoidEmojiRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.emoji"
    public let severity = Severity.warning
    public let description = "Each obstacle shows the story's `item_emoji`, the thing the texts ask to go around."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(emoji: "🐌", at: .pathData(.avoidItems) / 0 / ItemKey.emoji)] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard labyrinth.isAvoidStory, let emoji = labyrinth.labyrinth?.itemEmoji else { return }
        for (index, obstacle) in labyrinth.obstacles.enumerated() where obstacle.emoji != emoji {
            recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index) / ItemKey.emoji,
                            "obstacle \(index) shows \"\(obstacle.emoji)\"; the story asks to go around \"\(emoji)\"")
        }
    }
}

public struct AvoidItemOverlapRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.itemOverlap"
    public let severity = Severity.error
    public let description = "No collect item lies within the hit radius of an obstacle: gathering it would hit the obstacle."

    public var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth(changes: [(.pathData(.items), .array([.object([
            "x": .int(ExampleAvoid.avoidable.x), "y": .int(ExampleAvoid.avoidable.y), "emoji": .string("⭐"),
        ])]))], at: .pathData(.avoidItems) / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), .labyrinth(ExampleLabyrinth.adventureText())] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        let items = labyrinth.labyrinth?.pathData.items ?? []
        let radius = labyrinth.profile.avoid.hitRadius
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            for (itemIndex, item) in items.enumerated() where item.point.distance(to: obstacle.point) <= radius {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) is within \(FixedDecimal.text(radius, decimals: 0)) of item \(itemIndex); collecting the item would hit it")
            }
        }
    }
}

public struct AvoidPlacementRule: MazeRule {
    public init() {}
    public let identifier = "avoid.placement"
    public let severity = Severity.error
    public let description = "Each obstacle is on the canvas and off the start and end cells: one there cannot be avoided."

    public var triggeringExamples: [RuleExample] {
        [ExampleAvoid.labyrinth([(x: 700, y: 250)], at: .pathData(.avoidItems) / 0),
         ExampleAvoid.labyrinth([(x: 90, y: 390)], at: .pathData(.avoidItems) / 0),
         ExampleAvoid.labyrinth([(x: 500, y: 100)], at: .pathData(.avoidItems) / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let pathData = labyrinth.labyrinth?.pathData else { return }
        let lattice = maze.report?.maze?.lattice
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let point = obstacle.point
            if point.x < 0 || point.y < 0 || point.x > pathData.canvasWidth || point.y > pathData.canvasHeight {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) at \(point.text) is outside the \(pathData.canvasWidth.text) x \(pathData.canvasHeight.text) canvas")
                continue
            }
            guard let lattice, let cell = lattice.cell(containing: point) else { continue }
            for (name, end) in [("start", pathData.startPoint), ("end", pathData.endPoint)] where lattice.cell(containing: end) == cell {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) at \(point.text) is on the \(name) cell; no way can avoid it")
            }
        }
    }
}

public struct AvoidStartDistanceRule: LabyrinthRule {
    public init() {}
    public let identifier = "avoid.startDistance"
    public let severity = Severity.warning
    public let description = "Each obstacle is at least the config's `avoid.min_start_distance` (140) from the start point."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([(x: 160, y: 320)], at: .pathData(.avoidItems) / 0)] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let start = labyrinth.labyrinth?.pathData.startPoint else { return }
        let minimum = labyrinth.profile.avoid.minStartDistance
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let distance = obstacle.point.distance(to: start)
            if distance < minimum {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) is \(FixedDecimal.text(distance, decimals: 1)) from the start; keep it at least \(minimum.text) away")
            }
        }
    }
}

public struct AvoidNearRouteRule: MazeRule {
    public init() {}
    public let identifier = "avoid.nearRoute"
    public let severity = Severity.warning
    public let description = "Each obstacle lies within half a cell of some passage: one that no route comes near blocks nothing."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([(x: 25, y: 45)], at: .pathData(.avoidItems) / 0)] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let rebuilt = maze.report?.maze, let graph = maze.centreLines, maze.clearance != nil else { return }
        let reach = Double(rebuilt.lattice.cellSize) / 2
        for (index, obstacle) in labyrinth.obstacles.enumerated() {
            let point = MazeInspection.point(obstacle.point)
            let nearest = graph.edges.lazy.map { point.distance(toSegmentFrom: graph.centres[$0.a], to: graph.centres[$0.b]) }.min()
            if let nearest, nearest > reach {
                recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                                "obstacle \(index) is \(FixedDecimal.text(nearest, decimals: 1)) from the nearest passage; no route comes near it")
            }
        }
    }
}

public struct AvoidableRule: MazeRule {
    public init() {}
    public let identifier = "avoid.avoidable"
    public let severity = Severity.error
    public let description = "Some route from start to end, along the passages' centre lines, keeps more than the app's hit radius (18) from every obstacle."
    public var triggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth([ExampleAvoid.blocking], at: .pathData(.avoidItems) / 0)] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleAvoid.labyrinth(), ExampleAvoid.labyrinth([(x: 300, y: 110)])] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let clearance = maze.clearance, !clearance.isAvoidable else { return }
        let radius = FixedDecimal.text(clearance.hitRadius, decimals: 0)
        guard let index = clearance.blockingObstacle else {
            return recorder.report(labyrinth.file, at: CheckedLabyrinth.avoidItemsPointer, "no route reaches the end at all")
        }
        let best = clearance.bestClearance.map { FixedDecimal.text($0, decimals: 1) } ?? "0"
        recorder.report(labyrinth.file, at: labyrinth.obstaclePointer(index),
                        "obstacle \(index) cannot be avoided: every route passes within \(best) of it, inside the hit radius \(radius)")
    }
}

extension PathPoint {
    var text: String { "(\(x.text), \(y.text))" }

    func distance(to other: PathPoint) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

extension Double {
    /// A coordinate as the files write it: whole numbers without a decimal point.
    var text: String { FixedDecimal.text(self, decimals: self == rounded() ? 0 : 1) }
}

extension ReconstructedMaze.Lattice {
    /// The cell whose square holds `point`; nil outside the lattice. The bounds are checked on the doubles: a
    /// file may hold any coordinate a Double can (1e300), which no Int conversion may see.
    func cell(containing point: PathPoint) -> Cell? {
        let col = ((point.x - Double(originX)) / Double(cellSize)).rounded(.down)
        let row = ((point.y - Double(originY)) / Double(cellSize)).rounded(.down)
        guard row >= 0, row < Double(rows), col >= 0, col < Double(cols) else { return nil }
        return Cell(row: Int(row), col: Int(col))
    }
}
