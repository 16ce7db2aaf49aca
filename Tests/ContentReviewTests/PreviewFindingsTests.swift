import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentReview
@testable import ContentValidate

/// The rules' verdicts on the page: warnings beside errors on the cards, the counts at the top, the switch that
/// leaves only the cards with findings, and what `--compare` says a remake did to them.
@Suite("preview page: findings")
struct PreviewFindingsTests {
    /// Medium asks for 9 turns, which the ring (4 cells, 1 turn) cannot give: a level warning on test_001_medium.
    /// Easy asks for no loop, which the ring of test_002_easy has: a warning there too; the serpentine has none.
    static let demandingLevels = ["easy", "medium", "hard"].map {
        HandBuiltMazes.level($0, minTurns: $0 == "medium" ? 9 : 1, share: 0.5, loops: $0 == "easy" ? 0 : 1, items: 2)
    }

    static func content(_ files: [String: [UInt8]] = PreviewPageTests.sampleFiles()) throws -> ReviewedContent {
        try HandBuiltMazes.content(files, levels: demandingLevels)
    }

    @Test(
        "a warning of the real validator is on its card with its severity and rule, the card marked but not as broken")
    func warningOnItsCard() throws {
        let content = try Self.content()
        let onCards = content.report.findings.filter { $0.file.hasPrefix("test_") }.sorted()
        #expect(
            onCards.map { "\($0.file) \($0.severity) \($0.ruleIdentifier)" } == [
                "test_001_medium.json warning level.turns", "test_002_easy.json warning level.extraConnections",
            ])
        let html = PreviewPage.html(content, findings: PreviewFindings(content))
        let outline = PageOutline.parse(html)
        #expect(outline.parseError == nil)
        #expect(outline.cardIDs == ["test_002_easy", "test_001_easy", "test_001_medium"])
        #expect(outline.cardClasses == ["card has-findings warned", "card", "card has-findings warned"])
        for (card, file) in [(0, "test_002_easy.json"), (2, "test_001_medium.json")] {
            let warnings = onCards.filter { $0.file == file }
            let items = outline.elements("li", inCard: card, classed: "finding")
            #expect(items.map { $0.attributes["class"] } == warnings.map { _ in "finding warning" })
            // The severity, the rule by its one name (the identifier `validate` prints), the message with its place.
            #expect(
                items.map(\.text)
                    == warnings.map { "warning \($0.ruleIdentifier) \(PreviewFindings.placedMessage($0))" })
            #expect(items.allSatisfy { $0.text.contains(" line ") })
            #expect(
                outline.elements("code", inCard: card, classed: "rule").map(\.text) == warnings.map(\.ruleIdentifier))
            #expect(
                outline.elements("span", inCard: card, classed: "severity").map(\.text)
                    == warnings.map { _ in "warning" })
            #expect(outline.elements("p", inCard: card).last?.text == counted(warnings.count, "warning"))
        }
        #expect(outline.elements("li", inCard: 1).isEmpty)
    }

    @Test("the header counts the errors and the warnings, cards and folder")
    func headerCounts() throws {
        var content = try Self.content()
        content.report = ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "level.turns", severity: .warning, file: "test_001_medium.json",
                    message: "few turns"),
                Finding(
                    ruleIdentifier: "organic.sharpBend", severity: .warning, file: "test_001_medium.json",
                    pointer: "/path_data/control_points/3",
                    message: "a bend of 152 degrees"),
                Finding(
                    ruleIdentifier: "maze.solution", severity: .error, file: "test_002_easy.json",
                    message: "through a wall"),
                Finding(
                    ruleIdentifier: "manifest.total", severity: .error, file: "manifest.json", line: 3,
                    message: "total is 4"),
                Finding(
                    ruleIdentifier: "samples.extra", severity: .warning, file: "samples.json",
                    message: "an extra sample"),
            ], filesChecked: 4)
        let findings = PreviewFindings(content)
        #expect((findings.errorCount, findings.warningCount) == (2, 3))
        let outline = PageOutline.parse(PreviewPage.html(content, findings: findings))
        #expect(outline.parseError == nil)
        let summary = try #require(outline.elements("p", classed: "summary").first)
        #expect(summary.text == "1 pack · 2 stories · 3 labyrinths · 2 errors · 3 warnings")
        #expect(outline.elements("span", classed: "errors").map(\.text) == ["2 errors"])
        #expect(outline.elements("span", classed: "warnings").map(\.text) == ["3 warnings"])
        // The folder's findings at the top, warnings too; a link to each card with findings.
        let problems = outline.elements("section", classed: "problems")
        #expect(problems.count == 1 && !(problems.first?.attributes["class"] ?? "").contains("warnings-only"))
        #expect(
            outline.elements("h2").first { $0.text.hasPrefix("Findings") }?.text == "Findings: 2 errors, 3 warnings")
        #expect(
            outline.elements("li", classed: "finding").filter { $0.card == nil }.map(\.text) == [
                "error manifest.total manifest.json: line 3: total is 4",
                "warning samples.extra samples.json: an extra sample",
            ])
        #expect(outline.elements("a").compactMap { $0.attributes["href"] } == ["#test_002_easy", "#test_001_medium"])
        #expect(
            outline.elements("ul", classed: "flagged-list").first?.text
                == "test_002_easy.json: 1 errortest_001_medium.json: 2 warnings")
        #expect(
            outline.elements("li", inCard: 2, classed: "finding").map(\.text) == [
                "warning level.turns few turns",
                "warning organic.sharpBend /path_data/control_points/3: a bend of 152 degrees",
            ])
    }

    @Test("one switch, without script, leaves only the cards, stories and packs with findings")
    func filterSwitch() throws {
        var content = try Self.content()
        content.report = ValidationReport(
            findings: [
                Finding(
                    ruleIdentifier: "level.turns", severity: .warning, file: "test_001_medium.json",
                    message: "few turns")
            ], filesChecked: 4)
        let html = PreviewPage.html(content, findings: PreviewFindings(content))
        let outline = PageOutline.parse(html)
        #expect(
            !html.contains("<script")
                && outline.elements.allSatisfy { !$0.attributes.keys.contains { $0.hasPrefix("on") } })
        let inputs = outline.elements("input", classed: "findings-switch")
        let toggle = try #require(inputs.first)
        #expect(inputs.count == 1 && toggle.attributes["type"] == "checkbox" && toggle.attributes["checked"] == nil)
        let label = try #require(outline.elements("label", classed: "findings-label").first)
        #expect(label.attributes["for"] == toggle.attributes["id"])
        #expect(label.text == "Only the 1 labyrinth with findingsShow every labyrinth")
        // A sibling before <main>, so `~` reaches every card; the rule hides what is not marked as having findings.
        let inputIndex = try #require(outline.elements.firstIndex { $0.attributes["id"] == toggle.attributes["id"] })
        let mainIndex = try #require(outline.elements.firstIndex { $0.name == "main" })
        #expect(inputIndex < mainIndex && outline.elements[inputIndex].card == nil)
        #expect(
            html.contains(
                """
                .findings-switch:checked ~ main .pack:not(.has-findings), .findings-switch:checked ~ main .story:not(.has-findings),
                .findings-switch:checked ~ main .card:not(.has-findings) { display: none; }
                """))
        // Story 2 (test_002_easy) has none and hides whole; story 1 and its pack stay, with only the medium card.
        let stories = outline.elements("section", classed: "story").map {
            "\($0.attributes["id"] ?? "") \($0.attributes["class"] ?? "")"
        }
        #expect(stories == ["pack-p-story-2 story", "pack-p-story-1 story has-findings"])
        #expect(outline.elements("section", classed: "pack").map { $0.attributes["class"] } == ["pack has-findings"])
        #expect(
            outline.cardIDs.indices.filter { outline.cardClasses[$0].contains("has-findings") }.map {
                outline.cardIDs[$0]
            } == ["test_001_medium"])
        // Warnings alone do not make the box at the top red.
        #expect(
            outline.elements("section", classed: "problems").map { $0.attributes["class"] } == [
                "problems warnings-only"
            ])
    }

    @Test("--compare: a remade labyrinth says which findings went and which came; a moved figure is the same finding")
    func compareListsFindingsThatWentAndCame() throws {
        let old = try Self.content()
        var files = PreviewPageTests.sampleFiles()
        files["test_001_medium.json"] = Array(
            HandBuiltMazes.serpentine.json(id: "test_001_medium", level: "medium", title: "Story 1").utf8)
        var new = try Self.content(files)
        func bend(_ degrees: Int, at point: Int) -> Finding {
            Finding(
                ruleIdentifier: "organic.sharpBend", severity: .warning, file: "test_001_medium.json",
                pointer: JSONPointer("/path_data/control_points/\(point)"),
                line: point + 10 + (degrees == 131 ? 10 : 0),
                message: "a bend of \(degrees) degrees")
        }
        let kept = Finding(
            ruleIdentifier: "level.items", severity: .warning, file: "test_001_medium.json", message: "2 items, 3 asked"
        )
        var oldContent = old
        oldContent.report = ValidationReport(
            findings: [
                bend(152, at: 3), bend(140, at: 5), kept,
                Finding(
                    ruleIdentifier: "level.turns", severity: .warning, file: "test_001_medium.json",
                    message: "1 turn, 9 asked"),
            ],
            filesChecked: 4)
        new.report = ValidationReport(
            findings: [
                bend(131, at: 3), kept, bend(150, at: 7),
                Finding(
                    ruleIdentifier: "maze.solution", severity: .error, file: "test_001_medium.json",
                    message: "through a wall"),
            ],
            filesChecked: 4)
        let comparison = PreviewComparison(old: oldContent, new: new, oldFolder: "before")
        #expect(comparison.changes.map(\.id) == ["test_001_medium"])
        let changes = try #require(comparison.changes.first).findings
        // Each file's findings in the validator's order: a finding without a line first. Lines say nothing of identity:
        // the kept bend moved from line 13 to 23 and the unchanged item finding has none.
        #expect(
            changes.went.map(PreviewFindings.placedMessage) == ["1 turn, 9 asked", "line 15: a bend of 140 degrees"])
        #expect(
            changes.came.map(PreviewFindings.placedMessage) == ["through a wall", "line 17: a bend of 150 degrees"])
        #expect(
            changes.reworded.map { "\($0.old.message) → \($0.new.message)" } == [
                "a bend of 152 degrees → a bend of 131 degrees"
            ])
        #expect(changes.unchanged == 1)

        let outline = PageOutline.parse(PreviewPage.html(new, findings: PreviewFindings(new), comparison: comparison))
        #expect(outline.parseError == nil)
        #expect(
            outline.elements("h4").map(\.text) == [
                "Went: 2 findings", "Came: 2 findings", "Still there, other figures: 1 finding",
            ])
        let went = outline.elements("ul", classed: "went").first?.text
        #expect(went == "warning level.turns 1 turn, 9 askedwarning organic.sharpBend line 15: a bend of 140 degrees")
        #expect(
            outline.elements("ul", classed: "came").first?.text
                == "error maze.solution through a wallwarning organic.sharpBend line 17: a bend of 150 degrees")
        #expect(
            outline.elements("ul", classed: "moved").first?.text
                == "warning organic.sharpBend line 13: a bend of 152 degrees → a bend of 131 degrees")
    }

    @Test("a remake with the findings it had says so")
    func compareWithTheSameFindings() {
        let finding = Finding(
            ruleIdentifier: "level.turns", severity: .warning, file: "a.json", line: 4, message: "1 turn, 9 asked")
        var moved = finding
        moved.line = 40
        let same = FindingChanges(old: [finding], new: [moved])
        #expect(same.isEmpty && same.unchanged == 1)
        #expect(same.section().contains("<p class=\"muted\">The same 1 finding as before.</p>"))
        #expect(
            FindingChanges(old: [], new: []).section().contains("<p class=\"muted\">No findings, before or after.</p>"))
    }

    @Test("numbers leave a message's identity, whole numbers, decimals and thousands alike; words with digits too")
    func numbersLeaveTheIdentity() {
        #expect(
            FindingChanges.withoutNumbers("completes at 41 % (0.75 of 1,200 units), story 3")
                == "completes at # % (# of # units), story #")
        #expect(FindingChanges.withoutNumbers("ends with 3.") == "ends with #.")
        #expect(FindingChanges.withoutNumbers("a, b. 12,x") == "a, b. #,x")
    }
}
