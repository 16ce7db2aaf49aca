/// Opens exactly `count` further internal walls of a perfect maze, giving exactly `count` loops
/// (each opened wall between two already connected cells adds one to the cycle rank).
enum ExtraConnections {
    /// Opens `count` closed walls between inside cells, chosen at random but preferring walls
    /// that do not shorten the start→end route of the tree: a wall (a, b) is preferred when
    /// `min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a]) >= routeSteps`.
    /// Only when too few such walls exist are shortening walls used. The caller re-solves the
    /// maze afterwards, so combinations of walls are still checked.
    ///
    /// Precondition: at least `count` closed internal walls exist (checked by the caller).
    static func open(
        count: Int,
        in passages: inout Passages,
        grid: Grid,
        fromStart: [Int32],
        fromEnd: [Int32],
        routeSteps: Int32,
        random: inout MazeRandom
    ) {
        guard count > 0 else { return }
        var keepsRoute: [WallCandidate] = []
        var shortensRoute: [WallCandidate] = []
        // Every wall is right of or below one cell: at most two a cell, so neither list grows while filled.
        keepsRoute.reserveCapacity(2 * grid.cellCount)
        shortensRoute.reserveCapacity(2 * grid.cellCount)
        let rows = grid.rows
        let cols = grid.cols
        func classify(_ a: Int, _ b: Int) {
            let through = min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a])
            if through >= routeSteps {
                keepsRoute.append(WallCandidate(a: a, b: b))
            } else {
                shortensRoute.append(WallCandidate(a: a, b: b))
            }
        }
        for row in 0..<rows {
            for col in 0..<cols {
                let index = row * cols + col
                guard grid.inside[index] else { continue }
                if col + 1 < cols && grid.inside[index + 1] && !passages.isOpenRight(index) {
                    classify(index, index + 1)
                }
                if row + 1 < rows && grid.inside[index + cols] && !passages.isOpenDown(index) {
                    classify(index, index + cols)
                }
            }
        }
        let fromPreferred = min(count, keepsRoute.count)
        for wall in pickRandomly(fromPreferred, of: &keepsRoute, random: &random) {
            passages.open(wall.a, wall.b)
        }
        let remaining = count - fromPreferred
        precondition(remaining <= shortensRoute.count, "caller must check there are enough closed walls")
        for wall in pickRandomly(remaining, of: &shortensRoute, random: &random) {
            passages.open(wall.a, wall.b)
        }
    }

    /// The first `count` elements after a partial Fisher–Yates shuffle: a uniform sample.
    private static func pickRandomly(
        _ count: Int, of candidates: inout [WallCandidate], random: inout MazeRandom
    ) -> ArraySlice<WallCandidate> {
        for position in 0..<count {
            let other = position + random.nextInt(below: candidates.count - position)
            if other != position { candidates.swapAt(position, other) }
        }
        return candidates[0..<count]
    }
}

/// A closed wall between two neighbouring inside cells (row-major indices).
struct WallCandidate {
    let a: Int
    let b: Int
}
