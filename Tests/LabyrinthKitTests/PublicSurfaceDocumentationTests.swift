import Foundation
import Testing

/// LabyrinthKit is what the app imports; its public members are the app's reference, so each one says what it
/// is for. This reads the sources and names every `public` declaration with no `///` comment directly above it
/// (attribute lines such as `@inlinable` may stand between).
@Suite("LabyrinthKit: public surface documented")
struct PublicSurfaceDocumentationTests {
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LabyrinthKit")

    /// `public …`, also after attributes on the same line (`@inlinable public func`).
    static func isPublicDeclaration(_ line: Substring) -> Bool {
        var words = line.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        return words.first == "public"
    }

    static func isAttributeOnly(_ line: Substring) -> Bool {
        line.hasPrefix("@") && !isPublicDeclaration(line)
    }

    /// `file:line` of each undocumented public declaration in one source text.
    static func undocumented(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        var missing: [String] = []
        for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
            var above = index - 1
            while above >= 0, isAttributeOnly(lines[above]) { above -= 1 }
            if above < 0 || !lines[above].hasPrefix("///") { missing.append("\(file):\(index + 1)") }
        }
        return missing
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sourceFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5, "found too few LabyrinthKit sources at \(Self.sourceFolder.path); did the folder move?")
        var missing: [String] = []
        var declarations = 0
        for file in files.sorted() {
            let text = try String(contentsOf: Self.sourceFolder.appendingPathComponent(file), encoding: .utf8)
            declarations += text.split(separator: "\n").count { Self.isPublicDeclaration($0.drop { $0 == " " }) }
            missing += Self.undocumented(in: text, file: "Sources/LabyrinthKit/" + file)
        }
        #expect(declarations > 30, "the scan found too few public declarations; did the spelling change?")
        #expect(missing.isEmpty, "public without a /// comment directly above: \(missing.joined(separator: ", "))")
    }

    /// The scan itself: attributes between comment and declaration are allowed, a blank line or `//` is not.
    @Test func theScanReadsCommentsAndAttributes() {
        let text = """
            /// Documented.
            public struct A {}
            /// Documented, with an attribute between.
            @inlinable
            public func b() {}
            // Not a doc comment.
            public var c: Int
            /// Separated by a blank line.

            public var d: Int
                @discardableResult public func e() {}
            package func f() {}
            """
        #expect(Self.undocumented(in: text, file: "X.swift") == ["X.swift:7", "X.swift:10", "X.swift:11"])
    }
}
