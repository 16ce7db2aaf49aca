import Foundation
import TestSupport
import Testing

/// MazeKit is a library product, so what it makes `public` is what a reader outside this package builds on: a maze
/// made from a request (seed, size, shape), its route and drawing, figures and the journeys drawn through them, the
/// seeded random source. Each public member says what it is for, and the surface grows only on purpose: what the
/// pipeline alone uses (the checks of a drawn maze or stroke, the app's `maze_type`, the reader's pieces) is
/// `package`, what MazeKit alone uses is internal.
@Suite("MazeKit: public surface documented and held")
struct PublicSurfaceTests {
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MazeKit")

    /// The public declarations of each file. A new one is a promise to every user of the library: when only the
    /// pipeline needs it, make it `package`; when it belongs to the library, document it and update its file here.
    static let expectedCounts: [String: Int] = [
        "Sources/MazeKit/Avoid/ObstaclePlacement.swift": 11,
        "Sources/MazeKit/Drawing/Geometry.swift": 21,
        "Sources/MazeKit/Drawing/MazeDrawing.swift": 6,
        "Sources/MazeKit/Generate/MazeGenerationError.swift": 28,
        "Sources/MazeKit/Generate/MazeGenerator.swift": 2,
        "Sources/MazeKit/Generate/MazeRequest.swift": 42,
        "Sources/MazeKit/Grid/Cell.swift": 6,
        "Sources/MazeKit/Grid/Grid.swift": 7,
        "Sources/MazeKit/Grid/GridPosition.swift": 2,
        "Sources/MazeKit/Grid/Shape.swift": 3,
        "Sources/MazeKit/Items/ItemPlacement.swift": 4,
        "Sources/MazeKit/Maze/Passages.swift": 5,
        "Sources/MazeKit/Organic/FigureDrawing.swift": 9,
        "Sources/MazeKit/Organic/FigurePath.swift": 13,
        "Sources/MazeKit/Organic/OrganicPath.swift": 13,
        "Sources/MazeKit/Organic/StrokeCheck.swift": 9,
        "Sources/MazeKit/Random/MazeRandom.swift": 7,
        "Sources/MazeKit/Reconstruct/DrawnPoint.swift": 5,
        "Sources/MazeKit/SVG/DrawnStrokes.swift": 3,
        "Sources/MazeKit/SVG/SVGDrawing.swift": 2,
        "Sources/MazeKit/SVG/SVGDrawingError.swift": 5,
        "Sources/MazeKit/Solve/RouteSolver.swift": 7,
    ]

    @Test func everyPublicDeclarationHasADocComment() throws {
        let surface = try PublicSurface(folder: Self.sourceFolder, label: "Sources/MazeKit")
        #expect(
            surface.countByFile.count >= 10,
            "found too few MazeKit sources at \(Self.sourceFolder.path); did the folder move?")
        #expect(
            surface.undocumented.isEmpty,
            "public without a /// comment directly above: \(surface.undocumented.joined(separator: ", "))")
    }

    @Test func thePublicSurfaceGrowsOnlyOnPurpose() throws {
        let counts = try PublicSurface(folder: Self.sourceFolder, label: "Sources/MazeKit").countByFile
        let changed = Set(counts.keys).union(Self.expectedCounts.keys).sorted().filter {
            counts[$0] != Self.expectedCounts[$0]
        }
        let described = changed.map {
            "\($0) has \(counts[$0] ?? 0) public declarations, expected \(Self.expectedCounts[$0] ?? 0)"
        }
        #expect(
            changed.isEmpty,
            """
            MazeKit's public surface changed: \(described.joined(separator: "; ")). What only the pipeline uses is \
            `package`; a member the library's users need is documented and counted in `expectedCounts`.
            """)
        #expect(counts.values.reduce(0, +) == 210, "MazeKit's public declarations in all")
    }
}
