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
    enum SecondPass: Equatable {
        /// A stroke of its own (`pass`) beside the stroke it goes over (`line`), the two sharing both ends: `line`
        /// runs from the pass's first point to its last the other way round when `lineReversed`; the line's first
        /// and last points are free ends (the pass steps round them) when `freeStart` and `freeEnd`.
        case beside(pass: Int, line: Int, lineReversed: Bool, gap: Double, freeStart: Bool, freeEnd: Bool)
        /// One closed stroke out along a line to a free end and back beside it (a ray), read reversed when
        /// `reversed`: the way out runs up to its point at `tip` (the free end), the way back from there.
        case outAndBack(stroke: Int, reversed: Bool, tip: Int, gap: Double)

        /// How far beside the line the pass runs, on which side (the sign `DrawingJourney.offset` takes).
        var gap: Double {
            switch self {
            case .beside(_, _, _, let gap, _, _), .outAndBack(_, _, _, let gap): gap
            }
        }

        /// The way out and back's stroke in its reading order, and the way out: up to and with the free end.
        func wayOut(in strokes: [[DrawnPoint]]) -> (stroke: [DrawnPoint], out: [DrawnPoint])? {
            guard case .outAndBack(let index, let reversed, let end, _) = self else { return nil }
            let stroke = reversed ? Array(strokes[index].reversed()) : strokes[index]
            return (stroke, Array(stroke[...min(end, stroke.count - 1)]))
        }
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
        var rays = Set<Int>()
        for (index, stroke) in strokes.enumerated() {
            if let ray = outAndBack(stroke) {
                found.append(.outAndBack(stroke: index, reversed: ray.reversed, tip: ray.end, gap: ray.gap))
                rays.insert(index)
            }
        }
        // Each pass and the line it goes over, so the line is not taken for a pass of its pass.
        var pairs = Set<[Int]>()
        for (pass, stroke) in strokes.enumerated() where stroke.count >= 3 && !rays.contains(pass) {
            for line in byEnds[endsKey(stroke)] ?? [] where line != pass {
                guard !pairs.contains([line, pass]) else { continue }
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
                        .beside(
                            pass: pass, line: line, lineReversed: reversed, gap: side * gap, freeStart: freeStart,
                            freeEnd: freeEnd))
                    pairs.insert([pass, line])
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
            switch pass {
            case .beside(let stroke, _, _, _, _, _): kept[stroke] = nil
            case .outAndBack(let stroke, _, _, _): kept[stroke] = pass.wayOut(in: strokes)?.out
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
        return secondPasses(in: figure.strokes, nearerAt: request, scale: Fitting(box, request).scale)
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
            let gap = pass.gap < 0 ? -gap : gap
            switch pass {
            case .outAndBack(let index, let reversed, _, _):
                guard let (stroke, out) = pass.wayOut(in: placed), out.count < stroke.count else { continue }
                let back = DrawingJourney.offset(out, gap: gap, freeStart: false, freeEnd: true).reversed()
                let redrawn = out + back.dropFirst()
                strokes[index] = reversed ? Array(redrawn.reversed()) : redrawn
            case .beside(let index, let line, let lineReversed, _, let freeStart, let freeEnd):
                let drawn = lineReversed ? placed[line].reversed() : placed[line]
                guard drawn.count >= 2 else { continue }
                strokes[index] = DrawingJourney.offset(drawn, gap: gap, freeStart: freeStart, freeEnd: freeEnd)
            }
        }
        return strokes
    }

    /// A stroke's two ends, the same whichever way round it runs.
    private static func endsKey(_ stroke: [DrawnPoint]) -> [DrawnPoint] {
        let (first, last) = (stroke[0], stroke[stroke.count - 1])
        return (first.x, first.y) <= (last.x, last.y) ? [first, last] : [last, first]
    }
}
