import ContentTestSupport
import Foundation
import LabyrinthKit
import TestSupport
import Testing

@testable import ContentCatalogue
@testable import ContentFormat
@testable import ContentGenerate
@testable import ContentImport
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// Adopting mazegen on the folder the app ships: `import`, then `generate` into that folder, and the app's
/// repository shows no change: every file byte for byte as it was, keys mazegen does not model included.
@Suite("adoption leaves the shipped folder as it was")
struct AdoptInPlaceTests {
    /// Today's content laid out the way the app's own files are (see the app-today fixture): no newline at the end,
    /// `age_range` after the id in the later packs, an adventure's rule and emoji after the audio, and a manifest of
    /// packs, labyrinths, total without a `universe`.
    static func appStyled(_ files: [String: [UInt8]]) throws -> [String: [UInt8]] {
        var styled: [String: [UInt8]] = [:]
        for (name, bytes) in files {
            let value = try JSONReader.parse(bytes).value
            guard var object = value.objectValue else {
                styled[name] = bytes
                continue
            }
            if let labyrinth = LabyrinthName(parsing: name) {
                let moved = ["item_rule", "item_emoji"]
                var members = object.members.filter { !moved.contains($0.key) }
                if labyrinth.story > 20 { members.insert(JSONMember("age_range", .string("3-6")), at: 1) }
                members += object.members.filter { moved.contains($0.key) }
                object = JSONObject(members)
            } else if name == ContentLayout.manifestName {
                object = JSONObject(
                    ["packs", "labyrinths", "total"].compactMap { key in object[key].map { JSONMember(key, $0) } })
            }
            styled[name] = JSONWriter.bytes(.object(object), finalNewline: false)
        }
        return styled
    }

    /// Writes `files` as the app's folder, imports it, generates into it; the folder before and after.
    static func importAndRegenerateInPlace(_ files: [String: [UInt8]], fresh: Set<Int> = [], seed: UInt64? = nil) throws
        -> (before: [String: Data], after: [String: Data], report: ValidationReport)
    {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: app.appendingPathComponent(name)) }
        let before = try FolderTree.files(under: app)

        let stories = root.appendingPathComponent("content").path
        try CatalogueImport.prepare(source: try DiskContentSource(folder: app.path), into: stories, config: .defaults)
            .write()
        let catalogue = try StoryCatalogue.load(from: stories, expectedUniverse: "denny")
        let made = try ContentGenerator(config: .defaults, catalogue: catalogue, seed: seed).generate(
            freshStories: fresh, parallelism: 2)
        let writer = ContentWriter(folder: ContentFolder(path: app.path), universe: "denny")
        let content = try writer.laidOut(made, parallelism: 2)
        let report = try GenerationCheck.findings(content, writtenOver: app.path, validator: Validator())
        _ = try writer.write(content, prune: false, parallelism: 2)
        return (before, try FolderTree.files(under: app), report)
    }

    @Test func todaysShapeOfFolderComesBackByteForByte() throws {
        let shipped = try Self.appStyled(try AdoptShippedFolderTests.todaysThemedFolder())
        let (before, after, report) = try Self.importAndRegenerateInPlace(shipped)
        #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.prefix(3))")
        #expect(after.keys.sorted() == before.keys.sorted())
        for name in before.keys.sorted() { #expect(after[name] == before[name], "\(name) changed") }
    }

    /// The app's real files (the fixture; story 44 left out, as only its hard level is there).
    @Test(
        .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)))
    func theAppsOwnFilesComeBackByteForByte() throws {
        var shipped = try AdoptShippedFolderTests.fixtureFolder().filter { LabyrinthName(parsing: $0.key)?.story != 44 }
        try AppLayoutFolder.edit(&shipped, ContentLayout.manifestName) { manifest in
            let entries = (manifest[pointer: "/labyrinths"]?.arrayValue ?? []).filter {
                $0[pointer: "/story"]?.intValue != 44
            }
            let packs = (manifest[pointer: "/packs"]?.arrayValue ?? []).map { pack in
                pack.setting(
                    "/stories", to: .array((pack[pointer: "/stories"]?.arrayValue ?? []).filter { $0.intValue != 44 }))
            }
            return manifest.setting("/labyrinths", to: .array(entries)).setting("/packs", to: .array(packs))
                .setting("/total", to: .int(entries.count))
        }
        // As the app writes it: keys in the shipped order, no newline at the end.
        shipped[ContentLayout.manifestName] = Array(
            try JSONWriter.bytes(
                JSONReader.parse(try #require(shipped[ContentLayout.manifestName])).value,
                finalNewline: false))
        let (before, after, report) = try Self.importAndRegenerateInPlace(shipped)
        #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.prefix(3))")
        #expect(after.keys.sorted() == before.keys.sorted())
        for name in before.keys.sorted() { #expect(after[name] == before[name], "\(name) changed") }
    }

    /// A story remade with --fresh is written in the folder's own style: its members where the shipped file had
    /// them, `age_range` kept, no newline added; the rest of the folder is untouched.
    @Test func aRemadeStoryIsWrittenInTheFoldersOwnStyle() throws {
        let shipped = try Self.appStyled(try AdoptShippedFolderTests.todaysThemedFolder())
        let (before, after, _) = try Self.importAndRegenerateInPlace(shipped, fresh: [23], seed: 7)
        for name in before.keys.sorted() where name.hasSuffix(".json") {
            let old = try #require(before[name])
            let new = try #require(after[name])
            guard LabyrinthName(parsing: name)?.story == 23 else {
                if name != ContentLayout.manifestName { #expect(new == old, "\(name) changed") }
                continue
            }
            #expect(new != old, "\(name) should be a new maze")
            let oldKeys = try JSONReader.parse(Array(old)).value.objectValue?.keys
            let newKeys = try JSONReader.parse(Array(new)).value.objectValue?.keys
            #expect(newKeys == oldKeys)
            #expect(new.last == UInt8(ascii: "}"))
        }
    }

    /// What laying out found on disk byte for byte is not read again by the writer; a file that differs is written.
    @Test func filesAlreadyOnDiskAreLeftWithoutASecondReading() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let shipped = try Self.appStyled(try AdoptShippedFolderTests.todaysThemedFolder())
        for (name, bytes) in shipped { try Data(bytes).write(to: app.appendingPathComponent(name)) }
        let stories = root.appendingPathComponent("content").path
        try CatalogueImport.prepare(source: try DiskContentSource(folder: app.path), into: stories, config: .defaults)
            .write()
        let made = try ContentGenerator(config: .defaults, catalogue: try StoryCatalogue.load(from: stories)).generate(
            parallelism: 2)
        try Data("{}".utf8).write(to: app.appendingPathComponent("denny_002_easy.json"))
        let writer = ContentWriter(folder: ContentFolder(path: app.path), universe: "denny")
        let content = try writer.laidOut(made, parallelism: 2)
        #expect(content.alreadyOnDisk == Set(shipped.keys).subtracting(["denny_002_easy.json"]))
        let summary = try writer.write(content, prune: false, parallelism: 2)
        #expect(summary.written == ["denny_002_easy.json"])
        // Over `{}` there is no layout to keep: generate's own file, without the trailing newline `{}` lacked.
        let rewritten = try JSONReader.parse(
            Array(try Data(contentsOf: app.appendingPathComponent("denny_002_easy.json")))
        ).value
        #expect(
            rewritten
                == (try JSONReader.parse(
                    try #require(content.labyrinths.first { $0.name.value == "denny_002_easy.json" }?.bytes)
                ).value))
    }
}
