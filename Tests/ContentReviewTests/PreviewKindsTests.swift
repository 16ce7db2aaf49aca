import ContentTestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentReview

/// The page for the newer story kinds: avoid stories' obstacles with the app's hit radius, and organic paths.
@Suite("preview page: story kinds")
struct PreviewKindsTests {
    /// Story 1 avoids one obstacle on a ring, story 2 is the winding organic path collecting one item.
    static func kindFiles() -> [String: [UInt8]] {
        StoryKindFolders.folder(
            [
                StoryKindFolders.maze(1, "easy", StoryKindFolders.ringAvoidingOne),
                (2, "easy", StoryKindFolders.winding(id: StoryKindFolders.id(2, "easy"), level: "easy")),
            ], packs: [(id: "p", free: 1, stories: [1, 2])])
    }

    static func page(hitRadius: Double = 18, figureNames: [Int: String] = [:]) throws -> (String, PageOutline) {
        var content = try HandBuiltMazes.content(kindFiles(), levels: PreviewPageTests.levelConfigs)
        content.hitRadius = hitRadius
        content.figureNames = figureNames
        let html = PreviewPage.html(content, findings: PreviewFindings(content))
        return (html, PageOutline.parse(html))
    }

    static func details(_ outline: PageOutline, card: Int) -> [String] {
        zip(outline.elements("dt", inCard: card), outline.elements("dd", inCard: card)).map { "\($0.text): \($1.text)" }
    }

    @Test(
        "an obstacle is drawn as its emoji at the file's point, with the hit radius around it shown with the solutions")
    func obstaclesWithHitRadius() throws {
        let (html, outline) = try Self.page(hitRadius: 25)
        #expect(outline.parseError == nil)
        #expect(outline.cardIDs == ["test_001_easy", "test_002_easy"])
        let obstacles = outline.elements("text", inCard: 0, classed: "obstacle")
        #expect(obstacles.map { "\($0.attributes["x"] ?? "") \($0.attributes["y"] ?? "") \($0.text)" } == ["300 343 🪨"])
        let circles = outline.elements("circle", inCard: 0, classed: "hit-radius")
        #expect(
            circles.map { "\($0.attributes["cx"] ?? "") \($0.attributes["cy"] ?? "") \($0.attributes["r"] ?? "")" } == [
                "300 343 25"
            ])
        // Of the solution's class, so the page's one switch shows and hides both; no obstacle, no circle.
        #expect(circles.allSatisfy { ($0.attributes["class"] ?? "").split(separator: " ").contains("solution") })
        #expect(html.contains(".solution-switch:checked ~ main .maze .solution { display: inline; }"))
        #expect(outline.elements("circle", inCard: 1, classed: "hit-radius").isEmpty)
        #expect(outline.elements("text", inCard: 0, classed: "item").isEmpty)
    }

    @Test("an avoid card gives the obstacles and how far the best route keeps from them, against the hit radius")
    func avoidDetails() throws {
        let (_, outline) = try Self.page()
        // The ring's top route keeps 186 from the obstacle on (1, 1).
        #expect(
            Self.details(outline, card: 0) == [
                "id: test_001_easy", "title: Story 1", "level: easy", "grid: 2 x 3, 6 cells", "shortest route: 4 cells",
                // The turns the level rules count in an avoid story: those of the route round the obstacles.
                "shortest clear route: 4 cells", "turns: 1, on the clear route", "loops: 1", "items: none",
                "obstacles: 1 🪨, the best route keeps 186 from them (a hit within 18)",
                "access: free",
            ])
    }

    @Test("an organic card names the figure its story draws, beside the drawing; a maze card names none")
    func organicCardNamesItsFigure() throws {
        let (_, outline) = try Self.page(figureNames: [1: "Kite", 2: "Leaf"])
        #expect(Self.details(outline, card: 1).contains("figure: Leaf"), "\(Self.details(outline, card: 1))")
        #expect(!Self.details(outline, card: 0).contains { $0.hasPrefix("figure:") })
        let (_, unnamed) = try Self.page()
        #expect(!Self.details(unnamed, card: 1).contains { $0.hasPrefix("figure:") })
    }

    @Test("an organic path is its svg_path as a round-capped stroke `width` wide on the story's background")
    func organicPathAsTheAppDrawsIt() throws {
        let (_, outline) = try Self.page()
        let path = try #require(outline.elements("path", inCard: 1, classed: "organic-path").first)
        #expect(path.attributes["d"] == "M 300 450 Q 360 370 330 330 Q 300 290 300 50")
        #expect(path.attributes["stroke-width"] == "34")
        #expect(path.attributes["stroke-linecap"] == "round")
        #expect(outline.elements("rect", inCard: 1, classed: "background").first?.attributes["fill"] == "#2B3A55")
        // No maze here: no walls, no corridors, no "no drawing" notice.
        #expect(outline.elements("path", inCard: 1, classed: "walls").isEmpty)
        #expect(outline.elements("path", inCard: 1, classed: "corridors").isEmpty)
        #expect(outline.elements("text", inCard: 1, classed: "no-drawing").isEmpty)
        // The solution is the control points' polyline, the line the app hit-tests.
        let solution = try #require(outline.elements("path", inCard: 1, classed: "solution").first)
        #expect(solution.attributes["d"] == "M 300 450 L 360 370 L 300 290 L 300 50")
        // With the solutions, the ring inside which a finger on the 34-wide stroke finishes the story: 30 + 17.
        let ring = try #require(outline.elements("circle", inCard: 1, classed: "completion-radius").first)
        #expect(["cx", "cy", "r"].map { ring.attributes[$0] ?? "" } == ["300", "50", "47"])
        let start = try #require(outline.elements("circle", inCard: 1, classed: "start").first)
        let end = try #require(outline.elements("circle", inCard: 1, classed: "end").first)
        #expect(
            [start, end].map { "\($0.attributes["cx"] ?? "") \($0.attributes["cy"] ?? "")" } == ["300 450", "300 50"])
        let items = outline.elements("text", inCard: 1, classed: "item")
        #expect(items.map { "\($0.attributes["x"] ?? "") \($0.attributes["y"] ?? "") \($0.text)" } == ["360 370 🍄"])
    }

    @Test("an organic card gives the path's length, bends and width instead of a grid")
    func organicDetails() throws {
        let (_, outline) = try Self.page()
        #expect(
            Self.details(outline, card: 1) == [
                "id: test_002_easy", "title: test_002_easy", "level: easy", "path: organic, 4 control points",
                "path length: 440", "bends: 2, the sharpest 74 degrees", "path width: 34", "items: 1 🍄", "access: paid",
            ])
    }

    @Test("the page with obstacles and organic paths is the same bytes every time")
    func deterministic() throws {
        let (first, _) = try Self.page()
        let (again, _) = try Self.page()
        #expect(first == again)
        #expect(!first.contains("<script"))
    }
}
