import Foundation
import Testing

@testable import MazeKit

/// What drawing programs and icon sets write: elliptical arcs (rounded corners, circles drawn as two arcs, in absolute
/// and relative form, minified flags), rounded rects, ellipses, `<use>` of `<defs>` and `<symbol>`s, view boxes.
/// Each drawing here is made for the test; arcs are checked against points worked out from the circle or ellipse
/// itself, not by the reader's own conversion.
@Suite("SVG drawings as drawing programs export them")
struct SVGExportTests {
    static func svg(_ body: String, root: String = "viewBox=\"0 0 100 100\"") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\(body)</svg>"
    }

    static func lines(_ body: String) throws -> [[DrawnPoint]] { try SVGDrawing.lines(svg(body)) }

    static func distance(_ a: DrawnPoint, _ b: DrawnPoint) -> Double { a.distance(to: b) }

    /// Whether every point of `line` is within `within` of the ellipse centred at `centre` with radii rx, ry
    /// turned by `degrees`: its equation, worked from the point.
    static func onEllipse(
        _ line: [DrawnPoint], centre: DrawnPoint, rx: Double, ry: Double, degrees: Double = 0, within: Double
    ) -> Bool {
        let angle = degrees * .pi / 180
        return line.allSatisfy { point in
            let dx = point.x - centre.x
            let dy = point.y - centre.y
            let u = cos(angle) * dx + sin(angle) * dy
            let v = -sin(angle) * dx + cos(angle) * dy
            // Near the curve, the equation's error over its gradient is the distance to it.
            let value = (u * u) / (rx * rx) + (v * v) / (ry * ry) - 1
            let gradient = 2 * ((u * u) / (rx * rx * rx * rx) + (v * v) / (ry * ry * ry * ry)).squareRoot()
            return abs(value) / gradient <= within
        }
    }

    // MARK: Arcs

    /// Icon sets draw a circle as two half arcs: every point on the circle, the ends where the arcs start.
    @Test func aCircleOfTwoArcsLiesOnTheCircle() throws {
        let absolute = try #require(
            try Self.lines("<path d='M 20 50 A 30 30 0 0 1 80 50 A 30 30 0 0 1 20 50 Z'/>").first)
        #expect(Self.onEllipse(absolute, centre: DrawnPoint(x: 50, y: 50), rx: 30, ry: 30, within: 0.1))
        #expect(absolute.first == DrawnPoint(x: 20, y: 50) && absolute.last == DrawnPoint(x: 20, y: 50))
        // Sweep 1 (clockwise on the screen, y down) from the left passes the top (50, 20) first.
        let xs = absolute.map(\.x)
        let ys = absolute.map(\.y)
        #expect(abs((ys.min() ?? 0) - 20) < 0.01 && abs((ys.max() ?? 0) - 80) < 0.01)
        #expect(abs((xs.min() ?? 0) - 20) < 0.01 && abs((xs.max() ?? 0) - 80) < 0.01)
        let top = try #require(absolute.firstIndex { $0.y < 21 })
        let bottom = try #require(absolute.firstIndex { $0.y > 79 })
        #expect(top < bottom)
        // Tabler's and Feather's way: relative, a move to the left edge, flags without separators (svgo's output).
        let relative = try #require(try Self.lines("<path d='M50 50m-30 0a30 30 0 1 0 60 0a30 30 0 1 0-60 0'/>").first)
        #expect(Self.onEllipse(relative, centre: DrawnPoint(x: 50, y: 50), rx: 30, ry: 30, within: 0.1))
        #expect(
            try Self.lines("<path d='M50 50m-30 0a30 30 0 1 0 60 0a30 30 0 1 0-60 0'/>")
                == Self.lines("<path d='M50 50m-30 0a30 30 0 10 60 0a30 30 0 10-60 0'/>"))
    }

    @Test func relativeAndAbsoluteArcsDrawTheSame() throws {
        let absolute = try Self.lines("<path d='M 10 10 L 40 10 A 10 10 0 0 1 50 20 L 50 60 A 20 10 30 1 0 30 70'/>")
        let relative = try Self.lines("<path d='m 10 10 l 30 0 a 10 10 0 0 1 10 10 l 0 40 a 20 10 30 1 0 -20 10'/>")
        #expect(absolute.count == 1 && relative.count == 1)
        #expect(absolute[0].count == relative[0].count)
        #expect(zip(absolute[0], relative[0]).allSatisfy { Self.distance($0, $1) < 1e-9 })
    }

    /// A rounded corner: a quarter of the circle of radius 10 about (40, 20), from its top to its right.
    @Test func aRoundedCornerIsAQuarterCircle() throws {
        let line = try #require(try Self.lines("<path d='M 10 10 H 40 A 10 10 0 0 1 50 20 V 60'/>").first)
        let corner = line.filter { $0.x > 40 && $0.y < 20 }
        #expect(corner.count >= 3)
        #expect(Self.onEllipse(corner, centre: DrawnPoint(x: 40, y: 20), rx: 10, ry: 10, within: 0.05))
        // The corner's middle, at 45 degrees, lies on the flattened line.
        let middle = DrawnPoint(x: 40 + 10 / 2.0.squareRoot(), y: 20 - 10 / 2.0.squareRoot())
        #expect(middle.distance(toLine: line) < 0.06)
    }

    /// Radii too small to reach the end are scaled up until they do: a half circle on the ends' middle.
    @Test func radiiTooSmallAreScaledUp() throws {
        let small = try #require(try Self.lines("<path d='M 0 50 A 1 1 0 0 1 100 50'/>").first)
        #expect(Self.onEllipse(small, centre: DrawnPoint(x: 50, y: 50), rx: 50, ry: 50, within: 0.1))
        #expect(small.allSatisfy { $0.y <= 50 + 1e-9 })
        #expect(abs((small.map(\.y).min() ?? 0) - 0) < 0.01)
        // An ellipse's radii keep their ratio: 2 by 1 scaled to reach 100 across turned by nothing is 50 by 25.
        let ellipse = try #require(try Self.lines("<path d='M 0 50 A 4 2 0 0 0 100 50'/>").first)
        #expect(Self.onEllipse(ellipse, centre: DrawnPoint(x: 50, y: 50), rx: 50, ry: 25, within: 0.1))
        #expect(abs((ellipse.map(\.y).max() ?? 0) - 75) < 0.01)
    }

    @Test func aZeroRadiusIsALineAndAnArcToItsStartIsLeftOut() throws {
        #expect(
            try Self.lines("<path d='M 0 0 A 0 5 0 0 1 10 10'/>") == [
                [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 10)]
            ])
        #expect(
            try Self.lines("<path d='M 0 0 a 5 0 0 0 1 10 10'/>") == [
                [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 10)]
            ])
        #expect(
            try Self.lines("<path d='M 0 0 L 10 0 A 5 5 0 0 1 10 0 L 10 10'/>") == [
                [DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 0), DrawnPoint(x: 10, y: 10)]
            ])
    }

    /// The four arcs between two points, by the flags: the large ones go round the far side.
    @Test func theFlagsChooseAmongTheFourArcs() throws {
        func arc(_ large: Int, _ sweep: Int) throws -> [DrawnPoint] {
            try #require(try Self.lines("<path d='M 40 50 A 20 20 0 \(large) \(sweep) 60 50'/>").first)
        }
        // Circles of radius 20 through (40, 50) and (60, 50) have centres (50, 50 ± √300).
        let offset = 300.0.squareRoot()
        let up = DrawnPoint(x: 50, y: 50 - offset)
        let down = DrawnPoint(x: 50, y: 50 + offset)
        for (large, sweep, centre) in [(0, 0, up), (0, 1, down), (1, 0, down), (1, 1, up)] {
            let line = try arc(large, sweep)
            #expect(Self.onEllipse(line, centre: centre, rx: 20, ry: 20, within: 0.05), "\(large) \(sweep)")
            let span = (line.map(\.y).max() ?? 0) - (line.map(\.y).min() ?? 0)
            #expect(large == 1 ? span > 20 : span < 20, "\(large) \(sweep): \(span)")
        }
    }

    /// A rotated ellipse's arc under a group's transform: the arc of the transformed ellipse.
    @Test func aRotatedArcUnderATransformLiesOnTheTransformedEllipse() throws {
        // Half of the ellipse 30 by 10 turned 30 degrees about (50, 50): its ends at ±30 along the turned axis.
        let angle = 30 * Double.pi / 180
        let start = DrawnPoint(x: 50 - 30 * cos(angle), y: 50 - 30 * sin(angle))
        let end = DrawnPoint(x: 50 + 30 * cos(angle), y: 50 + 30 * sin(angle))
        let d = "M \(start.x) \(start.y) A 30 10 30 0 1 \(end.x) \(end.y)"
        let plain = try #require(try Self.lines("<path d='\(d)'/>").first)
        #expect(Self.onEllipse(plain, centre: DrawnPoint(x: 50, y: 50), rx: 30, ry: 10, degrees: 30, within: 0.1))
        // Translated and scaled by 2: the ellipse 60 by 20 about (110, 100).
        let moved = try #require(try Self.lines("<g transform='translate(10 0) scale(2)'><path d='\(d)'/></g>").first)
        #expect(Self.onEllipse(moved, centre: DrawnPoint(x: 110, y: 100), rx: 60, ry: 20, degrees: 30, within: 0.2))
    }

    @Test func aBadArcFlagIsNamed() {
        let error = #expect(throws: SVGDrawingError.self) { try Self.lines("<path d='M 0 0 A 5 5 0 2 1 10 0'/>") }
        #expect(error?.description == "line 1: expected an arc flag, 0 or 1 at character 15 of the path's d, found '2'")
    }

    // MARK: Shapes

    @Test func aRectWithRoundedCornersIsLinesAndQuarterEllipses() throws {
        let line = try #require(try Self.lines("<rect x='10' y='20' width='60' height='40' rx='10' ry='5'/>").first)
        #expect(line.first == DrawnPoint(x: 20, y: 20) && line.last == line.first)
        #expect(line.contains(DrawnPoint(x: 60, y: 20)) && line.contains(DrawnPoint(x: 70, y: 25)))
        let corner = line.filter { $0.x >= 60 && $0.y <= 25 }
        #expect(Self.onEllipse(corner, centre: DrawnPoint(x: 60, y: 25), rx: 10, ry: 5, within: 0.05))
        // One radius given is both; radii past half a side are half of it.
        #expect(
            try Self.lines("<rect width='60' height='40' rx='10'/>")
                == Self.lines("<rect width='60' height='40' rx='10' ry='10'/>"))
        // ry 50 is rx too, then each is cut to half its side: 30 by 10, the rect's ends two half ellipses.
        let pill = try #require(try Self.lines("<rect width='60' height='20' ry='50'/>").first)
        #expect(Self.onEllipse(pill, centre: DrawnPoint(x: 30, y: 10), rx: 30, ry: 10, within: 0.05))
        let negative = #expect(throws: SVGDrawingError.self) { try Self.lines("<rect width='6' height='4' rx='-1'/>") }
        #expect(negative?.description.contains("a radius of 0 or more in <rect rx>") == true)
    }

    @Test func anEllipseWithOneRadiusIsACircleAndLengthsTakeUnits() throws {
        let circle = try #require(try Self.lines("<ellipse cx='50' cy='50' rx='20'/>").first)
        #expect(Self.onEllipse(circle, centre: DrawnPoint(x: 50, y: 50), rx: 20, ry: 20, within: 0.05))
        let inches = try #require(try Self.lines("<circle cx='1in' cy='50%' r='10mm'/>").first)
        #expect(
            Self.onEllipse(inches, centre: DrawnPoint(x: 96, y: 50), rx: 96 / 2.54, ry: 96 / 2.54, within: 0.05))
    }

    // MARK: Use and defs

    /// Inkscape's clone and Illustrator's symbol: each draws what it names where it stands.
    @Test func aUseDrawsWhatItNamesAtItsPlace() throws {
        let lines = try Self.lines(
            """
            <defs><path id="petal" d="M 0 0 L 10 0"/></defs>
            <use href="#petal" x="5" y="5"/>
            <use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#petal" transform="rotate(90)"/>
            <symbol id="mark" viewBox="0 0 10 10"><path d="M 0 0 L 10 10"/></symbol>
            <use href="#mark" x="50" y="50" width="20" height="20"/>
            """)
        #expect(lines.count == 3)
        #expect(lines[0] == [DrawnPoint(x: 5, y: 5), DrawnPoint(x: 15, y: 5)])
        #expect(lines[1].count == 2 && Self.distance(lines[1][1], DrawnPoint(x: 0, y: 10)) < 1e-9)
        #expect(lines[2] == [DrawnPoint(x: 50, y: 50), DrawnPoint(x: 70, y: 70)])
        // A shape used before it is defined, and one used twice.
        let later = try Self.lines("<use href='#a'/><use href='#a' x='1'/><g id='a'><path d='M 0 0 L 1 0'/></g>")
        #expect(later.count == 3)
    }

    @Test func aUseTakesItsPaintNotTheDefinitionsPlace() throws {
        let body = "<defs><path id='p' d='M 0 0 L 10 0'/></defs>"
        #expect(try Self.lines(body + "<use href='#p' fill='none'/>").isEmpty)
        #expect(try Self.lines(body + "<use href='#p' fill='none' stroke='#000'/>").count == 1)
    }

    // MARK: View boxes

    @Test func aNestedViewBoxIsPlacedAsPreserveAspectRatioSays() throws {
        func placed(_ aspect: String) throws -> [DrawnPoint] {
            try #require(
                try Self.lines(
                    "<svg x='10' y='10' width='40' height='20' viewBox='0 0 10 10' preserveAspectRatio='\(aspect)'>"
                        + "<path d='M 0 0 L 10 10'/></svg>"
                ).first)
        }
        // Fitted whole: scale 2, centred along x by default, to the left with xMin.
        #expect(try placed("xMidYMid meet") == [DrawnPoint(x: 20, y: 10), DrawnPoint(x: 40, y: 30)])
        #expect(try placed("xMinYMin") == [DrawnPoint(x: 10, y: 10), DrawnPoint(x: 30, y: 30)])
        // Covering: scale 4, centred along y.
        #expect(try placed("xMidYMid slice") == [DrawnPoint(x: 10, y: 0), DrawnPoint(x: 50, y: 40)])
        #expect(try placed("none") == [DrawnPoint(x: 10, y: 10), DrawnPoint(x: 50, y: 30)])
    }

    /// The root's own box changes a drawing's proportions only where `none` stretches it; its coordinates stay the
    /// file's otherwise.
    @Test func theRootsViewBoxStretchesOnlyWithNone() throws {
        let body = "<path d='M 0 0 L 10 10'/>"
        let fitted = try SVGDrawing.read(Self.svg(body, root: "width='200mm' height='100mm' viewBox='0 0 10 10'"))
        #expect(fitted.lines == [[DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 10)]] && fitted.stretch == 1)
        let stretched = try SVGDrawing.read(
            Self.svg(body, root: "width='200' height='100' viewBox='0 0 10 10' preserveAspectRatio='none'"))
        #expect(stretched.lines == [[DrawnPoint(x: 0, y: 0), DrawnPoint(x: 20, y: 10)]] && stretched.stretch == 2)
        let bad = #expect(throws: SVGDrawingError.self) {
            try SVGDrawing.lines(Self.svg(body, root: "viewBox='0 0 0 10'"))
        }
        #expect(bad?.description.contains("with a width and height above 0") == true)
    }

    // MARK: What is not read

    @Test func textPicturesAndForeignContentAreRefusedWithWhatToDo() throws {
        for (element, says) in [
            ("<text x='0' y='0'>A</text>", "convert them to paths"),
            ("<image href='a.png'/>", "draw its lines as paths"),
            ("<foreignObject/>", "delete it"),
        ] {
            let error = #expect(throws: SVGDrawingError.self) { try SVGDrawing.lines(Self.svg("\n" + element)) }
            #expect(error?.line == 2 && error?.description.contains(says) == true, "\(String(describing: error))")
        }
        // Hidden, or in definitions, they draw nothing to refuse.
        #expect(throws: Never.self) { try Self.lines("<defs><text>A</text></defs><g display='none'><image/></g>") }
        // Illustrator's own data in a <switch>, for itself alone, before the drawing.
        #expect(
            try Self.lines(
                "<switch><foreignObject requiredExtensions='http://ns.adobe.com/AdobeIllustrator/10.0/'/>"
                    + "<g><path d='M 0 0 L 1 1'/></g></switch>") == [[DrawnPoint(x: 0, y: 0), DrawnPoint(x: 1, y: 1)]])
    }
}
