import ContentSupport
import LabyrinthKit

/// How the folder's names split into the manifest, the samples, the labyrinths and the old layout's files.
package struct FolderLayout: Sendable {
    package var labyrinthFiles: [String] = []
    package var legacyFiles: [String] = []
    /// JSON files that are neither a labyrinth by name, nor the manifest, nor the samples.
    package var otherJSONFiles: [String] = []
    package var hasManifest = false
    package var hasSamples = false
    package var hasAudioFolder = false
    package var jsonFileCount = 0
    var currentLayoutFileCount = 0

    package init(entries: [ContentEntry], profile: ReadingProfile) {
        for entry in entries {
            if entry.name == ContentLayout.audioFolderName, entry.kind == .directory { hasAudioFolder = true }
            // A FIFO, socket or device under a file's name is read like a file: the read refuses it at once, naming
            // what it is, where skipping it would call the file missing.
            guard entry.isReadableFile || entry.isOdd, entry.name.hasSuffix(".json"),
                !entry.name.hasPrefix(".")
            else { continue }
            jsonFileCount += 1
            switch entry.name {
            case ContentLayout.manifestName: hasManifest = true
            case ContentLayout.samplesName: hasSamples = true
            default:
                guard let suffix = LabyrinthName(parsing: entry.name)?.level else {
                    otherJSONFiles.append(entry.name)
                    continue
                }
                if profile.legacyLevelSuffixes.contains(suffix) {
                    legacyFiles.append(entry.name)
                } else {
                    labyrinthFiles.append(entry.name)
                    if profile.levelNames.contains(suffix) { currentLayoutFileCount += 1 }
                }
            }
        }
    }

    /// Old-layout files and none in the current layout: one finding says so, instead of hundreds.
    package var isWhollyLegacy: Bool { !legacyFiles.isEmpty && currentLayoutFileCount == 0 }
}

extension ContentEntry {
    /// A plain file, or a symlink that stays inside the folder.
    package var isReadableFile: Bool {
        switch kind {
        case .file, .symlink(_, escapesFolder: false): true
        default: false
        }
    }

    /// A socket, device or FIFO.
    package var isOdd: Bool {
        if case .other = kind { true } else { false }
    }
}
