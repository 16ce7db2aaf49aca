import ContentCatalogue
import ContentFormat
import ContentRead
import ContentSupport
import ContentValidate
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One level of the catalogue: the only way a request's id reaches a file. An id the page sends is looked up among
/// these, never joined into a path; the file name comes from `LabyrinthName`.
struct CatalogueLevel: Sendable {
    var id: String
    var story: Story
    var level: LevelConfig
    var fileName: String { LabyrinthName.fileName(id: id) }
}

/// The content as the studio reads it, the way every command reads it: the config, the catalogue
/// (`StoryCatalogue.load`), the labyrinths' folder (`DiskContentSource`) and the one rulebook (`Validator`, with the
/// clips import adopted). The studio reads a folder here and nowhere else, so moving to another reader is this file.
struct StudioFolder: Sendable {
    var config: MazegenConfig
    /// Where the config's relative paths start.
    var base: String
    var storiesFolder: String
    var contentFolder: String
    var catalogue: StoryCatalogue
    var validator: Validator
    /// Every level the catalogue makes, by labyrinth id, in manifest order.
    var levels: [CatalogueLevel]

    static func read(config: MazegenConfig, base: String) throws -> StudioFolder {
        let storiesFolder = resolve(config.storiesFolder, against: base)
        let catalogue = try StoryCatalogue.load(from: storiesFolder, expectedUniverse: config.universe)
        var profile = ValidationProfile(config: config)
        profile.adoptedClips = try AdoptedClips.read(storiesFolder: storiesFolder, limit: config.limits.fileBytes)
        var levels: [CatalogueLevel] = []
        for story in catalogue.stories.sorted(by: { $0.number < $1.number }) {
            for level in config.levels {
                let id = LabyrinthName(universe: config.universe, story: story.number, level: level.name).id
                levels.append(CatalogueLevel(id: id, story: story, level: level))
            }
        }
        return StudioFolder(
            config: config, base: base, storiesFolder: storiesFolder,
            contentFolder: resolve(config.contentFolder, against: base), catalogue: catalogue,
            validator: Validator(profile: profile), levels: levels)
    }

    func level(_ id: String) -> CatalogueLevel? { levels.first { $0.id == id } }

    func story(_ number: Int) -> Story? { catalogue.stories.first { $0.number == number } }

    /// The story a page's `story_id` (`denny_029`) names, looked up among the catalogue's.
    func story(id: String) -> Story? { catalogue.stories.first { storyID($0) == id } }

    func storyID(_ story: Story) -> String { config.universe + "_" + LabyrinthName.storyDigits(story.number) }

    /// The pack file a story lives in.
    func packFile(of story: Story) -> String? {
        catalogue.packs.first { $0.stories.contains { $0.number == story.number } }?.sourceFile
    }

    func source() throws(FileSystemError) -> DiskContentSource { try DiskContentSource(folder: contentFolder) }

    /// The clips the labyrinths name and what each clip in `audio/` records, read as every command reads them.
    func clips() throws(FileSystemError) -> FolderClips {
        try FolderReader(profile: validator.profile.reading).read(source()).clips
    }

    /// A labyrinth file's bytes as on disk, within the config's bound; nil when there is none.
    func labyrinthBytes(_ level: CatalogueLevel) -> [UInt8]? {
        var bytes: [UInt8] = []
        do {
            try source().read(level.fileName, into: &bytes, limit: config.limits.fileBytes)
        } catch {
            return nil
        }
        return bytes
    }

    /// What the folders hold now, file by file (modification time and size): the stamp the page polls, and what a
    /// save compares with the state the page loaded.
    func snapshot() -> FolderSnapshot {
        var files: [String: String] = [:]
        func note(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            files[path] = "\(time.tv_sec).\(time.tv_nsec):\(info.st_size):\(info.st_ino)"
        }
        func noteFolder(_ folder: String, where include: (String) -> Bool) {
            guard let entries = try? FolderListing.entries(of: folder) else { return }
            for entry in entries where include(entry.name) && !entry.name.hasPrefix(".") {
                note(folder + "/" + entry.name)
            }
        }
        noteFolder(contentFolder) { $0.hasSuffix(".json") }
        noteFolder(contentFolder + "/audio") { _ in true }
        noteFolder(storiesFolder) { $0.hasSuffix(".yaml") }
        noteFolder(storiesFolder + "/packs") { $0.hasSuffix(".yaml") }
        noteFolder(storiesFolder + "/" + KeptDrawing.folderName) { $0.hasSuffix(".yaml") }
        return FolderSnapshot(files: files)
    }
}

/// The folders' files at one moment, and the stamp that names it.
struct FolderSnapshot: Sendable, Equatable {
    var files: [String: String]

    var stamp: String {
        String(
            SHA256.hex(files.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: "\n")).prefix(
                20))
    }

    /// The files added, removed or changed since `earlier`, sorted.
    func changed(since earlier: FolderSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
}

/// A path from the config is relative to the config file's folder.
func resolve(_ path: String, against base: String) -> String {
    path.hasPrefix("/") || base == "." ? path : base + "/" + path
}
