import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentSupport
import Dispatch
import Foundation
import LabyrinthKit
import SoundKit

/// The result of one validation run: every finding, sorted by file, position and rule, and what was looked at.
package struct ValidationReport: Sendable, Equatable {
    package var findings: [Finding]
    /// The JSON files looked at (labyrinths, the manifest, the samples).
    var filesChecked: Int
    /// One labyrinth file was checked alone (`validate FILE`): the rules about the folder as a whole did not run,
    /// and the report says so.
    package var folderRulesSkipped = false

    package init(findings: [Finding], filesChecked: Int) {
        self.findings = findings.sorted()
        self.filesChecked = filesChecked
    }

    var errorCount: Int { findings.count { $0.severity == .error } }
    var warningCount: Int { findings.count { $0.severity == .warning } }

    /// Whether the run fails: any error, or under `strict` any warning too.
    package func hasErrors(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }

    /// How many findings of one rule in one file `validate` shows: a hostile file can make a rule report each of
    /// a hundred thousand points, and a log that long helps nobody (nor does the CI job that stores it).
    package static let findingsShownPerRuleAndFile = 100

    /// The report as `validate` prints it: the first `limit` findings (in position order) of each rule in each
    /// file, then, where there were more, one finding of that rule that counts the rest, as severe as the worst
    /// of them, so the exit status is the one the whole report gives. The summary line counts what is shown.
    package func boundingRepeats(to limit: Int = findingsShownPerRuleAndFile) -> ValidationReport {
        struct Group: Hashable {
            var ruleIdentifier: String
            var file: String
        }
        guard someFileHasMoreFindings(than: limit) else { return self }
        var totals: [Group: (count: Int, worstHidden: Severity)] = [:]
        for finding in findings {
            let group = Group(ruleIdentifier: finding.ruleIdentifier, file: finding.file)
            let (count, worst) = totals[group] ?? (0, .warning)
            totals[group] = (count + 1, count >= limit ? max(worst, finding.severity) : worst)
        }
        guard totals.values.contains(where: { $0.count > limit }) else { return self }
        var bounded = self
        bounded.findings = []
        var shown: [Group: Int] = [:]
        for finding in findings {
            let group = Group(ruleIdentifier: finding.ruleIdentifier, file: finding.file)
            let count = shown[group, default: 0]
            guard count < limit else { continue }
            shown[group] = count + 1
            bounded.findings.append(finding)
            if count + 1 == limit, let total = totals[group], total.count > limit {
                bounded.findings.append(
                    Finding(
                        ruleIdentifier: finding.ruleIdentifier, severity: total.worstHidden, file: finding.file,
                        message:
                            "\(counted(total.count - limit, "more finding")) of this rule in this file are not shown (validate shows the first \(limit) of each rule in each file); mend these and validate again"
                    ))
            }
        }
        return bounded
    }

    /// Whether a file has more than `limit` findings, as a rule must in it for any to be left out. The findings are
    /// sorted by file, so each file's are one run; out of that order, the answer is yes and the counting decides.
    /// (Counting by rule and file hashed two texts a finding, in the serial end of every `validate`.)
    func someFileHasMoreFindings(than limit: Int) -> Bool {
        var runStart = 0
        for index in findings.indices.dropFirst() where findings[index].file != findings[index - 1].file {
            guard findings[index - 1].file < findings[index].file else { return true }
            if index - runStart > limit { return true }
            runStart = index
        }
        return findings.count - runStart > limit
    }

    /// The report as `--strict` shows it: every warning is an error.
    package func promotingWarnings() -> ValidationReport {
        var report = self
        for index in report.findings.indices { report.findings[index].severity = .error }
        return report
    }
}

/// One labyrinth file as the validator read it, handed back by `validateCollecting` so `preview` and
/// `stats` show and measure exactly what was checked instead of reading the file a second way.
package struct InspectedLabyrinth: Sendable {
    package var file: String
    /// Nil when the file could not be read or is not JSON; the report says why.
    package var labyrinth: CheckedLabyrinth?
    /// Nil when `path_data` lacks what the maze check needs or holds unusable values; the report says why.
    package var maze: MazeInspection?
}

/// A validation run that kept what it built: the report, the folder as the folder-wide rules saw it,
/// and every labyrinth file in name order.
/// A folder's narration as validate reads it.
package struct FolderClips: Sendable {
    package var script: ClipScript
    /// By clip name, for the clips in `audio/` that a labyrinth names.
    package var readings: [String: ClipReading]
    /// The names in `audio/`, sorted; nil without an `audio/` folder.
    package var audioFiles: [String]?

    package init(script: ClipScript, readings: [String: ClipReading], audioFiles: [String]?) {
        self.script = script
        self.readings = readings
        self.audioFiles = audioFiles
    }

    package init(_ folder: CheckedFolder) {
        self.init(script: folder.clipScript, readings: folder.clipReadings, audioFiles: folder.audioFiles)
    }

    /// Where each clip of the script stands under `settings`.
    package func status(of line: ClipScript.Line, settings: NarrationConfig) -> ClipStatus {
        guard audioFiles?.contains(line.clip) == true else { return .missing }
        switch readings[line.clip] {
        case .record(let record)?: return record.isCurrent(for: line.text, settings: settings) ? .current : .stale
        case .adopted(let textDigest)?: return textDigest == AdoptedClips.textDigest(line.text) ? .current : .stale
        case .noRecord?: return .unknownOrigin
        case .unreadable(let reason)?: return .unreadable(reason)
        case nil: return .missing
        }
    }
}

/// Where one clip stands against its text.
package enum ClipStatus: Sendable, Equatable, CustomStringConvertible {
    case current
    case missing
    /// Made from another text, or under other settings.
    case stale
    /// Made elsewhere: it records nothing of its making.
    case unknownOrigin
    case unreadable(String)

    package var description: String {
        switch self {
        case .current: "current"
        case .missing: "missing"
        case .stale: "stale: made from another text or other settings"
        case .unknownOrigin: "made elsewhere: it records no text"
        case .unreadable(let reason): "unreadable: \(reason)"
        }
    }
}

package struct CollectedValidation: Sendable {
    package var report: ValidationReport
    package var folder: CheckedFolder
    package var labyrinths: [InspectedLabyrinth]
}

/// Checks a content folder against the app's decoding contract and the levels' promises.
package struct Validator: Sendable {
    package let profile: ValidationProfile
    package let rules: [any ValidationRule]
    let labyrinthRules: [any LabyrinthRule]
    let folderRules: [any FolderRule]
    let mazeRules: [any MazeRule]

    /// Files per unit of parallel work at most: at scale, big enough that scheduling costs nothing; a smaller folder
    /// is cut finer (`workRanges`), so that both cores stay busy to its end.
    static let largestChunk = 32

    package init(profile: ValidationProfile = .standard, rules: [any ValidationRule] = Validator.allRules) {
        self.profile = profile
        self.rules = rules
        labyrinthRules = rules.compactMap { $0.asLabyrinthRule }
        folderRules = rules.compactMap { $0.asFolderRule }
        mazeRules = rules.compactMap { $0.asMazeRule }
    }

    /// This validator with only the rules that judge a labyrinth file on its own, for one file checked alone:
    /// the manifest, packs, samples and listing rules need the whole folder.
    package func judgingOneFile() -> Validator {
        Validator(
            profile: profile,
            rules: rules.filter {
                $0.asLabyrinthRule != nil || $0.asMazeRule != nil || $0.asFolderRule?.judgesEachFileAlone == true
            })
    }

    /// Validates everything in `source`. Throws only when the folder itself cannot be listed; every problem
    /// with a file inside it is a finding.
    /// - Parameter judged: the labyrinth files the caller answers for (nil: all). The per-file rules and the maze
    ///   rebuild run on these alone; every other labyrinth is still read for the facts the folder rules compare, so
    ///   the folder findings are those of a whole validation and only other files' own findings are left out.
    package func validate(
        _ source: some ContentSource, judging judged: Set<String>? = nil
    ) throws(FileSystemError) -> ValidationReport {
        try run(source, collecting: false, judging: judged).report
    }

    /// What the folder's clips say and what each clip in `audio/` records of its making: the view narrate, generate's
    /// note, the preview and stats take of the narration, read as the audio rules read it (no rule is run).
    package func clips(in source: some ContentSource) throws(FileSystemError) -> FolderClips {
        FolderClips(try Validator(profile: profile, rules: []).run(source, collecting: false).folder)
    }

    /// Validates like `validate`, and also keeps each labyrinth as parsed and inspected. Memory then grows
    /// with the folder, which plain `validate` avoids; only callers that show every labyrinth ask for this.
    package func validateCollecting(_ source: some ContentSource) throws(FileSystemError) -> CollectedValidation {
        try run(source, collecting: true)
    }

    /// What the clips the labyrinths name record of their making (their ID3 tag), by clip name: only clips that are
    /// in `audio/` and that some labyrinth names are read, each within `limits.file_bytes`.
    func readClips(named facts: [LabyrinthFacts], audioFiles: [String]?, in source: some ContentSource) -> [String:
        ClipReading]
    {
        guard let audioFiles, !audioFiles.isEmpty else { return [:] }
        let present = Set(audioFiles)
        let named = Set(facts.flatMap { $0.clips.map(\.clip) }).filter(present.contains).sorted()
        let limit = profile.limits.fileBytes
        let adoptedClips = profile.adoptedClips
        let readings = orderedConcurrentMap(named, workers: activeCores()) { clip -> ClipReading in
            var bytes: [UInt8] = []
            do throws(FileSystemError) {
                try source.read(CheckedFolder.audioFolder + "/" + clip, into: &bytes, limit: limit)
            } catch {
                return .unreadable(error.reason)
            }
            do throws(ID3v2Error) {
                if let record = try ClipRecord.read(bytes) { return .record(record) }
                if let adopted = adoptedClips.clips[clip], adopted.bytes == AdoptedClips.bytesDigest(bytes) {
                    return .adopted(textDigest: adopted.text)
                }
                return .noRecord
            } catch {
                return .unreadable("its ID3 tag cannot be read: \(error)")
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(named, readings))
    }

    func run(
        _ source: some ContentSource, collecting: Bool, judging judged: Set<String>? = nil
    ) throws(FileSystemError) -> CollectedValidation {
        let entries = try source.listing().sorted()
        let layout = FolderLayout(entries: entries, profile: profile)
        var unreadable: [UnreadableFile] = []
        let audioFiles: [String]?
        if layout.hasAudioFolder {
            do {
                audioFiles = try source.listing(of: CheckedFolder.audioFolder).filter(\.isReadableFile).map(\.name)
                    .sorted()
            } catch {
                unreadable.append(UnreadableFile(file: CheckedFolder.audioFolder, error: error))
                audioFiles = []
            }
        } else {
            audioFiles = nil
        }

        if layout.isWhollyLegacy {
            var folder = CheckedFolder(
                profile: profile, entries: entries, audioFiles: audioFiles, labyrinths: [],
                legacyFiles: layout.legacyFiles,
                otherJSONFiles: layout.otherJSONFiles, hasManifestFile: layout.hasManifest, manifest: nil,
                hasSamplesFile: layout.hasSamples, samples: nil,
                unreadableFiles: [], unparsableFiles: [], isWhollyLegacy: true)
            folder.folderPath = source.folderPath
            let findings = runFolderRules(folder, legacyOnly: true)
            return CollectedValidation(
                report: ValidationReport(findings: findings, filesChecked: layout.jsonFileCount),
                folder: folder, labyrinths: [])
        }

        // The manifest and the samples are read beside the labyrinths, not before them: at scale the manifest is
        // the largest file of the folder.
        let (outcome, side) = checkLabyrinths(
            layout.labyrinthFiles, in: source, audioFiles: audioFiles, collecting: collecting, judging: judged
        ) {
            readSideFiles(layout, from: source)
        }
        unreadable += side.unreadable + outcome.unreadable
        let unparsable = side.unparsable + outcome.unparsable
        let manifest = side.manifest
        let samples = side.samples

        var folder = CheckedFolder(
            profile: profile, entries: entries, audioFiles: audioFiles, labyrinths: outcome.facts,
            legacyFiles: layout.legacyFiles, otherJSONFiles: layout.otherJSONFiles, hasManifestFile: layout.hasManifest,
            manifest: manifest?.document.value,
            hasSamplesFile: layout.hasSamples, samples: samples?.document.value,
            unreadableFiles: unreadable.sorted { $0.file < $1.file },
            unparsableFiles: unparsable.sorted { $0.file < $1.file },
            isWhollyLegacy: false)
        folder.manifestDecodingFailure = side.manifestDecodingFailure
        folder.folderPath = source.folderPath
        folder.clipReadings = readClips(named: outcome.facts, audioFiles: audioFiles, in: source)
        folder.samplesDecodingFailure = side.samplesDecodingFailure
        var folderFindings = runFolderRules(folder, legacyOnly: false)
        var keptBytes: [String: [UInt8]] = [:]
        if let manifest { keptBytes[ContentLayout.manifestName] = manifest.bytes }
        if let samples { keptBytes[ContentLayout.samplesName] = samples.bytes }
        locate(&folderFindings, keptBytes: keptBytes, source: source)
        return CollectedValidation(
            report: ValidationReport(findings: outcome.findings + folderFindings, filesChecked: layout.jsonFileCount),
            folder: folder, labyrinths: outcome.inspected)
    }

    /// Each rule on its own core when there is one: at scale the manifest's rules take a while, and they are
    /// independent. Their findings are joined in the rules' order, whoever finishes first.
    func runFolderRules(_ folder: CheckedFolder, legacyOnly: Bool) -> [Finding] {
        let rules = folderRules.filter { !legacyOnly || $0.appliesToLegacyFolder }
        return orderedConcurrentMap(rules, workers: rules.count, cost: Self.startCost) { rule in
            var recorder = FindingRecorder()
            recorder.begin(rule)
            rule.check(folder, into: &recorder)
            return recorder.findings
        }.flatMap { $0 }
    }

    /// Which folder rules start first: those comparing drawings (on the app's folder, the organic stories' pictures
    /// took as long as the other rules together, and registered last it ran alone after them).
    static func startCost(_ rule: any FolderRule) -> Int { rule.comparesDrawings ? 1 : 0 }

    /// A file the JSON reader accepted, decoded into the app's own type from the value already parsed (as
    /// `JSONValueDecoder` would run the type's `init(from:)`, see `AppDocument`); a failure names the type it found
    /// from that same value, never by decoding the bytes again.
    static func decode<Document: AppDocument>(
        _ type: Document.Type, _ value: JSONValue, file: String
    ) -> Result<Document, DecodingFailure> {
        do {
            return .success(try Document.decode(from: value))
        } catch {
            return .failure(
                DecodingFailure(
                    error, file: file, found: { value[pointer: JSONPointer(tokens: $0)]?.typeName ?? "nothing" }))
        }
    }

    struct SideFile {
        var bytes: [UInt8]
        var document: JSONDocument
    }

    /// The manifest and the samples as read, parsed and decoded with the app's types.
    struct SideFiles {
        var manifest: SideFile?
        var samples: SideFile?
        var unreadable: [UnreadableFile] = []
        var unparsable: [UnparsableFile] = []
        var manifestDecodingFailure: DecodingFailure?
        var samplesDecodingFailure: DecodingFailure?
    }

    func readSideFiles(_ layout: FolderLayout, from source: some ContentSource) -> SideFiles {
        var side = SideFiles()
        if layout.hasManifest {
            side.manifest = readSideFile(ContentLayout.manifestName, from: source, &side.unreadable, &side.unparsable)
        }
        if layout.hasSamples {
            side.samples = readSideFile(ContentLayout.samplesName, from: source, &side.unreadable, &side.unparsable)
        }
        side.manifestDecodingFailure = side.manifest.flatMap {
            Self.decode(LabyrinthManifest.self, $0.document.value, file: ContentLayout.manifestName).failure
        }
        side.samplesDecodingFailure = side.samples.flatMap {
            Self.decode(DifficultySamples.self, $0.document.value, file: ContentLayout.samplesName).failure
        }
        return side
    }

    /// Reads the manifest or the samples: kept whole, since the folder-wide rules need them, and bounded like a
    /// labyrinth, since a pull request may plant one of any size.
    func readSideFile(
        _ name: String, from source: some ContentSource, _ unreadable: inout [UnreadableFile],
        _ unparsable: inout [UnparsableFile]
    ) -> SideFile? {
        var bytes: [UInt8] = []
        do { try source.read(name, into: &bytes, limit: profile.limits.fileBytes) } catch {
            unreadable.append(UnreadableFile(file: name, error: error))
            return nil
        }
        do { return SideFile(bytes: bytes, document: try JSONReader.parse(bytes)) } catch {
            unparsable.append(UnparsableFile(file: name, error: error))
            return nil
        }
    }

    struct LabyrinthOutcome: Sendable {
        var findings: [Finding] = []
        var facts: [LabyrinthFacts] = []
        var unreadable: [UnreadableFile] = []
        var unparsable: [UnparsableFile] = []
        /// Filled only when the caller collects.
        var inspected: [InspectedLabyrinth] = []

        mutating func append(_ other: LabyrinthOutcome) {
            findings += other.findings
            facts += other.facts
            inspected += other.inspected
            unreadable += other.unreadable
            unparsable += other.unparsable
        }
    }

    /// Reads, parses and checks each labyrinth once, on every core, and runs `alongside` as one more piece of
    /// the work; the chunks' results are joined in order, so the outcome never depends on scheduling.
    func checkLabyrinths<Other: Sendable>(
        _ files: [String], in source: some ContentSource, audioFiles: [String]?, collecting: Bool,
        judging judged: Set<String>? = nil, alongside: @Sendable () -> Other
    ) -> (LabyrinthOutcome, Other) {
        let chunks = workRanges(count: files.count, workers: activeCores(), largest: Self.largestChunk)
        let memories = ReadingMemories(files: files.count, chunks: chunks.count)
        let pieces = orderedConcurrentMap(Array(0...chunks.count), workers: chunks.count + 1) {
            job -> LabyrinthPiece<Other> in
            guard job > 0 else { return .alongside(alongside()) }
            let range = chunks[job - 1]
            var outcome = LabyrinthOutcome()
            var buffer: [UInt8] = []
            let memory = memories.take()
            for file in files[range] {
                checkLabyrinth(
                    file, in: source, audioFiles: audioFiles, collecting: collecting,
                    judged: judged?.contains(file) ?? true, buffer: &buffer, memory: memory, into: &outcome)
            }
            memories.giveBack(memory)
            // Sorted here, on the chunk's core: the report's sort then finds the chunks' findings in runs already
            // in order (the files are), and merges them in one pass instead of sorting them on one core.
            outcome.findings.sort()
            return .chunk(outcome)
        }
        var total = LabyrinthOutcome()
        var other: Other?
        for piece in pieces {
            switch piece {
            case .chunk(let outcome): total.append(outcome)
            case .alongside(let value): other = value
            }
        }
        return (total, other!)
    }

    /// The readers' memories of one run: a chunk takes one and gives it back when done, so the next chunk to start
    /// finds the short texts and small objects an earlier one kept, not empty tables; there are as many memories as
    /// chunks ever ran at once. Once every chunk has started, a memory given back is not kept: the chunk's core frees
    /// it (all it holds), which at the end of the run would otherwise be the main thread's work alone.
    final class ReadingMemories: @unchecked Sendable {
        private let lock = NSLock()
        /// Each is used by one chunk at a time: taken and given back under the lock.
        private var idle: [JSONReadingMemory] = []
        /// The files of the run, which size a memory's tables.
        private let files: Int
        /// The chunks of the run, and how many have taken a memory (under the lock).
        private let chunks: Int
        private var started = 0

        init(files: Int, chunks: Int) {
            self.files = files
            self.chunks = chunks
        }

        func take() -> JSONReadingMemory {
            lock.withLock {
                started += 1
                return idle.popLast()
            } ?? JSONReadingMemory(files: files)
        }

        func giveBack(_ memory: JSONReadingMemory) {
            lock.withLock {
                if started < chunks { idle.append(memory) }
            }
        }
    }

    /// One job of `checkLabyrinths`: a chunk of files checked, or the work run alongside them.
    enum LabyrinthPiece<Other: Sendable>: Sendable {
        case chunk(LabyrinthOutcome)
        case alongside(Other)
    }

    /// - Parameter judged: false for a file read only for its facts (`validate(_:judging:)`).
    func checkLabyrinth(
        _ file: String, in source: some ContentSource, audioFiles: [String]?, collecting: Bool, judged: Bool = true,
        buffer bytes: inout [UInt8],
        memory: JSONReadingMemory, into outcome: inout LabyrinthOutcome
    ) {
        do { try source.read(file, into: &bytes, limit: profile.limits.fileBytes) } catch {
            outcome.unreadable.append(UnreadableFile(file: file, error: error))
            outcome.facts.append(LabyrinthFacts(file: file, parsed: false))
            if collecting { outcome.inspected.append(InspectedLabyrinth(file: file)) }
            return
        }
        let document: JSONDocument
        do {
            document =
                judged
                ? try JSONReader.parse(bytes, reusing: memory)
                : try Self.readForFacts(bytes, memory: memory, limits: profile.limits)
        } catch {
            outcome.unparsable.append(UnparsableFile(file: file, error: error))
            outcome.facts.append(LabyrinthFacts(file: file, parsed: false))
            if collecting { outcome.inspected.append(InspectedLabyrinth(file: file)) }
            return
        }
        guard judged else {
            // The facts a judged file gives, made the same way: without a maze inspection, an organic picture is
            // read from `svg_path`, as the inspection reads it.
            let overLimit = !LimitExcess.all(in: document, limits: profile.limits).isEmpty
            outcome.facts.append(
                overLimit ? LabyrinthFacts(file: file, parsed: false) : LabyrinthFacts(file: file, root: document.value)
            )
            return
        }
        let decoded = Self.decode(Labyrinth.self, document.value, file: file)
        var labyrinth = CheckedLabyrinth(
            file: file, root: document.value, decoded: decoded, profile: profile, audioFiles: audioFiles,
            mayRepeatKeys: document.mayRepeatKeys, longestString: document.longestString,
            mostMembers: document.mostMembers)
        labyrinth.folderPath = source.folderPath
        var recorder = FindingRecorder()
        // A file over a limit is judged by the limit rules alone: the others' work grows with what it holds.
        let overLimit = !labyrinth.limitExcesses.isEmpty
        for rule in labyrinthRules where !overLimit || rule is any LimitRule {
            recorder.begin(rule)
            rule.check(labyrinth, into: &recorder)
        }
        // Collecting callers draw and measure the maze even when no maze rule runs.
        let maze = overLimit || (mazeRules.isEmpty && !collecting) ? nil : MazeInspection(labyrinth)
        if let maze {
            for rule in mazeRules {
                recorder.begin(rule)
                rule.check(labyrinth, maze: maze, into: &recorder)
            }
        }
        var findings = recorder.findings
        // Positions come from the places the reading noted; a finding deeper than those costs a second reading.
        Finding.locate(&findings[...], in: bytes, places: document.shallowPlaces)
        outcome.findings += findings
        outcome.facts.append(
            overLimit
                ? LabyrinthFacts(file: file, parsed: false)
                : LabyrinthFacts(file: file, root: document.value, organicStroke: maze?.organicStroke))
        if collecting { outcome.inspected.append(InspectedLabyrinth(file: file, labyrinth: labyrinth, maze: maze)) }
    }

    /// A file not judged, read for its facts (`LabyrinthFacts`) and whether it is over a limit, which is all the
    /// values above `path_data`'s lists give: those lists are counted but their entries not built. Where the counts
    /// call for a walk of the values (`LimitExcess.walks`) it is read again, whole.
    static func readForFacts(
        _ bytes: [UInt8], memory: JSONReadingMemory, limits: LimitsConfig
    ) throws(JSONSyntaxError) -> JSONDocument {
        let skimmed = try JSONReader.parse(bytes, reusing: memory, buildingDepth: LabyrinthFacts.depthRead)
        guard !skimmed.isWhole, LimitExcess.walks(skimmed, limits: limits) else { return skimmed }
        return try JSONReader.parse(bytes, reusing: memory)
    }

    /// Gives folder-wide findings their line and column; files other than the manifest and the samples are
    /// read again, which only happens for the few that have such findings.
    func locate(_ findings: inout [Finding], keptBytes: [String: [UInt8]], source: some ContentSource) {
        findings.sort { $0.file < $1.file }
        var start = findings.startIndex
        while start < findings.endIndex {
            let file = findings[start].file
            let end = findings[start...].firstIndex { $0.file != file } ?? findings.endIndex
            if findings[start..<end].contains(where: \.needsLocating),
                let bytes = keptBytes[file] ?? bytes(of: file, in: source)
            {
                Finding.locate(&findings[start..<end], in: bytes)
            }
            start = end
        }
    }
}

extension Validator {
    /// A file read again to place its findings, never past the size limit the first reading kept to.
    func bytes(of file: String, in source: some ContentSource) -> [UInt8]? {
        var bytes: [UInt8] = []
        do { try source.read(file, into: &bytes, limit: profile.limits.fileBytes) } catch { return nil }
        return bytes
    }
}

extension Finding {
    var needsLocating: Bool { line == nil && pointer != nil }

    /// Sets line and column, for findings in `bytes` that have a pointer and no position yet, from the nearest
    /// place the file's text has for the pointer: the member's key when the pointer names one, else its value,
    /// else the closest enclosing value (for a missing key). `places`, noted when `bytes` were read, spare most
    /// files a second reading.
    static func locate(
        _ findings: inout ArraySlice<Finding>, in bytes: [UInt8], places noted: JSONShallowPlaces? = nil
    ) {
        let indices = findings.indices.filter { findings[$0].needsLocating }
        guard !indices.isEmpty else { return }
        let places = JSONReader.lineAndColumn(of: indices.map { findings[$0].pointer! }, in: bytes, places: noted)
        for (index, place) in zip(indices, places) {
            findings[index].line = place?.line
            findings[index].column = place?.column
        }
    }
}

extension ContentEntry {
    /// A plain file, or a symlink that stays inside the folder.
    var isReadableFile: Bool {
        switch kind {
        case .file, .symlink(_, escapesFolder: false): true
        default: false
        }
    }
}

/// How the folder's names split into the manifest, the samples, the labyrinths and the old layout's files.
package struct FolderLayout {
    package var labyrinthFiles: [String] = []
    package var legacyFiles: [String] = []
    /// JSON files that are neither a labyrinth by name, nor the manifest, nor the samples.
    var otherJSONFiles: [String] = []
    package var hasManifest = false
    var hasSamples = false
    var hasAudioFolder = false
    var jsonFileCount = 0
    var currentLayoutFileCount = 0

    package init(entries: [ContentEntry], profile: ValidationProfile) {
        for entry in entries {
            if entry.name == CheckedFolder.audioFolder, entry.kind == .directory { hasAudioFolder = true }
            // A FIFO, socket or device under a file's name is read like a file: the read refuses it at once, naming
            // what it is, where skipping it would call the file missing.
            guard entry.isReadableFile || entry.kind == .other, entry.name.hasSuffix(".json"),
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
    var isWhollyLegacy: Bool { !legacyFiles.isEmpty && currentLayoutFileCount == 0 }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
