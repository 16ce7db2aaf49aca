import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import Foundation
import LabyrinthKit

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

    /// Validates like `validate`, and hands back the folder as it was read (`FolderContents`): a caller that goes on
    /// to look at the folder (generate's clip note) takes it from here instead of reading it again.
    package func validateReading(
        _ source: some ContentSource, judging judged: Set<String>? = nil
    ) throws(FileSystemError) -> (report: ValidationReport, contents: FolderContents) {
        let run = try run(source, collecting: false, judging: judged)
        return (run.report, run.folder.contents)
    }

    /// Validates like `validate`, and also keeps each labyrinth as parsed and inspected. Memory then grows
    /// with the folder, which plain `validate` avoids; only callers that show every labyrinth ask for this.
    package func validateCollecting(_ source: some ContentSource) throws(FileSystemError) -> CollectedValidation {
        try run(source, collecting: true)
    }

    func run(
        _ source: some ContentSource, collecting: Bool, judging judged: Set<String>? = nil
    ) throws(FileSystemError) -> CollectedValidation {
        let reader = FolderReader(profile: profile.reading)
        let survey = try reader.survey(source)
        if survey.layout.isWhollyLegacy {
            let folder = CheckedFolder(profile: profile, contents: reader.contents(ofLegacy: survey, in: source))
            let findings = runFolderRules(folder, legacyOnly: true)
            return CollectedValidation(
                report: ValidationReport(findings: findings, filesChecked: survey.layout.jsonFileCount),
                folder: folder, labyrinths: [])
        }

        // The manifest and the samples are read beside the labyrinths, not before them: at scale the manifest is
        // the largest file of the folder.
        let (chunks, side) = reader.eachLabyrinthChunk(survey.layout.labyrinthFiles, in: source) {
            reader.readSideFiles(survey.layout, from: source)
        } chunk: { files, memory in
            var outcome = LabyrinthOutcome()
            var buffer: [UInt8] = []
            for file in files {
                checkLabyrinth(
                    file, in: source, reader: reader, audioFiles: survey.audioFiles, collecting: collecting,
                    judged: judged?.contains(file) ?? true, buffer: &buffer, memory: memory, into: &outcome)
            }
            // Sorted here, on the chunk's core: the report's sort then finds the chunks' findings in runs already
            // in order (the files are), and merges them in one pass instead of sorting them on one core.
            outcome.findings.sort()
            return outcome
        }
        var outcome = LabyrinthOutcome()
        for chunk in chunks { outcome.append(chunk) }
        let folder = CheckedFolder(
            profile: profile, contents: reader.contents(survey, labyrinths: outcome.read, side: side, in: source))
        var folderFindings = runFolderRules(folder, legacyOnly: false)
        var keptBytes: [String: [UInt8]] = [:]
        if let manifest = side.manifest { keptBytes[ContentLayout.manifestName] = manifest.bytes }
        if let samples = side.samples { keptBytes[ContentLayout.samplesName] = samples.bytes }
        locate(&folderFindings, keptBytes: keptBytes, source: source)
        return CollectedValidation(
            report: ValidationReport(
                findings: outcome.findings + folderFindings, filesChecked: survey.layout.jsonFileCount),
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

    struct LabyrinthOutcome: Sendable {
        var findings: [Finding] = []
        /// Each file's facts, and the files that could not be read or parsed.
        var read = FolderReader.LabyrinthsRead()
        /// Filled only when the caller collects.
        var inspected: [InspectedLabyrinth] = []

        mutating func append(_ other: LabyrinthOutcome) {
            findings += other.findings
            read.append(other.read)
            inspected += other.inspected
        }
    }

    /// - Parameter judged: false for a file read only for its facts (`validate(_:judging:)`).
    func checkLabyrinth(
        _ file: String, in source: some ContentSource, reader: FolderReader, audioFiles: [String]?, collecting: Bool,
        judged: Bool = true, buffer bytes: inout [UInt8], memory: JSONReadingMemory,
        into outcome: inout LabyrinthOutcome
    ) {
        let document: JSONDocument
        switch reader.readLabyrinth(file, in: source, whole: judged, buffer: &bytes, memory: memory) {
        case .success(let read): document = read
        case .failure(let failure):
            outcome.read.append(failure, file: file)
            if collecting { outcome.inspected.append(InspectedLabyrinth(file: file)) }
            return
        }
        guard judged else {
            outcome.read.facts.append(reader.facts(of: file, document))
            return
        }
        let decoded = FolderReader.decode(Labyrinth.self, document.value, file: file)
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
        outcome.read.facts.append(
            overLimit
                ? LabyrinthFacts(file: file, parsed: false)
                : LabyrinthFacts(file: file, root: document.value, organicStroke: maze?.organicStroke))
        if collecting { outcome.inspected.append(InspectedLabyrinth(file: file, labyrinth: labyrinth, maze: maze)) }
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
