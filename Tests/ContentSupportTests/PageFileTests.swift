import Foundation
import TestSupport
import Testing

@testable import ContentSupport

/// A page is written where nothing is or over a page mazegen wrote; any other file keeps its bytes.
@Suite("pages mazegen writes")
struct PageFileTests {
    static let page = Array("<!DOCTYPE html>\n<html>\n<head>\n\(PageFile.mark)\n</head></html>\n".utf8)

    @Test func aUsersFileIsNeverWrittenOver() throws {
        let folder = try TemporaryFolder()
        let config = Array("narration:\n  voice: mine\n".utf8)
        try folder.write(["config.yaml": config, "drawing.html": Array("<svg><path d=\"M0 0\"/></svg>".utf8)])
        for name in ["config.yaml", "drawing.html"] {
            #expect(throws: FileSystemError.self) {
                try PageFile.write(Self.page, to: folder.path + "/" + name, operation: "write the preview page")
            }
        }
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/config.yaml"))) == config)
        #expect(PageFile.refusal(folder.path + "/config.yaml")?.contains("not a page mazegen wrote") == true)
    }

    @Test func aNewPathOrAnEarlierPageIsWritten() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/preview.html"
        #expect(try PageFile.write(Self.page, to: path, operation: "write") == .written)
        let next = Self.page + Array("<!-- again -->\n".utf8)
        #expect(try PageFile.write(next, to: path, operation: "write") == .written)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == next)
    }

    @Test func oddEntriesAreNamedForWhatTheyAre() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path + "/pipe.html", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder.path + "/dir.html", withIntermediateDirectories: false)
        try folder.write(["page.html": Self.page])
        try folder.link("link.html", to: folder.path + "/page.html")
        #expect(PageFile.refusal(folder.path + "/pipe.html")?.contains("named pipe") == true)
        #expect(PageFile.refusal(folder.path + "/dir.html")?.contains("folder") == true)
        #expect(PageFile.refusal(folder.path + "/link.html")?.contains("symbolic link") == true)
    }
}
