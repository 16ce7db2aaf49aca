import Testing

@testable import ContentValidate

/// The validator sorts rules by the kinds they declare (`asLabyrinthRule` …) instead of casting them; every rule's
/// answers must be what a cast says, or a rule would silently never run.
@Suite("Validate: every rule is sorted by its kinds")
struct RuleKindTests {
    @Test(arguments: Validator.allRules.map(\.identifier))
    func kindsAreWhatACastSays(_ identifier: String) {
        let rule = ValidateRuleExamplesTests.rule(identifier)
        #expect((rule.asLabyrinthRule != nil) == (rule is any LabyrinthRule))
        #expect((rule.asFolderRule != nil) == (rule is any FolderRule))
        #expect((rule.asMazeRule != nil) == (rule is any MazeRule))
        #expect(
            rule.asLabyrinthRule != nil || rule.asFolderRule != nil || rule.asMazeRule != nil,
            "\(identifier) would never run")
    }
}

/// The folder-wide rules run side by side after the labyrinths; one that compares drawings point by point takes as
/// long as all the others on the app's folder, so it starts first instead of running alone at the end.
@Suite("Validate: the folder rules that compare drawings start first")
struct FolderRuleStartTests {
    @Test func drawingComparisonsStartBeforeTheManifestRules() {
        let validator = Validator()
        let costs = validator.folderRules.map(Validator.startCost)
        let picture = validator.folderRules.firstIndex { $0.identifier == OrganicSamePictureRule().identifier }
        #expect(picture.map { costs[$0] } == costs.max())
        #expect(
            validator.folderRules.filter { $0.identifier.hasPrefix("manifest.") }.allSatisfy {
                Validator.startCost($0) < costs.max()!
            })
    }
}
