/// Opens the dead ends of a carved maze ("braiding"), so that a child who meets an obstacle in an
/// avoid maze can always go round it instead of having to walk through it.
enum Braiding {
    /// For every inside cell that has exactly one passage (visited row-major, judged at its turn, so
    /// a dead end already fixed by a neighbour's opening is left alone), opens one closed wall to an
    /// inside neighbour. Cells whose inside neighbours are all joined already stay dead ends.
    ///
    /// Which wall: each candidate scores 2 when opening it alone cannot shorten the start→end route
    /// (`min(fromStart[a] + 1 + fromEnd[b], fromStart[b] + 1 + fromEnd[a]) >= routeSteps`, the rule
    /// of `ExtraConnections`) and 1 when the neighbour is a dead end too (one wall fixes two); one of
    /// the best-scoring walls is picked with `random.nextInt(below:)`. Keeping the route long keeps
    /// the level's solution share and turns reachable; the caller re-solves afterwards, since several
    /// openings together may still shorten it.
    static func openDeadEnds(
        in passages: inout Passages,
        grid: Grid,
        fromStart: [Int32],
        fromEnd: [Int32],
        routeSteps: Int32,
        random: inout MazeRandom
    ) {
        for index in 0..<grid.cellCount where grid.inside[index] && passages.degree(of: index) == 1 {
            var best: [Int] = []
            var bestScore = -1
            for neighbour in closedInsideNeighbours(of: index, passages: passages, grid: grid) {
                let through = min(fromStart[index] + 1 + fromEnd[neighbour], fromStart[neighbour] + 1 + fromEnd[index])
                let score = (through >= routeSteps ? 2 : 0) + (passages.degree(of: neighbour) == 1 ? 1 : 0)
                if score > bestScore {
                    best = [neighbour]
                    bestScore = score
                } else if score == bestScore {
                    best.append(neighbour)
                }
            }
            guard !best.isEmpty else { continue }
            passages.open(index, best[random.nextInt(below: best.count)])
        }
    }

    /// Inside neighbours of `index` not yet joined to it, in the order up, right, down, left.
    private static func closedInsideNeighbours(of index: Int, passages: Passages, grid: Grid) -> [Int] {
        let cols = grid.cols, row = index / cols, col = index % cols
        var result: [Int] = []
        if row > 0 && grid.inside[index - cols] && !passages.isOpenDown(index - cols) { result.append(index - cols) }
        if col + 1 < cols && grid.inside[index + 1] && !passages.isOpenRight(index) { result.append(index + 1) }
        if row + 1 < grid.rows && grid.inside[index + cols] && !passages.isOpenDown(index) { result.append(index + cols) }
        if col > 0 && grid.inside[index - 1] && !passages.isOpenRight(index - 1) { result.append(index - 1) }
        return result
    }
}
