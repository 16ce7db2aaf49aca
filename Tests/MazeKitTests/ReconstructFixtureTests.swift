import Foundation
import MazeKit
import TestSupport
import Testing

/// The 100 legacy labyrinths in ../shared/fixtures/legacy-ocean, read with Foundation (test code only).
enum ReconstructFixture {
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MazeKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("../shared/fixtures/legacy-ocean")
        .standardized

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("denny_001_lv1.json").path)
    }

    struct Labyrinth {
        var name: String
        var story: Int
        var level: Int
        var mazeType: String
        var input: DrawnMazeCheck.Input
    }

    static func labyrinths() throws -> [Labyrinth] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("denny_") && $0.hasSuffix(".json") }
            .sorted()
        return try names.map { try read($0) }
    }

    static func read(_ name: String) throws -> Labyrinth {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pathData = try #require(root["path_data"] as? [String: Any])
        let mazeType = try #require(pathData["maze_type"] as? String)
        let items = (pathData["items"] as? [[String: Any]] ?? []).map { item in
            DrawnMazeCheck.Item(position: point(item), onSolution: item["on_solution"] as? Bool)
        }
        let segments = try #require(pathData["segments"] as? [[String: Any]]).map { segment in
            DrawnMazeCheck.Segment(start: point(segment["start"]), end: point(segment["end"]))
        }
        let input = DrawnMazeCheck.Input(
            svgPath: try #require(pathData["svg_path"] as? String),
            style: try #require(DrawingStyle(mazeType: mazeType)),
            solutionPath: try #require(pathData["solution_path"] as? String),
            start: point(pathData["start_point"]), end: point(pathData["end_point"]),
            segments: segments, items: items,
            canvas: .init(
                width: try #require(pathData["canvas_width"] as? Int),
                height: try #require(pathData["canvas_height"] as? Int)))
        // denny_007_lv3.json → story 7, level 3
        let parts = name.dropLast(5).split(separator: "_")
        return Labyrinth(
            name: name, story: Int(parts[1]) ?? 0, level: Int(parts[2].dropFirst(2)) ?? 0,
            mazeType: mazeType, input: input)
    }

    private static func point(_ value: Any?) -> DrawnPoint {
        let object = value as? [String: Any] ?? [:]
        return DrawnPoint(
            x: (object["x"] as? NSNumber)?.doubleValue ?? .nan, y: (object["y"] as? NSNumber)?.doubleValue ?? .nan)
    }
}

@Suite(
    "Legacy fixture rebuilt from its drawings",
    .enabled(if: Prerequisite.legacyFixture.admitsTest(), Comment(rawValue: Prerequisite.legacyFixture.skipReason)))
struct ReconstructFixtureTests {
    /// Old levels lv1…lv5 as rows x cols (SPEC.md).
    static let gridSizes = [1: (3, 4), 2: (4, 5), 3: (6, 8), 4: (8, 10), 5: (10, 13)]

    @Test func everyLegacyLabyrinthPassesTheMazeRules() throws {
        let labyrinths = try ReconstructFixture.labyrinths()
        #expect(labyrinths.count == 100)
        for labyrinth in labyrinths {
            let report = DrawnMazeCheck.run(labyrinth.input)
            #expect(report.findings.isEmpty, "\(labyrinth.name): \(report.findings)")
            let metrics = try #require(report.metrics, "\(labyrinth.name)")
            #expect(metrics.reachableCells == metrics.insideCells, "\(labyrinth.name): every cell reachable")
            #expect(metrics.fileSolutionCells != nil, "\(labyrinth.name)")
            // Old files list the solution's passages; when the solution visits every cell (denny_001_lv2) that is every passage.
            let visitsEveryCell = metrics.fileSolutionCells == metrics.insideCells
            #expect(metrics.segmentCoverage == (visitsEveryCell ? .everyPassage : .solutionOnly), "\(labyrinth.name)")
            // The legacy generator made perfect mazes, whose one route is the file's solution.
            #expect(metrics.loops == 0, "\(labyrinth.name)")
            #expect(metrics.fileSolutionCells == metrics.shortestRouteCells, "\(labyrinth.name)")
            #expect(metrics.fileSolutionTurns == metrics.shortestRouteTurns, "\(labyrinth.name)")
        }
    }

    @Test func gridStoriesHaveTheirLevelsGridSize() throws {
        let grids = try ReconstructFixture.labyrinths().filter { $0.story <= 10 }
        #expect(grids.count == 50)
        for labyrinth in grids {
            let maze = try #require(DrawnMazeCheck.run(labyrinth.input).maze)
            let expected = try #require(Self.gridSizes[labyrinth.level])
            #expect(maze.style == .walls)
            #expect(maze.rows == expected.0 && maze.cols == expected.1, "\(labyrinth.name): \(maze.rows)x\(maze.cols)")
            #expect(maze.insideCellCount == expected.0 * expected.1, "\(labyrinth.name)")
            // Old files draw the inner walls twice.
            #expect(maze.repeatedWallEdges > 0, "\(labyrinth.name)")
        }
    }

    @Test func corridorStoriesAreRebuiltAsCorridors() throws {
        let corridors = try ReconstructFixture.labyrinths().filter { $0.story > 10 }
        #expect(corridors.count == 50)
        for labyrinth in corridors {
            let report = DrawnMazeCheck.run(labyrinth.input)
            let maze = try #require(report.maze)
            #expect(maze.style == .corridor)
            #expect(labyrinth.input.items.count == labyrinth.level + 1, "\(labyrinth.name)")
            #expect(maze.insideCellCount > 0)
        }
    }

    /// Figures that must hold together for any sound maze; set MAZEKIT_FIXTURE_METRICS to print them.
    @Test func metricsHangTogether() throws {
        let printing = ProcessInfo.processInfo.environment["MAZEKIT_FIXTURE_METRICS"] != nil
        for labyrinth in try ReconstructFixture.labyrinths() {
            let metrics = try #require(DrawnMazeCheck.run(labyrinth.input).metrics)
            let route = try #require(metrics.shortestRouteCells)
            let turns = try #require(metrics.shortestRouteTurns)
            #expect(route >= 2 && route <= metrics.reachableCells, "\(labyrinth.name)")
            #expect(turns <= route - 2, "\(labyrinth.name)")
            #expect(metrics.solutionShare == Double(route) / Double(metrics.insideCells), "\(labyrinth.name)")
            // A tree with more than one cell has at least two leaves.
            #expect(metrics.deadEnds >= 2, "\(labyrinth.name)")
            #expect(metrics.passages == metrics.reachableCells - 1 + metrics.loops, "\(labyrinth.name)")
            if printing {
                let share = metrics.solutionShare.map { String(Int(($0 * 100).rounded())) + "%" } ?? "-"
                print(
                    "\(labyrinth.name) \(labyrinth.mazeType) \(metrics.rows)x\(metrics.cols) cell \(metrics.cellSize) inside \(metrics.insideCells) route \(route) turns \(turns) share \(share) dead \(metrics.deadEnds) loops \(metrics.loops)"
                )
            }
        }
    }
}
