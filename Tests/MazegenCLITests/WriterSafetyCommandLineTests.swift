import Foundation
import TestSupport
import Testing

/// What the writers must never lose: a file generate cannot read whole, a mode, a byte order mark, CRLF line ends,
/// a file outside behind a link; and a figure library in CRLF is edited, not refused.
@Suite("writers never lose what they replace", .serialized)
struct WriterSafetyCommandLineTests {
    /// The repository's catalogue generated into `folder/labyrinths`.
    static func generated(in folder: URL) throws -> URL {
        let output = folder.appendingPathComponent("labyrinths")
        let made = try Mazegen.run(["generate", output.path])
        #expect(made.status == 0, "\(made.stderr)")
        return output
    }

    static func edit(_ url: URL, _ change: (String) -> String) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(change(text).utf8).write(to: url)
    }

    @Test func aFileThatCannotBeReadWholeStopsGenerateUntilItIsToldToReplaceIt() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try Self.generated(in: folder)
        let file = output.appendingPathComponent("denny_001_easy.json")
        try Self.edit(file) {
            $0.replacingOccurrences(of: "{\n", with: "{\n  \"x_note\": \"keep me\",\n", options: [.anchored])
                + "a line after it\n"
        }
        let before = try Data(contentsOf: file)

        let refused = try Mazegen.run(["generate", output.path])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("\(file.path) cannot be read whole"), "\(refused.stderr)")
        #expect(refused.stderr.contains("`x_note`"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--replace-unreadable"), "\(refused.stderr)")
        #expect(try Data(contentsOf: file) == before)

        let replaced = try Mazegen.run(["generate", output.path, "--replace-unreadable"])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(replaced.stdout.contains("(1 written, "), "\(replaced.stdout)")
        #expect(replaced.stderr.contains("replaced: \(file.path)"), "\(replaced.stderr)")
        #expect(replaced.stderr.contains("`x_note`"), "\(replaced.stderr)")
        #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("x_note"))
    }

    @Test func aFileOverTheSizeLimitIsRefusedNamingTheLimit() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try Self.generated(in: folder)
        let file = output.appendingPathComponent("denny_002_easy.json")
        #expect(truncate(file.path, 5_000_000) == 0)
        let refused = try Mazegen.run(["generate", output.path])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("limits.file_bytes"), "\(refused.stderr)")
        var status = stat()
        #expect(stat(file.path, &status) == 0 && status.st_size == 5_000_000)
    }

    @Test func aLabyrinthLinkedOutsideStopsGenerateBeforeItWrites() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try Self.generated(in: folder)
        let file = output.appendingPathComponent("denny_003_easy.json")
        let outside = folder.appendingPathComponent("outside.json")
        try FileManager.default.moveItem(at: file, to: outside)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)
        // Another file generate would write, changed, so a run that wrote anything would show it.
        let other = output.appendingPathComponent("denny_004_easy.json")
        try Self.edit(other) { $0.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Old ") }
        let before = try Data(contentsOf: other)
        let refused = try Mazegen.run(["generate", output.path])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("\(file.path) is a symlink to \"\(outside.path)\", outside the folder"))
        #expect(try Data(contentsOf: other) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == outside.path)
    }

    @Test func aRewrittenFileKeepsItsModeItsMarkAndItsLineEnds() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try Self.generated(in: folder)
        let file = output.appendingPathComponent("denny_005_easy.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Old ")
            .replacingOccurrences(
                of: "{\n", with: "{\n  \"x_note\": \"first\",\n  \"x_note\": \"second\",\n", options: [.anchored])
        let crlf = [0xEF, 0xBB, 0xBF] + Array(changed.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try Data(crlf).write(to: file)
        #expect(chmod(file.path, 0o640) == 0)

        let run = try Mazegen.run(["generate", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("(1 written, "), "\(run.stdout)")
        #expect(run.stderr.contains("the key `x_note` appears more than once"), "\(run.stderr)")
        let after = Array(try Data(contentsOf: file))
        let expected = text.replacingOccurrences(of: "{\n", with: "{\n  \"x_note\": \"first\",\n", options: [.anchored])
        #expect(after == [0xEF, 0xBB, 0xBF] + Array(expected.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        var status = stat()
        #expect(stat(file.path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
    }

    @Test func aFigureLibraryInCRLFWithAMarkIsEditedInItsOwnLayout() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let library = content.appendingPathComponent("figures.yaml")
        let text = try String(contentsOf: library, encoding: .utf8)
        try Data([0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)).write(to: library)
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let added = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--config", config])
        #expect(added.status == 0, "\(added.stderr)")
        let after = Array(try Data(contentsOf: library))
        #expect(after.starts(with: [0xEF, 0xBB, 0xBF]))
        let body = String(decoding: after.dropFirst(3), as: UTF8.self)
        #expect(body.contains("- id: oak_leaf\r\n"))
        #expect(!body.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF")
    }

    @Test func aFigureLibraryLinkedOutsideTheStoriesFolderIsRefusedAndKept() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let library = content.appendingPathComponent("figures.yaml")
        let outside = folder.appendingPathComponent("shared-figures.yaml")
        try FileManager.default.moveItem(at: library, to: outside)
        try FileManager.default.createSymbolicLink(at: library, withDestinationURL: outside)
        let before = try Data(contentsOf: outside)
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let added = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--config", config])
        #expect(added.status == 2, "\(added.stderr)")
        #expect(added.stderr.contains("outside the folder"), "\(added.stderr)")
        #expect(try Data(contentsOf: outside) == before)
    }

    @Test func aHardLinkAtTheLibrarysTemporaryNameLeavesTheFileOutsideAlone() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, config) = try FigureAddCommandLineTests.catalogue(in: folder)
        let outside = folder.appendingPathComponent("precious.txt")
        try Data("precious\n".utf8).write(to: outside)
        try FileManager.default.linkItem(at: outside, to: content.appendingPathComponent(".mazegen-tmp-figures.yaml"))
        let svg = try FigureAddCommandLineTests.write(FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: folder)
        let added = try Mazegen.run(["figure", "add", "oak_leaf", svg, "--config", config])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
    }
}
