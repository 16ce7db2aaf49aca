// StrokeCheck: what a child meets tracing an organic path's drawn stroke (validate's warnings, the generator's and
// `figure add`'s refusals). Runs once per organic file, on the line `DrawnCurve` read.
//
// TUNED FOR SPEED. Junctions and touches look only at the places far enough behind along the way
// (`DrawnCurve.FarBehind`). The junctions round a place are found only for the earlier places of a possible touch,
// once each, not for the whole line first (the nearest first, the list only when that does not answer), and the
// later place is measured against them; the lobe test asks it only of the places it walks past, and buckets the line
// only when an item's place on it is not given.
//
// INVARIANTS A CHANGE MUST KEEP. Every finding, its message and numbers, in the order `run` gives them: the same
// touches, junctions and skips as the plain code (StrokeCheckReferenceTests hold it, written out there), and
// FigurePathTests, OrganicPathTests, FindingSnapshotTests, GoldenOutputTests.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a child meets tracing an organic path with a finger, judged on the stroke the app draws (`DrawnCurve`,
/// `width` wide): whether the story ends where the path ends, whether the stroke shows one way on everywhere,
/// whether its bends can be followed, and whether its items lie on it. Every finding names the share of the way
/// where it happens. The generator keeps these rules (`FigurePath`) and validation reports them as warnings:
/// such a path still draws and plays, it is only hard or impossible to finish as meant.
public enum StrokeCheck {
    /// How the app plays a path, the sharpest bend a path may ask for, and where its items may sit.
    public struct Rules: Sendable, Hashable {
        /// The app completes a story when the finger comes this close to the end point (canvas units).
        public var completionRadius: Double
        /// The largest turn at one control point, in degrees (0 straight on, 180 straight back).
        public var maxBend: Double
        /// How far the finger may stray from the path at this level (the app's path tolerance): it gathers an
        /// item within this of its centre, and may be this far beside the line.
        public var tolerance: Double
        /// The app team's least straight distance from start to end (their CLOSE_START_END).
        public var minStartEndDistance: Double
        /// No item closer than this to the start: the child has not set out yet.
        public var itemStartDistance: Double
        /// Items at least this share of the way apart.
        public var itemSpacing: Double

        /// Rules of one level; a rule not given is 0.
        public init(
            completionRadius: Double, maxBend: Double, tolerance: Double = 0, minStartEndDistance: Double = 0,
            itemStartDistance: Double = 0, itemSpacing: Double = 0
        ) {
            self.completionRadius = completionRadius
            self.maxBend = maxBend
            self.tolerance = tolerance
            self.minStartEndDistance = minStartEndDistance
            self.itemStartDistance = itemStartDistance
            self.itemSpacing = itemSpacing
        }
    }

    /// Within this many degrees of the limit a bend passes: control points are whole numbers, so a bend made
    /// exactly at the limit may come out a hair sharper.
    static let bendSlack = 1.0

    /// Runs every rule; findings in the order: end, start and end apart, touch, bends, items.
    package static func run(
        curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double, items: [DrawnPoint], rules: Rules
    ) -> [OrganicFinding] {
        var findings: [OrganicFinding] = []
        if let finding = earlyEnd(
            curve, controlPoints: controlPoints, width: width, radius: rules.completionRadius,
            tolerance: rules.tolerance)
        {
            findings.append(finding)
        }
        if let finding = startNearEnd(curve, minimum: rules.minStartEndDistance) { findings.append(finding) }
        let junctions = junctions(curve, width: width)
        findings += touches(curve, controlPoints: controlPoints, width: width, junctions: junctions)
        findings += sharpBends(controlPoints, limit: rules.maxBend)
        findings += itemPlaces(items, curve: curve, width: width, rules: rules, junctions: junctions)
        return findings
    }

    /// The finger may be anywhere on the stroke, and up to the level's tolerance beside the line (the app follows
    /// it), so the story ends early where the centre line comes within the radius plus the larger of the two.
    /// How near the end the line may come before a finger on it completes the story: the completion radius, and the
    /// finger anywhere on the stroke or the level's tolerance beside the line, whichever is farther. The one measure
    /// of "the end is met only at the end", for the generator, the importer and validate alike.
    package static func endReach(radius: Double, width: Double, tolerance: Double) -> Double {
        radius + max(width / 2, tolerance)
    }

    package static func earlyEnd(
        _ curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double, radius: Double, tolerance: Double = 0
    ) -> OrganicFinding? {
        let reach = endReach(radius: radius, width: width, tolerance: tolerance)
        guard let arrival = curve.earlyArrival(within: reach) else { return nil }
        let place = curve.points[arrival]
        let passes = place.distance(to: curve.end)
        return OrganicFinding(
            .endReachedEarly,
            "a finger on the stroke (\(number(width)) canvas units wide, followed \(number(tolerance)) beside it) comes within \(number(radius)) canvas units of the end point at \(percent(curve.share(at: arrival))) of the way (the line passes \(number(passes)) canvas units from it) and the app completes the story there: the rest of the path is never drawn; keep every earlier part at least \(number(reach)) canvas units from the end",
            at: .controlPoint(index: nearestIndex(controlPoints, to: place)))
    }

    /// The app team's check: the start at least `minimum` (straight) from the end, or the child has arrived before
    /// setting out. Validate judges files by `labyrinth.startNearEnd` (every kind); this copy is the generator's and
    /// `figure add`'s, which draw a figure before there is a file, and refuse one whose start sits beside its end.
    package static func startNearEnd(_ curve: DrawnCurve, minimum: Double) -> OrganicFinding? {
        let apart = curve.start.distance(to: curve.end)
        guard apart < minimum else { return nil }
        return OrganicFinding(
            .startNearEnd,
            "the start is \(number(apart)) canvas units from the end, under the \(number(minimum)) the app team's check wants (CLOSE_START_END): the child arrives before setting out; start and end the journey farther apart",
            at: .endPoint)
    }

    // MARK: Junctions

    /// Where the line passes through an earlier part of itself, within this of it (canvas units): a junction, the
    /// same point on the drawing met twice (the SPEC's curves pass a junction drawn as the middle of a piece exactly).
    static let junctionGap = 2.0
    /// Closer than this to the earlier part's direction the line runs along it, not through it: no junction.
    static let junctionMinAngle = 15.0

    /// How far round a junction closeness is the junction's, not a touch: two centre lines crossing at 30 degrees are
    /// a width apart two widths from the crossing (width / sin 30), and the path's passes cross at least that steeply.
    static func junctionRadius(width: Double) -> Double { 2 * width }

    /// The places of one crossing lie this near each other along either line: a line crossing at the shallowest
    /// angle a junction has stays within `junctionGap` of the other for `junctionGap` / sin(`junctionMinAngle`)
    /// either side of it. A place farther along than this from a crossing's first, or meeting a part farther along
    /// than this from the part that one met, is another crossing, however near: counted as one, the closeness round
    /// the second beyond the first one's radius was a touch (a tractor's retraced line crossing its frame a little
    /// past a node).
    static let junctionSpacing = 2 * junctionGap / sin(junctionMinAngle * Double.pi / 180)

    /// Where the line passes through (within `junctionGap` of) an earlier part of itself at an angle, more than the
    /// touch rule's neighbourhood of way from it: one point a crossing, its first place within `junctionGap`. That
    /// place lies up to `junctionGap` / sin(angle) before the lines cross (4 at 30 degrees), so the radius round it
    /// reaches that much less beyond the crossing, and that much more before it.
    static func junctions(_ curve: DrawnCurve, width: Double) -> [DrawnPoint] {
        guard curve.points.count > 2 else { return [] }
        // The way test in `meeting` asks for more than two widths of way and a place before the later one's neighbour.
        var cells = DrawnCurve.FarBehind(
            curve, cellSize: max(junctionGap, DrawnCurve.step), neighbourhood: 2 * width)
        return junctions(curve) { later in
            cells.advance(to: later, before: later - 1)
            var nearest: Meeting?
            cells.forEach(near: curve.points[later]) { earlier in
                nearest = nearer(nearest, meeting(curve, width: width, later: later, earlier: earlier))
                return true
            }
            return nearest
        }
    }

    /// A place meeting an earlier part of the line: the piece from `earlier` it lies within `gap` of.
    struct Meeting {
        let earlier: Int
        let gap: Double
    }

    /// Whether the place `later` meets the piece from `earlier` at a junction's angle, more than two widths of way on.
    static func meeting(_ curve: DrawnCurve, width: Double, later: Int, earlier: Int) -> Meeting? {
        let points = curve.points
        guard earlier + 1 < later, curve.distances[later] - curve.distances[earlier] > 2 * width else { return nil }
        let a = points[earlier]
        let b = points[earlier + 1]
        let point = points[later]
        let gap = point.distance(toSegmentFrom: a, to: b)
        guard gap <= junctionGap,
            lineAngle(b.x - a.x, b.y - a.y, point.x - points[later - 1].x, point.y - points[later - 1].y)
                >= junctionMinAngle
        else { return nil }
        return Meeting(earlier: earlier, gap: gap)
    }

    /// The nearer of two meetings, the earlier piece among equals: the same answer in any order asked.
    static func nearer(_ one: Meeting?, _ other: Meeting?) -> Meeting? {
        guard let one else { return other }
        guard let other else { return one }
        return (other.gap, other.earlier) < (one.gap, one.earlier) ? other : one
    }

    /// The junctions, given the nearest meeting of each place (asked in order, from the second place on). A place
    /// that meets within `junctionSpacing` of way of the first place of the last crossing, a part within that of way
    /// of the part that one met, is of that crossing (a pass through a node meets each line that ends there); any
    /// other is a crossing of its own, however near in space. Measured from the first place, not the last: a pass
    /// running along another at just over `junctionMinAngle` meets it all the way, a crossing every `junctionSpacing`.
    static func junctions(_ curve: DrawnCurve, nearestMeeting: (Int) -> Meeting?) -> [DrawnPoint] {
        let distances = curve.distances
        var found: [DrawnPoint] = []
        var first: (later: Int, earlier: Int)?
        for later in 1..<curve.points.count {
            guard let meeting = nearestMeeting(later) else { continue }
            if let first, distances[later] - distances[first.later] <= junctionSpacing,
                abs(distances[meeting.earlier] - distances[first.earlier]) <= junctionSpacing
            {
                continue
            }
            first = (later, meeting.earlier)
            found.append(curve.points[later])
        }
        return found
    }

    /// The angle between two lines (not directions), 0...90 degrees.
    static func lineAngle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
        let degrees = abs(atan2(ux * vy - uy * vx, ux * vx + uy * vy)) * 180 / Double.pi
        return min(degrees, 180 - degrees)
    }

    /// Two parts of the stroke closer than its width, with more than two widths of way between them: on screen
    /// they merge, and the child no longer sees one way on. Nearer along the way it is one bend, which the
    /// bend rule judges (at the sharpest bend allowed, 120 degrees, the two sides part within a width of the corner).
    /// Closeness where both parts lie within `junctionRadius` of one junction is the junction itself.
    static func touches(_ curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double, junctions: [DrawnPoint]? = nil)
        -> [OrganicFinding]
    {
        let junctions = junctions ?? self.junctions(curve, width: width)
        let radius = junctionRadius(width: width)
        let index = SpatialIndex(junctions, cellSize: radius)
        // The junctions within the radius of each earlier place of a possible touch, found once; the later place is
        // measured against them. Every one, not the first found: a place between two junctions is round both, and its
        // closeness to a part round the second was called a touch when the first alone was asked. Before the list,
        // the nearest: a junction within the radius less the pair's gap of one place is within the radius of the
        // other, which answers at once where crossings crowd (a hatch) and the list is long.
        let count = junctions.isEmpty ? 0 : curve.points.count
        var nearest = [Double?](repeating: nil, count: count)
        var round = [[Int]?](repeating: nil, count: count)
        func nearestJunction(_ place: Int) -> Double {
            if let known = nearest[place] { return known }
            let point = curve.points[place]
            var found = Double.infinity
            index.forEach(near: point) { junction in
                found = min(found, junctions[junction].distance(to: point))
                return true
            }
            nearest[place] = found
            return found
        }
        func junctionsRound(_ place: Int) -> [Int] {
            if let known = round[place] { return known }
            let point = curve.points[place]
            var found: [Int] = []
            index.forEach(near: point) { junction in
                if junctions[junction].distance(to: point) <= radius { found.append(junction) }
                return true
            }
            round[place] = found
            return found
        }
        // Cells as large as the average piece: few rings hold a control point however sparse they are.
        let averagePiece = OrganicPath.length(of: controlPoints) / Double(max(controlPoints.count, 1))
        let corners = SpatialIndex(controlPoints, cellSize: max(width, averagePiece.isFinite ? averagePiece : 0, 1))
        return curve.touches(
            closerThan: width, neighbourhood: 2 * width,
            excluding: { earlier, later in
                guard count > 0 else { return false }
                let point = curve.points[later]
                if nearestJunction(earlier) <= radius - curve.points[earlier].distance(to: point) { return true }
                return junctionsRound(earlier).contains { junctions[$0].distance(to: point) <= radius }
            }
        ).map { touch in
            let place = curve.points[touch.later]
            return OrganicFinding(
                .strokeTouches,
                "the stroke at \(percent(curve.share(at: touch.later))) of the way passes \(number(touch.distance)) canvas units from its own part at \(percent(curve.share(at: touch.earlier))), closer than its width of \(number(width)) canvas units: the two merge on screen; keep parts of the path at least a width apart, or let them cross",
                at: .controlPoint(index: corners.nearest(to: place, in: controlPoints) ?? 0))
        }
    }

    /// The turn at each inner control point, in degrees (0 straight on); zero-length pieces are skipped.
    package static func bends(_ points: [DrawnPoint]) -> [(index: Int, degrees: Double)] {
        let distinct = points.indices.filter { $0 == 0 || points[$0] != points[$0 - 1] }
        guard distinct.count > 2 else { return [] }
        return (1..<(distinct.count - 1)).map { position in
            let a = points[distinct[position - 1]]
            let b = points[distinct[position]]
            let c = points[distinct[position + 1]]
            return (distinct[position], turn(a, b, c))
        }
    }

    static func sharpBends(_ points: [DrawnPoint], limit: Double) -> [OrganicFinding] {
        let length = OrganicPath.length(of: points)
        var walked = 0.0
        var findings: [OrganicFinding] = []
        var previous = 0
        for bend in bends(points) {
            walked += OrganicPath.length(of: Array(points[previous...bend.index]))
            previous = bend.index
            guard bend.degrees > limit + bendSlack else { continue }
            findings.append(
                OrganicFinding(
                    .sharpBend,
                    "the path turns \(number(bend.degrees)) degrees at \(percent(length > 0 ? walked / length : 0)) of the way, sharper than \(number(limit)): a small finger overshoots such a corner and the stroke folds onto itself; round it with two gentler bends",
                    at: .controlPoint(index: bend.index)))
        }
        return findings
    }

    // MARK: Items

    /// Where each item sits: on the drawn line (within half the width), not within `itemStartDistance` of the start,
    /// not inside the end's completion circle (the story ends before it is gathered), a share of the way from the
    /// one before it, and not on a lobe a finger slides across. Each item is found on the line through a grid of
    /// cells, so many items cost about as much as few.
    static func itemPlaces(
        _ items: [DrawnPoint], curve: DrawnCurve, width: Double, rules: Rules, junctions: [DrawnPoint]? = nil
    ) -> [OrganicFinding] {
        guard !items.isEmpty else { return [] }
        let reach = width / 2 + 0.5
        let cells = SpatialIndex(curve.points, cellSize: reach)
        var lobes = LobeTest(
            curve: curve, tolerance: rules.tolerance, junctions: junctions ?? self.junctions(curve, width: width),
            width: width)
        var findings: [OrganicFinding] = []
        var placed: [(item: Int, way: Double)] = []
        var measuredOff = 0
        for (index, item) in items.enumerated() {
            var nearest: (index: Int, distance: Double)?
            cells.forEach(near: item) { candidate in
                let distance = curve.points[candidate].distance(to: item)
                if distance < nearest?.distance ?? .infinity { nearest = (candidate, distance) }
                return true
            }
            var own: Int?
            if let nearest, nearest.distance <= reach {
                own = nearest.index
                placed.append((index, curve.distances[nearest.index]))
            } else {
                // Off the line: measured against the whole line for the message, for the first few only (a report
                // shows at most 100 findings of a rule in a file), so thousands of items stay cheap.
                measuredOff += 1
                let whole = measuredOff <= 100 ? curve.nearest(to: item) : nil
                let how =
                    whole.map {
                        "\(number($0.distance)) canvas units from the drawn line at \(percent(curve.share(at: $0.index))) of the way"
                    } ?? "more than \(number(reach)) canvas units from the drawn line"
                findings.append(
                    OrganicFinding(
                        .itemOffStroke,
                        "item at \(item) is \(how), beside the stroke (\(number(width)) canvas units wide); a finger tracing the stroke passes it by. Expected it on the drawn line",
                        at: .item(index: index)))
            }
            let fromStart = item.distance(to: curve.start)
            if fromStart < rules.itemStartDistance {
                findings.append(
                    OrganicFinding(
                        .itemNearStart,
                        "item at \(item) is \(number(fromStart)) canvas units from the start, closer than \(number(rules.itemStartDistance)): it is gathered before the child sets out; move it along the way",
                        at: .item(index: index)))
            }
            let fromEnd = item.distance(to: curve.end)
            if fromEnd < rules.completionRadius {
                findings.append(
                    OrganicFinding(
                        .itemInEndCircle,
                        "item at \(item) is \(number(fromEnd)) canvas units from the end point, inside the \(number(rules.completionRadius)) at which the app completes the story: it can never be gathered; move it back along the way",
                        at: .item(index: index)))
            }
            if let skip = lobes.skip(at: item, own: own) {
                findings.append(
                    OrganicFinding(
                        .itemOnNarrowLobe,
                        "item at \(item) sits on a lobe narrower than twice the tolerance of \(number(rules.tolerance)): a finger sliding across from \(DrawnPoint(x: skip.0.x.rounded(), y: skip.0.y.rounded())) to \(DrawnPoint(x: skip.1.x.rounded(), y: skip.1.y.rounded())) (\(number(skip.0.distance(to: skip.1))) canvas units) stays on the path and passes the item by; move it where the stroke's sides are farther apart",
                        at: .item(index: index)))
            }
        }
        let length = curve.length
        let ordered = placed.sorted { ($0.way, $0.item) < ($1.way, $1.item) }
        for (earlier, later) in zip(ordered, ordered.dropFirst())
        where length > 0 && later.way - earlier.way < rules.itemSpacing * length {
            findings.append(
                OrganicFinding(
                    .itemsCrowded,
                    "item at \(items[later.item]) is \(percent((later.way - earlier.way) / length)) of the way after the item at \(items[earlier.item]), under \(percent(rules.itemSpacing)): spread the items along the way",
                    at: .item(index: later.item)))
        }
        return findings.sorted { ($0.elementOrder, $0.code) < ($1.elementOrder, $1.code) }
    }

    /// Whether a finger can pass an item by on a narrow lobe: going from a place of the line before it to one after
    /// it closer than twice the tolerance (the finger stays within the tolerance of the path all the way) while
    /// keeping farther than the tolerance from the item (so it is not gathered). Only the lobe the item is on counts:
    /// the line within `window` tolerances of way either side of it, and within three tolerances of it; and not at
    /// a junction, where the way through is the drawing's own. Each side is walked along the way from the item, a
    /// bounded number of places, so the test costs the same on a line piled on itself in a hostile file.
    struct LobeTest {
        let curve: DrawnCurve
        let tolerance: Double
        /// The line's places bucketed, made the first time an item's place on the line is not given (most callers
        /// know it, and building it cost more than the walks).
        private var cells: SpatialIndex?
        private let cellSize: Double
        private let junctions: [DrawnPoint]
        private let junctionCells: SpatialIndex
        private let junctionRadius: Double
        /// At most this many places on either side of an item are paired, and at most `maxWalk` walked.
        static let maxPlaces = 8
        static let maxWalk = 400
        static let window = 8.0

        init(curve: DrawnCurve, tolerance: Double, junctions: [DrawnPoint], width: Double) {
            self.curve = curve
            self.tolerance = tolerance
            cellSize = max(tolerance, width / 2 + 0.5, 1)
            self.junctions = junctions
            junctionRadius = StrokeCheck.junctionRadius(width: width)
            junctionCells = SpatialIndex(junctions, cellSize: junctionRadius)
        }

        /// Whether the line's place `index` lies within `junctionRadius` of a junction; asked only of the places a
        /// skip is looked for at, not of the whole line.
        private func isNearJunction(_ index: Int) -> Bool {
            guard !junctions.isEmpty else { return false }
            let point = curve.points[index]
            return junctionCells.contains(near: point) { junctions[$0].distance(to: point) <= junctionRadius }
        }

        /// The place around `item` nearest to it, the first met among equals.
        private mutating func nearestPlace(to item: DrawnPoint) -> Int? {
            if cells == nil { cells = SpatialIndex(curve.points, cellSize: cellSize) }
            var best: (index: Int, distance: Double)?
            cells?.forEach(near: item) { index in
                let distance = curve.points[index].distance(to: item)
                if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
                return true
            }
            return best?.index
        }

        /// The two places of a skip past `item`, or nil; `own` is the place of the line the item sits at, when known.
        mutating func skip(at item: DrawnPoint, own: Int? = nil) -> (DrawnPoint, DrawnPoint)? {
            guard tolerance > 0 else { return nil }
            guard let own = own ?? nearestPlace(to: item) else { return nil }
            let reach = Self.window * tolerance
            func side(_ steps: StrideTo<Int>) -> [Int] {
                var found: [Int] = []
                for index in steps.prefix(Self.maxWalk) {
                    guard abs(curve.distances[index] - curve.distances[own]) <= reach, found.count < Self.maxPlaces
                    else { break }
                    let distance = curve.points[index].distance(to: item)
                    // A place within the tolerance of the item gathers it: only those farther off can start or end a skip.
                    if distance > tolerance, distance <= 3 * tolerance, !isNearJunction(index) { found.append(index) }
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

    /// The turn from a→b to b→c in degrees, 0…180.
    static func turn(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        let ux = b.x - a.x
        let uy = b.y - a.y
        let vx = c.x - b.x
        let vy = c.y - b.y
        return abs(atan2(ux * vy - uy * vx, ux * vx + uy * vy)) * 180 / Double.pi
    }

    static func nearestIndex(_ points: [DrawnPoint], to place: DrawnPoint) -> Int {
        points.indices.min { points[$0].distance(to: place) < points[$1].distance(to: place) } ?? 0
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    static func number(_ value: Double) -> String { DrawnPoint.format((value * 10).rounded() / 10) }
}

extension OrganicFinding {
    /// Item findings sort by item, then by rule; anything else first.
    fileprivate var elementOrder: Int {
        if case .item(let index) = element { return index }
        return -1
    }
}
