import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import ContentValidate
import Foundation
import LabyrinthKit

/// A shipped content folder as `import` reads it: the manifest and every labyrinth it lists, decoded with the
/// app's own types (LabyrinthKit), so import sees exactly what the app shows.
package struct ImportedFolder: Sendable {
    package var manifest: LabyrinthManifest
    /// Every labyrinth the manifest lists, by id.
    package var labyrinths: [String: Labyrinth]
    /// Each listed labyrinth's `path_data` as written, member order and number texts kept, by id: what a kept
    /// drawing keeps.
    var shippedPathData: [String: JSONObject] = [:]
    /// Why mazegen's JSON reader refused a labyrinth the app decodes, by id, with the place it refused at.
    var unreadableReasons: [String: UnreadableReason] = [:]
    /// Top-level keys of the labyrinths that mazegen never writes (`age_range`), with the files that have them.
    var unwrittenKeys: [String: [String]] = [:]
    /// `difficulty_samples.json` as written, when it is an object of texts: what kept samples keep.
    var shippedSamples: JSONObject?
    /// Labyrinth files in the folder that the manifest does not list: the app never shows them.
    var unlistedFiles: [String]
    /// The clips in the folder's `audio/` that its labyrinths name and that record nothing of their making (made
    /// elsewhere), each with the text its labyrinths give it: what import records as adopted.
    var adoptedClips: [AdoptedClips.Clip] = []

    /// Reads `source`; refuses an old 5-level folder (pointing to `migrate`), a missing or undecodable manifest,
    /// and any listed labyrinth that is missing or does not decode, each named with its file and coding path.
    package static func read(_ source: some ContentSource, config: MazegenConfig) throws(ImportError) -> ImportedFolder
    {
        let entries: [ContentEntry]
        do {
            entries = try source.listing()
        } catch {
            throw ImportError(ImportProblem(file: error.path, "cannot list the source folder: \(error.reason)"))
        }
        // The same split of names validate uses, with the old level suffixes from the config's migration mapping.
        let layout = FolderLayout(entries: entries, profile: ReadingProfile(config: config))
        if !layout.legacyFiles.isEmpty {
            let folder = ShellWord.quoted(source.folderPath ?? ".")
            throw ImportError(
                ImportProblem(
                    file: source.path(of: layout.legacyFiles[0]),
                    "the folder holds \(layout.legacyFiles.count) file(s) of the old 5-level layout; import reads only the "
                        + "\(config.levels.count)-level layout: run `mazegen migrate --dry-run \(folder)` to see the move, then "
                        + "`mazegen migrate \(folder)`"))
        }
        guard layout.hasManifest else {
            throw ImportError(
                ImportProblem(
                    file: source.path(of: ContentLayout.manifestName),
                    "missing; import reads the packs and stories from it"))
        }
        let limit = config.limits.fileBytes
        // No file is read past the size limit, the manifest included: a folder from elsewhere may plant one of any size.
        var manifestBytes: [UInt8] = []
        do throws(FileSystemError) {
            try source.read(ContentLayout.manifestName, into: &manifestBytes, limit: limit)
        } catch  where error.code == AtomicFile.tooLarge {
            throw ImportError(tooLarge(error, name: ContentLayout.manifestName, in: source))
        } catch {
            throw ImportError(
                ImportProblem(file: source.path(of: ContentLayout.manifestName), "cannot be read: \(error.reason)"))
        }
        let loader = LabyrinthLoader { [manifestBytes] name in
            if name == ContentLayout.manifestName { return Data(manifestBytes) }
            var bytes: [UInt8] = []
            do { try source.read(name, into: &bytes, limit: limit) } catch { return nil }
            return Data(bytes)
        }
        let manifest: LabyrinthManifest
        do {
            manifest = try loader.manifest()
        } catch {
            throw ImportError(problem(error, in: source))
        }
        var labyrinths: [String: Labyrinth] = [:]
        var shippedPathData: [String: JSONObject] = [:]
        var unreadableReasons: [String: (place: String, message: String)] = [:]
        var unwrittenKeys: [String: [String]] = [:]
        var problems: [ImportProblem] = []
        var bytes: [UInt8] = []
        for id in orderedUnique(manifest.labyrinths.map(\.id)) {
            // A file that is there but cannot be read (a FIFO, a device) is named with why, not called missing.
            let name = LabyrinthName.fileName(id: id)
            var value: JSONValue?
            if ContentFileName.staysInside(name) {
                do throws(FileSystemError) { try source.read(name, into: &bytes, limit: limit) } catch
                    where error.code == AtomicFile.tooLarge
                {
                    problems.append(tooLarge(error, name: name, in: source))
                    continue
                } catch  where error.code != ENOENT {
                    problems.append(ImportProblem(file: source.path(of: name), "cannot be read: \(error.reason)"))
                    continue
                } catch {}
                let document: JSONDocument?
                do throws(JSONSyntaxError) {
                    document = try JSONReader.parse(bytes)
                } catch {
                    // The app may still decode it (Foundation reads deeper nesting): the reason is kept for the
                    // problem a kept drawing then meets, so it names the real cause and its place.
                    document = nil
                    unreadableReasons[id] = (name + ":\(error.line):\(error.column)", error.message)
                }
                value = document?.value
                // What validate refuses as beyond its limits is not copied into the catalogue either.
                let excesses = document.map { LimitExcess.all(in: $0, limits: config.limits) } ?? []
                if !excesses.isEmpty {
                    problems += excesses.map { ImportProblem(file: source.path(of: name), $0.message) }
                    continue
                }
            }
            do {
                labyrinths[id] = try loader.labyrinth(id: id)
                // The app decoded it, so it is JSON with an object `path_data`.
                shippedPathData[id] = value?[pointer: .labyrinth(.pathData)]?.objectValue
                for key in value?.objectValue?.keys ?? [] where !FileRewrite.labyrinth.writes(key) {
                    unwrittenKeys[key, default: []].append(name)
                }
            } catch {
                problems.append(problem(error, in: source))
            }
        }
        if !problems.isEmpty { throw ImportError(problems: problems) }
        let listed = Set(manifest.labyrinths.map { LabyrinthName.fileName(id: $0.id) })
        var samplesBytes: [UInt8] = []
        do throws(FileSystemError) {
            try source.read(ContentLayout.samplesName, into: &samplesBytes, limit: limit)
        } catch  where error.code == AtomicFile.tooLarge {
            throw ImportError(tooLarge(error, name: ContentLayout.samplesName, in: source))
        } catch  where error.code == ENOENT {
            // There are no shipped samples to keep.
            samplesBytes = []
        } catch {
            // A FIFO, a directory or an unreadable file under the samples' name is named, not taken for no samples.
            throw ImportError(problems: [ImportProblem(file: source.path(of: ContentLayout.samplesName), error.reason)])
        }
        let samples = (try? JSONReader.parse(samplesBytes).value)?.objectValue
        return ImportedFolder(
            manifest: manifest, labyrinths: labyrinths, shippedPathData: shippedPathData,
            unreadableReasons: unreadableReasons.mapValues { UnreadableReason(place: $0.place, message: $0.message) },
            unwrittenKeys: unwrittenKeys,
            shippedSamples: samples.flatMap { $0.allSatisfy { $0.value.stringValue != nil } ? $0 : nil },
            unlistedFiles: layout.labyrinthFiles.filter { !listed.contains($0) },
            adoptedClips: adoptedClips(of: labyrinths, in: source, limit: limit))
    }

    /// The named clips made elsewhere, read within `limit` bytes; one the levels give different texts, that cannot
    /// be read, or that is no MP3 the app can play (`PlayableClip`), is not adopted (validate says why). Only an
    /// `audio/` that is a folder of the source's own is looked in, as validate looks: a link named `audio` is not
    /// followed, and a clip's name holding a link or anything but a file is never opened.
    static func adoptedClips(of labyrinths: [String: Labyrinth], in source: some ContentSource, limit: Int)
        -> [AdoptedClips.Clip]
    {
        guard
            ((try? source.listing()) ?? []).contains(where: {
                $0.name == ContentLayout.audioFolderName && $0.kind == .directory
            })
        else { return [] }
        let present = Set(
            ((try? source.listing(of: ContentLayout.audioFolderName)) ?? []).filter { $0.kind == .file }.map(\.name))
        guard !present.isEmpty else { return [] }
        let script = ClipScript(
            labyrinths.map { (LabyrinthName.fileName(id: $0.key), ClipScript.entries(of: $0.value)) })
        let conflicting = Set(script.conflicts.map(\.clip))
        var clips: [AdoptedClips.Clip] = []
        var bytes: [UInt8] = []
        for line in script.lines where present.contains(line.clip) && !conflicting.contains(line.clip) {
            guard
                (try? source.read(ContentLayout.audioFolderName + "/" + line.clip, into: &bytes, limit: limit)) != nil,
                (try? PlayableClip.seconds(bytes)) != nil, (try? ClipRecord.read(bytes)) == .some(nil)
            else { continue }
            clips.append(
                AdoptedClips.Clip(
                    clip: line.clip, bytes: AdoptedClips.bytesDigest(bytes), text: AdoptedClips.textDigest(line.text)))
        }
        return clips
    }

    static func tooLarge(_ error: FileSystemError, name: String, in source: some ContentSource) -> ImportProblem {
        ImportProblem(
            file: source.path(of: name),
            "\(error.reason) (`\(LimitExcess.name(.fileBytes))` in config.yaml); not read past the limit")
    }

    static func problem(_ error: LabyrinthLoadError, in source: some ContentSource) -> ImportProblem {
        switch error {
        case .missing(let file):
            return ImportProblem(file: source.path(of: file), "listed in manifest.json but not in the folder")
        case .unsafeName(let id):
            return ImportProblem(
                file: source.path(of: ContentLayout.manifestName), "the id `\(id)` reaches outside the folder")
        case .undecodable(let failure):
            // The app's decoder says only that the text is not JSON; the project's reader says where, as validate does.
            if case .unreadable = failure.problem, let bytes = try? source.bytes(of: failure.file) {
                do { _ = try JSONReader.parse(bytes) } catch {
                    return ImportProblem(
                        file: source.path(of: failure.file) + ":\(error.line):\(error.column)",
                        "not valid JSON: \(error.message)")
                }
            }
            return ImportProblem(file: source.path(of: failure.file), "the app cannot decode it: \(failure.message)")
        }
    }

    static func orderedUnique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}

/// Where and why mazegen's JSON reader refused a file.
struct UnreadableReason: Sendable {
    /// `file:line:column`, the file named in the folder.
    var place: String
    var message: String
}
