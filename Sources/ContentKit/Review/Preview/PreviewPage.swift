import ContentFormat
import ContentSupport
import ContentValidate
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the rules say about the content, as the preview shows it: the findings (errors and warnings) per
/// labyrinth file, and those about the folder as a whole.
package struct PreviewFindings: Sendable, Equatable {
    /// Per file name (`denny_007_medium.json`), in the validator's order.
    package var byFile: [String: [Finding]]
    /// About the folder: manifest, samples, layout, and files that have no card.
    package var folder: [Finding]

    package init(byFile: [String: [Finding]] = [:], folder: [Finding] = []) {
        self.byFile = byFile
        self.folder = folder
    }

    func of(_ labyrinth: ReviewedContent.Labyrinth) -> [Finding] { byFile[labyrinth.facts.fileName] ?? [] }

    /// Every finding of the page, cards and folder.
    var all: [Finding] { byFile.values.flatMap { $0 } + folder }

    package var errorCount: Int { all.count { $0.severity == .error } }
    package var warningCount: Int { all.count { $0.severity == .warning } }
}

/// The review page: one self-contained HTML file, no network, no script. Laid out pack → story →
/// levels, one card per labyrinth. The same content and findings give the same bytes.
package enum PreviewPage {
    /// `content/labyrinths` → `content/preview.html`: beside the folder the app ships, never inside it.
    package static func defaultOutputPath(forFolder folder: String) -> String {
        let trimmed = ContentFolder(path: folder).path
        let last = trimmed.split(separator: "/").last ?? ""
        if last == "." || last == ".." { return trimmed + "/../preview.html" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "preview.html" }
        return trimmed[..<slash].isEmpty ? "/preview.html" : trimmed[..<slash] + "/preview.html"
    }

    /// - Parameter comparison: with `preview --compare`, the changed labyrinths' old and new drawings side by side,
    ///   above the cards; without it the page is as it always was.
    package static func html(
        _ content: ReviewedContent, findings: PreviewFindings, comparison: PreviewComparison? = nil
    ) -> String {
        let flagged = content.labyrinths.filter { !findings.of($0).isEmpty }
        let heading = content.universe.map { "\($0): content preview" } ?? "Content preview"
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            PageFile.mark,
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<title>\(HTMLText.escape(heading))</title>",
            "<style>",
            stylesheet + "\n" + findingsStylesheet + (comparison == nil ? "" : "\n" + PreviewComparison.stylesheet),
            "</style>",
            "</head>",
            "<body>",
            // First in <body> so `:checked ~ main` reaches every solution and card: the switches need no script.
            "<input type=\"checkbox\" id=\"show-solutions\" class=\"solution-switch\"/>",
            "<input type=\"checkbox\" id=\"\(findingsSwitchID)\" class=\"findings-switch\"/>",
            "<header>",
            "<h1>\(HTMLText.escape(heading))</h1>",
            "<p class=\"summary\">\(summary(content, findings: findings))</p>",
            "<label for=\"show-solutions\" class=\"solution-label\"><span class=\"show\">Show solutions</span><span class=\"hide\">Hide solutions</span></label>",
            findingsLabel(flaggedCount: flagged.count),
            "<p class=\"legend\"><span class=\"key start\">S</span> start <span class=\"key end\">E</span> end "
                + "<span class=\"key solution\"></span> solution <span class=\"key hit\"></span> where a finger hits an obstacle "
                + "(\(HTMLText.number(content.hitRadius)) units, with the solutions)</p>",
            "</header>",
        ]
        lines += problemsSection(findings.folder, flagged: flagged, findings: findings)
        lines += comparison?.section(hitRadius: content.hitRadius) ?? []
        lines.append("<main>")
        for pack in content.packs {
            lines += packSection(
                pack, findings: findings, hitRadius: content.hitRadius, figureNames: content.figureNames,
                clips: content.clips, audioBase: content.audioBase)
        }
        lines += ["</main>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Packs, stories and labyrinths, then how many errors and warnings the rules found, cards and folder.
    static func summary(_ content: ReviewedContent, findings: PreviewFindings) -> String {
        let packs = content.packs.filter { $0.id != nil }.count
        let stories = content.packs.reduce(0) { $0 + $1.stories.count }
        let labyrinths = content.labyrinths.count
        let parts = [counted(packs, "pack"), counted(stories, "story", "stories"), counted(labyrinths, "labyrinth")]
        let errors = findings.errorCount
        let warnings = findings.warningCount
        return HTMLText.escape(parts.joined(separator: " · ")) + " · "
            + (errors == 0
                ? "<span class=\"count\">no errors</span> · "
                : "<span class=\"count errors\">\(counted(errors, "error"))</span> · ")
            + (warnings == 0
                ? "<span class=\"count\">no warnings</span>"
                : "<span class=\"count warnings\">\(counted(warnings, "warning"))</span>")
    }

    static func packSection(
        _ pack: ReviewedContent.Pack, findings: PreviewFindings, hitRadius: Double, figureNames: [Int: String] = [:],
        clips: [Int: [ReviewedContent.StoryClip]] = [:], audioBase: String? = nil
    ) -> [String] {
        let sectionID = "pack-" + HTMLText.identifier(pack.id ?? "none")
        let packFlagged = pack.stories.contains { $0.labyrinths.contains { !findings.of($0).isEmpty } }
        var lines = ["<section class=\"pack\(flaggedClass(packFlagged))\" id=\"\(sectionID)\">"]
        if let id = pack.id {
            lines.append(
                "<h2>\(HTMLText.escape(pack.title)) <span class=\"muted\">\(HTMLText.escape(id)) · "
                    + "\(pack.freeStories) of \(counted(pack.stories.count, "story", "stories")) free</span></h2>")
        } else {
            lines.append(
                "<h2>\(HTMLText.escape(pack.title)) <span class=\"muted\">no pack in manifest.json lists these</span></h2>"
            )
        }
        for story in pack.stories {
            let number = story.number.map { String($0) } ?? "?"
            let storyFlagged = story.labyrinths.contains { !findings.of($0).isEmpty }
            lines.append(
                "<section class=\"story\(flaggedClass(storyFlagged))\" id=\"\(sectionID)-story-\(number == "?" ? "none" : number)\">"
            )
            lines.append("<h3><span class=\"number\">\(number)</span> \(HTMLText.escape(story.title))</h3>")
            if let storyClips = story.number.flatMap({ clips[$0] }), !storyClips.isEmpty {
                lines += clipRow(storyClips, audioBase: audioBase)
            }
            lines.append("<div class=\"cards\">")
            for labyrinth in story.labyrinths {
                lines += card(
                    labyrinth, findings: findings.of(labyrinth), hitRadius: hitRadius,
                    figureName: story.number.flatMap { figureNames[$0] })
            }
            lines += ["</div>", "</section>"]
        }
        lines.append("</section>")
        return lines
    }

    /// A story's two clips, shared by its levels: a player for each clip that is there (with its length and pace),
    /// and what is wrong with one that is missing, stale, unreadable, no MP3 or no file (the cards' findings say it too).
    static func clipRow(_ clips: [ReviewedContent.StoryClip], audioBase: String?) -> [String] {
        var lines = ["<div class=\"clips\">"]
        for clip in clips {
            let name = HTMLText.escape(clip.line.clip)
            var caption = "\(clip.line.role.rawValue): <q>\(HTMLText.escape(clip.line.text))</q>"
            if let seconds = clip.seconds {
                caption += " · \(FixedDecimal.text(seconds, decimals: 1)) s"
            }
            if let pace = clip.wordsPerMinute { caption += " · \(Int(pace.rounded())) words a minute" }
            let flagged: Bool
            switch clip.status {
            case .current, .unknownOrigin: flagged = false
            case .missing, .stale, .unreadable, .unplayable, .notAFile: flagged = true
            }
            lines.append("<figure class=\"clip\(flagged ? " flagged" : "")\" data-clip=\"\(name)\">")
            lines.append(
                "<figcaption>\(caption) <span class=\"muted\">\(HTMLText.escape(clip.status.description))</span></figcaption>"
            )
            // Only a file the app can play gets a player: the page's browser never opens a link out or a FIFO.
            if clip.status.isPlayable, let audioBase {
                lines.append(
                    "<audio controls preload=\"metadata\" src=\"\(HTMLText.escape(audioBase + percentEncoded(clip.line.clip)))\"></audio>"
                )
            }
            lines.append("</figure>")
        }
        lines.append("</div>")
        return lines
    }

    /// How a page at `page` reaches `folder`'s clips: a relative URL (`labyrinths/audio/`), each path segment
    /// percent-encoded, so the page plays them from wherever the two sit; nil when either path cannot be resolved.
    package static func audioBase(page: String, folder: String) -> String? {
        let pageFolder = page.contains("/") ? String(page[..<page.lastIndex(of: "/")!]) : "."
        guard let from = FolderEntry.realPath(pageFolder.isEmpty ? "/" : pageFolder),
            let to = FolderEntry.realPath(folder)
        else { return nil }
        let fromParts = from.split(separator: "/")
        let toParts = to.split(separator: "/")
        let common = zip(fromParts, toParts).prefix { $0 == $1 }.count
        let up = Array(repeating: "..", count: fromParts.count - common)
        let down = toParts[common...].map { percentEncoded(String($0)) }
        return (up + down + [ContentLayout.audioFolderName]).joined(separator: "/") + "/"
    }

    /// A path segment as a URL holds it: unreserved bytes as they are, every other byte as `%XX`.
    static func percentEncoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let isUnreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if isUnreserved {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (byte < 16 ? "0" : "") + hex
            }
        }
        return result
    }

    static func cardID(_ facts: MeasuredLabyrinth) -> String {
        HTMLText.identifier(LabyrinthName.id(fileName: facts.fileName))
    }

    /// `figureName`: what the card's organic path draws, shown beside the drawing.
    static func card(
        _ labyrinth: ReviewedContent.Labyrinth, findings: [Finding], hitRadius: Double, figureName: String? = nil
    ) -> [String] {
        let facts = labyrinth.facts
        let classes = "card" + cardClasses(findings)
        var lines = [
            "<article class=\"\(classes)\" id=\"\(cardID(facts))\" data-id=\"\(HTMLText.escape(facts.id))\" data-level=\"\(HTMLText.escape(facts.level))\">",
            MazeSVG.svg(facts, hitRadius: hitRadius),
            "<dl>",
        ]
        for (term, value) in details(labyrinth, hitRadius: hitRadius, figureName: figureName) {
            lines.append("<dt>\(term)</dt><dd>\(HTMLText.escape(value))</dd>")
        }
        lines.append("</dl>")
        if !findings.isEmpty {
            lines.append(
                "<div class=\"findings\"><p>\(HTMLText.escape(tally(findings)))</p>"
                    + findingList(findings, message: PreviewFindings.placedMessage) + "</div>")
        }
        lines.append("</article>")
        return lines
    }

    static let unknown = "–"

    static func details(_ labyrinth: ReviewedContent.Labyrinth, hitRadius: Double, figureName: String? = nil) -> [(
        String, String
    )] {
        let facts = labyrinth.facts
        let emojis = (facts.organicPath?.items ?? facts.drawing?.items ?? []).reduce(into: [String]()) { seen, item in
            if !seen.contains(item.emoji) { seen.append(item.emoji) }
        }
        let items = facts.itemCount == 0 ? "none" : "\(facts.itemCount) " + emojis.joined(separator: " ")
        var rows = [
            ("id", facts.id),
            ("title", facts.title.isEmpty ? unknown : facts.title),
            ("level", facts.level.isEmpty ? unknown : facts.level),
        ]
        if facts.organicPath != nil, let figureName { rows.append(("figure", figureName)) }
        rows += facts.organicPath.map(pathDetails) ?? mazeDetails(facts)
        rows.append(("items", items))
        if let obstacles = obstacleDetails(facts, hitRadius: hitRadius) { rows.append(("obstacles", obstacles)) }
        rows.append(("access", labyrinth.access.rawValue))
        return rows
    }

    /// The measures `stats` and the level rules use: the shortest route, the fewest turns along one; in an avoid
    /// story the shortest route clear of its obstacles as well, whose turns the level rules count there.
    static func mazeDetails(_ facts: MeasuredLabyrinth) -> [(String, String)] {
        let metrics = facts.metrics
        var rows = [
            ("grid", metrics.map { "\($0.rows) x \($0.cols), \($0.insideCells) cells" } ?? unknown),
            ("shortest route", metrics?.shortestRouteCells.map { counted($0, "cell") } ?? unknown),
        ]
        if facts.kind?.itemRule == .avoid, !facts.obstacles.isEmpty {
            let clear = facts.maze?.clearRoute
            rows += [
                ("shortest clear route", clear.map { counted($0.cells.count, "cell") } ?? unknown),
                ("turns", clear.map { "\($0.turns), on the clear route" } ?? unknown),
            ]
        } else {
            rows.append(("turns", metrics?.shortestRouteTurns.map(String.init) ?? unknown))
        }
        rows.append(("loops", metrics.map { String($0.loops) } ?? unknown))
        return rows
    }

    /// An organic path has no grid or route to count: its length (the control points' polyline), bends and width.
    static func pathDetails(_ path: MeasuredLabyrinth.OrganicDrawing) -> [(String, String)] {
        [
            ("path", "organic, \(counted(path.controlPoints.count, "control point"))"),
            ("path length", HTMLText.number(path.length.rounded())),
            (
                "bends",
                path.sharpestBend.map { "\(path.bendCount), the sharpest \(HTMLText.number($0.rounded())) degrees" }
                    ?? "none"
            ),
            ("path width", HTMLText.number(path.width)),
        ]
    }

    /// How many obstacles, and how far the best route keeps from them against the app's hit radius.
    static func obstacleDetails(_ facts: MeasuredLabyrinth, hitRadius: Double) -> String? {
        let obstacles = facts.obstacles
        switch facts.kind?.itemRule {
        case .avoid: break
        case .collect, nil: guard !obstacles.isEmpty else { return nil }
        }
        guard !obstacles.isEmpty else { return "none" }
        let emojis = obstacles.reduce(into: [String]()) { seen, obstacle in
            if !seen.contains(obstacle.emoji) { seen.append(obstacle.emoji) }
        }
        var text = "\(obstacles.count) " + emojis.joined(separator: " ")
        if let best = facts.obstacleClearance?.bestClearance {
            text +=
                ", the best route keeps \(HTMLText.number((best * 10).rounded() / 10)) from them (a hit within \(HTMLText.number(hitRadius)))"
        }
        return text
    }

    static let stylesheet = """
        :root { color-scheme: light; --ink: #22304a; --muted: #6b7486; --line: #d9dde5; --bad: #c0392b; --warn: #8a5a00;
          --warn-line: #e8b23a; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif; color: var(--ink); background: #f4f5f7; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 20px;
          padding: 10px 24px; background: #ffffffee; border-bottom: 1px solid var(--line); }
        header h1 { margin: 0; font-size: 20px; }
        header p { margin: 0; }
        .summary, .muted { color: var(--muted); font-weight: normal; }
        \(switchStylesheet("solution"))
        .legend .key { display: inline-block; width: 18px; height: 18px; border-radius: 50%; color: #fff; font-size: 11px;
          font-weight: bold; text-align: center; line-height: 18px; vertical-align: middle; }
        .legend .key.start { background: #1f9d55; } .legend .key.end { background: #d64532; }
        .legend .key.solution { width: 24px; height: 6px; border-radius: 3px; background: #e6007e; }
        .legend .key.hit { border: 2px dashed #d64532; background: #d6453240; }
        main { padding: 0 24px 40px; max-width: 1500px; }
        .problems { margin: 16px 24px 0; padding: 8px 16px; border: 2px solid var(--bad); border-radius: 8px; background: #fff5f4; max-width: 1452px; }
        .problems h2 { margin: 4px 0; color: var(--bad); font-size: 17px; } .problems h3 { margin: 8px 0 2px; font-size: 14px; }
        .pack > h2 { margin: 28px 0 4px; font-size: 22px; }
        .story > h3 { margin: 18px 0 8px; font-size: 16px; }
        .story .number { display: inline-block; min-width: 2.2em; padding: 0 6px; margin-right: 6px; border-radius: 6px;
          background: var(--ink); color: #fff; text-align: center; }
        .clips { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0 0 10px; }
        .clip { margin: 0; font-size: 13px; max-width: 560px; }
        .clip audio { display: block; width: 100%; max-width: 420px; margin-top: 4px; }
        .clip.flagged figcaption { color: var(--bad); }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 16px; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 10px; }
        .card.invalid { border: 3px solid var(--bad); background: #fff5f4; }
        .maze { display: block; width: 100%; height: auto; border-radius: 6px; }
        .maze .solution { display: none; }
        .solution-switch:checked ~ main .maze .solution { display: inline; }
        .maze .item, .maze .obstacle { font-family: "Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", sans-serif; }
        .maze .marker text { font-family: system-ui, sans-serif; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 1px 12px; margin: 8px 2px 0; }
        dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
        """
}
