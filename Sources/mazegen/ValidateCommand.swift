import ArgumentParser
import ContentRead
import ContentSupport
import ContentValidate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mazegen validate [DIR]`: the CI gate. Stdout carries only the report; exit 0 when nothing is wrong,
/// 1 when there are findings (warnings count only under --strict), 2 when the folder cannot be read.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract:
            "Check the manifest, the packs, the samples and every labyrinth of a content folder, or one labyrinth file.",
        discussion: """
            Given one labyrinth file, checks it with the rules that judge a file alone and says that the folder's rules \
            were skipped. --list-rules lists every rule; --explain RULE tells what one checks, why, and shows its examples. \
            Exit status: 0 nothing wrong, 1 findings, 2 the command could not run.
            """
    )

    enum ColorChoice: String, WordChoice {
        case auto, always, never
    }

    @Argument(help: "The content folder (default: the config's content_folder), or one labyrinth file.")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Output format: text, json or github.")
    var format: ReportFormat = .text

    @Option(help: "Colour in text output: auto (on a terminal), always or never; NO_COLOR always turns it off.")
    var color: ColorChoice = .auto

    @Option(
        help: ArgumentHelp(
            "Print what RULE checks, why, its severity and its examples, and check nothing.", valueName: "RULE"))
    var explain: String?

    @Flag(help: "List every rule by area with its severity and description, and check nothing.")
    var listRules = false

    /// The rules' section of docs/COMMANDS.md (the list and every rule's explanation, as Markdown), which
    /// scripts/rules-reference.sh writes into the page; hidden, since it is the page's source, not a user's command.
    @Flag(help: .hidden)
    var rulesReference = false

    /// An unknown rule is a usage error, caught while parsing so it comes with this command's usage.
    func validate() throws {
        if let explain, RuleGuide.rule(named: explain) == nil {
            let names = RuleGuide.closestNames(to: explain).map { "`\($0)`" }.joined(separator: ", ")
            // Escaped: a line break in what was typed would start a line of its own (`::error` in a CI log).
            throw ValidationError(
                "no rule `\(ControlCharacters.escaped(explain))`; the closest are \(names) "
                    + "(`mazegen validate --list-rules` lists them all)")
        }
    }

    func run() throws {
        if rulesReference {
            print(RuleReference.markdown(), terminator: "")
            return
        }
        if listRules {
            print(RuleGuide.list(), terminator: "")
            return
        }
        let (config, base) = try configOption.load()
        let profile = try validationProfile(config, base: base)
        if let explain, let rule = RuleGuide.rule(named: explain) {
            print(RuleGuide.explain(rule, profile: profile), terminator: "")
            return
        }
        let path = self.folder ?? resolve(config.contentFolder, against: base)
        let validator = Validator(profile: profile)
        // GitHub annotations name files under the folder that holds them, also when one file is checked alone.
        let (found, folder) =
            if let source = try Self.folderSource(path) {
                (try validator.validate(source), path)
            } else {
                try Self.validate(file: path, with: validator)
            }
        let report = (strict ? found.promotingWarnings() : found).boundingRepeats()
        Console.output(format.reporter(folder: folder, useColor: useColor).bytes(of: report))
        if found.hasErrors(strict: strict) { throw ExitCode(1) }
    }

    /// The folder to check; nil when the path is a file, which is checked alone.
    static func folderSource(_ path: String) throws(FileSystemError) -> DiskContentSource? {
        do throws(FileSystemError) {
            return try DiskContentSource(folder: path)
        } catch {
            if error.code == ENOTDIR { return nil }
            throw error
        }
    }

    /// One labyrinth file checked alone, under its own name in a folder of its own; with the folder that holds it.
    static func validate(file path: String, with validator: Validator) throws -> (ValidationReport, folder: String) {
        let source = try InMemoryContentSource(file: path, limit: validator.profile.limits.fileBytes)
        let layout = FolderLayout(entries: try source.listing(), profile: validator.profile.reading)
        guard !layout.labyrinthFiles.isEmpty else {
            throw NotALabyrinthFile(path: path)
        }
        Console.log("note: " + ValidationReport.folderRulesSkippedNote)
        var report = try validator.judgingOneFile().validate(source)
        report.folderRulesSkipped = true
        return (report, source.folderPath ?? ".")
    }

    /// `validate` checks a folder or one labyrinth file; the manifest or samples alone mean nothing without the folder.
    struct NotALabyrinthFile: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "\(path) is a file but not a labyrinth file (<universe>_<NNN>_<level>.json); validate checks a content folder or one labyrinth file"
        }
    }

    var useColor: Bool {
        switch color {
        case .always: return Console.colourAllowed
        case .never: return false
        case .auto: return Console.useColourOnStdout
        }
    }
}

extension ReportFormat: WordChoice {}
