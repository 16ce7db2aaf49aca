import Foundation
import TestSupport
import Testing

/// import names the real cause of a refusal, at its place, under the folder's path.
@Suite("import names the real cause", .serialized)
struct ImportCauseCommandLineTests {
    static func shippedCopy(in folder: URL) throws -> URL {
        let shipped = folder.appendingPathComponent("shipped")
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: shipped)
        return shipped
    }

    @Test func anUnknownKeyTooDeepIsNamedAtItsPlaceNotBlamedOnPathData() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try Self.shippedCopy(in: folder)
        let file = shipped.appendingPathComponent("denny_001_easy.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        try Data(text.replacingOccurrences(of: "{\n", with: "{\n  \"x_deep\": \(deep),\n", options: .anchored).utf8)
            .write(to: file)
        let result = try Mazegen.run([
            "import", shipped.path, "--into", folder.appendingPathComponent("stories").path, "--dry-run",
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(file.path):2:"), "\(result.stderr)")
        #expect(result.stderr.contains("nesting deeper than 256"), "\(result.stderr)")
        #expect(!result.stderr.contains("its `path_data` cannot be kept"), "\(result.stderr)")
    }

    @Test func aLabyrinthLinkedOutsideIsNamedAsALinkUnderItsFolder() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try Self.shippedCopy(in: folder)
        let file = shipped.appendingPathComponent("denny_002_easy.json")
        let outside = folder.appendingPathComponent("outside.json")
        try FileManager.default.moveItem(at: file, to: outside)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)
        let result = try Mazegen.run([
            "import", shipped.path, "--into", folder.appendingPathComponent("stories").path, "--dry-run",
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("error: \(file.path): "), "\(result.stderr)")
        #expect(result.stderr.contains("symlink leading outside the folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("Permission denied"), "\(result.stderr)")
    }
}
