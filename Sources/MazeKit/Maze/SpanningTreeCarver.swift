/// Carves a perfect maze (a spanning tree over the inside cells) with the recursive backtracker,
/// run iteratively on an explicit stack so large grids cannot overflow the call stack.
enum SpanningTreeCarver {
    /// The spanning tree grown from cell `root`. Unvisited inside neighbours are gathered in the
    /// order up, right, down, left and one is picked with `random.nextInt(below:)`.
    ///
    /// Tuned (issue 26): the visited marks and the links are written through buffers and handed to `Passages`
    /// whole; each step draws exactly the random number it drew before, so the same stream gives the same maze.
    static func carve(_ grid: Grid, from root: Int, random: inout MazeRandom) -> Passages {
        let cols = grid.cols
        let count = grid.cellCount
        var links = [UInt8](repeating: 0, count: count)
        var visited = grid.inside.map { !$0 }  // outside cells count as visited: never entered
        var stack = [Int](repeating: 0, count: grid.insideCount)
        visited.withUnsafeMutableBufferPointer { visited in
            links.withUnsafeMutableBufferPointer { links in
                stack.withUnsafeMutableBufferPointer { stack in
                    visited[root] = true
                    stack[0] = root
                    var depth = 1
                    while depth > 0 {
                        let current = stack[depth - 1]
                        var options = NeighbourBuffer()
                        let col = current % cols
                        if current >= cols && !visited[current - cols] { options.append(current - cols) }
                        if col + 1 < cols && !visited[current + 1] { options.append(current + 1) }
                        if current + cols < count && !visited[current + cols] { options.append(current + cols) }
                        if col > 0 && !visited[current - 1] { options.append(current - 1) }
                        if options.count == 0 {
                            depth -= 1
                            continue
                        }
                        let next = options[random.nextInt(below: options.count)]
                        // The passage is stored on its upper/left cell, as `Passages.open` stores it.
                        switch next - current {
                        case cols: links[current] |= Passages.down
                        case 1: links[current] |= Passages.right
                        case -cols: links[next] |= Passages.down
                        default: links[next] |= Passages.right
                        }
                        visited[next] = true
                        stack[depth] = next
                        depth += 1
                    }
                }
            }
        }
        return Passages(rows: grid.rows, cols: cols, links: links)
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
