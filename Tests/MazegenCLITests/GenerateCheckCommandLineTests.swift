import ContentCatalogue
import ContentFormat
import ContentJSON
import Foundation
import LabyrinthKit
import TestSupport
import Testing

/// generate checks what it is about to write with validate's rules: an error stops it before the disk changes,
/// naming the file, the rule and the message; a warning is printed, and stops it only under --strict.
@Suite("generate keeps validate's rules", .serialized)
struct GenerateCheckCommandLineTests {
    /// The sample catalogue with story 1's easy labyrinth kept as a drawing changed by `edit`: a catalogue whose
    /// output validate judges as the test chooses.
    static func catalogue(in folder: URL, edit: (JSONObject) -> JSONObject) throws -> (config: String, output: URL) {
        let shipped = Mazegen.repositoryRoot.appendingPathComponent("content")
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("drawings"), withIntermediateDirectories: true)
        for name in ["universe.yaml", "figures.yaml", "packs"] {
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(name), to: content.appendingPathComponent(name))
        }
        let file = try JSONReader.parse(
            Array(try Data(contentsOf: shipped.appendingPathComponent("labyrinths/denny_001_easy.json")))
        ).value
        let pathData = try #require(file[pointer: .labyrinth(.pathData)]?.objectValue)
        let name = try #require(LabyrinthName(parsing: "denny_001_easy"))
        let drawing = KeptDrawing(name: name, pathData: edit(pathData), sourceFile: KeptDrawing.relativePath(of: name))
        try Data(KeptDrawingText.render(drawing).utf8).write(to: content.appendingPathComponent(drawing.sourceFile))
        // And story 2's easy labyrinth kept as it is, for `--fresh 2` to forget.
        let second = try JSONReader.parse(
            Array(try Data(contentsOf: shipped.appendingPathComponent("labyrinths/denny_002_easy.json")))
        ).value
        let secondName = try #require(LabyrinthName(parsing: "denny_002_easy"))
        let kept = KeptDrawing(
            name: secondName, pathData: try #require(second[pointer: .labyrinth(.pathData)]?.objectValue),
            sourceFile: KeptDrawing.relativePath(of: secondName))
        try Data(KeptDrawingText.render(kept).utf8).write(to: content.appendingPathComponent(kept.sourceFile))
        let config = try String(
            contentsOf: Mazegen.repositoryRoot.appendingPathComponent("config.yaml"), encoding: .utf8)
        let configFile = folder.appendingPathComponent("config.yaml")
        try Data(config.utf8).write(to: configFile)
        return (configFile.path, folder.appendingPathComponent("labyrinths"))
    }

    /// An easy labyrinth whose drawing says it is hard: `labyrinth.complexity`, an error.
    static func hardComplexity(_ pathData: JSONObject) -> JSONObject {
        var changed = pathData
        changed["complexity"] = .string("hard")
        return changed
    }

    @Test func anErrorStopsTheRunBeforeAnythingIsWritten() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, output) = try Self.catalogue(in: folder, edit: Self.hardComplexity)
        let refused = try Mazegen.run(["generate", "--config", config, output.path])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains(output.path + "/denny_001_easy.json"), "\(refused.stderr)")
        #expect(
            refused.stderr.contains("error    `path_data.complexity` is \"hard\"; expected \"easy\""),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("labyrinth.complexity"))
        #expect(refused.stderr.contains("error: generate wrote nothing to \(output.path)"))
        #expect(!FileManager.default.fileExists(atPath: output.path), "a refused run leaves no folder")

        // Over a folder that is there: not a byte of it changes, and no lock is left.
        let good = try Mazegen.run(["generate", output.path])
        #expect(good.status == 0, "\(good.stderr)")
        let before = try FolderTree.files(under: output)
        let again = try Mazegen.run(["generate", "--config", config, output.path])
        #expect(again.status == 1)
        #expect(try FolderTree.files(under: output) == before)
    }

    /// `--fresh` forgets kept drawings only once the run will write: refused by the rules, or by a migration left
    /// unfinished in the folder, the catalogue is as it was.
    @Test func aRefusedFreshRunForgetsNoDrawing() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, output) = try Self.catalogue(in: folder, edit: Self.hardComplexity)
        let drawings = folder.appendingPathComponent("content/drawings")
        let before = try FolderTree.files(under: drawings)
        let refused = try Mazegen.run(["generate", "--config", config, output.path, "--fresh", "2"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("note: \(output.path)/denny_001_easy.json is written from the kept drawing"),
            "\(refused.stderr)")
        #expect(try FolderTree.files(under: drawings) == before)

        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: output.appendingPathComponent(".mazegen-migration.json"))
        let migrating = try Mazegen.run(["generate", "--config", config, output.path, "--fresh", "1", "2"])
        #expect(migrating.status == 2, "\(migrating.stderr)")
        #expect(migrating.stderr.contains("a migration was interrupted here"), "\(migrating.stderr)")
        #expect(try FolderTree.files(under: drawings) == before)
    }

    @Test func aWarningIsPrintedAndStopsTheRunOnlyUnderStrict() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (config, output) = try Self.catalogue(in: folder) { pathData in
            var changed = pathData
            changed["width"] = .int(35)
            return changed
        }
        let strict = try Mazegen.run(["generate", "--strict", "--config", config, output.path])
        #expect(strict.status == 1, "\(strict.stderr)")
        #expect(
            strict.stderr.contains("level.pathWidth") && strict.stderr.contains("--strict counts warnings"),
            "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let plain = try Mazegen.run(["generate", "--config", config, output.path])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(
            plain.stderr.contains("warning  `width` is 35; the easy level draws paths 40 wide  level.pathWidth"),
            "\(plain.stderr)")
        #expect(plain.stdout.hasPrefix("generated 120 labyrinths"))
    }
}
