import ArgumentParser
import ContentCatalogue
import ContentReview
import ContentSupport
import ContentValidate
import Foundation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Writes one HTML page that draws every labyrinth of the folder, for review in a browser.",
        discussion: """
            A self-contained page (no network, no script; the same content gives the same bytes): each card lists \
            what `mazegen validate` finds in its file, the folder's own findings at the top; --compare says which \
            findings went and came. Exit 0 when nothing has errors, 1 when something has (the page marks them), 2 \
            when the page cannot be written. More: docs/COMMANDS.md, "preview".
            """
    )

    @Argument(help: "The content folder (default: the config's content_folder).")
    var folder: String?

    @Option(
        help: "Where to write the page (default: preview.html next to the content folder, e.g. content/preview.html).")
    var output: String?

    @Option(
        name: .customLong("compare"),
        help: ArgumentHelp(
            "Put each labyrinth whose drawing differs from OLD_DIR's beside its old drawing, with the figures that changed.",
            valueName: "OLD_DIR"))
    var compareFolder: String?

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let (config, base) = try configOption.load()
        let path = ContentFolder(path: folder ?? resolve(config.contentFolder, against: base)).path
        let validator = Validator(profile: try validationProfile(config, base: base))
        var content = try ReviewedContent.load(
            DiskContentSource(folder: path), validator: validator, hitRadius: config.avoid.hitRadius)
        content.figureNames = figureNames(config: config, base: base)
        let findings = PreviewFindings(content)
        let comparison = try compareFolder.map { old in
            let before = try ReviewedContent.load(
                DiskContentSource(folder: ContentFolder(path: old).path), validator: validator,
                hitRadius: config.avoid.hitRadius)
            return PreviewComparison(old: before, new: content, oldFolder: old)
        }
        let target = output ?? PreviewPage.defaultOutputPath(forFolder: path)
        content.audioBase = PreviewPage.audioBase(page: target, folder: path)
        let outcome = try PageFile.write(
            Array(PreviewPage.html(content, findings: findings, comparison: comparison).utf8), to: target,
            operation: "write the preview page")

        // The page holds the warnings; stderr only what makes the run fail.
        let errors = (content.labyrinths.flatMap { findings.byFile[$0.facts.fileName] ?? [] } + findings.folder).filter
        { $0.severity == .error }
        for finding in errors {
            let place = finding.file == Finding.folderFile ? path : path + "/" + finding.file
            let position = finding.line.map { ":\($0)" + (finding.column.map { ":\($0)" } ?? "") } ?? ""
            Console.error("error: \(place)\(position): \(finding.message) [\(finding.ruleIdentifier)]")
        }
        let invalid = content.labyrinths.filter {
            (findings.byFile[$0.facts.fileName] ?? []).contains { $0.severity == .error }
        }
        let folderErrors = findings.folder.count { $0.severity == .error }
        let state = outcome == .written ? "wrote" : "unchanged"
        print(
            "\(state) \(target): \(counted(content.labyrinths.count, "labyrinth")), \(invalid.count) with errors"
                + (folderErrors == 0 ? "" : ", \(counted(folderErrors, "folder error"))")
                + ", \(counted(findings.warningCount, "warning"))"
                + (comparison.map { ", \(counted($0.changes.count, "changed drawing")) since \($0.oldFolder)" } ?? ""))
        if !errors.isEmpty { throw ExitCode(1) }
    }

    /// The figure each organic story draws, by story number, from the config's stories folder; none when it has no
    /// figure library, and a note when the catalogue does not load (the page is still written, without names).
    private func figureNames(config: MazegenConfig, base: String) -> [Int: String] {
        let storiesFolder = resolve(config.storiesFolder, against: base)
        // A library in the way (a link leading out, a FIFO) is named by the catalogue's loading, below.
        guard FolderEntry.at(FigureLibrary.fileName, in: ContentFolder(path: storiesFolder).path) != .absent else {
            return [:]
        }
        do {
            let catalogue = try StoryCatalogue.load(from: storiesFolder, expectedUniverse: config.universe)
            return Dictionary(
                catalogue.stories.compactMap { story in catalogue.figure(of: story).map { (story.number, $0.name) } },
                uniquingKeysWith: { first, _ in first })
        } catch {
            Console.log("note: \(storiesFolder): the stories do not load, so the preview names no figures: \(error)")
            return [:]
        }
    }
}
