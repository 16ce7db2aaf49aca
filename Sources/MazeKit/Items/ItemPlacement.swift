/// An adventure item lying in one cell.
public struct MazeItem: Sendable, Hashable {
    /// The cell it lies in.
    public let cell: Cell
    /// Centre of the cell on the canvas.
    public let point: Point
    /// Whether the cell is on the shortest start→end route.
    public let onSolution: Bool

    package init(cell: Cell, point: Point, onSolution: Bool) {
        self.cell = cell
        self.point = point
        self.onSolution = onSolution
    }
}

/// Spreads adventure items over the maze: `round(count * share)` on the route (the config's share, 0.4 as
/// shipped), the rest on branch cells (inside cells off the route), never on start or end, at most one per cell.
enum ItemPlacement {
    /// How many of `count` items should lie on the route: `round(count * share)`, half away from zero.
    static func solutionTarget(for count: Int, share: Double) -> Int {
        Int((Double(count) * share).rounded())
    }

    /// Cells for `count` items, sorted row-major, each with its true `onSolution`.
    /// When one side has too few cells the other side makes up the difference.
    /// Precondition: `count <= insideCount - 2` (checked by the caller).
    static func place(
        count: Int,
        shareOnSolution: Double,
        route: [Int],
        grid: Grid,
        random: inout MazeRandom
    ) -> [(index: Int, onSolution: Bool)] {
        guard count > 0 else { return [] }
        var onRoute = Array(repeating: false, count: grid.cellCount)
        for index in route { onRoute[index] = true }
        var routeCells = Array(route.dropFirst().dropLast())  // never start or end
        var branchCells: [Int] = []
        for index in 0..<grid.cellCount where grid.inside[index] && !onRoute[index] {
            branchCells.append(index)
        }
        var wantedOnRoute = min(solutionTarget(for: count, share: shareOnSolution), routeCells.count)
        var wantedOnBranch = count - wantedOnRoute
        if wantedOnBranch > branchCells.count {
            wantedOnBranch = branchCells.count
            wantedOnRoute = count - wantedOnBranch
        }
        random.shuffle(&routeCells)
        random.shuffle(&branchCells)
        var chosen: [(index: Int, onSolution: Bool)] = []
        chosen.reserveCapacity(count)
        for index in routeCells.prefix(wantedOnRoute) { chosen.append((index, true)) }
        for index in branchCells.prefix(wantedOnBranch) { chosen.append((index, false)) }
        chosen.sort { $0.index < $1.index }
        return chosen
    }
}
