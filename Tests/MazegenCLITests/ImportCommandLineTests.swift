import Foundation
import Testing

@Suite("mazegen import, end to end", .serialized)
struct ImportCommandLineTests {
    static let shippedLabyrinths = Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths").path

    @Test func importsTheShippedFolderAndGenerateRemakesIt() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content")
        // The team keeps its figure library: the finales are imported as the figures they draw.
        try FileManager.default.createDirectory(at: stories, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Mazegen.repositoryRoot.appendingPathComponent("content/figures.yaml"),
                                         to: stories.appendingPathComponent("figures.yaml"))
        let result = try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 40 stories in 2 pack(s) into \(stories.path): universe.yaml (new), "))
        #expect(result.stderr.isEmpty)
        let config = folder.appendingPathComponent("config.yaml")
        let shippedConfig = try String(contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        try shippedConfig.write(to: config, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("labyrinths")
        #expect(try Mazegen.run(["generate", output.path, "--config", config.path]).status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.shippedLabyrinths) {
            #expect(try Data(contentsOf: output.appendingPathComponent(name))
                    == (try Data(contentsOf: URL(fileURLWithPath: Self.shippedLabyrinths).appendingPathComponent(name))), "\(name)")
        }
    }

    @Test func conflictsExitTwoAndWriteNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content")
        #expect(try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path]).status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: stories.path).sorted()
        let universe = try Data(contentsOf: stories.appendingPathComponent("universe.yaml"))
        let again = try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path])
        #expect(again.status == 2)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("pack id `ocean_adventures` is already used"))
        #expect(again.stderr.contains("story number 40 (040) is already used"))
        #expect(again.stderr.hasSuffix("problem(s); nothing written\n"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: stories.path).sorted() == before)
        #expect(try Data(contentsOf: stories.appendingPathComponent("universe.yaml")) == universe)
    }

    @Test func dryRunPrintsTheFilesAndTouchesNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Mazegen.run(["import", Self.shippedLabyrinths, "--into", folder.path, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("would write \(folder.path)/universe.yaml (new file):\n"))
        #expect(result.stdout.contains("would write \(folder.path)/packs/forest_friends.yaml (new file):\n"))
        #expect(result.stdout.hasSuffix("dry run: nothing written\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func oldLayoutIsRefusedWithExitTwo() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["denny_001_lv1.json", "denny_001_lv2.json", "manifest.json"] {
            try "{}".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try Mazegen.run(["import", folder.path, "--into", folder.appendingPathComponent("content").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("mazegen migrate --dry-run"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("content").path))
    }
}
