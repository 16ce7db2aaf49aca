import ContentRead
import ContentSupport
import ContentValidate

/// Generate asks validate's rules about what it is about to write, before the disk changes: one rulebook, and
/// generate never writes a file `mazegen validate` rejects. The folder is checked as it will be (this run's files
/// over what it holds, stale files gone when pruned), file rules and folder rules alike; findings on files this run
/// does not write (another story under `--only`, a stale file kept) are not this run's to answer for, and under
/// `--only` the other stories' files are not even judged (`Validator.validate(_:judging:)`).
package enum GenerationCheck {
    /// What the check found, and the folder as it read it: the folder as the run leaves it.
    package struct Outcome: Sendable {
        /// The findings this run answers for.
        package var report: ValidationReport
        /// The folder as it will be once written, as the check read it (generate's clip note counts its clips).
        package var folder: FolderContents
    }

    /// - Parameter folder: the folder written into; nil or absent, the run's files alone.
    package static func findings(
        _ content: GeneratedContent, writtenOver folder: String?, removing removed: Set<String> = [],
        validator: Validator
    ) throws(FileSystemError) -> ValidationReport {
        try check(content, writtenOver: folder, removing: removed, validator: validator).report
    }

    /// The check with the folder as it read it.
    package static func check(
        _ content: GeneratedContent, writtenOver folder: String?, removing removed: Set<String> = [],
        validator: Validator
    ) throws(FileSystemError) -> Outcome {
        let files = Dictionary(content.allFiles.map { ($0.name.value, $0.bytes) }, uniquingKeysWith: { $1 })
        // Under `--only` most of the folder is other stories' files: they are read for what the folder rules
        // compare, not judged, since their own findings are dropped below anyway.
        let judged = content.isPartial ? Set(content.labyrinths.map(\.name.value)) : nil
        let (report, contents) =
            if let folder, let disk = try? DiskContentSource(folder: folder) {
                try validator.validateReading(
                    OverlayContentSource(base: disk, replacements: files, removals: removed), judging: judged)
            } else {
                try validator.validateReading(InMemoryContentSource(files), judging: judged)
            }
        // Named by their path, as the user gave the folder: the files are not on disk yet to be looked for by name.
        // A partial run (`--only`) answers for the stories it makes; the files of the others are other runs' to write.
        let ours = report.findings.filter { finding in
            (files[finding.file] != nil || finding.file == Finding.folderFile)
                && !(content.isPartial && finding.isEntryWithoutFile)
        }.map { finding in
            var named = finding
            if let folder { named.file = finding.file == Finding.folderFile ? folder : folder + "/" + finding.file }
            return named
        }
        return Outcome(report: ValidationReport(findings: ours, filesChecked: files.count), folder: contents)
    }
}
