import Foundation

/// Why a file could not be loaded.
public enum LabyrinthLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source has no file of that name.
    case missing(file: String)
    /// The id would name a file outside the content folder (`../x`).
    case unsafeName(id: String)
    /// The file is there but the app cannot decode it.
    case undecodable(DecodingFailure)

    /// The file (or, for an unsafe name, the id) that failed.
    public var file: String {
        switch self {
        case .missing(let file): file
        case .unsafeName(let id): id
        case .undecodable(let failure): failure.file
        }
    }

    /// The file and what went wrong, for a log.
    public var description: String {
        switch self {
        case .missing(let file): "\(file): no such file in the content"
        case .unsafeName(let id): "\(id): the id reaches outside the content folder"
        case .undecodable(let failure): failure.description
        }
    }
}

/// What a load of several files gave: the files that decoded, and every one that did not, with why.
public struct LoadResult<Value: Sendable>: Sendable {
    /// What loaded, in the order asked for.
    public var values: [Value]
    /// What did not load, with why.
    public var failures: [LabyrinthLoadError]

    /// A result from its values, for an app's own tests and previews.
    public init(values: [Value] = [], failures: [LabyrinthLoadError] = []) {
        self.values = values
        self.failures = failures
    }
}

/// A pack's labyrinths at one level, and the level they are at after the app's fallback.
public struct PackLevel: Sendable {
    /// The level chosen, or the first in `DifficultyLevel.fallbackOrder` at which the pack has labyrinths
    /// that load (the chosen one again, with no labyrinths, when none load anywhere).
    public var level: DifficultyLevel
    /// The labyrinths that loaded at `level`, in manifest order.
    public var labyrinths: [Labyrinth]
    /// Every file that failed to load on the way, also at the levels passed over.
    public var failures: [LabyrinthLoadError]

    /// A pack level from its values, for an app's own tests and previews.
    public init(level: DifficultyLevel, labyrinths: [Labyrinth], failures: [LabyrinthLoadError]) {
        self.level = level
        self.labyrinths = labyrinths
        self.failures = failures
    }
}

/// Loads content the way the app does, from a source the caller gives: a folder, or a closure that returns a
/// resource's bytes by file name (an app passes its bundle). Nothing that fails to load is dropped silently:
/// single loads throw, batch loads list each failure with its file and coding path.
public struct LabyrinthLoader: Sendable {
    private let read: @Sendable (String) -> Data?

    /// `read` returns the bytes of a file name such as `manifest.json`, or nil when there is none.
    public init(read: @escaping @Sendable (String) -> Data?) {
        self.read = read
    }

    /// Reads from a folder on disk.
    public init(folder: URL) {
        self.init { name in try? Data(contentsOf: folder.appendingPathComponent(name, isDirectory: false)) }
    }

    /// The content's `manifest.json`: packs and the labyrinths the app lists.
    public func manifest() throws(LabyrinthLoadError) -> LabyrinthManifest {
        try decode(LabyrinthManifest.self, file: ContentFileName.manifest)
    }

    /// `difficulty_samples.json`, the level-picker cards' mazes.
    public func samples() throws(LabyrinthLoadError) -> DifficultySamples {
        try decode(DifficultySamples.self, file: ContentFileName.samples)
    }

    /// The labyrinth file of a manifest id.
    public func labyrinth(id: String) throws(LabyrinthLoadError) -> Labyrinth {
        guard let file = ContentFileName.labyrinth(id: id) else { throw .unsafeName(id: id) }
        return try decode(Labyrinth.self, file: file)
    }

    /// The stories of a pack in the pack's order, free or not; stories the manifest lists no level of are left
    /// out, as the app leaves them out. A story whose first level cannot be loaded is still listed (from the
    /// manifest) and the failure reported.
    public func stories(inPack pack: PackInfo, manifest: LabyrinthManifest) -> LoadResult<StoryInfo> {
        var result = LoadResult<StoryInfo>()
        for number in pack.stories {
            guard let first = manifest.entries(ofStory: number).first else { continue }
            var firstLevel: Labyrinth?
            do { firstLevel = try labyrinth(id: first.id) } catch { result.failures.append(error) }
            if let story = StoryInfo(number: number, in: pack, manifest: manifest, firstLevel: firstLevel) {
                result.values.append(story)
            }
        }
        return result
    }

    /// A story's labyrinths, easy → hard.
    public func levels(ofStory number: Int, manifest: LabyrinthManifest) -> LoadResult<Labyrinth> {
        load(manifest.entries(ofStory: number).map(\.id))
    }

    /// A pack's labyrinths at `level`, or, when the pack has none there that load, at the first level of
    /// `level.fallbackOrder` that has some: a level whose files all fail to decode is as empty to the app as a
    /// level without files. Nil when no level has any; the failures met on the way are kept either way.
    public func labyrinths(inPack pack: PackInfo, at level: DifficultyLevel, manifest: LabyrinthManifest) -> PackLevel?
    {
        let stories = Set(pack.stories)
        var failures: [LabyrinthLoadError] = []
        for candidate in level.fallbackOrder {
            let ids = manifest.labyrinths.filter { entry in
                entry.level == candidate && entry.story.map(stories.contains) == true
            }.map(\.id)
            let loaded = load(ids)
            failures += loaded.failures
            guard !loaded.values.isEmpty else { continue }
            return PackLevel(level: candidate, labyrinths: loaded.values, failures: failures)
        }
        return failures.isEmpty ? nil : PackLevel(level: level, labyrinths: [], failures: failures)
    }

    func load(_ ids: [String]) -> LoadResult<Labyrinth> {
        var result = LoadResult<Labyrinth>()
        for id in ids {
            do { result.values.append(try labyrinth(id: id)) } catch { result.failures.append(error) }
        }
        return result
    }

    func decode<Document: Decodable>(_ type: Document.Type, file: String) throws(LabyrinthLoadError) -> Document {
        guard let data = read(file) else { throw .missing(file: file) }
        do { return try Document.decodeAsApp(data, file: file) } catch { throw .undecodable(error) }
    }
}
