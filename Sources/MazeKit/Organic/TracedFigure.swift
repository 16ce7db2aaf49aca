/// A figure recovered from a path someone drew as one polyline: a shipped organic labyrinth's control points,
/// which trace the picture as the app's team meant it to be travelled (the app's leaf: stem, left side, tip, right
/// side, base, then the vein up the middle). Two things keep such a path from being finished as drawn, and both
/// are undone here:
///
/// - **Its end is met early.** The app completes the story as soon as the finger comes within the completion
///   radius of the end, and the finger may be on the stroke or the level's tolerance off the line
///   (`StrokeCheck.endReach`); the leaf's
///   vein runs on through the tip it passed half-way. The path is cut back from its end to the last point no
///   earlier part of it comes within `clearance` of (the way in excepted: the stretch just before the end that
///   never leaves that circle, at most one and a half clearances long). The start stays; the end must stay `minStartEnd` from it.
/// - **Where it meets itself, nothing says so.** A later part within `meet` of an earlier one (the right side
///   returning to the stem) would merge with it on screen. The later vertex is moved onto the earlier part and
///   the path cut there, so the stroke before the cut ends on itself: a junction, which the figure library sees
///   (`FigureGraph`) and the path generator passes through.
package enum TracedFigure {
    package struct Traced: Sendable, Equatable {
        package var strokes: [[DrawnPoint]]
        package var start: DrawnPoint
        package var end: DrawnPoint
        /// The clearance the end was found with (the first of those asked for that has one).
        package var clearance: Double
    }

    /// Points are compared this far apart along the path, in the path's units.
    static let sampleStep = 2.0

    /// - Parameter clearances: tried in order (the widest level's first); the first that leaves an end wins.
    /// - Returns: nil when no end is clear at any of them, or the path is too short to keep `minStartEnd`.
    package static func trace(_ path: [DrawnPoint], meet: Double, clearances: [Double], minStartEnd: Double) -> Traced?
    {
        var points: [DrawnPoint] = []
        for point in path where points.last != point { points.append(point) }
        guard points.count >= 2 else { return nil }
        // The end is cut back no farther than the last place the path meets itself: what lies before is the picture.
        let lastMeeting =
            (1..<(points.count - 1)).last { index in
                nearestEarlier(points, cumulative(points), before: index, within: meet, gap: 3 * meet) != nil
            } ?? 0
        for clearance in clearances {
            guard let trimmed = trimmed(points, clearance: clearance, minStartEnd: minStartEnd, keeping: lastMeeting)
            else { continue }
            let strokes = split(trimmed, meet: meet)
            return Traced(strokes: strokes, start: trimmed[0], end: trimmed[trimmed.count - 1], clearance: clearance)
        }
        return nil
    }

    // MARK: The end

    /// The path up to its last point that is met only once, or nil.
    /// - Parameter keeping: the end lies after this vertex.
    static func trimmed(_ points: [DrawnPoint], clearance: Double, minStartEnd: Double, keeping: Int = 0)
        -> [DrawnPoint]?
    {
        let samples = sampled(points)
        // From the end backwards: the first sample that is clear, and far enough from the start, is the end.
        for candidate in stride(from: samples.count - 1, to: 0, by: -1) where samples[candidate].segment >= keeping {
            let end = samples[candidate].point
            guard end.distance(to: points[0]) >= minStartEnd else { continue }
            // The way in: at most one and a half clearances of path, so a path curled up round its end has none.
            var index = candidate
            while index > 0 && samples[index].point.distance(to: end) < clearance
                && samples[candidate].along - samples[index].along <= 1.5 * clearance
            {
                index -= 1
            }
            // The segments before the way in, measured exactly (the samples only find where the way in begins).
            let before = samples[index].segment
            let clear =
                (0..<before).allSatisfy { end.distance(toSegmentFrom: points[$0], to: points[$0 + 1]) >= clearance }
                && end.distance(toSegmentFrom: points[before], to: samples[index].point) >= clearance
            guard clear, index > 0 || samples[0].point.distance(to: end) >= clearance else { continue }
            return Array(points[...samples[candidate].segment]) + [end]
        }
        return nil
    }

    /// Points every `sampleStep` along the path (at most), each with the segment it lies on (its start's index) and
    /// how far along the path it is; the vertices included.
    static func sampled(_ points: [DrawnPoint]) -> [(point: DrawnPoint, segment: Int, along: Double)] {
        var samples: [(point: DrawnPoint, segment: Int, along: Double)] = [(points[0], 0, 0)]
        var walked = 0.0
        for segment in 0..<(points.count - 1) {
            let a = points[segment]
            let b = points[segment + 1]
            let length = a.distance(to: b)
            let steps = max(1, Int((length / sampleStep).rounded(.up)))
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                samples.append(
                    (DrawnPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), segment, walked + length * t))
            }
            walked += length
        }
        return samples
    }

    // MARK: Junctions

    /// The path cut where a vertex comes within `meet` of an earlier part of it (farther back along the path than
    /// three times `meet`, so a narrow turn is not a meeting); the vertex moved onto that part.
    static func split(_ points: [DrawnPoint], meet: Double) -> [[DrawnPoint]] {
        let along = cumulative(points)
        var strokes: [[DrawnPoint]] = []
        var current = [points[0]]
        for index in 1..<points.count {
            var point = points[index]
            // The free end stays where it is: the end was chosen clear of everything.
            if index < points.count - 1,
                let meeting = nearestEarlier(points, along, before: index, within: meet, gap: 3 * meet)
            {
                point = meeting
                current.append(point)
                strokes.append(current)
                current = [point]
                continue
            }
            current.append(point)
        }
        if current.count >= 2 { strokes.append(current) }
        return strokes
    }

    private static func cumulative(_ points: [DrawnPoint]) -> [Double] {
        var along = [0.0]
        for index in 1..<points.count { along.append(along[index - 1] + points[index - 1].distance(to: points[index])) }
        return along
    }

    private static func nearestEarlier(
        _ points: [DrawnPoint], _ along: [Double], before index: Int, within meet: Double, gap: Double
    ) -> DrawnPoint? {
        let point = points[index]
        var best: (distance: Double, point: DrawnPoint)?
        for segment in 0..<max(0, index - 1) where along[index] - along[segment + 1] > gap {
            let a = points[segment]
            let b = points[segment + 1]
            let dx = b.x - a.x
            let dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            let t =
                lengthSquared == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared))
            let foot = DrawnPoint(x: a.x + dx * t, y: a.y + dy * t)
            let distance = foot.distance(to: point)
            if distance <= meet, distance < (best?.distance ?? .infinity) { best = (distance, foot) }
        }
        return best?.point
    }
}
