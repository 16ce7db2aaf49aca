/// The smallest upright rectangle holding some points of a drawing: what a drawing is fitted, placed and measured by.
package struct DrawnBox: Sendable, Equatable {
    package var minX: Double
    package var minY: Double
    package var maxX: Double
    package var maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Nil when there are no points. A coordinate that is not a number is compared as `min()` and `max()` compare
    /// it, so a damaged drawing's box shows it (a span that is not finite) instead of trapping.
    package init?(_ points: some Sequence<DrawnPoint>) {
        let points = Array(points)
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        self.init(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    package var width: Double { maxX - minX }
    package var height: Double { maxY - minY }
    /// The larger side.
    package var size: Double { max(width, height) }
    package var centre: DrawnPoint { DrawnPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }
    package var origin: DrawnPoint { DrawnPoint(x: minX, y: minY) }
}
