import ContentFormat
import ContentJSON
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
            changes.append(
                (
                    .pathData(.items),
                    .array(items.map { .object(["x": .int($0.0), "y": .int($0.1), "emoji": .string("🌰")]) })
                ))
        }
        return changes
    }

    /// Straight up through (300, 250), round, and back to end there: the finger arrives at a quarter of the way.
    static let passesItsEnd = path([(300, 466), (300, 300), (300, 40), (480, 40), (480, 250), (300, 250)])
    /// The way back along y = 300 crosses the way up along x = 300: a junction, the two meeting at a right angle.
    static let crossesItself = path([(300, 466), (300, 100), (500, 100), (500, 300), (150, 300), (150, 34)])
    /// Up, and back down 20 beside the way up: the two run side by side, closer than the width, without crossing.
    static let runsAlongside = path([(300, 466), (300, 100), (320, 100), (320, 220), (500, 220), (500, 34)])
    /// Up, round and down again, the two sides two widths apart: near each other, never touching.
    static let hairpin = path([(200, 466), (200, 100), (300, 100), (300, 466)])
    /// A turn of 150 degrees at (200, 100).
    static let spike = path([(300, 466), (200, 100), (400, 300)])
}

enum StrokeFindings {
    static func report(
        _ findings: [OrganicFinding], code: OrganicFindingCode, of labyrinth: CheckedLabyrinth,
        into recorder: inout FindingRecorder
    ) {
        for finding in findings where finding.code == code {
            recorder.report(labyrinth.file, at: finding.element.pointer, finding.message)
        }
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
