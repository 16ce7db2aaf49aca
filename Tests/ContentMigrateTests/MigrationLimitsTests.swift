import ContentTestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentMigrate

/// The config's `limits` as migrate holds them: every file is measured before a plan is made.
@Suite("Migration: a file beyond the limits is refused with reasons")
struct MigrationLimitsTests {
    @Test func migrateRefusesAFileBeyondTheLimitsBeforePlanningIt() throws {
        var files = SmallLegacyFolder.files()
        let largest = files.values.map(\.count).max()!
        var limits = MazegenConfig.defaults.limits
        limits.fileBytes = largest
        limits.textLength = 10
        files["denny_001_lv1.json"] = ValidFolder.padded(files["denny_001_lv1.json"]!, to: largest + 1)
        files["denny_002_lv3.json"] = Array(#"{"story_setup": "aaaaaaaaaaa"}"#.utf8)
        let migration = Migration(files: InMemoryFolder(files: files), folder: "f", mapping: .standard, limits: limits)
        let refusal = try #require(throws: MigrationError.self) { try migration.run(dryRun: true) }
        guard case .refused(let refused) = refusal else {
            Issue.record("\(refusal)")
            return
        }
        let problems = refused.problems.map(\.description)
        #expect(
            problems.contains {
                $0.hasPrefix("denny_001_lv1.json: ")
                    && $0.contains("more than the limit of \(largest) bytes (`limits.file_bytes`")
            }, "\(problems)")
        #expect(
            problems.contains { $0.hasPrefix("denny_002_lv3.json: ") && $0.contains("`limits.text_length`") },
            "\(problems)")
    }
}
