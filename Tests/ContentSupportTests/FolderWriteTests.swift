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
        let refusals = FolderWrite.check(names: ["a.json", "b.json", "c.json"], in: folder.path)
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
