import ContentCatalogue
import ContentFormat
import ContentGenerate
import ContentSupport
import ContentTestSupport
import ContentValidate
import Foundation
import LabyrinthKit
import MazeKit
import TestSupport
import Testing

@testable import ContentImport

/// `import --fresh-mazes` brings a shipped organic path no figure draws in as a figure of its own, finishable:
/// the end cut back to where it is met once, the path split where it meets itself.
@Suite("Import: shipped organic paths as figures")
struct ShippedFigureImportTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mazegen-traced-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The app's leaf: stem, left side, tip, right side, base, then the vein up through the tip to an end beyond it.
    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)))
    func theAppsLeafBecomesAFigureOfItsOwn() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content").path
        let source = InMemoryContentSource(try AdoptShippedFolderTests.fixtureFolder())
        let imported = try CatalogueImport.prepare(
            source: source, into: stories, config: .defaults, keepDrawings: false)
        #expect(imported.plan.newFigures.map(\.id) == ["story_60"])
        #expect(
            ImportReport.summary(imported).contains(
                ", figures.yaml (figure(s) traced from the shipped organic paths: `story_60` (The Leaf Lantern Path))"))
        let made = try #require(imported.notes.first { $0.message.contains("became figure `story_60`") })
        #expect(made.file == "denny_060_hard.json")
        // Clear for the widest stroke: the vein runs on to 141.7, short of the tip at 72 it passed half-way.
        #expect(
            made.message.hasSuffix(
                "2 stroke(s) split where the path meets itself, from [300, 452] to [303, 141.7] (the shipped end [300, 42] cut back to where nothing earlier passes near it)"
            ), "\(made)")
        // The vein's end is clear by the reach validate judges an early end by at every level, easy's wide stroke
        // included (once the end clearance was reckoned stricter than that rule, and easy could not be drawn).
        #expect(!imported.notes.contains { $0.message.contains("cannot be drawn") }, "\(imported.notes)")
        try imported.write()

        let catalogue = try StoryCatalogue.load(from: stories, expectedUniverse: "denny")
        #expect(catalogue.stories.first { $0.number == 60 }?.figure == "story_60")
        let figure = try #require(catalogue.figures.figure(id: "story_60"))
        #expect(figure.name == "The Leaf Lantern Path")
        #expect(figure.drawing.problems.isEmpty)
        // The stem's foot starts, the vein's cut end ends, far apart; the vein starts where the base meets the stem.
        #expect(
            figure.start == [43.1, 100] && figure.strokes.count == 2
                && figure.strokes[1].first == figure.strokes[0].last)
        // The bar: import --fresh-mazes of the app's folder, then generate, passes validate --strict.
        let remade = try ContentGenerator(config: .defaults, catalogue: catalogue).generate(parallelism: 2)
        let files = Dictionary(uniqueKeysWithValues: remade.allFiles.map { ($0.name.value, $0.bytes) })
        let report = try Validator().validate(InMemoryContentSource(files))
        #expect(report.findings.isEmpty, "\(report.findings.prefix(5))")
        let config = MazegenConfig.defaults
        for level in config.levels {
            let path = try FigurePath.generate(figure.drawing, config.figureRequest(level: level, itemCount: 0))
            let points = path.controlPoints.map(DrawnPoint.init)
            #expect(points[0].distance(to: points[points.count - 1]) >= 150, "\(level.name)")
        }
    }

    /// A catalogue with an organic story drawn from a figure the stories folder imported into does not have: its
    /// files come back as a figure of their own, which generate draws at every level.
    @Test func anOrganicFolderTheTestMakesComesBackAsAFigure() throws {
        let made = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sky.yaml": packYAML(stories: [StoryFolder.organicStory(1, figure: "kite")])])
        let content = try ContentGenerator(config: .defaults, catalogue: try made.load()).generate(parallelism: 2)
        let shipped = Dictionary(uniqueKeysWithValues: content.allFiles.map { ($0.name.value, $0.bytes) })
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content").path

        // Keeping the drawings needs no figure: nothing traced, no figures.yaml.
        let kept = try CatalogueImport.prepare(source: InMemoryContentSource(shipped), into: stories, config: .defaults)
        #expect(kept.plan.newFigures.isEmpty && kept.plan.packs[0].stories[0].figure == nil)
        #expect(!kept.files.contains { $0.path == FigureLibrary.fileName })

        let imported = try CatalogueImport.prepare(
            source: InMemoryContentSource(shipped), into: stories, config: .defaults, keepDrawings: false)
        try imported.write()
        let library = try String(contentsOfFile: stories + "/figures.yaml", encoding: .utf8)
        #expect(library.hasPrefix(FigureEntryText.header.joined(separator: "\n") + "\nfigures:\n  - id: story_1\n"))
        #expect(library.contains("    # traced from the shipped drawing by `mazegen import --fresh-mazes`\n"))
        let catalogue = try StoryCatalogue.load(from: stories, expectedUniverse: "denny")
        let figure = try #require(catalogue.figure(of: catalogue.stories[0]))
        #expect(figure.id == "story_1" && figure.drawing.problems.isEmpty)
        // The journey passes the diamond's foot twice: split there, a junction the library sees.
        #expect(figure.strokes.count >= 2)
        let remade = try ContentGenerator(config: .defaults, catalogue: catalogue).generate(parallelism: 2)
        let files = Dictionary(uniqueKeysWithValues: remade.allFiles.map { ($0.name.value, $0.bytes) })
        let report = try Validator().validate(InMemoryContentSource(files))
        #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.prefix(3))")

        // Again: the figure is there, so nothing is added twice.
        let again = try CatalogueImport.prepare(
            source: InMemoryContentSource(shipped), into: stories, config: .defaults, keepDrawings: false)
        #expect(again.plan.newFigures.isEmpty && again.isNothingToDo)
    }

    @Test func aLibraryFigureOfTheSameIdThatIsAnotherPictureIsAConflict() throws {
        let made = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sky.yaml": packYAML(stories: [StoryFolder.organicStory(1, figure: "kite")])])
        let content = try ContentGenerator(config: .defaults, catalogue: try made.load()).generate(parallelism: 2)
        let shipped = Dictionary(uniqueKeysWithValues: content.allFiles.map { ($0.name.value, $0.bytes) })
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: stories, withIntermediateDirectories: true)
        let hook =
            "figures:\n  - id: story_1\n    name: Hook\n    strokes:\n      - [[0, 100], [0, 0], [100, 0], [100, 60]]\n    start: [0, 100]\n    end: [100, 60]\n"
        try Data(hook.utf8).write(to: stories.appendingPathComponent("figures.yaml"))
        let error = #expect(throws: ImportError.self) {
            try CatalogueImport.prepare(
                source: InMemoryContentSource(shipped), into: stories.path, config: .defaults, keepDrawings: false)
        }
        #expect(
            error?.problems.contains {
                $0.message.hasPrefix("already has a figure `story_1` that is not the drawing of story 1")
            } == true, "\(String(describing: error))")
    }
}

/// A figure appended to the library's text: the rest byte for byte, or a library of its own.
@Suite("Figure library appends")
struct FigureAppendTests {
    static let entry = [
        "- id: hook", "  name: Hook", "  strokes:", "    - [[0, 100], [0, 0], [100, 0]]", "  start: [0, 100]",
        "  end: [100, 0]",
    ]

    @Test func afterTheLastFigureTheRestAsItWas() throws {
        let library =
            "# figures\nfigures:\n  - id: line\n    name: Line\n    strokes:\n      - [[0, 0], [100, 0]]\n"
            + "    start: [0, 0]\n    end: [100, 0]\n\n# the end\n"
        let text = try FigureAddition.appended(Self.entry, to: library, file: "figures.yaml")
        #expect(
            text == "# figures\nfigures:\n  - id: line\n    name: Line\n    strokes:\n      - [[0, 0], [100, 0]]\n"
                + "    start: [0, 0]\n    end: [100, 0]\n\n" + Self.entry.map { "  " + $0 + "\n" }.joined()
                + "\n# the end\n")
        // Without a file: a library of its own, with the header.
        let new = try FigureAddition.appended(Self.entry, to: nil, file: "figures.yaml")
        #expect(
            new == (FigureEntryText.header + ["figures:"] + Self.entry.map { "  " + $0 }).joined(separator: "\n") + "\n"
        )
    }

    @Test func aFlowListHasNoPlaceToAppend() {
        let error = #expect(throws: ImportError.self) {
            try FigureAddition.appended(Self.entry, to: "figures: []\n", file: "stories/figures.yaml")
        }
        #expect(error?.description.hasPrefix("stories/figures.yaml: has no `figures:` block list") == true)
    }

    @Test func theDisplayNameIsTheIDCapitalised() {
        #expect(FigureAddition.displayName("oak_leaf") == "Oak leaf")
        #expect(FigureAddition.displayName("story_60") == "Story 60")
    }
}
