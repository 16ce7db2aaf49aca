import ContentCatalogue
import ContentSupport
import LabyrinthKit
import MazeKit

/// An organic story no figure of the library draws, imported with fresh mazes: its shipped drawing (the control
/// points of its hardest level, the finest) becomes a figure of its own, `story_<number>`, named after the story's
/// title, so generate remakes it as a finishable version of the same picture (`TracedFigure`: the end cut back
/// to where it is met once, the path split where it meets itself).
enum ShippedFigure {
    static func id(story number: Int) -> String { "story_\(number)" }

    /// The figure, or nil with a note saying why the story keeps no figure; a library figure of the same id that
    /// is another picture is a problem.
    static func make(
        _ story: Story, levels: [SourceLevel], config: MazegenConfig, library: FigureLibrary,
        findings: inout ImportFindings
    ) -> Figure? {
        guard let finest = levels.last, let shipped = finest.labyrinth.pathData.controlPoints else { return nil }
        let id = id(story: story.number)
        // The figure is drawn at every level, so its end must be clear for the widest stroke and the loosest finger.
        let clearances = Array(
            Set(
                config.levels.map {
                    StrokeCheck.endReach(
                        radius: config.play.completionRadius, width: Double($0.organicPath.width),
                        tolerance: Double($0.pathTolerance))
                })
        )
        .sorted(by: >)
        let meet = Double(config.levels.map(\.organicPath.width).max() ?? 0)
        let minStartEnd = config.play.strokeRules(tolerance: 0).minStartEndDistance
        let path = shipped.map { DrawnPoint(x: $0.x, y: $0.y) }
        // The tracing samples the path every few units and compares the samples with the segments before them: a
        // drawing off the canvas (a hostile file's 1e300) or beyond a figure's points would take it without bound.
        let canvas = config.canvas
        let onCanvas = path.allSatisfy {
            (0...Double(canvas.width)).contains($0.x) && (0...Double(canvas.height)).contains($0.y)
        }
        guard onCanvas, path.count <= Figure.maxPoints else {
            findings.note(
                finest.file,
                "its organic path has \(path.count) control points\(onCanvas ? "" : ", some off the \(canvas.width) x \(canvas.height) canvas"); "
                    + "a figure is traced only from one on the canvas with at most \(Figure.maxPoints) points, so it became no figure; "
                    + "add one to figures.yaml and name it with `figure:` in the story")
            return nil
        }
        // Generate fits the figure into the frame again; measured on the shipped canvas, every distance shrinks by
        // that scale. (Cutting the end back can only narrow the drawing, which the fit then makes larger: safe.)
        let scale = fitScale(path, config: config)
        guard
            let traced = TracedFigure.trace(
                path, meet: meet / scale, clearances: clearances.map { $0 / scale },
                minStartEnd: minStartEnd / scale)
        else {
            findings.note(
                finest.file,
                "its organic path has no point to end at that the path does not pass near before "
                    + "(\(clearances.map(number).joined(separator: " or ")) clear, \(number(minStartEnd)) "
                    + "from the start), so it became no figure; add one to figures.yaml and name it with `figure:` in the story"
            )
            return nil
        }
        let strokes = DrawnStrokes(lines: traced.strokes)
        let start = strokes.placed(traced.start)
        let end = strokes.placed(traced.end)
        let figure = Figure(
            id: id, name: story.title, strokes: strokes.strokes.map { $0.map { [$0.x, $0.y] } },
            start: [start.x, start.y], end: [end.x, end.y])
        if let existing = library.figure(id: id) {
            if existing.strokes == figure.strokes && existing.start == figure.start && existing.end == figure.end {
                return existing
            }
            findings.problem(
                FigureLibrary.fileName,
                "already has a figure `\(id)` that is not the drawing of story \(story.number) "
                    + "(\(finest.file)); rename or remove it, then import again")
            return nil
        }
        if let problem = figure.drawing.problems.first {
            findings.note(
                finest.file, "its organic path traced as a figure is not one line (\(problem)); it became no figure")
            return nil
        }
        let cut =
            traced.clearance * scale < (clearances.first ?? 0) - 1e-9
            ? " (clear by \(number((traced.clearance * scale * 10).rounded() / 10)) once fitted, enough only for the narrower strokes)"
            : ""
        findings.note(
            finest.file,
            "its organic path became figure `\(id)` in \(FigureLibrary.fileName): \(figure.strokes.count) stroke(s) "
                + "split where the path meets itself, from \(bracketed(traced.start)) to "
                + "\(bracketed(traced.end)) (the shipped end \(bracketed(DrawnPoint(x: shipped[shipped.count - 1].x, y: shipped[shipped.count - 1].y))) cut back to where nothing earlier "
                + "passes near it)\(cut)")
        for level in config.levels {
            let request = config.figureRequest(level: level, itemCount: level.itemCount(for: story.kind))
            do throws(FigurePathError) {
                _ = try FigurePath.generate(figure.drawing, request)
            } catch {
                findings.note(
                    finest.file,
                    "figure `\(id)` cannot be drawn at \(level.name) as it is: \(error); edit it in \(FigureLibrary.fileName)"
                )
            }
        }
        return figure
    }
}

/// How much larger `FigurePath` draws a figure with these bounds than the shipped canvas did: the path generator's
/// own fit, the same at every level (the frame is inset by the widest stroke at all of them).
private func fitScale(_ points: [DrawnPoint], config: MazegenConfig) -> Double {
    guard let box = DrawnBox(points) else { return 1 }
    let scale =
        config.levels.map {
            FigurePath.fittingScale(
                spanX: box.width, spanY: box.height, config.figureRequest(level: $0, itemCount: 0))
        }.min() ?? 1
    return scale.isFinite && scale > 0 ? scale : 1
}

/// `72`, `49.5`: canvas distances as messages print them.
private func number(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? FixedDecimal.text(value, decimals: 1)
}

/// `[306.9, 226.4]`: a point of the shipped canvas as a message prints it.
private func bracketed(_ point: DrawnPoint) -> String {
    "[" + number((point.x * 10).rounded() / 10) + ", " + number((point.y * 10).rounded() / 10) + "]"
}
