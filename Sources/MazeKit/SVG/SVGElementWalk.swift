/// Whether a shape paints anything: fill and stroke inherit, the fill black and the stroke none unless said.
struct Paint {
    var fills = true
    var strokes = false
    var hidden = false

    var paints: Bool { (fills || strokes) && !hidden }

    /// What an element's own `fill`, `stroke` and `visibility` (attributes, or its `style`) make of its parent's.
    func inherited(by element: SVGDocument.Node) -> Paint {
        var paint = self
        func value(_ property: String) -> String? {
            SVGDrawing.style(element, property) ?? element.attribute(property)?.trimmingSpaces
        }
        if let fill = value("fill"), fill != "inherit" { paint.fills = fill != "none" }
        if let stroke = value("stroke"), stroke != "inherit" { paint.strokes = stroke != "none" }
        if let visibility = value("visibility"), visibility != "inherit" {
            paint.hidden = visibility == "hidden" || visibility == "collapse"
        }
        return paint
    }
}

/// The drawing's outlines, walked from the root with each element's transform, paint and viewport: every shape
/// drawn where it stands and again for each `<use>` that names it.
struct SVGElementWalk {
    struct Context {
        var transform: SVGTransform
        var paint: Paint
        /// What percentages are of.
        var viewport: (width: Double, height: Double)
        /// Elements inside each other so far, those a `<use>` draws counted inside it.
        var depth: Int
    }

    let document: SVGDocument
    let limits: SVGReadingLimits
    private(set) var outlines: [SVGDrawing.Outline] = []
    private var drawnElements = 0
    private var points = 0
    /// Shapes drawn filled and not stroked so far.
    private var filledShapes = 0
    /// The elements being drawn: a `<use>` naming one of them would draw itself without end.
    private var drawing: Set<Int> = []
    /// Each shape's outlines read once, however many `<use>`s draw it.
    private var read: [Int: [SVGDrawing.Outline]] = [:]

    /// Elements that draw what is not read as lines, and what a designer does about each.
    static let refused: [Substring: String] = [
        "text":
            "<text>: letters are not read as lines; convert them to paths (Inkscape: Path > Object to Path; "
            + "Illustrator: Type > Create Outlines) or delete them",
        "image": "<image>: a picture in the file cannot be traced; draw its lines as paths, or delete it",
        "foreignObject": "<foreignObject>: content that is not SVG is not read; delete it",
    ]

    init(document: SVGDocument, limits: SVGReadingLimits) {
        self.document = document
        self.limits = limits
    }

    /// `index` and what it holds.
    mutating func draw(_ index: Int, _ parent: Context) throws(SVGDrawingError) {
        let node = document.nodes[index]
        guard node.isSVG, !SVGDrawing.isHidden(node) else { return }
        drawnElements += 1
        guard drawnElements <= limits.drawnElements else {
            throw SVGDrawingError(
                line: node.line,
                expected: "at most \(limits.drawnElements) elements drawn (each <use> counting again what it draws)",
                found: "more at <\(QuotedText.short(node.name))>")
        }
        guard parent.depth < limits.depth else {
            throw SVGDrawingError(
                line: node.line,
                expected: "at most \(limits.depth) elements inside each other, counting what a <use> draws inside it",
                found: "<\(QuotedText.short(node.name))> deeper")
        }
        var context = parent
        context.depth += 1
        context.paint = parent.paint.inherited(by: node)
        if let own = node.attribute("transform") {
            context.transform = context.transform.then(try SVGTransform.parse(own, line: node.line))
            guard context.transform.isFinite else {
                throw SVGDrawingError(
                    line: node.line, expected: "transforms whose product stays a finite number",
                    found: "transform=\"\(QuotedText.short(own))\" scaling the drawing past any number; "
                        + "scale the drawing down in the drawing program")
            }
        }
        let local = node.local
        if local == "svg" && index != 0 {
            try placeViewport(of: node, in: &context, size: nil)
            try drawChildren(of: index, context)
        } else if local == "switch" {
            // Only the first child whose conditions hold: Illustrator writes its own data first, for itself alone.
            if let chosen = node.children.first(where: { Self.conditionsHold(document.nodes[$0]) }) {
                try drawChildren([chosen], of: index, context)
            }
        } else if SVGDrawing.groups.contains(local) {
            try drawChildren(of: index, context)
        } else if SVGDrawing.shapes.contains(local) {
            guard context.paint.paints else { return }
            try add(index, node, context)
        } else if local == "use" {
            try use(node, context)
        } else if let refusal = Self.refused[local], context.paint.paints {
            throw SVGDrawingError(line: node.line, expected: "shapes that draw lines", found: refusal)
        }
    }

    private mutating func drawChildren(of index: Int, _ context: Context) throws(SVGDrawingError) {
        try drawChildren(document.nodes[index].children, of: index, context)
    }

    private mutating func drawChildren(_ children: [Int], of index: Int, _ context: Context) throws(SVGDrawingError) {
        drawing.insert(index)
        for child in children { try draw(child, context) }
        drawing.remove(index)
    }

    /// SVG's conditional processing as a viewer without extensions answers it; languages and features all held.
    private static func conditionsHold(_ node: SVGDocument.Node) -> Bool {
        node.isSVG && node.attribute("requiredExtensions") == nil
    }

    /// A nested `<svg>` (or a `<symbol>` a `<use>` draws): its `viewBox` placed in the viewport x, y, width and
    /// height give it; `size` is what a `<use>` gives instead of its own width and height.
    private func placeViewport(
        of node: SVGDocument.Node, in context: inout Context, size: (width: Double?, height: Double?)?
    ) throws(SVGDrawingError) {
        let viewport = context.viewport
        let x = try SVGDrawing.length(node, "x", .x, within: viewport) ?? 0
        let y = try SVGDrawing.length(node, "y", .y, within: viewport) ?? 0
        let ownWidth = try SVGDrawing.length(node, "width", .x, within: viewport)
        let ownHeight = try SVGDrawing.length(node, "height", .y, within: viewport)
        let width = size?.width ?? ownWidth ?? viewport.width
        let height = size?.height ?? ownHeight ?? viewport.height
        guard let box = try SVGViewBox.parse(node) else {
            context.transform = context.transform.then(SVGTransform(e: x, f: y))
            context.viewport = (width, height)
            return
        }
        guard width > 0, height > 0 else {
            // SVG draws nothing in a viewport of no size.
            context.paint.hidden = true
            return
        }
        context.transform = context.transform.then(box.transform(x: x, y: y, width: width, height: height))
        context.viewport = (box.width, box.height)
    }

    /// What a `<use>` names, drawn at its x and y with its transform and paint.
    private mutating func use(_ node: SVGDocument.Node, _ parent: Context) throws(SVGDrawingError) {
        guard let reference = node.reference?.trimmingSpaces, !reference.isEmpty else { return }
        let quoted = "<use href=\"\(QuotedText.short(reference))\">"
        guard reference.hasPrefix("#") else {
            throw SVGDrawingError(
                line: node.line, expected: "a <use> naming an element of this file (#id)",
                found: "\(quoted), which names another file; copy what it draws into this one")
        }
        guard let target = document.ids[String(reference.dropFirst())] else {
            throw SVGDrawingError(
                line: node.line, expected: "an element with the id \(QuotedText.short(reference.dropFirst()))",
                found: "none for \(quoted)")
        }
        guard !drawing.contains(target) else {
            throw SVGDrawingError(
                line: node.line, expected: "a <use> that does not draw itself",
                found: "\(quoted) inside what it names (line \(document.nodes[target].line))")
        }
        var context = parent
        let viewport = context.viewport
        let x = try SVGDrawing.length(node, "x", .x, within: viewport) ?? 0
        let y = try SVGDrawing.length(node, "y", .y, within: viewport) ?? 0
        context.transform = context.transform.then(SVGTransform(e: x, f: y))
        let element = document.nodes[target]
        if element.isSVG && (element.local == "symbol" || element.local == "svg") {
            let width = try SVGDrawing.length(node, "width", .x, within: viewport)
            let height = try SVGDrawing.length(node, "height", .y, within: viewport)
            var placed = context
            placed.paint = context.paint.inherited(by: element)
            guard !SVGDrawing.isHidden(element) else { return }
            if let own = element.attribute("transform") {
                placed.transform = placed.transform.then(try SVGTransform.parse(own, line: element.line))
            }
            // The symbol's own x and y place it no further: the <use>'s did.
            var unplaced = element
            unplaced.attributes.removeAll { $0.name == "x" || $0.name == "y" }
            try placeViewport(of: unplaced, in: &placed, size: (width, height))
            drawing.insert(target)
            defer { drawing.remove(target) }
            placed.depth += 1
            try drawChildren(of: target, placed)
        } else {
            drawing.insert(target)
            defer { drawing.remove(target) }
            try draw(target, context)
        }
    }

    /// A shape's outlines in the drawing's coordinates, each point checked: a transform that throws the drawing
    /// past `largestCoordinate` (or beyond the numbers) is refused rather than measured wrongly.
    private mutating func add(_ index: Int, _ node: SVGDocument.Node, _ context: Context) throws(SVGDrawingError) {
        let own: [SVGDrawing.Outline]
        if let known = read[index] {
            own = known
        } else {
            own = try SVGDrawing.shape(node, within: context.viewport)
            read[index] = own
        }
        let filled = context.paint.fills && !context.paint.strokes ? filledShapes : nil
        if filled != nil { filledShapes += 1 }
        for outline in own {
            var placed = outline.transformed(context.transform)
            placed.filledShape = filled
            for point in [placed.start] + placed.pieces.flatMap(\.points) {
                guard abs(point.x) <= SVGDrawing.largestCoordinate, abs(point.y) <= SVGDrawing.largestCoordinate
                else {
                    let scale =
                        (abs(
                            context.transform.a * context.transform.d - context.transform.b
                                * context.transform.c)).squareRoot()
                    throw SVGDrawingError(
                        line: node.line,
                        expected: "coordinates within ±\(DrawnPoint.format(SVGDrawing.largestCoordinate)) "
                            + "after the transforms",
                        found: "<\(QuotedText.short(node.name))> at (\(Self.number(point.x)), "
                            + "\(Self.number(point.y))), its transforms scaling it by \(Self.number(scale)); "
                            + "scale the drawing down in the drawing program")
                }
            }
            points += 1 + placed.pieces.reduce(0) { $0 + $1.points.count }
            guard points <= limits.points else {
                throw SVGDrawingError(
                    line: node.line, expected: "at most \(limits.points) points in the drawing",
                    found: "more at <\(QuotedText.short(node.name))>; a figure is a few strokes a child traces")
            }
            outlines.append(placed)
        }
    }

    /// A number of any size, short: `1e+156` as `1e156`, ordinary ones as the figure library writes them.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "infinity" : value < 0 ? "-infinity" : "not a number" }
        if abs(value) < 1e7 && (abs(value) >= 1e-3 || value == 0) { return DrawnPoint.format(value) }
        return String(String(value).filter { $0 != "+" })
    }
}
