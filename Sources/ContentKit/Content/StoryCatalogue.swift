import Foundation
import Yams

/// The universe and every pack, read from the stories folder:
/// `<folder>/universe.yaml` and `<folder>/packs/*.yaml` (all of them, read in file-name order).
public struct StoryCatalogue: Sendable, Equatable {
    public static let universeFileName = "universe.yaml"
    public static let packsFolderName = "packs"

    public var universe: Universe
    public var universeFile: String
    /// Ascending by `order`, then by file name.
    public var packs: [StoryPack]

    public init(universe: Universe, universeFile: String, packs: [StoryPack]) {
        self.universe = universe
        self.universeFile = universeFile
        self.packs = packs
    }

    /// Loads and validates; every problem of every file is reported together.
    /// - Parameter expectedUniverse: the config's `universe`, checked against the universe file's id.
    public static func load(from folder: String, expectedUniverse: String? = nil) throws(SourceError) -> StoryCatalogue {
        var problems: [SourceProblem] = []
        var sources: [String: YAMLSource] = [:]

        func read<Value: SchemaDescribed>(_ type: Value.Type, _ path: String) -> Value? {
            do {
                let source = try YAMLSource.read(path: path)
                sources[path] = source
                return try source.decode(type)
            } catch {
                problems += error.problems
                return nil
            }
        }

        let universePath = (folder as NSString).appendingPathComponent(universeFileName)
        let universe = fileExists(universePath) ? read(Universe.self, universePath) : nil
        if !fileExists(universePath) {
            problems.append(SourceProblem(kind: .unreadableFile, file: universePath,
                                          message: "missing; the stories folder needs a universe file"))
        }
        var packs: [StoryPack] = []
        for packPath in packFiles(in: folder, problems: &problems) {
            guard var pack = read(StoryPack.self, packPath) else { continue }
            pack.sourceFile = packPath
            packs.append(pack)
        }
        guard let universe, problems.isEmpty else { throw SourceError(problems: problems) }

        // Stable sort: equal orders keep file-name order (and are reported by validation).
        let ordered = packs.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        let catalogue = StoryCatalogue(universe: universe, universeFile: universePath, packs: ordered.map(\.element))
        let validation = StoryCatalogueValidation.problems(in: catalogue, expectedUniverse: expectedUniverse) { file, path in
            sources[file]?.mark(at: path)
        }
        if !validation.isEmpty { throw SourceError(problems: validation) }
        return catalogue
    }

    private static func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func packFiles(in folder: String, problems: inout [SourceProblem]) -> [String] {
        let packsFolder = (folder as NSString).appendingPathComponent(packsFolderName)
        let entries: [ListedEntry]
        do {
            entries = try FolderListing.entries(of: packsFolder)
        } catch {
            problems.append(SourceProblem(kind: .unreadableFile, file: packsFolder,
                                          message: "cannot list the pack files: \(error.reason)"))
            return []
        }
        let packNames = entries.filter { $0.kind == .file && $0.name.hasSuffix(".yaml") && !$0.name.hasPrefix(".") }.map(\.name)
        if packNames.isEmpty {
            problems.append(SourceProblem(kind: .unreadableFile, file: packsFolder,
                                          message: "no pack files (*.yaml) found; at least one pack is needed"))
        }
        return packNames.map { (packsFolder as NSString).appendingPathComponent($0) }
    }

    // MARK: Lookups for the jobs

    /// Every story, pack by pack, in listed order.
    public var stories: [Story] { packs.flatMap(\.stories) }

    public func startCharacter(of story: Story) -> StoryCharacter? {
        universe.character(id: story.startCharacter ?? universe.defaultStartCharacter)
    }

    public func endCharacter(of story: Story) -> StoryCharacter? {
        universe.character(id: story.endCharacter)
    }

    public func location(of story: Story) -> StoryLocation? {
        universe.location(id: story.location)
    }
}
