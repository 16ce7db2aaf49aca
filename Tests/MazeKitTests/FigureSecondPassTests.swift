import Foundation
import Testing

@testable import MazeKit

/// A way the journey goes over twice is stored once as drawn and once beside it, at the widest level's gap; each
/// level draws that second pass at its own stroke's gap, and a designer's own lines are never taken for one.
@Suite("A way gone over twice, at each level's own gap")
struct FigureSecondPassTests {
    /// A key of a ring, a shaft and a square tooth under it: four odd points, so a way is gone over twice.
    static let key = "<circle cx='6' cy='12' r='4'/><path d='M10 12h12M16 12v4h4v-4'/>"

    /// How far the middle of a pass of its own runs from the line it goes over (nil for a way out and back).
    static func middleGap(_ strokes: [[DrawnPoint]], _ pass: FigurePath.SecondPass) -> Double? {
        guard case .beside(let stroke, let line, _, _, _, _) = pass else { return nil }
        return strokes[stroke][strokes[stroke].count / 2].distance(toLine: strokes[line])
    }

    @Test func eachLevelDrawsTheSecondPassAtItsOwnGap() throws {
        let journey = try DrawingJourneyTests.journey(Self.key)
        #expect(!journey.retraced.isEmpty)
        let figure = FigureDrawing(id: "key", strokes: journey.strokes, start: journey.start, end: journey.end)
        let passes = FigurePath.secondPasses(in: figure.strokes)
        #expect(!passes.isEmpty, "\(figure.strokes)")
        let stored = DrawingJourney.Room(strokes: journey.strokes, requests: DrawingJourneyTests.requests).retraceGap
        for pass in passes {
            #expect(abs(abs(pass.gap) - stored) < 0.3, "stored \(stored), read back \(pass.gap)")
        }
        for request in DrawingJourneyTests.requests {
            let fitted = FigurePath.fitted(figure, request)
            let gap = FigurePath.secondPassGap(request)
            for pass in passes {
                // Drawn at the widest level's gap before: 51 canvas units at the hard level's 15-wide stroke.
                let drawn = try #require(Self.middleGap(fitted.strokes, pass))
                #expect(abs(drawn - gap) < 1.5, "width \(request.width): the second pass runs \(drawn) beside its line")
            }
        }
        #expect(try DrawingJourneyTests.drawsAtEveryLevel(journey))
    }

    /// A sun of three long rays (drawn for the test): a ray gone out along and back is one stroke, the way out and
    /// the way back joined at the ray's tip.
    static let sun = "<circle cx='12' cy='12' r='4'/><path d='M12 8V1M16 12h7M12 16v7'/>"

    @Test func aWayOutToAFreeEndAndBackIsDrawnAtEachLevelsGapToo() throws {
        let journey = try DrawingJourneyTests.journey(Self.sun)
        let figure = FigureDrawing(id: "sun", strokes: journey.strokes, start: journey.start, end: journey.end)
        let rays = FigurePath.secondPasses(in: figure.strokes).filter { $0.wayOut(in: figure.strokes) != nil }
        #expect(!rays.isEmpty, "\(figure.strokes)")
        for request in DrawingJourneyTests.requests {
            let fitted = FigurePath.fitted(figure, request)
            for ray in rays {
                let (stroke, out) = try #require(ray.wayOut(in: fitted.strokes))
                let back = Array(stroke[(out.count - 1)...])
                let middle = back[back.count / 2]
                let drawn = middle.distance(toLine: out)
                let gap = FigurePath.secondPassGap(request)
                #expect(abs(drawn - gap) < 1.5, "width \(request.width): the way back runs \(drawn) beside the way out")
            }
        }
        #expect(try DrawingJourneyTests.drawsAtEveryLevel(journey))
    }

    @Test func aLineThatOnlyLooksLikeOneIsNotASecondPass() {
        let line = [DrawnPoint(x: 10, y: 50), DrawnPoint(x: 60, y: 50)]
        // A square step out and back, as a second pass round two free ends would run.
        let step = DrawingJourney.offset(line, gap: 12, freeStart: true, freeEnd: true)
        #expect(FigurePath.secondPasses(in: [line, step]).count == 1)
        // The same square, but the line's ends meet other lines (a key's tooth on its shaft): a pass would slant
        // in to ends that other lines meet, so this is the designer's own square.
        let shaft = [DrawnPoint(x: 0, y: 60), DrawnPoint(x: 10, y: 50)]
        let tip = [DrawnPoint(x: 60, y: 50), DrawnPoint(x: 70, y: 40)]
        #expect(FigurePath.secondPasses(in: [line, step, shaft, tip]).isEmpty)
        // Two arcs between the same two points (a lens): no offset of each other.
        let arc = (0...8).map { DrawnPoint(x: 10 + 50 * Double($0) / 8, y: 50 - 10 * sin(Double.pi * Double($0) / 8)) }
        #expect(FigurePath.secondPasses(in: [line, arc]).isEmpty)
    }
}
