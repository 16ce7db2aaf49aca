public struct JSONSyntaxRule: FolderRule {
    public init() {}
    public let identifier = "json.syntax"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "Every JSON file is valid UTF-8 JSON and not empty."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth("", at: .wholeFile), .labyrinth(#"{"id": "denny_001_easy",}"#, at: .wholeFile),
         .manifest("{\"universe\": \"denny\"", at: .wholeFile),
         RuleExample(["difficulty_samples.json": "{'easy': 1}"]).finding(in: "difficulty_samples.json", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), .manifest("{}")] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unparsableFiles {
            recorder.report(file.file, line: file.error.line, column: file.error.column, "not valid JSON: \(file.error.message)")
        }
    }
}

public struct UnreadableFileRule: FolderRule {
    public init() {}
    public let identifier = "file.unreadable"
    public let severity = Severity.error
    public var stopsFurtherChecks: Bool { true }
    public let description = "Every file of the folder (and the audio/ sub-folder) can be read."
    public var triggeringExamples: [RuleExample] {
        [RuleExample([:], symlinks: ["denny_001_easy.json": "denny_009_easy.json"]).finding(in: "denny_001_easy.json", at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for file in folder.unreadableFiles {
            recorder.report(file.file, "cannot \(file.error.operation): \(file.error.reason)")
        }
    }
}

/// A symlink leading outside would ship (or read) something that is not the content; it is never followed.
public struct SymlinkOutsideRule: FolderRule {
    public init() {}
    public let identifier = "folder.symlinkOutside"
    public let severity = Severity.error
    public let description = "No symlink in the folder points outside it; such links are reported and never followed."
    public let appliesToLegacyFolder = true

    public var triggeringExamples: [RuleExample] {
        [RuleExample([:], symlinks: ["denny_001_easy.json": "../elsewhere/denny_001_easy.json"]).finding(in: "denny_001_easy.json", at: .wholeFile),
         RuleExample([:], symlinks: ["audio": "/var/audio"]).finding(in: "audio", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_002_easy.json": "{}"], symlinks: ["denny_001_easy.json": "denny_002_easy.json"])]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.entries {
            if case .symlink(let target, escapesFolder: true) = entry.kind {
                recorder.report(entry.name, "a symlink to \"\(target)\", outside the folder; not followed. Replace it with the file itself")
            }
        }
    }
}

public struct LegacyFolderRule: FolderRule {
    public init() {}
    public let identifier = "layout.legacyFolder"
    public let severity = Severity.error
    public let description = "A folder wholly in the old 5-level layout gets one finding that says so, instead of one per file."
    public let appliesToLegacyFolder = true

    public var triggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_lv1.json": "{}", "denny_001_lv2.json": "{}", "manifest.json": "{}"])
            .finding(in: Finding.folderFile, at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_lv1.json": "{}", "denny_001_easy.json": "{}"]), .labyrinth(ExampleLabyrinth.text)]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.isWhollyLegacy else { return }
        let suffixes = folder.profile.legacyLevelSuffixes
        let range = suffixes.count > 1 ? "*_\(suffixes.first!).json … *_\(suffixes.last!).json" : "*_\(suffixes.first ?? "lv").json"
        recorder.report(Finding.folderFile,
                        "the folder is in the old 5-level layout (\(folder.legacyFiles.count) files named \(range)); "
                            + "run `mazegen migrate --dry-run` to see the changes, then `mazegen migrate` to move it to the "
                            + "\(folder.profile.levels.count)-level layout")
    }
}

public struct LegacyFileRule: FolderRule {
    public init() {}
    public let identifier = "layout.legacyFile"
    public let severity = Severity.error
    public let description = "In a folder of the current layout, no file is left over from the old one (`*_lv1.json` … `*_lv5.json`)."
    public var triggeringExamples: [RuleExample] {
        [RuleExample(["denny_001_lv2.json": "{}", "denny_001_easy.json": "{}"]).finding(in: "denny_001_lv2.json", at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [RuleExample(["denny_001_easy.json": "{}"])] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard !folder.isWhollyLegacy else { return }
        for file in folder.legacyFiles {
            recorder.report(file, "a file of the old 5-level layout; `mazegen migrate` renames or deletes it")
        }
    }
}

public struct LegacyNameRule: LabyrinthRule, FolderRule {
    public init() {}
    public let identifier = "layout.legacyName"
    public let severity = Severity.error
    public let description = "No labyrinth or manifest entry still uses an old level name (`beginner`, `expert`)."

    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"difficulty": "beginner"}"#, at: .labyrinth(.difficulty)),
         .labyrinth(#"{"path_data": {"complexity": "expert"}}"#, at: .pathData(.complexity)),
         .manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "expert"}]}"#, at: .manifest(.labyrinths) / 0 / ManifestEntryKey.difficulty)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy"}]}"#)]
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for (name, pointer) in [(labyrinth.string("difficulty"), JSONPointer.labyrinth(.difficulty)), (labyrinth.string("path_data", "complexity"), JSONPointer.pathData(.complexity))] {
            if let name, labyrinth.profile.legacyLevelNames.contains(name) {
                recorder.report(labyrinth.file, at: pointer, "\"\(name)\" is an old level name; `mazegen migrate` renames it")
            }
        }
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            if let name = entry.difficulty, folder.profile.legacyLevelNames.contains(name) {
                recorder.report(ContentLayout.manifestName, at: entry.pointer / ManifestEntryKey.difficulty,
                                "\"\(name)\" is an old level name; `mazegen migrate` renames it")
            }
        }
    }
}

/// A JSON file that is no part of the layout: the app ignores it, so it is likely a misnamed labyrinth or a leftover.
public struct UnknownFileRule: FolderRule {
    public init() {}
    public let identifier = "folder.unknownFile"
    public let severity = Severity.warning
    public let description = "Every `.json` file is a labyrinth (`<universe>_<NNN>_<level>.json`), the manifest or the samples."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth("{}", named: "notes.json", at: .wholeFile), .labyrinth("{}", named: "denny_1_easy.json", at: .wholeFile)]
    }

    public var nonTriggeringExamples: [RuleExample] { [.labyrinth("{}"), RuleExample(["notes.md": "x", "manifest.json": "{}"])] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let pattern = "\(folder.profile.universe)_<story:3 digits>_<\(folder.profile.levelNames.joined(separator: "|"))>.json"
        for file in folder.otherJSONFiles {
            recorder.report(file, "not a labyrinth name (\(pattern)), the manifest or the samples; the app ignores this file")
        }
    }
}
