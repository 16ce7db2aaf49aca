import ArgumentParser
import ContentFormat
import ContentReview
import ContentSupport
import ContentValidate

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract:
            "Prints the difficulty curve: per level, the mazes' size, solution length, turns, dead ends and loops; items, obstacles and their clearance; organic path length and width.",
        discussion: """
            Warnings (on stderr, and in the JSON) flag a level that is not harder than the one below it \
            on mean solution length or mean turns, and every labyrinth below its level's minimums. \
            Exit status: 0 without warnings, 1 with warnings, 2 when the folder cannot be read.
            """
    )

    enum Format: String, WordChoice {
        case text, json
    }

    @Argument(help: "The content folder (default: the config's content_folder).")
    var folder: String?

    @Flag(name: .long, help: "Also give the numbers of each pack.")
    var byPack = false

    @Option(help: "text (an aligned table) or json (one document).")
    var format: Format = .text

    @OptionGroup var configOption: ConfigOption

    func run() throws {
        let (config, base) = try configOption.load()
        let path = folder ?? resolve(config.contentFolder, against: base)
        let validator = Validator(profile: try validationProfile(config, base: base))
        let content = try ReviewedContent.load(
            DiskContentSource(folder: path), validator: validator, hitRadius: config.avoid.hitRadius)
        let statistics = ContentStatistics.compute(content, byPack: byPack)
        switch format {
        case .text: print(StatisticsFormat.text(statistics), terminator: "")
        case .json: print(JSONWriter.string(StatisticsFormat.json(statistics)), terminator: "")
        }
        // A labyrinth's warning starts with its file name, relative to the folder; the others are about the folder.
        for warning in statistics.warnings {
            Console.error("warning: " + (warning.file == nil ? "\(path): \(warning)" : "\(path)/\(warning)"))
        }
        if !statistics.warnings.isEmpty { throw ExitCode(1) }
    }
}
