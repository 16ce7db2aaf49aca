import TestSupport
import Testing

@testable import ContentGenerate
@testable import ContentSupport

@Suite("folder lock: generate's writer")
struct FolderLockWriterTests {
    /// generate holds the lock while it lists the stale files it will remove, so the lock is never one of them.
    @Test func theStaleListingPassesOverTheLock() throws {
        let folder = try TemporaryFolder()
        let contentFolder = ContentFolder(path: folder.path)
        let lock = try FolderLock.acquire(in: contentFolder)
        defer { lock.release() }
        let writer = ContentWriter(folder: contentFolder, universe: "denny")
        #expect(try writer.staleLabyrinths(keeping: []).isEmpty)
    }
}
