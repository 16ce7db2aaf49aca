/// A drawing as ink on a grid of square cells: lines stamped with a round pen, filled shapes painted even-odd,
/// then thinned to lines one cell wide and read back as centre lines. What a pen of some width makes of a drawing:
/// lines closer than the pen run into one, and the ink's centre line is the line that pen can draw.
///
/// Thinning is Zhang and Suen's (1984), two sub-iterations a pass, then the cells a line can lose and stay joined
/// (simple points, Rosenfeld) taken off in reading order, so every line is one cell wide and a cell with other than
/// two neighbours is an end or a junction. A cell of the ink's ridge (at least two cells in and as deep as every
/// neighbour, by the chamfer distance) that looks like the end of a line stepping diagonally is never taken off: a
/// line at 45 degrees, once thinned to two cells wide, went entirely. Ink under about four cells wide has no ridge,
/// so a line that thin at 45 degrees may still go. The grid is bounded (`maxCells`) whatever the drawing.
struct InkRaster {
    /// A grid larger than this is coarsened: the work stays within milliseconds.
    static let maxCells = 160_000

    let columns: Int
    let rows: Int
    /// The side of a cell, in the drawing's units.
    let cell: Double
    /// The drawing's point at the corner of cell (0, 0).
    let origin: DrawnPoint
    private(set) var ink: [Bool]

    /// A grid over `box` grown by `margin` on every side, cells `cell` wide (larger when the grid would pass
    /// `maxCells`).
    init(box: DrawnBox, margin: Double, cell wanted: Double) {
        let width = box.width + 2 * margin
        let height = box.height + 2 * margin
        var cell = max(wanted, max(width, height) * 1e-6, 1e-9)
        while (width / cell + 3) * (height / cell + 3) > Double(Self.maxCells) { cell *= 1.25 }
        self.cell = cell
        columns = max(3, Int((width / cell).rounded(.up)) + 3)
        rows = max(3, Int((height / cell).rounded(.up)) + 3)
        origin = DrawnPoint(x: box.minX - margin - cell, y: box.minY - margin - cell)
        ink = [Bool](repeating: false, count: columns * rows)
    }

    /// The middle of cell (`column`, `row`) in the drawing's units.
    func centre(_ column: Int, _ row: Int) -> DrawnPoint {
        DrawnPoint(x: origin.x + (Double(column) + 0.5) * cell, y: origin.y + (Double(row) + 0.5) * cell)
    }

    /// The cell `point` lies in (which may lie outside the grid).
    func cellContaining(_ point: DrawnPoint) -> (column: Int, row: Int) {
        (Int(((point.x - origin.x) / cell).rounded(.down)), Int(((point.y - origin.y) / cell).rounded(.down)))
    }

    /// Whether the cell holding `point` is inked.
    func inks(_ point: DrawnPoint) -> Bool {
        let cell = cellContaining(point)
        return self[cell.column, cell.row]
    }

    subscript(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, column < columns, row < rows else { return false }
        return ink[row * columns + column]
    }

    private func columnRange(_ low: Double, _ high: Double) -> ClosedRange<Int> {
        let first = max(0, Int(((low - origin.x) / cell - 0.5).rounded(.down)))
        let last = min(columns - 1, Int(((high - origin.x) / cell - 0.5).rounded(.up)))
        return first...max(first, last)
    }

    private func rowRange(_ low: Double, _ high: Double) -> ClosedRange<Int> {
        let first = max(0, Int(((low - origin.y) / cell - 0.5).rounded(.down)))
        let last = min(rows - 1, Int(((high - origin.y) / cell - 0.5).rounded(.up)))
        return first...max(first, last)
    }

    /// Every cell whose middle lies within `radius` of the line: the line drawn with a round pen `2 * radius` wide.
    mutating func stamp(_ line: [DrawnPoint], radius: Double) {
        let pieces = line.count == 1 ? [(line[0], line[0])] : Array(zip(line, line.dropFirst()))
        for (a, b) in pieces {
            for row in rowRange(min(a.y, b.y) - radius, max(a.y, b.y) + radius) {
                for column in columnRange(min(a.x, b.x) - radius, max(a.x, b.x) + radius)
                where !ink[row * columns + column] {
                    if centre(column, row).distance(toSegmentFrom: a, to: b) <= radius {
                        ink[row * columns + column] = true
                    }
                }
            }
        }
    }

    /// The cells whose middles lie inside the closed outlines, even-odd (a ring's hole stays empty).
    mutating func fill(_ outlines: [[DrawnPoint]]) {
        let edges = outlines.flatMap { outline in
            zip(outline, outline.dropFirst() + [outline[0]]).filter { $0.0.y != $0.1.y }
        }
        guard let box = DrawnBox(outlines.joined()) else { return }
        // Each edge listed under the rows it spans, so a row weighs only its own edges.
        let rows = rowRange(box.minY, box.maxY)
        var edgesOfRow = [[Int]](repeating: [], count: rows.count)
        for (index, (a, b)) in edges.enumerated() {
            for row in rowRange(min(a.y, b.y), max(a.y, b.y)) where rows.contains(row) {
                edgesOfRow[row - rows.lowerBound].append(index)
            }
        }
        for row in rows {
            let y = centre(0, row).y
            var crossings: [Double] = []
            for index in edgesOfRow[row - rows.lowerBound] {
                let (a, b) = edges[index]
                if (a.y <= y) != (b.y <= y) { crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)) }
            }
            crossings.sort()
            for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                for column in columnRange(crossings[pair], crossings[pair + 1]) {
                    let x = centre(column, row).x
                    if x >= crossings[pair] && x <= crossings[pair + 1] { ink[row * columns + column] = true }
                }
            }
        }
    }

    /// Each hole in the ink (empty cells closed round by ink, across neighbours) of fewer than `cells` cells
    /// inked.
    mutating func fillHoles(smallerThan cells: Int) {
        var seen = [Bool](repeating: false, count: ink.count)
        for first in ink.indices where !ink[first] && !seen[first] {
            var hole = [first]
            var open = false
            seen[first] = true
            var next = 0
            while next < hole.count {
                let index = hole[next]
                next += 1
                let column = index % columns
                let row = index / columns
                if column == 0 || row == 0 || column == columns - 1 || row == rows - 1 { open = true }
                for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let x = column + dx
                    let y = row + dy
                    guard x >= 0, y >= 0, x < columns, y < rows, !ink[y * columns + x], !seen[y * columns + x] else {
                        continue
                    }
                    seen[y * columns + x] = true
                    hole.append(y * columns + x)
                }
            }
            if !open, hole.count < cells { for index in hole { ink[index] = true } }
        }
    }

    // MARK: Measures

    /// How far each inked cell lies from the nearest empty one, in cells (the chamfer distance, 1 across and
    /// 1.4 diagonally): half the width of the ink there.
    func depth() -> [Double] {
        var depth = ink.map { $0 ? Double.infinity : 0 }
        let steps: [(Int, Int, Double)] = [(-1, -1, 1.4), (0, -1, 1), (1, -1, 1.4), (-1, 0, 1)]
        for row in 0..<rows {
            for column in 0..<columns where ink[row * columns + column] {
                var best = depth[row * columns + column]
                for (dx, dy, cost) in steps {
                    let x = column + dx
                    let y = row + dy
                    best = min(best, x < 0 || y < 0 || x >= columns ? cost : depth[y * columns + x] + cost)
                }
                depth[row * columns + column] = best
            }
        }
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) where ink[row * columns + column] {
                var best = depth[row * columns + column]
                for (dx, dy, cost) in steps {
                    let x = column - dx
                    let y = row - dy
                    best = min(best, x >= columns || y >= rows || x < 0 ? cost : depth[y * columns + x] + cost)
                }
                depth[row * columns + column] = best
            }
        }
        return depth
    }

    /// The inked cells joined to each other (across and diagonally), each part's cells in reading order.
    func parts() -> [[Int]] {
        var part = [Int](repeating: -1, count: ink.count)
        var result: [[Int]] = []
        for first in ink.indices where ink[first] && part[first] < 0 {
            var cells = [first]
            part[first] = result.count
            var next = 0
            while next < cells.count {
                let index = cells[next]
                next += 1
                for neighbour in neighbours(of: index) where part[neighbour] < 0 {
                    part[neighbour] = result.count
                    cells.append(neighbour)
                }
            }
            result.append(cells.sorted())
        }
        return result
    }

    /// The inked cells around `index` (across and diagonally).
    func neighbours(of index: Int) -> [Int] {
        let column = index % columns
        let row = index / columns
        var result: [Int] = []
        for dy in -1...1 {
            for dx in -1...1 where (dx != 0 || dy != 0) && self[column + dx, row + dy] {
                result.append((row + dy) * columns + column + dx)
            }
        }
        return result
    }

    /// Only the cells of `cells` inked.
    func keeping(_ cells: [Int]) -> InkRaster {
        var copy = self
        copy.ink = [Bool](repeating: false, count: ink.count)
        for cell in cells { copy.ink[cell] = true }
        return copy
    }

    // MARK: Thinning

    /// The eight around a cell, clockwise from above: P2 to P9 in Zhang and Suen's naming.
    private func ring(_ column: Int, _ row: Int) -> [Bool] {
        [
            self[column, row - 1], self[column + 1, row - 1], self[column + 1, row], self[column + 1, row + 1],
            self[column, row + 1], self[column - 1, row + 1], self[column - 1, row], self[column - 1, row - 1],
        ]
    }

    /// Whether the cell is kept as an end: on the ridge, and like the end of a line that steps diagonally (its only
    /// two neighbours side by side in the ring). Taking such a cell off makes the next one such an end, and so on
    /// down the line.
    private static func isKeptEnd(_ ring: [Bool], onRidge: Bool) -> Bool {
        guard onRidge else { return false }
        let set = (0..<8).filter { ring[$0] }
        return set.count == 2 && (set[1] - set[0] == 1 || set[1] - set[0] == 7)
    }

    /// Whether Zhang and Suen's sub-iteration `pass` takes the cell off (never an end kept on the ridge).
    private func erodes(_ column: Int, _ row: Int, pass: Int, ridge: [Bool]) -> Bool {
        let p = ring(column, row)
        let count = p.filter { $0 }.count
        guard count >= 2, count <= 6, !Self.isKeptEnd(p, onRidge: ridge[row * columns + column]) else { return false }
        let transitions = (0..<8).filter { !p[$0] && p[($0 + 1) % 8] }.count
        guard transitions == 1 else { return false }
        let keep =
            pass == 0
            ? (p[0] && p[2] && p[4]) || (p[2] && p[4] && p[6])
            : (p[0] && p[2] && p[6]) || (p[0] && p[4] && p[6])
        return !keep
    }

    /// The ink thinned to lines one cell wide, each where the middle of its ink was.
    mutating func thin() {
        let inkDepth = depth()
        // The ridge: the middle of a line and of its round end, at least two cells in (a bump on the ink's edge, one
        // cell deep, is as deep as the cells beside it). Zhang and Suen alone eat a line at 45 degrees, once two
        // cells wide, from its ends to nothing (a lollipop's stick, a television's aerial); only such an end is kept
        // on the ridge, so a ridge two cells wide still thins to one.
        var ridge = [Bool](repeating: false, count: ink.count)
        for row in 0..<rows {
            for column in 0..<columns where inkDepth[row * columns + column] >= 2 {
                // A cell two in has ink on every side: all eight neighbours lie in the grid.
                let here = inkDepth[row * columns + column]
                ridge[row * columns + column] = (-1...1).allSatisfy { dy in
                    (-1...1).allSatisfy { dx in inkDepth[(row + dy) * columns + column + dx] <= here }
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for pass in 0..<2 {
                var remove: [Int] = []
                for row in 0..<rows {
                    for column in 0..<columns
                    where ink[row * columns + column] && erodes(column, row, pass: pass, ridge: ridge) {
                        remove.append(row * columns + column)
                    }
                }
                // Asked again as each goes: taken off all at once, a block two cells wide would vanish (an eye).
                for index in remove where erodes(index % columns, index / columns, pass: pass, ridge: ridge) {
                    ink[index] = false
                    changed = true
                }
            }
        }
        // Zhang and Suen leave lines two cells wide at some corners and steps, and a line at 45 degrees all along
        // (its ends kept), which would read as junctions.
        for row in 0..<rows {
            for column in 0..<columns where ink[row * columns + column] && isSimple(column, row, ridge: ridge) {
                ink[row * columns + column] = false
            }
        }
    }

    /// Whether the cell can go and leave its neighbours joined as they were, without shortening a line: it has
    /// two or more neighbours, and they touch each other (across or diagonally) without it, and it is not a ridge
    /// cell ending a line that steps diagonally (taken off in reading order, the whole line would follow).
    private func isSimple(_ column: Int, _ row: Int, ridge: [Bool]) -> Bool {
        let p = ring(column, row)
        let set = (0..<8).filter { p[$0] }
        guard set.count >= 2 else { return false }
        func touch(_ a: Int, _ b: Int) -> Bool {
            let gap = (b - a + 8) % 8
            // Next to each other in the ring, or two apart across a corner from a cell above, right, below, left.
            return gap == 1 || gap == 7 || (gap == 2 && a % 2 == 0) || (gap == 6 && b % 2 == 0)
        }
        if Self.isKeptEnd(p, onRidge: ridge[row * columns + column]) { return false }
        var reached: Set<Int> = [set[0]]
        var queue = [set[0]]
        while let next = queue.popLast() {
            for other in set where !reached.contains(other) && touch(next, other) {
                reached.insert(other)
                queue.append(other)
            }
        }
        return reached.count == set.count
    }

    // MARK: Centre lines

    /// The thinned ink as lines in the drawing's units, from end or junction to end or junction (a closed loop
    /// from its first cell round to it); a junction's cells that touch are one point, their middle.
    func centreLines() -> [[DrawnPoint]] {
        var degree = [Int](repeating: 0, count: ink.count)
        for index in ink.indices where ink[index] { degree[index] = neighbours(of: index).count }
        // Junction cells that touch are one junction.
        var junction = [Int](repeating: -1, count: ink.count)
        var junctionPoints: [DrawnPoint] = []
        for first in ink.indices where ink[first] && degree[first] != 2 && junction[first] < 0 {
            var cells = [first]
            junction[first] = junctionPoints.count
            var next = 0
            while next < cells.count {
                let index = cells[next]
                next += 1
                for neighbour in neighbours(of: index) where degree[neighbour] != 2 && junction[neighbour] < 0 {
                    junction[neighbour] = junctionPoints.count
                    cells.append(neighbour)
                }
            }
            let points = cells.map { centre($0 % columns, $0 / columns) }
            let sum = points.reduce((0.0, 0.0)) { ($0.0 + $1.x, $0.1 + $1.y) }
            junctionPoints.append(DrawnPoint(x: sum.0 / Double(points.count), y: sum.1 / Double(points.count)))
        }
        var used = [Bool](repeating: false, count: ink.count)
        var lines: [[DrawnPoint]] = []
        func point(_ index: Int) -> DrawnPoint { centre(index % columns, index / columns) }
        /// From `from` (a junction's cell, or a loop's first) into `first`, along cells of two neighbours.
        func trace(from: Int, into first: Int) {
            var line = [junction[from] >= 0 ? junctionPoints[junction[from]] : point(from)]
            var previous = from
            var current = first
            while true {
                if junction[current] >= 0 {
                    line.append(junctionPoints[junction[current]])
                    break
                }
                used[current] = true
                line.append(point(current))
                guard
                    let next = neighbours(of: current).first(where: {
                        $0 != previous && (junction[$0] >= 0 ? $0 != from || line.count > 2 : !used[$0])
                    })
                else {
                    if current != first, neighbours(of: current).contains(from) { line.append(line[0]) }
                    break
                }
                previous = current
                current = next
                if current == from {
                    line.append(line[0])
                    break
                }
            }
            // A cell between two of one junction's cells is no line of its own.
            if line.count >= 2, !(line.first == line.last && line.count < 4) { lines.append(line) }
        }
        for index in ink.indices where junction[index] >= 0 {
            for neighbour in neighbours(of: index) where junction[neighbour] < 0 && !used[neighbour] {
                trace(from: index, into: neighbour)
            }
        }
        // Junctions that touch cell to cell across two clusters never happen (touching cells are one junction);
        // what is left are closed loops with no junction.
        for index in ink.indices where ink[index] && !used[index] && junction[index] < 0 {
            used[index] = true
            guard let next = neighbours(of: index).first(where: { !used[$0] }) else { continue }
            trace(from: index, into: next)
        }
        // A lone junction (a dot of ink) is a line of one point.
        for point in junctionPoints where !lines.contains(where: { $0.first == point || $0.last == point }) {
            lines.append([point])
        }
        return lines
    }
}
