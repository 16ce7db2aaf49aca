import Foundation
import TestSupport
import Testing

@testable import ContentMigrate

/// The migration's rewrite of a file (a new temporary renamed over it) keeps the file's mode, as every writer does.
@Suite("migration: a replaced file keeps its mode")
struct FileOperationsModeTests {
    @Test func aRenameOverAFileKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        try folder.write(["manifest.json": Array("old".utf8)])
        #expect(chmod(folder.path + "/manifest.json", 0o640) == 0)
        let files = FolderFileOperations(folder: folder.path)
        try files.writeDurably(Array("new".utf8), to: ".mazegen-tmp-manifest.json")
        try files.rename(".mazegen-tmp-manifest.json", to: "manifest.json")
        var status = stat()
        #expect(stat(folder.path + "/manifest.json", &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(try String(contentsOfFile: folder.path + "/manifest.json", encoding: .utf8) == "new")
    }
}
