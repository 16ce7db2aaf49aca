import Foundation
import TestSupport
import Testing

/// What a document of this repository may point at: its links and the repository paths it writes in backticks resolve
/// here, and it names no issue number, no file outside the repository and no tool the repository does not hold. A
/// reader has the repository and its public dependencies, nothing else.
struct DocumentCheck {
    /// The repository's top folder, against which backticked paths resolve.
    var root: URL
    /// What the commands write into the repository and git ignores (`/content/preview.html`, `/dist/`): a document may
    /// name them whether a run made them here or not.
    var outputs: [String]

    init(root: URL) {
        self.root = root
        let ignored = (try? String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)) ?? ""
        outputs = ignored.split(separator: "\n").filter { $0.hasPrefix("/") }.map {
            String($0.dropFirst()).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        }
    }

    /// Names that stand for something outside the repository, matched as written.
    static let outsideNames = ["SPEC.md", "../shared", "shared/fixtures", "farm-bench", "/work/", "/tmp/", "bench26/"]
    /// Commands of tools the repository does not hold, as the first word of a code span.
    static let outsideTools: Set<String> = ["issues", "duplicates", "farm-bench"]

    /// Every problem of `text`, the document at `path` (relative to the root), one line each with its line number.
    func problems(in text: String, at path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        var problems: [String] = []
        var fence: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let place = "\(path):\(index + 1)"
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == trimmed.first })
            }
            for name in Self.outsideNames where line.contains(name) {
                problems.append("\(place): names `\(name)`, which is not in this repository")
            }
            if let spec = line.lowercased().firstMatch(of: /\bspec\b(?!\.md)/) {
                problems.append("\(place): names `\(spec.output)`, a document not in this repository")
            }
            problems += Self.issueNumbers(in: String(line), codeAllowed: fence != nil).map { "\(place): \($0)" }
            if fence != nil || trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { continue }
            let (prose, spans) = Self.codeSpans(in: String(line))
            for span in spans {
                if let problem = spanProblem(span) { problems.append("\(place): \(problem)") }
            }
            for target in Self.linkTargets(in: prose) {
                if let problem = linkProblem(target, from: folder, document: text) {
                    problems.append("\(place): \(problem)")
                }
            }
        }
        return problems
    }

    /// "issue 26", "issues 24 and 25" anywhere; "#26" outside code only, since in code `#` begins a colour or a comment.
    static func issueNumbers(in line: String, codeAllowed inCode: Bool) -> [String] {
        var found: [String] = []
        let words = line.lowercased()
        if let match = words.firstMatch(of: /\bissues?\s+#?\d+/) {
            return ["names an issue (`\(match.output)`)"]
        }
        if !inCode {
            let (prose, _) = codeSpans(in: line)
            for match in prose.matches(of: /#(\d+)(?![\w])/) {
                let before = prose[..<match.range.lowerBound].last
                if before.map({ $0.isLetter || $0.isNumber || $0 == "&" || $0 == "/" }) != true {
                    found.append("names an issue (`\(match.output.0)`)")
                }
            }
        }
        return found
    }

    /// The line with its code spans blanked out, and the spans' texts.
    static func codeSpans(in line: String) -> (prose: String, spans: [String]) {
        var prose = ""
        var spans: [String] = []
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "`") {
            let ticks = rest[open...].prefix { $0 == "`" }
            let afterOpen = ticks.endIndex
            guard let close = rest[afterOpen...].range(of: String(ticks)) else { break }
            prose += rest[..<open] + " "
            spans.append(String(rest[afterOpen..<close.lowerBound]).trimmingCharacters(in: .whitespaces))
            rest = rest[close.upperBound...]
        }
        return (prose + rest, spans)
    }

    /// The targets of the Markdown links `[text](target)` in `prose`.
    static func linkTargets(in prose: String) -> [String] {
        prose.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/).map { String($0.output.1) }
    }

    /// A code span is held to the repository when its first word is a path that starts at one of the root's entries
    /// (`scripts/bench.sh 2`, `docs/FORMAT.md`, `content/labyrinths/`): the part before any placeholder (`<id>`, `*`,
    /// `…`, `$`) must exist. A path leaving the repository (`../app`) is a problem; anything else is code.
    func spanProblem(_ span: String) -> String? {
        guard let word = span.split(whereSeparator: \.isWhitespace).first.map(String.init) else { return nil }
        // Already named by the line's own check.
        if Self.outsideNames.contains(where: span.contains) { return nil }
        if Self.outsideTools.contains(word) { return "names `\(word)`, a tool this repository does not hold" }
        if word.hasPrefix("../") { return "names `\(word)`, a path outside this repository" }
        // A part of a page (`docs/FORMAT.md#levels`) is a link's business; the page must be there.
        let path = String(word.prefix { $0 != "#" })
        if outputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard path.contains("/"), let first = components.first, !path.hasPrefix("/"),
            FileManager.default.fileExists(atPath: root.appendingPathComponent(first).path)
        else { return nil }
        let placeholder: (String) -> Bool = { $0.contains { "<*…${[".contains($0) } }
        var known = components.prefix { !placeholder($0) }
        if known.count == components.count, let last = known.last, let colon = last.firstIndex(of: ":") {
            known[known.count - 1] = String(last[..<colon])  // `Sources/x.swift:12`
        }
        let resolved = known.joined(separator: "/")
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else {
            return "names `\(path)`, but `\(resolved)` is not in this repository"
        }
        return nil
    }

    /// A link must lead to a file of the repository (from the document's folder) or out to the web; a `#part` of a
    /// Markdown file must be one of its headings.
    func linkProblem(_ target: String, from folder: String, document: String) -> String? {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0]
        let anchor = parts.count > 1 ? parts[1] : nil
        var text = document
        if !file.isEmpty {
            let relative = (folder.isEmpty ? file : folder + "/" + file)
            let url = root.appendingPathComponent(relative).standardizedFileURL
            guard url.path.hasPrefix(root.standardizedFileURL.path + "/") || url.path == root.standardizedFileURL.path
            else { return "links to `\(target)`, outside this repository" }
            guard FileManager.default.fileExists(atPath: url.path) else {
                return "links to `\(target)`, which is not in this repository"
            }
            guard let anchor, file.hasSuffix(".md") else { return nil }
            guard let linked = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            text = linked
            return Self.headingAnchors(in: text).contains(anchor)
                ? nil : "links to `\(target)`, but that page has no heading `#\(anchor)`"
        }
        guard let anchor else { return nil }
        return Self.headingAnchors(in: text).contains(anchor)
            ? nil : "links to `#\(anchor)`, but this page has no such heading"
    }

    /// The anchors GitHub makes of a page's headings: lower case, punctuation but `-` and `_` dropped, spaces as `-`,
    /// a repeated one numbered from 1.
    static func headingAnchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        var fenced = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var anchor = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    anchor.append(character)
                } else if character == " " {
                    anchor.append("-")
                }
            }
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }
}

@Suite("the documents speak of this repository alone")
struct DocumentCheckTests {
    static let check = DocumentCheck(root: Mazegen.repositoryRoot)

    /// README.md, content/README.md and every page under docs/.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(
            atPath: Mazegen.repositoryRoot.appendingPathComponent("docs").path
        ).filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md", "content/README.md"] + docs.sorted()
    }

    @Test func everyDocumentResolvesAndNamesNothingOutside() throws {
        let documents = try Self.documents()
        #expect(documents.contains("docs/COMMANDS.md"))
        for document in documents {
            let text = try String(
                contentsOf: Mazegen.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            let problems = Self.check.problems(in: text, at: document)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }

    @Test func theReadmeIsShortAndLeadsToEveryCommandsReference() throws {
        let readme = try Data(contentsOf: Mazegen.repositoryRoot.appendingPathComponent("README.md"))
        #expect(
            readme.count < 12 * 1024, "README.md is \(readme.count) bytes; the reference belongs in docs/COMMANDS.md")
        let text = String(decoding: readme, as: UTF8.self)
        let commands = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("docs/COMMANDS.md"), encoding: .utf8)
        let anchors = DocumentCheck.headingAnchors(in: commands)
        let help = try Mazegen.run(["--help"])
        // The subcommands as `mazegen --help` lists them: under SUBCOMMANDS, each line that starts with a name (the
        // lines of a wrapped description are indented further).
        let listed =
            help.stdout.components(separatedBy: "SUBCOMMANDS:\n").last?
            .split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("  ") }
            .filter { !$0.hasPrefix("   ") }.compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        #expect(listed.count >= 7, "\(help.stdout)")
        for command in listed {
            let anchor = command == "figure" ? "figure-add" : command
            #expect(anchors.contains(anchor), "docs/COMMANDS.md has no heading for `\(command)`")
            #expect(text.contains("docs/COMMANDS.md#\(anchor)"), "README.md does not link to `\(command)`'s reference")
        }
    }

    /// A command's `--help` opens with an overview a person can scan for an option past: what it does and the one or
    /// two things to know. The detail belongs in docs/COMMANDS.md.
    @Test func everyHelpOverviewIsShort() throws {
        let commands = [
            [], ["generate"], ["migrate"], ["validate"], ["preview"], ["stats"], ["import"], ["figure"],
            ["figure", "add"], ["narrate"],
        ]
        for command in commands {
            let help = try Mazegen.run(command + ["--help"])
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let overview = lines.drop { !$0.hasPrefix("OVERVIEW:") }.prefix { !$0.hasPrefix("USAGE:") }
            #expect(!overview.isEmpty, "mazegen \(command.joined(separator: " ")) --help: \(help.stdout)")
            let name = (["mazegen"] + command).joined(separator: " ")
            let shown = overview.joined(separator: "\n")
            #expect(
                overview.count < 15,
                "\(name) --help opens with \(overview.count) lines; keep a few, the detail in docs/COMMANDS.md:\n\(shown)"
            )
        }
    }

    // The check itself, on small texts.

    @Test func aBrokenPathOrLinkIsNamed() {
        let problems = Self.check.problems(
            in: "Run `scripts/no-such.sh` and read [the map](docs/NOPE.md), not `docs/FORMAT.md`.\n",
            at: "README.md")
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("`scripts/no-such.sh`") })
        #expect(problems.contains { $0.contains("docs/NOPE.md") })
        let anchor = Self.check.problems(in: "See [the levels](FORMAT.md#no-such-part).\n", at: "docs/ARCHITECTURE.md")
        #expect(anchor.count == 1 && anchor[0].contains("no heading `#no-such-part`"), "\(anchor)")
    }

    @Test func pathsThatExistAndCodeThatIsNoPathPass() {
        let text = """
            The folder `content/labyrinths` and `content/labyrinths/`, `content/packs/*.yaml`, `scripts/bench.sh 2`,
            `Sources/ContentKit/Validate/Rules/<Area>/`, `docs/FORMAT.md`, [format](docs/FORMAT.md#levels),
            [below](#a-part), [Yams](https://github.com/jpsim/Yams), `drawings/<id>.yaml`, `level.turns`,
            `swift run mazegen generate`, `$(swift build --show-bin-path)/mazegen`, a colour `#1E90FF`.

            ## A part

            ```
            swift test   # issue 7 is named in code too; a colour like #112233 is not
            ```

            """
        var check = Self.check
        check.outputs = ["content/preview.html", "dist"]
        let problems = check.problems(
            in: text + "`content/preview.html` and `dist/mazegen-<version>/` are written by commands.\n",
            at: "README.md")
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("README.md:9: names an issue") == true, "\(problems)")
    }

    @Test func issueNumbersOutsidePathsAndOutsideToolsAreNamed() {
        for (text, expected) in [
            ("as issue 26 asks", "names an issue"), ("Issues 24 and 25", "names an issue"),
            ("since #12 landed", "names an issue"), ("the spec (SPEC.md)", "`SPEC.md`"),
            ("fixtures in `../shared/fixtures/app-today`", "`../shared`"),
            ("timed with `farm-bench -n 21`", "farm-bench"),
            ("the app at `../app/Content`", "a path outside this repository"), ("see `issues show 3`", "a tool"),
            ("a copy in /tmp/before", "`/tmp/`"), ("as the spec has it", "`spec`"), ("SPEC: every kind", "`spec`"),
        ] {
            let problems = Self.check.problems(in: text + "\n", at: "README.md")
            #expect(problems.contains { $0.contains(expected) }, "\(text): \(problems)")
        }
        #expect(
            Self.check.problems(
                in: "the app's story 26 and level #RRGGBB, `#26` in code, a specific inspection\n", at: "README.md"
            ).isEmpty)
    }

    @Test func headingAnchorsAreGitHubs() {
        let anchors = DocumentCheck.headingAnchors(
            in:
                "# mazegen\n## Adopting mazegen on a folder you already ship\n### `figure add`\n#### `level.turns`\n## mazegen\n"
        )
        #expect(
            anchors == [
                "mazegen", "adopting-mazegen-on-a-folder-you-already-ship", "figure-add", "levelturns", "mazegen-1",
            ])
    }
}

/// The one line `swift test` ends with when it skipped tests for want of something the repository does not hold.
@Suite("what a test run skipped, in one line")
struct SkipSummaryTests {
    @Test func theLineCountsEachTestOnceAndEachPrerequisiteItsOwn() {
        let tally = SkipTally()
        #expect(tally.summary() == nil)
        #expect(tally.count([.legacyFixture]) == 1)
        #expect(tally.count([.legacyFixture]) == 2)
        #expect(tally.count([.strace, .legacyFixture]) == 3)
        let line = tally.summary()
        #expect(
            line
                == "skipped 3 test(s) and suite(s) for want of what the repository does not hold: "
                + "\(Prerequisite.legacyFixture.skipReason) (3); \(Prerequisite.strace.skipReason) (1)."
                + " Nothing mazegen does needs them.")
        #expect(line?.contains("\n") == false)
    }

    /// The narration's suites are counted too: without piper, the default voice's suite is named in the line.
    @Test func theNarrationsSuitesAreCountedWhenTheirProgramsAreMissing() throws {
        let tally = SkipTally()
        #expect(tally.count([.defaultVoice]) == 1)
        #expect(tally.count([.narrationTools]) == 2)
        let line = try #require(tally.summary())
        #expect(line.contains("piper's voice is not installed") && line.contains("(1)"), "\(line)")
        #expect(line.contains(Prerequisite.narrationTools.skipReason), "\(line)")
    }

    @Test func aTestNeedingWhatIsThereRunsAndIsNotCounted() {
        let before = Prerequisite.summary
        for prerequisite in Prerequisite.allCases where prerequisite.isMet {
            #expect(prerequisite.admitsTest())
        }
        #expect(Prerequisite.admitTest(needing: []))
        #expect(Prerequisite.summary == before)
    }
}
