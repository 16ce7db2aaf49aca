import Testing

@testable import MazeKit

@Suite struct GenerationShapeTests {
    static let sizes: [(Int, Int)] = (2...24).flatMap { rows in (2...26).map { (rows, $0) } }

    @Test(arguments: Shape.allCases)
    func masksAreConnectedSymmetricAndKeepTwoBottomCells(shape: Shape) {
        for (rows, cols) in Self.sizes {
            let grid = shape.grid(rows: rows, cols: cols)
            let context = "\(shape) \(rows)x\(cols)"
            #expect(grid.insideCount > 0, "\(context): empty")
            #expect(grid.isInsideConnected, "\(context): not 4-connected")
            for row in 0..<rows {
                for col in 0..<cols where grid.inside[row * cols + col] != grid.inside[row * cols + cols - 1 - col] {
                    Issue.record("\(context): not mirror-symmetric at \(Cell(row: row, col: col))")
                }
            }
            let bottom = grid.bottomInsideRow
            let bottomCells = (0..<cols).filter { grid.inside[bottom * cols + $0] }.count
            #expect(bottomCells >= 2, "\(context): bottom row has \(bottomCells) cells")
            #expect(grid.topInsideRow < bottom, "\(context): a single row")
        }
    }

    /// Scaled sizes and inside counts, computed once by an independent prototype of the rule.
    @Test(arguments: [
        (Shape.rect, TestLevel.easy, 3, 4, 12), (.rect, .medium, 6, 8, 48), (.rect, .hard, 10, 13, 130),
        (.triangle, .easy, 4, 5, 16), (.triangle, .medium, 7, 10, 46), (.triangle, .hard, 12, 16, 112),
        (.diamond, .easy, 4, 5, 16), (.diamond, .medium, 7, 10, 50), (.diamond, .hard, 12, 16, 120),
        (.circle, .easy, 4, 5, 16), (.circle, .medium, 8, 11, 56), (.circle, .hard, 13, 17, 137),
        (.mountain, .easy, 3, 4, 10), (.mountain, .medium, 7, 9, 51), (.mountain, .hard, 11, 15, 115),
        (.tree, .easy, 3, 5, 13), (.tree, .medium, 7, 9, 49), (.tree, .hard, 11, 15, 111),
        (.shell, .easy, 4, 5, 14), (.shell, .medium, 7, 10, 46), (.shell, .hard, 12, 16, 122),
    ])
    func scaledGridsKeepInsideCountNearTheLevel(shape: Shape, level: TestLevel, rows: Int, cols: Int, inside: Int) {
        let rules = level.rules
        let grid = shape.scaledGrid(rows: rules.rows, cols: rules.cols, scale: shape.testScale)
        #expect(grid.rows == rows && grid.cols == cols)
        #expect(grid.insideCount == inside)
        let ratio = Double(grid.insideCount) / Double(rules.rows * rules.cols)
        #expect(ratio > 0.8 && ratio < 1.4, "inside ratio \(ratio)")
    }

    @Test func scaleOneKeepsTheGrid() {
        #expect(Shape.scaledDimensions(rows: 10, cols: 13, scale: 1.0) == (10, 13))
        #expect(Shape.scaledDimensions(rows: 10, cols: 13, scale: 4.0) == (20, 26))
    }

    @Test func positionsNameTheOuterCellsOfTheTopAndBottomRows() {
        let triangle = Shape.triangle.grid(rows: 12, cols: 16)
        #expect(GridPosition.bottomLeft.cell(in: triangle) == Cell(row: 11, col: 0))
        #expect(GridPosition.bottomRight.cell(in: triangle) == Cell(row: 11, col: 15))
        #expect(GridPosition.bottomCenter.cell(in: triangle) == Cell(row: 11, col: 7))
        #expect(GridPosition.topLeft.cell(in: triangle) == Cell(row: 0, col: 7))
        #expect(GridPosition.topRight.cell(in: triangle) == Cell(row: 0, col: 8))
        #expect(GridPosition.topCenter.cell(in: triangle) == Cell(row: 0, col: 7))
        let circle = Shape.circle.grid(rows: 13, cols: 17)
        for position in GridPosition.allCases {
            let cell = position.cell(in: circle)
            #expect(circle.isInside(cell), "\(position) outside the circle")
            #expect(cell.row == (position.isTop ? 0 : 12))
        }
    }

    @Test(arguments: Shape.allCases)
    func everyPositionIsInsideAndBottomCornersDiffer(shape: Shape) {
        for level in TestLevel.allCases {
            let grid = shape.scaledGrid(rows: level.rules.rows, cols: level.rules.cols, scale: shape.testScale)
            for position in GridPosition.allCases {
                #expect(grid.isInside(position.cell(in: grid)), "\(shape) \(level) \(position)")
            }
            #expect(GridPosition.bottomLeft.cell(in: grid) != GridPosition.bottomRight.cell(in: grid))
        }
    }
}
