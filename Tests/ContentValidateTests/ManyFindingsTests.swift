import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentValidate

/// `validate` runs on files anyone may send: a file with a finding at each of a hundred thousand places must be
/// placed and reported in time that grows with the file, and print a bounded report.
@Suite("Validate: a file with very many findings")
struct ManyFindingsTests {
    /// `{"segments": [[0, 0, 1, 1], …]}`, one segment a line.
    static func segments(_ count: Int) -> [UInt8] {
        Array(
            ("{\n  \"segments\": [\n" + (0..<count).map { "    [\($0), 0, 1, 1]" }.joined(separator: ",\n")
                + "\n  ]\n}\n").utf8)
    }

    @Test func aHundredThousandPointersArePlacedInOneReading() {
        let count = 100_000
        let bytes = Self.segments(count)
        let pointers: [JSONPointer] =
            (0..<count).map { JSONPointer(tokens: ["segments", String($0), "2"]) } + [
                JSONPointer(tokens: ["segments", String(count)]), JSONPointer(tokens: ["nothing"]),
            ]
        let clock = ContinuousClock()
        var places: [(line: Int, column: Int)?] = []
        let elapsed = clock.measure { places = JSONReader.lineAndColumn(of: pointers, in: bytes) }
        #expect(places.count == count + 2)
        #expect(places[0]?.line == 3 && places[0]?.column == 12)
        #expect(places[count - 1]?.line == count + 2 && places[count - 1]?.column == 11 + String(count - 1).count)
        // Missing: the array that lacks the element, then the root that lacks the key.
        #expect(places[count]?.line == 2 && places[count]?.column == 3)
        #expect(places[count + 1]?.line == 1 && places[count + 1]?.column == 1)
        // One scan of the file per pointer took minutes; a debug build does it in a fraction of a second.
        #expect(elapsed < .seconds(15), "\(elapsed)")
    }

    /// A 4 MB file of two million numbers, its findings at the root and at a member an array cannot have: placing
    /// them passes over the text, without reading the values again (that reading took most of the 5 s a debug
    /// build spent on such a file).
    @Test func aFindingOutsideABigArrayIsPlacedWithoutReadingTheArray() {
        let bytes = Array(("[" + String(repeating: "1,", count: 2_000_000) + "1]\n").utf8)
        let clock = ContinuousClock()
        var places: [(line: Int, column: Int)?] = []
        let elapsed = clock.measure { places = JSONReader.lineAndColumn(of: [.root, "/x"], in: bytes) }
        #expect(places.map { $0?.line } == [1, 1] && places.map { $0?.column } == [1, 1])
        #expect(elapsed < .seconds(3), "\(elapsed)")
    }

    /// An element's place still counts the elements before it.
    @Test func aFindingInsideABigArrayIsPlacedByItsIndex() {
        let bytes = Array(("[" + String(repeating: "[1],", count: 20_000) + "[1]]\n").utf8)
        let places = JSONReader.lineAndColumn(of: ["/19999/0", "/7/x"], in: bytes)
        #expect(places.map { $0?.column } == [1 + 19_999 * 4 + 2, 1 + 7 * 4 + 1])
    }

    @Test func findingsOfAFileAreLocatedTogether() {
        let count = 20_000
        let bytes = Self.segments(count)
        var findings = (0..<count).map {
            Finding(
                ruleIdentifier: "maze.x", severity: .error, file: "a.json",
                pointer: JSONPointer(tokens: ["segments", String($0)]), message: "m")
        }[...]
        findings.append(
            Finding(ruleIdentifier: "maze.y", severity: .error, file: "a.json", line: 7, column: 8, message: "kept"))
        let clock = ContinuousClock()
        let elapsed = clock.measure { Finding.locate(&findings, in: bytes) }
        #expect(
            findings.dropLast().enumerated().allSatisfy { $0.element.line == $0.offset + 3 && $0.element.column == 5 })
        #expect(findings.last?.line == 7 && findings.last?.column == 8)
        #expect(elapsed < .seconds(15), "\(elapsed)")
    }

    static func finding(_ rule: String, _ file: String, _ index: Int, _ severity: Severity = .error) -> Finding {
        Finding(
            ruleIdentifier: rule, severity: severity, file: file, pointer: JSONPointer(tokens: ["p", String(index)]),
            line: index + 1, column: 1, message: "finding \(index)")
    }

    @Test func aRuleShowsAtMostAHundredFindingsInAFileThenCountsTheRest() {
        let many = (0..<250).map { Self.finding("maze.x", "a.json", $0, $0 == 200 ? .error : .warning) }
        let others =
            (0..<100).map { Self.finding("maze.y", "a.json", $0, .warning) }
            + (0..<3).map { Self.finding("maze.x", "b.json", $0) }
        let report = ValidationReport(findings: many + others, filesChecked: 2)
        let bounded = report.boundingRepeats()
        #expect(bounded.findings.count == 100 + 1 + 100 + 3)
        let shown = bounded.findings.filter { $0.ruleIdentifier == "maze.x" && $0.file == "a.json" }
        #expect(
            Array(shown.prefix(100))
                == report.findings.filter { $0.ruleIdentifier == "maze.x" && $0.file == "a.json" }.prefix(100).map {
                    $0
                })
        let rest = shown.last
        #expect(rest?.message.hasPrefix("150 more findings of this rule in this file are not shown") == true)
        #expect(rest?.pointer == nil && rest?.line == nil)
        // A hidden error keeps the report failing.
        #expect(rest?.severity == .error)
        // Placed right after the last finding shown of its rule, in the file's part of the report.
        let restIndex = bounded.findings.firstIndex { $0.message.hasPrefix("150 more") }!
        #expect(bounded.findings[restIndex - 1] == shown[99])
        #expect(bounded.findings.filter { $0.ruleIdentifier == "maze.y" }.count == 100)
    }

    @Test func aReportWithinTheBoundIsUnchanged() {
        let report = ValidationReport(findings: (0..<100).map { Self.finding("maze.x", "a.json", $0) }, filesChecked: 1)
        #expect(report.boundingRepeats() == report)
        #expect(ValidationReport(findings: [], filesChecked: 0).boundingRepeats().findings.isEmpty)
        // A file of more findings than the bound, no rule over it.
        let pairs = (0..<100).flatMap { [Self.finding("maze.x", "a.json", $0), Self.finding("maze.y", "a.json", $0)] }
        let twoRules = ValidationReport(findings: pairs + [Self.finding("maze.x", "b.json", 0)], filesChecked: 2)
        #expect(twoRules.boundingRepeats() == twoRules)
    }

    /// The count by file that lets most reports through untouched reads each file's findings as one run; findings
    /// out of file order are counted rule by rule all the same.
    @Test func findingsOutOfFileOrderAreBoundedToo() {
        var report = ValidationReport(findings: [], filesChecked: 2)
        report.findings = (0..<150).flatMap {
            [Self.finding("maze.x", "a.json", $0)] + ($0 < 50 ? [Self.finding("maze.x", "b.json", $0)] : [])
        }
        let bounded = report.boundingRepeats()
        #expect(bounded.findings.filter { $0.file == "a.json" }.count == 101)
        #expect(bounded.findings.filter { $0.file == "b.json" }.count == 50)
        #expect(bounded.findings.contains { $0.message.hasPrefix("50 more findings of this rule in this file") })
        // Sorted, the same findings are bounded alike.
        #expect(ValidationReport(findings: report.findings, filesChecked: 2).boundingRepeats().findings.count == 151)
    }
}
