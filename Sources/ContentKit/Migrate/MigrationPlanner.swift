import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import LabyrinthKit

/// Turns a snapshot of a folder into the plan of its migration, or into the full list of reasons not to migrate.
/// Pure: no file is read or written here.
enum MigrationPlanner {
    /// Pointers whose value is the level's difficulty name, renamed together.
    static let difficultyPointers: [JSONPointer] = [.labyrinth(.difficulty), .pathData(.complexity)]

    static func assess(
        _ snapshot: MigrationFolderSnapshot, mapping: MigrationMapping, folder: String
    ) throws(MigrationRefusal) -> MigrationAssessment {
        var context = PlanningContext(snapshot: snapshot, mapping: mapping)
        let result = context.assess()
        guard context.problems.isEmpty, let result else {
            throw MigrationRefusal(folder: folder, problems: context.problems)
        }
        return result
    }
}

private struct PlanningContext {
    let snapshot: MigrationFolderSnapshot
    let mapping: MigrationMapping
    var problems: [MigrationProblem] = []
    /// story → level → file name
    var oldFiles: [Int: [String: String]] = [:]
    var newFiles: [Int: [String: String]] = [:]

    init(snapshot: MigrationFolderSnapshot, mapping: MigrationMapping) {
        self.snapshot = snapshot
        self.mapping = mapping
    }

    mutating func problem(_ file: String?, _ message: String) {
        problems.append(MigrationProblem(file: file, message: message))
    }

    func fileName(_ story: Int, _ level: String) -> String {
        LabyrinthName(universe: mapping.universe, story: story, level: level).fileName
    }

    var pattern: String {
        "\(mapping.universe)_NNN_<level>.json with NNN 001–999 and <level> one of "
            + (mapping.oldSuffixes + mapping.newLevels).joined(separator: ", ")
    }

    mutating func assess() -> MigrationAssessment? {
        sortEntries()
        if oldFiles.isEmpty {
            if newFiles.isEmpty {
                problem(nil, "no labyrinth files (\(pattern)) in this folder; is it the right folder?")
                return nil
            }
            checkFullyMigrated()
            return problems.isEmpty ? .alreadyMigrated(labyrinths: newFiles.values.map(\.count).reduce(0, +)) : nil
        }
        checkCompleteness()
        let kept = editKeptFiles()
        checkDroppedFiles()
        let manifest = rewriteManifest(kept: kept)
        let samples = rewriteSamples()
        guard problems.isEmpty, let manifest, let samples else { return nil }
        let deletions = oldFiles.keys.sorted().flatMap { story in
            mapping.droppedSuffixes.compactMap { oldFiles[story]?[$0] }
        }.sorted()
        // Every removed file was read and parsed to be planned, so each has its bytes here.
        let removed = (deletions + kept.map(\.rename.from)).sorted().compactMap { name in
            snapshot.contents[name].map { MigrationJournal.Removal(name: name, digest: ContentDigest(of: $0)) }
        }
        return .plan(
            MigrationPlan(
                deletions: deletions, renames: kept.map(\.rename), rewrites: [manifest, samples], removedFiles: removed)
        )
    }

    /// Files by kind and name; anything that would make the layout ambiguous becomes a problem.
    mutating func sortEntries() {
        let levels = Set(mapping.oldSuffixes + mapping.newLevels)
        let oldLevels = Set(mapping.oldSuffixes)
        for entry in snapshot.entries where !entry.name.hasPrefix(".") {
            let isSpecial = entry.name == ContentLayout.manifestName || entry.name == ContentLayout.samplesName
            guard isSpecial || MigrationFolderSnapshot.isJSONName(entry.name) else { continue }
            let layout =
                isSpecial
                ? nil
                : LabyrinthName(parsing: entry.name).flatMap { name in
                    name.universe == mapping.universe && name.story >= 1 && levels.contains(name.level) ? name : nil
                }
            if entry.kind != .file {
                let what =
                    entry.kind == .symbolicLink
                    ? "is a symbolic link; links are refused, not followed — put the real file here"
                    : "is not a regular file"
                problem(entry.name, what)
            } else if let error = snapshot.unreadable[entry.name] {
                problem(entry.name, "cannot be read: \(error.reason)")
            }
            if isSpecial { continue }
            guard let layout else {
                problem(
                    entry.name, "the name does not fit the layout (\(pattern)); rename it or move it out of the folder")
                continue
            }
            // Registered even when unusable, so it is not reported as missing as well.
            if oldLevels.contains(layout.level) {
                oldFiles[layout.story, default: [:]][layout.level] = entry.name
            } else {
                newFiles[layout.story, default: [:]][layout.level] = entry.name
            }
        }
    }

    mutating func checkCompleteness() {
        let stories = Set(oldFiles.keys).union(newFiles.keys).sorted()
        for story in stories {
            let old = oldFiles[story] ?? [:]
            for kept in mapping.keptLevels {
                guard let newName = newFiles[story]?[kept.newLevel] else { continue }
                if let oldName = old[kept.oldSuffix] {
                    problem(newName, "story \(story) has both \(oldName) and \(newName); keep one of them")
                } else {
                    problem(
                        newName,
                        "a file of the new layout in a folder still in the old layout (\(fileName(story, kept.oldSuffix)) is expected instead)"
                    )
                }
            }
            guard !old.isEmpty else { continue }
            for suffix in mapping.oldSuffixes where old[suffix] == nil {
                problem(
                    fileName(story, suffix),
                    "is missing: story \(story) has "
                        + old.keys.sorted().joined(separator: ", ") + " but the old layout needs "
                        + mapping.oldSuffixes.joined(separator: ", "))
            }
        }
    }

    /// How deep the in-place edits reach: the ids and difficulties, and the removed fields.
    var editedDepth: Int {
        (MigrationPlanner.difficultyPointers + mapping.removedFields).map(\.tokens.count).max() ?? 1
    }

    /// Locations are only recorded for the files edited in place, and only as deep as the edits reach:
    /// recording every segment coordinate was most of the time of a large migration.
    func parse(_ name: String, locating: Bool = false) -> Result<JSONDocument, JSONSyntaxError>? {
        guard let bytes = snapshot.contents[name] else { return nil }
        return Result { () throws(JSONSyntaxError) -> JSONDocument in
            try JSONReader.parse(bytes, recordingLocations: locating, locationDepth: editedDepth)
        }
    }

    /// The parsed root object of a labyrinth whose `id` matches its name, or nil with a problem recorded.
    mutating func labyrinth(_ name: String, locating: Bool) -> (JSONDocument, JSONObject)? {
        // Unread files (links, unreadable) were reported when the folder was sorted.
        guard let parsed = parse(name, locating: locating) else { return nil }
        let document: JSONDocument
        switch parsed {
        case .failure(let error):
            problem(name, "is not valid JSON: \(error)")
            return nil
        case .success(let value):
            document = value
        }
        guard let object = document.value.objectValue else {
            problem(name, "expected a JSON object, found \(document.value.typeName)")
            return nil
        }
        let expectedID = LabyrinthName.id(fileName: name)
        let idPointer = JSONPointer.labyrinth(.id)
        switch object[LabyrinthKey.id] {
        case .string(let id) where id == expectedID: break
        case .string(let id):
            problem(name, "\(idPointer) is \"\(id)\", expected \"\(expectedID)\" (the file name without .json)")
        case .some(let value): problem(name, "\(idPointer) must be a string, found \(value.typeName)")
        case .none: problem(name, "\(idPointer) is missing; expected \"\(expectedID)\"")
        }
        if object.duplicateKeys.contains(LabyrinthKey.id.rawValue) {
            problem(name, "the key \"\(LabyrinthKey.id.rawValue)\" occurs more than once")
        }
        return (document, object)
    }

    struct KeptFile {
        var story: Int
        var level: String
        var rename: MigrationPlan.Rename
        /// The edited file's value, as re-read from its new bytes.
        var value: JSONValue
    }

    mutating func editKeptFiles() -> [KeptFile] {
        var kept: [KeptFile] = []
        for story in oldFiles.keys.sorted() {
            for level in mapping.keptLevels {
                guard let name = oldFiles[story]?[level.oldSuffix],
                    let (document, object) = labyrinth(name, locating: true)
                else { continue }
                let newName = fileName(story, level.newLevel)
                let problemsBefore = problems.count
                var changes: [MigrationFieldChange] = []
                if case .string(let id)? = object[LabyrinthKey.id] {
                    changes.append(
                        MigrationFieldChange(
                            pointer: .labyrinth(.id), from: .string(id),
                            to: .string(LabyrinthName.id(fileName: newName))))
                }
                for pointer in MigrationPlanner.difficultyPointers {
                    switch document.value[pointer: pointer] {
                    case .string(let value) where value == level.oldDifficulty:
                        if value != level.newLevel {
                            changes.append(
                                MigrationFieldChange(
                                    pointer: pointer, from: .string(value), to: .string(level.newLevel)))
                        }
                    case .string(let value):
                        problem(
                            name,
                            "\(pointer) is \"\(value)\", but a _\(level.oldSuffix) file must say \"\(level.oldDifficulty)\""
                        )
                    case .some(let value):
                        problem(name, "\(pointer) must be a string, found \(value.typeName)")
                    case .none:
                        problem(name, "\(pointer) is missing; expected \"\(level.oldDifficulty)\"")
                    }
                }
                for pointer in mapping.removedFields {
                    if let value = document.value[pointer: pointer] {
                        changes.append(MigrationFieldChange(pointer: pointer, from: value, to: nil))
                    }
                }
                for key in [LabyrinthKey.theme, .title] where object[key]?.stringValue == nil {
                    problem(name, "\(JSONPointer.labyrinth(key)) must be a string; the manifest takes it from here")
                }
                guard problems.count == problemsBefore, let bytes = snapshot.contents[name] else { continue }
                var edit = MinimalEdit()
                for change in changes {
                    if let value = change.to {
                        edit.replacements.append((change.pointer, value))
                    } else {
                        edit.removals.append(change.pointer)
                    }
                }
                do throws(MinimalEdit.Failure) {
                    let edited = try edit.apply(to: bytes, document: document)
                    let rename = MigrationPlan.Rename(from: name, to: newName, changes: changes, bytes: edited.bytes)
                    kept.append(KeptFile(story: story, level: level.newLevel, rename: rename, value: edited.value))
                } catch {
                    problem(name, Self.describe(error))
                }
            }
        }
        return kept
    }

    static func describe(_ failure: MinimalEdit.Failure) -> String {
        switch failure {
        case .duplicateKey(let pointer): "the key at \(pointer) occurs more than once; which one to change is ambiguous"
        case .notLocated(let pointer): "cannot locate \(pointer) in the file's text"
        case .overlapping(let pointer): "the change at \(pointer) overlaps another change"
        case .unexpectedLayout(let pointer): "cannot remove \(pointer) without touching its neighbours"
        case .resultDiffers: "editing the file in place would not give the expected JSON; nothing is changed"
        }
    }

    mutating func checkDroppedFiles() {
        for story in oldFiles.keys.sorted() {
            for suffix in mapping.droppedSuffixes {
                if let name = oldFiles[story]?[suffix] { _ = labyrinth(name, locating: false) }
            }
        }
    }

    /// The root object of the manifest or the samples, or nil with a problem recorded.
    mutating func rootObject(_ name: String) -> JSONDocument? {
        guard snapshot.entries.contains(where: { $0.name == name }) else {
            problem(name, "is missing; the old layout has one and the migration rewrites it")
            return nil
        }
        guard let parsed = parse(name) else { return nil }
        switch parsed {
        case .failure(let error):
            problem(name, "is not valid JSON: \(error)")
            return nil
        case .success(let document):
            guard document.value.objectValue != nil else {
                problem(name, "expected a JSON object, found \(document.value.typeName)")
                return nil
            }
            return document
        }
    }

    mutating func rewriteManifest(kept: [KeptFile]) -> MigrationPlan.Rewrite? {
        let name = ContentLayout.manifestName
        guard let document = rootObject(name), let root = document.value.objectValue else { return nil }
        let problemsBefore = problems.count
        if root[ManifestKey.universe] != .string(mapping.universe) {
            problem(
                name,
                "\(JSONPointer.manifest(.universe)) is \(root[ManifestKey.universe].map(describe) ?? "missing"), expected \"\(mapping.universe)\""
            )
        }
        guard let entries = root[ManifestKey.labyrinths]?.arrayValue else {
            problem(name, "\(JSONPointer.manifest(.labyrinths)) must be an array of entries")
            return nil
        }
        let oldEntries = oldManifestEntries(entries)
        let newEntries = kept.compactMap { file in
            oldEntries[LabyrinthName.id(fileName: file.rename.from)].map { rewrittenEntry($0, of: file) }
        }
        let packs = newPacks(stories: oldFiles.keys.sorted())
        guard problems.count == problemsBefore else { return nil }
        let newRoot = rewrittenRoot(root, entries: newEntries, packs: packs)
        let bytes = JSONWriter.bytes(
            JSONDocument(value: .object(newRoot), trailingWhitespace: document.trailingWhitespace, sourceMap: nil))
        let details = manifestDetails(old: root, new: newRoot, oldCount: entries.count, packs: packs, kept: kept)
        return MigrationPlan.Rewrite(name: name, bytes: bytes, details: details)
    }

    /// The old manifest's entries by id; an entry without a string id, an id listed twice, a file without an entry
    /// or an entry without a file is a problem.
    mutating func oldManifestEntries(_ entries: [JSONValue]) -> [String: JSONObject] {
        let name = ContentLayout.manifestName
        var oldEntries: [String: JSONObject] = [:]
        for (index, entry) in entries.enumerated() {
            guard let object = entry.objectValue, let id = object[ManifestEntryKey.id]?.stringValue else {
                problem(
                    name,
                    "\(JSONPointer.manifest(.labyrinths) / index) must be an object with a string \"\(ManifestEntryKey.id.rawValue)\""
                )
                continue
            }
            if oldEntries[id] != nil {
                problem(name, "\(JSONPointer.manifest(.labyrinths) / index): \"\(id)\" is listed twice")
            }
            oldEntries[id] = object
        }
        let fileIDs = Set(oldFiles.values.flatMap(\.values).map(LabyrinthName.id(fileName:)))
        for id in fileIDs.sorted() where oldEntries[id] == nil {
            problem(name, "has no entry for \(LabyrinthName.fileName(id: id))")
        }
        for id in oldEntries.keys.sorted() where !fileIDs.contains(id) {
            problem(name, "lists \"\(id)\" but there is no \(LabyrinthName.fileName(id: id)) in the folder")
        }
        return oldEntries
    }

    /// A kept file's entry: its new id, level and story first, then the old entry's other members as they were.
    /// A member the entry and the file disagree on is a problem: the migration would have to pick one.
    mutating func rewrittenEntry(_ old: JSONObject, of file: KeptFile) -> JSONValue {
        let oldID = LabyrinthName.id(fileName: file.rename.from)
        for member in old where ![.id, .story].contains(ManifestEntryKey(rawValue: member.key)) {
            let fileMember = file.value.objectValue?[member.key]
            let fileValue =
                member.key == ManifestEntryKey.difficulty.rawValue
                ? fileMember.map { _ in JSONValue.string(oldDifficulty(file)) } : fileMember
            if fileValue != member.value {
                problem(
                    ContentLayout.manifestName,
                    "the entry \"\(oldID)\" has \(member.key) \(describe(member.value)) but \(file.rename.from) has \(fileValue.map(describe) ?? "none")"
                )
            }
        }
        var entry = JSONObject()
        entry.append(ManifestEntryKey.id, .string(LabyrinthName.id(fileName: file.rename.to)))
        entry.append(ManifestEntryKey.difficulty, .string(file.level))
        entry.append(ManifestEntryKey.story, .int(file.story))
        for member in old where ![.id, .difficulty, .story].contains(ManifestEntryKey(rawValue: member.key)) {
            entry.append(member.key, member.value)
        }
        return .object(entry)
    }

    /// The old root's members in their order, `total` counted anew and `packs` put just before `labyrinths`.
    func rewrittenRoot(_ root: JSONObject, entries: [JSONValue], packs: JSONValue) -> JSONObject {
        var newRoot = JSONObject()
        for member in root where member.key != ManifestKey.packs.rawValue {
            switch ManifestKey(rawValue: member.key) {
            case .total: newRoot.append(ManifestKey.total, .int(entries.count))
            case .labyrinths:
                if root[ManifestKey.total] == nil { newRoot.append(ManifestKey.total, .int(entries.count)) }
                newRoot.append(ManifestKey.packs, packs)
                newRoot.append(ManifestKey.labyrinths, .array(entries))
            default: newRoot.append(member.key, member.value)
            }
        }
        return newRoot
    }

    /// What the plan shows of the manifest's rewrite.
    func manifestDetails(old: JSONObject, new: JSONObject, oldCount: Int, packs: JSONValue, kept: [KeptFile])
        -> [String]
    {
        let newCount = new[ManifestKey.labyrinths]?.arrayValue?.count ?? 0
        let packSummary =
            packs.arrayValue?.compactMap(\.objectValue).map { pack in
                "packs: + \(pack[PackKey.id].map(describe) ?? "") \(pack[PackKey.title].map(describe) ?? ""), "
                    + "\(pack[PackKey.stories]?.arrayValue?.count ?? 0) stories, \(pack[PackKey.freeStories].map(describe) ?? "0") free"
            } ?? []
        var details =
            [
                "keys: " + new.keys.joined(separator: ", ") + " (was " + old.keys.joined(separator: ", ") + ")",
                "total: \(oldCount) → \(newCount)",
            ] + packSummary
        details.append(
            "labyrinths: \(oldCount) entries → \(newCount), ordered by story then "
                + mapping.newLevels.joined(separator: ", ")
                + "; each gets \"story\", its new id and difficulty; " + mapping.droppedSuffixes.joined(separator: "/")
                + " entries dropped")
        for file in kept {
            let oldID = LabyrinthName.id(fileName: file.rename.from)
            let newID = LabyrinthName.id(fileName: file.rename.to)
            details.append("  \(oldID) (\(oldDifficulty(file))) → \(newID) (\(file.level), story \(file.story))")
        }
        return details
    }

    func oldDifficulty(_ file: KeptFile) -> String {
        mapping.keptLevels.first { $0.newLevel == file.level }?.oldDifficulty ?? file.level
    }

    func describe(_ value: JSONValue) -> String {
        JSONWriter.string(value, finalNewline: false)
    }

    mutating func newPacks(stories: [Int]) -> JSONValue {
        var packs: [JSONValue] = []
        for pack in mapping.packs {
            let packStories = pack.stories.resolve(available: stories)
            for story in packStories where !stories.contains(story) {
                problem(ContentLayout.manifestName, "pack \(pack.id) lists story \(story), which is not in the folder")
            }
            // The mapping names which stories a pack sells, not an order to show them in: ascending, as the old app did.
            packs.append(
                ManifestDocument.pack(
                    PackInfo(
                        id: pack.id, title: pack.title, freeStories: pack.freeStories, stories: packStories.sorted())))
        }
        return .array(packs)
    }

    mutating func rewriteSamples() -> MigrationPlan.Rewrite? {
        let name = ContentLayout.samplesName
        guard let document = rootObject(name), let old = document.value.objectValue else { return nil }
        var samples = JSONObject()
        for key in mapping.sampleKeys {
            switch old[key.oldKey] {
            case .string(let drawing): samples.append(key.newKey, .string(drawing))
            case .some(let value):
                problem(name, "/\(key.oldKey) must be a string (an SVG path), found \(value.typeName)")
            case .none: problem(name, "/\(key.oldKey) is missing; the new \"\(key.newKey)\" sample is taken from it")
            }
        }
        guard samples.count == mapping.sampleKeys.count else { return nil }
        let bytes = JSONWriter.bytes(
            JSONDocument(value: .object(samples), trailingWhitespace: document.trailingWhitespace, sourceMap: nil))
        let dropped = old.keys.filter { key in !mapping.sampleKeys.contains { $0.oldKey == key } }
        var details = ["keys: " + old.keys.joined(separator: ", ") + " → " + samples.keys.joined(separator: ", ")]
        details += mapping.sampleKeys.map { "  \($0.newKey) ← old \($0.oldKey)" }
        if !dropped.isEmpty { details.append("  dropped: old " + dropped.joined(separator: ", ")) }
        return MigrationPlan.Rewrite(name: name, bytes: bytes, details: details)
    }

    /// Labyrinths in the new layout only: fine, unless the manifest or the samples were left behind.
    mutating func checkFullyMigrated() {
        let oldSuffixes = mapping.oldSuffixes
        if case .success(let document)? = parse(ContentLayout.manifestName),
            let entries = document.value.objectValue?[ManifestKey.labyrinths]?.arrayValue
        {
            let stale = entries.compactMap { $0.objectValue?[ManifestEntryKey.id]?.stringValue }.filter { id in
                oldSuffixes.contains { id.hasSuffix("_" + $0) }
            }
            if let first = stale.first {
                problem(
                    ContentLayout.manifestName,
                    "the labyrinth files are migrated but the manifest still lists \(stale.count) old ids (first: \(first)); restore the folder from version control and migrate again"
                )
            }
        }
        if case .success(let document)? = parse(ContentLayout.samplesName), let samples = document.value.objectValue {
            let missing = mapping.sampleKeys.map(\.newKey).filter { samples[$0] == nil }
            if !missing.isEmpty {
                problem(
                    ContentLayout.samplesName,
                    "the labyrinth files are migrated but the samples lack " + missing.joined(separator: ", "))
            }
        }
    }
}
