import Testing

@testable import ContentSupport

@Suite("mazegen --version")
struct VersionCommandLineTests {
    @Test func printsTheVersionConstantAndExitsZero() throws {
        let result = try Mazegen.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == MazegenVersion.current + "\n")
        #expect(result.stderr.isEmpty)
    }

    /// `scripts/release.sh` names the release after this output, so it must stay one semantic version.
    @Test func theVersionIsMajorMinorPatch() {
        let parts = MazegenVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    }
}
