import MazeKit

/// One labyrinth drawn as the app draws it, straight from the file's own `path_data`: walls as thin
/// lines, corridors as wide round-capped strokes of the file's `width`, on the story's background;
/// then the solution (hidden until the page's toggle shows it), the items, and the start and end markers.
enum MazeSVG {
    static let wallColour = "#22304a"
    /// Walls on a dark background (a night story) would vanish in the dark colour.
    static let wallColourOnDark = "#f3efe2"
    static let corridorColour = "#fffdf5"
    static let corridorEdgeColour = "#22304a"
    static let solutionColour = "#e6007e"
    static let startColour = "#1f9d55"
    static let endColour = "#d64532"
    static let defaultBackground = "#ffffff"

    static func svg(_ facts: MeasuredLabyrinth) -> String {
        let drawing = facts.drawing
        let canvas = drawing?.input.canvas ?? ReconstructedMaze.Canvas(width: 600, height: 500)
        let label = HTMLText.escape("\(facts.id): \(facts.title)")
        var parts = [
            "<svg class=\"maze\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(canvas.width) \(canvas.height)\" role=\"img\" aria-label=\"\(label)\">",
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(canvas.width)\" height=\"\(canvas.height)\" fill=\"\(facts.backgroundColor ?? defaultBackground)\"/>",
        ]
        if let drawing {
            parts += body(drawing, cellSize: facts.metrics?.cellSize, darkBackground: isDark(facts.backgroundColor ?? defaultBackground))
        } else {
            parts.append("<text class=\"no-drawing\" x=\"\(canvas.width / 2)\" y=\"\(canvas.height / 2)\" text-anchor=\"middle\" "
                         + "font-size=\"28\" fill=\"\(endColour)\">no drawing to show</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    static func body(_ drawing: MeasuredLabyrinth.Drawing, cellSize knownCellSize: Int?, darkBackground: Bool) -> [String] {
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
            parts.append("<path class=\"walls\" d=\"\(path)\" fill=\"none\" stroke=\"\(darkBackground ? wallColourOnDark : wallColour)\" stroke-width=\"\(HTMLText.number(width))\" "
                         + "stroke-linecap=\"square\"/>")
        }
        let solutionWidth = corridors ? clamp(pathWidth * 0.4, 4, 14) : clamp(cellSize * 0.28, 4, 14)
        parts.append(stroke("solution", HTMLText.escape(drawing.input.solutionPath), colour: solutionColour, width: solutionWidth, opacity: 0.8))

        let itemSize = clamp(corridors ? min(cellSize * 0.62, pathWidth * 1.15) : cellSize * 0.62, 10, 44)
        for item in drawing.items {
            parts.append("<text class=\"item\" x=\"\(HTMLText.number(item.position.x))\" y=\"\(HTMLText.number(item.position.y))\" "
                         + "font-size=\"\(HTMLText.number(itemSize.rounded()))\" text-anchor=\"middle\" dominant-baseline=\"central\">"
                         + "\(HTMLText.escape(item.emoji))</text>")
        }
        let radius = clamp(corridors ? min(cellSize * 0.34, pathWidth * 0.62) : cellSize * 0.34, 6, 18).rounded()
        parts.append(marker("start", "S", drawing.input.start, radius: radius, colour: startColour))
        parts.append(marker("end", "E", drawing.input.end, radius: radius, colour: endColour))
        return parts
    }

    static func stroke(_ className: String, _ escapedPath: String, colour: String, width: Double, opacity: Double = 1) -> String {
        let opacityAttribute = opacity < 1 ? " stroke-opacity=\"\(HTMLText.number(opacity))\"" : ""
        return "<path class=\"\(className)\" d=\"\(escapedPath)\" fill=\"none\" stroke=\"\(colour)\"\(opacityAttribute) "
            + "stroke-width=\"\(HTMLText.number(width))\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    static func marker(_ className: String, _ letter: String, _ point: DrawnPoint, radius: Double, colour: String) -> String {
        let x = HTMLText.number(point.x), y = HTMLText.number(point.y)
        return "<g class=\"marker \(className)\"><circle class=\"\(className)\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(HTMLText.number(radius))\" "
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
