import MazeKit
import Testing

@Suite("Maze rules on a rebuilt drawing")
struct ReconstructCheckTests {
    typealias Code = MazeFindingCode

    private func codes(_ input: DrawnMazeCheck.Input) -> [Code] {
        DrawnMazeCheck.run(input).findings.map(\.code)
    }

    /// The outline of a rows x cols box on the 20-unit lattice, one unit piece per cell side,
    /// so the lattice can be read from the outline alone.
    private func unitOutline(rows: Int, cols: Int) -> String {
        var pieces: [String] = []
        for c in 0..<cols {
            let x = 10 + 20 * c
            pieces.append("M \(x) 10 L \(x + 20) 10")
            pieces.append("M \(x) \(10 + 20 * rows) L \(x + 20) \(10 + 20 * rows)")
        }
        for r in 0..<rows {
            let y = 10 + 20 * r
            pieces.append("M 10 \(y) L 10 \(y + 20)")
            pieces.append("M \(10 + 20 * cols) \(y) L \(10 + 20 * cols) \(y + 20)")
        }
        return pieces.joined(separator: " ")
    }

    @Test func soundTwoByTwoHasNoFindingsAndItsMetrics() throws {
        let report = DrawnMazeCheck.run(HandDrawn.input())
        #expect(report.findings.isEmpty, "\(report.findings)")
        let metrics = try #require(report.metrics)
        #expect(metrics.rows == 2 && metrics.cols == 2 && metrics.cellSize == 20)
        #expect(metrics.insideCells == 4)
        #expect(metrics.reachableCells == 4)
        #expect(metrics.passages == 3)
        #expect(metrics.loops == 0)
        #expect(metrics.deadEnds == 2)
        #expect(metrics.shortestRouteCells == 4)
        #expect(metrics.shortestRouteTurns == 2)
        #expect(metrics.solutionShare == 1.0)
        #expect(metrics.fileSolutionCells == 4)
        #expect(metrics.fileSolutionTurns == 2)
        #expect(metrics.segmentCoverage == .everyPassage)
    }

    @Test func oldStyleDrawingWithSolutionOnlySegmentsPasses() throws {
        // The end moves to (0,1), so the passage down to (1,1) is a branch the segments leave out.
        let report = DrawnMazeCheck.run(
            HandDrawn.input(
                svg: HandDrawn.twoByTwoOldStyle, solution: "M 20 40 L 20 20 L 40 20",
                end: HandDrawn.point(40, 20),
                segments: [HandDrawn.segment(20, 40, 20, 20), HandDrawn.segment(20, 20, 40, 20)]))
        #expect(report.errors.isEmpty, "\(report.findings)")
        #expect(report.metrics?.segmentCoverage == .solutionOnly)
        #expect(report.metrics?.repeatedWallEdges == 1)
    }

    @Test func gapInTheOutlineIsOpenToOutside() {
        let svg = "M 10 10 L 50 10 L 50 50 L 30 50 M 10 10 L 10 50 M 30 30 L 30 50"
        #expect(codes(HandDrawn.input(svg: svg)) == [.openToOutside])
    }

    @Test func walledOffEndIsUnreachable() {
        let svg = HandDrawn.twoByTwo + " M 30 10 L 30 30"
        // The new wall closes (0,0)–(0,1): the file's second segment now crosses it, its third joins
        // two cells cut off from the start, and so two solution steps are left without a segment.
        #expect(
            codes(HandDrawn.input(svg: svg)) == [
                .unreachableEnd, .solutionThroughWall, .segmentThroughWall, .segmentUnreachable, .segmentsMissSolution,
            ])
    }

    @Test func startAndEndMustBeCellCentres() {
        let found = DrawnMazeCheck.run(HandDrawn.input(start: HandDrawn.point(21, 40), end: HandDrawn.point(40, 140)))
        #expect(found.findings.map(\.code).prefix(2) == [.startOffCell, .endOffCell])
        #expect(found.findings[0].message.contains("nearest (20, 40)"))
        #expect(found.findings[1].message.contains("outside the 100 x 100 canvas"))
        #expect(
            codes(HandDrawn.input(solution: "M 20 40 L 20 40", end: HandDrawn.point(20, 40), segments: [])) == [
                .startIsEnd
            ])
    }

    @Test(arguments: [
        ("M 20 40 L 40 40", Code.solutionThroughWall),
        ("M 20 40 L 40 20 L 40 40", Code.solutionDiagonalStep),
        ("M 20 20 L 40 20 L 40 40", Code.solutionWrongStart),
        ("M 20 40 L 20 20 L 40 20", Code.solutionWrongEnd),
        ("M 20 40 L 20 21 L 40 20 L 40 40", Code.solutionOffCell),
        ("M 20 40 L 20 20 M 40 20 L 40 40", Code.solutionNotPolyline),
        ("", Code.solutionNotPolyline),
        ("M 20 40 L 20 20 Q", Code.solutionUnparsable),
    ])
    func brokenSolutionsAreReported(solution: String, expected: Code) {
        #expect(codes(HandDrawn.input(solution: solution)).first == expected)
    }

    @Test func solutionFindingsPointIntoTheSolutionText() {
        let report = DrawnMazeCheck.run(HandDrawn.input(solution: "M 20 40 L 20 20 Q"))
        #expect(report.findings.first?.element == .solutionPath(offset: 16))
        let through = DrawnMazeCheck.run(HandDrawn.input(solution: "M 20 40 L 20 20 L 40 20 L 40 40 L 20 40"))
        #expect(through.findings.map(\.code).contains(.solutionThroughWall))
        #expect(through.findings.first { $0.code == .solutionThroughWall }?.element == .solutionPath(offset: 32))
    }

    @Test func straightRunsOverSeveralCellsAreFineWhenEveryStepIsOpen() throws {
        let svg = unitOutline(rows: 3, cols: 3)
        let report = DrawnMazeCheck.run(
            HandDrawn.input(
                svg: svg, solution: "M 20 60 L 20 20 L 60 20",
                start: HandDrawn.point(20, 60), end: HandDrawn.point(60, 20),
                segments: [
                    HandDrawn.segment(20, 60, 20, 40), HandDrawn.segment(20, 40, 20, 20),
                    HandDrawn.segment(20, 20, 40, 20), HandDrawn.segment(40, 20, 60, 20),
                ]))
        #expect(report.errors.isEmpty, "\(report.findings)")
        let metrics = try #require(report.metrics)
        #expect(metrics.fileSolutionCells == 5)
        #expect(metrics.fileSolutionTurns == 1)
        // The open 3x3 grid: 12 passages, 9 cells, so 4 loops; routes of 5 cells, the straightest with one turn.
        #expect(metrics.passages == 12)
        #expect(metrics.loops == 4)
        #expect(metrics.deadEnds == 0)
        #expect(metrics.shortestRouteCells == 5)
        #expect(metrics.shortestRouteTurns == 1)
        #expect(metrics.segmentCoverage == .solutionOnly)
        // Blocking the middle of the run is caught.
        let blocked = codes(
            HandDrawn.input(
                svg: svg + " M 10 30 L 30 30", solution: "M 20 60 L 20 20 L 60 20",
                start: HandDrawn.point(20, 60), end: HandDrawn.point(60, 20), segments: []))
        #expect(blocked.contains(.solutionThroughWall))
    }

    @Test func badSegmentsAreReportedByIndex() {
        let segments =
            HandDrawn.twoByTwoSegments + [
                HandDrawn.segment(20, 20, 40, 40),  // diagonal
                HandDrawn.segment(20, 40, 40, 40),  // through the inner wall
                HandDrawn.segment(21, 20, 40, 20),  // off a centre
                HandDrawn.segment(20, 20, 20, 20),  // no length
                HandDrawn.segment(40, 20, 20, 20),  // repeats segments[1] reversed
            ]
        let report = DrawnMazeCheck.run(HandDrawn.input(segments: segments))
        #expect(
            report.findings.map(\.code) == [
                .segmentNotNeighbours, .segmentThroughWall, .segmentOffCell, .segmentNotNeighbours, .segmentDuplicate,
            ])
        #expect(report.findings.map(\.element) == (3...7).map { .segment(index: $0) })
        #expect(report.errors.count == 4)
        #expect(report.warnings.map(\.code) == [.segmentDuplicate])
    }

    @Test func segmentsMissingASolutionStepAreReported() {
        let report = DrawnMazeCheck.run(HandDrawn.input(segments: Array(HandDrawn.twoByTwoSegments.prefix(2))))
        #expect(report.findings.map(\.code) == [.segmentsMissSolution])
        #expect(report.metrics?.segmentCoverage == .partial)
    }

    @Test func badItemsAreReportedCaseByCase() {
        let items: [DrawnMazeCheck.Item] = [
            .init(position: HandDrawn.point(100.5, 20), onSolution: nil),  // off canvas
            .init(position: HandDrawn.point(25, 20), onSolution: nil),  // off a centre
            .init(position: HandDrawn.point(20, 40), onSolution: true),  // on the start
            .init(position: HandDrawn.point(40, 40), onSolution: true),  // on the end
            .init(position: HandDrawn.point(20, 20), onSolution: true),  // fine
            .init(position: HandDrawn.point(20, 20), onSolution: true),  // shares items[4]'s cell
            .init(position: HandDrawn.point(40, 20), onSolution: false),  // is on the solution
        ]
        let report = DrawnMazeCheck.run(HandDrawn.input(items: items))
        #expect(
            report.findings.map(\.code) == [
                .itemOffCanvas, .itemOffCell, .itemOnStartOrEnd, .itemOnStartOrEnd, .itemSharesCell,
                .itemOnSolutionWrong,
            ])
        #expect(report.findings.map(\.element) == [0, 1, 2, 3, 5, 6].map { .item(index: $0) })
        #expect(report.findings[4].message.contains("items[4]"))
    }

    @Test func itemsOutsideAShapeAreUnreachable() {
        let svg = "M 10 10 L 30 10 L 30 30 L 50 30 L 50 50 L 10 50 L 10 10"
        let report = DrawnMazeCheck.run(
            HandDrawn.input(
                svg: svg, solution: "M 20 40 L 40 40",
                segments: [HandDrawn.segment(20, 40, 40, 40)],
                items: [
                    .init(position: HandDrawn.point(40, 20), onSolution: false),
                    .init(position: HandDrawn.point(20, 20), onSolution: false),
                ]))
        #expect(report.findings.map(\.code) == [.itemUnreachable])
        #expect(report.metrics?.insideCells == 3)
    }

    // MARK: corridors

    /// 2x3 lattice: (0,0)-(0,1)-(0,2) (one line two cells long), (0,0)-(1,0), (0,2)-(1,2); (1,1) has no dot.
    private let corridorSVG =
        "M 20 20 L 60 20 M 20 20 L 20 40 M 60 20 L 60 40 M 20 20 L 20 20 M 40 20 L 40 20 M 60 20 L 60 20 M 20 40 L 20 40 M 60 40 L 60 40"

    private func corridorInput(
        solution: String = "M 20 40 L 20 20 L 60 20 L 60 40", start: DrawnPoint = HandDrawn.point(20, 40),
        segments: [DrawnMazeCheck.Segment]? = nil,
        items: [DrawnMazeCheck.Item] = []
    ) -> DrawnMazeCheck.Input {
        HandDrawn.input(
            svg: corridorSVG, style: .corridor, solution: solution, start: start, end: HandDrawn.point(60, 40),
            segments: segments ?? [
                HandDrawn.segment(20, 40, 20, 20), HandDrawn.segment(20, 20, 40, 20),
                HandDrawn.segment(40, 20, 60, 20), HandDrawn.segment(60, 20, 60, 40),
            ],
            items: items)
    }

    @Test func soundCorridorMazeHasNoFindings() throws {
        let report = DrawnMazeCheck.run(
            corridorInput(items: [.init(position: HandDrawn.point(40, 20), onSolution: true)]))
        #expect(report.findings.isEmpty, "\(report.findings)")
        let metrics = try #require(report.metrics)
        #expect(metrics.insideCells == 5)
        #expect(metrics.shortestRouteCells == 5)
        #expect(metrics.shortestRouteTurns == 2)
        #expect(metrics.deadEnds == 2)
        #expect(metrics.segmentCoverage == .everyPassage)
    }

    @Test func corridorRulesCatchUndottedCellsAndGaps() {
        #expect(codes(corridorInput(start: HandDrawn.point(40, 40))).first == .startOffCell)
        #expect(
            codes(corridorInput(solution: "M 20 40 L 40 40 L 60 40")) == [
                .solutionThroughWall, .solutionThroughWall, .segmentsMissSolution,
            ])
        let segments = [HandDrawn.segment(20, 20, 60, 20), HandDrawn.segment(40, 20, 40, 40)]
        #expect(
            codes(corridorInput(segments: segments)) == [
                .segmentNotNeighbours, .segmentThroughWall, .segmentsMissSolution,
            ])
        let item = DrawnMazeCheck.Item(position: HandDrawn.point(40, 40), onSolution: false)
        #expect(codes(corridorInput(items: [item])) == [.itemOffCell])
    }
}
