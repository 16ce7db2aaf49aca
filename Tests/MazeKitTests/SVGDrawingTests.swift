import Foundation
import Testing

@testable import MazeKit

/// An SVG read as the lines it draws: every path command and transform a drawing program writes, the numbers
/// checked; and the lines made into a figure's strokes.
@Suite("SVG drawings")
struct SVGDrawingTests {
    static func svg(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
    }

    static func lines(_ body: String) throws -> [[DrawnPoint]] {
        try SVGDrawing.lines(svg(body))
    }

    static func points(_ pairs: [(Double, Double)]) -> [DrawnPoint] {
        pairs.map { DrawnPoint(x: $0.0, y: $0.1) }
    }

    static func near(_ a: DrawnPoint?, _ b: DrawnPoint, within: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return a.distance(to: b) <= within
    }

    // MARK: Path commands

    @Test func straightCommandsAbsoluteAndRelative() throws {
        #expect(
            try Self.lines("<path d='M 10 10 L 20 10 H 30 V 40 l -5 5 h -5 v 5 Z'/>")
                == [Self.points([(10, 10), (20, 10), (30, 10), (30, 40), (25, 45), (20, 45), (20, 50), (10, 10)])])
        // `m` first is absolute; numbers after `m` are relative lines, after `M` absolute ones.
        #expect(
            try Self.lines("<path d='m10,10 5,0 0,5'/><path d='M0 0 1 1 2 0'/>")
                == [Self.points([(10, 10), (15, 10), (15, 15)]), Self.points([(0, 0), (1, 1), (2, 0)])])
    }

    @Test func numbersAsDrawingProgramsWriteThem() throws {
        // `.5.5` is two numbers, a sign starts the next one, exponents scale.
        #expect(
            try Self.lines("<path d='M.5.5L-1.5e-2-2E1l1e1,0'/>")
                == [Self.points([(0.5, 0.5), (-0.015, -20), (9.985, -20)])])
    }

    @Test func afterCloseTheNextPieceStartsWhereTheSubPathStarted() throws {
        let lines = try Self.lines("<path d='M 0 0 L 10 0 L 10 10 z l 0 20'/>")
        #expect(lines == [Self.points([(0, 0), (10, 0), (10, 10), (0, 0)]), Self.points([(0, 0), (0, 20)])])
    }

    @Test func cubicCurvesAreFlattenedWithinTheTolerance() throws {
        let lines = try Self.lines("<path d='M 0 0 C 0 100 100 100 100 0'/>")
        let line = try #require(lines.first)
        #expect(line.first == DrawnPoint(x: 0, y: 0) && line.last == DrawnPoint(x: 100, y: 0))
        // Every point of the curve within a thousandth of the drawing's size (100) of the pieces.
        for step in 0...1_000 {
            let t = Double(step) / 1_000
            let u = 1 - t
            let onCurve = DrawnPoint(
                x: 3 * u * t * t * 100 + t * t * t * 100, y: 3 * u * u * t * 100 + 3 * u * t * t * 100)
            let distance = onCurve.distance(toLine: line)
            #expect(distance <= 0.1)
        }
        #expect(line.count < 60)
    }

    @Test func smoothCubicReflectsTheLastControlPoint() throws {
        // S's first control point mirrors C's second (40, 20) about (50, 0): (60, -20). The same as writing it out.
        let smooth = try Self.lines("<path d='M 0 0 C 10 20 40 20 50 0 S 90 -20 100 0'/>")
        let written = try Self.lines("<path d='M 0 0 C 10 20 40 20 50 0 C 60 -20 90 -20 100 0'/>")
        #expect(smooth == written)
        let relative = try Self.lines("<path d='m 0 0 c 10 20 40 20 50 0 s 40 -20 50 0'/>")
        #expect(relative == written)
    }

    @Test func quadraticAndSmoothQuadratic() throws {
        let smooth = try Self.lines("<path d='M 0 0 Q 25 50 50 0 T 100 0'/>")
        let written = try Self.lines("<path d='M 0 0 Q 25 50 50 0 Q 75 -50 100 0'/>")
        #expect(smooth == written)
        #expect(try Self.lines("<path d='m 0 0 q 25 50 50 0 t 50 0'/>") == written)
        // The middle of the first curve: (25, 25).
        #expect(written.first?.contains(DrawnPoint(x: 25, y: 25)) == true)
    }

    // MARK: Other shapes

    @Test func polylinePolygonLineRect() throws {
        #expect(try Self.lines("<polyline points='0,0 10,0 10,10'/>") == [Self.points([(0, 0), (10, 0), (10, 10)])])
        #expect(
            try Self.lines("<polygon points='0 0 10 0 10 10'/>") == [Self.points([(0, 0), (10, 0), (10, 10), (0, 0)])])
        #expect(try Self.lines("<line x1='1' y1='2' x2='3px' y2='4'/>") == [Self.points([(1, 2), (3, 4)])])
        #expect(
            try Self.lines("<rect x='1' y='2' width='3' height='4'/>") == [
                Self.points([(1, 2), (4, 2), (4, 6), (1, 6), (1, 2)])
            ])
        let circle = try #require(try Self.lines("<circle cx='50' cy='50' r='10'/>").first)
        #expect(circle.first == circle.last && circle.count > 8)
        #expect(circle.allSatisfy { abs($0.distance(to: DrawnPoint(x: 50, y: 50)) - 10) < 0.02 })
    }

    // MARK: Transforms

    @Test func eachTransformMovesThePointsAsSVGSays() throws {
        func moved(_ transform: String) throws -> DrawnPoint? {
            try Self.lines("<g transform='\(transform)'><line x1='0' y1='0' x2='10' y2='0'/></g>").first?.last
        }
        #expect(try moved("translate(5)") == DrawnPoint(x: 15, y: 0))
        #expect(try moved("translate(5,7)") == DrawnPoint(x: 15, y: 7))
        #expect(try moved("scale(2)") == DrawnPoint(x: 20, y: 0))
        #expect(try moved("scale(2 3)") == DrawnPoint(x: 20, y: 0))
        #expect(Self.near(try moved("rotate(90)"), DrawnPoint(x: 0, y: 10)))
        #expect(Self.near(try moved("rotate(90 10 10)"), DrawnPoint(x: 20, y: 10)))
        #expect(try moved("matrix(1 2 3 4 5 6)") == DrawnPoint(x: 15, y: 26))
        // Composed as written: the last one applies first.
        #expect(try moved("translate(100 0) scale(2)") == DrawnPoint(x: 120, y: 0))
        #expect(try moved("scale(2) translate(100 0)") == DrawnPoint(x: 220, y: 0))
    }

    @Test func groupsNestAndElementsCarryTheirOwn() throws {
        let lines = try Self.lines(
            """
            <g transform="translate(10 20)"><g transform="scale(2)">
              <line transform="translate(1 1)" x1="0" y1="0" x2="1" y2="0"/>
            </g></g>
            """)
        #expect(lines == [Self.points([(12, 22), (14, 22)])])
    }

    @Test func badTransformsNameWhatWasExpected() throws {
        let error = #expect(throws: SVGDrawingError.self) {
            try Self.lines("<g transform='rotate(1 2)'><line x2='1'/></g>")
        }
        #expect(error?.description.contains("1 or 3 number(s) in rotate(...), got 2") == true)
        let unknown = #expect(throws: SVGDrawingError.self) { try Self.lines("<g transform='spin(3)'/>") }
        #expect(unknown?.description.contains("got 'spin'") == true)
    }

    // MARK: The file

    @Test func namespacesDefinitionsAndHiddenLayersDrawNothing() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- made by hand -->
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">
              <inkscape:path d="M 0 0 L 50 50"/>
              <svg:defs><svg:path d="M 0 0 L 60 60"/></svg:defs>
              <svg:g style="display: none"><svg:path d="M 0 0 L 70 70"/></svg:g>
              <svg:title>leaf</svg:title>
              <svg:style>.st0{fill:none;stroke:#000}</svg:style>
              <svg:path d="M 0 0 L 80 80" fill="none"/>
              <svg:g stroke="none"><svg:path d="M 0 0 L 90 90" style="fill:none"/></svg:g>
              <svg:path d="M 1 1 L 2 2" title="a &amp; b"/>
            </svg:svg>
            """
        #expect(try SVGDrawing.lines(text) == [Self.points([(1, 1), (2, 2)])])
    }

    /// Older Illustrator exports name the SVG namespace through an entity of the DOCTYPE's internal subset.
    @Test func illustratorsEntitiesNameTheNamespace() throws {
        let text = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
            \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
            \t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>
            <svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" x="0px" y="0px" viewBox="0 0 100 100">
            <polyline fill="none" stroke="#000000" points="10,90 50,10 90,90"/>
            </svg>
            """
        #expect(try SVGDrawing.lines(text) == [Self.points([(10, 90), (50, 10), (90, 90)])])
    }

    /// Entities nested ten copies a level: a few hundred bytes once took a gigabyte of memory to read.
    @Test func entitiesNestedInEntitiesAreRefusedBeforeTheyGrow() throws {
        var declarations = #"<!ENTITY a0 "0123456789">"#
        for level in 1...8 {
            declarations += "\n<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        let text = "<!DOCTYPE svg [\n" + declarations + "\n]>\n<svg><polyline points=\"0,0 9,9\"/></svg>"
        #expect(text.utf8.count < 1_000)
        let error = #expect(throws: SVGDrawingError.self) { try SVGDrawing.lines(text) }
        #expect(
            error?.description.contains("at most four times the file's size") == true, "\(String(describing: error))")
    }

    @Test func brokenFilesNameTheLineAndWhatWasExpected() throws {
        let unclosed = #expect(throws: SVGDrawingError.self) {
            try SVGDrawing.lines("<svg>\n<g>\n<path d='M 0 0 L 1 1'/>\n</svg>")
        }
        #expect(unclosed?.description == "line 4: expected </g> to close <g> of line 2, found </svg>")
        let notSVG = #expect(throws: SVGDrawingError.self) { try SVGDrawing.lines("<html><body/></html>") }
        #expect(notSVG?.description == "line 1: expected <svg> as the file's first element, found <html>")
        let quote = #expect(throws: SVGDrawingError.self) { try SVGDrawing.lines("<svg>\n<path d='M 0 0/>") }
        #expect(quote?.line == 2)
        let elsewhere = #expect(throws: SVGDrawingError.self) { try Self.lines("<use href='other.svg#a'/>") }
        #expect(elsewhere?.description.contains("which names another file; copy what it draws into this one") == true)
        let missing = #expect(throws: SVGDrawingError.self) { try Self.lines("<use href='#a'/>") }
        #expect(missing?.description == "line 1: expected an element with the id a, found none for <use href=\"#a\">")
        let pointCount = #expect(throws: SVGDrawingError.self) { try Self.lines("<polyline points='0 0 1'/>") }
        #expect(pointCount?.description.contains("3 numbers") == true)
    }

    // MARK: Strokes

    @Test func strokesArePlacedRoundedAndJoined() {
        // Drawn 200 across; the second line starts 0.4 (0.2 in the library's units) from the first's end.
        let strokes = DrawnStrokes(lines: [
            Self.points([(0, 0), (100, 0)]),
            Self.points([(100.4, 0), (200, 100)]),
        ])
        #expect(strokes.strokes == [Self.points([(0, 0), (50, 0), (100, 50)])])
        #expect(strokes.placed(DrawnPoint(x: 100.33, y: 0)) == DrawnPoint(x: 50.2, y: 0))
    }

    @Test func aStrokeWhoseEndsMeetIsClosed() {
        let strokes = DrawnStrokes(lines: [Self.points([(0, 0), (100, 0), (100, 100), (0.2, 0.1)])])
        #expect(strokes.strokes == [Self.points([(0, 0), (100, 0), (100, 100), (0, 0)])])
        #expect(Self.oddPoints(strokes).isEmpty)
    }

    /// A leaf: the outline closed at the stem's top, the stem hanging below, a vein from the stem's top up the
    /// middle stopping short of the tip. Four ends meet at the stem's top (even); the stem's foot and the vein's tip
    /// are the free ends.
    /// Where an odd number of stroke ends meet (a stroke passing through counts two), in the graph's order.
    static func oddPoints(_ strokes: DrawnStrokes) -> [DrawnPoint] {
        let graph = strokes.graph
        return graph.nodes.indices.filter { graph.degree($0) % 2 == 1 }.map { graph.nodes[$0] }
    }

    @Test func theEndIsTheOddPointInOpenSpace() throws {
        let outline = Self.points([(50, 80), (0, 40), (50, 0), (100, 40), (50, 80)])
        let stem = Self.points([(50, 80), (50, 100)])
        let vein = Self.points([(50, 80), (50, 20)])
        let leaf = DrawnStrokes(lines: [outline, stem, vein])
        #expect(leaf.strokes == [outline, stem, vein])
        #expect(Self.oddPoints(leaf) == Self.points([(50, 100), (50, 20)]))
        // Each measured without the ways leading to it: the foot is 20 from the stem's top, the vein's tip 15.6
        // from the leaf's upper sides (and 20 from its tip).
        let pieces = try #require(DrawingPieces.cut(leaf.strokes, snap: 0.5)).pieces
        #expect(pieces.clearance(of: DrawnPoint(x: 50, y: 100), way: 24) == 20)
        let side: Double = (50 * 50 + 40 * 40.0).squareRoot()
        let tipClearance: Double = pieces.clearance(of: DrawnPoint(x: 50, y: 20), way: 24)
        #expect(abs(tipClearance - 1000 / side) < 1e-9)
        let journey = try DrawingJourney.make(
            leaf.strokes, room: DrawingJourney.Room(retraceGap: 8, minStartEnd: 30, endClearance: 12))
        #expect(journey.start == DrawnPoint(x: 50, y: 20) && journey.end == DrawnPoint(x: 50, y: 100))
    }

    /// An end's own line counts against its open space only where it curls back round it: a gentle arc running on
    /// never does (once it did, and a bird's tail lost its place as the clearest end), a tight curl does.
    @Test func anEndsOwnLineCountsOnlyWhereItCurlsBack() {
        func arc(radius: Double, turns: Double) -> [DrawnPoint] {
            (0...200).map { step in
                let angle = Double(step) / 200 * turns * 2 * Double.pi
                return DrawnPoint(x: 50 + radius * sin(angle), y: 50 + radius - radius * cos(angle))
            }
        }
        let start = DrawnPoint(x: 50, y: 50)
        let gentle = DrawingPieces(pieces: [arc(radius: 25, turns: 0.2)], snap: 0.5)
        #expect(gentle.clearance(of: start, way: 20) == .infinity)
        let curl = DrawingPieces(pieces: [arc(radius: 8, turns: 0.9)], snap: 0.5)
        #expect(curl.clearance(of: start, way: 20) < 10)
    }

    /// A stem and a vein drawn as two lines meeting on the outline: two ends meet there, but chained into one line
    /// they would cross the outline with no end on it, and the library would see no junction.
    @Test func twoEndsOnAThirdStrokeStayAJunction() {
        let outline = Self.points([(0, 50), (50, 0), (100, 50), (50, 100), (0, 50)])
        let stem = Self.points([(50, 100), (50, 130)])
        let vein = Self.points([(50, 100), (50, 30)])
        let crossing = Self.points([(25, 75), (10, 90)])
        let strokes = DrawnStrokes(lines: [outline, crossing, Self.points([(75, 75), (90, 90)]), stem, vein])
        #expect(strokes.strokes.count == 5)
        // Away from any other stroke, two ends meeting are one line.
        #expect(DrawnStrokes(lines: [stem, Self.points([(50, 130), (80, 130)])]).strokes.count == 1)
    }

    @Test func aTJunctionCountsThePassingStrokeTwice() {
        let bar = Self.points([(0, 0), (100, 0)])
        let post = Self.points([(50, 0), (50, 50)])
        let strokes = DrawnStrokes(lines: [bar, post])
        let graph = strokes.graph
        #expect(graph.nodes.firstIndex(of: DrawnPoint(x: 50, y: 0)).map(graph.degree) == 3)
        #expect(Set(Self.oddPoints(strokes)) == Set(Self.points([(0, 0), (100, 0), (50, 0), (50, 50)])))
    }
}
