#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines an SVG draws, read as a drawing program writes the file (Inkscape, Illustrator and Figma exports):
/// `<path d>` with every command but the arc (absolute and relative, implicit repeats), `<polyline>`,
/// `<polygon>`, `<line>`, `<rect>`, `<circle>` and `<ellipse>`, inside `<svg>`, `<g>`, `<a>` and `<switch>`, each
/// with the `transform`s of its groups and its own. Namespaced files are read by namespace (`svg:path`), not
/// prefix; elements of other namespaces (Inkscape's `sodipodi:namedview`), definitions (`<defs>`, clip paths,
/// masks, markers, symbols), text, images and anything hidden with `display:none` draw nothing. A `<use>` (a clone)
/// is refused, as what it draws lives elsewhere in the file.
///
/// Coordinates stay the SVG's own after the transforms, y down; stroke widths, styles and the view box do not
/// matter (a figure is fitted to the canvas, only its proportions count).
public enum SVGDrawing {
    static let namespace = "http://www.w3.org/2000/svg"

    /// Curves are flattened to straight pieces so that no point of the pieces is farther from the curve than this
    /// share of the drawing's larger side: 0.1 on a figure 100 across, half a canvas unit once fitted to the canvas.
    static let flatteningShare = 0.001

    /// Each sub-path of the drawing as a polyline; a closed one (`Z`, a polygon, a rect) ends at its first point.
    public static func lines(_ text: String) throws(SVGDrawingError) -> [[DrawnPoint]] {
        let outlines = try outlines(text)
        let corners = outlines.flatMap { [$0.start] + $0.pieces.flatMap(\.points) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return [] }
        let size = max(maxX - minX, maxY - minY)
        guard size.isFinite else {
            throw SVGDrawingError(
                line: 0, expected: "coordinates that can be measured",
                found: "numbers so large that the drawing's size overflows; scale it down")
        }
        let tolerance = size * flatteningShare
        return outlines.compactMap { outline in
            let line = flattened(outline, tolerance: tolerance)
            return line.count >= 2 ? line : nil
        }
    }

    // MARK: The file's elements

    /// A sub-path in the drawing's coordinates: curves kept as control points (a transform maps a Bézier curve's
    /// control points to the transformed curve's), flattened once the drawing's size is known.
    struct Outline {
        var start: DrawnPoint
        var pieces: [Piece] = []
        var closed = false
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

        func transformed(_ transform: SVGTransform) -> Piece {
            switch self {
            case .line(let to): .line(transform.apply(to))
            case .quadratic(let control, let to): .quadratic(transform.apply(control), transform.apply(to))
            case .cubic(let first, let second, let to):
                .cubic(transform.apply(first), transform.apply(second), transform.apply(to))
            }
        }
    }

    private struct Scope {
        var name: String
        var line: Int
        var transform: SVGTransform
        var namespaces: [String: String]
        var drawn: Bool
    }

    /// Elements whose children are drawn.
    private static let groups: Set<String> = ["svg", "g", "a", "switch"]
    private static let shapes: Set<String> = ["path", "polyline", "polygon", "line", "rect", "circle", "ellipse"]

    static func outlines(_ text: String) throws(SVGDrawingError) -> [Outline] {
        var reader = MarkupReader(text)
        var scopes: [Scope] = []
        var sawRoot = false
        var outlines: [Outline] = []
        while let event = try reader.next() {
            switch event {
            case .start(let element):
                let parent = scopes.last
                var namespaces = parent?.namespaces ?? [:]
                for attribute in element.attributes {
                    if attribute.name == "xmlns" { namespaces[""] = attribute.value }
                    if attribute.name.hasPrefix("xmlns:") {
                        namespaces[String(attribute.name.dropFirst(6))] = attribute.value
                    }
                }
                let parts = element.name.split(separator: ":", maxSplits: 1).map(String.init)
                let prefix = parts.count == 2 ? parts[0] : ""
                let local = parts.last ?? ""
                let elementNamespace = namespaces[prefix]
                let isSVG = elementNamespace == namespace || (elementNamespace == nil && prefix.isEmpty)
                if !sawRoot {
                    guard isSVG, local == "svg" else {
                        throw SVGDrawingError(
                            line: element.line, expected: "<svg> as the file's first element",
                            found: "<\(element.name)>")
                    }
                    sawRoot = true
                } else if parent == nil {
                    throw SVGDrawingError(
                        line: element.line, expected: "nothing after </svg>", found: "<\(element.name)>")
                }
                let parentDrawn = parent?.drawn ?? true
                if parentDrawn, isSVG, local == "use" {
                    throw SVGDrawingError(
                        line: element.line, expected: "shapes drawn where they stand",
                        found:
                            "<use>, a clone; unlink it in the drawing program (Inkscape: Edit > Clone > Unlink Clone)")
                }
                let drawn =
                    parentDrawn && isSVG && !isHidden(element) && (groups.contains(local) || shapes.contains(local))
                var transform = parent?.transform ?? .identity
                if drawn, let own = element.attribute("transform") {
                    transform = transform.then(try SVGTransform.parse(own, line: element.line))
                }
                if drawn && shapes.contains(local) {
                    outlines += try shape(local, element).map { outline in
                        Outline(
                            start: transform.apply(outline.start),
                            pieces: outline.pieces.map { $0.transformed(transform) },
                            closed: outline.closed)
                    }
                }
                if !element.selfClosing {
                    scopes.append(
                        Scope(
                            name: element.name, line: element.line, transform: transform, namespaces: namespaces,
                            drawn: drawn))
                }
            case .end(let name, let line):
                guard let open = scopes.popLast() else {
                    throw SVGDrawingError(line: line, expected: "nothing after </svg>", found: "</\(name)>")
                }
                guard open.name == name else {
                    throw SVGDrawingError(
                        line: line, expected: "</\(open.name)> to close <\(open.name)> of line \(open.line)",
                        found: "</\(name)>")
                }
            }
        }
        if !sawRoot {
            throw SVGDrawingError(line: 0, expected: "an <svg> element", found: "none (is this an SVG file?)")
        }
        if let open = scopes.last {
            throw SVGDrawingError(
                line: 0, expected: "</\(open.name)> to close <\(open.name)> of line \(open.line)",
                found: "the end of the file")
        }
        return outlines
    }

    private static func isHidden(_ element: MarkupElement) -> Bool {
        if element.attribute("display") == "none" { return true }
        guard let style = element.attribute("style") else { return false }
        return style.split(separator: ";").contains { declaration in
            declaration.filter { $0 != " " } == "display:none"
        }
    }

    // MARK: Shapes

    private static func shape(_ name: String, _ element: MarkupElement) throws(SVGDrawingError) -> [Outline] {
        switch name {
        case "path":
            guard let data = element.attribute("d") else { return [] }
            return try path(data, line: element.line)
        case "polyline", "polygon":
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
            let x1 = try length(element, "x1")
            let y1 = try length(element, "y1")
            let x2 = try length(element, "x2")
            let y2 = try length(element, "y2")
            return [Outline(start: DrawnPoint(x: x1, y: y1), pieces: [.line(DrawnPoint(x: x2, y: y2))])]
        case "rect":
            let x = try length(element, "x")
            let y = try length(element, "y")
            let width = try length(element, "width")
            let height = try length(element, "height")
            guard width > 0, height > 0 else { return [] }
            let corners = [
                DrawnPoint(x: x + width, y: y), DrawnPoint(x: x + width, y: y + height),
                DrawnPoint(x: x, y: y + height),
            ]
            return [Outline(start: DrawnPoint(x: x, y: y), pieces: corners.map(Piece.line), closed: true)]
        default:
            let centre = DrawnPoint(x: try length(element, "cx"), y: try length(element, "cy"))
            let rx = try length(element, name == "circle" ? "r" : "rx")
            let ry = name == "circle" ? rx : try length(element, "ry")
            guard rx > 0, ry > 0 else { return [] }
            return [ellipse(centre: centre, rx: rx, ry: ry)]
        }
    }

    /// Four cubic quarters, each within 0.03 % of the radius of the true ellipse.
    private static func ellipse(centre: DrawnPoint, rx: Double, ry: Double) -> Outline {
        let k = 0.5522847498
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

    /// A geometry attribute: a number, optionally in `px` (the user unit); 0 when absent, as SVG defaults it.
    private static func length(_ element: MarkupElement, _ attribute: String) throws(SVGDrawingError) -> Double {
        guard var text = element.attribute(attribute)?.trimmingSpaces, !text.isEmpty else { return 0 }
        if text.hasSuffix("px") { text.removeLast(2) }
        let numbers = try numberList(text, attribute: attribute, line: element.line)
        guard numbers.count == 1 else {
            throw SVGDrawingError(
                line: element.line, expected: "one number (in user units or px) in \(attribute)",
                found: "\(attribute)=\"\(text)\"")
        }
        return numbers[0]
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
            default:
                piece = .line(point(0))
            }
            open?.pieces.append(piece)
            current = piece.points[piece.points.count - 1]
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
            current = piece.points[piece.points.count - 1]
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

extension String {
    var trimmingSpaces: String {
        String(
            drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed().drop {
                $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
            }.reversed())
    }
}
