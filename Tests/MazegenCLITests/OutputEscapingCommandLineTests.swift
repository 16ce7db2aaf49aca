import Foundation
import TestSupport
import Testing

/// Text from a file never starts a line of output: a title, a pack title or a file name holding a line break and a
/// terminal escape comes out of every command's text output (stdout and stderr) escaped, so a CI log cannot show a
/// forged annotation and a terminal obeys nothing a file says.
@Suite("every line of output escaped", .serialized)
struct OutputEscapingCommandLineTests {
    static let forged = "\n::error file=forged.json::forged\u{1B}[2J"

    /// The committed content with the forged text in a labyrinth's title, a pack's title and a file's name.
    static func hostileFolder(in folder: URL) throws -> URL {
        let output = folder.appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths"), to: output)
        let labyrinth = output.appendingPathComponent("denny_001_easy.json")
        let text = try String(contentsOf: labyrinth, encoding: .utf8)
        let escapedForged = "\\n::error file=forged.json::forged\\u001b[2J"
        try Data(text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"" + escapedForged).utf8).write(
            to: labyrinth)
        let manifest = output.appendingPathComponent("manifest.json")
        let manifestText = try String(contentsOf: manifest, encoding: .utf8)
        try Data(
            manifestText.replacingOccurrences(of: "\"title\": \"Ocean", with: "\"title\": \"" + escapedForged + "Ocean")
                .utf8
        ).write(to: manifest)
        try FileManager.default.copyItem(
            at: output.appendingPathComponent("denny_002_easy.json"),
            to: output.appendingPathComponent("denny_002_easy" + forged + ".json"))
        return output
    }

    static func expectNoForgedLine(_ result: Mazegen.Result, _ command: String) {
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let lines = text.split(separator: "\n")
            #expect(
                !lines.contains { $0.hasPrefix("::error") }, "\(command): a line of \(stream) starts with file text")
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(command): \(stream) holds a raw escape")
        }
    }

    @Test func noCommandLetsAFilesTextStartALine() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = try Self.hostileFolder(in: folder)
        let commands: [[String]] = [
            ["validate", hostile.path],
            ["stats", hostile.path, "--by-pack"],
            ["preview", hostile.path, "--output", folder.appendingPathComponent("preview.html").path],
            ["import", hostile.path, "--into", folder.appendingPathComponent("stories").path, "--dry-run"],
            ["migrate", hostile.path, "--dry-run"],
            ["generate", hostile.path],
        ]
        var sawTheText = false
        for command in commands {
            let result = try Mazegen.run(command)
            Self.expectNoForgedLine(result, command[0])
            sawTheText = sawTheText || (result.stdout + result.stderr).contains("::error file=forged.json::forged")
        }
        // The forged text did reach the output, escaped: the test is not passing over it.
        #expect(sawTheText)
    }
}
