import ContentCatalogue
import ContentSupport
import MazeKit

/// What `figure add` makes of a drawing before anything is written: the lines as read, the journey made of them,
/// the path at each level, and every reason the figure cannot be added (none when it can).
package struct FigureDraft: Sendable {
    /// One level's path, or why the figure cannot be drawn at it.
    package struct Level: Sendable {
        package var name: String
        package var width: Int
        package var path: OrganicPath?
        package var problem: String?
    }

    /// The SVG file as read (empty when it could not be).
    package var svgBytes: [UInt8] = []
    /// The lines the SVG draws, in the figure's units (the larger side 0 to 100).
    package var lines: [[DrawnPoint]] = []
    /// Nil when the lines could not be made one journey.
    package var journey: DrawingJourney?
    /// The figure as figures.yaml would hold it.
    package var figure: Figure?
    /// The config's levels, easiest first, each tried.
    package var levels: [Level] = []
    /// Why the figure cannot be added; empty when it can.
    package var problems: [ImportProblem] = []
    /// The canvas the levels draw on.
    package var canvas: Canvas

    package init(canvas: Canvas) { self.canvas = canvas }

    /// What became of the drawing on the way, a line each, in the figure's units.
    package static func notes(_ journey: DrawingJourney) -> [String] {
        var notes = journey.leftOut.map { "left out " + $0.description }
        if !journey.joins.isEmpty {
            notes.append(
                "joined where lines cross, touch or stop just short: "
                    + journey.joins.map(\.bracketed).joined(separator: ", "))
        }
        for bridge in journey.bridges {
            notes.append(
                "bridged a part to the rest: a line from \(bridge[0].bracketed) to \(bridge[bridge.count - 1].bracketed)"
            )
        }
        for way in journey.retraced {
            let length = zip(way, way.dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
            notes.append(
                "the journey goes back over the line from \(way[0].bracketed) to \(way[way.count - 1].bracketed) "
                    + "(\(DrawnPoint.format((length * 10).rounded() / 10)) long), beside it")
        }
        if let opening = journey.opening {
            notes.append(
                "opened: no line had a free end, so the outline is cut between \(opening[0].bracketed) and "
                    + "\(opening[opening.count - 1].bracketed), the journey starting at one side and ending at the other"
            )
        }
        return notes
    }
}
