import ContentTestSupport
import Foundation
import LabyrinthKit
import MazeKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// Figures are data: a story names one, the library is checked like the rest of the catalogue, and a new figure
/// needs nothing but its outline.
@Suite("figures")
struct FigureTests {
    @Test func aNewFigureFromItsOutlineAloneMakesAStoryAChildCanFinish() async throws {
        let folder = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sky.yaml": packYAML(stories: [StoryFolder.organicStory(1, figure: "kite")])])
        let catalogue = try folder.load()
        #expect(catalogue.figure(of: catalogue.stories[0])?.name == "Kite")
        let content = try ContentGenerator(config: .defaults, catalogue: catalogue).generate(parallelism: 1)
        let files = Dictionary(uniqueKeysWithValues: content.allFiles.map { ($0.name.value, $0.bytes) })
        let report = try Validator().validate(InMemoryContentSource(files))
        #expect(report.findings.isEmpty, "\(report.findings)")
        for level in MazegenConfig.defaults.levels {
            let file = try JSONReader.parse(try #require(files["denny_001_\(level.name).json"])).value
            #expect(file[pointer: "/path_data/maze_type"] == .string("organic"))
            #expect((file[pointer: "/path_data/segments"]?.arrayValue?.count ?? 0) >= level.organicPath.minSegments)
            #expect(file[pointer: "/path_data/items"]?.arrayValue?.count == level.adventureItems)
        }
    }

    /// The old zigzag is gone: an organic story names a figure, or generate stops and lists the library's figures.
    @Test func anOrganicStoryWithoutAFigureStopsGenerateNamingTheFigures() throws {
        let folder = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sky.yaml": packYAML(stories: [StoryFolder.organicStory(1, figure: nil, collect: false)])])
        do {
            _ = try ContentGenerator(config: .defaults, catalogue: try folder.load()).generate(parallelism: 1)
            Issue.record("an organic story without a figure was generated")
        } catch {
            let message = "\(error)"
            #expect(message.contains("story 1") && message.contains("names no figure"), "\(message)")
            #expect(message.contains("figures.yaml: kite"), "\(message)")
        }
    }

    @Test func aStoryNamingAnUnknownFigureIsAnErrorAtItsKey() throws {
        let folder = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sky.yaml": packYAML(stories: [StoryFolder.organicStory(1, figure: "kyte")])])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].figure"])
        #expect(problems[0].file == folder.packFile("sky.yaml"))
        #expect(problems[0].line == 19 && problems[0].column != nil, "\(problems[0])")
        #expect(
            problems[0].message.contains("`kyte` is not a figure of") && problems[0].message.contains("known: kite"),
            "\(problems[0].message)")
    }

    @Test func withoutALibraryAFigureIsUnknownAndAMazeDrawsNone() throws {
        let folder = try StoryFolder(
            figures: nil,
            packs: [
                "sky.yaml": packYAML(stories: [
                    StoryFolder.organicStory(1, figure: "kite"), storyYAML(2, ["figure": "kite"]),
                ])
            ])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["stories[0].figure", "stories[1].figure"])
        #expect(problems[0].message.contains("(it has none)"), "\(problems[0].message)")
        #expect(problems[1].message.contains("only an organic story draws a figure"), "\(problems[1].message)")
    }

    @Test func aBrokenDrawingIsAnErrorInTheLibraryWithItsPosition() throws {
        let library = """
            figures:
              - id: kite
                name: Kite
                strokes: [[[50, 0], [90, 40, 3], [60, 80]], [[1, 1]]]
                start: [50, 0]
                end: [60, 80]
              - id: kite
                name: " "
                strokes: [[[0, 0], [10, 10]]]
                start: [5, 5]
                end: [10]
              - id: Bad-Id
                name: Bad
                strokes: [[[0, 0], [0, 0]]]
                start: [0, 0]
                end: [0, 0]

            """
        let folder = try StoryFolder(figures: library, packs: ["sky.yaml": packYAML(stories: [storyYAML(1)])])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.allSatisfy { $0.file == folder.figuresFile })
        #expect(
            problems.map(\.keyPath) == [
                "figures[1].id", "figures[0].strokes[0][1]", "figures[0].strokes[1]", "figures[1].name",
                "figures[1].end",
                "figures[2].id", "figures[2].strokes",
            ], "\(problems)")
        #expect(problems[1].line == 4, "\(problems[1])")
    }

    /// The strokes must hang together and be one line from start to end; the message names what keeps them from it.
    @Test func aDrawingThatIsNotOneJourneySaysWhere() throws {
        let library = """
            figures:
              - id: cross
                name: Cross
                strokes: [[[0, 50], [100, 50]], [[50, 0], [50, 100]]]
                start: [0, 50]
                end: [100, 50]
              - id: apart
                name: Apart
                strokes: [[[0, 0], [100, 0]], [[0, 50], [100, 50]]]
                start: [0, 0]
                end: [100, 0]
              - id: astray
                name: Astray
                strokes: [[[0, 0], [100, 0]]]
                start: [50, 20]
                end: [100, 0]

            """
        let folder = try StoryFolder(figures: library, packs: ["sky.yaml": packYAML(stories: [storyYAML(1)])])
        let problems = try #require(folder.loadError()).problems
        #expect(
            problems.map(\.keyPath) == ["figures[0].strokes", "figures[1].strokes", "figures[2].start"], "\(problems)")
        // The cross's upright ends on the crossbar nowhere: it crosses it, so the two do not meet.
        #expect(problems[0].message.contains("stroke(s) 1 do not meet"), "\(problems[0].message)")
        #expect(problems[2].message.contains("start [50, 20] is not on the drawing"), "\(problems[2].message)")
    }

    @Test func oddJunctionsAreNamedWhenTheDrawingIsNotOneLine() throws {
        // A T: the upright's foot on the bar makes three stroke ends meet at [50, 50]; with start and end at the
        // bar's ends, the upright's top is a fourth odd point.
        let library = """
            figures:
              - id: tee
                name: Tee
                strokes: [[[0, 50], [100, 50]], [[50, 50], [50, 0]]]
                start: [0, 50]
                end: [100, 50]

            """
        let folder = try StoryFolder(figures: library, packs: ["sky.yaml": packYAML(stories: [storyYAML(1)])])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["figures[0].strokes"], "\(problems)")
        let message = problems.first?.message ?? ""
        #expect(
            message.contains("cannot be drawn as one line from start to end") && message.contains("[50, 50], [50, 0]"),
            "\(message)")
    }

    /// A library written by hand (or by a pull request) is held to the bounds `figure add` keeps: the strokes are joined
    /// in time growing with their square, so 201 strokes are refused at the key before any is joined.
    @Test func aFigureOfTooManyStrokesIsRefusedAtItsKey() throws {
        let strokes = (0...Figure.maxStrokes).map { "[[\($0), 0], [\($0), 10]]" }.joined(separator: ", ")
        let library = """
            figures:
              - id: hatching
                name: Hatching
                strokes: [\(strokes)]
                start: [0, 0]
                end: [0, 10]

            """
        let folder = try StoryFolder(figures: library, packs: ["sky.yaml": packYAML(stories: [storyYAML(1)])])
        let problems = try #require(folder.loadError()).problems
        #expect(problems.map(\.keyPath) == ["figures[0].strokes"], "\(problems)")
        #expect(problems.first?.message.contains("has 201 strokes of 402 points") == true, "\(problems)")
    }

    @Test func anUnknownKeyInTheLibraryIsNamed() throws {
        let library = "figures:\n  - id: kite\n    name: Kite\n    outline: [[0, 0], [1, 0], [0, 1]]\n"
        let error = try #require(
            try StoryFolder(figures: library, packs: ["sky.yaml": packYAML(stories: [storyYAML(1)])]).loadError())
        #expect(error.description.contains("outline"), "\(error)")
    }

    /// The library is read beside the packs; its problems still come first, then the packs' in file order.
    @Test func theLibrarysProblemsComeBeforeThePacksWhenBothAreBroken() throws {
        let library = "figures:\n  - id: kite\n    name: Kite\n    outlines: [[0, 0], [1, 0], [0, 1]]\n"
        let folder = try StoryFolder(
            figures: library,
            packs: [
                "a.yaml": packYAML(id: "a", stories: [storyYAML(1)]) + "colour: red\n",
                "b.yaml": packYAML(id: "b", order: 2, stories: [storyYAML(2)]) + "colour: blue\n",
            ])
        let problems = try #require(folder.loadError()).problems
        #expect(
            problems.map(\.file) == [folder.figuresFile, folder.packFile("a.yaml"), folder.packFile("b.yaml")],
            "\(problems)")
    }

    // MARK: The shipped catalogue

    @Test func theShippedFinalesDrawAtLeastTwoFigures() throws {
        let catalogue = try ShippedContent.catalogue()
        let organic = catalogue.stories.filter { $0.style == .organic }
        #expect(!organic.isEmpty)
        #expect(organic.allSatisfy { catalogue.figure(of: $0) != nil }, "every organic story draws a figure")
        #expect(Set(organic.compactMap(\.figure)).count >= 2)
    }

    /// Every figure of the shipped library can be a finale: drawn at every level, as a collect story, cleanly.
    @Test func everyShippedFigureDrawsAtEveryLevel() throws {
        let config = MazegenConfig.defaults
        let library = try ShippedContent.catalogue().figures
        #expect(library.figures.map(\.id) == ["leaf", "mushroom", "fish", "shell", "starfish"])
        for figure in library.figures {
            for level in config.levels {
                let request = config.figureRequest(level: level, itemCount: level.adventureItems)
                let path = try FigurePath.generate(figure.drawing, request)
                let points = path.controlPoints.map(DrawnPoint.init)
                let findings = StrokeCheck.run(
                    curve: DrawnCurve(controlPoints: points), controlPoints: points,
                    width: Double(level.organicPath.width),
                    items: path.items.map { DrawnPoint($0.point) }, rules: request.rules)
                #expect(findings.isEmpty, "\(figure.id) \(level.name): \(findings)")
                #expect(
                    path.segments.count >= level.organicPath.minSegments && path.items.count == level.adventureItems)
                // The app team's check on the 600 x 500 canvas: the start below the pull-down, far from the end.
                #expect(path.startPoint.y > 100, "\(figure.id) \(level.name): start \(path.startPoint)")
                #expect(
                    DrawnPoint(path.startPoint).distance(to: DrawnPoint(path.endPoint)) >= 150,
                    "\(figure.id) \(level.name)")
            }
        }
    }

    /// The app team's quality check: a solution of at least 6 / 12 / 20 segments, organic paths included.
    @Test func theShippedOrganicPathsHaveTheAppTeamsMinimumSegments() throws {
        let folder = LegacyFixture.repositoryRoot.appendingPathComponent("content/labyrinths")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let value = try JSONReader.parse(Array(try Data(contentsOf: folder.appendingPathComponent(name)))).value
            guard value[pointer: "/path_data/maze_type"] == .string("organic"),
                let levelName = LabyrinthName(parsing: name)?.level,
                let level = MazegenConfig.defaults.level(named: levelName)
            else { continue }
            #expect(
                (value[pointer: "/path_data/segments"]?.arrayValue?.count ?? 0) >= level.organicPath.minSegments,
                "\(name)")
            checked += 1
        }
        #expect(checked == 6)
        #expect(MazegenConfig.defaults.levels.map(\.organicPath.minSegments) == [6, 12, 20])
    }

    @Test func aMaxBendOutsideItsRangeIsAConfigProblem() {
        var config = MazegenConfig.defaults
        config.play.maxBend = 180
        config.play.completionRadius = 0
        config.levels[0].organicPath.minSegments = 0
        let problems = ConfigValidation.problems(in: config, file: "config.yaml").map(\.keyPath)
        #expect(
            problems == ["levels[0].organic_path.min_segments", "play.completion_radius", "play.max_bend"],
            "\(problems)")
    }
}
