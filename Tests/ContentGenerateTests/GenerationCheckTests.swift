import ContentTestSupport
import Foundation
import TestSupport
import Testing

@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

@Suite("generate's check before writing")
struct GenerationCheckTests {
    /// Under `--only` the other stories' files are read for the folder rules, not judged. What the run prints is
    /// what it printed when every file was judged: the whole folder's findings on the run's files and on the folder.
    @Test func onlyReportsWhatTheWholeFolderGivesOnTheRunsFiles() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ContentWriter(folder: ContentFolder(path: folder.path), universe: "denny")
        _ = try writer.write(try await ShippedContent.generate(), prune: false)
        // Story 2's easy file edited by hand: a finding of its own (`labyrinth.complexity`), and a title the
        // manifest this run writes does not list (`manifest.entryFields`, a folder rule linking the two files).
        let other = "denny_002_easy.json"
        let otherURL = folder.appendingPathComponent(other)
        let edited = try JSONReader.parse(Array(try Data(contentsOf: otherURL))).value
            .setting("/path_data/complexity", to: .string("hard")).setting("/title", to: .string("Another Title"))
        try Data(JSONWriter.bytes(edited)).write(to: otherURL)

        let content = try writer.laidOut(try await ShippedContent.generate(only: [1]), parallelism: 2)
        #expect(content.isPartial)
        let validator = Validator()
        let report = try GenerationCheck.findings(content, writtenOver: folder.path, validator: validator)

        let files = Dictionary(content.allFiles.map { ($0.name.value, $0.bytes) }, uniquingKeysWith: { $1 })
        let whole = try validator.validate(
            OverlayContentSource(base: try DiskContentSource(folder: folder.path), replacements: files, removals: []))
        #expect(whole.findings.contains { $0.file == other && $0.ruleIdentifier == "labyrinth.complexity" })
        let expected = whole.findings.filter {
            (files[$0.file] != nil || $0.file == Finding.folderFile) && !$0.isEntryWithoutFile
        }.map { finding in
            var named = finding
            named.file = finding.file == Finding.folderFile ? folder.path : folder.path + "/" + finding.file
            return named
        }
        #expect(report.findings == expected.sorted(), "\(report.findings)")
        #expect(
            report.findings.contains {
                $0.ruleIdentifier == "manifest.entryFields" && $0.message.contains(other)
            }, "\(report.findings)")
        #expect(!report.findings.contains { $0.file.hasSuffix(other) }, "\(report.findings)")
    }
}
