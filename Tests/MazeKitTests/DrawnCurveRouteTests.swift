import Testing

@testable import MazeKit

/// A route read with straight pieces cut only near its end answers "where does it first near its end" exactly as
/// the fully cut route does: the same point, the same share of the way.
@Suite("a route cut only near its end")
struct DrawnCurveRouteTests {
    @Test(arguments: 0..<40)
    func answersAsTheDenseRouteDoes(seed: Int) throws {
        var random = MazeRandom.seeded(seed: UInt64(seed), key: "route")
        var path = "M 300 450"
        for _ in 0..<(4 + random.nextInt(below: 20)) {
            path += " L \(40 + random.nextInt(below: 520)) \(40 + random.nextInt(below: 420))"
        }
        for radius in [10.0, 30.0, 55.0] {
            let dense = try DrawnCurve(svgPath: path)
            let sparse = try DrawnCurve(svgPath: path, denseNearEnd: radius)
            #expect(sparse.points.count <= dense.points.count)
            // The same route from its points, as validate builds it from the maze check's reading.
            let numbers = path.split(separator: " ").compactMap { Double($0) }
            let points = stride(from: 0, to: numbers.count, by: 2).map {
                DrawnPoint(x: numbers[$0], y: numbers[$0 + 1])
            }
            #expect(DrawnCurve(polyline: points, denseNearEnd: radius).points == sparse.points)
            #expect(abs(sparse.length - dense.length) < 1e-6)
            let a = dense.earlyArrival(within: radius)
            let b = sparse.earlyArrival(within: radius)
            #expect((a == nil) == (b == nil), "\(path) at \(radius)")
            if let a, let b {
                #expect(dense.points[a] == sparse.points[b], "\(path) at \(radius)")
                #expect(abs(dense.share(at: a) - sparse.share(at: b)) < 1e-9)
            }
        }
    }
}
