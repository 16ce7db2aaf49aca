import ContentTestSupport
import Foundation
import LabyrinthKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentSupport
@testable import ContentValidate

/// A folder in the app's layout (three packs, collect and avoid,
/// an organic finale, several shapes, a manifest without `universe`) is imported into an empty catalogue;
/// `generate` then makes a folder that passes `validate --strict`, and every labyrinth says what its source said.
@Suite("import: a folder in the app's layout")
struct ImportAppLayoutTests {
    @Test func importedThenGeneratedKeepsEveryLabyrinthsContent() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The generator makes only shapes it knows and colours the catalogue can hold, so those two are left out.
        let source = try AppLayoutFolder.files(unknownShape: false, tolerableColour: false)
        let catalogueFolder = folder.appendingPathComponent("content").path
        try ImportFixture.copyFigureLibrary(into: folder.appendingPathComponent("content"))
        try CatalogueImport.prepare(source: InMemoryContentSource(source), into: catalogueFolder, config: .defaults)
            .write()
        let catalogue = try StoryCatalogue.load(from: catalogueFolder, expectedUniverse: "denny")
        #expect(catalogue.packs.map(\.id) == ["ocean_adventures", "forest_friends", "meadow_days"])
        #expect(catalogue.packs.map(\.freeStories) == [3, 0, 0])

        let generated = try ContentGenerator(config: .defaults, catalogue: catalogue).generate(parallelism: 2)
        let files = Dictionary(uniqueKeysWithValues: generated.allFiles.map { ($0.name.value, $0.bytes) })
        let report = try Validator().validate(InMemoryContentSource(files))
        #expect(report.findings.isEmpty, "\(report.findings.prefix(5))")

        let sourceNames = source.keys.filter { LabyrinthName(parsing: $0) != nil }.sorted()
        #expect(generated.labyrinths.map(\.name.value).sorted() == sourceNames)
        for name in sourceNames {
            let before = try Labyrinth.decodeAsApp(Data(try #require(source[name])), file: name)
            let after = try Labyrinth.decodeAsApp(Data(try #require(files[name])), file: name)
            #expect(Self.content(of: after) == Self.content(of: before), "\(name)")
        }
        let manifest = try LabyrinthManifest.decodeAsApp(
            Data(try #require(files[ContentLayout.manifestName])), file: "manifest.json")
        let sourceManifest = try LabyrinthManifest.decodeAsApp(
            Data(try #require(source[ContentLayout.manifestName])), file: "manifest.json")
        #expect(manifest.packs == sourceManifest.packs)
        #expect(manifest.labyrinths == sourceManifest.labyrinths)
    }

    /// Everything a labyrinth says besides its maze: texts, characters, place, look, rule, audio, level, kind.
    static func content(of labyrinth: Labyrinth) -> [String] {
        let texts = [
            labyrinth.title, labyrinth.storySetup, labyrinth.instruction, labyrinth.ttsInstruction,
            labyrinth.educationalQuestion, labyrinth.funFact, labyrinth.completionMessage,
        ]
        let characters = [labyrinth.characterStart, labyrinth.characterEnd].map { "\($0)" }
        let rest = [
            labyrinth.theme, labyrinth.location ?? "-", "\(labyrinth.visualTheme)", labyrinth.itemRule ?? "-",
            labyrinth.itemEmoji ?? "-", labyrinth.audioInstruction ?? "-", labyrinth.audioCompletion ?? "-",
            labyrinth.difficulty, labyrinth.pathData.mazeType,
        ]
        return texts + characters + rest
    }
}
