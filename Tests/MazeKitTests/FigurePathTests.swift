import Testing
@testable import MazeKit

/// A figure path draws its outline as one stroke a child can finish, at every level, finer as the stroke narrows.
@Suite("Figure paths")
struct FigurePathTests {
    static let canvas = Canvas(width: 600, height: 500, margin: 20)
    static let rules = StrokeCheck.Rules(completionRadius: 30, maxBend: 120)
    /// The shipped levels: stroke width, the app team's minimum segments, items of a collect story.
    static let levels: [(width: Int, minSegments: Int, items: Int)] = [(34, 6, 2), (24, 12, 4), (15, 20, 6)]

    /// A five-armed star with a small bump on every edge: sharp tips to cap, detail only the narrow strokes keep.
    static let star = FigureOutline(id: "star", points: [
        (50, 3), (57, 18), (62, 34), (80, 35), (98, 37), (84, 48), (71, 59), (75, 75), (79, 92), (64, 83),
        (50, 74), (36, 83), (21, 92), (25, 75), (29, 59), (16, 48), (2, 37), (20, 35), (37, 34), (43, 18),
    ].map { DrawnPoint(x: Double($0.0), y: Double($0.1)) })

    /// A lopsided blob with a deep notch: rounded corners, one concave bay.
    static let pebble = FigureOutline(id: "pebble", points: [
        (0, 40), (10, 10), (40, 0), (80, 8), (100, 40), (90, 80), (60, 100), (50, 70), (30, 96), (6, 76),
    ].map { DrawnPoint(x: Double($0.0), y: Double($0.1)) })

    static func request(_ level: (width: Int, minSegments: Int, items: Int)) -> FigurePathRequest {
        FigurePathRequest(canvas: canvas, frameInset: 34, width: level.width, minSegments: level.minSegments,
                          itemCount: level.items, rules: rules)
    }

    @Test(arguments: [star, pebble])
    func everyLevelIsAPathAChildCanFinish(_ figure: FigureOutline) throws {
        for level in Self.levels {
            let path = try FigurePath.generate(figure, Self.request(level))
            let points = path.controlPoints.map(DrawnPoint.init)
            let curve = DrawnCurve(controlPoints: points)
            let findings = StrokeCheck.run(curve: curve, controlPoints: points, width: Double(level.width),
                                           items: path.items.map { DrawnPoint($0.point) }, rules: Self.rules)
            #expect(findings.isEmpty, "\(figure.id) at width \(level.width): \(findings)")
            #expect(path.segments.count >= level.minSegments)
            #expect(path.items.count == level.items)
            #expect(path.endPoint == path.controlPoints.last)
            // The start is on the lower half: a finger on the top row opens the iPad's notification curtain.
            #expect(path.startPoint.y > Self.canvas.height / 2)
            for point in path.controlPoints {
                #expect((level.width...(Self.canvas.width - level.width)).contains(point.x))
                #expect((level.width...(Self.canvas.height - level.width)).contains(point.y))
            }
            for item in path.items { #expect(path.controlPoints[item.controlPointIndex] == item.point) }
            // The SPEC's own check of an organic path finds nothing either.
            let report = OrganicPathCheck.run(OrganicPathCheck.Input(
                controlPoints: points, segments: path.segments.map { DrawnMazeCheck.Segment(start: DrawnPoint($0.start), end: DrawnPoint($0.end)) },
                svgPath: path.svgPath, start: DrawnPoint(path.startPoint), end: DrawnPoint(path.endPoint),
                items: path.items.map { DrawnMazeCheck.Item(position: DrawnPoint($0.point), onSolution: true) }, pathWidth: Double(level.width)))
            #expect(report.findings.isEmpty, "\(report.findings)")
        }
    }

    @Test(arguments: [star, pebble])
    func theLevelsDrawOnePictureFinerAsTheStrokeNarrows(_ figure: FigureOutline) throws {
        let paths = try Self.levels.map { try FigurePath.generate(figure, Self.request($0)) }
        let lines = paths.map { DrawnCurve(controlPoints: $0.controlPoints.map(DrawnPoint.init)).resampled(every: 8) }
        for (coarse, fine) in zip(lines, lines.dropFirst()) {
            #expect(DrawnCurve.shareApart(fine, from: coarse, tolerance: 40) == 0)
            #expect(DrawnCurve.shareApart(coarse, from: fine, tolerance: 40) == 0)
        }
        let counts = paths.map(\.controlPoints.count)
        #expect(counts == counts.sorted(), "control points per level: \(counts)")
        #expect(counts[0] < counts[2])
    }

    /// A triangle has two tips once it is opened at its base; the other items go on the middle of its long sides.
    @Test func moreItemsThanTipsGoOnTheLongestPieces() throws {
        let triangle = FigureOutline(id: "triangle", points: [DrawnPoint(x: 0, y: 100), DrawnPoint(x: 50, y: 0), DrawnPoint(x: 100, y: 100)])
        let path = try FigurePath.generate(triangle, FigurePathRequest(canvas: Self.canvas, frameInset: 34, width: 24, minSegments: 12, itemCount: 6, rules: Self.rules))
        #expect(path.items.count == 6)
        #expect(Set(path.items.map(\.point)).count == 6)
        let points = path.controlPoints.map(DrawnPoint.init)
        #expect(StrokeCheck.itemsOffStroke(path.items.map { DrawnPoint($0.point) }, curve: DrawnCurve(controlPoints: points), width: 24).isEmpty)
    }

    @Test func theSameOutlineGivesTheSamePath() throws {
        let first = try FigurePath.generate(Self.star, Self.request(Self.levels[1]))
        let second = try FigurePath.generate(Self.star, Self.request(Self.levels[1]))
        #expect(first.svgPath == second.svgPath)
        #expect(first.items == second.items)
    }

    /// The outline's size, place and direction do not matter: only its proportions do.
    @Test func anOutlineIsFittedWhateverItsUnitsAndDirection() throws {
        let moved = FigureOutline(id: "star", points: Self.star.points.reversed().map { DrawnPoint(x: $0.x * 7 - 300, y: $0.y * 7 + 1000) })
        let original = try FigurePath.generate(Self.star, Self.request(Self.levels[2]))
        let fitted = try FigurePath.generate(moved, Self.request(Self.levels[2]))
        #expect(original.svgPath == fitted.svgPath)
    }

    /// NaN, or numbers whose span overflows, trapped (a range of pieces running backwards, Int(NaN)); now a reason.
    @Test func outlinesOfUnmeasurableNumbersSayWhy() {
        let huge = FigureOutline(id: "huge", points: [DrawnPoint(x: -1e308, y: 0), DrawnPoint(x: 1e308, y: 0), DrawnPoint(x: 0, y: 1)])
        #expect(throws: FigurePathError.invalidOutline(figure: "huge", reason: "the outline's numbers are too large to measure; scale it down")) {
            try FigurePath.generate(huge, Self.request(Self.levels[0]))
        }
        let notANumber = FigureOutline(id: "nan", points: [DrawnPoint(x: .nan, y: 0), DrawnPoint(x: 10, y: 0), DrawnPoint(x: 0, y: 10)])
        #expect(throws: FigurePathError.self) { try FigurePath.generate(notANumber, Self.request(Self.levels[0])) }
    }

    /// The scan `visibility` replaced: the first weakest corner in outline order goes, a full pass per removal.
    static func visibilityByScan(_ points: [DrawnPoint]) -> [Double] {
        var alive = Array(points.indices)
        var importance = Array(repeating: Double.infinity, count: points.count)
        var floor = 0.0
        while alive.count > 3 {
            let count = alive.count
            var weakest = 0
            var weakestArea = Double.infinity
            for position in 0..<count {
                let area = FigurePath.triangleArea(points[alive[(position + count - 1) % count]], points[alive[position]], points[alive[(position + 1) % count]])
                if area < weakestArea { weakest = position; weakestArea = area }
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
        var state: UInt64 = 0x2545F4914F6CDD1D &+ UInt64(count)
        func next(_ bound: Int) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(Int(state >> 33) % bound)
        }
        for round in 0..<5 {
            let bound = round == 0 ? 6 : 40 * round
            let points = (0..<count).map { _ in DrawnPoint(x: next(bound), y: next(bound)) }
            #expect(FigurePath.visibility(points) == Self.visibilityByScan(points), "round \(round)")
        }
    }

    @Test func whatCannotBeDrawnSaysWhy() {
        let line = FigureOutline(id: "line", points: [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 10), DrawnPoint(x: 20, y: 20)])
        #expect(throws: FigurePathError.invalidOutline(figure: "line", reason: "the outline encloses nothing: its points lie on one line")) {
            try FigurePath.generate(line, Self.request(Self.levels[0]))
        }
        // A sliver thinner than the stroke: its two long sides always merge.
        let sliver = FigureOutline(id: "sliver", points: [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 100, y: 0), DrawnPoint(x: 100, y: 2), DrawnPoint(x: 0, y: 2)])
        do {
            _ = try FigurePath.generate(sliver, Self.request(Self.levels[0]))
            Issue.record("a sliver was drawn")
        } catch {
            guard case .cannotDraw(let figure, let width, let findings) = error else { Issue.record("\(error)"); return }
            #expect(figure == "sliver" && width == 34)
            #expect(findings.contains { $0.contains("closer than its width") }, "\(findings)")
        }
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
        #expect(abs(curved.length - DrawnCurve(controlPoints: [(300, 466), (200, 300), (400, 200), (300, 34)].map { DrawnPoint(x: $0.0, y: $0.1) }).length) < 0.001)
    }

    @Test func aLinePassingItsEndFinishesThere() throws {
        // Up through (300, 250), round a square, back to end at (300, 250): it first arrives a fifth of the way in.
        let curve = DrawnCurve(polyline: [(300, 450), (300, 100), (450, 100), (450, 250), (300, 250)].map { DrawnPoint(x: $0.0, y: $0.1) })
        let arrival = try #require(curve.earlyArrival(within: 30))
        #expect(abs(curve.distances[arrival] - 170) <= DrawnCurve.step)
        let finding = try #require(StrokeCheck.earlyEnd(curve, controlPoints: [], width: 0, radius: 30))
        #expect(finding.code == .endReachedEarly && finding.message.contains("at \(Int((curve.share(at: arrival) * 100).rounded())) % of the way"), "\(finding.message)")
        #expect(abs(curve.share(at: arrival) - 170.0 / 800) < 0.01)
    }

    @Test func aBendAtTheLimitPassesAndASharperOneIsReported() {
        let corner = { (degrees: Double) -> [DrawnPoint] in
            let radians = (180 - degrees) * Double.pi / 180
            return [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 100, y: 0), DrawnPoint(x: 100 - 100 * cos(radians), y: 100 * sin(radians))]
        }
        #expect(StrokeCheck.sharpBends(corner(120), limit: 120).isEmpty)
        let sharp = StrokeCheck.sharpBends(corner(135), limit: 120)
        #expect(sharp.map(\.element) == [.controlPoint(index: 1)])
        #expect(sharp.first?.message.contains("turns 135 degrees at 50 % of the way") == true, "\(sharp)")
    }

    @Test func aStrokeCrossingItselfIsReportedOncePerPlace() {
        let crossing = DrawnCurve(polyline: [(300, 466), (300, 100), (500, 100), (500, 300), (100, 300), (100, 34)].map { DrawnPoint(x: $0.0, y: $0.1) })
        let touches = StrokeCheck.touches(crossing, controlPoints: [], width: 24)
        #expect(touches.count == 1, "\(touches)")
        // A hairpin whose sides stay two widths apart touches nothing.
        let hairpin = DrawnCurve(polyline: [(100, 400), (100, 100), (160, 100), (160, 400)].map { DrawnPoint(x: $0.0, y: $0.1) })
        #expect(StrokeCheck.touches(hairpin, controlPoints: [], width: 24).isEmpty)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
