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
    /// two free ends, but other lines meet those ends: it does not match). A way out to a free end and back (a ray)
    /// is one stroke, since the journey joins the line and its pass where they alone meet: a closed stroke that
    /// runs out along a line, steps a gap aside at its end and comes back as that line's offset.
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
        /// For a way out to a free end and back, one stroke (`pass` and `line` the same): the index of its free end.
        /// The line runs up to it (the stroke reversed when `lineReversed`), the pass back from it.
        var freeEndAt: Int? = nil
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
        for (index, stroke) in strokes.enumerated() {
            if let ray = outAndBack(stroke) {
                found.append(
                    SecondPass(
                        pass: index, line: index, lineReversed: ray.reversed, gap: ray.gap, freeStart: false,
                        freeEnd: true, freeEndAt: ray.end))
            }
        }
        let rays = Set(found.map(\.pass))
        for (pass, stroke) in strokes.enumerated() where stroke.count >= 3 && !rays.contains(pass) {
            for line in byEnds[endsKey(stroke)] ?? [] where line != pass {
                guard !found.contains(where: { $0.pass == line && $0.line == pass }) else { continue }
                let reversed = strokes[line][0] != stroke[0]
                let drawn = reversed ? strokes[line].reversed() : strokes[line]
                // An end no stroke but these two touches is a free end the pass steps round.
                let freeStart = touching[drawn[0], default: 0] <= 2
                let freeEnd = touching[drawn[drawn.count - 1], default: 0] <= 2
                let distances = stroke.dropFirst().dropLast().map { $0.distance(toLine: drawn) }.sorted()
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

    /// Whether `stroke` is a line out to a free end and its second pass back (`DrawingJourney.offset` of the line,
    /// reversed): a closed stroke, a square step a gap aside at the end, then the line's offset at that gap. Each
    /// point where the stroke steps at right angles is tried; the pass's middle is checked against the gap before the
    /// offset is made, so a stroke of many corners costs a walk along it.
    static func outAndBack(_ stroke: [DrawnPoint]) -> (reversed: Bool, end: Int, gap: Double)? {
        guard stroke.count >= 5, stroke[0] == stroke[stroke.count - 1] else { return nil }
        for reversed in [false, true] {
            let points = reversed ? Array(stroke.reversed()) : stroke
            for end in 1..<(points.count - 2) {
                let (before, free, out) = (points[end - 1], points[end], points[end + 1])
                let gap = free.distance(to: out)
                let along = free.distance(to: before)
                guard gap > secondPassMatch, along > 0 else { continue }
                let cosine =
                    ((free.x - before.x) * (out.x - free.x) + (free.y - before.y) * (out.y - free.y)) / (gap * along)
                let back = points[end...]
                guard abs(cosine) < 0.1, back.count >= 2, back.count <= end + 3 else { continue }
                let line = Array(points[...end])
                let middle = back[back.startIndex + back.count / 2]
                let fromLine = middle.distance(toLine: line)
                guard back.count < 3 || abs(fromLine - gap) <= 0.5 * gap else { continue }
                for side in [1.0, -1.0] {
                    let pass = DrawingJourney.offset(line, gap: side * gap, freeStart: false, freeEnd: true).reversed()
                    if pass.count == back.count, zip(pass, back).allSatisfy({ $0.distance(to: $1) <= secondPassMatch })
                    {
                        return (reversed, end, side * gap)
                    }
                }
            }
        }
        return nil
    }

    /// `strokes` without their second passes: a pass's own stroke gone, a way out and back cut to the way out.
    static func withoutSecondPasses(_ strokes: [[DrawnPoint]], _ passes: [SecondPass]) -> [[DrawnPoint]] {
        var kept = strokes.map(Optional.some)
        for pass in passes {
            if let end = pass.freeEndAt {
                let stroke = pass.lineReversed ? Array(strokes[pass.pass].reversed()) : strokes[pass.pass]
                kept[pass.pass] = end < stroke.count ? Array(stroke[...end]) : stroke
            } else {
                kept[pass.pass] = nil
            }
        }
        return kept.compactMap { $0 }
    }

    /// The second passes among `strokes` that `request`'s level draws nearer their lines than they are stored
    /// (`scale` canvas units a unit of `strokes`): at the widest level's own stroke, none.
    static func secondPasses(in strokes: [[DrawnPoint]], nearerAt request: FigurePathRequest, scale: Double)
        -> [SecondPass]
    {
        let gap = secondPassGap(request)
        return secondPasses(in: strokes).filter { abs($0.gap) * scale > gap * 1.05 }
    }

    /// The second passes of `figure`'s strokes that `request`'s level draws nearer their lines, with the figure fitted
    /// in its own box (as `fitted` fits it when given no frame).
    static func levelSecondPasses(_ figure: FigureDrawing, _ request: FigurePathRequest) -> [SecondPass] {
        guard let box = DrawnBox(figure.strokes.joined()) else { return [] }
        let scale = fittingScale(spanX: box.width, spanY: box.height, request)
        return secondPasses(in: figure.strokes, nearerAt: request, scale: scale)
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
            if let end = pass.freeEndAt {
                let stroke = pass.lineReversed ? Array(placed[pass.pass].reversed()) : placed[pass.pass]
                guard end < stroke.count - 1 else { continue }
                let line = Array(stroke[...end])
                let back = DrawingJourney.offset(
                    line, gap: pass.gap < 0 ? -gap : gap, freeStart: false, freeEnd: true
                ).reversed().dropFirst()
                let redrawn = line + back
                strokes[pass.pass] = pass.lineReversed ? Array(redrawn.reversed()) : redrawn
                continue
            }
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
