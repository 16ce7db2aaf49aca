/// The journey's start and end, the ways gone over twice, and the opening of a drawing with no free end: steps 4
/// and 5 of `DrawingJourney`.
///
/// Step 4 is route inspection (the Chinese postman problem): every line must be drawn, and a line can be drawn in
/// one journey only when at most its start and end have an odd number of line ends. So the shortest ways along the
/// lines are found between the odd points (Dijkstra's, `distances`), then the odd points other than the start and
/// end are paired so that the ways between pairs are shortest in all (a minimum-weight perfect matching, `pairs`),
/// and each pair's way is drawn a second time, beside the first. The graph is then one Euler trail, which
/// `FigurePath` follows.
extension DrawingJourney {
    /// More odd points than this are not paired: each is a way gone over twice, and so many no longer draw a
    /// picture (a comb, hatching).
    static let maxOddPoints = 40

    /// A drawing ready for its journeys: steps 1 to 3 done, a drawing with no free end opened, and its start and
    /// end pairs ranked (or the designer's taken). Each of them is one journey (`journey`): the odd points other
    /// than its start and end paired, and the strokes one Euler trail from the start to the end.
    package struct Routes: Sendable {
        /// What every journey shares: the parts left out, the bridges, the joins, the opening.
        var made: DrawingJourney
        var pieces: DrawingPieces
        var points: [DrawnPoint]
        var ends: [(from: Int, to: Int)]
        var degree: [Int]
        var room: Room
        /// The start and end pairs, best first: the designer's alone when given.
        var ranked: [RankedEnds]
        /// Whether the designer gave the end (an end the rest hangs on is then theirs to move).
        var givenEnd: Bool

        /// How many start and end pairs there are to choose from (1 when the designer gave them).
        package var count: Int { ranked.count }

        /// Chooses the start and end (or takes the designer's) and opens a drawing with no free end.
        init(
            _ made: DrawingJourney, _ pieces: DrawingPieces, room: Room, start givenStart: DrawnPoint?,
            end givenEnd: DrawnPoint?, openedBelow: Bool = false, closingEnds: Bool = false,
            weighingOpenings: Bool = false
        ) throws(DrawingJourneyError) {
            var made = made
            var pieces = pieces
            var (points, ends) = pieces.nodes
            var degree = pieces.degrees.ofNode
            var odd: [Int] { points.indices.filter { degree[$0] % 2 == 1 } }
            func nearestNode(_ point: DrawnPoint) -> Int {
                points.indices.min { points[$0].distance(to: point) < points[$1].distance(to: point) } ?? 0
            }
            var ranked: [RankedEnds]
            if let givenStart, let givenEnd {
                ranked = [(start: nearestNode(givenStart), end: nearestNode(givenEnd), broken: 0, cost: 0)]
            } else {
                var openedRanked: [RankedEnds]?
                let openings = odd.isEmpty || !weighingOpenings ? 1 : DrawingJourney.openingsTried
                if !odd.contains(where: { degree[$0] == 1 }),
                    let opened = DrawingJourney.leastGoneOverTwice(
                        DrawingJourney.openings(pieces, room: room, limit: openings), of: pieces, room: room)
                {
                    (pieces, points, ends, degree) = (opened.pieces, opened.points, opened.ends, opened.degree)
                    (made.opening, openedRanked) = (opened.opening.removed, opened.ranked)
                }
                guard odd.count <= DrawingJourney.maxOddPoints else {
                    throw .tooManyOddPoints(odd.map { points[$0] })
                }
                ranked =
                    openedRanked
                    ?? DrawingJourney.rankedEnds(pieces, points: points, ends: ends, degree: degree, room: room)
                // Asked for (`make`'s openedBelow): where the best start and end break the app's promises, the
                // drawing opened below as a closed one is, its two sides the start and the end, and the odd points
                // paired by going back over the way between them (a stem drawn as a narrow loop).
                if openedBelow, made.opening == nil, let best = ranked.first, best.broken > 0 {
                    var closed = pieces
                    let closing =
                        closingEnds
                        ? DrawingJourney.closeNearEnds(&closed, points: points, degree: degree, room: room) : []
                    if let opened = DrawingJourney.leastGoneOverTwice(
                        DrawingJourney.openings(
                            closed, room: room, limit: weighingOpenings ? DrawingJourney.openingsTried : 1),
                        of: closed, room: room),
                        let first = opened.ranked.first, first.broken == 0
                    {
                        (pieces, points, ends, degree) = (opened.pieces, opened.points, opened.ends, opened.degree)
                        (made.opening, ranked) = (opened.opening.removed, opened.ranked)
                        made.bridges += closing
                        made.endsJoined = closing
                    }
                }
                // The unopened journey is the caller's other choice: this one is nothing else.
                if openedBelow, made.opening == nil { throw .notOneJourney([]) }
                guard !ranked.isEmpty else {
                    throw .notOneJourney([.notOneLine(odd: odd.map { points[$0] }, evenStartOrEnd: [])])
                }
            }
            (self.made, self.pieces, self.points, self.ends, self.degree) = (made, pieces, points, ends, degree)
            (self.room, self.ranked, self.givenEnd) = (room, ranked, givenEnd != nil)
        }

        /// The journey from the `choice`th start and end (0 the best; past the last, the last): the odd points
        /// other than its start and end paired, each pair's way drawn a second time beside the first, and the
        /// strokes one Euler trail from `start` to `end`.
        package func journey(_ choice: Int) throws(DrawingJourneyError) -> DrawingJourney {
            var journey = made
            var pieces = pieces
            let chosen = ranked[min(max(choice, 0), ranked.count - 1)]
            let (startNode, endNode) = (chosen.start, chosen.end)
            let odd = points.indices.filter { degree[$0] % 2 == 1 }
            // Every point that must change from odd to even, or even to odd, paired along the lines.
            let mustPair = Set(odd).symmetricDifference([startNode, endNode]).sorted()
            guard mustPair.count <= DrawingJourney.maxOddPoints else {
                throw .tooManyOddPoints(odd.map { points[$0] })
            }
            let distances = DrawingJourney.distances(
                pieces, ends: ends, nodes: points.count, from: mustPair, avoiding: endNode)
            let pairs = DrawingJourney.pairs(mustPair, distances)
            let total = pieces.length
            let twice = pairs.reduce(0) { $0 + $1.length }
            // The parts were joined or left out, so a way is found unless the designer's end is a point the rest
            // hangs on (the ways avoid the end); anything else that parts is refused, not drawn in pieces.
            guard twice.isFinite else {
                if givenEnd { throw .endInside(points[endNode]) }
                throw .partsApart
            }
            if total > 0, twice / total > DrawingJourney.retraceShare {
                throw .tooMuchGoneOverTwice(share: twice / total, oddPoints: odd.map { points[$0] })
            }
            for pair in pairs {
                guard let way = distances[pair.from]?.way(to: pair.to, pieces: pieces, ends: ends) else { continue }
                let beside = DrawingJourney.beside(
                    way.line, gap: room.retraceGap, freeStart: degree[pair.from] == 1,
                    freeEnd: degree[pair.to] == 1, clearOf: pieces, except: Set(way.pieces))
                journey.retraced.append(way.line)
                pieces.add(beside)
            }
            journey.strokes = DrawnStrokes.joined(pieces.pieces, within: 0.01)
            journey.start = points[startNode]
            journey.end = points[endNode]
            let problems = FigureDrawing(
                id: "", strokes: journey.strokes, start: journey.start, end: journey.end
            ).problems
            if !problems.isEmpty { throw .notOneJourney(problems) }
            return journey
        }
    }

    /// Joins free ends lying nearer each other than the start may lie from the end, and within a bridge's reach,
    /// nearest first, each by a straight bridge crossing no line: the bridges added.
    static func closeNearEnds(_ pieces: inout DrawingPieces, points: [DrawnPoint], degree: [Int], room: Room)
        -> [[DrawnPoint]]
    {
        let free = points.indices.filter { degree[$0] == 1 }
        let reach = min(room.minStartEnd, bridgeShare * DrawnStrokes.size)
        var near: [(a: Int, b: Int, distance: Double)] = []
        for (i, a) in free.enumerated() {
            for b in free[(i + 1)...] {
                let distance = points[a].distance(to: points[b])
                if distance < reach { near.append((a, b, distance)) }
            }
        }
        var joined = Set<Int>()
        var bridges: [[DrawnPoint]] = []
        for pair in near.sorted(by: { ($0.distance, $0.a, $0.b) < ($1.distance, $1.a, $1.b) })
        where !joined.contains(pair.a) && !joined.contains(pair.b) {
            guard !pieces.crossed(from: points[pair.a], to: points[pair.b], by: Array(pieces.pieces.indices)) else {
                continue
            }
            joined.formUnion([pair.a, pair.b])
            bridges.append([points[pair.a], points[pair.b]])
            pieces.add([points[pair.a], points[pair.b]])
        }
        return bridges
    }

    // MARK: Start and end

    /// Ends tried: the free ends in the most open space, this many.
    static let endsTried = 4
    /// Starts tried for each end.
    static let startsTried = 3

    /// The start and end pairs to try, best first: those that keep the app's promises (the end clear of the rest,
    /// the start far enough from it and low enough on the canvas) before those that do not, then the least gone
    /// over twice (within `retraceTie`), then the end in the most open space. Each with how many of those
    /// promises it breaks.
    static func rankedEnds(
        _ pieces: DrawingPieces, points: [DrawnPoint], ends: [(from: Int, to: Int)], degree: [Int], room: Room
    ) -> [RankedEnds] {
        let odd = points.indices.filter { degree[$0] % 2 == 1 }
        let free = odd.filter { degree[$0] == 1 }
        let clearances = Dictionary(
            uniqueKeysWithValues: free.map { ($0, pieces.clearance(of: points[$0], way: 2 * room.endClearance)) })
        let endOrder = free.sorted { (clearances[$0]!, -$0) > (clearances[$1]!, -$1) }.prefix(endsTried)
        var options: [(start: Int, end: Int, broken: Int, cost: Double, clearance: Double)] = []
        for end in endOrder {
            let distances = Self.distances(pieces, ends: ends, nodes: points.count, from: odd, avoiding: end)
            let others = odd.filter { $0 != end }
            func broken(_ start: Int) -> Int {
                (clearances[end]! >= room.endClearance ? 0 : 1)
                    + (points[start].distance(to: points[end]) >= room.minStartEnd ? 0 : 1)
                    + (points[start].y > room.startTop ? 0 : 1)
            }
            let pairing = Pairing(others, distances, leavingOutOne: true)
            let starts = others.map { start in
                (
                    start: start, broken: broken(start),
                    cost: pairing.pairs(leavingOut: start).reduce(0) { $0 + $1.length }
                )
            }.sorted { ($0.broken, $0.cost, $0.start) < ($1.broken, $1.cost, $1.start) }
            for start in starts.prefix(startsTried) {
                options.append((start.start, end, start.broken, start.cost, clearances[end]!))
            }
        }
        // A pair that would go back over too much is refused outright: those come last, whatever they keep.
        let total = pieces.length
        func tooMuch(_ cost: Double) -> Int { cost > total * retraceShare ? 1 : 0 }
        // Within `retraceTie` of the least gone over twice counts as the least: between a lollipop's stick and the
        // short arc of its rim, about as long, the end in open space (the stick's tip) draws the stick once.
        var least: [Int: Double] = [:]
        for option in options { least[option.broken] = min(least[option.broken] ?? .infinity, option.cost) }
        func cost(_ option: (start: Int, end: Int, broken: Int, cost: Double, clearance: Double)) -> Double {
            let lowest = least[option.broken] ?? option.cost
            return option.cost <= lowest + total * retraceTie ? lowest : option.cost
        }
        return options.sorted {
            (tooMuch($0.cost), $0.broken, cost($0), -$0.clearance, $0.cost) < (
                tooMuch($1.cost), $1.broken, cost($1), -$1.clearance, $1.cost
            )
        }.map { ($0.start, $0.end, $0.broken, $0.cost) }
    }

    /// A start and end pair, with how many of the app's promises it breaks and how much of the drawing its
    /// journey goes back over.
    typealias RankedEnds = (start: Int, end: Int, broken: Int, cost: Double)

    /// Ways gone over twice this share of the drawing's length apart are about as long: the end's open space decides.
    static let retraceTie = 0.05
    /// A line that, past twice the end's clearance along it, comes nearer to its end than this share of that way
    /// has curled back round it (a spiral's next turn; any bend tighter than a circle about 1.3 times that way
    /// across); a line running on, straight or bending gently, is as far from its end as it has run.
    static let curledBack = 0.9

    // MARK: Pairs

    /// Shortest ways along the lines from each of `sources`, never through `avoiding` (the end, met only once).
    static func distances(
        _ pieces: DrawingPieces, ends: [(from: Int, to: Int)], nodes: Int, from sources: [Int], avoiding: Int
    ) -> [Int: ShortestWays] {
        var adjacent = [[(piece: Int, to: Int, length: Double)]](repeating: [], count: nodes)
        for (piece, end) in ends.enumerated() {
            let length = DrawingPieces.length(pieces.pieces[piece])
            adjacent[end.from].append((piece, end.to, length))
            adjacent[end.to].append((piece, end.from, length))
        }
        var result: [Int: ShortestWays] = [:]
        for source in sources {
            var distance = [Double](repeating: .infinity, count: nodes)
            var via = [(piece: Int, from: Int)?](repeating: nil, count: nodes)
            var done = [Bool](repeating: false, count: nodes)
            distance[source] = 0
            while let next = (0..<nodes).filter({ !done[$0] && distance[$0].isFinite }).min(by: {
                (distance[$0], $0) < (distance[$1], $1)
            }) {
                done[next] = true
                guard next == source || next != avoiding else { continue }
                for edge in adjacent[next] where distance[next] + edge.length < distance[edge.to] {
                    distance[edge.to] = distance[next] + edge.length
                    via[edge.to] = (edge.piece, next)
                }
            }
            result[source] = ShortestWays(source: source, distance: distance, via: via)
        }
        return result
    }

    struct ShortestWays {
        let source: Int
        let distance: [Double]
        let via: [(piece: Int, from: Int)?]

        /// The way to `node` as one line from the source, and the pieces it runs along.
        func way(to node: Int, pieces: DrawingPieces, ends: [(from: Int, to: Int)]) -> (
            line: [DrawnPoint], pieces: [Int]
        )? {
            guard distance[node].isFinite else { return nil }
            var steps: [(piece: Int, from: Int, to: Int)] = []
            var current = node
            while current != source, let step = via[current] {
                steps.append((step.piece, step.from, current))
                current = step.from
            }
            var line: [DrawnPoint] = []
            for step in steps.reversed() {
                var points = pieces.pieces[step.piece]
                if ends[step.piece].from != step.from {
                    points.reverse()
                }
                line += line.isEmpty ? points : Array(points.dropFirst())
            }
            return (line, steps.map(\.piece))
        }
    }

    /// Up to this many points are paired for the least way gone over twice (every pairing weighed); more are
    /// paired nearest first.
    static let exactPairing = 14

    /// The points paired so that the ways between pairs are shortest in all (ties by the points' order), each pair
    /// with its way's length; `surcharge` is added to a pair's length where pairing them costs more than the way.
    static func pairs(
        _ points: [Int], _ distances: [Int: ShortestWays], surcharge: (Int, Int) -> Double = { _, _ in 0 }
    ) -> [(from: Int, to: Int, length: Double)] {
        withoutActuallyEscaping(surcharge) { Pairing(points, distances, surcharge: $0).pairs(leavingOut: nil) }
    }

    /// Every pairing of a few points weighed at once (`exactPairing`): the least total of the points not yet
    /// paired, for every set of them, by dynamic programming over the sets (the lowest point left takes each
    /// partner in turn). So the pairing of the points less any one of them is read off the same table: the
    /// rankings of start and end ask that for every start, and weighing each anew was most of `figure add`'s time.
    struct Pairing {
        let points: [Int]
        let distances: [Int: ShortestWays]
        let surcharge: (Int, Int) -> Double
        /// best[mask]: the least total pairing the points not in mask; partner[mask]: the lowest such point's
        /// partner. Empty where there are too many points to weigh every pairing.
        private var best: [Double] = []
        private var partner: [Int] = []

        /// The table for `points`; made where at most `exactPairing` are paired at once (one more when one of
        /// them will be left out).
        init(
            _ points: [Int], _ distances: [Int: ShortestWays], leavingOutOne: Bool = false,
            surcharge: @escaping (Int, Int) -> Double = { _, _ in 0 }
        ) {
            (self.points, self.distances, self.surcharge) = (points, distances, surcharge)
            let count = points.count
            guard count <= exactPairing + (leavingOutOne ? 1 : 0) else { return }
            // The lengths between the points looked up once: the pairing below weighs them millions of times.
            var table = [Double](repeating: .infinity, count: count * count)
            for first in 0..<count {
                for second in 0..<count { table[first * count + second] = distance(points[first], points[second]) }
            }
            let full = (1 << count) - 1
            // Filled as locals and stored once: the loop below runs a few hundred thousand times for 15 points.
            var best = [Double](repeating: .infinity, count: 1 << count)
            var partner = [Int](repeating: -1, count: 1 << count)
            best[full] = 0
            for mask in stride(from: full - 1, through: 0, by: -1) {
                let open = ~mask & full
                // An odd number of points left cannot all be paired.
                if open.nonzeroBitCount % 2 == 1 { continue }
                let first = open.trailingZeroBitCount
                // The open points after the first, lowest first, one bit at a time.
                var others = open & (open - 1)
                while others != 0 {
                    let second = others.trailingZeroBitCount
                    others &= others - 1
                    let total = table[first * count + second] + best[mask | 1 << first | 1 << second]
                    if total < best[mask] {
                        best[mask] = total
                        partner[mask] = second
                    }
                }
            }
            (self.best, self.partner) = (best, partner)
        }

        private func length(_ a: Int, _ b: Int) -> Double { distances[a]?.distance[b] ?? .infinity }
        private func distance(_ a: Int, _ b: Int) -> Double { length(a, b) + surcharge(a, b) }

        /// The points (less `left`, one of them) paired shortest in all, as `pairs` pairs them: the same pairs,
        /// in the same order, as a table made without `left` gives (a set's best depends on that set alone).
        func pairs(leavingOut left: Int?) -> [(from: Int, to: Int, length: Double)] {
            let index = left.flatMap { points.firstIndex(of: $0) }
            let count = points.count
            guard !best.isEmpty, count - (index == nil ? 0 : 1) <= exactPairing,
                best[index.map { 1 << $0 } ?? 0].isFinite
            else {
                return DrawingJourney.nearestFirst(points.filter { $0 != left }, distance).map {
                    ($0.from, $0.to, length($0.from, $0.to))
                }
            }
            let full = (1 << count) - 1
            var result: [(from: Int, to: Int, length: Double)] = []
            var mask = index.map { 1 << $0 } ?? 0
            while mask != full, let first = (0..<count).first(where: { mask & (1 << $0) == 0 }) {
                let second = partner[mask]
                let (from, to) = (points[first], points[second])
                result.append((from, to, length(from, to)))
                mask |= 1 << first | 1 << second
            }
            return result
        }
    }

    fileprivate static func nearestFirst(_ points: [Int], _ distance: (Int, Int) -> Double) -> [(
        from: Int, to: Int, length: Double
    )] {
        var candidates: [(from: Int, to: Int, length: Double)] = []
        for (i, a) in points.enumerated() {
            for b in points[(i + 1)...] { candidates.append((a, b, distance(a, b))) }
        }
        candidates.sort { ($0.length, $0.from, $0.to) < ($1.length, $1.from, $1.to) }
        var paired = Set<Int>()
        var result: [(from: Int, to: Int, length: Double)] = []
        for candidate in candidates where !paired.contains(candidate.from) && !paired.contains(candidate.to) {
            paired.formUnion([candidate.from, candidate.to])
            result.append(candidate)
        }
        return result
    }

    // MARK: The second pass

    /// `line` drawn again `gap` beside it, on the side with more room, from its first point to its last: at a free
    /// end a square step out (the finger turns round the end), at a junction a slant back in over one and a half
    /// gaps (the passes meet where the lines do).
    static func beside(
        _ line: [DrawnPoint], gap: Double, freeStart: Bool, freeEnd: Bool, clearOf pieces: DrawingPieces,
        except own: Set<Int>
    ) -> [DrawnPoint] {
        let sides = [1.0, -1.0].map { side in
            offset(line, gap: gap * side, freeStart: freeStart, freeEnd: freeEnd)
        }
        let clearances = sides.map { side in
            side.dropFirst().dropLast().map { point in
                pieces.pieces.indices.filter { !own.contains($0) }.map { pieces.distance(of: point, toPiece: $0) }
                    .min() ?? .infinity
            }.min() ?? .infinity
        }
        return clearances[1] > clearances[0] ? sides[1] : sides[0]
    }

    static func offset(_ line: [DrawnPoint], gap: Double, freeStart: Bool, freeEnd: Bool) -> [DrawnPoint] {
        let along = DrawingPieces.cumulative(line)
        let length = along[along.count - 1]
        let taper = 1.5 * abs(gap)
        let first = freeStart ? 0 : taper
        let last = freeEnd ? length : length - taper
        var places: [Double]
        if last <= first {
            places = [length / 2]
        } else {
            places = [first] + along.filter { $0 > first && $0 < last } + [last]
        }
        func normal(at place: Double) -> (x: Double, y: Double) {
            // The segment's own normal, or at a vertex the average of the two (a mitre, at most twice the gap).
            let index = lastPoint(along, atOrBefore: place)
            func segmentNormal(_ i: Int) -> (x: Double, y: Double) {
                let i = min(max(i, 0), line.count - 2)
                let dx = line[i + 1].x - line[i].x
                let dy = line[i + 1].y - line[i].y
                let length = (dx * dx + dy * dy).squareRoot()
                return length > 0 ? (-dy / length, dx / length) : (0, 0)
            }
            let here = segmentNormal(index)
            guard index > 0, index < line.count - 1, along[index] == place else { return here }
            let before = segmentNormal(index - 1)
            let sum = (x: before.x + here.x, y: before.y + here.y)
            let size = (sum.x * sum.x + sum.y * sum.y).squareRoot()
            guard size > 0 else { return here }
            let cosine = max(0.5, size / 2)
            return (sum.x / size / cosine, sum.y / size / cosine)
        }
        var result = [line[0]]
        for place in places {
            let base = Self.point(on: line, along, at: place)
            let n = normal(at: place)
            let moved = DrawingPieces.rounded(DrawnPoint(x: base.x + n.x * gap, y: base.y + n.y * gap))
            if result.last != moved { result.append(moved) }
        }
        if result.last != line[line.count - 1] { result.append(line[line.count - 1]) }
        return result
    }

    // MARK: Opening

    typealias Opening = (piece: Int, before: [DrawnPoint], after: [DrawnPoint], removed: [DrawnPoint])

    /// Openings weighed where a drawing with no free end has odd points to pair: where it is cut decides which
    /// ways are gone over twice (a cake whose icing meets its sides, opened at its rim, went back over the whole
    /// icing; opened at a side, over a piece of that side).
    static let openingsTried = 4

    /// A drawing cut open: its pieces, nodes and ranked start and end pairs (none with more odd points than a
    /// journey pairs).
    struct Opened {
        var opening: Opening
        var pieces: DrawingPieces
        var points: [DrawnPoint]
        var ends: [(from: Int, to: Int)]
        var degree: [Int]
        var ranked: [RankedEnds]
    }

    /// Of `openings`, the drawing cut at the one whose best start and end break the fewest of the app's promises
    /// and go back over the least (the first of equals); nil when there is none.
    static func leastGoneOverTwice(_ openings: [Opening], of pieces: DrawingPieces, room: Room) -> Opened? {
        let total = pieces.length
        var best: (opened: Opened, key: (Int, Int, Double))?
        for opening in openings {
            var cut = pieces
            cut.replace(opening.piece, with: [opening.before, opening.after])
            let (points, ends) = cut.nodes
            let degree = cut.degrees.ofNode
            let ranked =
                points.indices.filter({ degree[$0] % 2 == 1 }).count <= maxOddPoints
                ? rankedEnds(cut, points: points, ends: ends, degree: degree, room: room) : []
            let opened = Opened(
                opening: opening, pieces: cut, points: points, ends: ends, degree: degree, ranked: ranked)
            guard openings.count > 1 else { return opened }
            // A cut with no pair at all comes last.
            let key =
                ranked.first.map { ($0.cost > total * retraceShare ? 1 : 0, $0.broken, $0.cost) } ?? (2, 0, 0)
            if best.map({ key < $0.key }) ?? true { best = (opened, key) }
        }
        return best?.opened
    }

    /// Where to open a drawing with no free end: the shortest stretch of one piece whose two ends lie the start's
    /// distance from the end apart, preferring one with a side below the pull-down (the start), then one whose
    /// farther-from-the-rest end is clear enough to end at. Up to `limit` such places, each on another piece: after
    /// the first, the first on each other piece whose end is clear enough.
    static func openings(_ pieces: DrawingPieces, room: Room, limit: Int) -> [Opening] {
        struct Candidate {
            var piece: Int
            var from: Double
            var to: Double
        }
        var candidates: [Candidate] = []
        for (index, line) in pieces.pieces.enumerated() {
            let along = DrawingPieces.cumulative(line)
            let length = along[along.count - 1]
            // A unit apart, or as many places as make the search below a few million steps on a long piece.
            let step = max(1, length / 1000)
            // A piece the drawing hangs together by (a stem between two cherries) is never cut.
            guard length > room.minStartEnd + 2 * step, !pieces.holdsTogether(index) else { continue }
            let places = Array(stride(from: step, through: length - step, by: step))
            let samples = places.map { Self.point(on: line, along, at: $0) }
            var later = 0
            for i in samples.indices {
                later = max(later, i + 1)
                while later < samples.count && samples[later].distance(to: samples[i]) < room.minStartEnd { later += 1 }
                guard later < samples.count else { break }
                candidates.append(Candidate(piece: index, from: places[i], to: places[later]))
            }
        }
        // One of the opening's sides is the start, so an opening with both under the pull-down comes last.
        func underPullDown(_ candidate: Candidate) -> Int {
            let line = pieces.pieces[candidate.piece]
            let along = DrawingPieces.cumulative(line)
            let lowest = max(
                Self.point(on: line, along, at: candidate.from).y, Self.point(on: line, along, at: candidate.to).y)
            return lowest > room.startTop ? 0 : 1
        }
        candidates =
            candidates.map { (underPullDown($0), $0) }
            .sorted {
                ($0.0, $0.1.to - $0.1.from, $0.1.piece, $0.1.from) < ($1.0, $1.1.to - $1.1.from, $1.1.piece, $1.1.from)
            }
            .map(\.1)
        func clearance(_ candidate: Candidate) -> Double {
            let line = pieces.pieces[candidate.piece]
            let along = DrawingPieces.cumulative(line)
            return [candidate.from, candidate.to].map { place in
                pieces.clearance(
                    of: Self.point(on: line, along, at: place), onPiece: candidate.piece,
                    removed: candidate.from...candidate.to,
                    at: place, way: 2 * room.endClearance)
            }.max() ?? 0
        }
        // The first clear enough to end at, or the clearest of the first 400; then, for more, the same on each
        // other piece in turn.
        let tried = candidates.prefix(400)
        var clearances: [Int: Double] = [:]
        func clear(_ index: Int) -> Double {
            if let known = clearances[index] { return known }
            let measured = clearance(tried[index])
            clearances[index] = measured
            return measured
        }
        var best: (index: Int, clearance: Double)?
        for index in tried.indices {
            if clear(index) > (best?.clearance ?? -1) { best = (index, clear(index)) }
            if clear(index) >= room.endClearance { break }
        }
        guard let first = best.map({ tried[$0.index] }) else { return [] }
        var chosen = [first]
        var cutPieces = Set([first.piece])
        for index in tried.indices where chosen.count < limit && !cutPieces.contains(tried[index].piece) {
            if clear(index) >= room.endClearance {
                chosen.append(tried[index])
                cutPieces.insert(tried[index].piece)
            }
        }
        return chosen.map { Self.cut(pieces, at: ($0.piece, $0.from, $0.to)) }
    }

    private static func cut(_ pieces: DrawingPieces, at chosen: (piece: Int, from: Double, to: Double)) -> Opening {
        let line = pieces.pieces[chosen.piece]
        let along = DrawingPieces.cumulative(line)
        let from = DrawingPieces.rounded(Self.point(on: line, along, at: chosen.from))
        let to = DrawingPieces.rounded(Self.point(on: line, along, at: chosen.to))
        let inside = line.indices.filter { along[$0] > chosen.from && along[$0] < chosen.to }.map { line[$0] }
        let before = line.indices.filter { along[$0] < chosen.from }.map { line[$0] } + [from]
        let after = [to] + line.indices.filter { along[$0] > chosen.to }.map { line[$0] }
        return (chosen.piece, before, after, [from] + inside + [to])
    }

    /// The point `place` along `line` (`along`: `DrawingPieces.cumulative(line)`), on the line's piece there.
    static func point(on line: [DrawnPoint], _ along: [Double], at place: Double) -> DrawnPoint {
        let index = min(lastPoint(along, atOrBefore: place), line.count - 2)
        let span = along[index + 1] - along[index]
        let t = span > 0 ? (place - along[index]) / span : 0
        return DrawnPoint(
            x: line[index].x + (line[index + 1].x - line[index].x) * t,
            y: line[index].y + (line[index + 1].y - line[index].y) * t)
    }

    /// The last point of a line at or before `place` along it (`along` rises; the first when none is). Found by
    /// halving: a line may have thousands of points, and is asked at each of them.
    static func lastPoint(_ along: [Double], atOrBefore place: Double) -> Int {
        var (low, high) = (0, along.count)
        while low < high {
            let middle = (low + high) / 2
            if along[middle] <= place { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }
}

extension DrawingPieces {
    /// Whether taking `piece` out would part the drawing in two.
    func holdsTogether(_ piece: Int) -> Bool {
        let (points, ends) = nodes
        let from = ends[piece].from
        let to = ends[piece].to
        guard from != to else { return false }
        var groups = NodeGroups(count: points.count)
        for (index, end) in ends.enumerated() where index != piece { groups.join(end.from, end.to) }
        return groups.root(of: from) != groups.root(of: to)
    }

    func distance(of point: DrawnPoint, toPiece piece: Int) -> Double {
        point.distance(toLine: pieces[piece])
    }

    /// How far a node is from every piece that does not run from or to it, and from a piece that does where it
    /// has run farther than `way` along from the node: a spiral's centre, its next turn close round it, is not in
    /// open space, though no other piece comes near.
    func clearance(of node: DrawnPoint, way: Double) -> Double {
        pieces.indices.map { piece in
            let line = pieces[piece]
            guard line.first == node || line.last == node else { return distance(of: node, toPiece: piece) }
            let fromNode = line.first == node ? line : line.reversed()
            var along = 0.0
            var nearest = Double.infinity
            for (a, b) in zip(fromNode, fromNode.dropFirst()) {
                let length = a.distance(to: b)
                defer { along += length }
                guard along + length > way else { continue }
                // Only the part of the segment past `way`, and only where it has come back (nearer than
                // `curledBack` of `way`): a line running on, straight or gently bending, is as far as it has run.
                let t = along >= way ? 0 : (way - along) / length
                let from = DrawnPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                let distance = node.distance(toSegmentFrom: from, to: b)
                if distance < DrawingJourney.curledBack * way { nearest = min(nearest, distance) }
            }
            return nearest
        }.min() ?? .infinity
    }

    /// How far a place on `piece`, where an opening would end it, is from the rest of the drawing: other pieces,
    /// and its own piece farther than `way` along it, the opening taken out.
    func clearance(
        of point: DrawnPoint, onPiece piece: Int, removed: ClosedRange<Double>, at place: Double, way: Double
    )
        -> Double
    {
        var nearest = pieces.indices.filter { $0 != piece }.map { distance(of: point, toPiece: $0) }.min() ?? .infinity
        let line = pieces[piece]
        let along = Self.cumulative(line)
        let length = along[along.count - 1]
        let closed = line.first == line.last
        for index in 0..<(line.count - 1) {
            let middle = (along[index] + along[index + 1]) / 2
            if removed.contains(middle) { continue }
            var apart = abs(middle - place)
            if closed { apart = min(apart, length - apart) }
            if apart <= way { continue }
            nearest = min(nearest, point.distance(toSegmentFrom: line[index], to: line[index + 1]))
        }
        return nearest
    }
}
