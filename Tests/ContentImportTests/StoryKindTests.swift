import ContentTestSupport
import Foundation
import LabyrinthKit
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentSupport

/// A story's kind is decided in two places, a pack file's story (`Story.kind`) and a labyrinth file
/// (`StoryKind(_:)`), and every kind the catalogue takes survives the trip through both: pack file, generated
/// files, imported back into a pack file.
@Suite("story kinds")
struct StoryKindTests {
    /// Every kind, each on a maze drawing or shape of its own. A new `StoryKind` case does not compile in
    /// `storyChanges` until it says how a pack file writes it; add its row here then.
    static let kinds: [StoryKind] = [
        .maze(nil), .maze(.collect), .maze(.avoid), .organicPath(nil), .organicPath(.collect), .organicPath(.avoid),
    ]

    /// The pack file's words for a story of `kind`, over `storyYAML`'s walls/rect maze.
    static func storyChanges(_ kind: StoryKind) -> [String: String?] {
        let organic: [String: String?] = [
            "style": "organic", "shape": nil, "figure": "kite", "start_position": "bottom_left",
            "end_position": "bottom_right",
        ]
        let changes: [String: String?]
        let rule: ItemRule?
        switch kind {
        case .maze(let mazeRule):
            // An avoid or collect story on a shaped maze, and on corridors: the kind says nothing of the look.
            changes =
                switch mazeRule {
                case .avoid: ["shape": "diamond"]
                case .collect: ["style": "corridor", "shape": "tree"]
                case nil: [:]
                }
            rule = mazeRule
        case .organicPath(let pathRule):
            changes = organic
            rule = pathRule
        }
        let emoji: [String: String?] =
            switch rule {
            case .collect: ["item_rule": "collect", "item_emoji": "\"⭐\""]
            case .avoid: ["item_rule": "avoid", "item_emoji": "\"🐝\""]
            case nil: [:]
            }
        return changes.merging(emoji) { first, _ in first }
    }

    /// What the catalogue refuses: a path has no detour to go around an obstacle by.
    static func isRefused(_ kind: StoryKind) -> Bool {
        switch kind {
        case .organicPath(.avoid): true
        case .maze, .organicPath(.collect), .organicPath(nil): false
        }
    }

    @Test func everyKindTheCatalogueTakesComesBackFromItsFilesAndFromImport() throws {
        let accepted = Self.kinds.filter { !Self.isRefused($0) }
        let stories = accepted.enumerated().map { index, kind in storyYAML(index + 1, Self.storyChanges(kind)) }
        let made = try StoryFolder(figures: StoryFolder.kiteLibrary, packs: ["sea.yaml": packYAML(stories: stories)])
        let catalogue = try made.load()
        #expect(catalogue.stories.sorted { $0.number < $1.number }.map(\.kind) == accepted)

        let content = try ContentGenerator(config: .defaults, catalogue: catalogue).generate(parallelism: 2)
        #expect(content.labyrinths.count == accepted.count * 3)
        for file in content.labyrinths {
            let story = try #require(LabyrinthName(parsing: file.name.value)?.story)
            let labyrinth = try Labyrinth.decodeAsApp(Data(file.bytes), file: file.name.value)
            #expect(StoryKind(labyrinth) == accepted[story - 1], "\(file.name.value)")
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("story-kinds-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = Dictionary(uniqueKeysWithValues: content.allFiles.map { ($0.name.value, $0.bytes) })
        let imported = try CatalogueImport.prepare(
            source: InMemoryContentSource(shipped), into: folder.path, config: .defaults)
        let back = imported.plan.packs.flatMap(\.stories).sorted { $0.number < $1.number }
        #expect(back.map(\.kind) == accepted)
    }

    @Test func aPathThatAvoidsIsRefusedByTheCatalogueAndJudgedInAFile() throws {
        let refused = Self.kinds.filter(Self.isRefused)
        #expect(refused == [.organicPath(.avoid)])
        let folder = try StoryFolder(
            figures: StoryFolder.kiteLibrary,
            packs: ["sea.yaml": packYAML(stories: [storyYAML(1, Self.storyChanges(.organicPath(.avoid)))])])
        let error = try #require(folder.loadError())
        #expect(error.description.contains("an organic path has no detours to go around obstacles"), "\(error)")
        #expect(StoryKind(mazeType: PathData.organicMazeType, itemRule: .avoid) == .organicPath(.avoid))
    }

    @Test func aFileIsAMazeUnlessItsMazeTypeIsOrganic() {
        for mazeType in ["grid", "shaped_diamond", "corridor_tree", "hexagon", ""] {
            #expect(StoryKind(mazeType: mazeType, itemRule: .collect) == .maze(.collect), "\(mazeType)")
        }
        #expect(StoryKind(mazeType: "organic", itemRule: nil) == .organicPath(nil))
        for kind in Self.kinds {
            #expect(StoryKind(style: kind.isOrganic ? .organic : .walls, itemRule: kind.itemRule) == kind)
        }
    }
}

extension StoryKind {
    fileprivate var isOrganic: Bool {
        switch self {
        case .organicPath: true
        case .maze: false
        }
    }
}
