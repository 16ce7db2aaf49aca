import Foundation
import Testing

@testable import ContentValidate

/// `Validator.allRules` is kept by hand; a rule type left out of it silently never runs. This reads the rule
/// sources for every type that declares a rule kind and requires each in the registry, once.
@Suite("rule registry")
struct RuleRegistryTests {
    static let validateFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ContentKit/Validate")
    static let ruleKinds = ["LabyrinthRule", "FolderRule", "MazeRule", "MazeCodeRule"]

    /// `struct NameRule: FolderRule {` and the like, in every Swift file of the validate room and its folders
    /// (one rule a file under `Rules/<area>/`): each rule type with its file, relative to `Validate/`.
    static func declaredRuleFiles() throws -> [(type: String, file: String)] {
        var found: [(type: String, file: String)] = []
        let files = try FileManager.default.subpathsOfDirectory(atPath: validateFolder.path).filter {
            $0.hasSuffix(".swift")
        }
        for file in files.sorted() {
            let text = try String(contentsOf: validateFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" })
                guard let at = words.firstIndex(of: "struct"), at + 2 < words.count,
                    words[(at + 2)...].contains(where: { ruleKinds.contains(String($0)) })
                else { continue }
                found.append((String(words[at + 1]), file))
            }
        }
        return found
    }

    static func declaredRuleTypes() throws -> [String] { try declaredRuleFiles().map(\.type) }

    @Test func everyRuleTypeIsRegisteredOnce() throws {
        let declared = try Self.declaredRuleTypes()
        #expect(declared.count > 50, "the scan found too few rule types; did the folder move?")
        let registered = Validator.allRules.map { String(describing: type(of: $0)) }
        for name in declared {
            #expect(
                registered.filter { $0 == name }.count == 1,
                "\(name) is declared but \(registered.contains(name) ? "registered twice" : "not in Validator.allRules, so it never runs")"
            )
        }
        #expect(Set(registered).count == registered.count)
    }

    /// A rule has one name, its id (`level.turns`): what validate, `--explain`, the preview and stats print. Its
    /// folder under `Rules/` is the id's area and its type the id spelled as a type, so the source of any id is
    /// found from the id alone: `Rules/Level/LevelTurnsRule.swift`. An acronym area keeps its capitals (`JSON/`).
    @Test func everyRuleIsFiledAndNamedAfterItsId() throws {
        let files = Dictionary(
            try Self.declaredRuleFiles().map { ($0.type, $0.file) }, uniquingKeysWith: { first, _ in first })
        for rule in Validator.allRules {
            let type = String(describing: Swift.type(of: rule))
            let parts = rule.identifier.split(separator: ".").map(String.init)
            guard parts.count == 2, let file = files[type] else {
                Issue.record(
                    "\(type) (\(rule.identifier)): expected an id of two parts, area.name, and a file declaring the type"
                )
                continue
            }
            let folders = file.split(separator: "/").map(String.init)
            guard folders.count == 3, folders[0] == "Rules" else {
                Issue.record("\(type) is in Validate/\(file); expected Validate/Rules/<area>/\(type).swift")
                continue
            }
            let area = folders[1]
            let name = parts[1].prefix(1).uppercased() + parts[1].dropFirst()
            #expect(
                area.lowercased() == parts[0],
                "\(type) (\(rule.identifier)) is in Rules/\(area)/; expected the folder of its area, \(parts[0])")
            #expect(
                type == area + name + "Rule", "\(rule.identifier) is the type \(type); expected \(area + name + "Rule")"
            )
            #expect(folders[2] == type + ".swift", "\(type) is declared in \(folders[2]); expected \(type).swift")
        }
    }
}
