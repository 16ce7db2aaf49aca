import ArgumentParser
import ContentSupport
import ContentValidate

/// `mazegen validate [DIR]`: the CI gate. Stdout carries only the report; exit 0 when nothing is wrong,
/// 1 when there are findings (warnings count only under --strict), 2 when the folder cannot be read.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check the manifest, the packs, the samples and every labyrinth of a content folder.",
        discussion: "Exit status: 0 nothing wrong, 1 findings, 2 the command could not run."
    )

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "The content folder (default: the config's content_folder).")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Output format: text, json or github.")
    var format: ReportFormat = .text

    @Option(help: "Colour in text output: auto (on a terminal), always or never; NO_COLOR always turns it off.")
    var color: ColorChoice = .auto

    func run() throws {
        let (config, base) = try configOption.load()
        let folder = self.folder ?? resolve(config.contentFolder, against: base)
        let source = try DiskContentSource(folder: folder)
        let found = try Validator(profile: ValidationProfile(config: config)).validate(source)
        let report = strict ? found.promotingWarnings() : found
        print(format.reporter(folder: folder, useColor: useColor).render(report), terminator: "")
        if found.hasErrors(strict: strict) { throw ExitCode(1) }
    }

    var useColor: Bool {
        switch color {
        case .always: return Console.colourAllowed
        case .never: return false
        case .auto: return Console.useColourOnStdout
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
