/// What `mazegen import` prints on stdout: the files a dry run would write, or one summary line after writing.
public enum ImportReport {
    public static func dryRun(_ imported: CatalogueImport) -> String {
        var text = ""
        for file in imported.files {
            let path = imported.folder + "/" + file.path
            switch file.change {
            case .new:
                text += "would write \(path) (new file):\n" + file.text + "\n"
            case .additions:
                text += "would add to \(path): \(additions(imported.plan))\n"
                let added = imported.plan.newCharacters.flatMap { CatalogueFileText.characterLines($0, indent: "  ") }
                    + imported.plan.newLocations.flatMap { CatalogueFileText.locationLines($0, indent: "  ") }
                text += added.map { $0 + "\n" }.joined() + "\n"
            }
        }
        return text + "dry run: nothing written\n"
    }

    public static func summary(_ imported: CatalogueImport) -> String {
        let plan = imported.plan
        let stories = plan.packs.reduce(0) { $0 + $1.stories.count }
        let packFiles = plan.packs.map(\.sourceFile).joined(separator: ", ")
        let universe = plan.isNewUniverse ? "universe.yaml (new)" : "universe.yaml (\(additions(plan)))"
        return "imported \(stories) stor\(stories == 1 ? "y" : "ies") in \(plan.packs.count) pack(s) into \(imported.folder): "
            + "\(universe), \(packFiles)"
    }

    static func additions(_ plan: ImportPlan) -> String {
        "\(plan.newCharacters.count) new character(s), \(plan.newLocations.count) new location(s)"
    }
}
