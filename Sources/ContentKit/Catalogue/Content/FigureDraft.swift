import MazeKit

/// What `figure add` makes of a designer's drawing before anything is written, and what its `--preview` page shows:
/// the file as it is, the lines read from it, the journey made of them, the path at every level, and every reason
/// the figure cannot be added (none when it can). Plain values, so the page depends on nothing that reads or writes
/// a file.
package struct FigureDraft: Sendable {
    /// One level of the config: its path, or why the figure cannot be drawn at it.
    package struct Level: Sendable {
        package var name: String
        /// The stroke the app draws, in canvas units.
        package var width: Int
        package var path: OrganicPath?
        package var problem: String?
        /// What the level's pen drew when the figure's lines could not be drawn apart at it; nil when they were
        /// drawn as they stand.
        package var pen: FigurePen.Drawing?

        package init(name: String, width: Int, path: OrganicPath?, problem: String?, pen: FigurePen.Drawing? = nil) {
            self.name = name
            self.width = width
            self.path = path
            self.problem = problem
            self.pen = pen
        }
    }

    /// The figure's id, as stories would name it.
    package var id: String
    /// The SVG file's name as the designer gave it (shown, never used as a path).
    package var fileName: String
    /// The SVG file as read (empty when it could not be).
    package var svgBytes: [UInt8] = []
    /// The lines the SVG draws, in the figure's units (the larger side 0 to 100).
    package var lines: [[DrawnPoint]] = []
    /// Filled shapes thin everywhere read as their centre lines (lines a drawing program exported as outlines).
    package var readAsCentreLines = 0
    /// Nil when the lines could not be made one journey.
    package var journey: DrawingJourney?
    /// The figure as figures.yaml would hold it.
    package var figure: Figure?
    /// The config's levels, easiest first, each tried.
    package var levels: [Level] = []
    /// The canvas the levels draw on.
    package var canvas: Canvas
    /// Why the figure cannot be added, a line each as the command prints it; empty when it can.
    package var problems: [String] = []

    package init(id: String, fileName: String, canvas: Canvas) {
        self.id = id
        self.fileName = fileName
        self.canvas = canvas
    }
}
