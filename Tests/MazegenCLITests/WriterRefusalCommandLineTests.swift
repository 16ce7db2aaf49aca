import Foundation
import TestSupport
import Testing

/// Every writing command says a name in its way the same way (a line a name, then one line that nothing was
/// written, exit 2), and a refusal means nothing was written: the folder is as it was, byte for byte.
@Suite("writers refuse a name in the way one way, before they write", .serialized)
struct WriterRefusalCommandLineTests {
    /// A writer's run with a symlink leading out of its folder at a name it writes.
    struct Case: CustomTestStringConvertible, Sendable {
        var writer: String
        /// Builds the folder under `parent`; gives the arguments, the folder the write begins in, the link in the
        /// way and the folder whose files must not change.
        var setUp: @Sendable (URL) throws -> (arguments: [String], folder: URL, link: URL, watched: URL)
        var testDescription: String { writer }
    }

    static let shippedLabyrinths = Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path

    /// A folder outside, for a link to lead to.
    static func outside(in parent: URL) throws -> URL {
        let outside = parent.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("kept\n".utf8).write(to: outside.appendingPathComponent("kept.txt"))
        return outside
    }

    static let cases: [Case] = [
        Case(writer: "generate") { parent in
            let output = parent.appendingPathComponent("labyrinths")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            let link = output.appendingPathComponent("manifest.json")
            try FileManager.default.createSymbolicLink(
                at: link, withDestinationURL: try outside(in: parent).appendingPathComponent("kept.txt"))
            return (["generate", output.path], output, link, parent)
        },
        Case(writer: "import") { parent in
            let stories = parent.appendingPathComponent("stories")
            try FileManager.default.createDirectory(at: stories, withIntermediateDirectories: true)
            // `packs` leads out: before the names were checked first, universe.yaml was written, then the pack refused.
            let link = stories.appendingPathComponent("packs")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: try outside(in: parent))
            return (["import", shippedLabyrinths, "--into", stories.path], stories, link, parent)
        },
        Case(writer: "figure add") { parent in
            let (content, config) = try FigureAddCommandLineTests.catalogue(in: parent)
            let link = content.appendingPathComponent("figures.yaml")
            let library = try outside(in: parent).appendingPathComponent("figures.yaml")
            try FileManager.default.moveItem(at: link, to: library)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: library)
            let svg = try FigureAddCommandLineTests.write(
                FigureAddCommandLineTests.inkscapeLeaf, "leaf.svg", in: parent)
            return (["figure", "add", "oak_leaf", svg, "--config", config], content, link, parent)
        },
    ]

    /// What every writer prints for one symlink leading out of `folder`, and nothing else as an error.
    static func expectedLines(link: URL, folder: URL) throws -> [String] {
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        return [
            "error: \(link.path) is a symlink to \"\(target)\", outside the folder; mazegen neither writes through it "
                + "nor replaces it. Replace the link with the file itself, then run the command again",
            "error: nothing was written to \(folder.path): 1 name in the way (above)",
        ]
    }

    static func expectRefused(_ arguments: [String], folder: URL, link: URL, watched: URL) throws {
        let before = try FolderTree.files(under: watched)
        let result = try Mazegen.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") }
        #expect(errors == (try expectedLines(link: link, folder: folder)), "\(result.stderr)")
        #expect(try FolderTree.files(under: watched) == before, "nothing was written")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil, "the link is kept")
    }

    @Test(arguments: cases) func aLinkLeadingOutIsRefusedTheSameWayAndNothingIsWritten(_ writer: Case) throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (arguments, folder, link, watched) = try writer.setUp(parent)
        try Self.expectRefused(arguments, folder: folder, link: link, watched: watched)
    }

    /// Narrate asks every clip's name before it makes one: an `audio/` leading out is refused before any speech.
    @Test(
        .enabled(
            if: Prerequisite.narrationTools.admitsTest(), Comment(rawValue: Prerequisite.narrationTools.skipReason)))
    func narrateRefusesTheSameWayBeforeItMakesAClip() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let (labyrinths, config) = try NarrateCommandLineTests.folder(in: parent)
        let link = labyrinths.appendingPathComponent("audio")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: try Self.outside(in: parent))
        try Self.expectRefused(
            ["narrate", labyrinths.path, "--config", config, "--only", "1"], folder: labyrinths, link: link,
            watched: parent)
    }
}
