import Foundation

/// Reads `config.yaml`: strict about keys and types, validated before anyone uses it.
package enum ConfigLoader {
    package static let defaultFileName = "config.yaml"

    /// A missing file means "use the built-in defaults", so `validate` and `migrate` work on any folder.
    package static func load(from path: String) throws(SourceError) -> MazegenConfig {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .defaults
        }
        if isDirectory.boolValue {
            throw SourceError(
                SourceProblem(
                    kind: .unreadableFile, file: path,
                    message: "is a folder; expected a YAML config file"))
        }
        return try decode(source: YAMLSource.read(path: path))
    }

    /// `file` only names the text in messages.
    package static func decode(yaml: String, file: String) throws(SourceError) -> MazegenConfig {
        try decode(source: YAMLSource.parse(yaml, file: file))
    }

    private static func decode(source: YAMLSource) throws(SourceError) -> MazegenConfig {
        let config = try source.decode(MazegenConfig.self)
        let problems = ConfigValidation.problems(in: config, file: source.file, locate: source.mark(at:))
        if !problems.isEmpty { throw SourceError(problems: problems) }
        return config
    }
}
