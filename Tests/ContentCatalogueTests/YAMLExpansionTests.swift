import Foundation
import Testing

@testable import ContentCatalogue

/// A few hundred bytes of aliases that each repeat the last ten times expand to billions of values: every reader
/// of the tree (the schema check, the decoders, merge flattening) would walk them all. The file is refused when it
/// is parsed, after a bounded count, naming it.
@Suite("YAML expansion bound")
struct YAMLExpansionTests {
    /// `entries` list entries, each merging the one before it ten times (`<<: [*e0, *e0, …]`).
    static func mergeChain(entries: Int) -> String {
        var lines = ["clips:", "  - &e0 {a: 1, b: 2}"]
        for index in 1..<entries {
            let sources = Array(repeating: "*e\(index - 1)", count: 10).joined(separator: ", ")
            lines.append("  - &e\(index) {<<: [\(sources)], k\(index): \(index)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aChainOfMergesIsRefusedWithTheFileNamed() throws {
        let text = Self.mergeChain(entries: 12)
        #expect(text.utf8.count < 1000)
        let error = try #require(sourceError { _ = try YAMLSource.parse(text, file: "content/narration.yaml") })
        let problem = try #require(error.problems.first)
        #expect(problem.file == "content/narration.yaml")
        #expect(problem.message.contains("aliases and merge keys"))
    }

    @Test func aChainOfPlainAliasesIsRefusedToo() throws {
        var lines = ["a0: &a0 [1, 2, 3]"]
        for index in 1..<12 {
            lines.append(
                "a\(index): &a\(index) [" + Array(repeating: "*a\(index - 1)", count: 10).joined(separator: ", ") + "]")
        }
        #expect(sourceError { _ = try YAMLSource.parse(lines.joined(separator: "\n"), file: "f.yaml") } != nil)
    }

    @Test func whatTheShippedFilesExpandToIsFarBelowTheBound() throws {
        let folder = SourceTestFiles.file("content")
        var files = [SourceTestFiles.file("config.yaml"), folder + "/universe.yaml", folder + "/figures.yaml"]
        files += try FileManager.default.contentsOfDirectory(atPath: folder + "/packs").map { folder + "/packs/" + $0 }
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let source = try YAMLSource.parse(text, file: file)
            #expect(
                YAMLSource.expansionProblem(source.root, file: file, limit: YAMLSource.expandedValueLimit / 10) == nil)
        }
    }

    @Test func aFewMergesWithinTheBoundStillDecode() throws {
        let text = Self.mergeChain(entries: 3)
        let source = try YAMLSource.parse(text, file: "f.yaml")
        #expect(YAMLSource.expansionProblem(source.root, file: "f.yaml") == nil)
    }
}
