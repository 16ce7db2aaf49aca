import Foundation
import TestSupport
import Testing

/// LabyrinthKit is what the app imports; its public members are the app's reference, so each one says what it
/// is for. This reads the sources and names every `public` declaration with no `///` comment directly above it
/// (attribute lines such as `@inlinable` may stand between).
@Suite("LabyrinthKit: public surface documented")
struct PublicSurfaceDocumentationTests {
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/LabyrinthKit")

    @Test func everyPublicDeclarationHasADocComment() throws {
        let surface = try PublicSurface(folder: Self.sourceFolder, label: "Sources/LabyrinthKit")
        #expect(
            surface.countByFile.count >= 5,
            "found too few LabyrinthKit sources at \(Self.sourceFolder.path); did the folder move?")
        #expect(surface.declarations.count > 30, "the scan found too few public declarations; did the spelling change?")
        #expect(
            surface.undocumented.isEmpty,
            "public without a /// comment directly above: \(surface.undocumented.joined(separator: ", "))")
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
        let scan = PublicSurface.scan(text, file: "X.swift")
        #expect(scan.undocumented == ["X.swift:7", "X.swift:10", "X.swift:11"])
        #expect(scan.declarations == ["X.swift:2", "X.swift:5", "X.swift:7", "X.swift:10", "X.swift:11"])
    }
}
