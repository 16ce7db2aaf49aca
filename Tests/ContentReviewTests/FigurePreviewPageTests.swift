import Foundation
import Testing

@testable import ContentCatalogue
@testable import ContentReview
@testable import MazeKit

/// The page `figure add --preview` writes, from drawings made here: what it shows, that it is the same every time,
/// and that nothing a designer's file holds or is named can act on it.
@Suite("figure preview page")
struct FigurePreviewPageTests {
    /// A leaf: a pointed outline closed at its base, the stem hanging below it and the vein running up the middle,
    /// short of the tip; and a dot off to the side, too small for a finger's path.
    static let leafWithDot = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120">
          <path d="M 50 90 C 20 80 15 40 50 10 C 85 40 80 80 50 90 Z" fill="none" stroke="#000"/>
          <path d="M 50 90 L 50 115 M 50 90 L 50 32" fill="none" stroke="#000"/>
          <circle cx="82" cy="22" r="1" fill="#000"/>
        </svg>
        """

    /// The preview as `figure add` makes it: the lines placed 0-100, the journey, the path at every level of the
    /// shipped config.
    static func preview(_ svg: String, fileName: String = "leaf.svg") throws -> FigureDraft {
        let config = MazegenConfig.defaults
        let drawing = try SVGDrawing.read(svg)
        let strokes = DrawnStrokes(lines: drawing.lines)
        let requests = config.levels.map { config.figureRequest(level: $0, itemCount: $0.adventureItems) }
        let journey = try DrawingJourney.make(
            strokes.strokes, room: DrawingJourney.Room(strokes: strokes.strokes, requests: requests))
        let figure = FigureDrawing(id: "leaf", strokes: journey.strokes, start: journey.start, end: journey.end)
        let levels = zip(config.levels, requests).map { level, request in
            let path = try? FigurePath.generate(figure, request)
            return FigureDraft.Level(
                name: level.name, width: level.organicPath.width, path: path,
                problem: path == nil ? "cannot be drawn at \(level.name)" : nil)
        }
        var draft = FigureDraft(id: "leaf", fileName: fileName, canvas: config.canvas.mazeCanvas)
        draft.svgBytes = Array(svg.utf8)
        draft.lines = drawing.lines.map { $0.map(strokes.placed) }
        draft.journey = journey
        draft.figure = Figure(
            id: "leaf", name: "Leaf", strokes: journey.strokes.map { $0.map { [$0.x, $0.y] } },
            start: [journey.start.x, journey.start.y], end: [journey.end.x, journey.end.y])
        draft.levels = levels
        return draft
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func showsTheDrawingItsLinesAndTheJourneyAtEveryLevel() throws {
        let preview = try Self.preview(Self.leafWithDot)
        let html = FigurePreviewPage.html(preview)
        let outline = PageOutline.parse(html)
        #expect(outline.parseError == nil, "\(outline.parseError ?? "")")

        // The designer's file, as an image of its own bytes.
        let encoded = Data(Self.leafWithDot.utf8).base64EncodedString()
        #expect(html.contains("<img class=\"drawing\" src=\"data:image/svg+xml;base64,\(encoded)\""))
        #expect(!html.contains("<circle cx=\"82\""), "the file's markup is never put in the page")

        // One path a level, drawn as the cards draw it, every level drawn.
        let levels = MazegenConfig.defaults.levels
        #expect(preview.levels.allSatisfy { $0.path != nil })
        #expect(Self.count("<svg class=\"maze\"", in: html) == levels.count)
        #expect(Self.count("<path class=\"organic-path\"", in: html) == levels.count)
        #expect(Self.count("<g class=\"marker start\">", in: html) == levels.count + 1, "each level and the lines")
        for level in levels { #expect(html.contains("id=\"level-\(level.name)\"")) }

        // The dot is left out: drawn faintly, labelled, and said why.
        let journey = try #require(preview.journey)
        #expect(journey.leftOut.count == 1)
        #expect(html.contains("<path class=\"left-out\""))
        #expect(html.contains("<g class=\"left-out-label\">"))
        #expect(
            html.contains("<ol class=\"left-out-list\">\n<li>\(HTMLText.escape(journey.leftOut[0].description))</li>"))
        #expect(html.contains("Would be added, drawn at easy, medium, hard. Nothing has been written"))
        #expect(!html.contains("class=\"problems\""))
        // Self-contained: nothing to run, nothing to fetch.
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("href="))
        #expect(Self.count("src=", in: html) == 1)
    }

    @Test func theSamePreviewGivesTheSameBytes() throws {
        let first = FigurePreviewPage.html(try Self.preview(Self.leafWithDot))
        let second = FigurePreviewPage.html(try Self.preview(Self.leafWithDot))
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test func aHostileFileNameOrDrawingCannotBreakOut() throws {
        let hostile = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120" onload="alert(1)">
              <script>alert(document.title)</script><title></title><script>alert(2)</script></title>
              <path d="M 50 90 C 20 80 15 40 50 10 C 85 40 80 80 50 90 Z" fill="none" stroke="#000"/>
              <path d="M 50 90 L 50 115" fill="none" stroke="#000"/>
            </svg>
            """
        var preview = try Self.preview(Self.leafWithDot, fileName: "</title><script>alert(3)</script>\"'&.svg")
        preview.svgBytes = Array(hostile.utf8)
        preview.problems = ["leaf.svg:2: expected <b>a path</b>, found </li></ul><script>"]
        let html = FigurePreviewPage.html(preview)
        #expect(PageOutline.parse(html).parseError == nil, "\(PageOutline.parse(html).parseError ?? "")")
        #expect(!html.lowercased().contains("<script"), "neither the name nor the file's markup reaches the page")
        #expect(!html.contains("onload"))
        #expect(Self.count("</title>", in: html) == 1)
        #expect(html.contains("&lt;/title&gt;&lt;script&gt;alert(3)&lt;/script&gt;&quot;&#39;&amp;.svg"))
        #expect(
            html.contains(
                "<li>leaf.svg:2: expected &lt;b&gt;a path&lt;/b&gt;, found &lt;/li&gt;&lt;/ul&gt;&lt;script&gt;</li>"))
        #expect(html.contains("src=\"data:image/svg+xml;base64,\(Data(hostile.utf8).base64EncodedString())\""))
        // The page forbids what the image could not do anyway: no script, nothing fetched.
        #expect(html.contains("content=\"default-src 'none'; img-src data:; style-src 'unsafe-inline'\""))
    }

    @Test func aRefusedFigureSaysWhyFirst() throws {
        var preview = try Self.preview(Self.leafWithDot)
        preview.levels[2] = FigureDraft.Level(
            name: "hard", width: 20, path: nil, problem: "cannot be drawn at hard (width 20, 3 item(s)): too small")
        preview.problems = ["leaf.svg: cannot be drawn at hard (width 20, 3 item(s)): too small"]
        let html = FigurePreviewPage.html(preview)
        #expect(PageOutline.parse(html).parseError == nil)
        let problems = try #require(html.range(of: "<section class=\"problems\" id=\"refused\">"))
        let panels = try #require(html.range(of: "<div class=\"panels\">"))
        #expect(problems.lowerBound < panels.lowerBound, "the reasons come before the drawings")
        #expect(html.contains("<h2>Not added: 1 reason</h2>"))
        #expect(html.contains("Would be refused (1 reason below). Nothing has been written."))
        #expect(html.contains("<figure class=\"panel level refused\" id=\"level-hard\">"))
        #expect(Self.count("<svg class=\"maze\"", in: html) == 2)

        // No journey, no file: the page still says what it can.
        var nothing = FigureDraft(id: "blot", fileName: "blot.svg", canvas: MazegenConfig.defaults.canvas.mazeCanvas)
        nothing.problems = ["blot.svg: draws no line"]
        let empty = FigurePreviewPage.html(nothing)
        #expect(PageOutline.parse(empty).parseError == nil)
        #expect(empty.contains("no lines were read"))
        #expect(empty.contains("The lines could not be made one journey; the reasons are at the top."))
        #expect(!empty.contains("<img"))
    }

    /// A level whose stroke cannot draw the lines apart shows what its pen kept, merged and left out, under its
    /// path; a level that draws them as they stand shows no such drawing.
    @Test func aLevelDrawnAsItsPenCanShowsWhatItKeptMergedAndLeftOut() throws {
        var preview = try Self.preview(Self.leafWithDot)
        #expect(!FigurePreviewPage.html(preview).contains("<svg class=\"pen\""))
        // Two legs of a zigzag 5 apart: at easy, one line.
        let corners = [(0.0, 0.0), (100, 0), (100, 5), (0, 5), (0, 60), (100, 60)].map { DrawnPoint(x: $0.0, y: $0.1) }
        let sliver = FigureDrawing(
            id: "sliver", strokes: zip(corners, corners.dropFirst()).map { [$0, $1] }, start: corners[0],
            end: corners[corners.count - 1])
        let config = MazegenConfig.defaults
        let request = config.figureRequest(level: config.levels[0], itemCount: 0)
        let pen = try #require(try FigurePath.drawn(sliver, request).pen)
        preview.levels[0].pen = pen
        let html = FigurePreviewPage.html(preview)
        #expect(PageOutline.parse(html).parseError == nil)
        #expect(Self.count("<svg class=\"pen\"", in: html) == 1)
        #expect(html.contains("class=\"merged\""))
        #expect(html.contains("Drawn as this level&#39;s pen can") || html.contains("Drawn as this level's pen can"))
    }

    @Test func base64IsFoundations() {
        for count in 0..<8 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 97 + 250) }
            #expect(FigurePreviewPage.base64(bytes) == Data(bytes).base64EncodedString(), "\(count) bytes")
        }
    }
}
