import ArgumentParser
import ContentReview
import ContentSupport
import ContentValidate

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Writes one HTML page that draws every labyrinth of the folder, for review in a browser.",
        discussion: """
            The page is self-contained (no network, no script) and the same content gives the same bytes. \
            Cards of files with `mazegen validate` errors are marked and list them; folder errors are listed at the top. \
            Exit status: 0 when no labyrinth has errors, 1 when some do (the page is written and marks them), \
            2 when the page cannot be written.
            """
    )

    @Argument(help: "The content folder (default: the config's content_folder).")
    var folder: String?

    @Option(help: "Where to write the page (default: preview.html next to the content folder, e.g. content/preview.html).")
    var output: String?

    @Option(name: .customLong("compare"), help: ArgumentHelp(
        "Put each labyrinth whose drawing differs from OLD_DIR's beside its old drawing, with the figures that changed.",
        valueName: "OLD_DIR"))
    var compareFolder: String?

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let (config, base) = try configOption.load()
        let path = ContentFolder(path: folder ?? resolve(config.contentFolder, against: base)).path
        let validator = Validator(profile: ValidationProfile(config: config))
        let content = try ReviewedContent.load(DiskContentSource(folder: path), validator: validator, hitRadius: config.avoid.hitRadius)
        let findings = PreviewFindings(content)
        let comparison = try compareFolder.map { old in
            let before = try ReviewedContent.load(DiskContentSource(folder: ContentFolder(path: old).path), validator: validator,
                                                  hitRadius: config.avoid.hitRadius)
            return PreviewComparison(old: before, new: content, oldFolder: old)
        }
        let target = output ?? PreviewPage.defaultOutputPath(forFolder: path)
        let outcome: AtomicFile.Outcome
        do {
            outcome = try AtomicFile.write(Array(PreviewPage.html(content, findings: findings, comparison: comparison).utf8), to: target)
        } catch {
            // AtomicFile names its temporary file; the user asked for `target`.
            throw FileSystemError(path: target, operation: "write the preview page", code: error.code)
        }

        let invalid = content.labyrinths.filter { !(findings.byFile[$0.facts.fileName] ?? []).isEmpty }
        for labyrinth in invalid {
            for message in findings.byFile[labyrinth.facts.fileName] ?? [] {
                Console.error("error: \(path)/\(labyrinth.facts.fileName): \(message)")
            }
        }
        // A folder problem starts with the file it is about (`manifest.json: …`), relative to the folder named first.
        for problem in findings.folder { Console.error("error: \(path): \(problem)") }
        let state = outcome == .written ? "wrote" : "unchanged"
        print("\(state) \(target): \(counted(content.labyrinths.count, "labyrinth")), \(invalid.count) with errors"
              + (findings.folder.isEmpty ? "" : ", \(counted(findings.folder.count, "folder error"))")
              + (comparison.map { ", \(counted($0.changes.count, "changed drawing")) since \($0.oldFolder)" } ?? ""))
        if !invalid.isEmpty || !findings.folder.isEmpty { throw ExitCode(1) }
    }
}
