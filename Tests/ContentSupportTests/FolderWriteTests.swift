import Foundation
import TestSupport
import Testing

@testable import ContentSupport

/// The one way every command writes a folder: what it must never do (write through a link or a planted temporary,
/// lose a mode) and what it must always do (take the lock, clear a dead run's temporaries, stop between files).
@Suite("folder write: the writers' one way")
struct FolderWriteTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func aHardLinkPlantedAtTheTemporaryNameIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write(["keep.txt": Self.bytes("outside\n")])
        try folder.write(["figures.yaml": Self.bytes("old\n")])
        try FileManager.default.linkItem(
            atPath: outside.path + "/keep.txt", toPath: folder.path + "/.mazegen-tmp-figures.yaml")
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path), removingTemporaries: false)
        defer { write.end() }
        #expect(try write.put(Self.bytes("new\n"), as: "figures.yaml") == .written)
        #expect(try Self.contents(outside.path + "/keep.txt") == "outside\n")
        #expect(try Self.contents(folder.path + "/figures.yaml") == "new\n")
    }

    @Test func beginRemovesADeadRunsTemporariesButNotAnUnfinishedMigrations() throws {
        let folder = try TemporaryFolder()
        try folder.write([".mazegen-tmp-a.json": Self.bytes("half")])
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        write.end()
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/.mazegen-tmp-a.json"))

        try folder.write([".mazegen-tmp-b.json": Self.bytes("half"), ".mazegen-migration.json": Self.bytes("{}")])
        let again = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        again.end()
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.mazegen-tmp-b.json"))
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        try folder.write(["a.json": Self.bytes("1"), "b.json": Self.bytes("1")])
        chmod(folder.path + "/a.json", 0o640)
        chmod(folder.path + "/b.json", 0o444)
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        try write.put(Self.bytes("2"), as: "a.json")
        try write.put(Self.bytes("2"), as: "b.json")
        try write.put(Self.bytes("2"), as: "c.json")
        for (name, mode) in [("a.json", 0o640), ("b.json", 0o444)] {
            var status = stat()
            #expect(stat(folder.path + "/" + name, &status) == 0)
            #expect(Int(status.st_mode & 0o7777) == mode, "\(name)")
            #expect(try Self.contents(folder.path + "/" + name) == "2")
        }
    }

    @Test func aLinkInsideTheFolderIsWrittenAtItsTargetAndKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(["real/figures.yaml": Self.bytes("old")])
        try folder.link("figures.yaml", to: "real/figures.yaml")
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        try write.put(Self.bytes("new"), as: "figures.yaml")
        #expect(try Self.contents(folder.path + "/real/figures.yaml") == "new")
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/figures.yaml")
        #expect(link == "real/figures.yaml")
    }

    @Test func aLinkLeavingTheFolderIsRefusedAndTheFileOutsideKept() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try outside.write(["figures.yaml": Self.bytes("outside")])
        try folder.link("figures.yaml", to: outside.path + "/figures.yaml")
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        #expect {
            try write.put(Self.bytes("new"), as: "figures.yaml")
        } throws: { error in
            guard let refusals = (error as? FolderWriteError)?.refusals, refusals.count == 1 else { return false }
            return refusals[0].path == folder.path + "/figures.yaml"
                && refusals[0].reason == .linkLeavesFolder(target: outside.path + "/figures.yaml")
        }
        #expect(try Self.contents(outside.path + "/figures.yaml") == "outside")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/figures.yaml")
                == outside.path + "/figures.yaml")
    }

    @Test func aFolderOrAFIFOAtTheNameIsRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/a.json", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/b.json", 0o644) == 0)
        let refusals = FolderWrite.check(names: ["a.json", "b.json", "c.json"], in: folder.path).refused
        #expect(refusals.map(\.path) == ["a.json", "b.json"].map { folder.path + "/" + $0 })
        #expect(
            refusals.map(\.reason) == [
                .notAFile(kind: "is a folder, not a file"),
                .notAFile(kind: "is a named pipe (FIFO), not a regular file"),
            ])
    }

    @Test func aSecondWriterIsRefusedWhileTheFirstHoldsTheFolder() throws {
        let folder = try TemporaryFolder()
        let first = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { first.end() }
        #expect(throws: FolderWriteError.self) { try FolderWrite.begin(in: ContentFolder(path: folder.path)) }
    }

    @Test func putAllReportsEachFileInOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write(["b.json": Self.bytes("same")])
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        let files = try ["a.json", "b.json", "c.json"].map { name in
            PlannedFile(name: try #require(SafeFileName(name)), bytes: Self.bytes("same"))
        }
        let report = try write.putAll(files, parallelism: 2)
        #expect(report.written == ["a.json", "c.json"])
        #expect(report.unchanged == ["b.json"])
    }
}

@Suite("folder write: sub-folders")
struct FolderWriteSubfolderTests {
    @Test func aSubfolderLinkedOutsideIsRefusedAndNothingLandsOutside() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try folder.link("audio", to: outside.path)
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        #expect(throws: FolderWriteError.self) { try write.put(Array("clip".utf8), as: "audio/a.mp3") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aSubfolderInsideIsWrittenInto() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/audio", withIntermediateDirectories: true)
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        #expect(try write.put(Array("clip".utf8), as: "audio/a.mp3") == .written)
    }
}

@Suite("folder write: every name checked before any is written")
struct FolderWriteCheckTests {
    @Test func aNameInTheWayMeansNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path + "/b.json", 0o644) == 0)
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        let files = try ["a.json", "b.json", "c.json"].map { name in
            PlannedFile(name: try #require(SafeFileName(name)), bytes: Array("new".utf8))
        }
        // One at a time: before the names were checked first, a.json was written and then b.json refused.
        #expect {
            try write.putAll(files, parallelism: 1)
        } throws: { error in
            (error as? FolderWriteError)?.refusals.map(\.path) == [folder.path + "/b.json"]
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(names == ["b.json"])
    }

    @Test func everyKindOfNameInTheWayIsFound() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        try folder.write(["ok.json": Array("1".utf8), "audio": Array("a file".utf8)])
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.json", withIntermediateDirectories: true)
        #expect(mkfifo(folder.path + "/fifo.json", 0o644) == 0)
        try folder.link("out.json", to: outside.path + "/x.json")
        try folder.link("clips", to: outside.path)
        let long = String(repeating: "a", count: FolderEntry.nameByteLimit + 1)
        let cases: [(name: String, path: String, reason: WriteRefusal.Reason?)] = [
            ("ok.json", "ok.json", nil),
            ("new.json", "new.json", nil),
            ("new/x.json", "new/x.json", nil),
            (String(repeating: "a", count: FolderEntry.nameByteLimit), "-", nil),
            ("../x.json", "../x.json", .nameLeavesFolder),
            ("/etc/x.json", "/etc/x.json", .nameLeavesFolder),
            (long, long, .nameTooLong(bytes: long.utf8.count, limit: FolderEntry.nameByteLimit)),
            ("dir.json", "dir.json", .notAFile(kind: "is a folder, not a file")),
            ("fifo.json", "fifo.json", .notAFile(kind: "is a named pipe (FIFO), not a regular file")),
            ("out.json", "out.json", .linkLeavesFolder(target: outside.path + "/x.json")),
            ("clips/a.mp3", "clips", .linkLeavesFolder(target: outside.path)),
            ("audio/a.mp3", "audio", .notAFile(kind: "is a file, not a folder")),
        ]
        for (name, path, reason) in cases {
            let refusals = FolderWrite.check(names: [name], in: folder.path).refused
            if let reason {
                #expect(refusals == [WriteRefusal(path: folder.path + "/" + path, reason: reason)], "\(name)")
            } else {
                #expect(refusals.isEmpty, "\(name)")
            }
        }
        #expect(FolderWrite.check(names: cases.map(\.name), in: folder.path).refused.count == 8)
        let twice = FolderWrite.check(names: ["clips/a.mp3", "clips/b.mp3"], in: folder.path)
        #expect(twice.refused.count == 1, "named once")
        #expect(twice.written.isEmpty && twice.unchanged.isEmpty && twice.folder == folder.path)
    }

    @Test func aNameTooLongForItsTemporaryIsRefusedNotFailedHalfway() throws {
        let folder = try TemporaryFolder()
        let write = try FolderWrite.begin(in: ContentFolder(path: folder.path))
        defer { write.end() }
        // 250 bytes fit a file name, not its temporary: before, the write failed on the temporary (ENAMETOOLONG).
        let name = String(repeating: "b", count: 245) + ".json"
        #expect {
            try write.put(Array("1".utf8), as: name)
        } throws: { error in
            (error as? FolderWriteError)?.refusals.map(\.reason) == [
                .nameTooLong(bytes: 250, limit: FolderEntry.nameByteLimit)
            ]
        }
    }

    @Test func refusalsAreSaidOneWay() {
        let refusals = [
            WriteRefusal(path: "out/a.json", reason: .notAFile(kind: "is a folder, not a file")),
            WriteRefusal(path: "out/b.json", reason: .linkLeavesFolder(target: "/x/b.json")),
        ]
        #expect(
            FolderWrite.Report(folder: "out", refused: refusals).refusalLines(others: [
                "out/c.json cannot be read whole"
            ]) == [
                "error: out/a.json is a folder, not a file; move it out of the way, then run the command again",
                "error: out/b.json is a symlink to \"/x/b.json\", outside the folder; mazegen neither writes through "
                    + "it nor replaces it. Replace the link with the file itself, then run the command again",
                "error: out/c.json cannot be read whole",
                "error: nothing was written to out: 3 names in the way (above)",
            ])
        #expect(FolderWrite.Report(folder: "out", written: ["a.json"]).refusalLines().isEmpty)
    }
}
