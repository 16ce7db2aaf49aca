import ContentCatalogue
import ContentJSON
import ContentSupport
import Dispatch
import LabyrinthKit
import SoundKit

/// Reads a content folder, in one place below the rulebook: `read(_:)` gives the whole folder as it is
/// (`FolderContents`); validate reads through the same steps and judges each labyrinth while its bytes are at hand.
/// Every file is read within `limits.file_bytes`; what cannot be read or parsed is kept, with why, for the rules.
package struct FolderReader: Sendable {
    package let profile: ReadingProfile

    /// Files per unit of parallel work at most: at scale, big enough that scheduling costs nothing; a smaller folder
    /// is cut finer (`workRanges`), so that both cores stay busy to its end.
    package static let largestChunk = 32

    package init(profile: ReadingProfile) {
        self.profile = profile
    }

    /// The whole folder as it is, every labyrinth read for its facts alone (nothing below `path_data`'s lists is
    /// built). Throws only when the folder itself cannot be listed.
    package func read(_ source: some ContentSource) throws(FileSystemError) -> FolderContents {
        let survey = try self.survey(source)
        guard !survey.layout.isWhollyLegacy else { return contents(ofLegacy: survey, in: source) }
        let (chunks, side) = eachLabyrinthChunk(survey.layout.labyrinthFiles, in: source) {
            readSideFiles(survey.layout, from: source)
        } chunk: { files, memory in
            var read = LabyrinthsRead()
            var buffer: [UInt8] = []
            for file in files {
                switch readLabyrinth(file, in: source, whole: false, buffer: &buffer, memory: memory) {
                case .success(let document): read.facts.append(facts(of: file, document))
                case .failure(let failure): read.append(failure, file: file)
                }
            }
            return read
        }
        var read = LabyrinthsRead()
        for chunk in chunks { read.append(chunk) }
        return contents(survey, labyrinths: read, side: side, in: source)
    }

    // MARK: The steps, which validate takes too

    /// The folder's listing, how its names split, and the names in `audio/`.
    package struct Survey: Sendable {
        package var entries: [ContentEntry]
        package var layout: FolderLayout
        /// The names in `audio/`, whatever each holds, sorted; nil without an `audio/` folder.
        package let audioFiles: [String]?
        /// The same entries, each with what it is.
        package let audioEntries: [ContentEntry]?
        /// `audio/` when it could not be listed.
        package var unreadable: [UnreadableFile]
    }

    package func survey(_ source: some ContentSource) throws(FileSystemError) -> Survey {
        let entries = try source.listing().sorted()
        let layout = FolderLayout(entries: entries, profile: profile)
        var unreadable: [UnreadableFile] = []
        let audioEntries: [ContentEntry]?
        if layout.hasAudioFolder {
            do {
                // Every entry, whatever it holds: a link or a FIFO at a clip's name is answered as what it is, not
                // taken for a missing clip.
                audioEntries = try source.listing(of: ContentLayout.audioFolderName).sorted()
            } catch {
                unreadable.append(UnreadableFile(file: ContentLayout.audioFolderName, error: error))
                audioEntries = []
            }
        } else {
            audioEntries = nil
        }
        return Survey(
            entries: entries, layout: layout, audioFiles: audioEntries?.map(\.name), audioEntries: audioEntries,
            unreadable: unreadable)
    }

    /// A folder wholly in the old layout: its listing alone, no file read.
    package func contents(ofLegacy survey: Survey, in source: some ContentSource) -> FolderContents {
        var contents = FolderContents(
            entries: survey.entries, audioFiles: survey.audioFiles, labyrinths: [],
            legacyFiles: survey.layout.legacyFiles,
            otherJSONFiles: survey.layout.otherJSONFiles, hasManifestFile: survey.layout.hasManifest, manifest: nil,
            hasSamplesFile: survey.layout.hasSamples, samples: nil,
            unreadableFiles: [], unparsableFiles: [], isWhollyLegacy: true)
        contents.folderPath = source.folderPath
        return contents
    }

    /// The folder from its survey, its labyrinths as read and its side files; the clips the labyrinths name are read
    /// here.
    package func contents(
        _ survey: Survey, labyrinths: LabyrinthsRead, side: SideFiles, in source: some ContentSource
    ) -> FolderContents {
        var contents = FolderContents(
            entries: survey.entries, audioFiles: survey.audioFiles, labyrinths: labyrinths.facts,
            legacyFiles: survey.layout.legacyFiles, otherJSONFiles: survey.layout.otherJSONFiles,
            hasManifestFile: survey.layout.hasManifest, manifest: side.manifest?.document.value,
            hasSamplesFile: survey.layout.hasSamples, samples: side.samples?.document.value,
            unreadableFiles: (survey.unreadable + side.unreadable + labyrinths.unreadable).sorted { $0.file < $1.file },
            unparsableFiles: (side.unparsable + labyrinths.unparsable).sorted { $0.file < $1.file },
            isWhollyLegacy: false)
        contents.manifestDecodingFailure = side.manifestDecodingFailure
        contents.folderPath = source.folderPath
        (contents.clipReadings, contents.clipSeconds) = readClips(
            named: labyrinths.facts, audioEntries: survey.audioEntries, in: source)
        contents.samplesDecodingFailure = side.samplesDecodingFailure
        return contents
    }

    /// What the labyrinth files of a folder gave: each one's facts, in file order, and the ones that could not be
    /// read or parsed.
    package struct LabyrinthsRead: Sendable {
        package var facts: [LabyrinthFacts] = []
        package var unreadable: [UnreadableFile] = []
        package var unparsable: [UnparsableFile] = []

        package init() {}

        package mutating func append(_ other: LabyrinthsRead) {
            facts += other.facts
            unreadable += other.unreadable
            unparsable += other.unparsable
        }

        /// A file that could not be read or parsed: kept with why, its facts only that it was not parsed.
        package mutating func append(_ failure: LabyrinthReadFailure, file: String) {
            switch failure {
            case .unreadable(let error): unreadable.append(UnreadableFile(file: file, error: error))
            case .unparsable(let error): unparsable.append(UnparsableFile(file: file, error: error))
            }
            facts.append(LabyrinthFacts(file: file, parsed: false))
        }
    }

    /// Why a labyrinth file gave no document.
    package enum LabyrinthReadFailure: Error, Sendable {
        case unreadable(FileSystemError)
        case unparsable(JSONSyntaxError)
    }

    /// One labyrinth file read into `buffer` and parsed: whole (`whole`, for a file judged), or for its facts alone
    /// (`readForFacts`).
    package func readLabyrinth(
        _ file: String, in source: some ContentSource, whole: Bool, buffer bytes: inout [UInt8],
        memory: JSONReadingMemory
    ) -> Result<JSONDocument, LabyrinthReadFailure> {
        do { try source.read(file, into: &bytes, limit: profile.limits.fileBytes) } catch {
            return .failure(.unreadable(error))
        }
        do throws(JSONSyntaxError) {
            return .success(
                whole
                    ? try JSONReader.parse(bytes, reusing: memory)
                    : try Self.readForFacts(bytes, memory: memory, limits: profile.limits))
        } catch {
            return .failure(.unparsable(error))
        }
    }

    /// The facts of a file read for them alone, made as a judged file's are: without a maze inspection, an organic
    /// picture is read from `svg_path`, as the inspection reads it. A file over a limit gives none.
    package func facts(of file: String, _ document: JSONDocument) -> LabyrinthFacts {
        let overLimit = !LimitExcess.all(in: document, limits: profile.limits).isEmpty
        return overLimit ? LabyrinthFacts(file: file, parsed: false) : LabyrinthFacts(file: file, root: document.value)
    }

    /// A file not judged, read for its facts (`LabyrinthFacts`) and whether it is over a limit, which is all the
    /// values above `path_data`'s lists give: those lists are counted but their entries not built. Where the counts
    /// call for a walk of the values (`LimitExcess.walks`) it is read again, whole.
    package static func readForFacts(
        _ bytes: [UInt8], memory: JSONReadingMemory, limits: LimitsConfig
    ) throws(JSONSyntaxError) -> JSONDocument {
        let skimmed = try JSONReader.parse(bytes, reusing: memory, buildingDepth: LabyrinthFacts.depthRead)
        guard !skimmed.isWhole, LimitExcess.walks(skimmed, limits: limits) else { return skimmed }
        return try JSONReader.parse(bytes, reusing: memory)
    }

    /// Reads the labyrinth files in chunks, on every core, and runs `alongside` as one more piece of the work;
    /// `chunk` is given its files and a reading memory, and the chunks' results come back in file order, so the
    /// outcome never depends on scheduling.
    package func eachLabyrinthChunk<Chunk: Sendable, Other: Sendable>(
        _ files: [String], in source: some ContentSource, alongside: @Sendable () -> Other,
        chunk: @Sendable (ArraySlice<String>, JSONReadingMemory) -> Chunk
    ) -> ([Chunk], Other) {
        let chunks = workRanges(count: files.count, workers: activeCores(), largest: Self.largestChunk)
        let memories = ReadingMemories(files: files.count, chunks: chunks.count)
        let pieces = orderedConcurrentMap(Array(0...chunks.count), workers: chunks.count + 1) {
            job -> LabyrinthPiece<Chunk, Other> in
            guard job > 0 else { return .alongside(alongside()) }
            let memory = memories.take()
            let result = chunk(files[chunks[job - 1]], memory)
            memories.giveBack(memory)
            return .chunk(result)
        }
        var results: [Chunk] = []
        var other: Other?
        for piece in pieces {
            switch piece {
            case .chunk(let result): results.append(result)
            case .alongside(let value): other = value
            }
        }
        return (results, other!)
    }

    /// One job of `eachLabyrinthChunk`: a chunk of files read, or the work run alongside them.
    enum LabyrinthPiece<Chunk: Sendable, Other: Sendable>: Sendable {
        case chunk(Chunk)
        case alongside(Other)
    }

    /// What the clips the labyrinths name record of their making (their ID3 tag), and the playing time of each the
    /// app can play (`PlayableClip`), by clip name: only clips that are in `audio/` and that some labyrinth names are
    /// read, each within `limits.file_bytes`; a name that holds no regular file is never opened.
    package func readClips(named facts: [LabyrinthFacts], audioEntries: [ContentEntry]?, in source: some ContentSource)
        -> (readings: [String: ClipReading], seconds: [String: Double])
    {
        guard let audioEntries, !audioEntries.isEmpty else { return ([:], [:]) }
        let kinds = Dictionary(audioEntries.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let named = Set(facts.flatMap { $0.clips.map(\.clip) }).filter { kinds[$0] != nil }.sorted()
        let limit = profile.limits.fileBytes
        let adoptedClips = profile.adoptedClips
        let readings = orderedConcurrentMap(named, workers: activeCores()) { clip -> (ClipReading, Double?) in
            if let kind = kinds[clip], kind != .file { return (.notAFile(kind.description), nil) }
            var bytes: [UInt8] = []
            do throws(FileSystemError) {
                try source.read(ContentLayout.audioFolderName + "/" + clip, into: &bytes, limit: limit)
            } catch {
                return (.unreadable(error.reason), nil)
            }
            let seconds: Double
            do throws(UnplayableClip) { seconds = try PlayableClip.seconds(bytes) } catch {
                return (.unplayable(error.reason), nil)
            }
            do throws(ID3v2Error) {
                if let record = try ClipRecord.read(bytes) { return (.record(record), seconds) }
                if let adopted = adoptedClips.clips[clip], adopted.bytes == AdoptedClips.bytesDigest(bytes) {
                    return (.adopted(textDigest: adopted.text), seconds)
                }
                return (.noRecord, seconds)
            } catch {
                return (.unreadable("its ID3 tag cannot be read: \(error)"), seconds)
            }
        }
        var seconds: [String: Double] = [:]
        for (clip, reading) in zip(named, readings) { seconds[clip] = reading.1 }
        return (Dictionary(uniqueKeysWithValues: zip(named, readings.map(\.0))), seconds)
    }
}
