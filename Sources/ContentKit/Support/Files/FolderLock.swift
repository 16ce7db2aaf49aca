#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a command may not change a folder now.
package enum FolderLockError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another mazegen that is still running (or runs on another machine, where it cannot be checked) holds it.
    case heldByAnotherProcess(folder: String, pid: Int32, host: String?, lockPath: String)
    /// A lock file that does not name its owner: not written by this tool, or edited.
    case unreadableLock(folder: String, lockPath: String)
    case fileSystem(FileSystemError)

    package var description: String {
        switch self {
        case .heldByAnotherProcess(let folder, let pid, let host, let lockPath):
            let owner = host.map { "pid \(pid) on \($0)" } ?? "pid \(pid)"
            return
                "\(folder) is being changed by another mazegen (\(owner)) — wait for it, or remove \(lockPath) if that process is gone"
        case .unreadableLock(let folder, let lockPath):
            return "\(folder) is locked by \(lockPath), which does not name the mazegen holding it — "
                + "remove it if no mazegen is changing the folder"
        case .fileSystem(let error):
            return error.description
        }
    }
}

/// Who holds a lock, as written in the lock file: one `key value` line each, readable by a person.
package struct FolderLockRecord: Sendable, Equatable {
    var pid: Int32
    var host: String
    /// Seconds since 1970 when the lock was taken; for a person wondering how old a lock is.
    var started: Int

    static func ofThisProcess() -> FolderLockRecord {
        FolderLockRecord(pid: getpid(), host: hostName(), started: time(nil))
    }

    var text: String { "pid \(pid)\nhost \(host)\nstarted \(started)\n" }

    init(pid: Int32, host: String, started: Int) {
        self.pid = pid
        self.host = host
        self.started = started
    }

    init?(text: String) {
        var fields: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { return nil }
            fields[line[..<space]] = line[line.index(after: space)...]
        }
        guard let pid = fields["pid"].flatMap({ Int32($0) }), pid > 0, let host = fields["host"],
            let started = fields["started"].flatMap({ Int($0) })
        else { return nil }
        self.init(pid: pid, host: String(host), started: started)
    }

    /// Whether the process that wrote this record may still be changing the folder. A process on another
    /// machine cannot be asked, so it counts as running; so does one this user may not signal (EPERM).
    var ownerMayBeRunning: Bool {
        guard host == Self.hostName() else { return true }
        return kill(pid, 0) == 0 || errno != ESRCH
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The lock every command that changes a content folder holds while it does: a file (`ContentLayout.lockName`)
/// in the folder naming the process. A second writer stops at once with a message naming the holder, never
/// waits; readers (validate, stats, preview) never look at it. A lock whose process is gone (killed, crashed)
/// is taken over. Hold it from before the first change until after the last, and `release()` it on every way
/// out — a `defer` next to `acquire` does both.
package struct FolderLock: Sendable {
    package let folder: String
    package let lockPath: String
    /// The pid of a process that had died holding the lock, which this one took over; nil when the lock was free.
    package let tookOverFrom: Int32?
    let record: FolderLockRecord

    /// Takes the folder's lock, or throws `heldByAnotherProcess` at once. The folder must exist.
    package static func acquire(in folder: ContentFolder) throws(FolderLockError) -> FolderLock {
        let lockPath = folder.path + "/" + ContentLayout.lockName
        let record = FolderLockRecord.ofThisProcess()
        // The record is written in full under a name of this process's own, then published with link(2): like
        // O_CREAT|O_EXCL, link fails with EEXIST when the lock exists, so exactly one process creates it, and
        // unlike create-then-write no other process can ever read a lock that is empty or half written.
        // The draft's name is this attempt's alone: a pid is not unique across hosts sharing the folder, nor
        // across two acquires in one process, and a rival's draft must never be unlinked or linked by mistake.
        let draft =
            folder.path + "/" + ContentLayout.lockName
            + "-\(record.host)-\(record.pid)-\(UInt64.random(in: 0...UInt64.max))"
        try writeDraft(record, to: draft)
        defer { unlink(draft) }

        var tookOverFrom: Int32?
        // Each pass either takes the lock or finds a record in the way; a stale record is removed and the
        // next pass tries again. Three passes cover a holder that releases or a rival taking over meanwhile.
        for _ in 0..<3 {
            if link(draft, lockPath) == 0 {
                removeDeadDrafts(in: folder, host: record.host)
                return FolderLock(folder: folder.path, lockPath: lockPath, tookOverFrom: tookOverFrom, record: record)
            }
            guard errno == EEXIST else {
                throw .fileSystem(FileSystemError(path: lockPath, operation: "create the lock file", code: errno))
            }
            guard let holder = try readRecord(lockPath) else { continue }  // released meanwhile: try again
            guard let stale = holder else { throw .unreadableLock(folder: folder.path, lockPath: lockPath) }
            if stale.ownerMayBeRunning {
                let host = stale.host == record.host ? nil : stale.host
                throw .heldByAnotherProcess(folder: folder.path, pid: stale.pid, host: host, lockPath: lockPath)
            }
            try removeStale(stale, at: lockPath, in: folder.path)
            tookOverFrom = stale.pid
        }
        throw .fileSystem(
            FileSystemError(path: lockPath, operation: "take the lock (it kept changing hands)", code: EAGAIN))
    }

    /// A process killed between writing its draft and removing it leaves the draft behind; the next writer, holding
    /// the lock, removes every draft of this host whose process is gone. A draft of a live process (a rival just
    /// about to fail its link) or of another host (it cannot be asked) is left alone.
    static func removeDeadDrafts(in folder: ContentFolder, host: String) {
        for name in (try? folder.names()) ?? [] where deadDraftOwner(name, host: host) != nil {
            unlink(folder.path + "/" + name)
        }
    }

    /// Whether the folder holds a lock or a lock draft of a process of this host that is gone: what the next writer
    /// would take over or remove.
    package static func hasLeftovers(in folder: ContentFolder) -> Bool {
        let host = FolderLockRecord.hostName()
        if case .some(.some(let record)) = try? readRecord(folder.path + "/" + ContentLayout.lockName),
            !record.ownerMayBeRunning
        {
            return true
        }
        return ((try? folder.names()) ?? []).contains { name in deadDraftOwner(name, host: host) != nil }
    }

    /// The pid in a draft's name (`.mazegen-lock-<host>-<pid>-<n>`) when it is this host's and that process is gone.
    static func deadDraftOwner(_ name: String, host: String) -> Int32? {
        let prefix = ContentLayout.lockName + "-" + host + "-"
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, UInt64(parts[1]) != nil else { return nil }
        return FolderLockRecord(pid: pid, host: host, started: 0).ownerMayBeRunning ? nil : pid
    }

    /// Removes the lock if it is still this process's. Safe to call more than once.
    package func release() {
        guard case .some(.some(let current)) = try? Self.readRecord(lockPath), current == record else { return }
        unlink(lockPath)
    }

    /// Removes a lock whose process is gone, unless another process took it over first.
    ///
    /// Why this is safe when several processes find the same stale lock at once: deleting the lock file is the
    /// only step that could remove a live lock, so it happens only while holding flock(2) on the folder, and
    /// only after re-reading the lock under it and finding the same dead process's record. Under that flock no
    /// other taker can act; a plain acquirer cannot replace the file (its link fails while the file exists);
    /// the dead owner cannot release it. So the file deleted is the stale one. Whoever then links first gets
    /// the lock, and everyone else reads the winner's record, alive, and stops. The kernel drops the flock if
    /// a taker dies, so it cannot go stale itself, and it is held for microseconds, so waiting on it is not
    /// waiting for the folder.
    static func removeStale(_ stale: FolderLockRecord, at lockPath: String, in folder: String) throws(FolderLockError) {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw .fileSystem(
                FileSystemError(path: folder, operation: "open the folder to take over its lock", code: errno))
        }
        defer { close(directory) }
        while flock(directory, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .fileSystem(FileSystemError(path: folder, operation: "take over the stale lock", code: errno))
            }
        }
        defer { flock(directory, LOCK_UN) }
        if case .some(.some(let current)) = try readRecord(lockPath), current == stale {
            unlink(lockPath)
        }
    }

    /// The record in the lock file: nil when there is no lock file, `.some(nil)` when it names no owner.
    static func readRecord(_ lockPath: String) throws(FolderLockError) -> FolderLockRecord?? {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try AtomicFile.read(lockPath, followingLinks: false)
        } catch {
            if error.code == ENOENT { return nil }
            throw .fileSystem(error)
        }
        return .some(FolderLockRecord(text: String(decoding: bytes, as: UTF8.self)))
    }

    static func writeDraft(_ record: FolderLockRecord, to draft: String) throws(FolderLockError) {
        do throws(FileSystemError) {
            try AtomicFile.writeNew(Array(record.text.utf8), to: draft)
        } catch {
            throw .fileSystem(error)
        }
    }
}
