import ContentTestSupport
import Foundation
import MazeKit
import Testing

@testable import ContentGenerate

/// An avoid story's `solution_path` is the route round its obstacles that the app shows as the solution, so the
/// level's turns and share are promised on it.
@Suite("generate: an avoid story's shown route keeps its level")
struct AvoidRouteTests {
    /// At seeds 11 and 19 story 30's easy maze (a tree, one obstacle) once showed
    /// `M 300 362 L 188 362 L 188 250 L 188 138 L 300 138 L 412 138 L 524 138`: round the obstacle by the left and
    /// along the top, two turns where easy promises three, though the maze's shortest route turned enough.
    @Test(arguments: [UInt64(11), 19])
    func storyThirtyEasyShowsARouteTurningAsEasyPromises(seed: UInt64) async throws {
        let content = try await ShippedContent.generate(seed: seed, only: [30])
        let file = try #require(content.labyrinths.first { $0.name.value == "denny_030_easy.json" })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        let pathData = try #require(document["path_data"] as? [String: Any])
        #expect(document["item_rule"] as? String == "avoid")
        let solution = try #require(pathData["solution_path"] as? String)
        #expect(solution != "M 300 362 L 188 362 L 188 250 L 188 138 L 300 138 L 412 138 L 524 138")
        let points = try #require(polylinePoints(solution), "solution_path is no polyline: \(solution)")
        #expect(turns(along: points) >= 3, "\(solution)")

        let drawing = try #require(pathData["svg_path"] as? String)
        let mazeType = try #require(pathData["maze_type"] as? String)
        let style = try #require(DrawingStyle(mazeType: mazeType))
        let rebuilt = ReconstructedMaze.reconstruct(
            svgPath: drawing, style: style, canvas: ReconstructedMaze.Canvas(width: 600, height: 500))
        let maze = try #require(rebuilt.maze)
        let cellSize = Double(maze.lattice.cellSize)
        // One point a cell passed, corners and straight runs alike: the polyline joins neighbouring centres.
        let cells =
            1
            + zip(points, points.dropFirst()).reduce(0) { sum, piece in
                sum + Int((abs(piece.1.x - piece.0.x) + abs(piece.1.y - piece.0.y)) / cellSize)
            }
        #expect(Double(cells) / Double(maze.insideCellCount) >= 0.3, "\(cells) of \(maze.insideCellCount) cells")
    }

    private func polylinePoints(_ text: String) -> [(x: Double, y: Double)]? {
        let words = text.split(separator: " ")
        guard words.count % 3 == 0 else { return nil }
        var points: [(x: Double, y: Double)] = []
        for index in stride(from: 0, to: words.count, by: 3) {
            guard words[index] == (index == 0 ? "M" : "L"), let x = Double(words[index + 1]),
                let y = Double(words[index + 2])
            else { return nil }
            points.append((x, y))
        }
        return points
    }

    /// Changes of heading between consecutive pieces of the polyline.
    private func turns(along points: [(x: Double, y: Double)]) -> Int {
        func unit(_ value: Double) -> Int { value > 0 ? 1 : value < 0 ? -1 : 0 }
        let headings = zip(points, points.dropFirst()).map { piece in
            (unit(piece.1.x - piece.0.x), unit(piece.1.y - piece.0.y))
        }
        return zip(headings, headings.dropFirst()).filter { $0.0 != $0.1 }.count
    }
}
