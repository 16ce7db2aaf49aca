import Foundation
import LabyrinthKit
import Testing

@testable import ContentFormat

/// The manifest is written from LabyrinthKit's own shape; what the app decodes from the bytes is that shape again,
/// with what it may lack (packs, an entry's story or location) left out, not written as null.
@Suite("manifest document")
struct ManifestDocumentTests {
    static let full = LabyrinthManifest(
        total: 2,
        packs: [PackInfo(id: "ocean_adventures", title: "Ocean Adventures", freeStories: 1, stories: [2, 1])],
        labyrinths: [
            .init(
                id: "denny_001_easy", difficulty: "easy", story: 1, theme: "ocean", location: "sandy_shore",
                title: "One"),
            .init(
                id: "denny_002_easy", difficulty: "easy", story: 2, theme: "forest", location: "old_oak", title: "Two"),
        ])

    static func roundTrip(_ manifest: LabyrinthManifest) throws -> (LabyrinthManifest, String) {
        let bytes = JSONWriter.bytes(ManifestDocument.make(universe: "denny", manifest: manifest))
        return (
            try JSONDecoder().decode(LabyrinthManifest.self, from: Data(bytes)), String(decoding: bytes, as: UTF8.self)
        )
    }

    @Test func theAppReadsBackWhatWasWritten() throws {
        let (read, text) = try Self.roundTrip(Self.full)
        #expect(read == Self.full)
        #expect(text.hasPrefix("{\n  \"universe\": \"denny\",\n  \"total\": 2,\n  \"packs\": ["))
    }

    @Test func whatAManifestMayLackIsLeftOut() throws {
        var sparse = Self.full
        sparse.packs = nil
        sparse.labyrinths[1].story = nil
        sparse.labyrinths[1].location = nil
        let (read, text) = try Self.roundTrip(sparse)
        #expect(read == sparse)
        #expect(!text.contains("null") && !text.contains("\"packs\""))
        #expect(
            text.components(separatedBy: "\"story\"").count == 2
                && text.components(separatedBy: "\"location\"").count == 2)
    }
}
