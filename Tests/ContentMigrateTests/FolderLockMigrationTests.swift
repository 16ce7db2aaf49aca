import Testing

@testable import ContentMigrate
@testable import ContentSupport

@Suite("folder lock: migrate's planning")
struct FolderLockMigrationTests {
    /// migrate holds the lock while it plans, so the lock is always in the folder it plans for.
    @Test func theLockFileDoesNotChangeThePlan() throws {
        let plain = SmallLegacyFolder.files()
        var locked = plain
        locked[ContentLayout.lockName] = Array(FolderLockRecord.ofThisProcess().text.utf8)
        let withoutLock = try Migration(files: InMemoryFolder(files: plain), folder: "f", mapping: .standard).assess()
        let withLock = try Migration(files: InMemoryFolder(files: locked), folder: "f", mapping: .standard).assess()
        guard case .plan(let expected) = withoutLock, case .plan(let planned) = withLock else {
            Issue.record("expected plans, got \(withoutLock) and \(withLock)")
            return
        }
        #expect(planned == expected)
    }
}
