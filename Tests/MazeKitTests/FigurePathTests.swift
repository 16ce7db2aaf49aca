import Foundation
import Testing

@testable import MazeKit

/// A figure path draws its strokes as one journey a child can finish, at every level, finer as the stroke narrows.
@Suite("Figure paths")
struct FigurePathTests {
    static let canvas = Canvas(width: 600, height: 500, margin: 20)
    /// The shipped levels: stroke width, the app team's minimum segments, items of a collect story, path tolerance.
    static let levels: [(width: Int, minSegments: Int, items: Int, tolerance: Double)] = [
        (34, 6, 2, 25), (24, 12, 4, 18), (15, 20, 6, 12),
    ]

    static func rules(tolerance: Double) -> StrokeCheck.Rules {
        StrokeCheck.Rules(
            completionRadius: 30, maxBend: 120, tolerance: tolerance, minStartEndDistance: 150, itemStartDistance: 60,
            itemSpacing: 0.1)
    }

    static func points(_ pairs: [(Double, Double)]) -> [DrawnPoint] { pairs.map { DrawnPoint(x: $0.0, y: $0.1) } }

    /// A leaf: an outline from its base round the tip and back, a stem below the base and a vein up the middle,
    /// the three meeting at the base (four stroke ends: a junction the path passes twice).
    static let leaf = FigureDrawing(
        id: "leaf",
        strokes: [
            points([
                (50, 80), (36, 78), (22, 70), (14, 55), (15, 38), (24, 20), (37, 8), (50, 0), (63, 8), (76, 20),
                (85, 38), (86, 55), (78, 70), (64, 78), (50, 80),
            ]),
            points([(50, 80), (50, 100)]),
            points([(50, 80), (50, 28)]),
        ], start: DrawnPoint(x: 50, y: 100), end: DrawnPoint(x: 50, y: 28))

    /// A kite: a closed diamond drawn from its foot, and a line from the foot up to its middle; the journey starts
    /// at the foot, a junction of three stroke ends.
    static let kite = FigureDrawing(
        id: "kite",
        strokes: [
            points([(50, 100), (0, 50), (50, 0), (100, 50), (50, 100)]),
            points([(50, 100), (50, 45)]),
        ], start: DrawnPoint(x: 50, y: 100), end: DrawnPoint(x: 50, y: 45))

    static func request(_ level: (width: Int, minSegments: Int, items: Int, tolerance: Double)) -> FigurePathRequest {
        FigurePathRequest(
            canvas: canvas, frameInset: 34, width: level.width, minSegments: level.minSegments,
            itemCount: level.items, rules: rules(tolerance: level.tolerance))
    }

    /// A path that runs beside itself all the way has dozens of findings; a refusal names each kind once, then how
    /// many more there are (a refusal once listed a hundred places, a page long).
    @Test func aRefusalNamesEachKindOfFindingOnce() {
        let findings = [
            OrganicFinding(.strokeTouches, "passes itself at 10 %", at: .svgPath(offset: 0)),
            OrganicFinding(.strokeTouches, "passes itself at 20 %", at: .svgPath(offset: 0)),
            OrganicFinding(.sharpBend, "turns at 30 %", at: .controlPoint(index: 3)),
            OrganicFinding(.strokeTouches, "passes itself at 40 %", at: .svgPath(offset: 0)),
        ]
        #expect(
            FigurePath.summarised(findings) == ["passes itself at 10 %", "turns at 30 %", "and 2 more like them"])
        #expect(FigurePath.summarised(Array(findings.prefix(1))) == ["passes itself at 10 %"])
    }

    /// A cup's rim drawn as one open line, started and ended at its two top corners: drawn as it stands, the start
    /// lands under the app's pull-down, which the path promises to keep clear; the pen's own start and end lie
    /// there too, so the level cannot draw it, and says why.
    @Test func aStartUnderThePullDownIsNotDrawn() throws {
        let cup = FigureDrawing(
            id: "cup",
            strokes: [
                [
                    DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 90), DrawnPoint(x: 50, y: 100),
                    DrawnPoint(x: 90, y: 90),
                    DrawnPoint(x: 100, y: 0),
                ]
            ], start: DrawnPoint(x: 0, y: 0), end: DrawnPoint(x: 100, y: 0))
        var request = Self.request(Self.levels[2])
        #expect(Double(try FigurePath.drawn(cup, request).path.startPoint.y) < 100)
        request.startTopMargin = 100
        #expect {
            try FigurePath.drawn(cup, request)
        } throws: { error in
            "\(error)".contains("its start lands") && "\(error)".contains("under the 100 the app keeps clear")
        }
    }

    @Test(arguments: [leaf, kite])
    func everyLevelIsAPathAChildCanFinish(_ figure: FigureDrawing) throws {
        for level in Self.levels {
            let path = try FigurePath.generate(figure, Self.request(level))
            let points = path.controlPoints.map(DrawnPoint.init)
            let curve = DrawnCurve(controlPoints: points)
            let findings = StrokeCheck.run(
                curve: curve, controlPoints: points, width: Double(level.width),
                items: path.items.map { DrawnPoint($0.point) }, rules: Self.rules(tolerance: level.tolerance))
            #expect(findings.isEmpty, "\(figure.id) at width \(level.width): \(findings)")
            #expect(path.segments.count >= level.minSegments)
            #expect(path.items.count == level.items)
            // The app team's check: the start low on the canvas, and far from the end.
            #expect(path.startPoint.y > 100)
            #expect(DrawnPoint(path.startPoint).distance(to: DrawnPoint(path.endPoint)) >= 150)
            // The stroke stays on the canvas (a junction's two points may reach half a width past the frame).
            for point in path.controlPoints {
                #expect((level.width / 2...(Self.canvas.width - level.width / 2)).contains(point.x))
                #expect((level.width / 2...(Self.canvas.height - level.width / 2)).contains(point.y))
            }
            for item in path.items { #expect(path.controlPoints[item.controlPointIndex] == item.point) }
            // The SPEC's own check of an organic path finds nothing either.
            let report = OrganicPathCheck.run(
                OrganicPathCheck.Input(
                    controlPoints: points,
                    segments: path.segments.map {
                        DrawnMazeCheck.Segment(start: DrawnPoint($0.start), end: DrawnPoint($0.end))
                    },
                    svgPath: path.svgPath, start: DrawnPoint(path.startPoint), end: DrawnPoint(path.endPoint),
                    items: path.items.map { DrawnMazeCheck.Item(position: DrawnPoint($0.point), onSolution: true) },
                    pathWidth: Double(level.width)))
            #expect(report.findings.isEmpty, "\(report.findings)")
        }
    }

    @Test(arguments: [leaf, kite])
    func theLevelsDrawOnePictureFinerAsTheStrokeNarrows(_ figure: FigureDrawing) throws {
        let paths = try Self.levels.map { try FigurePath.generate(figure, Self.request($0)) }
        let lines = paths.map { DrawnCurve(controlPoints: $0.controlPoints.map(DrawnPoint.init)).resampled(every: 8) }
        for (coarse, fine) in zip(lines, lines.dropFirst()) {
            // validate's organic.samePicture allows a quarter; a figure's levels stay far closer.
            #expect(DrawnCurve.shareApart(fine, from: coarse, tolerance: 40) < 0.05)
            #expect(DrawnCurve.shareApart(coarse, from: fine, tolerance: 40) < 0.05)
        }
    }

    /// The leaf's journey: up the stem, round the outline, through the base again and up the vein. The base is met
    /// twice, each time exactly (a junction of the drawn line), and the end once.
    @Test func theJourneyPassesTheJunctionItselfAndEndsOnce() throws {
        let path = try FigurePath.generate(Self.leaf, Self.request(Self.levels[0]))
        let curve = DrawnCurve(controlPoints: path.controlPoints.map(DrawnPoint.init))
        let junctions = StrokeCheck.junctions(curve, width: 34)
        #expect(junctions.count == 1, "\(junctions)")
        // The base, fitted: x in the middle of the canvas, 80 % of the way down the frame.
        let base = try #require(junctions.first)
        #expect(abs(base.x - 300) <= 2 && abs(base.y - (34 + 0.8 * 432)) <= 2, "\(base)")
        #expect(curve.earlyArrival(within: 30 + 25 + 17) == nil)
        #expect(StrokeCheck.touches(curve, controlPoints: [], width: 34).isEmpty)
    }

    /// At a junction the way on is the straightest that still leaves the rest drawable: from the stem (heading up)
    /// the loop's side that goes straight on, whichever way round the loop is written; never the tail, although it
    /// turns less than the other side, while the loop is still to draw (the tail is a bridge to the end).
    @Test func atAJunctionTheJourneyGoesStraightestOnUnlessThatStrandsTheRest() {
        let stem = Self.points([(50, 100), (50, 60)])
        let loop = Self.points([(50, 60), (50, 20), (90, 20), (90, 60), (50, 60)])
        let tail = Self.points([(50, 60), (60, 40), (75, 45)])
        for strokes in [[stem, loop, tail], [stem, loop.reversed(), tail], [tail, loop, stem]] {
            let drawing = FigureDrawing(
                id: "p", strokes: strokes, start: DrawnPoint(x: 50, y: 100), end: DrawnPoint(x: 75, y: 45))
            let graph = drawing.graph
            let trail = FigurePath.journey(graph, probe: 1)
            let route = trail.flatMap { step in
                step.forward ? graph.edges[step.edge].points : graph.edges[step.edge].points.reversed()
            }
            .reduce(into: [DrawnPoint]()) { route, point in if route.last != point { route.append(point) } }
            // Up the stem, then straight on up the loop's left side.
            let afterBase = route.firstIndex { $0 == DrawnPoint(x: 50, y: 60) }.map { route[$0 + 1] }
            #expect(afterBase == DrawnPoint(x: 50, y: 20), "\(route)")
            #expect(route.last == DrawnPoint(x: 75, y: 45))
        }
    }

    @Test func theSameDrawingGivesTheSamePath() throws {
        let first = try FigurePath.generate(Self.leaf, Self.request(Self.levels[1]))
        let second = try FigurePath.generate(Self.leaf, Self.request(Self.levels[1]))
        #expect(first.svgPath == second.svgPath)
        #expect(first.items == second.items)
    }

    /// The drawing's size and place do not matter: only its proportions do.
    @Test func aDrawingIsFittedWhateverItsUnits() throws {
        // Times 8 and whole shifts: exact in binary, so the fitted numbers are the same to the last bit.
        let move = { (point: DrawnPoint) in DrawnPoint(x: point.x * 8 - 300, y: point.y * 8 + 1000) }
        let moved = FigureDrawing(
            id: "leaf", strokes: Self.leaf.strokes.map { $0.map(move) }, start: move(Self.leaf.start),
            end: move(Self.leaf.end))
        let original = try FigurePath.generate(Self.leaf, Self.request(Self.levels[2]))
        let fitted = try FigurePath.generate(moved, Self.request(Self.levels[2]))
        #expect(original.svgPath == fitted.svgPath)
    }

    /// NaN, or numbers whose span overflows, trapped (a range of pieces running backwards, Int(NaN)); now a reason.
    @Test func drawingsOfUnmeasurableNumbersSayWhy() {
        let huge = FigureDrawing(
            id: "huge", strokes: [Self.points([(-1e308, 0), (1e308, 0)])], start: DrawnPoint(x: -1e308, y: 0),
            end: DrawnPoint(x: 1e308, y: 0))
        #expect(
            throws: FigurePathError.invalidFigure(
                figure: "huge", reason: "the drawing's numbers are too large to measure; scale it down")
        ) {
            try FigurePath.generate(huge, Self.request(Self.levels[0]))
        }
        let notANumber = FigureDrawing(
            id: "nan", strokes: [Self.points([(.nan, 0), (10, 0)])], start: DrawnPoint(x: 10, y: 0),
            end: DrawnPoint(x: 0, y: 0))
        #expect(throws: FigurePathError.self) { try FigurePath.generate(notANumber, Self.request(Self.levels[0])) }
    }

    /// The end must be met once, at the end: a free end, clear of the rest of the drawing.
    @Test func anEndWhereStrokesMeetOrNearTheRestIsRefused() {
        let atJunction = FigureDrawing(
            id: "kite", strokes: Self.kite.strokes, start: DrawnPoint(x: 50, y: 45), end: DrawnPoint(x: 50, y: 100))
        #expect(throws: FigurePathError.self) { try FigurePath.generate(atJunction, Self.request(Self.levels[0])) }
        do {
            _ = try FigurePath.generate(atJunction, Self.request(Self.levels[0]))
        } catch {
            #expect(error.description.contains("the end [300, 466] is where strokes meet"), "\(error)")
        }
        // The vein ending just under the tip: the outline passes within the completion circle.
        var crowded = Self.leaf
        crowded.strokes[2] = Self.points([(50, 80), (50, 6)])
        crowded.end = DrawnPoint(x: 50, y: 6)
        do {
            _ = try FigurePath.generate(crowded, Self.request(Self.levels[0]))
            Issue.record("an end beside the tip was drawn")
        } catch {
            #expect(
                error.description.contains("stroke 0 passes") && error.description.contains("from the end"), "\(error)")
        }
    }

    /// The vein ending 44 canvas units under the tip: clear of the outline at hard (which reaches 42 from the end),
    /// crowded at medium and easy (a wider stroke and tolerance reach 48 and 55). Those levels draw it as their pen
    /// can, ending in open space; hard draws it as it stands.
    @Test func anEndOnlyAWiderLevelsReachCrowdsIsTheLevelsPenToPlace() throws {
        var vein = Self.leaf
        vein.strokes[2] = Self.points([(50, 80), (50, 12)])
        vein.end = DrawnPoint(x: 50, y: 12)
        let drawn = try Self.levels.map { try FigurePath.drawn(vein, Self.request($0)) }
        #expect(drawn[0].pen != nil)
        #expect(drawn[1].pen != nil)
        #expect(drawn[2].pen == nil)
    }

    /// The scan `visibility(open:)` replaced: the first weakest inner corner in stroke order goes, a full pass per
    /// removal; the ends stay.
    static func visibilityByScan(_ points: [DrawnPoint]) -> [Double] {
        var alive = Array(points.indices)
        var importance = Array(repeating: Double.infinity, count: points.count)
        var floor = 0.0
        while alive.count > 2 {
            var weakest = 1
            var weakestArea = Double.infinity
            for position in 1..<(alive.count - 1) {
                let area = FigurePath.triangleArea(
                    points[alive[position - 1]], points[alive[position]], points[alive[position + 1]])
                if area < weakestArea {
                    weakest = position
                    weakestArea = area
                }
            }
            floor = max(floor, weakestArea)
            importance[alive[weakest]] = floor
            alive.remove(at: weakest)
        }
        return importance
    }

    @Test(arguments: [3, 4, 50, 400]) func visibilityRanksCornersAsAScanDoes(count: Int) {
        // A fixed linear congruential sequence: the same points every run. Small whole numbers make many equal
        // areas (and straight corners of area 0), so the ties are tested as well as the order.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(count)
        func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound)
        }
        for round in 0..<5 {
            let bound = round == 0 ? 6 : 40 * round
            var points = (0..<count).map { _ in DrawnPoint(x: next(bound), y: next(bound)) }
            // The ends apart, so the piece is open.
            points[count - 1] = DrawnPoint(x: Double(bound) + 1, y: Double(bound) + 1)
            #expect(FigurePath.visibility(open: points) == Self.visibilityByScan(points), "round \(round)")
        }
    }

    @Test func whatCannotBeDrawnSaysWhy() throws {
        // A zigzag whose first two legs are closer than the stroke: their sides always merge. Each leg its own stroke,
        // so no corner can be simplified away. As it stands it cannot be drawn; the easy pen draws the two legs as
        // one line.
        let corners = Self.points([(0, 0), (100, 0), (100, 5), (0, 5), (0, 60), (100, 60)])
        let sliver = FigureDrawing(
            id: "sliver", strokes: zip(corners, corners.dropFirst()).map { [$0, $1] },
            start: DrawnPoint(x: 0, y: 0), end: DrawnPoint(x: 100, y: 60))
        let drawn = try FigurePath.drawn(sliver, Self.request(Self.levels[0]))
        let pen = try #require(drawn.pen, "the sliver's legs cannot be drawn apart at easy")
        #expect(!pen.merged.isEmpty)
        // The pen's lines are one journey the stroke can follow.
        #expect(pen.figure.graph.problems.isEmpty)
    }
}

@Suite("Drawn curves and the stroke check")
struct StrokeCheckTests {
    static let rules = StrokeCheck.Rules(completionRadius: 30, maxBend: 120)

    /// The app's own spelling of an organic path ends with a straight `L` to the end point; it reads the same.
    @Test func bothSpellingsOfAnOrganicPathDrawFromTheFirstToTheLastPoint() throws {
        let curved = try DrawnCurve(svgPath: "M 300 466 Q 200 300 300 250 Q 400 200 300 34")
        let straightEnd = try DrawnCurve(svgPath: "M 300 466 Q 200 300 300 250 Q 400 200 350 117 L 300 34")
        for curve in [curved, straightEnd] {
            #expect(curve.start == DrawnPoint(x: 300, y: 466))
            #expect(curve.end == DrawnPoint(x: 300, y: 34))
            #expect(curve.earlyArrival(within: 47) == nil)
        }
        #expect(
            abs(
                curved.length
                    - DrawnCurve(
                        controlPoints: [(300, 466), (200, 300), (400, 200), (300, 34)].map {
                            DrawnPoint(x: $0.0, y: $0.1)
                        }
                    ).length) < 0.001)
    }

    @Test func aLinePassingItsEndFinishesThere() throws {
        // Up through (300, 250), round a square, back to end at (300, 250): it first arrives a fifth of the way in.
        let curve = DrawnCurve(
            polyline: [(300, 450), (300, 100), (450, 100), (450, 250), (300, 250)].map { DrawnPoint(x: $0.0, y: $0.1) })
        let arrival = try #require(curve.earlyArrival(within: 30))
        #expect(abs(curve.distances[arrival] - 170) <= DrawnCurve.step)
        let finding = try #require(StrokeCheck.earlyEnd(curve, controlPoints: [], width: 0, radius: 30))
        #expect(
            finding.code == .endReachedEarly
                && finding.message.contains("at \(Int((curve.share(at: arrival) * 100).rounded())) % of the way"),
            "\(finding.message)")
        #expect(abs(curve.share(at: arrival) - 170.0 / 800) < 0.01)
    }

    @Test func aBendAtTheLimitPassesAndASharperOneIsReported() {
        let corner = { (degrees: Double) -> [DrawnPoint] in
            let radians = (180 - degrees) * Double.pi / 180
            return [
                DrawnPoint(x: 0, y: 0), DrawnPoint(x: 100, y: 0),
                DrawnPoint(x: 100 - 100 * cos(radians), y: 100 * sin(radians)),
            ]
        }
        #expect(StrokeCheck.sharpBends(corner(120), limit: 120).isEmpty)
        let sharp = StrokeCheck.sharpBends(corner(135), limit: 120)
        #expect(sharp.map(\.element) == [.controlPoint(index: 1)])
        #expect(sharp.first?.message.contains("turns 135 degrees at 50 % of the way") == true, "\(sharp)")
    }

    /// A stroke passing through an earlier part of itself at an angle meets it at a junction, which the touch rule
    /// leaves alone; one running beside itself, closer than its width, touches.
    @Test func aCrossingIsAJunctionAndRunningAlongsideIsATouch() {
        let crossing = DrawnCurve(
            polyline: [(300, 466), (300, 100), (500, 100), (500, 300), (100, 300), (100, 34)].map {
                DrawnPoint(x: $0.0, y: $0.1)
            })
        #expect(StrokeCheck.junctions(crossing, width: 24) == [DrawnPoint(x: 300, y: 300)])
        #expect(StrokeCheck.touches(crossing, controlPoints: [], width: 24).isEmpty)
        // Back down beside the way up, 16 apart: no crossing, one touch.
        let alongside = DrawnCurve(
            polyline: [(300, 466), (300, 100), (316, 100), (316, 400), (500, 400)].map { DrawnPoint(x: $0.0, y: $0.1) })
        #expect(StrokeCheck.junctions(alongside, width: 24).isEmpty)
        #expect(!StrokeCheck.touches(alongside, controlPoints: [], width: 24).isEmpty)
        // A hairpin whose sides stay two widths apart touches nothing.
        let hairpin = DrawnCurve(
            polyline: [(100, 400), (100, 100), (160, 100), (160, 400)].map { DrawnPoint(x: $0.0, y: $0.1) })
        #expect(StrokeCheck.touches(hairpin, controlPoints: [], width: 24).isEmpty)
    }

    /// Along, down and round, up across the first line at (`firstX`, 200); round again, and down from (-33, 100) at
    /// 30 degrees towards (140.3, 200) (within 24 of the first line for 48 either side of that crossing), then on
    /// through `onward`.
    static func crossingTwice(firstAt firstX: Double, onward: [(Double, Double)]) -> DrawnCurve {
        let toTheSecondCrossing: [(Double, Double)] = [
            (0, 200), (500, 200), (500, 400), (firstX, 400), (firstX, 0), (-33, 0), (-33, 100),
        ]
        return DrawnCurve(polyline: (toTheSecondCrossing + onward).map { DrawnPoint(x: $0.0, y: $0.1) })
    }

    /// A crossing near another is a junction of its own: a line crossing the first line 10 from a crossing already
    /// found, and the upright one 6 below it, was counted as that crossing's, and its closeness to the lines it
    /// crosses, beyond that one's radius, was a touch (medium's drawings of a tractor and a gift were refused for it,
    /// a retraced line crossing their frame a little past a node).
    @Test func aCrossingNearAnotherIsAJunctionOfItsOwn() {
        let crossings = Self.crossingTwice(firstAt: 150, onward: [(357, 325)])
        let crossed = [
            DrawnPoint(x: 150, y: 200), DrawnPoint(x: -33 + 100 * 390 / 225, y: 200), DrawnPoint(x: 150, y: 205.6),
        ]
        for width in [15.0, 24, 34] {
            let junctions = StrokeCheck.junctions(crossings, width: width)
            #expect(junctions.count == 3, "\(junctions)")
            for point in crossed {
                // A crossing's first place within `junctionGap`: at most 4 before it at 30 degrees.
                #expect(junctions.contains { $0.distance(to: point) <= 4 }, "\(point) in \(junctions)")
            }
            #expect(StrokeCheck.touches(crossings, controlPoints: [], width: width).isEmpty)
        }
    }

    /// A place round two junctions is round each: the touch rule asked for the first found, and a place on the line
    /// between two crossings 60 apart, near the second crossing's other line, was called a touch.
    @Test func aPlaceBetweenTwoJunctionsIsRoundBoth() {
        let crossings = Self.crossingTwice(firstAt: 200, onward: [(166, 215), (60, 420), (-100, 420)])
        let junctions = StrokeCheck.junctions(crossings, width: 24)
        #expect(junctions.count == 2, "\(junctions)")
        #expect(StrokeCheck.touches(crossings, controlPoints: [], width: 24).isEmpty)
        // Without the crossing at (140, 200), the 30-degree line's closeness to the first line is a touch.
        let beside = Self.crossingTwice(firstAt: 200, onward: [(130, 194)])
        #expect(!StrokeCheck.touches(beside, controlPoints: [], width: 24).isEmpty)
    }

    /// Where items may sit: not at the start, not inside the end's circle, not bunched, not on a narrow lobe.
    @Test func itemsNearTheEndsBunchedOrOnANarrowLobeAreReported() {
        let rules = StrokeCheck.Rules(
            completionRadius: 30, maxBend: 120, tolerance: 25, minStartEndDistance: 150, itemStartDistance: 60,
            itemSpacing: 0.1)
        // Up 180, then a lobe out to the right 200 long whose sides are 40 apart.
        let line = DrawnCurve(
            polyline: [(300, 480), (300, 300), (500, 300), (500, 340), (320, 340)].map { DrawnPoint(x: $0.0, y: $0.1) })
        func codes(_ items: [(Double, Double)]) -> [OrganicFindingCode] {
            StrokeCheck.itemPlaces(items.map { DrawnPoint(x: $0.0, y: $0.1) }, curve: line, width: 24, rules: rules)
                .map(\.code)
        }
        #expect(codes([(300, 450)]) == [.itemNearStart])
        #expect(codes([(340, 340)]) == [.itemInEndCircle])
        #expect(codes([(300, 400), (300, 390)]) == [.itemsCrowded])
        // The lobe's tip: a finger slides from one side to the other, 40 apart (under twice 25), passing 60 away.
        #expect(codes([(500, 320)]) == [.itemOnNarrowLobe])
        #expect(codes([(300, 400)]).isEmpty)
        #expect(codes([(100, 100)]) == [.itemOffStroke])
    }

    /// The touch rule names the control point nearest each touch through a grid; it names the one a scan of every
    /// point names (the lowest index among equals), near the points and far from them.
    @Test func theGridsNearestPointIsTheScans() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound)
        }
        let points = (0..<300).map { _ in DrawnPoint(x: next(60) * 10, y: next(50) * 10) }
        let index = SpatialIndex(points, cellSize: 15)
        for _ in 0..<300 {
            let probe = DrawnPoint(x: next(2_000) - 500, y: next(2_000) - 500)
            let scan = points.indices.min {
                (points[$0].distance(to: probe), $0) < (points[$1].distance(to: probe), $1)
            }
            #expect(index.nearest(to: probe, in: points) == scan, "\(probe)")
        }
    }

    @Test func startAndEndCloserThanTheAppTeamsCheckAreReported() {
        let near = DrawnCurve(
            polyline: [(300, 466), (300, 100), (400, 100), (400, 466)].map { DrawnPoint(x: $0.0, y: $0.1) })
        #expect(StrokeCheck.startNearEnd(near, minimum: 150)?.code == .startNearEnd)
        let far = DrawnCurve(
            polyline: [(100, 466), (100, 100), (400, 100), (400, 466)].map { DrawnPoint(x: $0.0, y: $0.1) })
        #expect(StrokeCheck.startNearEnd(far, minimum: 150) == nil)
    }

    /// The item rules (the stroke's and the SPEC check's) find each item on the line through a grid of cells: four
    /// times the items on a line four times as long cost about four times as much, not sixteen (as they did when
    /// every item was measured against every piece).
    @Test func theItemRulesGrowLinearlyWithTheItems() {
        let rules = StrokeCheck.Rules(
            completionRadius: 30, maxBend: 120, tolerance: 12, minStartEndDistance: 150, itemStartDistance: 60,
            itemSpacing: 0.1)
        func seconds(_ count: Int) -> Double {
            let points = (0..<count).map { DrawnPoint(x: Double($0 % 100) * 5, y: Double($0 / 100) * 5) }
            let line = DrawnCurve(polyline: points)
            let clock = ContinuousClock()
            // The fastest of five runs: the machine may be busy (a square would be 16 times, far over the bound).
            return (0..<5).map { _ in
                let elapsed = clock.measure {
                    _ = StrokeCheck.itemPlaces(points, curve: line, width: 15, rules: rules, junctions: [])
                    _ = OrganicPathCheck.run(
                        OrganicPathCheck.Input(
                            controlPoints: points, segments: [], svgPath: "", start: points[0], end: points[count - 1],
                            items: points.map { DrawnMazeCheck.Item(position: $0, onSolution: true) }, pathWidth: 15))
                }
                return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            }.min()!
        }
        let small = seconds(2_500)
        let large = seconds(10_000)
        #expect(large < 10 * small, "2,500 items: \(small) s, 10,000 items: \(large) s")
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
