import Testing

@testable import MazeKit

/// The organic checks' tuned walks (`DrawnCurve.FarBehind` for touches and junctions, the last cover measured first
/// in the drawing check, the lobe test's places asked on demand) answer what the plain code they replaced answered,
/// written out here as it was, on seeded random lines that cross, touch and pile on themselves, and on a damaged
/// file's line that is not finite.
@Suite struct StrokeCheckReferenceTests {
    /// Seeded random numbers, the same every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound)
        }
    }

    /// Curves through random control points in a small square (they cross and run beside themselves), a polyline
    /// piled on itself, and lines one of whose pieces is infinitely long.
    static func curves() -> [DrawnCurve] {
        var numbers = Numbers(state: 26)
        var curves: [DrawnCurve] = []
        for count in [3, 8, 20, 40, 60] {
            for _ in 0..<4 {
                let points = (0..<count).map { _ in DrawnPoint(x: numbers.next(300), y: numbers.next(250)) }
                curves.append(DrawnCurve(controlPoints: points))
            }
        }
        let piled = (0..<40).map { index in DrawnPoint(x: 100 + Double(index % 2) * 150, y: 100 + Double(index % 3)) }
        curves.append(DrawnCurve(polyline: piled))
        curves.append(
            DrawnCurve(
                polyline: [(10, 10), (200, 10), (200, 50), (1e308, 50), (-1e308, 60), (20, 20), (20, 300)].map {
                    DrawnPoint(x: $0.0, y: $0.1)
                }))
        curves.append(
            DrawnCurve(
                polyline: [(10, 10), (200, 10), (.infinity, 50), (20, 20), (30, 30)].map {
                    DrawnPoint(x: $0.0, y: $0.1)
                }))
        return curves
    }

    /// `DrawnCurve.touches` as it was: every place of the line in one index, the way test asked of each.
    static func plainTouches(
        _ curve: DrawnCurve, closerThan gap: Double, neighbourhood: Double, excluding: ((Int, Int) -> Bool)?
    ) -> [DrawnCurve.Touch] {
        let points = curve.points
        let distances = curve.distances
        let cells = SpatialIndex(points, cellSize: gap)
        var found: [DrawnCurve.Touch] = []
        for later in points.indices {
            var best: DrawnCurve.Touch?
            cells.forEach(near: points[later]) { earlier in
                guard earlier < later, distances[later] - distances[earlier] > neighbourhood else { return true }
                if let excluding, excluding(earlier, later) { return true }
                let distance = points[earlier].distance(to: points[later])
                if distance < gap, best == nil || distance < best!.distance {
                    best = DrawnCurve.Touch(earlier: earlier, later: later, distance: distance)
                }
                return true
            }
            guard let best else { continue }
            let known = found.contains { touch in
                abs(distances[best.later] - distances[touch.later]) <= 2 * neighbourhood
                    && abs(distances[best.earlier] - distances[touch.earlier]) <= 2 * neighbourhood
            }
            if !known { found.append(best) }
        }
        return found
    }

    /// `StrokeCheck.junctions` written plainly: every place of the line in one index, each meeting asked of it.
    static func plainJunctions(_ curve: DrawnCurve, width: Double) -> [DrawnPoint] {
        guard curve.points.count > 2 else { return [] }
        let cells = SpatialIndex(curve.points, cellSize: max(StrokeCheck.junctionGap, DrawnCurve.step))
        return StrokeCheck.junctions(curve) { later in
            var nearest: StrokeCheck.Meeting?
            cells.forEach(near: curve.points[later]) { earlier in
                nearest = StrokeCheck.nearer(
                    nearest, StrokeCheck.meeting(curve, width: width, later: later, earlier: earlier))
                return true
            }
            return nearest
        }
    }

    @Test func touchesAreThoseOfEveryPlaceInOneIndex() {
        var found = 0
        for (number, curve) in Self.curves().enumerated() {
            for width in [-3.0, 0, 6, 15, 40] {
                let exclusions: [((Int, Int) -> Bool)?] = [nil, { ($0 + $1) % 7 == 0 }]
                for excluding in exclusions {
                    let tuned = curve.touches(
                        closerThan: width, neighbourhood: 2 * width, excluding: excluding ?? { _, _ in false })
                    let plain = Self.plainTouches(
                        curve, closerThan: width, neighbourhood: 2 * width, excluding: excluding)
                    found += plain.count
                    #expect(tuned == plain, "curve \(number), width \(width)")
                }
            }
        }
        #expect(found > 50, "the random lines come close to themselves")
    }

    @Test func junctionsAreThoseOfEveryPlaceInOneIndex() {
        var found = 0
        for (number, curve) in Self.curves().enumerated() {
            for width in [-3.0, 0, 6, 15, 40] {
                let plain = Self.plainJunctions(curve, width: width)
                found += plain.count
                #expect(StrokeCheck.junctions(curve, width: width) == plain, "curve \(number), width \(width)")
            }
        }
        #expect(found > 50, "the random lines cross themselves")
    }

    /// The stroke check's touches, with the junctions round each place asked on demand, are those of a list made
    /// for every place first.
    @Test func theTouchRuleExcludesTheJunctionsAsAListOfEveryPlaceDid() {
        var found = 0
        for (number, curve) in Self.curves().enumerated() {
            for width in [6.0, 15, 40] {
                let junctions = StrokeCheck.junctions(curve, width: width)
                let radius = StrokeCheck.junctionRadius(width: width)
                let near: [Set<Int>] = curve.points.map { point in
                    Set(junctions.indices.filter { junctions[$0].distance(to: point) <= radius })
                }
                let plain = Self.plainTouches(
                    curve, closerThan: width, neighbourhood: 2 * width,
                    excluding: junctions.isEmpty ? nil : { !near[$0].isDisjoint(with: near[$1]) })
                let findings = StrokeCheck.touches(curve, controlPoints: [], width: width, junctions: junctions)
                found += plain.count
                // One finding a touch, in the touches' order, naming the places and the gap of the plain list's.
                #expect(findings.count == plain.count, "curve \(number), width \(width)")
                for (finding, touch) in zip(findings, plain) {
                    let names =
                        "the stroke at \(StrokeCheck.percent(curve.share(at: touch.later))) of the way passes "
                        + "\(StrokeCheck.number(touch.distance)) canvas units from its own part at "
                        + "\(StrokeCheck.percent(curve.share(at: touch.earlier))),"
                    #expect(finding.message.hasPrefix(names), "curve \(number), width \(width)")
                }
            }
        }
        #expect(found > 20, "some touches are left after the junctions' own")
    }

    /// The drawing check's first place off the path is the first place of the stroke farther than the reach from
    /// every piece and outside (and farther than the reach from) every bend: what its full measurement says.
    @Test func theDrawingLeavesThePathWhereAFullMeasurementSaysSo() throws {
        var numbers = Numbers(state: 9)
        var leaving = 0
        for round in 0..<60 {
            let count = 3 + Int(numbers.next(30))
            let points = (0..<count).map { _ in DrawnPoint(x: numbers.next(300), y: numbers.next(250)) }
            // The path's own rounding, its polyline, or another line from the same start.
            var drawn = (0..<count).map { _ in DrawnPoint(x: numbers.next(300), y: numbers.next(250)) }
            drawn[0] = points[0]
            let stroke: DrawnCurve
            switch round % 3 {
            case 0: stroke = DrawnCurve(controlPoints: points)
            case 1: stroke = DrawnCurve(polyline: points)
            default: stroke = DrawnCurve(controlPoints: drawn)
            }
            let svgPath =
                "M \(stroke.points[0].x) \(stroke.points[0].y)"
                + stroke.points.dropFirst().map { " L \($0.x) \($0.y)" }.joined()
            let width = [0.0, 10, 30][round % 3 == 2 ? Int(numbers.next(3)) : 0]
            let input = OrganicPathCheck.Input(
                controlPoints: points, segments: [], svgPath: svgPath, start: points[0], end: points[count - 1],
                items: [], pathWidth: width)
            let reach = max(0.5, width / 2)
            let pieces = Array(zip(points, points.dropFirst()))
            let bends = OrganicPathCheck.BendRegions(points)
            let curve = try DrawnCurve(svgPath: svgPath)
            let off = curve.points.first { point in
                let away = pieces.map { point.distance(toSegmentFrom: $0.0, to: $0.1) }.min() ?? .infinity
                return away > reach && bends.distance(to: point) > reach
            }
            let message = OrganicPathCheck.run(input).findings.first { $0.message.contains("leaves the path") }?.message
            if let off {
                leaving += 1
                #expect(message?.contains("it passes \(off), ") == true, "round \(round): \(message ?? "none")")
            } else {
                #expect(message == nil, "round \(round)")
            }
        }
        #expect(leaving > 10)
    }

    /// `StrokeCheck.LobeTest.skip` as it was: the line's places bucketed and every place's nearness to a junction
    /// listed before the first item.
    struct PlainLobeTest {
        let curve: DrawnCurve
        let tolerance: Double
        let cells: SpatialIndex
        let nearJunction: [Bool]

        init(curve: DrawnCurve, tolerance: Double, junctions: [DrawnPoint], width: Double) {
            self.curve = curve
            self.tolerance = tolerance
            cells = SpatialIndex(curve.points, cellSize: max(tolerance, width / 2 + 0.5, 1))
            let radius = StrokeCheck.junctionRadius(width: width)
            let index = SpatialIndex(junctions, cellSize: radius)
            nearJunction =
                junctions.isEmpty
                ? Array(repeating: false, count: curve.points.count)
                : curve.points.map { point in
                    index.contains(near: point) { junctions[$0].distance(to: point) <= radius }
                }
        }

        func skip(at item: DrawnPoint, own: Int? = nil) -> (DrawnPoint, DrawnPoint)? {
            guard tolerance > 0 else { return nil }
            var best: (index: Int, distance: Double)?
            if own == nil {
                cells.forEach(near: item) { index in
                    let distance = curve.points[index].distance(to: item)
                    if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
                    return true
                }
            }
            guard let own = own ?? best?.index else { return nil }
            let reach = StrokeCheck.LobeTest.window * tolerance
            func side(_ steps: StrideTo<Int>) -> [Int] {
                var found: [Int] = []
                for index in steps.prefix(StrokeCheck.LobeTest.maxWalk) {
                    guard abs(curve.distances[index] - curve.distances[own]) <= reach,
                        found.count < StrokeCheck.LobeTest.maxPlaces
                    else { break }
                    let distance = curve.points[index].distance(to: item)
                    if distance > tolerance, distance <= 3 * tolerance, !nearJunction[index] { found.append(index) }
                }
                return found
            }
            let before = side(stride(from: own - 1, to: -1, by: -1))
            let after = side(stride(from: own + 1, to: curve.points.count, by: 1))
            for a in before {
                for b in after {
                    let from = curve.points[a]
                    let to = curve.points[b]
                    if from.distance(to: to) < 2 * tolerance, item.distance(toSegmentFrom: from, to: to) > tolerance {
                        return (from, to)
                    }
                }
            }
            return nil
        }
    }

    @Test func theLobeTestFindsTheSkipsItFoundWithEveryPlaceListed() {
        var numbers = Numbers(state: 41)
        var skips = 0
        for (number, curve) in Self.curves().enumerated() {
            for (width, tolerance) in [(24.0, 25.0), (10, 8), (40, 12), (15, 0)] {
                let junctions = StrokeCheck.junctions(curve, width: width)
                var tuned = StrokeCheck.LobeTest(
                    curve: curve, tolerance: tolerance, junctions: junctions, width: width)
                let plain = PlainLobeTest(curve: curve, tolerance: tolerance, junctions: junctions, width: width)
                for _ in 0..<40 {
                    let own = Int(numbers.next(curve.points.count))
                    let item = DrawnPoint(
                        x: curve.points[own].x + numbers.next(21) - 10, y: curve.points[own].y + numbers.next(21) - 10)
                    let given = numbers.next(2) == 0 ? own : nil
                    let expected = plain.skip(at: item, own: given)
                    let found = tuned.skip(at: item, own: given)
                    if expected != nil { skips += 1 }
                    #expect(
                        found.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] },
                        "curve \(number), width \(width), item \(item)")
                }
            }
        }
        #expect(skips > 20)
    }
}
