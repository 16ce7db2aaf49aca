@testable import ContentValidate
import Foundation
import Testing

/// `Validator.allRules` is kept by hand; a rule type left out of it silently never runs. This reads the rule
/// sources for every type that declares a rule kind and requires each in the registry, once.
@Suite("rule registry")
struct RuleRegistryTests {
    static let validateFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ContentKit/Validate")
    static let ruleKinds = ["LabyrinthRule", "FolderRule", "MazeRule", "MazeCodeRule"]

    /// `struct NameRule: FolderRule {` and the like, in every Swift file of the validate room and its folders
    /// (one rule a file under `Rules/<area>/`).
    static func declaredRuleTypes() throws -> [String] {
        var names: [String] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: validateFolder.path).filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            let text = try String(contentsOf: validateFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" })
                guard let at = words.firstIndex(of: "struct"), at + 2 < words.count,
                      words[(at + 2)...].contains(where: { ruleKinds.contains(String($0)) }) else { continue }
                names.append(String(words[at + 1]))
            }
        }
        return names
    }

    @Test func everyRuleTypeIsRegisteredOnce() throws {
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count > 50, "the scan found too few rule types; did the folder move?")
        let registered = Validator.allRules.map { String(describing: type(of: $0)) }
        for name in declared {
            #expect(registered.filter { $0 == name }.count == 1, "\(name) is declared but \(registered.contains(name) ? "registered twice" : "not in Validator.allRules, so it never runs")")
        }
        #expect(Set(registered).count == registered.count)
    }
}
