import ContentTestSupport
import Foundation
import LabyrinthKit
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// "validate passes" must mean "the app decodes it": every case below goes through LabyrinthKit's types with
/// Foundation's `JSONDecoder` (as the app decodes) and through `validate` (the same types over the value it
/// already parsed, `JSONValueDecoder`), and the two must agree (decodes ⇔ no decode-class finding).
@Suite("The decoder contract: LabyrinthKit and validate agree")
struct DecoderContractTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var text: [UInt8]
        var description: String
    }

    /// Every place in a valid document, each removed, set to null, and set to a value of every other JSON type;
    /// plus numbers no Swift type holds, unknown keys, and whole documents of the wrong type.
    static func cases(file: String, valid: JSONValue) -> [Case] {
        let replacements: [(String, JSONValue?)] = [
            ("removed", nil), ("null", .null), ("a string", .string("7")), ("an integer", .int(7)),
            ("a fraction", .number(JSONNumber(literal: "7.5"))), ("a boolean", .bool(true)), ("an array", .array([])),
            ("an object", .object([:])), ("1e400", .number(JSONNumber(literal: "1e400"))),
            ("a whole number with a fraction", .number(JSONNumber(literal: "7.0"))),
            ("an exponent", .number(JSONNumber(literal: "7e0"))),
            ("beyond Int", .number(JSONNumber(literal: "9223372036854775808"))),
            ("minus zero", .number(JSONNumber(literal: "-0.0"))),
        ]
        var cases = [Case(file: file, text: JSONWriter.bytes(valid), description: "\(file) as it is")]
        for pointer in pointers(in: valid) where !pointer.tokens.isEmpty {
            for (name, replacement) in replacements {
                cases.append(
                    Case(
                        file: file, text: JSONWriter.bytes(valid.setting(pointer, to: replacement)),
                        description: "\(file) \(pointer) \(name)"))
            }
        }
        cases.append(
            Case(
                file: file, text: JSONWriter.bytes(valid.setting("/unknown_key", to: .array([.null]))),
                description: "\(file) unknown key"))
        for (name, root) in [("array", "[1]"), ("string", "\"x\""), ("number", "3"), ("null", "null")] {
            cases.append(Case(file: file, text: Array(root.utf8), description: "\(file) root \(name)"))
        }
        return cases
    }

    static func pointers(in value: JSONValue, at pointer: JSONPointer = .root) -> [JSONPointer] {
        switch value {
        case .object(let object):
            [pointer] + object.members.flatMap { pointers(in: $0.value, at: pointer.appending($0.key)) }
        case .array(let elements):
            [pointer] + elements.indices.flatMap { pointers(in: elements[$0], at: pointer.appending($0)) }
        default: [pointer]
        }
    }

    static let labyrinthCases = cases(
        file: "denny_001_easy.json", valid: ValidFolder.labyrinth(level: "easy", adventure: true))
    static let manifestCases = cases(file: ContentLayout.manifestName, valid: ValidFolder.manifest)
    static let samplesCases = cases(
        file: ContentLayout.samplesName, valid: try! JSONReader.parse(Array(ExampleSamples.valid.utf8)).value)

    /// Whether `validate` reports a decode-class error for the case's file.
    static func validateRefuses(_ testCase: Case, rule: some ValidationRule) throws -> Bool {
        let report = try Validator(profile: ValidFolder.profile, rules: [JSONSyntaxRule(), rule])
            .validate(InMemoryContentSource([testCase.file: testCase.text]))
        return report.findings.contains { $0.file == testCase.file && $0.severity == .error }
    }

    @Test(arguments: labyrinthCases)
    func labyrinth(_ testCase: Case) throws {
        let decodes = (try? Labyrinth.decodeAsApp(Data(testCase.text), file: testCase.file)) != nil
        #expect(decodes == !(try Self.validateRefuses(testCase, rule: LabyrinthDecodeRule())))
    }

    @Test(arguments: manifestCases)
    func manifest(_ testCase: Case) throws {
        let decodes = (try? LabyrinthManifest.decodeAsApp(Data(testCase.text), file: testCase.file)) != nil
        #expect(decodes == !(try Self.validateRefuses(testCase, rule: ManifestDecodeRule())))
    }

    @Test(arguments: samplesCases)
    func samples(_ testCase: Case) throws {
        let decodes = (try? DifficultySamples.decodeAsApp(Data(testCase.text), file: testCase.file)) != nil
        #expect(decodes == !(try Self.validateRefuses(testCase, rule: SamplesDecodeRule())))
    }

    /// The cases are not all one way: the contract has both sides.
    @Test func casesCoverBothOutcomes() {
        let outcomes = Set(
            Self.labyrinthCases.map { (try? Labyrinth.decodeAsApp(Data($0.text), file: $0.file)) != nil })
        #expect(outcomes == [true, false])
    }

    struct Widths: Decodable, Equatable {
        var small: UInt8
        var wide: Int64
        var single: Float
        var nested: [Int32?]
    }

    /// Scalar types the documents do not use yet recursed without end; they now decode as Foundation does.
    @Test(arguments: [
        #"{"small": 200, "wide": 9000000000, "single": 1.5, "nested": [1, null, 3.0]}"#,
        #"{"small": 300, "wide": 1, "single": 1.5, "nested": []}"#,
        #"{"small": 1, "wide": 1, "single": 1e300, "nested": []}"#,
        #"{"small": 1.5, "wide": 1, "single": 1, "nested": []}"#,
        #"{"small": 1, "wide": 1, "single": 1, "nested": [2147483648]}"#,
    ])
    func otherScalarTypesAgreeWithFoundation(_ text: String) throws {
        let foundation = try? JSONDecoder().decode(Widths.self, from: Data(text.utf8))
        let ours = try? JSONValueDecoder.decode(Widths.self, from: JSONReader.parse(Array(text.utf8)).value)
        #expect(ours == foundation)
    }
}
