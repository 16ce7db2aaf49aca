import Testing

@testable import MazeKit

/// `SpatialIndex` is a flat table tuned for the organic checks; the points it hands a caller, and their order, are
/// those of the plain dictionary of arrays it replaced (written out here), so "the first point near here that ..."
/// names the same point and every finding reads as before.
@Suite struct SpatialIndexTests {
    /// The index as it was: a dictionary from a cell's key to its points in the order added.
    struct PlainIndex {
        var buckets: [Int64: [Int]] = [:]
        let cellSize: Double

        init(_ points: [DrawnPoint], cellSize: Double) {
            self.cellSize = max(cellSize, 1)
            for (index, point) in points.enumerated() { insert(index, at: point) }
        }

        mutating func insert(_ index: Int, at point: DrawnPoint) {
            buckets[key(cell(point.x), cell(point.y)), default: []].append(index)
        }

        func near(_ point: DrawnPoint) -> [Int] {
            var result: [Int] = []
            for dx: Int64 in -1...1 {
                for dy: Int64 in -1...1 { result += buckets[key(cell(point.x) + dx, cell(point.y) + dy)] ?? [] }
            }
            return result
        }

        func cell(_ value: Double) -> Int64 {
            let cell = (value / cellSize).rounded(.down)
            guard cell.isFinite else { return cell > 0 ? Int64(1 << 40) : -Int64(1 << 40) }
            return Int64(max(-Double(1 << 40), min(Double(1 << 40), cell)))
        }

        func key(_ column: Int64, _ row: Int64) -> Int64 { column &* 1_000_003 &+ row }
    }

    static func near(_ index: SpatialIndex, _ point: DrawnPoint) -> [Int] {
        var result: [Int] = []
        index.forEach(near: point) { found in
            result.append(found)
            return true
        }
        return result
    }

    /// Points of a line, piled places, cells whose keys are equal ((0, 1_000_003) and (1, 0)), and a damaged file's
    /// far-off and non-finite coordinates.
    static func points() -> [DrawnPoint] {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % bound)
        }
        var points = (0..<2_000).map { step in DrawnPoint(x: Double(step) * 0.7, y: 200 + next(40)) }
        points += (0..<500).map { _ in DrawnPoint(x: next(600), y: next(500)) }
        points += [
            DrawnPoint(x: 0, y: 1_000_003 * 4), DrawnPoint(x: 4, y: 0), DrawnPoint(x: 1e300, y: -1e300),
            DrawnPoint(x: .infinity, y: .nan), DrawnPoint(x: -.infinity, y: 3),
        ]
        return points
    }

    @Test func handsOutThePointsAndOrderOfThePlainIndex() {
        let points = Self.points()
        for cellSize in [0.5, 2, 4, 30] {
            let index = SpatialIndex(points, cellSize: cellSize)
            let plain = PlainIndex(points, cellSize: cellSize)
            for probe in points + [DrawnPoint(x: -50, y: -50), DrawnPoint(x: 4, y: 4)] {
                #expect(Self.near(index, probe) == plain.near(probe), "\(probe) at cell size \(cellSize)")
            }
        }
    }

    @Test func firstAndContainsFollowThatOrder() {
        let points = Self.points()
        let index = SpatialIndex(points, cellSize: 4)
        let plain = PlainIndex(points, cellSize: 4)
        for probe in points.prefix(600) {
            let within = { (candidate: Int) in points[candidate].distance(to: probe) <= 3 }
            #expect(index.first(near: probe, where: within) == plain.near(probe).first(where: within))
            #expect(index.contains(near: probe) { $0 % 7 == 3 } == plain.near(probe).contains { $0 % 7 == 3 })
        }
    }

    /// The junction rule adds places one by one to an index begun empty; the table grows as they come.
    @Test func pointsAddedOneByOneAreFoundInTheOrderAdded() {
        let points = Self.points()
        var index = SpatialIndex([], cellSize: 2)
        var plain = PlainIndex([], cellSize: 2)
        for (number, point) in points.enumerated().reversed() {
            index.insert(number, at: point)
            plain.insert(number, at: point)
        }
        for probe in points { #expect(Self.near(index, probe) == plain.near(probe), "\(probe)") }
    }
}
