import Foundation
import TestSupport
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
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("content/figures.yaml"),
            to: stories.appendingPathComponent("figures.yaml"))
        let result = try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("imported 40 stories in 2 pack(s) into \(stories.path): universe.yaml (new), "))
        #expect(result.stderr.isEmpty)
        let config = folder.appendingPathComponent("config.yaml")
        let shippedConfig = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        try shippedConfig.write(to: config, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("labyrinths")
        #expect(try Mazegen.run(["generate", output.path, "--config", config.path]).status == 0)
        // The labyrinths, the manifest and the samples: the clips are narrate's.
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.shippedLabyrinths) where name != "audio" {
            #expect(
                try Data(contentsOf: output.appendingPathComponent(name))
                    == (try Data(contentsOf: URL(fileURLWithPath: Self.shippedLabyrinths).appendingPathComponent(name))),
                "\(name)")
        }
    }

    @Test func conflictsExitTwoAndWriteNothing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stories = folder.appendingPathComponent("content")
        #expect(try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path]).status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: stories.path).sorted()
        let universe = try Data(contentsOf: stories.appendingPathComponent("universe.yaml"))
        // The same folder again has nothing to do; another folder with the same story numbers is a conflict.
        let same = try Mazegen.run(["import", Self.shippedLabyrinths, "--into", stories.path])
        #expect(same.status == 0)
        #expect(same.stdout.hasPrefix("nothing to do: "))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: stories.path).sorted() == before)
        let other = folder.appendingPathComponent("other")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.shippedLabyrinths), to: other)
        let manifest = other.appendingPathComponent("manifest.json")
        try Data(
            String(decoding: try Data(contentsOf: manifest), as: UTF8.self)
                .replacingOccurrences(of: "\"Ocean Adventures\"", with: "\"Sea Tales\"").utf8
        ).write(to: manifest)
        let again = try Mazegen.run(["import", other.path, "--into", stories.path])
        #expect(again.status == 2)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("pack id `ocean_adventures` is already used"))
        #expect(again.stderr.contains("story number 20 (020) is already used"))
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

/// docs/COMMANDS.md's "Adopting mazegen on a folder you already ship", command by command, in a copy of the repository's
/// layout whose sample catalogue made way: import, generate into the shipped folder, validate, and the shipped
/// folder is byte for byte as it was (what `git status` in the app's repository would show).
@Suite("adopting a shipped folder, as docs/COMMANDS.md says")
struct AdoptionCommandLineTests {
    static let appToday = Mazegen.repositoryRoot.appendingPathComponent("../shared/fixtures/app-today")

    @Test func theAdoptionPathsThreeCommandsLeaveTheShippedFolderAsItWas() throws {
        let repository = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.copyItem(
            at: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"),
            to: repository.appendingPathComponent("config.yaml"))
        // The app's own files when they are next to this checkout (story 44 left out: only its hard level is
        // there), else mazegen's shipped folder: both are folders the app ships today.
        let shipped: URL
        if FileManager.default.fileExists(atPath: Self.appToday.appendingPathComponent("manifest.json").path) {
            let present = Set(
                try FileManager.default.contentsOfDirectory(atPath: Self.appToday.path).filter {
                    $0.hasPrefix("denny_")
                })
            shipped = try KilledRunTests.copy(Self.appToday, to: repository) { story in
                story != 44 && present.contains { $0.hasPrefix("denny_" + String(format: "%03d", story) + "_") }
            }
        } else {
            shipped = try KilledRunTests.smallShippedFolder(in: repository)
        }
        let samplesSource =
            FileManager.default.fileExists(atPath: Self.appToday.appendingPathComponent("manifest.json").path)
            ? Self.appToday : Mazegen.repositoryRoot.appendingPathComponent("content/labyrinths")
        try FileManager.default.copyItem(
            at: samplesSource.appendingPathComponent("difficulty_samples.json"),
            to: shipped.appendingPathComponent("difficulty_samples.json"))
        let before = try FolderTree.files(under: shipped)
        let imported = try Mazegen.run(["import", shipped.path], in: repository)
        #expect(imported.status == 0, "\(imported.stderr)")
        let generated = try Mazegen.run(["generate", shipped.path], in: repository)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("(0 written, "), "\(generated.stdout)")
        let validated = try Mazegen.run(["validate", shipped.path], in: repository)
        #expect(validated.stdout.contains(" 0 errors"), "\(validated.stdout)")
        let after = try FolderTree.files(under: shipped)
        #expect(after.keys.sorted() == before.keys.sorted())
        for name in before.keys.sorted() { #expect(after[name] == before[name], "\(name) changed") }
    }
}
