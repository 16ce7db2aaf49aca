#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines an SVG draws, read as a drawing program writes the file (Inkscape, Illustrator and Figma exports, icon
/// sets): `<path d>` with every command, elliptical arcs included (absolute and relative, implicit repeats),
/// `<polyline>`, `<polygon>`, `<line>`, `<rect>` (with rounded corners), `<circle>` and `<ellipse>`, inside `<svg>`,
/// `<g>`, `<a>` and `<switch>`, each with the `transform`s of its groups and its own; a `<use>` draws what it names
/// (from `<defs>`, a `<symbol>` or anywhere in the file) where it stands; a nested `<svg>` or a `<symbol>` places its
/// `viewBox` as its `preserveAspectRatio` says. Namespaced files are read by namespace (`svg:path`), not prefix;
/// elements of other namespaces (Inkscape's `sodipodi:namedview`), definitions (`<defs>`, clip paths, masks, markers,
/// symbols where they stand), styles, metadata, anything hidden with `display:none` and a shape with neither fill nor
/// stroke (an icon's bounding box) draw nothing. Text, pictures and foreign content, which draw what cannot be read
/// as lines, are refused with the element, its line and what to do.
///
/// Coordinates stay the SVG's own after the transforms, y down: a figure is fitted to the canvas, so only its
/// proportions count, and the root's `viewBox` changes them only where `preserveAspectRatio="none"` stretches it
/// (`SVGLines.stretch`). Stroke widths and colours do not matter.
public enum SVGDrawing {
    static let namespace = SVGDocument.svgNamespace

    /// Curves are flattened to straight pieces so that no point of the pieces is farther from the curve than this
    /// share of the drawing's larger side: 0.1 on a figure 100 across, half a canvas unit once fitted to the canvas.
    static let flatteningShare = 0.001

    /// Coordinates after the transforms lie within this of 0: a billion user units is far past any page a drawing
    /// program makes, and below it a curve's measures (squares of coordinates) stay far from overflowing.
    static let largestCoordinate = 1e9
    /// The drawing's larger side is at least this after the transforms: below it, the squares a curve is measured
    /// by would lose their digits.
    static let smallestSize = 1e-6
    /// The drawing's larger side is at least this share of its farthest coordinate, so that a tenth of the figure's
    /// units is still thousands of the coordinates' last digits.
    static let smallestShare = 1e-9

    /// Each sub-path of the drawing as a polyline; a closed one (`Z`, a polygon, a rect) ends at its first point.
    public static func lines(_ text: String) throws(SVGDrawingError) -> [[DrawnPoint]] {
        try read(text).lines
    }

    /// The drawing's lines within `limits`, with how their coordinates relate to the file's.
    package static func read(_ text: String, limits: SVGReadingLimits = SVGReadingLimits()) throws(SVGDrawingError)
        -> SVGLines
    {
        let document = try SVGDocument(text, limits: limits)
        let root = document.nodes[0]
        var viewport = (width: 100.0, height: 100.0)
        var stretch = 1.0
        if let box = try SVGViewBox.parse(root) {
            viewport = (box.width, box.height)
            // Only a stretch changes the drawing's proportions; the root's scale and shift are the canvas fit's.
            if box.stretches, let width = try length(root, "width", .x, within: viewport),
                let height = try length(root, "height", .y, within: viewport), width > 0, height > 0
            {
                stretch = (width / box.width) / (height / box.height)
            }
        } else if let width = try length(root, "width", .x, within: viewport),
            let height = try length(root, "height", .y, within: viewport), width > 0, height > 0
        {
            viewport = (width, height)
        }
        var elements = SVGElementWalk(document: document, limits: limits)
        try elements.draw(
            0,
            SVGElementWalk.Context(
                transform: SVGTransform(a: stretch), paint: Paint(), viewport: viewport, depth: 0))
        let (lines, fills) = try flattenedLines(elements.outlines, limits: limits)
        return SVGLines(lines: lines, stretch: stretch, filledShapes: fills)
    }

    private static func flattenedLines(_ outlines: [Outline], limits: SVGReadingLimits) throws(SVGDrawingError)
        -> (lines: [[DrawnPoint]], filledShapes: [Int?])
    {
        guard let box = DrawnBox(outlines.flatMap { [$0.start] + $0.pieces.flatMap(\.points) }) else {
            return ([], [])
        }
        let size = box.size
        let farthest = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
        if size > 0, size < smallestSize {
            throw SVGDrawingError(
                line: 0, expected: "a drawing at least a millionth of a user unit across after the transforms",
                found: "one \(SVGElementWalk.number(size)) across (a transform scales it down that far?); scale it up")
        }
        if size > 0, size < farthest * smallestShare {
            throw SVGDrawingError(
                line: 0,
                expected: "a drawing at least a billionth as large as its distance from the origin",
                found: "one \(SVGElementWalk.number(size)) across at \(SVGElementWalk.number(farthest)) from it "
                    + "(a transform scales it down that far?); scale it up or move it nearer the origin")
        }
        let tolerance = size * flatteningShare
        var lines: [[DrawnPoint]] = []
        var fills: [Int?] = []
        var points = 0
        for outline in outlines {
            let line = flattened(outline, tolerance: tolerance)
            guard line.count >= 2 else { continue }
            points += line.count
            guard points <= limits.points else {
                throw SVGDrawingError(
                    line: 0, expected: "at most \(limits.points) points once the curves are flattened",
                    found: "more; a figure is a few strokes a child traces: leave out hatching and texture")
            }
            lines.append(line)
            fills.append(outline.filledShape)
        }
        return (lines, fills)
    }

    // MARK: The file's elements

    /// A sub-path in the drawing's coordinates: curves kept as control points (a transform maps a Bézier curve's
    /// control points to the transformed curve's), flattened once the drawing's size is known.
    struct Outline {
        var start: DrawnPoint
        var pieces: [Piece] = []
        var closed = false
        /// Which shape drawn filled and not stroked this is an outline of (each drawing of a shape counted apart);
        /// nil when it is stroked, or paints nothing but its outline.
        var filledShape: Int? = nil

        func transformed(_ transform: SVGTransform) -> Outline {
            Outline(
                start: transform.apply(start), pieces: pieces.map { $0.transformed(transform) }, closed: closed,
                filledShape: filledShape)
        }
    }

    enum Piece {
        case line(DrawnPoint)
        case quadratic(DrawnPoint, DrawnPoint)
        case cubic(DrawnPoint, DrawnPoint, DrawnPoint)

        var points: [DrawnPoint] {
            switch self {
            case .line(let to): [to]
            case .quadratic(let control, let to): [control, to]
            case .cubic(let first, let second, let to): [first, second, to]
            }
        }

        var end: DrawnPoint {
            switch self {
            case .line(let to), .quadratic(_, let to), .cubic(_, _, let to): to
            }
        }

        func transformed(_ transform: SVGTransform) -> Piece {
            switch self {
            case .line(let to): .line(transform.apply(to))
            case .quadratic(let control, let to): .quadratic(transform.apply(control), transform.apply(to))
            case .cubic(let first, let second, let to):
                .cubic(transform.apply(first), transform.apply(second), transform.apply(to))
            }
        }
    }

    /// Elements whose children are drawn where they stand.
    static let groups: Set<Substring> = ["svg", "g", "a", "switch"]
    static let shapes: Set<Substring> = ["path", "polyline", "polygon", "line", "rect", "circle", "ellipse"]

    static func isHidden(_ element: SVGDocument.Node) -> Bool {
        element.attribute("display")?.trimmingSpaces == "none" || style(element, "display") == "none"
    }

    /// A property of the element's `style` attribute, which wins over the attribute of the same name.
    static func style(_ element: SVGDocument.Node, _ property: String) -> String? {
        guard let style = element.attribute("style") else { return nil }
        var found: String?
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingSpaces == property { found = parts[1].trimmingSpaces }
        }
        return found
    }

    // MARK: Shapes

    /// A shape's sub-paths in its own coordinates; `viewport` is what its percentages are of.
    static func shape(_ element: SVGDocument.Node, within viewport: (width: Double, height: Double))
        throws(SVGDrawingError) -> [Outline]
    {
        func at(_ attribute: String, _ axis: Axis) throws(SVGDrawingError) -> Double {
            try length(element, attribute, axis, within: viewport) ?? 0
        }
        switch element.local {
        case "path":
            guard let data = element.attribute("d") else { return [] }
            return try path(data, line: element.line)
        case "polyline", "polygon":
            let name = element.local
            let numbers = try numberList(element.attribute("points") ?? "", attribute: "points", line: element.line)
            guard numbers.count % 2 == 0 else {
                throw SVGDrawingError(
                    line: element.line, expected: "points as x,y pairs in <\(name) points>",
                    found: "\(numbers.count) numbers")
            }
            let points = stride(from: 0, to: numbers.count, by: 2).map {
                DrawnPoint(x: numbers[$0], y: numbers[$0 + 1])
            }
            guard let first = points.first else { return [] }
            return [Outline(start: first, pieces: points.dropFirst().map(Piece.line), closed: name == "polygon")]
        case "line":
            return [
                Outline(
                    start: DrawnPoint(x: try at("x1", .x), y: try at("y1", .y)),
                    pieces: [.line(DrawnPoint(x: try at("x2", .x), y: try at("y2", .y)))])
            ]
        case "rect":
            let x = try at("x", .x)
            let y = try at("y", .y)
            let width = try at("width", .x)
            let height = try at("height", .y)
            guard width > 0, height > 0 else { return [] }
            // SVG's rounded corners: a radius not given is the other one, each at most half its side.
            let givenX = try radius(element, "rx", .x, within: viewport)
            let givenY = try radius(element, "ry", .y, within: viewport)
            let rx = min(givenX ?? givenY ?? 0, width / 2)
            let ry = min(givenY ?? givenX ?? 0, height / 2)
            guard rx > 0, ry > 0 else {
                let corners = [
                    DrawnPoint(x: x + width, y: y), DrawnPoint(x: x + width, y: y + height),
                    DrawnPoint(x: x, y: y + height),
                ]
                return [Outline(start: DrawnPoint(x: x, y: y), pieces: corners.map(Piece.line), closed: true)]
            }
            return [roundedRect(x: x, y: y, width: width, height: height, rx: rx, ry: ry)]
        default:
            let centre = DrawnPoint(x: try at("cx", .x), y: try at("cy", .y))
            let rx: Double
            let ry: Double
            if element.local == "circle" {
                rx = try radius(element, "r", .diagonal, within: viewport) ?? 0
                ry = rx
            } else {
                // SVG 2: a radius not given is the other one.
                let givenX = try radius(element, "rx", .x, within: viewport)
                let givenY = try radius(element, "ry", .y, within: viewport)
                rx = givenX ?? givenY ?? 0
                ry = givenY ?? givenX ?? 0
            }
            guard rx > 0, ry > 0 else { return [] }
            return [ellipse(centre: centre, rx: rx, ry: ry)]
        }
    }

    /// The magic number of a cubic quarter circle: its controls this share of the radius along the tangents.
    private static let quarter = 0.5522847498

    /// Four cubic quarters, each within 0.03 % of the radius of the true ellipse.
    private static func ellipse(centre: DrawnPoint, rx: Double, ry: Double) -> Outline {
        let k = quarter
        func at(_ x: Double, _ y: Double) -> DrawnPoint { DrawnPoint(x: centre.x + x, y: centre.y + y) }
        return Outline(
            start: at(rx, 0),
            pieces: [
                .cubic(at(rx, k * ry), at(k * rx, ry), at(0, ry)),
                .cubic(at(-k * rx, ry), at(-rx, k * ry), at(-rx, 0)),
                .cubic(at(-rx, -k * ry), at(-k * rx, -ry), at(0, -ry)),
                .cubic(at(k * rx, -ry), at(rx, -k * ry), at(rx, 0)),
            ], closed: true)
    }

    /// Clockwise from the top side's left end, each corner a cubic quarter of the ellipse rx by ry.
    private static func roundedRect(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double)
        -> Outline
    {
        let k = quarter
        let (right, bottom) = (x + width, y + height)
        func p(_ x: Double, _ y: Double) -> DrawnPoint { DrawnPoint(x: x, y: y) }
        return Outline(
            start: p(x + rx, y),
            pieces: [
                .line(p(right - rx, y)),
                .cubic(p(right - rx + k * rx, y), p(right, y + ry - k * ry), p(right, y + ry)),
                .line(p(right, bottom - ry)),
                .cubic(p(right, bottom - ry + k * ry), p(right - rx + k * rx, bottom), p(right - rx, bottom)),
                .line(p(x + rx, bottom)),
                .cubic(p(x + rx - k * rx, bottom), p(x, bottom - ry + k * ry), p(x, bottom - ry)),
                .line(p(x, y + ry)),
                .cubic(p(x, y + ry - k * ry), p(x + rx - k * rx, y), p(x + rx, y)),
            ], closed: true)
    }

    /// What a percentage is of: the viewport's width, its height, or (for a circle's radius) its diagonal over √2.
    enum Axis { case x, y, diagonal }

    /// CSS's absolute units in user units (px).
    private static let units: [String: Double] = [
        "px": 1, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96, "pt": 96.0 / 72, "pc": 16,
    ]

    /// A geometry attribute: a number in user units, an absolute unit or a percentage of the viewport; nil when
    /// absent (or `auto`).
    static func length(
        _ element: SVGDocument.Node, _ attribute: String, _ axis: Axis,
        within viewport: (width: Double, height: Double)
    ) throws(SVGDrawingError) -> Double? {
        guard var text = element.attribute(attribute)?.trimmingSpaces, !text.isEmpty, text != "auto" else {
            return nil
        }
        var scale = 1.0
        if text.hasSuffix("%") {
            text.removeLast()
            let base: Double
            switch axis {
            case .x: base = viewport.width
            case .y: base = viewport.height
            case .diagonal:
                base = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
            }
            scale = base / 100
        } else if let unit = units[String(text.suffix(2))], text.count > 2 {
            text.removeLast(2)
            scale = unit
        }
        let numbers = try numberList(text, attribute: attribute, line: element.line)
        guard numbers.count == 1 else {
            throw SVGDrawingError(
                line: element.line,
                expected: "one length in \(attribute) (a number, in user units, px, mm, cm, in, pt, pc or %)",
                found: "\(attribute)=\"\(QuotedText.short(element.attribute(attribute) ?? ""))\"")
        }
        return numbers[0] * scale
    }

    /// A radius: a length that SVG does not allow below 0.
    private static func radius(
        _ element: SVGDocument.Node, _ attribute: String, _ axis: Axis,
        within viewport: (width: Double, height: Double)
    ) throws(SVGDrawingError) -> Double? {
        guard let value = try length(element, attribute, axis, within: viewport) else { return nil }
        guard value >= 0 else {
            throw SVGDrawingError(
                line: element.line, expected: "a radius of 0 or more in <\(element.local) \(attribute)>",
                found: "\(attribute)=\"\(QuotedText.short(element.attribute(attribute) ?? ""))\"")
        }
        return value
    }

    private static func numberList(_ text: String, attribute: String, line: Int) throws(SVGDrawingError) -> [Double] {
        var cursor = NumberCursor(bytes: Array(text.utf8), exponents: true)
        var numbers: [Double] = []
        cursor.skipSeparators()
        while !cursor.atEnd {
            do throws(SVGPathParseError) {
                numbers.append(try cursor.number())
            } catch {
                throw SVGDrawingError(
                    line: line, expected: "\(error.expected) at character \(error.offset + 1) of \(attribute)",
                    found: error.found)
            }
            cursor.skipSeparators()
        }
        return numbers
    }

    /// The sub-paths of a `d` attribute, in the element's own coordinates.
    static func path(_ data: String, line: Int) throws(SVGDrawingError) -> [Outline] {
        let commands: [CurveCommand]
        do throws(SVGPathParseError) {
            commands = try CurveCommandReader.read(data, grammar: .drawing)
        } catch {
            throw SVGDrawingError(
                line: line, expected: "\(error.expected) at character \(error.offset + 1) of the path's d",
                found: error.found)
        }
        var outlines: [Outline] = []
        var open: Outline?
        var current = DrawnPoint(x: 0, y: 0)
        var subPathStart = current
        // The last curve's second control point, for the reflection of `S` (after C or S) and `T` (after Q or T).
        var cubicControl: DrawnPoint?
        var quadraticControl: DrawnPoint?
        func finish() {
            if let outline = open, !outline.pieces.isEmpty { outlines.append(outline) }
            open = nil
        }
        for command in commands {
            let relative = command.letter >= UInt8(ascii: "a")
            let letter = relative ? command.letter - 32 : command.letter
            let n = command.numbers
            func point(_ index: Int) -> DrawnPoint {
                relative
                    ? DrawnPoint(x: current.x + n[index], y: current.y + n[index + 1])
                    : DrawnPoint(x: n[index], y: n[index + 1])
            }
            func reflected(_ control: DrawnPoint?) -> DrawnPoint {
                control.map { DrawnPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            if letter == UInt8(ascii: "M") {
                finish()
                current = point(0)
                subPathStart = current
                open = Outline(start: current)
                cubicControl = nil
                quadraticControl = nil
                continue
            }
            if letter == UInt8(ascii: "Z") {
                if var outline = open {
                    outline.closed = true
                    open = outline
                }
                finish()
                current = subPathStart
                cubicControl = nil
                quadraticControl = nil
                continue
            }
            if open == nil { open = Outline(start: current) }
            var nextCubic: DrawnPoint?
            var nextQuadratic: DrawnPoint?
            let piece: Piece
            var arcPieces: [Piece] = []
            switch letter {
            case UInt8(ascii: "H"):
                piece = .line(DrawnPoint(x: relative ? current.x + n[0] : n[0], y: current.y))
            case UInt8(ascii: "V"):
                piece = .line(DrawnPoint(x: current.x, y: relative ? current.y + n[0] : n[0]))
            case UInt8(ascii: "C"):
                nextCubic = point(2)
                piece = .cubic(point(0), point(2), point(4))
            case UInt8(ascii: "S"):
                nextCubic = point(0)
                piece = .cubic(reflected(cubicControl), point(0), point(2))
            case UInt8(ascii: "Q"):
                nextQuadratic = point(0)
                piece = .quadratic(point(0), point(2))
            case UInt8(ascii: "T"):
                let control = reflected(quadraticControl)
                nextQuadratic = control
                piece = .quadratic(control, point(0))
            case UInt8(ascii: "A"):
                let to = point(5)
                piece = .line(to)
                arcPieces =
                    SVGArc(
                        from: current, radii: (n[0], n[1]), rotation: n[2], largeArc: n[3] != 0, sweep: n[4] != 0,
                        to: to
                    ).pieces
            default:
                piece = .line(point(0))
            }
            if letter == UInt8(ascii: "A") {
                open?.pieces += arcPieces
            } else {
                open?.pieces.append(piece)
            }
            current = piece.end
            cubicControl = nextCubic
            quadraticControl = nextQuadratic
        }
        finish()
        return outlines
    }

    // MARK: Flattening

    /// Evenly spaced points along each curve, as many as keep the pieces within `tolerance` of it: straight pieces
    /// over a parameter step h stay within h² / 8 times the curve's largest second derivative, which for a Bézier
    /// curve is bounded by its control points' second differences.
    static func flattened(_ outline: Outline, tolerance: Double) -> [DrawnPoint] {
        var points = [outline.start]
        var current = outline.start
        func add(_ point: DrawnPoint) {
            if points.last != point { points.append(point) }
        }
        for piece in outline.pieces {
            switch piece {
            case .line(let to):
                add(to)
            case .quadratic(let control, let to):
                let bend = secondDifference(current, control, to)
                let count = pieceCount(bend / (4 * tolerance))
                for step in 1...count {
                    let t = Double(step) / Double(count)
                    let u = 1 - t
                    add(
                        DrawnPoint(
                            x: u * u * current.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * current.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .cubic(let first, let second, let to):
                let bend = max(secondDifference(current, first, second), secondDifference(first, second, to))
                let count = pieceCount(0.75 * bend / tolerance)
                for step in 1...count {
                    let t = Double(step) / Double(count)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    add(
                        DrawnPoint(
                            x: a * current.x + b * first.x + c * second.x + d * to.x,
                            y: a * current.y + b * first.y + c * second.y + d * to.y))
                }
            }
            current = piece.end
        }
        if outline.closed && points.last != outline.start { points.append(outline.start) }
        return points
    }

    private static func secondDifference(_ a: DrawnPoint, _ b: DrawnPoint, _ c: DrawnPoint) -> Double {
        let x = a.x - 2 * b.x + c.x
        let y = a.y - 2 * b.y + c.y
        return (x * x + y * y).squareRoot()
    }

    private static func pieceCount(_ squared: Double) -> Int {
        guard squared.isFinite, squared > 0 else { return 1 }
        return max(1, min(1_000, Int(squared.squareRoot().rounded(.up))))
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(
            drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed().drop {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
            }.reversed())
    }
}
