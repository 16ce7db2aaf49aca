import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A FIFO (or a link to one) where a command expects a file is refused at once with its name: before, the open
/// waited for a writer that never came and the command hung, a CI gate included.
@Suite("A FIFO in a folder is named, never waited on", .serialized)
struct NonRegularFileCommandLineTests {
    /// The run, under coreutils' `timeout`: exit 124 means it hung.
    static func runBounded(_ arguments: [String], seconds: Int = 60) throws -> Mazegen.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", String(seconds), Mazegen.binary.path] + arguments
        process.currentDirectoryURL = Mazegen.repositoryRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let running = Mazegen.Running(process: process, out: out, err: err)
        let result = try running.finish()
        #expect(result.status != 124, "mazegen \(arguments.joined(separator: " ")) hung on a FIFO")
        return result
    }

    /// The shipped folder, with `denny_001_easy.json` a link to a FIFO inside the folder and `denny_002_easy.json`
    /// a FIFO itself.
    static func folderWithFIFOs() throws -> (parent: URL, folder: URL) {
        let parent = try scratchFolder()
        let folder = parent.appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            atPath: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path, toPath: folder.path)
        let linked = folder.appendingPathComponent("denny_001_easy.json")
        try FileManager.default.removeItem(at: linked)
        #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: "pipe")
        let fifo = folder.appendingPathComponent("denny_002_easy.json")
        try FileManager.default.removeItem(at: fifo)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        return (parent, folder)
    }

    @Test func validateNamesTheFIFOs() throws {
        let (parent, folder) = try Self.folderWithFIFOs()
        defer { try? FileManager.default.removeItem(at: parent) }
        let result = try Self.runBounded(["validate", folder.path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("denny_001_easy.json"), "\(result.stdout)")
        #expect(result.stdout.contains("denny_002_easy.json"), "\(result.stdout)")
        // Each named for what it is: the FIFO itself was once passed over, and its manifest entry called it missing.
        #expect(result.stdout.components(separatedBy: "named pipe (FIFO)").count == 3, "\(result.stdout)")
        #expect(!result.stdout.contains("manifest.entryWithoutFile"), "\(result.stdout)")
    }

    @Test func previewNamesTheFIFOs() throws {
        let (parent, folder) = try Self.folderWithFIFOs()
        defer { try? FileManager.default.removeItem(at: parent) }
        let result = try Self.runBounded([
            "preview", folder.path, "--output", parent.appendingPathComponent("preview.html").path,
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        for file in ["denny_001_easy.json", "denny_002_easy.json"] {
            #expect(
                result.stderr.contains("\(file): cannot read the file: it is a named pipe (FIFO)"), "\(result.stderr)")
        }
    }

    @Test func importNamesTheFIFOs() throws {
        let (parent, folder) = try Self.folderWithFIFOs()
        defer { try? FileManager.default.removeItem(at: parent) }
        let stories = parent.appendingPathComponent("stories")
        let result = try Self.runBounded(["import", folder.path, "--into", stories.path])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("denny_001_easy.json") && result.stderr.contains("named pipe (FIFO)"),
            "\(result.stderr)")
        #expect(result.stderr.contains("denny_002_easy.json"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stories.appendingPathComponent("universe.yaml").path))
    }

    /// A FIFO under the samples' name was once taken for "no samples to keep" and passed over in silence.
    @Test func importNamesASamplesFileThatIsAFIFO() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("labyrinths")
        try FileManager.default.copyItem(
            atPath: Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path, toPath: folder.path)
        let samples = folder.appendingPathComponent("difficulty_samples.json")
        try FileManager.default.removeItem(at: samples)
        #expect(mkfifo(samples.path, 0o644) == 0)
        let result = try Self.runBounded([
            "import", folder.path, "--into", parent.appendingPathComponent("stories").path,
        ])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("difficulty_samples.json") && result.stderr.contains("named pipe (FIFO)"),
            "\(result.stderr)")
    }

    @Test func generateNamesAFIFOWhereAnOutputFileGoes() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let manifest = output.appendingPathComponent("manifest.json")
        #expect(mkfifo(manifest.path, 0o644) == 0)
        let result = try Self.runBounded(["generate", output.path])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("manifest.json") && result.stderr.contains("named pipe (FIFO)"), "\(result.stderr)")
        var status = stat()
        #expect(
            lstat(manifest.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "the FIFO is left, not replaced"
        )
    }

    @Test func aStoriesFileThatIsAFIFOIsNamed() throws {
        let parent = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let stories = parent.appendingPathComponent("content")
        try FileManager.default.copyItem(
            atPath: Mazegen.repositoryRoot.appendingPathComponent("content").path, toPath: stories.path)
        let figures = stories.appendingPathComponent("figures.yaml")
        try FileManager.default.removeItem(at: figures)
        #expect(mkfifo(figures.path, 0o644) == 0)
        let result = try Self.runBounded([
            "import", Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path, "--into", stories.path,
            "--dry-run",
        ])
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains("figures.yaml") && result.stderr.contains("named pipe (FIFO)"), "\(result.stderr)")
    }
}
