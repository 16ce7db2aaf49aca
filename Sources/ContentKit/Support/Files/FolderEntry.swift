import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A name a writer refuses to write, known from the name and from what the folder holds there before any file is
/// written. The stories folder's readers refuse the same entries for the same reasons.
package struct WriteRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        /// Not a path below the folder: absolute, or with a part that is empty, `.`, `..` or starts with `~`.
        case nameLeavesFolder
        /// A part of the name longer than a file name may be once its temporary's prefix is put before it.
        case nameTooLong(bytes: Int, limit: Int)
        /// A symlink at the name, or at a folder on its way, whose target lies outside the folder (or nowhere):
        /// written through, the file outside would change; replaced, the folder would stop being what its owner
        /// linked.
        case linkLeavesFolder(target: String)
        /// A folder, FIFO, socket or device at the name, or a file where a folder on its way must be: someone put
        /// it there on purpose.
        case notAFile(kind: String)
    }

    /// The path a person finds it at: the folder joined with the name, or with the part of it in the way.
    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var description: String {
        switch reason {
        case .nameLeavesFolder, .nameTooLong: ControlCharacters.escaped("\(path): \(whatIsWrong)")
        case .linkLeavesFolder, .notAFile: ControlCharacters.escaped("\(path) \(whatIsWrong)")
        }
    }

    /// The reason and what to do, without the path (for a report that names the file itself).
    package var whatIsWrong: String {
        switch reason {
        case .nameLeavesFolder:
            "the name does not stay inside the folder (an absolute path, or a part that is empty, `.`, `..` or "
                + "starts with `~`); mazegen writes only inside it. Rename it where the catalogue or a labyrinth gives it"
        case .nameTooLong(let bytes, let limit):
            "a part of the name is \(bytes) bytes long, more than the \(limit) a file name here may be (the file "
                + "system's \(Int(NAME_MAX)) less mazegen's temporary prefix); shorten it where the catalogue or a "
                + "labyrinth gives it"
        case .linkLeavesFolder(let target):
            "is a symlink to \"\(target)\", outside the folder; mazegen neither writes through it nor replaces it. "
                + "Replace the link with the file itself, then run the command again"
        case .notAFile(let kind):
            "\(kind); move it out of the way, then run the command again"
        }
    }
}

/// What a folder holds under a name: the one answer to "is it inside the folder, and is it a regular file" that
/// every writer (through `FolderWrite`) and the stories folder's readers ask. A symlink counts as inside when what
/// it resolves to lies inside the folder; a dangling one, as leading out.
package enum FolderEntry: Sendable, Equatable {
    /// Nothing there yet (nor, perhaps, a folder on its way, which the writer makes).
    case absent
    /// A regular file, whose bytes are at `path`: the name itself, or the target of a symlink that stays inside.
    case file(path: String)
    /// What no writer may write over or through, and no reader of the stories folder reads.
    case refused(WriteRefusal)

    /// The longest part of a name a writer can put: its temporary (`AtomicFile.temporaryName`) must fit too.
    package static let nameByteLimit = Int(NAME_MAX) - AtomicFile.temporaryPrefix.utf8.count

    /// What `root` holds at `name`, a plain name or a path below it (`audio/x.mp3`, `packs/a.yaml`).
    package static func at(_ name: String, in root: String) -> FolderEntry {
        let path = root + "/" + name
        guard ContentFileName.staysInside(name) else {
            return .refused(WriteRefusal(path: path, reason: .nameLeavesFolder))
        }
        let parts = name.split(separator: "/")
        if let long = parts.first(where: { $0.utf8.count > nameByteLimit }) {
            return .refused(
                WriteRefusal(path: path, reason: .nameTooLong(bytes: long.utf8.count, limit: nameByteLimit)))
        }
        // The folders on the way (`audio` of `audio/x.mp3`) must be folders inside the root, or a link in their
        // place (`audio -> /elsewhere`) would carry the write out of the folder.
        if parts.count > 1 {
            switch folder(parts.dropLast().joined(separator: "/"), in: root) {
            case .absent: return .absent
            case .refused(let refusal): return .refused(refusal)
            case .file: break
            }
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .absent }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(path: path)
        case S_IFLNK:
            let target = linkTarget(path) ?? "?"
            guard let resolved = realPath(path), let resolvedRoot = realPath(root),
                isInside(resolved, resolvedRoot: resolvedRoot)
            else {
                return .refused(WriteRefusal(path: path, reason: .linkLeavesFolder(target: target)))
            }
            var targetStatus = stat()
            guard stat(resolved, &targetStatus) == 0, (targetStatus.st_mode & S_IFMT) == S_IFREG else {
                let kind = "is a symlink to \"\(target)\", which is not a regular file"
                return .refused(WriteRefusal(path: path, reason: .notAFile(kind: kind)))
            }
            return .file(path: resolved)
        case S_IFDIR:
            return .refused(WriteRefusal(path: path, reason: .notAFile(kind: "is a folder, not a file")))
        default:
            let kind = "is \(nonRegularNoun(status.st_mode) ?? "something other than a file"), not a regular file"
            return .refused(WriteRefusal(path: path, reason: .notAFile(kind: kind)))
        }
    }

    /// What `root` holds at `relative` where a folder is wanted (`audio`, `packs`, `drawings`, each part of the
    /// way): `.absent` when a part is missing (the writer makes it), `.file(path:)` with its path when every part is
    /// a folder inside the root (or a link to one inside), refused when a part is a link leading out or not a folder.
    package static func folder(_ relative: String, in root: String) -> FolderEntry {
        guard ContentFileName.staysInside(relative) else {
            return .refused(WriteRefusal(path: root + "/" + relative, reason: .nameLeavesFolder))
        }
        var resolvedRoot: String?? = nil
        var path = root
        for part in relative.split(separator: "/") {
            path += "/" + part
            var status = stat()
            guard lstat(path, &status) == 0 else { return .absent }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                continue
            case S_IFLNK:
                if resolvedRoot == nil { resolvedRoot = .some(realPath(root)) }
                var targetStatus = stat()
                guard let resolved = realPath(path), let root = resolvedRoot ?? nil,
                    isInside(resolved, resolvedRoot: root)
                else {
                    let target = linkTarget(path) ?? "?"
                    return .refused(WriteRefusal(path: path, reason: .linkLeavesFolder(target: target)))
                }
                guard stat(resolved, &targetStatus) == 0, (targetStatus.st_mode & S_IFMT) == S_IFDIR else {
                    let kind = "is a symlink to \"\(linkTarget(path) ?? "?")\", which is not a folder"
                    return .refused(WriteRefusal(path: path, reason: .notAFile(kind: kind)))
                }
            default:
                let kind = nonRegularNoun(status.st_mode) ?? "a file"
                return .refused(WriteRefusal(path: path, reason: .notAFile(kind: "is \(kind), not a folder")))
            }
        }
        return .file(path: path)
    }

    /// The one test of "inside the folder": a resolved path (no links left in it) that is the resolved root or
    /// lies below it.
    package static func isInside(_ resolved: String, resolvedRoot: String) -> Bool {
        resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot == "/" ? "/" : resolvedRoot + "/")
    }

    /// What a file that is neither a regular file nor a folder is, for a message (`a named pipe (FIFO)`); nil for
    /// a regular file or a folder.
    static func nonRegularNoun(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symlink"
        default: "something other than a file"
        }
    }

    /// The text of the symlink at `path`.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every symlink in it resolved; nil when it leads nowhere.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
