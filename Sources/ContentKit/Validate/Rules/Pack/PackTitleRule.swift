import ContentFormat
import ContentSupport
public struct PackTitleRule: FolderRule {
    public init() {}
    public let identifier = "packs.emptyTitle"
    public let severity = Severity.warning
    public let description = "Every pack (and its id) has a non-empty title."
    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": " ", "free_stories": 0, "stories": [1]}]"#, at: .manifest(.packs) / 0 / PackKey.title)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for pack in ManifestPack.all(in: folder.manifest) {
            for (key, value) in [(PackKey.id, pack.id), (.title, pack.title)] {
                if let value, value.allSatisfy(\.isWhitespace) {
                    recorder.report(ContentLayout.manifestName, at: pack.pointer / key, "pack \(pack.index) has an empty `\(key.rawValue)`")
                }
            }
        }
    }
}
