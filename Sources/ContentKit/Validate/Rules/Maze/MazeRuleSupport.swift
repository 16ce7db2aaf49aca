import MazeKit

/// A maze rule that passes on MazeKit's findings of some codes, pointing at the part of `path_data` they concern.
public protocol MazeCodeRule: MazeRule {
    var codes: Set<MazeFindingCode> { get }
}

extension MazeCodeRule {
    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        for finding in maze.report?.findings ?? [] where codes.contains(finding.code) {
            recorder.report(labyrinth.file, at: finding.element?.pointer ?? .labyrinth(.pathData), Self.message(finding))
        }
    }

    static func message(_ finding: MazeFinding) -> String {
        switch finding.element {
        case .svgPath(let offset), .solutionPath(let offset): "\(finding.message) (at character \(offset); \(finding.code.rawValue))"
        default: "\(finding.message) (\(finding.code.rawValue))"
        }
    }
}

/// Changes to the example labyrinth that break one maze rule each.
enum ExampleMaze {
    static func point(_ x: Int, _ y: Int) -> JSONValue { .object(["x": .int(x), "y": .int(y)]) }
    static func segment(_ a: (Int, Int), _ b: (Int, Int)) -> JSONValue { .object(["start": point(a.0, a.1), "end": point(b.0, b.1)]) }

    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)]) -> RuleExample {
        .labyrinth(ExampleLabyrinth.text(setting: changes))
    }

    /// The changed labyrinth, on which the rule reports at `pointer`.
    static func labyrinth(_ changes: [(JSONPointer, JSONValue?)], at pointer: JSONPointer?) -> RuleExample {
        .labyrinth(ExampleLabyrinth.text(setting: changes), at: pointer)
    }

    static func svg(appending pieces: String) -> (JSONPointer, JSONValue?) {
        (.pathData(.svgPath), .string(ExampleLabyrinth.wallDrawing + " " + pieces))
    }

    static func svgWithout(_ piece: String) -> (JSONPointer, JSONValue?) {
        let pieces = ExampleLabyrinth.wallDrawing.components(separatedBy: "M ").filter { !$0.isEmpty }.map { "M " + $0.trimmingSpaces }
        return (.pathData(.svgPath), .string(pieces.filter { $0 != piece }.joined(separator: " ")))
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

public struct MazeDrawingRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.drawing"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "`svg_path` parses as `M x y L x y` pieces, stays on the canvas and on one cell lattice, in the style `maze_type` names."
    public let codes: Set<MazeFindingCode> = [
        .svgUnparsable, .drawingEmpty, .drawingOffCanvas, .latticeUnknown, .wallOffLattice, .corridorOffLattice, .corridorNotNeighbours,
    ]

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.svgPath), .string("M 20 40 Q 160 40"))], at: .pathData(.svgPath)),
         ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 580 40 L 700 40")], at: .pathData(.svgPath)),
         ExampleMaze.labyrinth([(.pathData(.svgPath), .string(""))], at: .pathData(.svgPath)),
         ExampleMaze.labyrinth([(.pathData(.mazeType), .string("spiral"))], at: .pathData(.mazeType))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard maze.report != nil || maze.organic != nil else {
            return recorder.report(labyrinth.file, at: .pathData(.mazeType),
                                   "`maze_type` is \"\(maze.mazeType)\"; expected grid, shaped_<shape>, corridor_<shape> or organic")
        }
        for finding in maze.report?.findings ?? [] where codes.contains(finding.code) {
            recorder.report(labyrinth.file, at: finding.element?.pointer ?? .pathData(.svgPath), Self.message(finding))
        }
    }
}

public struct MazeStartEndRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.startEnd"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "`start_point` and `end_point` are centres of two different cells of the maze."
    public let codes: Set<MazeFindingCode> = [.startOffCell, .endOffCell, .startIsEnd]

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.startPoint), ExampleMaze.point(95, 390))], at: .pathData(.startPoint)),
         ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(90, 390))], at: .pathData(.endPoint))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeClosedRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.closed"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "The walls close the maze all round: the start's region does not reach the outside."
    public let codes: Set<MazeFindingCode> = [.openToOutside]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svgWithout("M 20 320 L 20 460")], at: .pathData(.startPoint))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeReachableRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.reachable"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "The end can be reached from the start through open passages."
    public let codes: Set<MazeFindingCode> = [.unreachableEnd]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 440 40 L 440 180")], at: .pathData(.endPoint))]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeSolutionRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.solution"
    public let severity = Severity.error
    public let description = "`solution_path` is one polyline from start to end through cell centres and open passages."
    public let codes: Set<MazeFindingCode> = [
        .solutionUnparsable, .solutionNotPolyline, .solutionWrongStart, .solutionWrongEnd, .solutionOffCell,
        .solutionDiagonalStep, .solutionThroughWall,
    ]

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 510 110"))], at: .pathData(.solutionPath)),
         ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 230 390 L 370 390 L 510 390 L 510 250 L 510 110"))],
                               at: .pathData(.solutionPath)),
         ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 90 250"))], at: .pathData(.solutionPath))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeSegmentsRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.segments"
    public let severity = Severity.error
    public let description = "Each segment joins the centres of two neighbouring cells through an open passage; the solution's steps all have one."
    public let codes: Set<MazeFindingCode> = [.segmentOffCell, .segmentNotNeighbours, .segmentThroughWall, .segmentUnreachable, .segmentsMissSolution]

    public var triggeringExamples: [RuleExample] {
        // Segment 7 is the passage (0, 0)-(1, 0), off the solution: replacing it breaks nothing else.
        [ExampleMaze.labyrinth([(.pathData(.segments) / 7, ExampleMaze.segment((90, 390), (370, 390)))], at: .pathData(.segments) / 7),
         ExampleMaze.labyrinth([(.pathData(.segments) / 7, ExampleMaze.segment((90, 390), (230, 390)))], at: .pathData(.segments) / 7),
         ExampleMaze.labyrinth([(.pathData(.segments), .array([]))], at: .labyrinth(.pathData))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeDuplicateSegmentRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.duplicateSegment"
    public let severity = Severity.warning
    public let description = "Each passage is in `segments` once (a repeat is harmless to the app, but not what the generator writes)."
    public let codes: Set<MazeFindingCode> = [.segmentDuplicate]
    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.pathData(.segments) / 1, ExampleMaze.segment((90, 390), (90, 250)))], at: .pathData(.segments) / 1)]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }
}

public struct MazeItemsRule: MazeCodeRule {
    public init() {}
    public let identifier = "maze.items"
    public let severity = Severity.error
    public let description = "Items sit on reachable cell centres on the canvas, not on start or end, one per cell, with a true `on_solution`."
    public let codes: Set<MazeFindingCode> = [.itemOffCanvas, .itemOffCell, .itemUnreachable, .itemOnStartOrEnd, .itemSharesCell, .itemOnSolutionWrong]

    public var triggeringExamples: [RuleExample] {
        let item = { (x: Int, y: Int, on: Bool) -> JSONValue in
            .object(["x": .int(x), "y": .int(y), "emoji": .string("🐚"), "on_solution": .bool(on)])
        }
        return [
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(90, 390, true))]), at: .pathData(.items) / 0),
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(700, 110, false))]), at: .pathData(.items) / 0),
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0, item(100, 110, false))]), at: .pathData(.items) / 0),
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 1, item(230, 250, true))]), at: .pathData(.items) / 1),
            .labyrinth(ExampleLabyrinth.adventureText(changes: [(.pathData(.items) / 0 / ItemKey.onSolution, .bool(false))]), at: .pathData(.items) / 0),
        ]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.adventureText())] }
}

/// The findings that make a maze's numbers meaningless: its drawing, its start and end, its closure and its route.
/// Wrong solutions, segments or items do not change the maze, so the level warnings still apply then.
let structuralMazeCodes: Set<MazeFindingCode> =
    MazeDrawingRule().codes.union(MazeStartEndRule().codes).union(MazeClosedRule().codes).union(MazeReachableRule().codes)

/// The numbers of a sound maze, for the level warnings; nil while the maze itself is broken,
/// which says more than any level warning would.
func soundMetrics(_ maze: MazeInspection) -> DrawnMazeCheck.Metrics? {
    guard let report = maze.report, !report.findings.contains(where: { structuralMazeCodes.contains($0.code) }) else { return nil }
    return report.metrics
}

/// One way a labyrinth falls short of what its level (its `difficulty`) promises. The level rules report
/// these and `stats` warns about them: one judgement, so the two never disagree.
public enum LevelShortfall: Sendable, Equatable {
    /// A rectangular maze without the level's grid exactly, or a shaped one smaller than it.
    case grid(rows: Int, cols: Int, isRectangular: Bool)
    /// Loops (passages − cells + 1) other than the level's extra connections.
    case loops(Int)
    /// The shortest route visits less than the level's share of the inside cells.
    case solutionShare(cells: Int, insideCells: Int, share: Double)
    /// A shortest route turns fewer times than the level asks: with loops a child may take any shortest
    /// route, so the promise must hold for the one with the fewest turns, not for the file's `solution_path`.
    case turns(Int)
    /// A collect adventure without the level's number of items.
    case items(Int)
    /// An avoid adventure without the level's number of obstacles.
    case obstacles(Int)

    /// Everything `labyrinth` is short of its level, in the order above. The maze's numbers count only while
    /// the maze is sound (`soundMetrics`); items count without a maze. Empty when the level is unknown.
    public static func of(_ labyrinth: CheckedLabyrinth, maze: MazeInspection?) -> [LevelShortfall] {
        guard let level = labyrinth.level else { return [] }
        var shortfalls: [LevelShortfall] = []
        if let maze, let metrics = soundMetrics(maze) {
            let wrongGrid = maze.isRectangular
                ? metrics.rows != level.grid.rows || metrics.cols != level.grid.cols
                : metrics.rows < level.grid.rows || metrics.cols < level.grid.cols
            if wrongGrid { shortfalls.append(.grid(rows: metrics.rows, cols: metrics.cols, isRectangular: maze.isRectangular)) }
            if !loopsKeepPromise(metrics.loops, of: labyrinth) { shortfalls.append(.loops(metrics.loops)) }
            if let share = metrics.solutionShare, let cells = metrics.shortestRouteCells, share < level.minSolutionShare {
                shortfalls.append(.solutionShare(cells: cells, insideCells: metrics.insideCells, share: share))
            }
            if let turns = metrics.shortestRouteTurns, turns < level.minTurns { shortfalls.append(.turns(turns)) }
        }
        if labyrinth.isAvoidStory {
            if labyrinth.obstacles.count != level.avoidObstacles { shortfalls.append(.obstacles(labyrinth.obstacles.count)) }
        } else if labyrinth.isAdventure {
            let count = labyrinth.value("path_data", "items")?.arrayValue?.count ?? 0
            if count != level.adventureItems { shortfalls.append(.items(count)) }
        }
        return shortfalls
    }

    /// Braiding gives an avoid maze more loops than the level's extra connections; the config says whether
    /// they count as a minimum there.
    static func loopsKeepPromise(_ loops: Int, of labyrinth: CheckedLabyrinth) -> Bool {
        guard let level = labyrinth.level else { return true }
        if labyrinth.isAvoidStory, labyrinth.profile.avoid.loops == .atLeast { return loops >= level.extraConnections }
        return loops == level.extraConnections
    }
}

public struct GridSizeRule: MazeRule {
    public init() {}
    public let identifier = "level.gridSize"
    public let severity = Severity.warning
    public let description = "A rectangular maze has its level's grid; a shaped maze's grid is not smaller than the level's."

    public var triggeringExamples: [RuleExample] {
        [ExampleMaze.labyrinth([(.labyrinth(.difficulty), .string("medium"))], at: .pathData(.svgPath)),
         ExampleMaze.labyrinth([(.labyrinth(.difficulty), .string("hard")), (.pathData(.mazeType), .string("shaped_tree"))], at: .pathData(.svgPath))]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), ExampleMaze.labyrinth([(.pathData(.mazeType), .string("shaped_circle"))])]
    }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .grid(let rows, let cols, let isRectangular) in LevelShortfall.of(labyrinth, maze: maze) {
            let grid = "\(rows) x \(cols)"
            let expected = "\(level.grid.rows) x \(level.grid.cols)"
            recorder.report(labyrinth.file, at: .pathData(.svgPath), isRectangular
                ? "the maze is \(grid) cells; the \(level.name) level is \(expected)"
                : "the shaped maze's grid is \(grid) cells, smaller than the \(level.name) level's \(expected)")
        }
    }
}

public struct ExtraConnectionsRule: MazeRule {
    public init() {}
    public let identifier = "level.extraConnections"
    public let severity = Severity.warning
    public let description = "The maze has as many loops (passages − cells + 1) as the level's extra connections."
    public var triggeringExamples: [RuleExample] { [ExampleMaze.labyrinth([ExampleMaze.svg(appending: "M 160 180 L 160 320")], at: .pathData(.svgPath))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .loops(let loops) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(labyrinth.file, at: .pathData(.svgPath),
                            "the maze has \(loops) loop(s); the \(level.name) level has \(labyrinth.isAvoidStory && labyrinth.profile.avoid.loops == .atLeast ? "at least " : "")\(level.extraConnections) extra connection(s)")
        }
    }
}

public struct SolutionShareRule: MazeRule {
    public init() {}
    public let identifier = "level.solutionShare"
    public let severity = Severity.warning
    public let description = "The shortest route visits at least the level's minimum share of the cells."
    public var triggeringExamples: [RuleExample] { [ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(230, 250))], at: .pathData(.endPoint))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .solutionShare(let cells, let inside, let share) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(labyrinth.file, at: .pathData(.endPoint),
                            "the shortest route visits \(cells) of \(inside) cells (\(Self.percent(share))); the \(level.name) level asks for at least \(Self.percent(level.minSolutionShare))")
        }
    }

    static func percent(_ share: Double) -> String { FixedDecimal.text(share * 100, decimals: 0) + "%" }
}

/// Turns are counted on the shortest route with the fewest turns, rebuilt from the drawing. With loops a child
/// may take any shortest route, so the level's promise must hold for the easiest one; the file's own
/// `solution_path` does not decide it (a route turning often enough is no help when a straighter one is as short).
public struct TurnsRule: MazeRule {
    public init() {}
    public let identifier = "level.turns"
    public let severity = Severity.warning
    public let description = "Every shortest route changes direction at least the level's minimum number of times."
    public var triggeringExamples: [RuleExample] {
        // The only route to (1, 1) turns once.
        [ExampleMaze.labyrinth([(.pathData(.endPoint), ExampleMaze.point(230, 250))], at: .pathData(.endPoint)),
         // From (2, 2) to (0, 0) two routes are shortest, round either side of the loop: `solution_path` takes
         // the one turning 3 times, as the level asks, but the other turns only twice.
         ExampleMaze.labyrinth([(.pathData(.startPoint), ExampleMaze.point(370, 390)),
                                (.pathData(.endPoint), ExampleMaze.point(90, 110)),
                                (.pathData(.solutionPath), .string("M 370 390 L 230 390 L 230 250 L 90 250 L 90 110"))],
                               at: .pathData(.endPoint))]
    }
    public var nonTriggeringExamples: [RuleExample] {
        // A `solution_path` that is no route at all (`maze.solution` reports it) changes nothing here:
        // the maze's one shortest route still turns 5 times.
        [.labyrinth(ExampleLabyrinth.text),
         ExampleMaze.labyrinth([(.pathData(.solutionPath), .string("M 90 390 L 90 250"))])]
    }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level else { return }
        for case .turns(let turns) in LevelShortfall.of(labyrinth, maze: maze) {
            recorder.report(labyrinth.file, at: .pathData(.endPoint),
                            "a shortest route from start to end turns only \(turns) time(s); the \(level.name) level asks for at least \(level.minTurns) on every shortest route")
        }
    }
}

public struct SolutionOnlySegmentsRule: MazeRule {
    public init() {}
    public let identifier = "level.solutionOnlySegments"
    public let severity = Severity.warning
    public let description = "`segments` holds every passage, not only the solution's steps (the old style)."

    public var triggeringExamples: [RuleExample] {
        let steps = zip(ExampleLabyrinth.solution, ExampleLabyrinth.solution.dropFirst()).map { a, b in
            ExampleMaze.segment(ExampleLabyrinth.centre(a), ExampleLabyrinth.centre(b))
        }
        return [ExampleMaze.labyrinth([(.pathData(.segments), .array(steps))], at: .pathData(.segments))]

    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let metrics = soundMetrics(maze), metrics.segmentCoverage == .solutionOnly else { return }
        recorder.report(labyrinth.file, at: .pathData(.segments),
                        "`segments` holds only the solution's steps (the old style); expected every passage, so the child can draw anywhere")
    }
}
