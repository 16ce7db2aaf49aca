/// Directions as indexes: east, west, south, north.
private let directionCount = 4

/// The state of checking one labyrinth against its rebuilt maze. Flat `[UInt8]`/`[Int32]` arrays
/// indexed by cell keep this allocation-light: validate runs it on thousands of files.
struct CheckSession {
    let maze: ReconstructedMaze
    let input: DrawnMazeCheck.Input
    private(set) var findings: [MazeFinding] = []

    private var startIndex: Int?
    private var endIndex: Int?
    /// BFS distance from the start in steps; -1 = unreached.
    private var distance: [Int32]
    /// Cells in BFS order (nondecreasing distance).
    private var order: [Int32] = []

    /// Cells and unit steps of the file's solution_path, when its geometry is sound.
    private var solutionCells: [UInt8]?
    private var solutionEast: [UInt8]
    private var solutionSouth: [UInt8]
    private var solutionStepCount = 0
    private var solutionTurns = 0

    private var segmentEast: [UInt8]
    private var segmentSouth: [UInt8]

    init(maze: ReconstructedMaze, input: DrawnMazeCheck.Input) {
        self.maze = maze
        self.input = input
        let count = maze.lattice.cellCount
        distance = [Int32](repeating: -1, count: count)
        solutionEast = [UInt8](repeating: 0, count: count)
        solutionSouth = [UInt8](repeating: 0, count: count)
        segmentEast = [UInt8](repeating: 0, count: count)
        segmentSouth = [UInt8](repeating: 0, count: count)
    }

    private var lattice: ReconstructedMaze.Lattice { maze.lattice }
    private var cols: Int { maze.lattice.cols }

    mutating func run() {
        startIndex = locateEndpoint(input.start, code: .startOffCell, name: "start_point", element: .startPoint)
        endIndex = locateEndpoint(input.end, code: .endOffCell, name: "end_point", element: .endPoint)
        if let start = startIndex {
            if maze.style == .walls && maze.outsideFlags[start] != 0 {
                findings.append(MazeFinding(.openToOutside, "the region holding the start (\(maze.cell(at: start))) reaches the outside of the drawing; expected the walls to close the maze all round", at: .startPoint))
            }
            searchFrom(start)
        }
        if let start = startIndex, let end = endIndex {
            if start == end {
                findings.append(MazeFinding(.startIsEnd, "start and end are the same cell (\(maze.cell(at: start))); expected two different cells", at: .endPoint))
            } else if distance[end] < 0 {
                findings.append(MazeFinding(.unreachableEnd, "no route through open passages leads from the start (\(maze.cell(at: start))) to the end (\(maze.cell(at: end))); expected the end to be reachable", at: .endPoint))
            }
        }
        checkSolution()
        checkSegments()
        checkItems()
    }

    // MARK: cells and graph

    /// Index of the neighbour through an open passage in `direction`, or -1.
    @inline(__always)
    private func neighbour(_ index: Int, _ direction: Int) -> Int {
        switch direction {
        case 0: return maze.openEast[index] != 0 ? index + 1 : -1
        case 1: return index % cols > 0 && maze.openEast[index - 1] != 0 ? index - 1 : -1
        case 2: return maze.openSouth[index] != 0 ? index + cols : -1
        default: return index >= cols && maze.openSouth[index - cols] != 0 ? index - cols : -1
        }
    }

    private func centreText(_ index: Int) -> String {
        let centre = lattice.centre(of: maze.cell(at: index))
        return "(\(centre.x), \(centre.y))"
    }

    private func expectedCentre(near point: DrawnPoint) -> String {
        let centre = lattice.nearestCentre(to: point)
        return "a cell centre: x = \(lattice.originX + lattice.cellSize / 2) + k·\(lattice.cellSize), y = \(lattice.originY + lattice.cellSize / 2) + k·\(lattice.cellSize) (nearest (\(centre.x), \(centre.y)))"
    }

    /// The cell a point marks, or nil after reporting why it marks none.
    private mutating func locateEndpoint(_ point: DrawnPoint, code: MazeFindingCode, name: String,
                                         element: MazeFinding.Element) -> Int? {
        guard input.canvas.contains(point) else {
            findings.append(MazeFinding(code, "\(name) \(point) is outside the \(input.canvas.width) x \(input.canvas.height) canvas; expected a cell centre of the maze", at: element))
            return nil
        }
        guard let cell = lattice.cell(atCentre: point) else {
            findings.append(MazeFinding(code, "\(name) \(point) is not on a cell of the drawing; expected \(expectedCentre(near: point))", at: element))
            return nil
        }
        if maze.style == .corridors && !maze.isInside(cell) {
            findings.append(MazeFinding(code, "\(name) \(point) is a cell no corridor reaches; expected a dotted cell of the maze", at: element))
            return nil
        }
        return maze.index(cell)
    }

    private mutating func searchFrom(_ start: Int) {
        order.reserveCapacity(distance.count)
        distance[start] = 0
        order.append(Int32(start))
        var head = 0
        while head < order.count {
            let index = Int(order[head])
            head += 1
            for direction in 0..<directionCount {
                let next = neighbour(index, direction)
                if next >= 0 && distance[next] < 0 {
                    distance[next] = distance[index] + 1
                    order.append(Int32(next))
                }
            }
        }
    }

    // MARK: solution_path

    private mutating func checkSolution() {
        let path: ParsedSVGPath
        do {
            path = try SVGPathParser.parse(input.solutionPath)
        } catch {
            findings.append(MazeFinding(.solutionUnparsable, "solution_path is not an 'M x y L x y …' polyline: \(error)", at: .solutionPath(offset: error.offset)))
            return
        }
        guard path.polylineCount == 1 else {
            let offset = path.polylineCount > 1 ? path.sourceOffsets[path.polylineStarts[1]] : 0
            findings.append(MazeFinding(.solutionNotPolyline, "solution_path has \(path.polylineCount) polylines; expected exactly one 'M' followed by 'L' points from start to end", at: .solutionPath(offset: offset)))
            return
        }
        let points = path.points
        if points.first != input.start {
            findings.append(MazeFinding(.solutionWrongStart, "solution_path starts at \(points[0]); expected start_point \(input.start)", at: .solutionPath(offset: 0)))
        }
        if points.last != input.end {
            findings.append(MazeFinding(.solutionWrongEnd, "solution_path ends at \(points[points.count - 1]); expected end_point \(input.end)", at: .solutionPath(offset: path.sourceOffsets[points.count - 1])))
        }
        var cells: [Int] = []
        cells.reserveCapacity(points.count)
        for i in points.indices {
            guard let cell = lattice.cell(atCentre: points[i]) else {
                findings.append(MazeFinding(.solutionOffCell, "solution_path point \(points[i]) is not a cell centre; expected \(expectedCentre(near: points[i]))", at: .solutionPath(offset: path.sourceOffsets[i])))
                continue
            }
            cells.append(maze.index(cell))
        }
        guard cells.count == points.count else { return }
        walkSolution(cells, offsets: path.sourceOffsets)
    }

    /// Follows the solution's straight runs one cell at a time, recording its cells and steps.
    private mutating func walkSolution(_ cells: [Int], offsets: [Int]) {
        var visited = [UInt8](repeating: 0, count: distance.count)
        visited[cells[0]] = 1
        var geometryIsSound = true
        var lastDirection = -1
        for i in cells.indices.dropFirst() {
            let from = maze.cell(at: cells[i - 1]), to = maze.cell(at: cells[i])
            if from == to { continue }
            guard from.row == to.row || from.col == to.col else {
                findings.append(MazeFinding(.solutionDiagonalStep, "solution_path goes diagonally from \(centreText(cells[i - 1])) to \(centreText(cells[i])); expected horizontal or vertical runs through neighbouring cells", at: .solutionPath(offset: offsets[i])))
                geometryIsSound = false
                continue
            }
            let direction = from.row == to.row ? (to.col > from.col ? 0 : 1) : (to.row > from.row ? 2 : 3)
            let stride = direction == 0 ? 1 : direction == 1 ? -1 : direction == 2 ? cols : -cols
            if lastDirection >= 0 && direction != lastDirection { solutionTurns += 1 }
            lastDirection = direction
            var blocked = false
            var index = cells[i - 1]
            while index != cells[i] {
                let next = index + stride
                if neighbour(index, direction) != next && !blocked {
                    blocked = true
                    findings.append(MazeFinding(.solutionThroughWall, "solution_path steps from \(centreText(index)) to \(centreText(next)) where \(maze.style == .walls ? "a wall blocks the way" : "no corridor joins them"); expected every step through an open passage", at: .solutionPath(offset: offsets[i])))
                }
                let low = min(index, next)
                if direction < 2 { solutionEast[low] = 1 } else { solutionSouth[low] = 1 }
                visited[next] = 1
                solutionStepCount += 1
                index = next
            }
        }
        if geometryIsSound { solutionCells = visited }
    }

    // MARK: segments

    private mutating func checkSegments() {
        let distanceApart = "\(lattice.cellSize) apart horizontally or vertically"
        for (index, segment) in input.segments.enumerated() {
            guard let a = lattice.cell(atCentre: segment.start), let b = lattice.cell(atCentre: segment.end) else {
                let point = lattice.cell(atCentre: segment.start) == nil ? segment.start : segment.end
                findings.append(MazeFinding(.segmentOffCell, "segment end \(point) is not a cell centre; expected \(expectedCentre(near: point))", at: .segment(index: index)))
                continue
            }
            guard abs(a.row - b.row) + abs(a.col - b.col) == 1 else {
                findings.append(MazeFinding(.segmentNotNeighbours, "segment from \(segment.start) to \(segment.end) does not join two neighbouring cells; expected centres \(distanceApart)", at: .segment(index: index)))
                continue
            }
            guard maze.hasPassage(a, b) else {
                findings.append(MazeFinding(.segmentThroughWall, "segment from \(segment.start) to \(segment.end) crosses \(maze.style == .walls ? "a wall" : "a gap no corridor joins"); expected an open passage", at: .segment(index: index)))
                continue
            }
            let low = min(maze.index(a), maze.index(b))
            if startIndex != nil && distance[low] < 0 {
                findings.append(MazeFinding(.segmentUnreachable, "segment from \(segment.start) to \(segment.end) joins cells that cannot be reached from the start; expected a passage of the maze", at: .segment(index: index)))
                continue
            }
            let horizontal = a.row == b.row
            if (horizontal ? segmentEast[low] : segmentSouth[low]) != 0 {
                findings.append(MazeFinding(.segmentDuplicate, "segment from \(segment.start) to \(segment.end) repeats an earlier segment; expected each passage once", at: .segment(index: index)))
            }
            if horizontal { segmentEast[low] = 1 } else { segmentSouth[low] = 1 }
        }
        reportSolutionStepsWithoutSegment()
    }

    /// The app hit-tests the finger against `segments`: a solution step without one cannot be traced.
    private mutating func reportSolutionStepsWithoutSegment() {
        guard solutionCells != nil else { return }
        var missing = 0
        var firstStep: (from: Int, to: Int)?
        for i in 0..<solutionEast.count {
            if solutionEast[i] != 0 && segmentEast[i] == 0 {
                missing += 1
                if firstStep == nil { firstStep = (i, i + 1) }
            }
            if solutionSouth[i] != 0 && segmentSouth[i] == 0 {
                missing += 1
                if firstStep == nil { firstStep = (i, i + cols) }
            }
        }
        guard let firstStep else { return }
        findings.append(MazeFinding(.segmentsMissSolution, "\(missing) step(s) of solution_path have no segment (first: \(centreText(firstStep.from)) to \(centreText(firstStep.to))); expected a segment for every passage, or at least for every solution step"))
    }

    private func segmentCoverage(passages: Int) -> DrawnMazeCheck.SegmentCoverage {
        var covered = 0, offSolution = 0, solutionMissing = 0
        for i in 0..<segmentEast.count {
            covered += Int(segmentEast[i]) + Int(segmentSouth[i])
            if segmentEast[i] != 0 && solutionEast[i] == 0 { offSolution += 1 }
            if segmentSouth[i] != 0 && solutionSouth[i] == 0 { offSolution += 1 }
            if solutionEast[i] != 0 && segmentEast[i] == 0 { solutionMissing += 1 }
            if solutionSouth[i] != 0 && segmentSouth[i] == 0 { solutionMissing += 1 }
        }
        if covered == passages { return .everyPassage }
        if solutionCells != nil && offSolution == 0 && solutionMissing == 0 { return .solutionOnly }
        return .partial
    }

    // MARK: items

    private mutating func checkItems() {
        guard !input.items.isEmpty else { return }
        var firstItemOnCell = [Int32](repeating: -1, count: distance.count)
        for (index, item) in input.items.enumerated() {
            let point = item.position
            guard input.canvas.contains(point) else {
                findings.append(MazeFinding(.itemOffCanvas, "item at \(point) is outside the \(input.canvas.width) x \(input.canvas.height) canvas; expected a cell centre of the maze", at: .item(index: index)))
                continue
            }
            guard let cell = lattice.cell(atCentre: point), maze.style == .walls || maze.isInside(cell) else {
                findings.append(MazeFinding(.itemOffCell, "item at \(point) is not on a cell of the maze; expected \(expectedCentre(near: point))", at: .item(index: index)))
                continue
            }
            let cellIndex = maze.index(cell)
            if startIndex != nil && distance[cellIndex] < 0 {
                findings.append(MazeFinding(.itemUnreachable, "item at \(point) is on a cell the child cannot reach from the start; expected a reachable cell", at: .item(index: index)))
            }
            if cellIndex == startIndex || cellIndex == endIndex {
                findings.append(MazeFinding(.itemOnStartOrEnd, "item at \(point) is on the \(cellIndex == startIndex ? "start" : "end"); expected items on other cells", at: .item(index: index)))
            }
            if firstItemOnCell[cellIndex] >= 0 {
                findings.append(MazeFinding(.itemSharesCell, "item at \(point) shares its cell with items[\(firstItemOnCell[cellIndex])]; expected one item per cell", at: .item(index: index)))
            } else {
                firstItemOnCell[cellIndex] = Int32(index)
            }
            if let claimed = item.onSolution, let solutionCells {
                let actual = solutionCells[cellIndex] != 0
                if claimed != actual {
                    findings.append(MazeFinding(.itemOnSolutionWrong, "item at \(point) says on_solution \(claimed), but its cell is \(actual ? "on" : "off") solution_path; expected on_solution \(actual)", at: .item(index: index)))
                }
            }
        }
    }

    // MARK: metrics

    func metrics() -> DrawnMazeCheck.Metrics {
        var passages = 0, deadEnds = 0
        for cell in order {
            let index = Int(cell)
            var degree = 0
            for direction in 0..<directionCount where neighbour(index, direction) >= 0 { degree += 1 }
            passages += degree
            if degree == 1 { deadEnds += 1 }
        }
        passages /= 2
        let reachable = order.count
        var routeCells: Int?, routeTurns: Int?
        if let start = startIndex, let end = endIndex, distance[end] >= 0 {
            routeCells = Int(distance[end]) + 1
            routeTurns = fewestTurnsOnShortestRoutes(from: start, to: end)
        }
        let inside = maze.insideCellCount
        return DrawnMazeCheck.Metrics(
            rows: lattice.rows, cols: lattice.cols, cellSize: lattice.cellSize,
            originX: lattice.originX, originY: lattice.originY,
            insideCells: inside, reachableCells: reachable, passages: passages,
            loops: reachable > 0 ? passages - reachable + 1 : 0, deadEnds: deadEnds,
            shortestRouteCells: routeCells, shortestRouteTurns: routeTurns,
            solutionShare: routeCells.map { inside > 0 ? Double($0) / Double(inside) : 0 },
            fileSolutionCells: solutionCells == nil ? nil : solutionStepCount + 1,
            fileSolutionTurns: solutionCells == nil ? nil : solutionTurns,
            segmentCoverage: segmentCoverage(passages: passages),
            repeatedWallEdges: maze.repeatedWallEdges)
    }

    /// With loops several routes can be shortest; the rule "at least N turns" must hold for the
    /// easiest of them, so this takes the fewest turns over the shortest-route graph.
    private func fewestTurnsOnShortestRoutes(from start: Int, to end: Int) -> Int {
        if start == end { return 0 }
        let unknown = Int32.max
        var turns = [Int32](repeating: unknown, count: distance.count * directionCount)
        for cell in order {
            let index = Int(cell)
            if index == end { break }
            for direction in 0..<directionCount {
                let next = neighbour(index, direction)
                guard next >= 0, distance[next] == distance[index] + 1 else { continue }
                var cost = index == start ? 0 : unknown
                for arrival in 0..<directionCount {
                    let arrived = turns[index * directionCount + arrival]
                    if arrived != unknown { cost = min(cost, arrived + (arrival == direction ? 0 : 1)) }
                }
                let slot = next * directionCount + direction
                turns[slot] = min(turns[slot], cost)
            }
        }
        let arrivals = (0..<directionCount).map { turns[end * directionCount + $0] }
        return Int(arrivals.min() ?? 0)
    }
}
