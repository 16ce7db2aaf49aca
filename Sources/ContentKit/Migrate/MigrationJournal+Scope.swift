import ContentSupport
import LabyrinthKit

extension MigrationJournal {
    /// Each entry naming a file this migration neither makes nor removes, or removing a story's old file without
    /// writing its new ones, described; empty for a journal a run of `mapping` can have written. A journal comes from the folder, which anyone may have edited: the names are
    /// checked before any of them is removed or replaced.
    func entriesOutside(_ mapping: MigrationMapping) -> [String] {
        var problems: [String] = []
        for (index, write) in writes.enumerated() {
            if !mapping.isWrittenByMigration(write.target) {
                problems.append(
                    "writes[\(index)].target \"\(write.target)\" is not a file the migration writes (\(mapping.newFilesPattern))"
                )
            }
            if write.temporary != AtomicFile.temporaryName(for: write.target) {
                problems.append(
                    "writes[\(index)].temporary \"\(write.temporary)\" is not the migration's temporary name for \"\(write.target)\" (\(AtomicFile.temporaryName(for: write.target)))"
                )
            }
        }
        let targets = Set(writes.map(\.target))
        for (index, removal) in removals.enumerated() {
            guard let old = mapping.oldLabyrinth(removal.name) else {
                problems.append(
                    "removals[\(index)] \"\(removal.name)\" is not a file the migration removes (\(mapping.oldFilesPattern))"
                )
                continue
            }
            // A story's old files go only once its new ones are written: never a removal without its replacement.
            let replacements = mapping.newLevels.map {
                LabyrinthName(universe: mapping.universe, story: old.story, level: $0).fileName
            }
            let missing = replacements.filter { !targets.contains($0) }
            if !missing.isEmpty {
                problems.append(
                    "removals[\(index)] \"\(removal.name)\" would go without the story's new files among the writes (\(missing.joined(separator: ", ")))"
                )
            }
        }
        return problems
    }
}

extension MigrationMapping {
    /// A labyrinth file of the old layout: `denny_007_lv3.json`, story 1–999, one of the mapping's old suffixes.
    func oldLabyrinth(_ name: String) -> LabyrinthName? {
        labyrinth(name, levels: oldSuffixes)
    }

    /// A file a migration writes: a labyrinth of the new layout, the manifest or the samples.
    func isWrittenByMigration(_ name: String) -> Bool {
        name == ContentLayout.manifestName || name == ContentLayout.samplesName
            || labyrinth(name, levels: newLevels) != nil
    }

    var oldFilesPattern: String { "\(universe)_NNN_<\(oldSuffixes.joined(separator: "|"))>.json" }

    var newFilesPattern: String {
        "\(universe)_NNN_<\(newLevels.joined(separator: "|"))>.json, \(ContentLayout.manifestName) or \(ContentLayout.samplesName)"
    }

    /// Spelled exactly as `LabyrinthName` writes it, so `denny_7_lv1.json` or `denny_007_lv1.JSON` is no match.
    private func labyrinth(_ name: String, levels: [String]) -> LabyrinthName? {
        guard let parsed = LabyrinthName(fileName: name), parsed.universe == universe, (1...999).contains(parsed.story),
            levels.contains(parsed.level), parsed.fileName == name
        else { return nil }
        return parsed
    }
}
