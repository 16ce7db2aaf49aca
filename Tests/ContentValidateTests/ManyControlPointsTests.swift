import ContentTestSupport
import Testing

@testable import ContentSupport
@testable import ContentValidate

/// `validate` runs on files anyone may send: an organic path of thousands of control points must be judged in time
/// that grows with the file (the drawing check measured every drawn point against every piece: 100 s for 2,000).
@Suite("Validate: an organic path of very many control points")
struct ManyControlPointsTests {
    /// A serpentine of `count` control points, 100 apart along rows 100 apart, drawn as the bare polyline: a long
    /// line (some 50,000 drawn points) along many pieces, as a hostile file would be.
    static func serpentine(_ count: Int) -> [(Int, Int)] {
        (0..<count).map { index in
            let row = index / 20
            let column = index % 20
            return (row % 2 == 0 ? 50 + 100 * column : 1950 - 100 * column, 20 + 100 * row)
        }
    }

    @Test func twoThousandControlPointsAreJudgedInTime() throws {
        let points = Self.serpentine(2_000)
        let svgPath =
            "M \(points[0].0) \(points[0].1) " + points.dropFirst().map { "L \($0.0) \($0.1)" }.joined(separator: " ")
        let bytes = StoryKindFolders.organic(
            id: "test_001_hard", level: "hard", points: points, svgPath: svgPath, width: 4)
        let files = StoryKindFolders.folder(
            [(story: 1, level: "hard", bytes: bytes)], packs: [(id: "pack", free: 1, stories: [1])])
        let clock = ContinuousClock()
        var report: ValidationReport?
        let elapsed = try clock.measure { report = try Validator().validate(InMemoryContentSource(files)) }
        // The drawing is the polyline itself: the drawing check measures every point and finds nothing.
        let drawing = report?.findings.filter { $0.message.hasPrefix("svg_path") } ?? []
        #expect(drawing.isEmpty, "\(drawing.map(\.message))")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
