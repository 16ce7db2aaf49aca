import ContentFormat
import ContentJSON
import LabyrinthKit
import MazeKit

/// The maze of one labyrinth rebuilt from its own `svg_path` by MazeKit's `DrawnMazeCheck`, once per file,
/// shared by every maze rule. Built from the file as the app decodes it, only when it decodes and its canvas is
/// usable; otherwise `labyrinth.decode` or `labyrinth.canvas` has already reported why.
package struct MazeInspection: Sendable {
    package var mazeType: String
    /// Nil when `maze_type` names no drawing style (then `maze.drawing` reports it).
    package var report: DrawnMazeCheck.Report?
    /// What the check was run on, as read from `path_data` (nil with `report`): preview draws from it.
    package var input: DrawnMazeCheck.Input?
    /// Rectangular mazes (`grid`, `corridor_rect`) must have the level's grid exactly; shaped ones at least it.
    package var isRectangular: Bool
    /// An organic path's own check (`maze_type: organic`); nil for mazes.
    package var organic: OrganicPathCheck.Report?
    /// What a child meets tracing an organic path's drawn stroke (`StrokeCheck`); empty for mazes and for a
    /// `svg_path` that cannot be read (`organic.path` reports that).
    package var stroke: [OrganicFinding] = []
    /// The line an organic `svg_path` draws, read once for every check of the file; nil for mazes and unreadable paths.
    package var organicStroke: DrawnCurve?
    /// The line a maze's `solution_path` draws; nil for organic paths and unreadable routes.
    package var route: DrawnCurve?
    /// How far the best route keeps from the avoid obstacles, along the rebuilt maze's centre lines; nil
    /// without obstacles or without a sound maze to route through.
    package var clearance: ObstacleClearance?
    /// The rebuilt maze's passages as centre lines, built once for an avoid maze and shared by its rules.
    var centreLines: CentreLineGraph?
    /// An avoid story's shortest route keeping more than the hit radius from every obstacle (fewest turns among
    /// those), the route its `solution_path` shows: the level's turns and share are judged on it (`levelRoute`).
    /// Found once per file, on a sound rebuilt maze; nil for other stories, or when every route hits an obstacle.
    package var clearRoute: ClearRoute?

    package init?(_ labyrinth: CheckedLabyrinth) {
        guard let pathData = labyrinth.labyrinth?.pathData,
            let width = Self.canvasSide(pathData.canvasWidth), let height = Self.canvasSide(pathData.canvasHeight)
        else { return nil }
        mazeType = pathData.mazeType
        isRectangular = mazeType == "grid" || mazeType == "corridor_rect"
        let items = (pathData.items ?? []).map {
            DrawnMazeCheck.Item(position: Self.point($0.point), onSolution: $0.onSolution)
        }
        guard let style = DrawingStyle(mazeType: mazeType) else {
            report = nil
            input = nil
            switch labyrinth.kind {
            case .maze?, nil: break
            case .organicPath?:
                let organicInput = OrganicPathCheck.Input(
                    controlPoints: (pathData.controlPoints ?? []).map(Self.point),
                    segments: pathData.segments.map {
                        DrawnMazeCheck.Segment(start: Self.point($0.start), end: Self.point($0.end))
                    },
                    svgPath: pathData.svgPath, start: Self.point(pathData.startPoint),
                    end: Self.point(pathData.endPoint),
                    items: items, pathWidth: pathData.width)
                organic = OrganicPathCheck.run(organicInput)
                if case .success(let curve) = organicInput.drawnStroke {
                    organicStroke = curve
                    stroke = StrokeCheck.run(
                        curve: curve, controlPoints: (pathData.controlPoints ?? []).map(Self.point),
                        width: pathData.width,
                        items: items.map(\.position),
                        rules: labyrinth.profile.play.strokeRules(
                            tolerance: labyrinth.level.map { Double($0.pathTolerance) } ?? 0))
                }
            }
            return
        }
        let input = DrawnMazeCheck.Input(
            svgPath: pathData.svgPath, style: style, solutionPath: pathData.solutionPath,
            start: Self.point(pathData.startPoint), end: Self.point(pathData.endPoint),
            segments: pathData.segments.map {
                DrawnMazeCheck.Segment(start: Self.point($0.start), end: Self.point($0.end))
            },
            items: items,
            canvas: ReconstructedMaze.Canvas(width: width, height: height))
        self.input = input
        let report = DrawnMazeCheck.run(input)
        self.report = report
        // The route as the check already read it; read again only when the check could not (a maze not rebuilt).
        let reach = labyrinth.profile.play.completionRadius
        if let points = report.solutionPoints {
            route = DrawnCurve(polyline: points, denseNearEnd: reach)
        } else if !pathData.solutionPath.isEmpty {
            route = try? DrawnCurve(svgPath: pathData.solutionPath, denseNearEnd: reach)
        }
        // Routes through the rebuilt maze only when it is sound: on a broken drawing the maze rules speak first.
        guard let obstacles = pathData.avoidItems, !obstacles.isEmpty, let maze = report.maze,
            !report.findings.contains(where: { structuralMazeCodes.contains($0.code) })
        else { return }
        let graph = CentreLineGraph(maze: maze)
        guard let start = graph.node(at: Self.point(pathData.startPoint)),
            let end = graph.node(at: Self.point(pathData.endPoint))
        else { return }
        let points = obstacles.map { Self.point($0.point) }
        let hitRadius = labyrinth.profile.avoid.hitRadius
        // The obstacles' own rules wait for a maze without errors; the level's judge the numbers of any sound one.
        if report.findings.allSatisfy({ $0.severity != .error }) {
            centreLines = graph
            clearance = graph.clearance(from: start, to: end, obstacles: points, hitRadius: hitRadius)
        }
        if labyrinth.isAvoidStory {
            clearRoute = ClearRoute.shortest(
                from: start, to: end, in: graph, cols: maze.cols, obstacles: points, hitRadius: hitRadius)
        }
    }

    /// The start's cell in the rebuilt maze, when the start is on one.
    func startCell(_ labyrinth: CheckedLabyrinth) -> Cell? {
        guard let maze = report?.maze, let start = labyrinth.labyrinth?.pathData.startPoint else { return nil }
        return maze.lattice.cell(atCentre: Self.point(start))
    }

    package static func point(_ point: PathPoint) -> DrawnPoint { DrawnPoint(x: point.x, y: point.y) }

    /// A canvas side the maze can be drawn on (whole, 1…100000); `labyrinth.canvas` reports any other.
    package static func canvasSide(_ value: Double) -> Int? {
        guard value >= 1, value <= 100_000 else { return nil }
        return Int(exactly: value)
    }
}

extension MazeFinding.Element {
    /// Where in the labyrinth file the finding points.
    var pointer: JSONPointer {
        switch self {
        case .svgPath: .pathData(.svgPath)
        case .solutionPath: .pathData(.solutionPath)
        case .startPoint: .pathData(.startPoint)
        case .endPoint: .pathData(.endPoint)
        case .segment(let index): .pathData(.segments) / index
        case .item(let index): .pathData(.items) / index
        }
    }
}

extension OrganicFinding.Element {
    /// Where in the labyrinth file the finding points.
    var pointer: JSONPointer {
        switch self {
        case .svgPath: .pathData(.svgPath)
        case .controlPoints: .pathData(.controlPoints)
        case .controlPoint(let index): .pathData(.controlPoints) / index
        case .segment(let index?): .pathData(.segments) / index
        case .segment(nil): .pathData(.segments)
        case .startPoint: .pathData(.startPoint)
        case .endPoint: .pathData(.endPoint)
        case .item(let index): .pathData(.items) / index
        }
    }
}
