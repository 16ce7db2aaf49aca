import Foundation
import TestSupport
import Testing

@testable import ContentSupport

/// The pid of a process that has run and exited (and been reaped), so `kill(pid, 0)` finds no such process.
func pidOfAnExitedProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

@Suite("folder lock")
struct FolderLockTests {
    let folder: TemporaryFolder
    var contentFolder: ContentFolder { ContentFolder(path: folder.path) }
    var lockPath: String { folder.path + "/" + ContentLayout.lockName }

    init() throws { folder = try TemporaryFolder() }

    func writeLock(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: lockPath))
    }

    func remainingNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// A process killed between writing its lock draft and removing it left the draft in the folder for good; the
    /// next writer removes it (a draft of another host, which cannot be asked, stays).
    @Test func theNextWriterRemovesTheDraftOfAKilledProcess() throws {
        let host = FolderLockRecord.hostName()
        let dead = ContentLayout.lockName + "-\(host)-\(try pidOfAnExitedProcess())-12345"
        let elsewhere = ContentLayout.lockName + "-another.host-1-12345"
        for name in [dead, elsewhere] {
            try Data("pid 1\nhost x\nstarted 0\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        let lock = try FolderLock.acquire(in: contentFolder)
        lock.release()
        #expect(try remainingNames() == [elsewhere])
    }

    @Test func aFreeFolderIsLockedByThisProcessAndReleased() throws {
        let lock = try FolderLock.acquire(in: contentFolder)
        #expect(lock.tookOverFrom == nil)
        #expect(try remainingNames() == [ContentLayout.lockName], "the draft is gone once the lock is published")
        let record = FolderLockRecord(text: try String(contentsOfFile: lockPath, encoding: .utf8))
        #expect(record?.pid == getpid())
        #expect(record?.host == FolderLockRecord.hostName())
        lock.release()
        lock.release()
        #expect(try remainingNames().isEmpty)
    }

    @Test func aLockOfARunningProcessStopsTheSecondWriterWithItsPid() throws {
        // pid 1 always runs.
        try writeLock(FolderLockRecord(pid: 1, host: FolderLockRecord.hostName(), started: 0).text)
        #expect(
            throws: FolderLockError.heldByAnotherProcess(folder: folder.path, pid: 1, host: nil, lockPath: lockPath)
        ) {
            try FolderLock.acquire(in: contentFolder)
        }
        #expect(try remainingNames() == [ContentLayout.lockName], "the holder's lock stays, the draft goes")
        let message = FolderLockError.heldByAnotherProcess(
            folder: "out", pid: 42, host: nil, lockPath: "out/.mazegen-lock"
        ).description
        #expect(
            message
                == "out is being changed by another mazegen (pid 42) — wait for it, or remove out/.mazegen-lock if that process is gone"
        )
    }

    @Test func aLockFromAnotherMachineIsNeverTakenOver() throws {
        let pid = try pidOfAnExitedProcess()
        try writeLock(FolderLockRecord(pid: pid, host: "elsewhere.example", started: 0).text)
        #expect(
            throws: FolderLockError.heldByAnotherProcess(
                folder: folder.path, pid: pid, host: "elsewhere.example", lockPath: lockPath)
        ) {
            try FolderLock.acquire(in: contentFolder)
        }
    }

    @Test func aLockOfAProcessThatIsGoneIsTakenOver() throws {
        let pid = try pidOfAnExitedProcess()
        try writeLock(FolderLockRecord(pid: pid, host: FolderLockRecord.hostName(), started: 0).text)
        let lock = try FolderLock.acquire(in: contentFolder)
        #expect(lock.tookOverFrom == pid)
        #expect(FolderLockRecord(text: try String(contentsOfFile: lockPath, encoding: .utf8))?.pid == getpid())
        lock.release()
        #expect(try remainingNames().isEmpty)
    }

    @Test func takingOverRemovesOnlyTheStaleRecordItRead() throws {
        let pid = try pidOfAnExitedProcess()
        let stale = FolderLockRecord(pid: pid, host: FolderLockRecord.hostName(), started: 0)
        // Another process took the stale lock over between this one's reading and its removing.
        let winner = FolderLockRecord(pid: 1, host: FolderLockRecord.hostName(), started: 1)
        try writeLock(winner.text)
        try FolderLock.removeStale(stale, at: lockPath, in: folder.path)
        #expect(FolderLockRecord(text: try String(contentsOfFile: lockPath, encoding: .utf8)) == winner)
    }

    @Test func aLockThatNamesNoProcessIsReportedNotTakenOver() throws {
        try writeLock("hello\n")
        #expect(throws: FolderLockError.unreadableLock(folder: folder.path, lockPath: lockPath)) {
            try FolderLock.acquire(in: contentFolder)
        }
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == "hello\n")
    }

    @Test func releaseLeavesALockThatIsNoLongerThisProcesss() throws {
        let lock = try FolderLock.acquire(in: contentFolder)
        let other = FolderLockRecord(pid: 1, host: FolderLockRecord.hostName(), started: 0).text
        try writeLock(other)
        lock.release()
        #expect(try String(contentsOfFile: lockPath, encoding: .utf8) == other)
    }

    @Test func theRecordReadsBackAndRejectsWhatIsNotOne() {
        let record = FolderLockRecord(pid: 123, host: "box", started: 1_700_000_000)
        #expect(record.text == "pid 123\nhost box\nstarted 1700000000\n")
        #expect(FolderLockRecord(text: record.text) == record)
        #expect(FolderLockRecord(text: "") == nil)
        #expect(FolderLockRecord(text: "pid x\nhost box\nstarted 1\n") == nil)
        #expect(FolderLockRecord(text: "pid -4\nhost box\nstarted 1\n") == nil)
    }
}
