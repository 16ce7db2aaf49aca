import Foundation
import Testing

/// Runs the built `mazegen` binary the way a user or CI does and looks only at exit codes and output.
enum Mazegen {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `swift test` builds every product next to the test bundle.
    static let binary: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("mazegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return repositoryRoot.appendingPathComponent(".build/debug/mazegen")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:])
        throws -> Result
    {
        try start(arguments, in: directory, environment: environment).finish()
    }

    /// A run under way, so a test can have several at once.
    struct Running {
        let process: Process
        let out: Pipe
        let err: Pipe

        func finish() throws -> Result {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus,
                stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    static func start(_ arguments: [String], in directory: URL = repositoryRoot, environment: [String: String] = [:])
        throws -> Running
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Running(process: process, out: out, err: err)
    }
}

func scratchFolder(_ label: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mazegen-cli-\(label.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("mazegen generate, end to end", .serialized)
struct GenerateCommandLineTests {
    @Test func printsOneSummaryLineAndExitsZero() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Mazegen.run(["generate", folder.appendingPathComponent("labyrinths").path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(result.stdout.hasPrefix("generated 120 labyrinths from 2 packs, 40 stories in "))
        #expect(result.stdout.hasSuffix(" s (122 written, 0 unchanged)\n"))
        #expect(result.stderr.isEmpty)

        let again = try Mazegen.run(["generate", folder.appendingPathComponent("labyrinths").path])
        #expect(again.stdout.hasSuffix("(0 written, 122 unchanged)\n"))
    }

    @Test func matchesTheCommittedContent() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("labyrinths")
        #expect(try Mazegen.run(["generate", output.path]).status == 0)
        let committed = Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        // The clips are narrate's, not generate's: the committed folder has them beside the labyrinths.
        #expect(
            names
                == (try FileManager.default.contentsOfDirectory(atPath: committed.path).filter { $0 != "audio" }
                    .sorted()))
        for name in names {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(
                fresh == (try Data(contentsOf: committed.appendingPathComponent(name))),
                "content/labyrinths/\(name) is out of date: run `swift run mazegen generate`")
        }
    }

    @Test func brokenYAMLExitsTwoWithLineAndColumnAndWritesNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("broken.yaml")
        try Data("seed: 1\nlevels: [easy\nuniverse: denny\n".utf8).write(to: config)
        let output = folder.appendingPathComponent("out")
        let result = try Mazegen.run(["generate", "--config", config.path, output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.yaml:3:"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aGridTooSmallForItsLevelExitsTwoAndWritesNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        let tiny = shipped.replacingOccurrences(of: "grid: {rows: 3, cols: 4}", with: "grid: {rows: 2, cols: 2}")
            .replacingOccurrences(of: "max_attempts: 1000", with: "max_attempts: 20")
            .replacingOccurrences(
                of: "stories_folder: content", with: "stories_folder: \(Mazegen.repositoryRoot.path)/content")
        #expect(tiny != shipped)
        let config = folder.appendingPathComponent("config.yaml")
        try Data(tiny.utf8).write(to: config)
        let output = folder.appendingPathComponent("out")
        let result = try Mazegen.run(["generate", "--config", config.path, output.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("level easy"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anUnknownLevelInTheConfigExitsTwo() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        let config = folder.appendingPathComponent("config.yaml")
        try Data(shipped.replacingOccurrences(of: "lv3: medium", with: "lv3: middling").utf8).write(to: config)
        let result = try Mazegen.run(["generate", "--config", config.path, folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("middling"), "\(result.stderr)")
    }

    @Test func anUnwritableOutputFolderExitsTwo() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try Mazegen.run(["generate", blocker.path + "/labyrinths"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot create the folder"), "\(result.stderr)")
    }

    @Test func usageErrorsExitTwoAndHelpExitsZero() throws {
        #expect(try Mazegen.run(["generate", "--no-such-flag"]).status == 2)
        #expect(try Mazegen.run(["generate", "--seed", "minus-one"]).status == 2)
        #expect(try Mazegen.run(["no-such-command"]).status == 2)
        let help = try Mazegen.run(["generate", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--only"))
    }

    @Test func aMissingExplicitConfigExitsTwo() throws {
        let result = try Mazegen.run(["generate", "--config", "/nonexistent/config.yaml", "/tmp/never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/config.yaml"))
    }
}
