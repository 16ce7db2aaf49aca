import Testing

@testable import MazeKit

@Suite struct OrganicPathTests {
    static let handPoints = [Point(x: 300, y: 466), Point(x: 200, y: 300), Point(x: 400, y: 200), Point(x: 300, y: 34)]

    /// Worked by hand: inner points are controls; the first curve ends at the midpoint of
    /// (200, 300) and (400, 200), i.e. (300, 250); the last ends at the last point.
    @Test func drawingFollowsTheRuleOnAHandComputedCase() {
        #expect(OrganicPath.svgPath(through: Self.handPoints) == "M 300 466 Q 200 300 300 250 Q 400 200 300 34")
        #expect(
            OrganicPath.svgPath(through: [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 0)])
                == "M 0 0 Q 10 10 20 0")
        #expect(OrganicPath.svgPath(through: [Point(x: 0, y: 0), Point(x: 10, y: 10)]) == "M 0 0 L 10 10")
    }

    // MARK: the checker

    private func input(_ path: OrganicPath) -> OrganicPathCheck.Input {
        OrganicPathCheck.Input(
            controlPoints: path.controlPoints.map(drawn),
            segments: path.segments.map { DrawnMazeCheck.Segment(start: drawn($0.start), end: drawn($0.end)) },
            svgPath: path.svgPath, start: drawn(path.startPoint), end: drawn(path.endPoint),
            items: path.items.map { DrawnMazeCheck.Item(position: drawn($0.point), onSolution: true) },
            pathWidth: Double(path.width))
    }

    private func handInput() -> OrganicPathCheck.Input {
        input(
            OrganicPath(
                points: Self.handPoints, width: 20,
                items: [OrganicItem(point: Self.handPoints[2], controlPointIndex: 2)]))
    }

    @Test func soundHandPathPassesAndMeasuresItsLength() {
        let report = OrganicPathCheck.run(handInput())
        #expect(report.findings.isEmpty, "\(report.findings)")
        // Piece by piece: √(100² + 166²) + √(200² + 100²) + √(100² + 166²).
        let outer: Double = (10_000.0 + 27_556.0).squareRoot()
        let middle: Double = (40_000.0 + 10_000.0).squareRoot()
        let expected = outer + middle + outer
        #expect(abs(report.polylineLength - expected) < 1e-9)
    }

    @Test func roundedDrawingOfHalfUnitMidpointsPasses() {
        var check = handInput()
        check.controlPoints[2] = DrawnPoint(x: 401, y: 200)
        check.segments[1].end = check.controlPoints[2]
        check.segments[2].start = check.controlPoints[2]
        check.items = []
        check.svgPath = "M 300 466 Q 200 300 301 250 Q 401 200 300 34"  // midpoint x 300.5, written rounded
        #expect(OrganicPathCheck.run(check).findings.isEmpty)
    }

    @Test func brokenDrawingIsFound() {
        var check = handInput()
        // The first curve ends at a control point, not the midpoint.
        check.svgPath = "M 300 466 Q 200 300 300 200 Q 400 200 300 34"
        let findings = OrganicPathCheck.run(check).findings
        #expect(findings.map(\.code) == [.svgMismatch])
        #expect(findings.first?.element == .svgPath(offset: 10))
        check.svgPath = "M 300 466 Q 200 300 300 250"
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.svgMismatch])
        check.svgPath = "M 300 466 C 200 300 300 250"
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.svgUnparsable])
        check.svgPath = "M 300 466 Q 200 300 300 250 M 300 250 Q 400 200 300 34"  // two strokes
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.svgMismatch])
        check.svgPath = "M 300 466 Q 200 300 300 250 Q 400 200 350 117"  // stops half-way along the last piece
        #expect(
            OrganicPathCheck.run(check).findings.map(\.message) == [
                "svg_path ends at (350, 117), not at the last control point (300, 34)"
            ])
        check.svgPath = "M 300 466 L 300 34"  // straight up the middle: starts and ends right, draws none of the bends
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.svgMismatch])
    }

    /// The drawn line is judged, not its letters: the app's own files end `… Q c m L end`, and a bare polyline
    /// draws the same way too. Both failed as "svg_mismatch" when one spelling was required.
    @Test func otherSpellingsOfTheSameLinePass() {
        var check = handInput()
        // The app's: the last curve to a midpoint, then L.
        check.svgPath = "M 300 466 Q 200 300 300 250 Q 400 200 350 117 L 300 34"
        #expect(OrganicPathCheck.run(check).findings.isEmpty, "\(OrganicPathCheck.run(check).findings)")
        check.svgPath = "M 300 466 L 200 300 L 400 200 L 300 34"  // the polyline itself, corners not rounded
        #expect(OrganicPathCheck.run(check).findings.isEmpty)
        check.svgPath = "M 300.0 466.0 Q 200.0 300.0 300.0 250.0 Q 400.0 200.0 350.0 117.0 L 300.0 34.0"
        #expect(OrganicPathCheck.run(check).findings.isEmpty)
    }

    /// The format's rounding draws its first curve from the start and its last to the end: round a square corner
    /// after a long first piece it bows away from the polyline by more than half a hard stroke before the first
    /// piece's middle, and that was called leaving the path.
    @Test func theFormatsOwnRoundingOfLongFirstAndLastPiecesPasses() {
        let corners = [Point(x: 100, y: 460), Point(x: 100, y: 40), Point(x: 500, y: 40), Point(x: 500, y: 460)]
        let check = input(OrganicPath(points: corners, width: 15, items: []))
        #expect(check.svgPath == "M 100 460 Q 100 40 300 40 Q 500 40 500 460")
        #expect(OrganicPathCheck.run(check).findings.isEmpty, "\(OrganicPathCheck.run(check).findings)")
    }

    @Test func gapInSegmentsIsFound() {
        var check = handInput()
        check.segments[1].start = DrawnPoint(x: 210, y: 300)
        let findings = OrganicPathCheck.run(check).findings
        #expect(findings.map(\.code) == [.segmentMismatch])
        #expect(findings.first?.element == .segment(index: 1))
        #expect(findings.first?.message.contains("does not start where segments[0] ends") == true)
        check = handInput()
        check.segments.swapAt(0, 2)
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.segmentMismatch, .segmentMismatch])
        check = handInput()
        check.segments.removeLast()
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.segmentCount])
    }

    @Test func itemsOffThePathAndWrongEndsAreFound() {
        var check = handInput()
        check.items = [
            DrawnMazeCheck.Item(position: DrawnPoint(x: 350, y: 300), onSolution: true),
            DrawnMazeCheck.Item(position: DrawnPoint(x: 300, y: 250), onSolution: true),
            DrawnMazeCheck.Item(position: DrawnPoint(x: 200, y: 300), onSolution: false),
        ]
        check.start = DrawnPoint(x: 300, y: 470)
        check.end = DrawnPoint(x: 300, y: 34)
        let findings = OrganicPathCheck.run(check).findings
        #expect(findings.map(\.code) == [.startMismatch, .itemOffPath, .itemBetweenPoints, .itemOnSolutionWrong])
        #expect(findings.map(\.element) == [.startPoint, .item(index: 0), .item(index: 1), .item(index: 2)])
    }

    @Test func tooFewPointsStopTheCheck() {
        var check = handInput()
        check.controlPoints = [DrawnPoint(x: 300, y: 466)]
        #expect(OrganicPathCheck.run(check).findings.map(\.code) == [.tooFewPoints])
    }
}
