import Testing

@testable import MazeKit

@Suite struct GenerationDrawingTests {
    @Test func layoutFollowsTheSharedRule() throws {
        let layout = try #require(MazeLayout(canvas: testCanvas, rows: 10, cols: 13))
        #expect(layout.cellSize == 43)
        #expect(layout.originX == 20 && layout.originY == 35)
        #expect(layout.centre(of: Cell(row: 0, col: 0)) == Point(x: 41, y: 56))
        #expect(layout.centre(of: Cell(row: 0, col: 1)) == Point(x: 84, y: 56))
        #expect(MazeLayout(canvas: Canvas(width: 20, height: 20, margin: 9), rows: 1, cols: 1)?.cellSize == 2)
        #expect(MazeLayout(canvas: Canvas(width: 20, height: 20, margin: 10), rows: 1, cols: 1) == nil)
    }

    /// A 1x2 maze with its one passage open, drawn by hand:
    /// cell 40, origin (10, 30), centres (30, 50) and (70, 50).
    @Test func tinyMazeDrawsExactly() throws {
        let grid = Grid.rectangle(rows: 1, cols: 2)
        var passages = Passages(rows: 1, cols: 2)
        passages.open(0, 1)
        let layout = try #require(MazeLayout(canvas: Canvas(width: 100, height: 100, margin: 10), rows: 1, cols: 2))
        #expect(
            MazeDrawing.walls(grid: grid, passages: passages, layout: layout)
                == "M 10 30 L 50 30 M 10 30 L 10 70 M 10 70 L 50 70 M 50 30 L 90 30 M 90 30 L 90 70 M 50 70 L 90 70")
        #expect(
            MazeDrawing.corridors(grid: grid, passages: passages, layout: layout)
                == "M 30 50 L 30 50 M 30 50 L 70 50 M 70 50 L 70 50")
        #expect(
            MazeDrawing.polyline(through: [Cell(row: 0, col: 0), Cell(row: 0, col: 1)], layout: layout)
                == "M 30 50 L 70 50")
        #expect(
            MazeDrawing.segments(passages: passages, layout: layout)
                == [Segment(start: Point(x: 30, y: 50), end: Point(x: 70, y: 50))])
    }

    /// Difficulty samples draw walls whatever the story's style: the same walls the walls style writes.
    @Test func wallDrawingIsTheWallsStylesDrawing() throws {
        let walls = try MazeGenerator.generate(testRequest(level: .medium, shape: .circle, style: .walls, seed: 7))
        let corridor = try MazeGenerator.generate(
            testRequest(level: .medium, shape: .circle, style: .corridor, seed: 7))
        #expect(walls.wallDrawing == walls.drawing)
        #expect(corridor.passages == walls.passages, "the style changes only the drawing")
        #expect(corridor.wallDrawing == walls.drawing)
    }

    @Test func closedWallBetweenInsideCellsIsDrawnOnce() throws {
        let grid = Grid.rectangle(rows: 2, cols: 1)
        let passages = Passages(rows: 2, cols: 1)
        let layout = try #require(MazeLayout(canvas: Canvas(width: 100, height: 100, margin: 10), rows: 2, cols: 1))
        let pieces = try #require(parsePieces(MazeDrawing.walls(grid: grid, passages: passages, layout: layout)))
        // 4 outer sides of 2 stacked cells = 6 unit pieces, plus the closed middle wall.
        #expect(pieces.count == 7)
        #expect(Set(pieces).count == 7)
    }

    @Test func shapedWallsCloseTheShapeAgainstOutsideCells() throws {
        // A plus sign: the centre's four arms each have three outside neighbours.
        let inside = [false, true, false, true, true, true, false, true, false]
        let grid = Grid(rows: 3, cols: 3, inside: inside)
        let passages = Passages(rows: 3, cols: 3)
        let layout = try #require(MazeLayout(canvas: testCanvas, rows: 3, cols: 3))
        let pieces = try #require(parsePieces(MazeDrawing.walls(grid: grid, passages: passages, layout: layout)))
        #expect(pieces.count == 12 + 4)
    }

    @Test func negativeAndLargeIntegersAreFormatted() {
        var text = PathText(expectedLength: 32)
        text.piece(from: Point(x: -7, y: 0), to: Point(x: 1_234_567, y: -90))
        #expect(text.text == "M -7 0 L 1234567 -90")
        var ends = PathText(expectedLength: 0)
        ends.move(to: Point(x: Int.min, y: Int.max))
        ends.curve(control: Point(x: 10, y: 9), to: Point(x: -10, y: 100))
        #expect(ends.text == "M \(Int.min) \(Int.max) Q 10 9 -10 100")
    }

    /// The text grows past the length guessed at the start, and numbers on both sides of the short-number path read as
    /// Swift prints them.
    @Test func longTextsAndEveryShortNumberAreWrittenAsSwiftPrintsThem() {
        var text = PathText(expectedLength: 1)
        var expected: [String] = []
        for value in -20...1_100 {
            text.piece(from: Point(x: value, y: -value), to: Point(x: value * 7, y: value + 1))
            expected.append("M \(value) \(-value) L \(value * 7) \(value + 1)")
        }
        #expect(text.text == expected.joined(separator: " "))
        #expect(PathText(expectedLength: 0).text == "")
    }
}
