import MazeKit

/// What `figure add --preview` shows of a designer's drawing before anything is written: the file as it is, the
/// lines read from it, what the journey made of them, the path at every level, and why it would be refused.
/// Plain values, so the page depends on nothing that reads or writes a file.
package struct FigurePreview: Sendable {
    /// One level of the config: its path, or why the figure cannot be drawn at it.
    package struct Level: Sendable {
        package var name: String
        /// The stroke the app draws, in canvas units.
        package var width: Int
        package var path: OrganicPath?
        package var problem: String?

        package init(name: String, width: Int, path: OrganicPath?, problem: String?) {
            self.name = name
            self.width = width
            self.path = path
            self.problem = problem
        }
    }

    /// The figure's id, as stories would name it.
    package var id: String
    /// What a person sees in it; nil when no figure was made.
    package var name: String?
    /// The SVG file's name as the designer gave it (shown, never used as a path).
    package var fileName: String
    /// The file as read; empty when it could not be.
    package var svgBytes: [UInt8]
    /// The lines as read, in the figure's units (the drawing's larger side 0 to 100).
    package var lines: [[DrawnPoint]]
    /// Nil when the lines could not be made one journey.
    package var journey: DrawingJourney?
    /// The config's levels, easiest first.
    package var levels: [Level]
    /// The canvas the levels draw on.
    package var canvas: Canvas
    /// Why the figure would be refused, a line each; empty when it would be added.
    package var problems: [String]

    package init(
        id: String, name: String?, fileName: String, svgBytes: [UInt8], lines: [[DrawnPoint]],
        journey: DrawingJourney?, levels: [Level], canvas: Canvas, problems: [String]
    ) {
        self.id = id
        self.name = name
        self.fileName = fileName
        self.svgBytes = svgBytes
        self.lines = lines
        self.journey = journey
        self.levels = levels
        self.canvas = canvas
        self.problems = problems
    }
}
