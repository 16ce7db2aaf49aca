import ArgumentParser
import ContentCatalogue
import ContentRead
import ContentValidate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--config FILE`, shared by every command that reads the config.
struct ConfigOption: ParsableArguments {
    @Option(name: .long, help: "The config file. Without one, ./config.yaml or else the built-in defaults.")
    var config: String?

    /// Checked while the command line is parsed, so the error comes with the subcommand's usage, not the top level's.
    func validate() throws {
        if let config, access(config, F_OK) != 0 {
            throw ValidationError("no config file at \(config)")
        }
    }

    /// The config, and the folder its relative paths are resolved against.
    func load() throws -> (config: MazegenConfig, baseFolder: String) {
        let path = config ?? ConfigLoader.defaultFileName
        let loaded = try ConfigLoader.load(from: path)
        return (loaded, folder(of: path))
    }

    private func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// validate's profile of the config, with the clips import adopted (the stories folder's `narration.yaml`, when it
/// is there): every command that judges a folder's clips judges them alike.
func validationProfile(_ config: MazegenConfig, base: String) throws -> ValidationProfile {
    var profile = ValidationProfile(config: config)
    profile.adoptedClips = try adoptedClips(config, base: base)
    return profile
}

/// The reader's profile of the config, with the clips import adopted, as `validationProfile` has them.
func readingProfile(_ config: MazegenConfig, base: String) throws -> ReadingProfile {
    ReadingProfile(config: config, adoptedClips: try adoptedClips(config, base: base))
}

private func adoptedClips(_ config: MazegenConfig, base: String) throws -> AdoptedClips {
    try AdoptedClips.read(storiesFolder: resolve(config.storiesFolder, against: base), limit: config.limits.fileBytes)
}

/// A path from the config is relative to the config file's folder; one given on the command line, to the shell's.
func resolve(_ path: String, against base: String) -> String {
    path.hasPrefix("/") || base == "." ? path : base + "/" + path
}
