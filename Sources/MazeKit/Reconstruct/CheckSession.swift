/// The state of checking one labyrinth against its rebuilt maze. Flat `[UInt8]`/`[Int32]` arrays
/// indexed by cell keep this allocation-light: validate runs it on thousands of files.
struct CheckSession {
    let maze: ReconstructedMaze
    let input: DrawnMazeCheck.Input
    private(set) var findings: [MazeFinding] = []
    /// The points of `solution_path` when it is one polyline, for the checks that follow the route as drawn.
    private(set) var solutionPoints: [DrawnPoint]?

    private var startIndex: Int?
    private var endIndex: Int?
    /// BFS distance from the start in steps; -1 = unreached.
    private var distance: [Int32]
    /// Cells in BFS order (nondecreasing distance).
    private var order: [Int] = []

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
            if maze.style == .walls && maze.isOpenToOutside(maze.cell(at: start)) {
                findings.append(
                    MazeFinding(
                        .openToOutside,
                        "the region holding the start \(maze.cell(at: start)) reaches the outside of the drawing; expected the walls to close the maze all round",
                        at: .startPoint))
            }
            searchFrom(start)
        }
        if let start = startIndex, let end = endIndex {
            if start == end {
                findings.append(
                    MazeFinding(
                        .startIsEnd,
                        "start and end are the same cell \(maze.cell(at: start)); expected two different cells",
                        at: .endPoint))
            } else if distance[end] < 0 {
                findings.append(
                    MazeFinding(
                        .unreachableEnd,
                        "no route through open passages leads from the start \(maze.cell(at: start)) to the end \(maze.cell(at: end)); expected the end to be reachable",
                        at: .endPoint))
            }
        }
        checkSolution()
        checkSegments()
        checkItems()
    }

    // MARK: cells and graph

    private func centreText(_ index: Int) -> String {
        lattice.centre(of: maze.cell(at: index)).description
    }

    private func expectedCentre(near point: DrawnPoint) -> String {
        let first = lattice.firstCentre
        let size = lattice.cellSize
        return
            "a cell centre: x = \(first.x) + k·\(size), y = \(first.y) + k·\(size) (nearest \(lattice.nearestCentre(to: point)))"
    }

    /// The cell a point marks, or nil after reporting why it marks none.
    private mutating func locateEndpoint(
        _ point: DrawnPoint, code: MazeFindingCode, name: String,
        element: MazeFinding.Element
    ) -> Int? {
        guard input.canvas.contains(point) else {
            findings.append(
                MazeFinding(
                    code,
                    "\(name) \(point) is outside the \(input.canvas.width) x \(input.canvas.height) canvas; expected a cell centre of the maze",
                    at: element))
            return nil
        }
        guard let cell = lattice.cell(atCentre: point) else {
            findings.append(
                MazeFinding(
                    code, "\(name) \(point) is not on a cell of the drawing; expected \(expectedCentre(near: point))",
                    at: element))
            return nil
        }
        if maze.style == .corridor && !maze.isInside(cell) {
            findings.append(
                MazeFinding(
                    code, "\(name) \(point) is a cell no corridor reaches; expected a dotted cell of the maze",
                    at: element))
            return nil
        }
        return maze.index(of: cell)
    }

    private mutating func searchFrom(_ start: Int) {
        order.reserveCapacity(distance.count)
        RouteSolver.distances(from: start, in: maze, into: &distance, order: &order)
    }

    // MARK: solution_path

    private mutating func checkSolution() {
        let path: ParsedSVGPath
        do {
            path = try SVGPathParser.parse(input.solutionPath)
        } catch {
            findings.append(
                MazeFinding(
                    .solutionUnparsable, "solution_path is not an 'M x y L x y …' polyline: \(error)",
                    at: .solutionPath(offset: error.offset)))
            return
        }
        guard path.polylineCount == 1 else {
            let offset = path.polylineCount > 1 ? path.sourceOffsets[path.polylineStarts[1]] : 0
            findings.append(
                MazeFinding(
                    .solutionNotPolyline,
                    "solution_path has \(path.polylineCount) polylines; expected exactly one 'M' followed by 'L' points from start to end",
                    at: .solutionPath(offset: offset)))
            return
        }
        let points = path.points
        solutionPoints = points
        if points.first != input.start {
            findings.append(
                MazeFinding(
                    .solutionWrongStart, "solution_path starts at \(points[0]); expected start_point \(input.start)",
                    at: .solutionPath(offset: 0)))
        }
        if points.last != input.end {
            findings.append(
                MazeFinding(
                    .solutionWrongEnd,
                    "solution_path ends at \(points[points.count - 1]); expected end_point \(input.end)",
                    at: .solutionPath(offset: path.sourceOffsets[points.count - 1])))
        }
        var cells: [Int] = []
        cells.reserveCapacity(points.count)
        for i in points.indices {
            guard let cell = lattice.cell(atCentre: points[i]) else {
                findings.append(
                    MazeFinding(
                        .solutionOffCell,
                        "solution_path point \(points[i]) is not a cell centre; expected \(expectedCentre(near: points[i]))",
                        at: .solutionPath(offset: path.sourceOffsets[i])))
                continue
            }
            cells.append(maze.index(of: cell))
        }
        guard cells.count == points.count else { return }
        walkSolution(cells, offsets: path.sourceOffsets)
    }

    /// Follows the solution's straight runs one cell at a time, recording its cells and steps.
    private mutating func walkSolution(_ cells: [Int], offsets: [Int]) {
        var walked = [cells[0]]
        walked.reserveCapacity(distance.count)
        var geometryIsSound = true
        for i in cells.indices.dropFirst() {
            let from = maze.cell(at: cells[i - 1])
            let to = maze.cell(at: cells[i])
            if from == to { continue }
            guard from.row == to.row || from.col == to.col else {
                findings.append(
                    MazeFinding(
                        .solutionDiagonalStep,
                        "solution_path goes diagonally from \(centreText(cells[i - 1])) to \(centreText(cells[i])); expected horizontal or vertical runs through neighbouring cells",
                        at: .solutionPath(offset: offsets[i])))
                geometryIsSound = false
                continue
            }
            walkRun(
                from: cells[i - 1], to: cells[i], direction: Self.direction(from: from, to: to),
                offset: offsets[i], walked: &walked)
        }
        guard geometryIsSound else { return }
        var visited = [UInt8](repeating: 0, count: distance.count)
        for cell in walked { visited[cell] = 1 }
        solutionCells = visited
        solutionStepCount = walked.count - 1
        solutionTurns = MazeMetrics.turns(along: walked)
    }

    /// Steps along one straight run, appending every cell entered; reports the run's first blocked step.
    private mutating func walkRun(from start: Int, to end: Int, direction: Int, offset: Int, walked: inout [Int]) {
        let stride = RouteSolver.step(direction, cols: cols)
        let horizontal = direction == RouteSolver.left || direction == RouteSolver.right
        var blocked = false
        var index = start
        while index != end {
            let next = index + stride
            if !blocked && maze.openNeighbour(of: index, direction) != next {
                blocked = true
                findings.append(
                    MazeFinding(
                        .solutionThroughWall,
                        "solution_path steps from \(centreText(index)) to \(centreText(next)) where \(maze.style == .walls ? "a wall blocks the way" : "no corridor joins them"); expected every step through an open passage",
                        at: .solutionPath(offset: offset)))
            }
            let low = min(index, next)
            if horizontal { solutionEast[low] = 1 } else { solutionSouth[low] = 1 }
            walked.append(next)
            index = next
        }
    }

    /// `RouteSolver`'s direction of a straight run between two different cells in one row or column.
    private static func direction(from: Cell, to: Cell) -> Int {
        if from.row == to.row { return to.col > from.col ? RouteSolver.right : RouteSolver.left }
        return to.row > from.row ? RouteSolver.down : RouteSolver.up
    }

    // MARK: segments

    private mutating func checkSegments() {
        for (index, segment) in input.segments.enumerated() {
            guard let a = lattice.cell(atCentre: segment.start), let b = lattice.cell(atCentre: segment.end) else {
                let point = lattice.cell(atCentre: segment.start) == nil ? segment.start : segment.end
                findings.append(
                    MazeFinding(
                        .segmentOffCell,
                        "segment end \(point) is not a cell centre; expected \(expectedCentre(near: point))",
                        at: .segment(index: index)))
                continue
            }
            guard abs(a.row - b.row) + abs(a.col - b.col) == 1 else {
                findings.append(
                    MazeFinding(
                        .segmentNotNeighbours,
                        "segment from \(segment.start) to \(segment.end) does not join two neighbouring cells; expected centres \(lattice.cellSize) canvas units apart horizontally or vertically",
                        at: .segment(index: index)))
                continue
            }
            // Two neighbouring cells of the lattice: the passage between them is the lower one's east or south
            // flag (`hasPassage`'s answer, without asking again whether they are on the lattice and neighbours).
            let low = min(maze.index(of: a), maze.index(of: b))
            let horizontal = a.row == b.row
            guard horizontal ? maze.isOpenEast(low) : maze.isOpenSouth(low) else {
                findings.append(
                    MazeFinding(
                        .segmentThroughWall,
                        "segment from \(segment.start) to \(segment.end) crosses \(maze.style == .walls ? "a wall" : "a gap no corridor joins"); expected an open passage",
                        at: .segment(index: index)))
                continue
            }
            if startIndex != nil && distance[low] < 0 {
                findings.append(
                    MazeFinding(
                        .segmentUnreachable,
                        "segment from \(segment.start) to \(segment.end) joins cells that cannot be reached from the start; expected a passage of the maze",
                        at: .segment(index: index)))
                continue
            }
            if (horizontal ? segmentEast[low] : segmentSouth[low]) != 0 {
                findings.append(
                    MazeFinding(
                        .segmentDuplicate,
                        "segment from \(segment.start) to \(segment.end) repeats an earlier segment; expected each passage once",
                        at: .segment(index: index)))
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
        findings.append(
            MazeFinding(
                .segmentsMissSolution,
                "\(missing) step(s) of solution_path have no segment (first: \(centreText(firstStep.from)) to \(centreText(firstStep.to))); expected a segment for every passage, or at least for every solution step"
            ))
    }

    private func segmentCoverage(passages: Int) -> DrawnMazeCheck.SegmentCoverage {
        var covered = 0
        var offSolution = 0
        var solutionMissing = 0
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
                findings.append(
                    MazeFinding(
                        .itemOffCanvas,
                        "item at \(point) is outside the \(input.canvas.width) x \(input.canvas.height) canvas; expected a cell centre of the maze",
                        at: .item(index: index)))
                continue
            }
            guard let cell = lattice.cell(atCentre: point), maze.style == .walls || maze.isInside(cell) else {
                findings.append(
                    MazeFinding(
                        .itemOffCell,
                        "item at \(point) is not on a cell of the maze; expected \(expectedCentre(near: point))",
                        at: .item(index: index)))
                continue
            }
            let cellIndex = maze.index(of: cell)
            if startIndex != nil && distance[cellIndex] < 0 {
                findings.append(
                    MazeFinding(
                        .itemUnreachable,
                        "item at \(point) is on a cell the child cannot reach from the start; expected a reachable cell",
                        at: .item(index: index)))
            }
            if cellIndex == startIndex || cellIndex == endIndex {
                findings.append(
                    MazeFinding(
                        .itemOnStartOrEnd,
                        "item at \(point) is on the \(cellIndex == startIndex ? "start" : "end"); expected items on other cells",
                        at: .item(index: index)))
            }
            if firstItemOnCell[cellIndex] >= 0 {
                findings.append(
                    MazeFinding(
                        .itemSharesCell,
                        "item at \(point) shares its cell with items[\(firstItemOnCell[cellIndex])]; expected one item per cell",
                        at: .item(index: index)))
            } else {
                firstItemOnCell[cellIndex] = Int32(index)
            }
            if let claimed = item.onSolution, let solutionCells {
                let actual = solutionCells[cellIndex] != 0
                if claimed != actual {
                    findings.append(
                        MazeFinding(
                            .itemOnSolutionWrong,
                            "item at \(point) says on_solution \(claimed), but its cell is \(actual ? "on" : "off") solution_path; expected on_solution \(actual)",
                            at: .item(index: index)))
                }
            }
        }
    }

    // MARK: metrics

    func metrics() -> DrawnMazeCheck.Metrics {
        var passages = 0
        var deadEnds = 0
        for index in order {
            let degree = maze.degree(of: index)
            passages += degree
            if degree == 1 { deadEnds += 1 }
        }
        passages /= 2
        let reachable = order.count
        var routeCells: Int?
        var routeTurns: Int?
        if let start = startIndex, let end = endIndex, distance[end] >= 0 {
            routeCells = Int(distance[end]) + 1
            // The generator's own solver on the rebuilt maze: both must agree on the level's turns.
            var table = TurnTable(cellCount: distance.count)
            routeTurns = RouteSolver.fewestTurns(
                from: start, to: end, in: maze, distances: distance, order: order, table: &table)
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
}
