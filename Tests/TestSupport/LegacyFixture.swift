import Foundation

/// The legacy 5-level content in `../shared/fixtures/legacy-ocean`, next to the repository, when it is there.
public enum LegacyFixture {
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let folder: URL = Prerequisite.legacyFolder

    /// Whether it is there; a test that needs it asks `Prerequisite.legacyFixture` in its trait.
    public static let isAvailable: Bool = Prerequisite.legacyFixture.isMet

    /// Every JSON file of the fixture, sorted by name.
    public static func jsonFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every JSON file of the fixture by its name, with its bytes.
    public static func files() throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for url in try jsonFiles() {
            files[url.lastPathComponent] = Array(try Data(contentsOf: url))
        }
        return files
    }
}
