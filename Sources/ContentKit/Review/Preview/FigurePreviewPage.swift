import ContentCatalogue
import ContentFormat
import ContentSupport
import ContentValidate
import MazeKit

/// The page `figure add --preview` writes: what a drawing becomes as a figure, before anything is written. One
/// self-contained HTML file (no network, no script; the same preview gives the same bytes), side by side: the
/// drawing as its file has it, the lines as read with what the journey changed marked on them, and the path at each
/// level as the app draws it; then, in words, what was left out, joined, bridged, gone over twice or opened, and,
/// when the figure would be refused, why.
package enum FigurePreviewPage {
    /// The lines' units (the larger side 100) drawn this much larger, so the markers and strokes the maze cards use
    /// keep their sizes.
    static let scale = 4.0
    /// Room round the lines for the start and end markers and the labels.
    static let padding = 12.0

    static let lineColour = MazeSVG.wallColour
    static let leftOutColour = "#d98a1c"
    static let bridgeColour = "#2f6db3"
    static let retracedColour = "#8a5cc2"
    static let joinColour = "#13857f"
    static let openingColour = MazeSVG.endColour
    static let mergedColour = "#2f6db3"
    static let penColour = "#c9c4bb"

    package static func html(_ preview: FigureDraft) -> String {
        let file = HTMLText.escape(preview.fileName)
        let heading = "Figure \(preview.id)" + (preview.figure.map { " (\($0.name))" } ?? "")
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            PageFile.mark,
            // Nothing may load or run, whatever the drawing holds: the designer's file is only ever an image.
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>\(HTMLText.escape(heading)): what figure add makes of \(file)</title>",
            "<style>",
            PreviewPage.stylesheet + "\n" + stylesheet,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(HTMLText.escape(heading)) <span class=\"muted\">from \(file)</span></h1>",
            "<p class=\"verdict \(preview.problems.isEmpty ? "added" : "refused")\">\(verdict(preview))</p>",
            "</header>",
        ]
        if !preview.problems.isEmpty {
            lines.append("<section class=\"problems\" id=\"refused\">")
            lines.append("<h2>Not added: \(counted(preview.problems.count, "reason"))</h2>")
            lines.append("<ul>")
            lines += preview.problems.map { "<li>\(HTMLText.escape($0))</li>" }
            lines += ["</ul>", "</section>"]
        }
        lines.append("<main>")
        lines.append("<div class=\"panels\">")
        lines += drawingPanel(preview)
        lines += linesPanel(preview)
        lines += preview.levels.flatMap { levelPanel($0, canvas: preview.canvas) }
        lines.append("</div>")
        lines += notesSection(preview)
        lines += ["</main>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func verdict(_ preview: FigureDraft) -> String {
        guard preview.problems.isEmpty else {
            return "Would be refused (\(counted(preview.problems.count, "reason")) below). Nothing has been written."
        }
        let levels = preview.levels.map(\.name).joined(separator: ", ")
        return HTMLText.escape(
            "Would be added, drawn at \(levels). Nothing has been written: run the same command without --preview "
                + "to add it.")
    }

    /// The designer's file as an image, never as markup: an `<img>` runs no script and loads nothing, so a file
    /// holding a script, an event handler or a link to elsewhere cannot act on this page.
    static func drawingPanel(_ preview: FigureDraft) -> [String] {
        let file = HTMLText.escape(preview.fileName)
        let body =
            preview.svgBytes.isEmpty
            ? "<div class=\"empty\">\(file) could not be read</div>"
            : "<img class=\"drawing\" src=\"data:image/svg+xml;base64,\(base64(preview.svgBytes))\" "
                + "alt=\"the drawing as \(file) has it\"/>"
        return [
            "<figure class=\"panel\" id=\"drawing\">", body,
            "<figcaption><b>The drawing</b> as \(file) has it</figcaption>", "</figure>",
        ]
    }

    // MARK: The lines as read

    /// Where the lines' units land on the panel.
    struct Frame {
        var minX: Double
        var minY: Double
        var width: Double
        var height: Double

        init(_ points: [DrawnPoint]) {
            let box = DrawnBox(points) ?? DrawnBox(minX: 0, minY: 0, maxX: 100, maxY: 100)
            minX = box.minX
            minY = box.minY
            width = box.width * FigurePreviewPage.scale + 2 * FigurePreviewPage.padding
            height = box.height * FigurePreviewPage.scale + 2 * FigurePreviewPage.padding
        }

        func placed(_ point: DrawnPoint) -> DrawnPoint {
            DrawnPoint(
                x: (point.x - minX) * FigurePreviewPage.scale + FigurePreviewPage.padding,
                y: (point.y - minY) * FigurePreviewPage.scale + FigurePreviewPage.padding)
        }

        func path(_ line: [DrawnPoint]) -> String {
            line.enumerated().map { index, point in
                let at = placed(point)
                return (index == 0 ? "M " : "L ") + HTMLText.number(at.x) + " " + HTMLText.number(at.y)
            }.joined(separator: " ")
        }

        /// A label's place: beside `point`, kept inside the panel.
        func label(_ point: DrawnPoint) -> DrawnPoint {
            let at = placed(point)
            return DrawnPoint(
                x: min(max(at.x + 12, 8), width - 8), y: min(max(at.y - 12, 8), height - 8))
        }
    }

    static func linesPanel(_ preview: FigureDraft) -> [String] {
        let journey = preview.journey
        var points = Array(preview.lines.joined())
        if let journey { points += journey.strokes.joined() }
        guard !points.isEmpty else {
            return [
                "<figure class=\"panel\" id=\"lines\">", "<div class=\"empty\">no lines were read</div>",
                "<figcaption><b>The lines</b> as mazegen reads them</figcaption>", "</figure>",
            ]
        }
        let frame = Frame(points)
        var parts = [
            "<figure class=\"panel\" id=\"lines\">",
            "<svg class=\"lines\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(HTMLText.number(frame.width)) "
                + "\(HTMLText.number(frame.height))\" role=\"img\" aria-label=\"the lines as read\">",
            "<rect x=\"0\" y=\"0\" width=\"\(HTMLText.number(frame.width))\" height=\"\(HTMLText.number(frame.height))\" fill=\"#ffffff\"/>",
        ]
        func stroke(_ className: String, _ line: [DrawnPoint], colour: String, width: Double, opacity: Double = 1)
            -> String
        {
            MazeSVG.stroke(className, frame.path(line), colour: colour, width: width, opacity: opacity)
        }
        // Bands under the lines: the ways gone over twice, and the piece cut out to open an outline.
        for way in journey?.retraced ?? [] {
            parts.append(stroke("retraced", way, colour: retracedColour, width: 14, opacity: 0.35))
        }
        if let opening = journey?.opening {
            parts.append(stroke("opening", opening, colour: openingColour, width: 14, opacity: 0.4))
        }
        parts += preview.lines.map { stroke("line", $0, colour: lineColour, width: 4) }
        for (index, part) in (journey?.leftOut ?? []).enumerated() {
            // Drawn over the line in white first, so what is left out shows only faintly.
            parts += part.lines.map { stroke("left-out-under", $0, colour: "#ffffff", width: 7) }
            parts += part.lines.map { stroke("left-out", $0, colour: leftOutColour, width: 4, opacity: 0.6) }
            parts.append(tag("left-out-label", String(index + 1), at: frame.label(part.centre), colour: leftOutColour))
        }
        for bridge in journey?.bridges ?? [] {
            parts.append(
                MazeSVG.stroke("bridge", frame.path(bridge), colour: bridgeColour, width: 4, dashes: "8 5"))
        }
        for join in journey?.joins ?? [] {
            let at = frame.placed(join)
            parts.append(
                "<circle class=\"join\" cx=\"\(HTMLText.number(at.x))\" cy=\"\(HTMLText.number(at.y))\" r=\"7\" "
                    + "fill=\"none\" stroke=\"\(joinColour)\" stroke-width=\"2.5\"/>")
        }
        if let journey {
            parts.append(
                MazeSVG.marker("start", "S", frame.placed(journey.start), radius: 12, colour: MazeSVG.startColour))
            parts.append(MazeSVG.marker("end", "E", frame.placed(journey.end), radius: 12, colour: MazeSVG.endColour))
        }
        parts.append("</svg>")
        parts.append("<figcaption><b>The lines</b> as mazegen reads them" + legend(journey) + "</figcaption>")
        parts.append("</figure>")
        return parts
    }

    static func tag(_ className: String, _ text: String, at point: DrawnPoint, colour: String) -> String {
        let x = HTMLText.number(point.x)
        let y = HTMLText.number(point.y)
        return "<g class=\"\(className)\"><circle cx=\"\(x)\" cy=\"\(y)\" r=\"10\" fill=\"\(colour)\"/>"
            + "<text x=\"\(x)\" y=\"\(y)\" font-size=\"13\" text-anchor=\"middle\" dominant-baseline=\"central\" "
            + "fill=\"#ffffff\" font-weight=\"bold\">\(HTMLText.escape(text))</text></g>"
    }

    /// The keys of what the panel marks, only those it marks.
    static func legend(_ journey: DrawingJourney?) -> String {
        guard let journey else { return "; they could not be made one journey" }
        var keys = [
            "<span class=\"key start\">S</span> start", "<span class=\"key end\">E</span> end",
        ]
        if !journey.leftOut.isEmpty { keys.append("<span class=\"key left-out\">1</span> left out") }
        if !journey.joins.isEmpty { keys.append("<span class=\"key join\"></span> joined") }
        if !journey.bridges.isEmpty { keys.append("<span class=\"key bridge\"></span> bridged") }
        if !journey.retraced.isEmpty { keys.append("<span class=\"key retraced\"></span> gone over twice") }
        if journey.opening != nil { keys.append("<span class=\"key opening\"></span> cut open") }
        return "<span class=\"legend\">" + keys.joined(separator: " ") + "</span>"
    }

    // MARK: The levels

    /// The path as the app draws it (the cards' own drawing), or why the level cannot draw the figure.
    static func levelPanel(_ level: FigureDraft.Level, canvas: Canvas) -> [String] {
        let name = HTMLText.escape(level.name)
        let id = "level-" + HTMLText.identifier(level.name)
        guard let path = level.path else {
            return [
                "<figure class=\"panel level refused\" id=\"\(id)\">",
                // The reason is listed at the top as well; here it waits to be opened, so the panels stay calm.
                "<div class=\"empty\"><p>Cannot be drawn at this level.</p>"
                    + (level.problem.map { "<details><summary>Why</summary><p>\(HTMLText.escape($0))</p></details>" }
                        ?? "") + "</div>",
                "<figcaption><b>\(name)</b> · stroke \(level.width) wide · not drawn</figcaption>", "</figure>",
            ]
        }
        func point(_ point: Point) -> DrawnPoint { DrawnPoint(x: Double(point.x), y: Double(point.y)) }
        let drawing = MeasuredLabyrinth.OrganicDrawing(
            svgPath: path.svgPath, controlPoints: path.controlPoints.map(point), width: Double(path.width),
            start: point(path.startPoint), end: point(path.endPoint),
            canvas: ReconstructedMaze.Canvas(width: canvas.width, height: canvas.height),
            // A story puts its own items on the path; the figure has none of its own.
            items: [])
        return [
            "<figure class=\"panel level\" id=\"\(id)\">",
            "<svg class=\"maze\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(canvas.width) \(canvas.height)\" "
                + "role=\"img\" aria-label=\"the path at \(name)\">",
            "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(canvas.width)\" height=\"\(canvas.height)\" "
                + "fill=\"\(MazeSVG.defaultBackground)\"/>",
        ]
            + MazeSVG.organicBody(drawing, obstacles: [], hitRadius: 0)
            + ["</svg>"] + penDrawing(level)
            + [
                "<figcaption><b>\(name)</b> · stroke \(path.width) wide · "
                    + "\(counted(path.controlPoints.count, "control point")) · length "
                    + "\(HTMLText.number(path.length.rounded()))</figcaption>",
                "</figure>",
            ]
    }

    /// When the level's pen could not draw the figure's lines as they stand: the lines it drew (a wide grey band,
    /// the pen's width) over the designer's, each piece marked kept, merged into a line beside it, or left out.
    static func penDrawing(_ level: FigureDraft.Level) -> [String] {
        guard let pen = level.pen else { return [] }
        let lines = pen.kept + pen.merged + pen.leftOut
        let frame = Frame(Array((lines + pen.figure.strokes).joined()))
        func stroke(_ className: String, _ line: [DrawnPoint], colour: String, width: Double, opacity: Double = 1)
            -> String
        {
            MazeSVG.stroke(className, frame.path(line), colour: colour, width: width, opacity: opacity)
        }
        let name = HTMLText.escape(level.name)
        var parts = [
            "<svg class=\"pen\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(HTMLText.number(frame.width)) "
                + "\(HTMLText.number(frame.height))\" role=\"img\" aria-label=\"what the pen at \(name) kept\">",
            "<rect x=\"0\" y=\"0\" width=\"\(HTMLText.number(frame.width))\" height=\"\(HTMLText.number(frame.height))\" fill=\"#ffffff\"/>",
        ]
        parts += pen.figure.strokes.map {
            stroke("pen-line", $0, colour: penColour, width: pen.penWidth * scale, opacity: 0.6)
        }
        parts += pen.kept.map { stroke("kept", $0, colour: lineColour, width: 3) }
        parts += pen.merged.map { stroke("merged", $0, colour: mergedColour, width: 3) }
        parts += pen.leftOut.map { stroke("left-out", $0, colour: leftOutColour, width: 3, opacity: 0.8) }
        parts.append("</svg>")
        // The outline is the pen's choice only where its lines crowd the picture out of shape: said so.
        let outline = pen.isOutline ? " Its outline, and the lines inside that stand clear of it:" : ""
        let width = HTMLText.number((pen.penWidth * 10).rounded() / 10)
        let drawn =
            pen.isDisplaced
            ? "The drawing's own lines, pushed apart where this level's stroke (\(width) wide in the figure's units, "
                + "the grey band) cannot keep them apart."
            : "Drawn as this level's pen can (\(width) wide in the figure's units, the grey band).\(outline)"
        parts.append(
            "<p class=\"pen-note\">\(drawn) <span class=\"key kept\"></span> kept, "
                + "<span class=\"key merged\"></span> merged with a line beside it, "
                + "<span class=\"key left-out\"></span> left out; \(Int((pen.share * 100).rounded())) % of the "
                + "lines kept or merged.</p>")
        return parts
    }

    // MARK: In words

    static func notesSection(_ preview: FigureDraft) -> [String] {
        var lines = ["<section class=\"notes\" id=\"what-became\">", "<h2>What became of the drawing</h2>"]
        guard let journey = preview.journey else {
            lines.append(
                "<p>The lines could not be made one journey"
                    + (preview.problems.isEmpty ? "." : "; the reasons are at the top.") + "</p>")
            lines.append("</section>")
            return lines
        }
        func at(_ point: DrawnPoint) -> String { HTMLText.escape(point.bracketed) }
        lines.append(
            "<p>The journey starts at \(at(journey.start)) <span class=\"key start\">S</span> and ends at "
                + "\(at(journey.end)) <span class=\"key end\">E</span>, in figures.yaml's units (the drawing's "
                + "larger side is 100).</p>")
        var told = false
        if !journey.leftOut.isEmpty {
            told = true
            lines.append("<h3><span class=\"key left-out\">1</span> Left out (\(journey.leftOut.count))</h3>")
            lines.append("<ol class=\"left-out-list\">")
            lines += journey.leftOut.map { "<li>\(HTMLText.escape($0.description))</li>" }
            lines.append("</ol>")
        }
        if !journey.joins.isEmpty {
            told = true
            lines.append(
                "<h3><span class=\"key join\"></span> Joined where lines cross, touch or stop just short (\(journey.joins.count))</h3>"
            )
            lines.append("<p>" + journey.joins.map(at).joined(separator: ", ") + "</p>")
        }
        if !journey.bridges.isEmpty {
            told = true
            lines.append("<h3><span class=\"key bridge\"></span> Bridged to the rest (\(journey.bridges.count))</h3>")
            lines.append("<ul>")
            lines += journey.bridges.map { bridge in
                "<li>a line added from \(at(bridge[0])) to \(at(bridge[bridge.count - 1])), "
                    + (journey.endsJoined.contains(bridge)
                        ? "joining two free ends too near each other to be the start and the end"
                        : "joining a part to the rest") + "</li>"
            }
            lines.append("</ul>")
        }
        if !journey.retraced.isEmpty {
            told = true
            lines.append(
                "<h3><span class=\"key retraced\"></span> Gone over twice (\(journey.retraced.count))</h3>")
            lines.append("<ul>")
            lines += journey.retraced.map { way in
                let length = (OrganicPath.length(of: way) * 10).rounded() / 10
                return "<li>the line from \(at(way[0])) to \(at(way[way.count - 1])) "
                    + "(\(HTMLText.number(length)) long): the finger goes back over it, beside it</li>"
            }
            lines.append("</ul>")
        }
        if let opening = journey.opening {
            told = true
            lines.append("<h3><span class=\"key opening\"></span> Opened</h3>")
            lines.append(
                "<p>No free end would do for the start and the end (none at all, or none the app's start and end "
                    + "can use), so the outline is cut between \(at(opening[0])) and "
                    + "\(at(opening[opening.count - 1])): the journey starts at one side and ends at the other.</p>")
        }
        if !told {
            lines.append(
                "<p>Every line is kept as drawn: nothing was left out, joined, bridged, gone over twice or opened.</p>")
        }
        lines.append("</section>")
        return lines
    }

    // MARK: Support

    /// RFC 4648 base64, for the `data:` address of the designer's file.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let stylesheet = """
        header { position: static; }
        .verdict { font-size: 15px; } .verdict.added { color: #1f7a45; } .verdict.refused { color: var(--bad); font-weight: bold; }
        .problems ul { margin: 4px 0 8px; padding-left: 20px; } .problems li { margin: 4px 0; overflow-wrap: anywhere; }
        .panels { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; margin-top: 16px; }
        .panel { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px; }
        .panel.refused { border: 2px solid var(--bad); background: #fff5f4; }
        .panel figcaption { margin-top: 6px; }
        .panel img.drawing, .panel svg { display: block; width: 100%; height: 300px; object-fit: contain; }
        .panel .maze { height: auto; border: 1px solid var(--line); }
        .panel .empty { display: flex; flex-direction: column; align-items: center; justify-content: center; min-height: 300px;
          padding: 12px; color: var(--muted); text-align: center; overflow-wrap: anywhere; }
        .panel .empty details { text-align: left; font-size: 13px; } .panel .empty summary { cursor: pointer; text-align: center; }
        .panel.refused .empty { color: var(--bad); }
        .legend { display: block; margin-top: 4px; color: var(--muted); font-size: 13px; }
        .key { display: inline-block; width: 18px; height: 18px; border-radius: 50%; color: #fff; font-size: 11px;
          font-weight: bold; text-align: center; line-height: 18px; vertical-align: middle; }
        .key.start { background: #1f9d55; } .key.end { background: #d64532; } .key.left-out { background: #d98a1c; }
        .key.join { border: 2px solid #13857f; background: none; width: 14px; height: 14px; }
        .key.bridge { width: 24px; height: 0; border-radius: 0; border-top: 3px dashed #2f6db3; }
        .key.retraced { width: 24px; height: 10px; border-radius: 5px; background: #8a5cc259; }
        .key.opening { width: 24px; height: 10px; border-radius: 5px; background: #d6453266; }
        .key.kept, .key.merged { width: 24px; height: 0; border-radius: 0; border-top: 3px solid #22304a; }
        .key.merged { border-top-color: #2f6db3; }
        svg.pen { width: 100%; height: auto; max-height: 220px; margin-top: 6px; }
        .notes { margin-top: 20px; max-width: 900px; background: #fff; border: 1px solid var(--line); border-radius: 10px;
          padding: 4px 18px 12px; }
        .notes h2 { font-size: 18px; margin: 10px 0 6px; } .notes h3 { font-size: 15px; margin: 14px 0 4px; }
        .notes li { margin: 3px 0; overflow-wrap: anywhere; } .notes p { overflow-wrap: anywhere; }
        """
}
