import Foundation
import Testing

@testable import MazeKit

/// The path's quadratic curves round each corner from the middle of one piece to the middle of the next; a corner
/// the designer drew is drawn within half a stroke of where it stands, and a curve stays a curve.
@Suite("A drawing's corners, drawn sharp")
struct FigureCornerTests {
    /// A flag on a pole (drawn for the test): three square corners, and where the flag meets the pole a junction.
    static let flag = "<path d='M6 22V3h12v9H6'/>"

    @Test func eachCornerOfTheDrawingIsDrawnNearWhereItStands() throws {
        let figure = try FigurePenTests.figure(Self.flag)
        for request in FigurePenTests.requests {
            let width = Double(request.width)
            let fitted = FigurePath.fitted(figure, request)
            let corners = fitted.strokes.flatMap { stroke in
                zip(stroke, FigurePath.corners(of: stroke, reach: FigurePath.cornerReach * width)).filter(\.1).map(\.0)
            }
            #expect(corners.count == 3, "width \(request.width): \(corners)")
            let path = try FigurePath.generate(figure, request)
            let drawn = DrawnCurve(controlPoints: path.controlPoints.map(DrawnPoint.init)).points
            for corner in corners {
                // Rounded from the pieces' middles, the curve passed 40 canvas units and more inside each corner.
                let nearest = drawn.map { $0.distance(to: corner) }.min() ?? .infinity
                #expect(nearest < 0.3 * width, "width \(request.width): the path passes \(nearest) from \(corner)")
            }
        }
    }

    @Test func aCurveWiderThanAStrokeHasNoCorners() {
        // A circle flattened as coarsely as twelve pieces: 30 degrees a point, no corner within half a stroke.
        let circle = (0...12).map {
            DrawnPoint(x: 300 + 150 * cos(Double($0) * .pi / 6), y: 250 + 150 * sin(Double($0) * .pi / 6))
        }
        #expect(!FigurePath.corners(of: circle, reach: 17).contains(true))
        // A circle a little over a stroke round (radius 40 at the easy stroke's 34), finely flattened: from half a
        // stroke before a point to half a stroke after it, it turns about 24 degrees.
        let wheel = (0...72).map {
            DrawnPoint(x: 300 + 40 * cos(Double($0) * .pi / 36), y: 250 + 40 * sin(Double($0) * .pi / 36))
        }
        #expect(!FigurePath.corners(of: wheel, reach: 17).contains(true))
        // One of under a third of a stroke's radius turns about 97: a knot, not a curve a path can follow round.
        let knot = (0...72).map {
            DrawnPoint(x: 300 + 10 * cos(Double($0) * .pi / 36), y: 250 + 10 * sin(Double($0) * .pi / 36))
        }
        #expect(FigurePath.corners(of: knot, reach: 17).contains(true))
        // A square's corner is one, however finely its sides are cut.
        let square =
            (0...10).map { DrawnPoint(x: 100 + 10 * Double($0), y: 100) }
            + (1...10).map { DrawnPoint(x: 200, y: 100 + 10 * Double($0)) }
        #expect(FigurePath.corners(of: square, reach: 17).enumerated().filter(\.element).map(\.offset) == [10])
    }
}
