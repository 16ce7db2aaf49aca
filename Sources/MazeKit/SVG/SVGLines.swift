/// The lines an SVG draws and how their coordinates relate to the file's.
package struct SVGLines: Sendable {
    /// Each sub-path as a polyline.
    package var lines: [[DrawnPoint]]
    /// How much the root's `preserveAspectRatio="none"` widens the drawing against its height: the lines' x is the
    /// file's times this (1 for every other file).
    package var stretch: Double
    /// For each line, the shape drawn filled and not stroked it outlines (its sub-paths share the number); nil for
    /// a stroked line.
    package var filledShapes: [Int?]

    package init(lines: [[DrawnPoint]], stretch: Double, filledShapes: [Int?]? = nil) {
        self.lines = lines
        self.stretch = stretch
        self.filledShapes = filledShapes ?? lines.map { _ in nil }
    }

    /// A point of the root's user coordinates (a `--start` the designer read off the file) in the lines'.
    package func linePoint(fromFile point: DrawnPoint) -> DrawnPoint { DrawnPoint(x: point.x * stretch, y: point.y) }
}
