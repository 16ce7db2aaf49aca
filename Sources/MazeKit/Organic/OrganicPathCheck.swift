/// The rules of an organic path (`maze_type: organic`) for validation: the drawing, the segments,
/// start, end and items must all follow from `control_points` as the SPEC describes.
public enum OrganicPathCheck {
    /// The parts of `path_data` the checks need, already read from JSON.
    public struct Input: Sendable {
        public var controlPoints: [DrawnPoint]
        public var segments: [DrawnMazeCheck.Segment]
        public var svgPath: String
        public var start: DrawnPoint
        public var end: DrawnPoint
        public var items: [DrawnMazeCheck.Item]
        /// The stroke the app draws (`width`): an item within half of it of the line sits on the drawn path.
        public var pathWidth: Double

        public init(controlPoints: [DrawnPoint], segments: [DrawnMazeCheck.Segment], svgPath: String,
                    start: DrawnPoint, end: DrawnPoint, items: [DrawnMazeCheck.Item], pathWidth: Double = 0) {
            self.controlPoints = controlPoints
            self.segments = segments
            self.svgPath = svgPath
            self.start = start
            self.end = end
            self.items = items
            self.pathWidth = pathWidth
        }
    }

    public struct Report: Sendable {
        public var findings: [OrganicFinding]
        /// Length of the `control_points` polyline in canvas units, for statistics.
        public var polylineLength: Double

        public var errors: [OrganicFinding] { findings.filter { $0.severity == .error } }
        public var warnings: [OrganicFinding] { findings.filter { $0.severity == .warning } }
    }

    /// Runs every rule. `tolerance` (canvas units) is how far a written number may be from the value
    /// the rule gives: 0.5 accepts a drawing rounded to whole units. Findings come in a fixed order:
    /// points, svg_path, segments, start/end, items.
    public static func run(_ input: Input, tolerance: Double = 0.5) -> Report {
        let points = input.controlPoints
        let length = OrganicPath.length(of: points)
        guard points.count >= 2 else {
            let finding = OrganicFinding(.tooFewPoints, "control_points holds \(points.count) point(s); expected the path as a polyline of at least 2 points, start to end", at: .controlPoints)
            return Report(findings: [finding], polylineLength: length)
        }
        var findings = checkDrawing(input.svgPath, points: points, tolerance: tolerance)
        findings += checkSegments(input.segments, points: points, tolerance: tolerance)
        if input.start.distance(to: points[0]) > tolerance {
            findings.append(OrganicFinding(.startMismatch, "start_point \(input.start) is not the first control point \(points[0])", at: .startPoint))
        }
        if input.end.distance(to: points[points.count - 1]) > tolerance {
            findings.append(OrganicFinding(.endMismatch, "end_point \(input.end) is not the last control point \(points[points.count - 1])", at: .endPoint))
        }
        for (index, item) in input.items.enumerated() {
            findings += checkItem(item, index: index, points: points, tolerance: tolerance, reach: max(tolerance, input.pathWidth / 2))
        }
        return Report(findings: findings, polylineLength: length)
    }

    // MARK: svg_path

    /// The commands the rule gives: `M p0`, then `Q p(i) mid(i, i+1)` per inner point, the last one
    /// ending at the last point; `M p0 L p1` for two points.
    static func expectedCommands(_ points: [DrawnPoint]) -> [(letter: UInt8, numbers: [Double])] {
        var commands: [(letter: UInt8, numbers: [Double])] = [(UInt8(ascii: "M"), [points[0].x, points[0].y])]
        if points.count == 2 { commands.append((UInt8(ascii: "L"), [points[1].x, points[1].y])) }
        guard points.count > 2 else { return commands }
        for index in 1..<(points.count - 1) {
            let control = points[index], next = points[index + 1]
            let end = index == points.count - 2 ? next : DrawnPoint(x: (control.x + next.x) / 2, y: (control.y + next.y) / 2)
            commands.append((UInt8(ascii: "Q"), [control.x, control.y, end.x, end.y]))
        }
        return commands
    }

    private static func checkDrawing(_ svgPath: String, points: [DrawnPoint], tolerance: Double) -> [OrganicFinding] {
        let written: [CurveCommand]
        do {
            written = try CurveCommandReader.read(svgPath)
        } catch {
            return [OrganicFinding(.svgUnparsable, "svg_path is not an 'M x y Q cx cy x y …' path: \(error)", at: .svgPath(offset: error.offset))]
        }
        let expected = expectedCommands(points)
        for (position, command) in expected.enumerated() {
            let what = describe(position, count: expected.count)
            guard position < written.count else {
                return [OrganicFinding(.svgMismatch, "svg_path stops after \(written.count) command(s); expected \(expected.count), the next being \(what)", at: .svgPath(offset: svgPath.utf8.count))]
            }
            let actual = written[position]
            let matches = actual.letter == command.letter && actual.numbers.count == command.numbers.count
                && zip(actual.numbers, command.numbers).allSatisfy { abs($0 - $1) <= tolerance }
            if !matches {
                let wanted = String(decoding: [command.letter], as: UTF8.self) + " " + command.numbers.map(DrawnPoint.format).joined(separator: " ")
                return [OrganicFinding(.svgMismatch, "svg_path has '\(actual.text)' where \(what) should be '\(wanted)' (values within \(DrawnPoint.format(tolerance)))", at: .svgPath(offset: actual.offset))]
            }
        }
        if written.count > expected.count {
            return [OrganicFinding(.svgMismatch, "svg_path goes on after the last control point with '\(written[expected.count].text)'; expected it to end there", at: .svgPath(offset: written[expected.count].offset))]
        }
        return []
    }

    private static func describe(_ position: Int, count: Int) -> String {
        if position == 0 { return "the move to the first control point" }
        if position == count - 1 { return "the last curve (control point \(position), ending at the last point)" }
        return "the curve around control point \(position) (ending at the midpoint to point \(position + 1))"
    }

    // MARK: segments

    private static func checkSegments(_ segments: [DrawnMazeCheck.Segment], points: [DrawnPoint], tolerance: Double) -> [OrganicFinding] {
        var findings: [OrganicFinding] = []
        if segments.count != points.count - 1 {
            findings.append(OrganicFinding(.segmentCount, "segments holds \(segments.count) piece(s); expected \(points.count - 1), one per pair of consecutive control points", at: .segment(index: nil)))
        }
        for (index, segment) in segments.enumerated() where index + 1 < points.count {
            let from = points[index], to = points[index + 1]
            guard segment.start.distance(to: from) > tolerance || segment.end.distance(to: to) > tolerance else { continue }
            let gap = index > 0 && segment.start.distance(to: segments[index - 1].end) > tolerance
            let reason = gap ? " (it does not start where segments[\(index - 1)] ends)" : ""
            findings.append(OrganicFinding(.segmentMismatch, "segment from \(segment.start) to \(segment.end) is not piece \(index) of the path, \(from) to \(to)\(reason)", at: .segment(index: index)))
        }
        return findings
    }

    // MARK: items

    /// An item farther than `reach` (half the drawn stroke) from the line cannot be collected: an error. One on the
    /// stroke but not on a control point can: a warning.
    private static func checkItem(
        _ item: DrawnMazeCheck.Item, index: Int, points: [DrawnPoint], tolerance: Double, reach: Double
    ) -> [OrganicFinding] {
        var findings: [OrganicFinding] = []
        let position = item.position
        let nearestPiece = zip(points, points.dropFirst()).map { position.distance(toSegmentFrom: $0, to: $1) }.min() ?? .infinity
        if nearestPiece > reach {
            findings.append(OrganicFinding(.itemOffPath, "item at \(position) is \(DrawnPoint.format((nearestPiece * 10).rounded() / 10)) units from the path, off the drawn stroke; expected it on a control point", at: .item(index: index)))
        } else if !points.contains(where: { position.distance(to: $0) <= tolerance }) {
            findings.append(OrganicFinding(.itemBetweenPoints, "item at \(position) lies on the drawn path but not on a control point; expected it on one", at: .item(index: index)))
        }
        if item.onSolution == false {
            findings.append(OrganicFinding(.itemOnSolutionWrong, "item at \(position) says on_solution false; every item of an organic path is on it (true)", at: .item(index: index)))
        }
        return findings
    }
}
