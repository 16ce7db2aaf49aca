import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentJSON
@testable import ContentReview
@testable import ContentSupport
@testable import ContentValidate

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The page as an XML parser reads it: proof that it is well-formed, and the elements the tests look at.
final class PageOutline: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Index of the enclosing card, if inside one.
        var card: Int?
        var text = ""
    }

    private(set) var elements: [Element] = []
    private(set) var cardIDs: [String] = []
    private(set) var cardClasses: [String] = []
    private var open: [Int] = []
    private var cardDepth: Int?
    private(set) var parseError: String?

    static func parse(_ html: String) -> PageOutline {
        let outline = PageOutline()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = outline
        if !parser.parse() {
            outline.parseError = parser.parserError.map { "\($0)" } ?? "unknown parse error"
        } else if let unclosed = outline.open.last {
            outline.parseError = outline.parseError ?? "<\(outline.elements[unclosed].name)> is never closed"
        }
        return outline
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        if name == "article" {
            cardIDs.append(attributes["id"] ?? "")
            cardClasses.append(attributes["class"] ?? "")
            cardDepth = open.count
        }
        elements.append(Element(name: name, attributes: attributes, card: cardDepth == nil ? nil : cardIDs.count - 1))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        // Foundation's parser on Linux recovers from mis-nesting instead of failing, so check the nesting here.
        guard let top = open.last, elements[top].name == name else {
            parseError = parseError ?? "</\(name)> closes \(open.last.map { "<\(elements[$0].name)>" } ?? "nothing")"
            return
        }
        open.removeLast()
        if name == "article" { cardDepth = nil }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }

    func elements(_ name: String, inCard card: Int? = nil, classed className: String? = nil) -> [Element] {
        elements.filter { element in
            element.name == name && (card == nil || element.card == card)
                && (className == nil
                    || (element.attributes["class"] ?? "").split(separator: " ").contains { $0 == className! })
        }
    }
}

@Suite("preview page")
struct PreviewPageTests {
    /// Every level 2 x 3 like the hand-built mazes. A maze may still miss a level's promise: that is a
    /// warning, and warnings do not mark a card.
    static let levelConfigs = ["easy", "medium", "hard"].map {
        HandBuiltMazes.level($0, minTurns: 1, share: 0.5, loops: 1, items: 2)
    }

    /// Story 2 is listed before story 1 in the pack, so pack order (not number order) must win.
    static func sampleFiles() -> [String: [UInt8]] {
        var walls = HandBuiltMazes.serpentine
        walls.style = .walls
        var adventure = HandBuiltMazes.ring
        adventure.items = [(0, 0), (0, 1)]
        adventure.itemEmoji = "⭐"
        return HandBuiltMazes.folder(
            [(1, "medium", HandBuiltMazes.ring), (1, "easy", walls), (2, "easy", adventure)],
            packStories: [2, 1])
    }

    /// The page as `mazegen preview` makes it: the real validator reads the folder once, and its errors mark the cards.
    static func page(_ files: [String: [UInt8]], findings: PreviewFindings? = nil) throws -> (String, PageOutline) {
        let content = try HandBuiltMazes.content(files, levels: levelConfigs)
        let html = PreviewPage.html(content, findings: findings ?? PreviewFindings(content))
        return (html, PageOutline.parse(html))
    }

    @Test("the page is well-formed, one card and one drawing per labyrinth, pack order then easy to hard")
    func cardsInOrder() throws {
        let (html, outline) = try Self.page(Self.sampleFiles())
        #expect(outline.parseError == nil)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(outline.cardIDs == ["test_002_easy", "test_001_easy", "test_001_medium"])
        for card in outline.cardIDs.indices {
            #expect(outline.elements("svg", inCard: card).count == 1)
            #expect(outline.elements("path", inCard: card, classed: "solution").count == 1)
        }
        #expect(outline.elements("svg").count == 3)
        #expect(outline.elements("article", classed: "invalid").isEmpty)
        #expect(!html.contains("<script"))

        // Walls are thin lines, corridors wide round-capped strokes of the file's width (30).
        let walls = try #require(outline.elements("path", inCard: 1, classed: "walls").first)
        #expect(Double(walls.attributes["stroke-width"] ?? "") ?? 99 <= 4)
        let corridors = try #require(outline.elements("path", inCard: 2, classed: "corridors").first)
        #expect(corridors.attributes["stroke-width"] == "30")
        #expect(corridors.attributes["stroke-linecap"] == "round")
        #expect(corridors.attributes["d"] == HandBuiltMazes.ring.svgPath)
        let background = try #require(outline.elements("rect", inCard: 0, classed: "background").first)
        #expect(background.attributes["fill"] == "#A0D8EF")
    }

    @Test("the well-formedness check itself rejects a badly nested or unescaped page")
    func outlineRejectsBrokenMarkup() {
        #expect(PageOutline.parse("<html><body><p></body></html>").parseError != nil)
        #expect(PageOutline.parse("<html><body>Tom & Jerry</body></html>").parseError != nil)
        #expect(PageOutline.parse("<html><body>ok</body></html>").parseError == nil)
    }

    @Test("the solution is hidden until the page-wide switch is on, with no script")
    func solutionToggle() throws {
        let (html, outline) = try Self.page(Self.sampleFiles())
        let toggle = try #require(outline.elements("input").first)
        #expect(toggle.attributes["type"] == "checkbox")
        #expect(toggle.attributes["checked"] == nil)
        #expect(outline.elements("label").first?.attributes["for"] == toggle.attributes["id"])
        #expect(html.contains(".maze .solution { display: none; }"))
        #expect(html.contains(".solution-switch:checked ~ main .maze .solution { display: inline; }"))
        // The switch precedes <main> as a sibling, or `~` could not reach the solutions.
        let inputIndex = try #require(outline.elements.firstIndex { $0.name == "input" })
        let mainIndex = try #require(outline.elements.firstIndex { $0.name == "main" })
        #expect(inputIndex < mainIndex)
    }

    @Test("start, end and items sit at the file's coordinates, items as their emoji")
    func markersAndItems() throws {
        let (_, outline) = try Self.page(Self.sampleFiles())
        let maze = HandBuiltMazes.ring
        let start = try #require(outline.elements("circle", inCard: 0, classed: "start").first)
        let end = try #require(outline.elements("circle", inCard: 0, classed: "end").first)
        #expect(start.attributes["cx"] == "114" && start.attributes["cy"] == "343")
        #expect(
            (start.attributes["cx"], start.attributes["cy"]) == (
                String(maze.centre(1, 0).x), String(maze.centre(1, 0).y)
            ))
        #expect(
            (end.attributes["cx"], end.attributes["cy"]) == (String(maze.centre(0, 2).x), String(maze.centre(0, 2).y)))
        let items = outline.elements("text", inCard: 0, classed: "item")
        #expect(
            items.map { "\($0.attributes["x"] ?? "") \($0.attributes["y"] ?? "") \($0.text)" } == [
                "\(maze.centre(0, 0).x) \(maze.centre(0, 0).y) ⭐", "\(maze.centre(0, 1).x) \(maze.centre(0, 1).y) ⭐",
            ])
        #expect(outline.elements("text", inCard: 1, classed: "item").isEmpty)
    }

    @Test("details under each card: grid, solution, turns, loops, items, free or paid")
    func details() throws {
        let (_, outline) = try Self.page(Self.sampleFiles())
        func details(_ card: Int) -> [String] {
            zip(outline.elements("dt", inCard: card), outline.elements("dd", inCard: card)).map {
                "\($0.text): \($1.text)"
            }
        }
        #expect(
            details(0) == [
                "id: test_002_easy", "title: Story 2", "level: easy", "grid: 2 x 3, 6 cells", "shortest route: 4 cells",
                "turns: 1", "loops: 1", "items: 2 ⭐", "access: free",
            ])
        #expect(details(1).last == "access: paid")
        #expect(details(1).contains("turns: 4"))
    }

    @Test("a labyrinth with errors is marked, lists them, and is linked from the top of the page")
    func invalidFilesMarked() throws {
        var files = Self.sampleFiles()
        var throughWall = HandBuiltMazes.serpentine
        throughWall.solution = [(1, 0), (1, 1), (1, 2), (0, 2)]
        files["test_003_easy.json"] = Array(throughWall.json(id: "test_003_easy", level: "easy", title: "Wall").utf8)
        files["test_004_easy.json"] = Array("{\"id\": \"test_004_easy\", ".utf8)
        let (_, outline) = try Self.page(files)
        #expect(outline.parseError == nil)
        #expect(
            outline.cardIDs == ["test_002_easy", "test_001_easy", "test_001_medium", "test_003_easy", "test_004_easy"])
        #expect(outline.cardClasses.map { $0.contains("invalid") } == [false, false, false, true, true])
        let wallErrors = outline.elements("li", inCard: 3).map(\.text)
        #expect(
            wallErrors.contains {
                $0.hasPrefix("error maze.solution line ") && $0.contains("solution_path steps from")
            }, "\(wallErrors)")
        // One name per rule: MazeKit's finding code never reaches the page as a second name.
        #expect(!wallErrors.contains { $0.contains("maze.solution_through_wall") })
        #expect(
            outline.elements("li", inCard: 4).map(\.text).contains {
                $0.hasPrefix("error json.syntax ") && $0.contains("not valid JSON")
            })
        #expect(outline.elements("svg", inCard: 4).count == 1)
        let links = outline.elements("a").compactMap { $0.attributes["href"] }
        // test_001_easy is linked too, for its warning (the serpentine has no loop, easy asks for one).
        #expect(links == ["#test_001_easy", "#test_003_easy", "#test_004_easy"])
        #expect(outline.elements("span", classed: "errors").first?.text.hasSuffix(" errors") == true)
        #expect(outline.elements("dd", inCard: 3).last?.text == "not in a pack")
    }

    @Test("a start point too large for a Double (1e400) still gets a card, marked, and the page renders")
    func unrepresentableCoordinate() throws {
        var files = Self.sampleFiles()
        let file = try JSONReader.parse(
            Array(HandBuiltMazes.serpentine.json(id: "test_003_easy", level: "easy", title: "Far away").utf8))
        let huge = file.value.setting("/path_data/start_point/x", to: .number(JSONNumber(literal: "1e400")))
        files["test_003_easy.json"] = JSONWriter.bytes(huge)
        let (_, outline) = try Self.page(files)
        #expect(outline.parseError == nil)
        let card = try #require(outline.cardIDs.firstIndex(of: "test_003_easy"))
        #expect(outline.cardClasses[card].contains("invalid"))
        #expect(outline.elements("svg", inCard: card).count == 1)
    }

    @Test("a file the manifest lists but the folder lacks still gets a marked card, in its story")
    func missingFileMarked() throws {
        var files = Self.sampleFiles()
        files["test_001_medium.json"] = nil
        let (_, outline) = try Self.page(files)
        #expect(outline.cardIDs == ["test_002_easy", "test_001_easy", "test_001_medium"])
        #expect(outline.cardClasses.map { $0.contains("invalid") } == [false, false, true])
        #expect(
            outline.elements("li", inCard: 2).map(\.text) == [
                "error manifest.entryWithoutFile listed in manifest.json but there is no such file"
            ])
    }

    @Test("findings from another checker (the validator) mark exactly the files they name")
    func externalFindings() throws {
        let findings = PreviewFindings(
            byFile: [
                "test_001_medium.json": [
                    Finding(
                        ruleIdentifier: "manifest.level", severity: .error, file: "test_001_medium.json",
                        message: "manifest says hard")
                ]
            ],
            folder: [
                Finding(
                    ruleIdentifier: "manifest.total", severity: .error, file: "manifest.json", message: "total is 4")
            ])
        let (_, outline) = try Self.page(Self.sampleFiles(), findings: findings)
        #expect(outline.cardClasses.map { $0.contains("invalid") } == [false, false, true])
        #expect(outline.elements("li", inCard: 2).map(\.text) == ["error manifest.level manifest says hard"])
        #expect(outline.elements("li").map(\.text).contains("error manifest.total manifest.json: total is 4"))
    }

    @Test("validator findings go on the card of their file, warnings too; other files' findings to the top")
    func validationRouting() throws {
        let report = ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "json.syntax", severity: .error, file: "test_001_medium.json", line: 7, column: 18,
                    message: "not valid JSON: a string that is never closed"),
                Finding(
                    ruleIdentifier: "maze.solution", severity: .error, file: "test_001_medium.json",
                    pointer: "/path_data/solution_path",
                    message: "solution_path steps through a wall (maze.solution_through_wall)"),
                Finding(
                    ruleIdentifier: "level.turns", severity: .warning, file: "test_002_easy.json", message: "few turns"),
                Finding(
                    ruleIdentifier: "manifest.total", severity: .error, file: "manifest.json", line: 3,
                    message: "total is 4"),
                Finding(
                    ruleIdentifier: "layout.legacyFolder", severity: .error, file: Finding.folderFile,
                    message: "old layout"),
            ], filesChecked: 4)
        var content = try HandBuiltMazes.content(Self.sampleFiles(), levels: Self.levelConfigs)
        content.report = report
        let findings = PreviewFindings(content)
        // In the validator's order: by file, then line (a finding without one first).
        #expect(
            findings.byFile.mapValues { $0.map(PreviewFindings.placedMessage) } == [
                "test_001_medium.json": [
                    "/path_data/solution_path: solution_path steps through a wall (maze.solution_through_wall)",
                    "line 7:18: not valid JSON: a string that is never closed",
                ],
                "test_002_easy.json": ["few turns"],
            ])
        #expect(
            findings.folder.map(PreviewFindings.folderMessage) == ["old layout", "manifest.json: line 3: total is 4"])
        let outline = PageOutline.parse(PreviewPage.html(content, findings: findings))
        #expect(outline.cardIDs == ["test_002_easy", "test_001_easy", "test_001_medium"])
        #expect(outline.cardClasses == ["card has-findings warned", "card", "card has-findings invalid"])
    }

    @Test(
        "the real validator on the shipped content with one broken file marks exactly that card",
        .enabled(if: shippedAvailable, "content/labyrinths is not in this checkout"))
    func validatorOnShippedContent() throws {
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.shippedFolder.path)
        where name.hasSuffix(".json") {
            files[name] = Array(try Data(contentsOf: Self.shippedFolder.appendingPathComponent(name)))
        }
        files["denny_002_hard.json"] = Array("{\"id\": \"denny_002_hard\", ".utf8)
        let content = try ReviewedContent.load(
            InMemoryContentSource(files), validator: Validator(profile: ValidationProfile(config: .defaults)))
        let findings = PreviewFindings(content)
        #expect(
            findings.byFile.filter { $0.value.contains { $0.severity == .error } }.keys.sorted() == [
                "denny_002_hard.json"
            ])
        #expect(findings.byFile["denny_002_hard.json"]?.first?.ruleIdentifier == "json.syntax")
        let outline = PageOutline.parse(PreviewPage.html(content, findings: findings))
        #expect(outline.cardIDs.count == 120)
        #expect(
            outline.cardIDs.indices.filter { outline.cardClasses[$0].contains("invalid") }.map { outline.cardIDs[$0] }
                == ["denny_002_hard"])
    }

    @Test("a manifest entry without a file keeps its own mark next to the validator's findings")
    func missingFileWithValidator() throws {
        var files = Self.sampleFiles()
        files["test_001_medium.json"] = nil
        let findings = PreviewFindings(try HandBuiltMazes.content(files, levels: Self.levelConfigs))
        #expect(
            findings.byFile["test_001_medium.json"]?.map { "\($0.severity) \($0.ruleIdentifier) \($0.message)" } == [
                "error manifest.entryWithoutFile listed in manifest.json but there is no such file"
            ])
        // The validator reports the same gap on the manifest, at the top of the page, under the same rule.
        #expect(
            findings.folder.contains {
                $0.file == "manifest.json" && $0.ruleIdentifier == PreviewFindings.entryWithoutFileRule
                    && $0.message.contains("test_001_medium")
            })
    }

    @Test("all text is escaped, and the page stays well-formed")
    func escaping() throws {
        var files = Self.sampleFiles()
        let hostile = #"Tom & "Jerry" <b>'s</b> ]]> "#
        files["test_001_medium.json"] = Array(
            HandBuiltMazes.ring.json(id: "test_001_medium", level: "medium", title: hostile).utf8)
        let (html, outline) = try Self.page(files)
        #expect(outline.parseError == nil)
        #expect(html.contains("Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt; ]]&gt;"))
        #expect(!html.contains("<b>"))
        #expect(outline.elements("dd").map(\.text).contains(hostile))
    }

    @Test("same content, same bytes, whatever order the files are read in")
    func deterministic() throws {
        let files = Self.sampleFiles()
        let (first, _) = try Self.page(files)
        let (again, _) = try Self.page(files)
        var reinserted: [String: [UInt8]] = [:]
        for name in files.keys.sorted().reversed() { reinserted[name] = files[name] }
        let (reordered, _) = try Self.page(reinserted)
        #expect(first == again)
        #expect(first == reordered)
    }

    @Test("the page goes next to the content folder, never into it")
    func defaultOutputPath() {
        #expect(PreviewPage.defaultOutputPath(forFolder: "content/labyrinths") == "content/preview.html")
        #expect(PreviewPage.defaultOutputPath(forFolder: "content/labyrinths/") == "content/preview.html")
        #expect(PreviewPage.defaultOutputPath(forFolder: "/srv/app/labyrinths") == "/srv/app/preview.html")
        #expect(PreviewPage.defaultOutputPath(forFolder: "labyrinths") == "preview.html")
        #expect(PreviewPage.defaultOutputPath(forFolder: ".") == "./../preview.html")
    }

    static let shippedFolder = LegacyFixture.repositoryRoot.appendingPathComponent("content/labyrinths")
    static let shippedAvailable = FileManager.default.fileExists(
        atPath: shippedFolder.appendingPathComponent("manifest.json").path)

    @Test(
        "the shipped content: a card per manifest entry, in manifest order, none marked",
        .enabled(if: shippedAvailable, "content/labyrinths is not in this checkout"))
    func shippedContent() throws {
        let content = try ReviewedContent.load(
            DiskContentSource(folder: Self.shippedFolder.path),
            validator: Validator(profile: ValidationProfile(config: .defaults)))
        let html = PreviewPage.html(content, findings: PreviewFindings(content))
        let outline = PageOutline.parse(html)
        #expect(outline.parseError == nil)
        let manifest = try JSONReader.parse(
            Array(Data(contentsOf: Self.shippedFolder.appendingPathComponent("manifest.json")))
        ).value
        let ids = try #require(manifest[pointer: "/labyrinths"]?.arrayValue).compactMap {
            $0.objectValue?["id"]?.stringValue
        }
        #expect(ids.count == 120)
        #expect(outline.cardIDs == ids)
        #expect(outline.elements("svg").count == ids.count)
        #expect(outline.elements("article", classed: "invalid").isEmpty)
    }
}
