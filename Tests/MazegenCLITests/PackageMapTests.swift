import Foundation
import Testing

/// `Package.swift` is the map of the code, but SwiftPM lets a target import a module that one of its dependencies
/// brings along without listing it. This holds the map whole: every module a source file imports is one its
/// target lists (or the platform's).
@Suite("the package map")
struct PackageMapTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let platformModules: Set<String> = [
        "Foundation", "FoundationXML", "Dispatch", "Glibc", "Darwin", "Testing", "PackageDescription",
    ]

    struct Target {
        var name: String
        var path: String
        var dependencies: Set<String>
    }

    /// The targets as `Package.swift` writes them: `.target(name: "X", dependencies: [...], path: "...")`, a product
    /// dependency by its product name, `yams` as Yams.
    static func targets(in manifest: String) -> [Target] {
        let starts = manifest.ranges(of: #/\.(?:target|executableTarget|testTarget)\(\s*name: "(\w+)"/#)
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : manifest.endIndex
            let text = String(manifest[starts[index].lowerBound..<end])
            let name = String(text.firstMatch(of: #/name: "(\w+)"/#)!.1)
            let kind = text.hasPrefix(".testTarget") ? "Tests" : "Sources"
            let path = text.firstMatch(of: #/path: "([^"]+)"/#).map { String($0.1) } ?? "\(kind)/\(name)"
            var dependencies: Set<String> = []
            if let list = text.firstMatch(of: #/dependencies: \[([^\]]*)\]/#) {
                let body = String(list.1).replacing(#/\.product\(name: "(\w+)"[^)]*\)/#) { "\"\($0.1)\"" }
                dependencies = Set(body.matches(of: #/"(\w+)"/#).map { String($0.1) })
                if body.contains("yams") { dependencies.insert("Yams") }
            }
            return Target(name: name, path: path, dependencies: dependencies)
        }
    }

    /// The manifest without its tools version and the block between `// optimized: begin` and `// optimized: end`.
    static func mapPart(of manifest: String) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        if let begin = lines.firstIndex(of: "// optimized: begin"), let end = lines.firstIndex(of: "// optimized: end")
        {
            lines.removeSubrange(begin...end)
        }
        return lines.joined(separator: "\n")
    }

    /// Toolchains before 6.2 read `Package@swift-6.0.swift`, which leaves out the unsafe `-O` flag; it must be the
    /// same map, or the app's toolchain would build another package than CI does.
    @Test func theManifestForOlderToolchainsIsTheSameMap() throws {
        let current = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let older = try String(contentsOf: Self.root.appendingPathComponent("Package@swift-6.0.swift"), encoding: .utf8)
        #expect(current.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(older.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(older.contains("let optimized: [SwiftSetting] = []"))
        #expect(!older.contains("unsafeFlags"))
        #expect(
            Self.mapPart(of: current) == Self.mapPart(of: older),
            "Package@swift-6.0.swift differs from Package.swift outside the optimized block; copy the change over"
        )
    }

    @Test func everyImportIsOfADeclaredDependency() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.targets(in: manifest)
        #expect(targets.count > 10, "the manifest reader found too few targets; did Package.swift change its style?")
        var undeclared: [String] = []
        for target in targets {
            let folder = Self.root.appendingPathComponent(target.path)
            let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }
            for file in files.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                // Plain prefix tests, not a regex per line: a regex over every line of the sources took seconds.
                for line in text.split(separator: "\n") {
                    let statement = line.hasPrefix("@testable ") ? line.dropFirst("@testable ".count) : line[...]
                    let name = statement.dropFirst("import ".count)
                    guard statement.hasPrefix("import "), !name.isEmpty,
                        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                    else { continue }
                    let module = String(name)
                    if !Self.platformModules.contains(module) && !target.dependencies.contains(module) {
                        undeclared.append(
                            "\(target.path)/\(file) imports \(module), which \(target.name) does not list")
                    }
                }
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    @Test func theManifestReaderReadsTheStyleOfPackageSwift() {
        let sample = """
            .target(name: "A", dependencies: ["B", yams], path: "Sources/x/A"),
            .executableTarget(
                name: "cli",
                dependencies: ["A", .product(name: "ArgumentParser", package: "swift-argument-parser")]
            ),
            .testTarget(name: "ATests", dependencies: ["A"]),
            """
        let targets = Self.targets(in: sample)
        #expect(targets.map(\.name) == ["A", "cli", "ATests"])
        #expect(targets[0].dependencies == ["B", "Yams"] && targets[0].path == "Sources/x/A")
        #expect(targets[1].dependencies == ["A", "ArgumentParser"] && targets[1].path == "Sources/cli")
        #expect(targets[2].path == "Tests/ATests")
    }
}
