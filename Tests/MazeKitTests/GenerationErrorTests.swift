import Testing

@testable import MazeKit

@Suite struct GenerationErrorTests {
    private func request(
        rows: Int, cols: Int, extra: Int = 0, share: Double = 0, turns: Int = 0, items: Int = 0,
        shape: Shape = .rect, start: GridPosition = .bottomLeft, end: GridPosition = .topRight,
        canvas: Canvas = testCanvas, maxAttempts: Int = 1000
    ) -> MazeRequest {
        MazeRequest(
            rules: LevelRules(
                rows: rows, cols: cols, extraConnections: extra, minSolutionShare: share, minTurns: turns,
                itemCount: items),
            shape: shape, shapeScale: 1.0, start: start, end: end, style: .walls, itemCount: items,
            canvas: canvas, random: .seeded(seed: 1, key: "errors"), maxAttempts: maxAttempts)
    }

    private func error(_ request: MazeRequest) -> MazeGenerationError? {
        do {
            _ = try MazeGenerator.generate(request)
            return nil
        } catch {
            return error
        }
    }

    @Test func impossibleTurnsThrowWithBestValues() throws {
        let failure = try #require(error(request(rows: 2, cols: 2, turns: 7)))
        guard case .constraintsNotMet(let unmet) = failure else {
            Issue.record("expected constraintsNotMet, got \(failure)")
            return
        }
        #expect(unmet.turnsUnreached && !unmet.solutionShareUnreached)
        #expect(unmet.bestTurns <= 2 && unmet.bestTurns >= 1)
        #expect(unmet.attempts == 1000)
        #expect(failure.description.contains("min turns 7 (best \(unmet.bestTurns))"))
    }

    @Test func impossibleShareThrows() throws {
        let failure = try #require(error(request(rows: 6, cols: 6, share: 1.0, maxAttempts: 50)))
        guard case .constraintsNotMet(let unmet) = failure else {
            Issue.record("expected constraintsNotMet, got \(failure)")
            return
        }
        #expect(unmet.solutionShareUnreached)
        #expect(unmet.bestSolutionShare > 0 && unmet.bestSolutionShare < 1)
    }

    @Test(arguments: [GridPosition.topLeft, .topRight, .topCenter])
    func startOnTopIsRejected(start: GridPosition) {
        #expect(error(request(rows: 4, cols: 4, start: start, end: .bottomRight)) == .startOnTopRow(start: start))
    }

    @Test func startOnTheOnlyRowIsRejected() {
        #expect(error(request(rows: 1, cols: 5, end: .bottomRight)) == .startOnTopRow(start: .bottomLeft))
    }

    @Test func startEqualToEndIsRejected() {
        #expect(
            error(request(rows: 3, cols: 1, end: .bottomRight))
                == .startEqualsEnd(start: .bottomLeft, end: .bottomRight, cell: Cell(row: 2, col: 0)))
    }

    @Test func tooManyLoopsAreRejected() {
        // 2x2: 4 internal walls, the spanning tree opens 3, one is left.
        #expect(
            error(request(rows: 2, cols: 2, extra: 2))
                == .notEnoughWallsForLoops(requested: 2, available: 1, shape: .rect, rows: 2, cols: 2))
    }

    @Test func tooManyItemsAreRejected() {
        #expect(error(request(rows: 3, cols: 4, items: 11)) == .notEnoughCellsForItems(requested: 11, available: 10))
    }

    @Test func tinyCanvasIsRejected() {
        let canvas = Canvas(width: 30, height: 30, margin: 10)
        #expect(
            error(request(rows: 10, cols: 13, canvas: canvas)) == .canvasTooSmall(canvas: canvas, rows: 10, cols: 13))
    }

    @Test func outOfRangeRulesAreRejected() {
        #expect(
            error(request(rows: 3, cols: 4, share: 1.5)).map { if case .invalidRules = $0 { true } else { false } }
                == true)
        #expect(
            error(request(rows: 3, cols: 4, extra: -1)).map { if case .invalidRules = $0 { true } else { false } }
                == true)
        #expect(error(request(rows: 0, cols: 4)).map { if case .invalidRules = $0 { true } else { false } } == true)
        #expect(
            error(request(rows: 3, cols: 4, maxAttempts: 0)).map { if case .invalidRules = $0 { true } else { false } }
                == true)
    }
}

@Suite struct GenerationItemTests {
    @Test func itemsFallBackToTheRouteWhenBranchesRunOut() {
        let grid = Grid.rectangle(rows: 1, cols: 5)
        var random = MazeRandom(seed: 1)
        let placed = ItemPlacement.place(
            count: 3, shareOnSolution: 0.4, route: [0, 1, 2, 3, 4], grid: grid, random: &random)
        #expect(placed.map(\.index) == [1, 2, 3])
        #expect(placed.allSatisfy { $0.onSolution })
    }

    @Test func itemsFallBackToBranchesWhenTheRouteIsShort() {
        let grid = Grid.rectangle(rows: 2, cols: 3)
        var random = MazeRandom(seed: 2)
        let placed = ItemPlacement.place(count: 3, shareOnSolution: 0.4, route: [0, 1], grid: grid, random: &random)
        #expect(placed.count == 3)
        #expect(placed.allSatisfy { !$0.onSolution && $0.index >= 2 })
    }

    @Test(arguments: [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 2), (8, 3)])
    func solutionShareIsFortyPercentRounded(count: Int, onRoute: Int) {
        #expect(ItemPlacement.solutionTarget(for: count, share: 0.4) == onRoute)
    }

    @Test func solutionShareIsTheCallersSetting() {
        #expect(ItemPlacement.solutionTarget(for: 6, share: 0.5) == 3)
        #expect(ItemPlacement.solutionTarget(for: 6, share: 0) == 0)
        #expect(ItemPlacement.solutionTarget(for: 6, share: 1) == 6)
    }
}
