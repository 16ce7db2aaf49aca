import ArgumentParser
import ContentKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct GenerateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Builds every story of every pack at every level and writes the labyrinths, manifest and samples."
    )

    @Argument(help: "The folder to write into (default: the config's content_folder).")
    var folder: String?

    @OptionGroup var configOption: ConfigOption

    @Option(help: "Use this seed instead of the config's.")
    var seed: UInt64?

    @Option(name: .long, help: "Regenerate only this story number (repeatable); every other file stays as it is.")
    var only: [Int] = []

    @Flag(help: "Remove labyrinth files that the catalogue no longer produces.")
    var prune = false

    func run() async throws {
        let started = monotonicSeconds()
        let (config, base) = try configOption.load()
        let catalogue = try StoryCatalogue.load(
            from: resolve(config.storiesFolder, against: base), expectedUniverse: config.universe)
        let generator = ContentGenerator(config: config, catalogue: catalogue, seed: seed)
        let content = try await generator.generate(onlyStories: Set(only))

        let output = folder ?? resolve(config.contentFolder, against: base)
        let writer = ContentWriter(folder: ContentFolder(path: output), universe: config.universe)
        let summary = try await writer.write(content, prune: prune)

        for name in summary.stale where !summary.pruned.contains(name) {
            Console.log("stale: \(output)/\(name) is not in the catalogue (--prune removes it)")
        }
        for name in summary.pruned { Console.log("pruned: \(output)/\(name)") }
        let seconds = monotonicSeconds() - started
        print(
            "generated \(counted(content.labyrinths.count, "labyrinth")) from \(counted(content.packCount, "pack")), "
                + "\(counted(content.storyCount, "story", "stories")) in \(FixedDecimal.text(seconds, decimals: 2)) s "
                + "(\(summary.written.count) written, \(summary.unchanged.count) unchanged)")
    }
}

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

