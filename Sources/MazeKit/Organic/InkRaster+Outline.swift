/// The ink's outline: what a pen draws of a drawing when it draws only its silhouette. Mathematical morphology on
/// the grid (erosion and dilation by a disc, an opening being the one then the other), then the outer boundary of
/// the largest part by Moore's neighbour tracing, stopped by Jacob's criterion.
extension InkRaster {
    /// Every hole of the ink filled: an empty cell no way across empty cells (up, down, left, right) joins to the
    /// grid's edge is inked.
    func filled() -> InkRaster {
        var outside = [Bool](repeating: false, count: ink.count)
        var queue: [Int] = []
        for column in 0..<columns {
            queue += [column, (rows - 1) * columns + column]
        }
        for row in 0..<rows {
            queue += [row * columns, row * columns + columns - 1]
        }
        queue = queue.filter { !ink[$0] }
        for index in queue { outside[index] = true }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            let column = index % columns
            let row = index / columns
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let x = column + dx
                let y = row + dy
                guard x >= 0, y >= 0, x < columns, y < rows else { continue }
                let neighbour = y * columns + x
                if !ink[neighbour] && !outside[neighbour] {
                    outside[neighbour] = true
                    queue.append(neighbour)
                }
            }
        }
        return keeping(ink.indices.filter { !outside[$0] })
    }

    /// Only the cells whose disc of `radius` cells lies wholly in the ink.
    func eroded(by radius: Double) -> InkRaster {
        let disc = Self.disc(radius)
        return keeping(
            ink.indices.filter { index in
                ink[index] && disc.allSatisfy { self[index % columns + $0.0, index / columns + $0.1] }
            })
    }

    /// Every cell whose disc of `radius` cells touches the ink.
    func dilated(by radius: Double) -> InkRaster {
        let disc = Self.disc(radius)
        return keeping(
            ink.indices.filter { index in
                ink[index] || disc.contains { self[index % columns + $0.0, index / columns + $0.1] }
            })
    }

    /// The ink less every part narrower than twice `radius` cells: no two sides of what is left lie closer.
    func opened(by radius: Double) -> InkRaster { eroded(by: radius).dilated(by: radius) }

    /// The cells within `radius` of a cell, as steps from it.
    private static func disc(_ radius: Double) -> [(Int, Int)] {
        let reach = Int(radius.rounded(.down))
        var steps: [(Int, Int)] = []
        for dy in -reach...max(-reach, reach) {
            for dx in -reach...max(-reach, reach) where Double(dx * dx + dy * dy) <= radius * radius {
                steps.append((dx, dy))
            }
        }
        return steps
    }

    /// The outer boundary of the largest part (the first in reading order of equals), the centres of its edge cells
    /// in order around it, the first repeated at the end; nil when there is no ink or the part is one cell.
    func outerBoundary() -> [DrawnPoint]? {
        guard let largest = parts().max(by: { $0.count < $1.count }), largest.count > 1 else { return nil }
        let part = keeping(largest)
        // Clockwise on the grid (rows run down), from the east.
        let around: [(Int, Int)] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
        let first = largest[0]
        let start = (first % columns, first / columns)
        var current = start
        // The first inked cell in reading order has nothing to its west.
        var from = 4
        var cells = [start]
        var firstStep: (Int, Int)?
        for _ in 0..<(4 * largest.count + 8) {
            var found: (cell: (Int, Int), direction: Int)?
            for turn in 1...8 {
                let direction = (from + turn) % 8
                let cell = (current.0 + around[direction].0, current.1 + around[direction].1)
                if part[cell.0, cell.1] {
                    found = (cell, direction)
                    break
                }
            }
            guard let (cell, direction) = found else { return nil }
            if current == start, let step = firstStep, step == cell { break }
            if current == start, firstStep == nil { firstStep = cell }
            // Searched next from the empty cell checked just before, as seen from the cell moved to.
            let behind = (direction + 7) % 8
            let empty = (current.0 + around[behind].0, current.1 + around[behind].1)
            from = around.firstIndex { $0 == (empty.0 - cell.0, empty.1 - cell.1) } ?? ((direction + 4) % 8)
            current = cell
            cells.append(cell)
        }
        guard cells.last! == start else { return nil }
        return cells.map { centre($0.0, $0.1) }
    }
}
