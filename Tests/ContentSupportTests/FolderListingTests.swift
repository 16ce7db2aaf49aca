import Foundation
import Testing

@testable import ContentSupport

/// `FolderListing.entries(of:)` lists a folder in the order `String`'s `<` gives the names, whichever way it
/// compares them.
@Suite("Folder listing: sorted by name")
struct FolderListingTests {
    static let asciiNames = [
        "denny_010_easy.json", "denny_002_hard.json", "Denny_002_hard.json", "manifest.json", "a", "ab", "a b", "_x",
        "~", "0", ".hidden", "denny_002_easy.json", "denny_002_easy.json.tmp", "Z", "z",
    ]

    /// ASCII names (the bytes compared), then the same with names that are not ASCII, precomposed or not (String's
    /// own order, which compares them canonically).
    @Test(arguments: [asciiNames, asciiNames + ["é.json", "e\u{301}x.json", "ÿ", "ß", "🐚.json", "f"]])
    func sortsAsStringSortsTheNames(_ names: [String]) {
        let entries = names.reversed().map { ListedEntry(name: $0, kind: .file) }
        #expect(FolderListing.sortedByName(entries).map(\.name) == names.sorted())
    }

    @Test func aFolderIsListedInThatOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in Self.asciiNames {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        #expect(try FolderListing.entries(of: folder.path).map(\.name) == Self.asciiNames.sorted())
    }
}
