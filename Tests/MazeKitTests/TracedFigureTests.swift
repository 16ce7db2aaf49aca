import Testing

@testable import MazeKit

/// A path drawn as one polyline made a figure: cut back to an end met once, split where it meets itself.
@Suite("Traced figures")
struct TracedFigureTests {
    static func points(_ pairs: [(Double, Double)]) -> [DrawnPoint] {
        pairs.map { DrawnPoint(x: $0.0, y: $0.1) }
    }

    /// A leaf drawn as the app's is: up the stem, round the left side to the tip, down the right side back to the
    /// stem's top, then the vein up the middle through the tip to an end beyond it.
    static let leaf = points([
        (300, 460), (300, 400), (180, 330), (140, 220), (200, 120), (300, 40), (400, 120), (460, 220), (420, 330),
        (310, 402), (300, 250), (300, 38),
    ])

    @Test func theEndIsCutBackUntilNothingEarlierComesNear() throws {
        let traced = try #require(TracedFigure.trace(Self.leaf, meet: 34, clearances: [72], minStartEnd: 150))
        #expect(traced.start == DrawnPoint(x: 300, y: 460))
        // The vein stops where the leaf's upper sides are 72 away, the first such point (every 2 along it) from its end.
        let outline = traced.strokes[0]
        func clearance(_ point: DrawnPoint) -> Double {
            point.distance(toLine: outline)
        }
        #expect(traced.end.x == 300 && traced.end.y > 40 + 72)
        #expect(clearance(traced.end) >= 72)
        #expect(clearance(DrawnPoint(x: 300, y: traced.end.y - TracedFigure.sampleStep)) < 72)
        #expect(traced.end.distance(to: traced.start) >= 150)
    }

    @Test func whereThePathReturnsToItselfItIsCutIntoAJunction() throws {
        let traced = try #require(TracedFigure.trace(Self.leaf, meet: 34, clearances: [72], minStartEnd: 150))
        // The right side comes back 10 from the stem's top: moved onto the stem, and the path cut there.
        #expect(traced.strokes.count == 2)
        let junction = DrawnPoint(x: 300, y: 402)
        #expect(traced.strokes[0].last == junction && traced.strokes[1].first == junction)
        // The library sees one journey: from the stem's foot, round the leaf, up the vein.
        let drawing = FigureDrawing(id: "leaf", strokes: traced.strokes, start: traced.start, end: traced.end)
        #expect(drawing.problems.isEmpty, "\(drawing.problems)")
        let graph = drawing.graph
        #expect(graph.nodes.firstIndex(of: junction).map(graph.degree) == 4)
    }

    @Test func theWidestClearanceThatLeavesAnEndIsUsed() throws {
        // No point of the vein is 150 clear of the outline; 72 is.
        let traced = try #require(TracedFigure.trace(Self.leaf, meet: 34, clearances: [150, 72], minStartEnd: 150))
        #expect(traced.clearance == 72)
        #expect(TracedFigure.trace(Self.leaf, meet: 34, clearances: [150], minStartEnd: 150) == nil)
        // An end that must be 500 from the start: none (the end is not cut back into the leaf's outline).
        #expect(TracedFigure.trace(Self.leaf, meet: 34, clearances: [72], minStartEnd: 500) == nil)
    }

    @Test func aPathThatNeverMeetsItselfIsOneStroke() throws {
        let hook = Self.points([(0, 400), (0, 0), (300, 0), (300, 300)])
        let traced = try #require(TracedFigure.trace(hook, meet: 34, clearances: [72], minStartEnd: 150))
        #expect(traced.strokes == [hook])
        #expect(traced.end == DrawnPoint(x: 300, y: 300))
    }
}
