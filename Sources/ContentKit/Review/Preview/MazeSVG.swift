import ContentFormat
import MazeKit

/// One labyrinth drawn as the app draws it, straight from the file's own `path_data`: walls as thin
/// lines, corridors and organic paths as wide round-capped strokes of the file's `width`, on the story's
/// background; then the solution (hidden until the page's toggle shows it), the items, an avoid story's
/// obstacles (with the app's hit radius around each, shown with the solution), and the start and end markers.
enum MazeSVG {
    static let wallColour = "#22304a"
    /// Walls on a dark background (a night story) would vanish in the dark colour.
    static let wallColourOnDark = "#f3efe2"
    static let corridorColour = "#fffdf5"
    static let corridorEdgeColour = "#22304a"
    static let solutionColour = "#e6007e"
    static let hitRadiusColour = "#d64532"
    static let startColour = "#1f9d55"
    static let endColour = "#d64532"
    static let defaultBackground = "#ffffff"

    /// What is drawn on top of the paths, in the order the app layers it.
    struct Marks {
        var items: [MeasuredLabyrinth.Item]
        var obstacles: [MeasuredLabyrinth.Item]
        var start: DrawnPoint
        var end: DrawnPoint
        var itemSize: Double
        var markerRadius: Double
    }

    static func svg(_ facts: MeasuredLabyrinth, hitRadius: Double) -> String {
        let organicPath = facts.organicPath
        let drawing = facts.drawing
        let canvas = organicPath?.canvas ?? drawing?.input.canvas ?? ReconstructedMaze.Canvas(width: 600, height: 500)
        let label = HTMLText.escape("\(facts.id): \(facts.title)")
        var parts = [
            "<svg class=\"maze\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(canvas.width) \(canvas.height)\" role=\"img\" aria-label=\"\(label)\">",
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(canvas.width)\" height=\"\(canvas.height)\" fill=\"\(facts.backgroundColor ?? defaultBackground)\"/>",
        ]
        if let organicPath {
            parts += organicBody(
                organicPath, obstacles: facts.obstacles, hitRadius: hitRadius,
                completionRadius: facts.labyrinth?.profile.play.completionRadius)
        } else if let drawing {
            parts += body(
                drawing, obstacles: facts.obstacles, hitRadius: hitRadius, cellSize: facts.metrics?.cellSize,
                darkBackground: isDark(facts.backgroundColor ?? defaultBackground))
        } else {
            parts.append(
                "<text class=\"no-drawing\" x=\"\(canvas.width / 2)\" y=\"\(canvas.height / 2)\" text-anchor=\"middle\" "
                    + "font-size=\"28\" fill=\"\(endColour)\">no drawing to show</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// One winding path as the app draws it: the file's `svg_path` as a stroke `width` wide with round caps.
    /// Its solution is the control points' polyline, the line the app hit-tests the finger against.
    /// With the solutions, a ring of the app's completion radius round the end: a part of the stroke inside it
    /// before the end finishes the story there (`organic.earlyEnd`).
    static func organicBody(
        _ path: MeasuredLabyrinth.OrganicDrawing, obstacles: [MeasuredLabyrinth.Item], hitRadius: Double,
        completionRadius: Double? = nil
    ) -> [String] {
        let drawn = HTMLText.escape(path.svgPath)
        let polyline = path.controlPoints.enumerated().map { index, point in
            (index == 0 ? "M " : "L ") + HTMLText.number(point.x) + " " + HTMLText.number(point.y)
        }.joined(separator: " ")
        var parts = [
            stroke("path-edges", drawn, colour: corridorEdgeColour, width: path.width + 4, opacity: 0.45),
            stroke("organic-path", drawn, colour: corridorColour, width: path.width),
            // Dashed and thin: the polyline strays outside the rounded stroke at every bend, and is drawn only
            // because it is the line the app hit-tests (`segments`), not a route the child sees.
            stroke("solution", polyline, colour: solutionColour, width: 4, opacity: 0.8, dashes: "10 6"),
        ]
        if let completionRadius {
            parts.append(
                "<circle class=\"solution completion-radius\" cx=\"\(HTMLText.number(path.end.x))\" cy=\"\(HTMLText.number(path.end.y))\" "
                    + "r=\"\(HTMLText.number(completionRadius + path.width / 2))\" fill=\"none\" stroke=\"\(endColour)\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>"
            )
        }
        parts += marks(
            Marks(
                items: path.items, obstacles: obstacles, start: path.start, end: path.end,
                itemSize: clamp(path.width * 1.15, 10, 44), markerRadius: clamp(path.width * 0.62, 6, 18).rounded()),
            hitRadius: hitRadius)
        return parts
    }

    static func body(
        _ drawing: MeasuredLabyrinth.Drawing, obstacles: [MeasuredLabyrinth.Item], hitRadius: Double,
        cellSize knownCellSize: Int?, darkBackground: Bool
    ) -> [String] {
        // A drawing that could not be rebuilt has no known lattice; 40 keeps markers a sensible size.
        let cellSize = Double(knownCellSize ?? 40)
        let corridors = drawing.input.style == .corridor
        // Without a usable `width` the corridors are drawn half a cell wide.
        let pathWidth = drawing.width ?? cellSize / 2
        let path = HTMLText.escape(drawing.input.svgPath)
        var parts: [String] = []
        if corridors {
            let width = pathWidth
            parts.append(stroke("corridor-edges", path, colour: corridorEdgeColour, width: width + 4, opacity: 0.45))
            parts.append(stroke("corridors", path, colour: corridorColour, width: width))
        } else {
            let width = clamp(cellSize / 12, 2, 4)
            parts.append(
                "<path class=\"walls\" d=\"\(path)\" fill=\"none\" stroke=\"\(darkBackground ? wallColourOnDark : wallColour)\" stroke-width=\"\(HTMLText.number(width))\" "
                    + "stroke-linecap=\"square\"/>")
        }
        let solutionWidth = corridors ? clamp(pathWidth * 0.4, 4, 14) : clamp(cellSize * 0.28, 4, 14)
        parts.append(
            stroke(
                "solution", HTMLText.escape(drawing.input.solutionPath), colour: solutionColour, width: solutionWidth,
                opacity: 0.8))

        let itemSize = clamp(corridors ? min(cellSize * 0.62, pathWidth * 1.15) : cellSize * 0.62, 10, 44)
        let radius = clamp(corridors ? min(cellSize * 0.34, pathWidth * 0.62) : cellSize * 0.34, 6, 18).rounded()
        parts += marks(
            Marks(
                items: drawing.items, obstacles: obstacles, start: drawing.input.start, end: drawing.input.end,
                itemSize: itemSize, markerRadius: radius),
            hitRadius: hitRadius)
        return parts
    }

    /// Items, then obstacles, then start and end on top. Each obstacle's hit radius is a circle of the
    /// solution's class, so it shows with the solutions: where a finger would hit it.
    static func marks(_ marks: Marks, hitRadius: Double) -> [String] {
        var parts = marks.items.map { emoji("item", $0, size: marks.itemSize) }
        for obstacle in marks.obstacles {
            parts.append(
                "<circle class=\"solution hit-radius\" cx=\"\(HTMLText.number(obstacle.position.x))\" "
                    + "cy=\"\(HTMLText.number(obstacle.position.y))\" r=\"\(HTMLText.number(hitRadius))\" fill=\"\(hitRadiusColour)\" "
                    + "fill-opacity=\"0.25\" stroke=\"\(hitRadiusColour)\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>"
            )
            parts.append(emoji("obstacle", obstacle, size: marks.itemSize))
        }
        parts.append(marker("start", "S", marks.start, radius: marks.markerRadius, colour: startColour))
        parts.append(marker("end", "E", marks.end, radius: marks.markerRadius, colour: endColour))
        return parts
    }

    static func emoji(_ className: String, _ item: MeasuredLabyrinth.Item, size: Double) -> String {
        "<text class=\"\(className)\" x=\"\(HTMLText.number(item.position.x))\" y=\"\(HTMLText.number(item.position.y))\" "
            + "font-size=\"\(HTMLText.number(size.rounded()))\" text-anchor=\"middle\" dominant-baseline=\"central\">"
            + "\(HTMLText.escape(item.emoji))</text>"
    }

    static func stroke(
        _ className: String, _ escapedPath: String, colour: String, width: Double, opacity: Double = 1,
        dashes: String? = nil
    ) -> String {
        let opacityAttribute = opacity < 1 ? " stroke-opacity=\"\(HTMLText.number(opacity))\"" : ""
        let dashAttribute = dashes.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        return
            "<path class=\"\(className)\" d=\"\(escapedPath)\" fill=\"none\" stroke=\"\(colour)\"\(opacityAttribute)\(dashAttribute) "
            + "stroke-width=\"\(HTMLText.number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    static func marker(_ className: String, _ letter: String, _ point: DrawnPoint, radius: Double, colour: String)
        -> String
    {
        let x = HTMLText.number(point.x)
        let y = HTMLText.number(point.y)
        return
            "<g class=\"marker \(className)\"><circle class=\"\(className)\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(HTMLText.number(radius))\" "
            + "fill=\"\(colour)\" stroke=\"#ffffff\" stroke-width=\"2\"/>"
            + "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(HTMLText.number((radius * 1.1).rounded()))\" text-anchor=\"middle\" "
            + "dominant-baseline=\"central\" fill=\"#ffffff\" font-weight=\"bold\">\(letter)</text></g>"
    }

    /// Whether a `#RRGGBB` colour is dark enough that dark lines on it are hard to see (perceived lightness below 40%).
    static func isDark(_ colour: String) -> Bool {
        let digits = Array(colour.utf8.dropFirst())
        guard digits.count == 6 else { return false }
        func channel(_ index: Int) -> Double {
            let text = String(decoding: digits[(index * 2)..<(index * 2 + 2)], as: UTF8.self)
            return Double(Int(text, radix: 16) ?? 255) / 255
        }
        return 0.299 * channel(0) + 0.587 * channel(1) + 0.114 * channel(2) < 0.4
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(max(value, low), high) }
}
