/// Carves a perfect maze (a spanning tree over the inside cells) with the recursive backtracker,
/// run iteratively on an explicit stack so large grids cannot overflow the call stack.
enum SpanningTreeCarver {
    /// The spanning tree grown from cell `root`. Unvisited inside neighbours are gathered in the
    /// order up, right, down, left and one is picked with `random.nextInt(below:)`.
    static func carve(_ grid: Grid, from root: Int, random: inout MazeRandom) -> Passages {
        let cols = grid.cols
        let count = grid.cellCount
        var passages = Passages(rows: grid.rows, cols: cols)
        var visited = grid.inside.map { !$0 }  // outside cells count as visited: never entered
        var stack: [Int] = []
        stack.reserveCapacity(grid.insideCount)
        visited[root] = true
        stack.append(root)
        while let current = stack.last {
            var options = NeighbourBuffer()
            let col = current % cols
            if current >= cols && !visited[current - cols] { options.append(current - cols) }
            if col + 1 < cols && !visited[current + 1] { options.append(current + 1) }
            if current + cols < count && !visited[current + cols] { options.append(current + cols) }
            if col > 0 && !visited[current - 1] { options.append(current - 1) }
            if options.count == 0 {
                stack.removeLast()
                continue
            }
            let next = options[random.nextInt(below: options.count)]
            passages.open(current, next)
            visited[next] = true
            stack.append(next)
        }
        return passages
    }
}

/// Up to four cell indices without a heap allocation.
struct NeighbourBuffer {
    private var first = 0, second = 0, third = 0, fourth = 0
    private(set) var count = 0

    mutating func append(_ value: Int) {
        switch count {
        case 0: first = value
        case 1: second = value
        case 2: third = value
        default: fourth = value
        }
        count += 1
    }

    subscript(position: Int) -> Int {
        switch position {
        case 0: return first
        case 1: return second
        case 2: return third
        default: return fourth
        }
    }
}
