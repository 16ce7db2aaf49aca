import ContentTestSupport
import Foundation
import LabyrinthKit
import MazeKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentSupport

/// Catalogues built in code, generated in memory, and the folders `import` reads them from.
enum ImportFixture {
    static let config = MazegenConfig.defaults

    /// The generated files as a source folder, as the app would ship them.
    static func source(_ content: GeneratedContent) -> InMemoryContentSource {
        InMemoryContentSource(Dictionary(uniqueKeysWithValues: content.allFiles.map { ($0.name.value, $0.bytes) }))
    }

    static func generate(_ catalogue: StoryCatalogue) async throws -> GeneratedContent {
        try ContentGenerator(config: config, catalogue: catalogue).generate(parallelism: 2)
    }

    static func importAndGenerateAgain(_ content: GeneratedContent, into folder: URL) async throws -> GeneratedContent {
        let imported = try CatalogueImport.prepare(source: source(content), into: folder.path, config: config)
        try imported.write()
        let catalogue = try StoryCatalogue.load(from: folder.path, expectedUniverse: config.universe)
        return try await generate(catalogue)
    }

    static let crab = StoryCharacter(
        id: "denny", name: "Denny", type: "baby crab", description: "Small red crab", imageAsset: "denny")
    static let fish = StoryCharacter(
        id: "finn", name: "Finn", type: "clownfish", description: "Orange fish", imageAsset: "finn")
    static let shore = StoryLocation(
        id: "sandy_shore", name: "Sandy Shore", backgroundColor: "#F4D03F",
        decorativeElements: ["shells", "sand"])

    static func story(
        _ number: Int, title: String, texts: [String]? = nil, style: StoryStyle = .walls,
        shape: Shape? = .rect, rule: ItemRule? = nil, emoji: String? = nil
    ) -> Story {
        let six = texts ?? ["Setup \(number).", "Go.", "Say go.", "Where? Is it \(number)?", "A fact.", "Done."]
        // Every organic story draws a figure; the shipped library's leaf.
        return Story(
            number: number, title: title, location: "sandy_shore", endCharacter: "finn",
            startPosition: .bottomLeft, endPosition: .topRight, style: style, shape: shape,
            itemRule: rule, itemEmoji: emoji, storySetup: six[0], instruction: six[1], ttsInstruction: six[2],
            educationalQuestion: six[3], funFact: six[4], completionMessage: six[5],
            figure: style == .organic ? "leaf" : nil)
    }

    static func catalogue(
        _ stories: [Story], characters: [StoryCharacter] = [crab, fish],
        locations: [StoryLocation] = [shore], packID: String = "beach"
    ) -> StoryCatalogue {
        let universe = Universe(
            id: "denny", theme: "ocean", defaultStartCharacter: "denny",
            characters: characters, locations: locations)
        return StoryCatalogue(
            universe: universe, universeFile: "universe.yaml",
            packs: [StoryPack(id: packID, title: "Beach Days", order: 1, freeStories: 1, stories: stories)],
            figures: (try? ShippedContent.catalogue().figures) ?? FigureLibrary(figures: []))
    }

    static func expectSameFiles(_ first: GeneratedContent, _ second: GeneratedContent) {
        #expect(first.allFiles.map(\.name) == second.allFiles.map(\.name))
        for (a, b) in zip(first.allFiles, second.allFiles) {
            #expect(a.bytes == b.bytes, "\(a.name) changed after import and generate")
        }
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The shipped `figures.yaml` in a new stories folder, as a team keeps its figure library when it imports.
    static func copyFigureLibrary(into folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: ShippedContent.contentFolder).appendingPathComponent(FigureLibrary.fileName),
            to: folder.appendingPathComponent(FigureLibrary.fileName))
    }
}

@Suite("import")
struct ImportTests {
    /// "Done when": generate → import into an empty catalogue that keeps the figure library → generate again gives
    /// the same bytes: the finales are recognised as the figures they draw.
    @Test func shippedContentRoundTripsByteForByte() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try await ShippedContent.generate()
        let content = folder.appendingPathComponent("content")
        try ImportFixture.copyFigureLibrary(into: content)
        let again = try await ImportFixture.importAndGenerateAgain(original, into: content)
        #expect(again.labyrinths.count == 120)
        ImportFixture.expectSameFiles(original, again)
        let catalogue = try StoryCatalogue.load(from: folder.appendingPathComponent("content").path)
        #expect(catalogue.packs.map(\.id) == ["ocean_adventures", "forest_friends"])
        #expect(catalogue.packs.map(\.order) == [1, 2])
        #expect(catalogue.stories.first { $0.number == 40 }?.style == .organic)
        #expect(catalogue.stories.filter { $0.style == .organic }.map(\.figure) == ["shell", "leaf"])
        #expect(catalogue.stories.first { $0.number == 27 }?.shape == .shell)
    }

    @Test func trickyTextsRoundTripByteForByte() async throws {
        let texts = [
            "  🦀 Denny says: \"hello\" # not a comment, and a \\ backslash  ",
            "line one\nline two\n",
            "yes",
            "- a dash, [brackets], {braces}, & anchors, * stars, ! bangs, % percent, @ at, ` tick",
            "key: value? 'single' and \"double\"\ttab?",
            "Cafe\u{301} and e\u{301}, NBSP\u{00A0}here, a separator\u{2028}there, \r\n, \u{7}bell.",
        ]
        let stories = [
            ImportFixture.story(1, title: "12", texts: texts, rule: .collect, emoji: "❤️"),
            ImportFixture.story(
                2, title: "null", texts: texts.reversed() + [], style: .corridor, shape: .shell, rule: .avoid,
                emoji: "🫐"),
            ImportFixture.story(3, title: "~ # title: with colon", style: .organic, shape: nil),
        ].map { story -> Story in
            var story = story
            story.educationalQuestion = "Where is \"Finn\": here # or there?"
            return story
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try await ImportFixture.generate(ImportFixture.catalogue(stories))
        // The figure library stays with the team's stories, so the organic story is recognised as the leaf again.
        try ImportFixture.copyFigureLibrary(into: folder)
        let again = try await ImportFixture.importAndGenerateAgain(original, into: folder)
        ImportFixture.expectSameFiles(original, again)
        let loaded = try StoryCatalogue.load(from: folder.path).stories
        for (story, expected) in zip(loaded, stories) {
            for (text, expectedText) in zip(story.texts, expected.texts) {
                #expect(Array(text.text.utf8) == Array(expectedText.text.utf8))
            }
            #expect(Array(story.title.utf8) == Array(expected.title.utf8))
            #expect(story.itemEmoji.map { Array($0.utf8) } == expected.itemEmoji.map { Array($0.utf8) })
        }
    }

    @Test func plainScalarsOnlyWhenTheyReadBackTheSame() {
        #expect(YAMLScalar.text("Hello, Finn") == "Hello, Finn")
        #expect(YAMLScalar.text("yes") == "\"yes\"")
        #expect(YAMLScalar.text("a # b") == "\"a # b\"")
        #expect(YAMLScalar.text(" lead") == "\" lead\"")
        #expect(YAMLScalar.text("two\nlines") == "\"two\\nlines\"")
        #expect(YAMLScalar.text("#F4D03F") == "\"#F4D03F\"")
        for text in ["yes", "a # b", " lead", "two\nlines", "x\u{85}y", "\"q\" \\"] {
            #expect(YAMLScalar.readsBack(YAMLScalar.text(text), as: text), "\(text)")
        }
        // libyaml drops a byte order mark even when escaped: such a text cannot be kept, and import refuses it.
        #expect(!YAMLScalar.readsBack(YAMLScalar.text("\u{FEFF}bom"), as: "\u{FEFF}bom"))
    }

    @Test func conflictsAreAllListedAndNothingIsWritten() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = LegacyFixture.repositoryRoot.appendingPathComponent("content")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("packs"), withIntermediateDirectories: true)
        for name in ["universe.yaml", "figures.yaml", "packs/ocean_adventures.yaml", "packs/forest_friends.yaml"] {
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let content = try await ShippedContent.generate()
        // Packs sold under other titles: not what the catalogue holds (that would be an import already done).
        var source = ImportFixture.source(content)
        source.files[ContentLayout.manifestName] = Array(
            String(decoding: try #require(source.files[ContentLayout.manifestName]), as: UTF8.self)
                .replacingOccurrences(of: "\"Ocean Adventures\"", with: "\"Sea Tales\"")
                .replacingOccurrences(of: "\"Forest Friends\"", with: "\"Wood Tales\"").utf8)
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: source, into: folder.path, config: ImportFixture.config)
        }
        let messages = error.problems.map(\.message)
        #expect(messages.contains { $0.contains("pack id `ocean_adventures` is already used") })
        #expect(messages.contains { $0.contains("pack id `forest_friends` is already used") })
        #expect(messages.filter { $0.hasPrefix("story number") }.count == 40)
        #expect(messages.filter { $0.hasPrefix("the title") }.count == 40)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(
            try ImportFixture.text(folder.appendingPathComponent("universe.yaml"))
                == (try ImportFixture.text(shipped.appendingPathComponent("universe.yaml"))))
    }

    @Test func differencesBetweenLevelsAreReported() async throws {
        var content = try await ImportFixture.generate(
            ImportFixture.catalogue([ImportFixture.story(1, title: "Hello")]))
        let medium = try #require(content.labyrinths.firstIndex { $0.name.value == "denny_001_medium.json" })
        let hard = try #require(content.labyrinths.firstIndex { $0.name.value == "denny_001_hard.json" })
        content.labyrinths[medium].bytes = replacing(
            "\"instruction\": \"Go.\"", with: "\"instruction\": \"Go now.\"",
            in: content.labyrinths[medium].bytes)
        content.labyrinths[hard].bytes = replacing(
            "\"name\": \"Finn\"", with: "\"name\": \"Finny\"", in: content.labyrinths[hard].bytes)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try CatalogueImport.prepare(
            source: ImportFixture.source(content), into: folder.path, config: ImportFixture.config)
        let notes = imported.notes.map(\.description)
        #expect(
            notes.contains {
                $0.hasPrefix("denny_001_medium.json: `instruction` is \"Go now.\" but denny_001_easy.json has \"Go.\"")
            })
        #expect(notes.contains { $0.hasPrefix("denny_001_hard.json: `character_end` is \"Finny") })
        #expect(notes.count == 2)
        #expect(imported.plan.packs[0].stories[0].instruction == "Go.")
    }

    @Test func positionsAreReadOffTheDrawingWhenTheFileHasNone() async throws {
        var content = try await ImportFixture.generate(
            ImportFixture.catalogue([
                ImportFixture.story(1, title: "Walls", shape: .triangle),
                ImportFixture.story(2, title: "Path", style: .organic, shape: nil),
            ]))
        for index in content.labyrinths.indices {
            content.labyrinths[index].bytes = replacing(
                "\"position\": \"top_right\"", with: "\"position\": \"up there\"",
                in: content.labyrinths[index].bytes)
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try CatalogueImport.prepare(
            source: ImportFixture.source(content), into: folder.path, config: ImportFixture.config)
        // The maze's end cell is its top row's right-most; the organic path ends in the top middle of the canvas.
        #expect(imported.plan.packs[0].stories.map(\.endPosition) == [.topRight, .topCenter])
        #expect(imported.notes.filter { $0.message.contains("is `up there`; top_") }.count == 2)
    }

    @Test func oldLayoutIsRefusedWithThePointerToMigrate() throws {
        let source = InMemoryContentSource(texts: [
            "denny_001_lv1.json": "{}", "denny_001_lv2.json": "{}", "manifest.json": "{}",
        ])
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(source: source, into: "/nonexistent", config: ImportFixture.config)
        }
        #expect(error.problems.count == 1)
        #expect(error.description.contains("mazegen migrate --dry-run"))
    }

    @Test func undecodableFileIsRefusedNamingFileAndPlace() async throws {
        var content = try await ImportFixture.generate(
            ImportFixture.catalogue([ImportFixture.story(1, title: "Hello")]))
        content.labyrinths[1].bytes = replacing(
            "\"title\": \"Hello\"", with: "\"title\": 7", in: content.labyrinths[1].bytes)
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(
                source: ImportFixture.source(content), into: "/nonexistent", config: ImportFixture.config)
        }
        #expect(
            error.description
                == "denny_001_medium.json: the app cannot decode it: `title` must be a string, found a number")
    }

    @Test func unknownShapeIsRefusedNamingTheFile() async throws {
        var content = try await ImportFixture.generate(
            ImportFixture.catalogue([ImportFixture.story(1, title: "Star", shape: .circle)]))
        content.labyrinths[0].bytes = replacing(
            "shaped_circle", with: "shaped_starfish", in: content.labyrinths[0].bytes)
        let error = try #require(throws: ImportError.self) {
            try CatalogueImport.prepare(
                source: ImportFixture.source(content), into: "/nonexistent", config: ImportFixture.config)
        }
        #expect(error.problems.map(\.file) == ["denny_001_easy.json"])
        #expect(error.description.contains("cannot make the shape `starfish`"))
    }

    @Test func mergeKeepsPackFilesAndOnlyInsertsIntoTheUniverse() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let universeText = """
            # A hand-written universe.
            id: denny
            theme: ocean   # kept
            default_start_character: denny

            characters:
              - id: denny
                name: Denny
                type: baby crab
                description: Small red crab
                image_asset: denny
              # a trailing comment stays in place

            # Places.
            locations:
              - id: rock
                name: Rock
                background_color: "#123456"
                decorative_elements: [rocks]
            # the end

            """
        let packText = """
            id: old
            title: Old
            order: 5
            free_stories: 0
            stories:
              - {number: 9, title: Old one, location: rock, end_character: denny, start_position: bottom_left,
                 end_position: top_left, style: walls, shape: rect, story_setup: S, instruction: I,
                 tts_instruction: T, educational_question: Q?, fun_fact: F, completion_message: C}

            """
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("packs"), withIntermediateDirectories: true)
        try universeText.write(to: folder.appendingPathComponent("universe.yaml"), atomically: true, encoding: .utf8)
        try packText.write(to: folder.appendingPathComponent("packs/old.yaml"), atomically: true, encoding: .utf8)

        let content = try await ImportFixture.generate(
            ImportFixture.catalogue([ImportFixture.story(1, title: "Hello")]))
        let imported = try CatalogueImport.prepare(
            source: ImportFixture.source(content), into: folder.path, config: ImportFixture.config)
        try imported.write()
        #expect(try ImportFixture.text(folder.appendingPathComponent("packs/old.yaml")) == packText)
        let expected =
            universeText
            .replacingOccurrences(
                of: "  # a trailing comment",
                with: """
                      - id: finn
                        name: Finn
                        type: clownfish
                        description: Orange fish
                        image_asset: finn
                      # a trailing comment
                    """
            )
            .replacingOccurrences(
                of: "# the end",
                with: """
                      - id: sandy_shore
                        name: Sandy Shore
                        background_color: "#F4D03F"
                        decorative_elements: [shells, sand]
                    # the end
                    """)
        #expect(try ImportFixture.text(folder.appendingPathComponent("universe.yaml")) == expected)
        let catalogue = try StoryCatalogue.load(from: folder.path, expectedUniverse: "denny")
        #expect(catalogue.packs.map(\.id) == ["old", "beach"])
        #expect(catalogue.packs[1].order == 6)
        #expect(catalogue.packs[1].stories[0].startCharacter == nil)
        ImportFixture.expectSameFiles(
            content,
            try await ImportFixture.generate(
                StoryCatalogue(universe: catalogue.universe, universeFile: "", packs: [catalogue.packs[1]])))
    }

    @Test func dryRunWritesNothing() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try await ImportFixture.generate(
            ImportFixture.catalogue([ImportFixture.story(1, title: "Hello")]))
        let imported = try CatalogueImport.prepare(
            source: ImportFixture.source(content), into: folder.path, config: ImportFixture.config)
        let report = ImportReport.dryRun(imported)
        #expect(report.contains("would write \(folder.path)/packs/beach.yaml (new file):\n# Pack `beach`"))
        #expect(report.contains("would write \(folder.path)/universe.yaml (new file)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        precondition(text.contains(old), "fixture text not found: \(old)")
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    /// A forged id in a file's text cannot add lines to import's report (as validate's reporters escape it).
    @Test func aProblemStaysOneLine() {
        let forgedID = "denny_001_easy\u{1B}[2J\u{1B}[H\r\n122 files checked, 0 errors, 0 warnings\u{9B}\u{7F}"
        #expect(
            ImportProblem(file: "a\nb.json", "id \(forgedID)").description.unicodeScalars.allSatisfy {
                !ControlCharacters.isEscaped($0)
            })
    }
}
