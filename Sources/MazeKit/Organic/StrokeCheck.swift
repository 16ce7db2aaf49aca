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
    /// How the app plays a path, and the sharpest bend a path may ask for.
    public struct Rules: Sendable, Hashable {
        /// The app completes a story when the finger comes this close to the end point (canvas units).
        public var completionRadius: Double
        /// The largest turn at one control point, in degrees (0 straight on, 180 straight back).
        public var maxBend: Double

        public init(completionRadius: Double, maxBend: Double) {
            self.completionRadius = completionRadius
            self.maxBend = maxBend
        }
    }

    /// Within this many degrees of the limit a bend passes: control points are whole numbers, so a bend made
    /// exactly at the limit may come out a hair sharper.
    static let bendSlack = 1.0

    /// Runs every rule; findings in the order: end, touch, bends, items.
    public static func run(
        curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double, items: [DrawnPoint], rules: Rules
    ) -> [OrganicFinding] {
        var findings: [OrganicFinding] = []
        if let finding = earlyEnd(curve, controlPoints: controlPoints, width: width, radius: rules.completionRadius) { findings.append(finding) }
        findings += touches(curve, controlPoints: controlPoints, width: width)
        findings += sharpBends(controlPoints, limit: rules.maxBend)
        findings += itemsOffStroke(items, curve: curve, width: width)
        return findings
    }

    /// The finger may be anywhere on the stroke, so the stroke reaches the end's circle when its centre line
    /// comes within the radius plus half the width.
    public static func earlyEnd(_ curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double, radius: Double) -> OrganicFinding? {
        let reach = radius + width / 2
        guard let arrival = curve.earlyArrival(within: reach) else { return nil }
        let place = curve.points[arrival]
        let passes = place.distance(to: curve.end)
        return OrganicFinding(
            .endReachedEarly,
            "a finger on the stroke (\(number(width)) canvas units wide) comes within \(number(radius)) canvas units of the end point at \(percent(curve.share(at: arrival))) of the way (the line passes \(number(passes)) canvas units from it) and the app completes the story there: the rest of the path is never drawn; keep every earlier part at least \(number(reach)) canvas units from the end",
            at: .controlPoint(index: nearestIndex(controlPoints, to: place)))
    }

    /// Two parts of the stroke closer than its width, with more than two widths of way between them: on screen
    /// they merge, and the child no longer sees one way on. Nearer along the way it is one bend, which the
    /// bend rule judges (at the sharpest bend allowed, 120 degrees, the two sides part within a width of the corner).
    public static func touches(_ curve: DrawnCurve, controlPoints: [DrawnPoint], width: Double) -> [OrganicFinding] {
        curve.touches(closerThan: width, neighbourhood: 2 * width).map { touch in
            let place = curve.points[touch.later]
            return OrganicFinding(
            .strokeTouches,
                "the stroke at \(percent(curve.share(at: touch.later))) of the way passes \(number(touch.distance)) canvas units from its own part at \(percent(curve.share(at: touch.earlier))), closer than its width of \(number(width)) canvas units: the two merge on screen; keep parts of the path at least a width apart",
                at: .controlPoint(index: nearestIndex(controlPoints, to: place)))
        }
    }

    /// The turn at each inner control point, in degrees (0 straight on); zero-length pieces are skipped.
    public static func bends(_ points: [DrawnPoint]) -> [(index: Int, degrees: Double)] {
        let distinct = points.indices.filter { $0 == 0 || points[$0] != points[$0 - 1] }
        guard distinct.count > 2 else { return [] }
        return (1..<(distinct.count - 1)).map { position in
            let a = points[distinct[position - 1]], b = points[distinct[position]], c = points[distinct[position + 1]]
            return (distinct[position], turn(a, b, c))
        }
    }

    public static func sharpBends(_ points: [DrawnPoint], limit: Double) -> [OrganicFinding] {
        let length = OrganicPath.length(of: points)
        var walked = 0.0
        var findings: [OrganicFinding] = []
        var previous = 0
        for bend in bends(points) {
            walked += OrganicPath.length(of: Array(points[previous...bend.index]))
            previous = bend.index
            guard bend.degrees > limit + bendSlack else { continue }
            findings.append(OrganicFinding(
                .sharpBend,
                "the path turns \(number(bend.degrees)) degrees at \(percent(length > 0 ? walked / length : 0)) of the way, sharper than \(number(limit)): a small finger overshoots such a corner and the stroke folds onto itself; round it with two gentler bends",
                at: .controlPoint(index: bend.index)))
        }
        return findings
    }

    /// An item farther than half the width from the drawn line sits beside the stroke, not on it.
    public static func itemsOffStroke(_ items: [DrawnPoint], curve: DrawnCurve, width: Double) -> [OrganicFinding] {
        items.enumerated().compactMap { index, item in
            let nearest = curve.nearest(to: item)
            guard nearest.distance > width / 2 + 0.5 else { return nil }
            return OrganicFinding(
                .itemOffStroke,
                "item at \(item) is \(number(nearest.distance)) canvas units from the drawn line at \(percent(curve.share(at: nearest.index))) of the way, beside the stroke (\(number(width)) canvas units wide); a finger tracing the stroke passes it by. Expected it on the drawn line",
                at: .item(index: index))
        }
    }

    /// The turn from a→b to b→c in degrees, 0…180.
    static func turn(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        return abs(atan2(ux * vy - uy * vx, ux * vx + uy * vy)) * 180 / Double.pi
    }

    static func nearestIndex(_ points: [DrawnPoint], to place: DrawnPoint) -> Int {
        points.indices.min { points[$0].distance(to: place) < points[$1].distance(to: place) } ?? 0
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded())) %" }

    static func number(_ value: Double) -> String { DrawnPoint.format((value * 10).rounded() / 10) }
}
