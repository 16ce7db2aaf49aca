import ContentTestSupport
import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentImport
@testable import ContentSupport

/// The config's `limits` as import holds them: a file beyond them is refused with the limit and its own figure, and
/// nothing is written.
@Suite("import: a file beyond the limits is refused with reasons")
struct ImportLimitsTests {
    @Test(arguments: [ContentLayout.manifestName, ContentLayout.samplesName])
    func importRefusesAManifestOrSamplesOverTheSizeLimit(_ name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = ValidFolder.largestLabyrinth
        var files = ValidFolder.files
        files[name] = ValidFolder.padded(files[name]!, to: max(files[name]!.count, ValidFolder.largestLabyrinth) + 1)
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: InMemoryContentSource(files), into: folder.path, config: config)
        }
        #expect(
            error.problems.map(\.description) == [
                "\(name): it is \(files[name]!.count) bytes, more than the limit of \(ValidFolder.largestLabyrinth) bytes (`limits.file_bytes` in config.yaml); not read past the limit"
            ])
    }

    @Test func importRefusesACatalogueFileOverTheSizeLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = max(ValidFolder.largestLabyrinth, ValidFolder.files.values.map(\.count).max()!)
        try Data(ValidFolder.padded(Array("# a universe\n".utf8), to: config.limits.fileBytes + 1))
            .write(to: folder.appendingPathComponent(StoryCatalogue.universeFileName))
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(
                source: InMemoryContentSource(ValidFolder.files), into: folder.path, config: config)
        }
        let message = error.problems.map(\.description).joined(separator: "\n")
        #expect(
            message.contains(StoryCatalogue.universeFileName) && message.contains("`limits.file_bytes` in config.yaml"),
            "\(message)")
    }

    @Test func importRefusesALabyrinthBeyondTheLimitsAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var config = MazegenConfig.defaults
        config.limits.fileBytes = ValidFolder.labyrinthBytes.count
        var files = ValidFolder.files
        files["denny_001_easy.json"] = ValidFolder.labyrinthBytes + [32]
        files["denny_001_medium.json"] = Array(#"{"story_setup": "aaaaaaaaaaa"}"#.utf8)
        config.limits.textLength = 10
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: InMemoryContentSource(files), into: folder.path, config: config)
        }
        let messages = error.problems.map(\.description)
        #expect(
            messages.contains {
                $0.hasPrefix("denny_001_easy.json")
                    && $0.contains("more than the limit of \(ValidFolder.labyrinthBytes.count) bytes")
            })
        #expect(messages.contains { $0.hasPrefix("denny_001_medium.json") && $0.contains("`limits.text_length`") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
