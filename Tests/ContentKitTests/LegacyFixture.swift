import Foundation

/// The legacy 5-level content in `../shared/fixtures/legacy-ocean`, next to the repository, when it is there.
enum LegacyFixture {
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let folder: URL = repositoryRoot
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/legacy-ocean")

    static let isAvailable: Bool = FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path)

    static let skipReason: Comment = "the legacy fixture ../shared/fixtures/legacy-ocean is not next to this checkout"

    /// Every JSON file of the fixture, sorted by name.
    static func jsonFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

import Testing
