extension FigurePath {
    /// A way the journey goes over twice is stored as its line and a second stroke beside it
    /// (`DrawingJourney.offset`), as far beside it as the widest level's stroke needs to show two ways: one and a
    /// half easy strokes. At a finer level that gap is a loop of its own: a key's shaft gone over twice beside its
    /// square tooth read as a leaf on a stem, and viewers who named the key as drawn every time called it a cherry.
    /// So each level draws the second pass one and a half of its own strokes beside the line instead.
    ///
    /// A second pass is known by its shape alone, so nothing needs to be stored: a stroke that shares both ends
    /// with another and is that stroke's offset (`DrawingJourney.offset`: the gap it runs at, the side it runs on,
    /// a slant in to an end other lines meet) to within `secondPassMatch` at every point. A designer's own lines
    /// rarely match it all along (a key's square tooth is a square step off its shaft, the shape of a pass round
    /// two free ends, but other lines meet those ends: it does not match). A way out to a free end and back is not
    /// found: the journey joins the line and its pass, which alone meet at that end, into one stroke, so a ray's
    /// narrow loop keeps the easy gap at every level.
    struct SecondPass: Equatable {
        /// The second pass's stroke, and the stroke it goes over.
        var pass: Int
        var line: Int
        /// The line runs from the pass's first point to its last the other way round.
        var lineReversed: Bool
        /// How far beside the line the pass runs, on which side (the sign `DrawingJourney.offset` takes).
        var gap: Double
        /// Whether the line's first and last points are free ends (the pass steps round them).
        var freeStart: Bool
        var freeEnd: Bool
    }

    /// How near a recomputed offset lies to the stored pass, point by point, for it to be that offset: the journey
    /// rounds its points to a tenth, and the gap read back from them is off by about as much, which the slants at
    /// the ends (one and a half gaps long) carry further.
    static let secondPassMatch = 0.3

    /// The second passes among `strokes` (a figure's, in its own units).
    static func secondPasses(in strokes: [[DrawnPoint]]) -> [SecondPass] {
        // Ends shared by two strokes or more, so a stroke is weighed only against those that share both its ends.
        var byEnds: [[DrawnPoint]: [Int]] = [:]
        for (index, stroke) in strokes.enumerated() where stroke.count >= 2 {
            byEnds[endsKey(stroke), default: []].append(index)
        }
        var touching: [DrawnPoint: Int] = [:]
        for stroke in strokes where stroke.count >= 2 {
            touching[stroke[0], default: 0] += 1
            touching[stroke[stroke.count - 1], default: 0] += 1
        }
        var found: [SecondPass] = []
        for (pass, stroke) in strokes.enumerated() where stroke.count >= 3 {
            for line in byEnds[endsKey(stroke)] ?? [] where line != pass {
                guard !found.contains(where: { $0.pass == line && $0.line == pass }) else { continue }
                let reversed = strokes[line][0] != stroke[0]
                let drawn = reversed ? strokes[line].reversed() : strokes[line]
                // An end no stroke but these two touches is a free end the pass steps round.
                let freeStart = touching[drawn[0], default: 0] <= 2
                let freeEnd = touching[drawn[drawn.count - 1], default: 0] <= 2
                let distances = stroke.dropFirst().dropLast().map { point in
                    zip(drawn, drawn.dropFirst()).map { point.distance(toSegmentFrom: $0.0, to: $0.1) }.min() ?? 0
                }.sorted()
                let gap = distances[distances.count / 2]
                guard gap > secondPassMatch else { continue }
                for side in [1.0, -1.0] {
                    let offset = DrawingJourney.offset(
                        drawn, gap: side * gap, freeStart: freeStart, freeEnd: freeEnd)
                    guard offset.count == stroke.count,
                        zip(offset, stroke).allSatisfy({ $0.distance(to: $1) <= secondPassMatch })
                    else { continue }
                    found.append(
                        SecondPass(
                            pass: pass, line: line, lineReversed: reversed, gap: side * gap, freeStart: freeStart,
                            freeEnd: freeEnd))
                    break
                }
            }
        }
        return found
    }

    /// The second passes among `strokes` that `request`'s level draws nearer their lines than they are stored
    /// (`scale` canvas units a unit of `strokes`): at the widest level's own stroke, none.
    static func secondPasses(in strokes: [[DrawnPoint]], nearerAt request: FigurePathRequest, scale: Double)
        -> [SecondPass]
    {
        let gap = secondPassGap(request)
        return secondPasses(in: strokes).filter { abs($0.gap) * scale > gap * 1.05 }
    }

    /// How far beside its line a second pass runs at `request`'s level, in canvas units.
    static func secondPassGap(_ request: FigurePathRequest) -> Double {
        DrawingJourney.retraceGapStrokes * Double(request.width)
    }

    /// `placed` (the strokes as `fitted` placed them on the canvas) with each of `passes` drawn again `gap` beside
    /// its line.
    static func narrowed(_ placed: [[DrawnPoint]], _ passes: [SecondPass], gap: Double) -> [[DrawnPoint]] {
        var strokes = placed
        for pass in passes {
            let line = pass.lineReversed ? placed[pass.line].reversed() : placed[pass.line]
            guard line.count >= 2 else { continue }
            strokes[pass.pass] = DrawingJourney.offset(
                line, gap: pass.gap < 0 ? -gap : gap, freeStart: pass.freeStart, freeEnd: pass.freeEnd)
        }
        return strokes
    }

    /// A stroke's two ends, the same whichever way round it runs.
    private static func endsKey(_ stroke: [DrawnPoint]) -> [DrawnPoint] {
        let (first, last) = (stroke[0], stroke[stroke.count - 1])
        return (first.x, first.y) <= (last.x, last.y) ? [first, last] : [last, first]
    }
}
