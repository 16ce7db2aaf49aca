import LabyrinthKit
import MazeKit

// What a child meets tracing a path, judged on the drawn line (`StrokeCheck`, `DrawnCurve`): a path that breaks
// these still draws and plays, so each is a warning, with the share of the way where it happens.

/// Organic examples drawn from their control points as SPEC.md says, with the fields the stroke rules read.
enum ExampleStroke {
    static func path(_ points: [(Int, Int)], items: [(Int, Int)] = []) -> [(JSONPointer, JSONValue?)] {
        let drawn = points.map { Point(x: $0.0, y: $0.1) }
        let point = { (p: (Int, Int)) -> JSONValue in .object(["x": .int(p.0), "y": .int(p.1)]) }
        let segments = zip(points, points.dropFirst()).map { JSONValue.object(["start": point($0), "end": point($1)]) }
        var changes: [(JSONPointer, JSONValue?)] = [
            (.pathData(.svgPath), .string(OrganicPath.svgPath(through: drawn))),
            (.pathData(.startPoint), point(points[0])), (.pathData(.endPoint), point(points[points.count - 1])),
            (.pathData(.segments), .array(segments)), (.pathData(.controlPoints), .array(points.map(point))),
        ]
        if !items.isEmpty {
            changes.append((.pathData(.items), .array(items.map { .object(["x": .int($0.0), "y": .int($0.1), "emoji": .string("🌰")]) })))
        }
        return changes
    }

    /// Straight up through (300, 250), round, and back to end there: the finger arrives at a quarter of the way.
    static let passesItsEnd = path([(300, 466), (300, 300), (300, 40), (480, 40), (480, 250), (300, 250)])
    /// The way back along y = 300 crosses the way up along x = 300.
    static let crossesItself = path([(300, 466), (300, 100), (500, 100), (500, 300), (150, 300), (150, 34)])
    /// Up, round and down again, the two sides two widths apart: near each other, never touching.
    static let hairpin = path([(200, 466), (200, 100), (300, 100), (300, 466)])
    /// A turn of 150 degrees at (200, 100).
    static let spike = path([(300, 466), (200, 100), (400, 300)])
}

public struct OrganicEarlyEndRule: MazeRule {
    public init() {}
    public let identifier = "organic.earlyEnd"
    public let severity = Severity.warning
    public let description = "No earlier part of an organic path's stroke comes within the app's completion radius (`play.completion_radius`) of its end point: the app completes the story there, and the rest of the path is never drawn."

    public var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.passesItsEnd, at: .pathData(.controlPoints) / 1)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.spike)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .endReachedEarly, of: labyrinth, into: &recorder)
    }
}

public struct OrganicSelfTouchRule: MazeRule {
    public init() {}
    public let identifier = "organic.selfTouch"
    public let severity = Severity.warning
    public let description = "An organic path's stroke never comes closer than its width to a part of itself more than two widths of way off: there the two merge on screen and the child no longer sees one way on."

    public var triggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(ExampleStroke.crossesItself, at: .pathData(.controlPoints) / 3)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.hairpin)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .strokeTouches, of: labyrinth, into: &recorder)
    }
}

public struct OrganicSharpBendRule: MazeRule {
    public init() {}
    public let identifier = "organic.sharpBend"
    public let severity = Severity.warning
    public let description = "An organic path turns at most `play.max_bend` degrees at a control point (120: a triangle's corner, which children copy from about five, and the sharpest at which the stroke's two sides part within one width)."

    public var triggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(ExampleStroke.spike, at: .pathData(.controlPoints) / 1)] }

    public var nonTriggeringExamples: [RuleExample] { [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.crossesItself)] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .sharpBend, of: labyrinth, into: &recorder)
    }
}

public struct OrganicItemOffStrokeRule: MazeRule {
    public init() {}
    public let identifier = "organic.itemOffStroke"
    public let severity = Severity.warning
    public let description = "An organic path's items lie on the stroke as drawn: within half its width of the drawn line. The curves cut a sharp corner, so an item on its control point can sit beside the stroke, and a finger tracing the stroke passes it by."

    public var triggeringExamples: [RuleExample] {
        // (200, 300) is a control point, but the curve round it passes 38 units away.
        [ExampleOrganic.labyrinth(ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 34)], items: [(200, 300)]), at: .pathData(.items) / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [ExampleOrganic.labyrinth(), ExampleOrganic.labyrinth(ExampleStroke.path([(300, 466), (200, 300), (400, 200), (300, 34)], items: [(250, 329)]))]
    }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        StrokeFindings.report(maze.stroke, code: .itemOffStroke, of: labyrinth, into: &recorder)
    }
}

enum StrokeFindings {
    static func report(_ findings: [OrganicFinding], code: OrganicFindingCode, of labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for finding in findings where finding.code == code {
            recorder.report(labyrinth.file, at: finding.element.pointer, "\(finding.message) (\(finding.code.rawValue))")
        }
    }
}

/// The same completion rule for mazes, along the file's own route (`solution_path`).
public struct MazeEarlyEndRule: MazeRule {
    public init() {}
    public let identifier = "maze.earlyEnd"
    public let severity = Severity.warning
    public let description = "A maze's route (`solution_path`) comes within the app's completion radius (`play.completion_radius`) of the end point only at its end: a route passing near the end earlier finishes the story there."

    public var triggeringExamples: [RuleExample] {
        // Past the end cell's centre (510, 110), back to (370, 110) and to the end again.
        [.labyrinth(ExampleLabyrinth.text(setting: .pathData(.solutionPath), to: .string(ExampleLabyrinth.solutionDrawing + " L 370 110 L 510 110")),
                    at: .pathData(.solutionPath))]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), ExampleOrganic.labyrinth()] }

    public func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        guard let route = maze.route, let arrival = route.earlyArrival(within: labyrinth.profile.play.completionRadius) else { return }
        let radius = DrawnPoint.formatted(labyrinth.profile.play.completionRadius)
        recorder.report(labyrinth.file, at: .pathData(.solutionPath),
                        "the route comes within \(radius) of the end point at \(Int((route.share(at: arrival) * 100).rounded())) % of the way, at \(route.points[arrival].rounded), and the app completes the story there; the rest of the route is never drawn")
    }
}

/// The levels of a story draw one picture, finer as the level rises: an organic path of one level that lies
/// mostly away from the level before it draws another picture.
public struct OrganicPictureRule: FolderRule {
    public init() {}
    public let identifier = "organic.samePicture"
    public let severity = Severity.warning
    public let description = "The levels of an organic story draw the same picture: at most a quarter of each level's drawn line lies more than \(DrawnPoint.formatted(OrganicPictureRule.tolerance)) units from the level before it (finer detail stays closer than that; another shape does not)."

    /// Farther than this from the other level's line, a part of the drawing is not the same picture: the leaf
    /// the app ships keeps within 43 of it between easy and hard, three different zigzags are 90 and more apart.
    static let tolerance = 40.0
    static let maxShareApart = 0.25

    public var triggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_easy.json": ExampleOrganic.text([]),
                      "denny_001_medium.json": ExampleOrganic.text(ExampleStroke.path([(300, 466), (400, 300), (200, 200), (300, 34)]))])
            .finding(in: "denny_001_medium.json", at: .pathData(.svgPath))]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_easy.json": ExampleOrganic.text([]),
                      "denny_001_medium.json": ExampleOrganic.text(ExampleStroke.path([(300, 466), (210, 310), (250, 260), (400, 200), (300, 34)]))]),
         RuleExample(["denny_001_easy.json": ExampleOrganic.text([]),
                      "denny_002_medium.json": ExampleOrganic.text(ExampleStroke.path([(300, 466), (400, 300), (200, 200), (300, 34)]))])]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let byStory = Dictionary(grouping: folder.labyrinths.filter { $0.organicRoute != nil }) { $0.fileName?.story ?? -1 }
        for (_, files) in byStory.sorted(by: { $0.key < $1.key }) {
            let levels = files.compactMap { file in file.fileName.flatMap { folder.profile.levelIndex(of: $0.level) }.map { (index: $0, file: file) } }
                .sorted { $0.index < $1.index }
            for (earlier, later) in zip(levels, levels.dropFirst()) {
                compare(later.file, with: earlier.file, into: &recorder)
            }
        }
    }

    private func compare(_ file: LabyrinthFacts, with other: LabyrinthFacts, into recorder: inout FindingRecorder) {
        guard let route = file.organicRoute, let otherRoute = other.organicRoute else { return }
        let apart = DrawnCurve.shareApart(route, from: otherRoute, tolerance: Self.tolerance)
        let otherApart = DrawnCurve.shareApart(otherRoute, from: route, tolerance: Self.tolerance)
        guard max(apart, otherApart) > Self.maxShareApart else { return }
        let level = other.fileName?.level ?? other.file
        recorder.report(file.file, at: .pathData(.svgPath),
                        "draws another picture than the \(level) level (\(other.file)): \(Int((apart * 100).rounded())) % of its path lies more than \(DrawnPoint.formatted(Self.tolerance)) units from that level's, and \(Int((otherApart * 100).rounded())) % of that level's from this one; the levels of a story should draw one figure, finer as the level rises")
    }
}

extension DrawnPoint {
    /// Tenths at most; a whole number without a decimal point, as messages print file values.
    static func formatted(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return Int(exactly: tenths).map(String.init) ?? String(tenths)
    }

    var rounded: DrawnPoint { DrawnPoint(x: x.rounded(), y: y.rounded()) }
}
