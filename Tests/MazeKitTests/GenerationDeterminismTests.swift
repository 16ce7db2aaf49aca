import Testing

@testable import MazeKit

@Suite struct GenerationDeterminismTests {
    @Test(arguments: Shape.allCases)
    func sameSeedAndKeyGiveIdenticalMazes(shape: Shape) throws {
        for style in DrawingStyle.allCases {
            let first = try MazeGenerator.generate(testRequest(level: .hard, shape: shape, style: style, seed: 11))
            let second = try MazeGenerator.generate(testRequest(level: .hard, shape: shape, style: style, seed: 11))
            #expect(first.drawing == second.drawing)
            #expect(first.solutionPath == second.solutionPath)
            #expect(first.segments == second.segments)
            #expect(first.items == second.items)
            #expect(first.passages == second.passages)
        }
    }

    @Test func differentSeedOrKeyGivesDifferentMazes() throws {
        let base = try MazeGenerator.generate(testRequest(level: .hard, shape: .rect, style: .walls, seed: 6))
        var otherKey = testRequest(level: .hard, shape: .rect, style: .walls, seed: 6)
        otherKey.random = .seeded(seed: 6, key: "another_labyrinth")
        let differentSeed = try MazeGenerator.generate(testRequest(level: .hard, shape: .rect, style: .walls, seed: 12))
        let differentKey = try MazeGenerator.generate(otherKey)
        #expect(base.drawing != differentKey.drawing)
        #expect(base.passages != differentSeed.passages)
    }

    /// Fingerprints of complete outputs, pinned once: a change to carving, loop choice, solving,
    /// item placement or drawing order changes them, and with them every shipped labyrinth.
    @Test func outputsArePinned() throws {
        let walls = try MazeGenerator.generate(testRequest(level: .hard, shape: .rect, style: .walls, seed: 0))
        let corridor = try MazeGenerator.generate(testRequest(level: .medium, shape: .tree, style: .corridor, seed: 3))
        let fingerprints = [walls, corridor].map { maze in
            StableHash.fnv1a64(
                maze.drawing + "|" + maze.solutionPath + "|" + maze.items.map { "\($0.point)\($0.onSolution)" }.joined()
            )
        }
        #expect(
            fingerprints == [9_461_375_222_014_171_157, 18_231_034_291_873_260_547],
            "fingerprints \(fingerprints.map { String($0, radix: 16) })")
    }
}
