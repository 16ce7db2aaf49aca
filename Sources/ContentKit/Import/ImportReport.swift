import ContentCatalogue
import ContentValidate

/// What `mazegen import` prints on stdout: the files a dry run would write, or one summary line after writing.
package enum ImportReport {
    package static func dryRun(_ imported: CatalogueImport) -> String {
        if imported.isNothingToDo { return nothingToDo(imported) + "\n" }
        var text = ""
        let drawings = imported.files.filter { $0.change == .newDrawing }
        for file in imported.files {
            let path = imported.folder + "/" + file.path
            switch file.change {
            case .new:
                text += "would write \(path) (new file):\n" + file.text + "\n"
            case .newDrawing:
                // One line each: the drawings are the shipped path_data, a thousand lines apiece.
                text += "would write \(path) (the shipped drawing, kept)\n"
                if file.path == drawings.last?.path { text += "\n" }
            case .figures:
                text += "would add to \(path): \(figures(imported.plan))\n"
            case .adoptedClips:
                text +=
                    "would record in \(path) the clips made elsewhere that the labyrinths name, as saying "
                    + "their texts now (validate then knows when one goes stale)\n"
            case .additions:
                text += "would add to \(path): \(additions(imported.plan))\n"
                let added =
                    imported.plan.newCharacters.flatMap { CatalogueFileText.characterLines($0, indent: "  ") }
                    + imported.plan.newLocations.flatMap { CatalogueFileText.locationLines($0, indent: "  ") }
                text += added.map { $0 + "\n" }.joined() + "\n"
            }
        }
        return text + "dry run: nothing written\n"
    }

    package static func summary(_ imported: CatalogueImport) -> String {
        if imported.isNothingToDo { return nothingToDo(imported) }
        let plan = imported.plan
        let stories = plan.packs.reduce(0) { $0 + $1.stories.count }
        let packFiles = plan.packs.map(\.sourceFile).joined(separator: ", ")
        let universe = plan.isNewUniverse ? "universe.yaml (new)" : "universe.yaml (\(additions(plan)))"
        let drawings =
            plan.drawings.isEmpty
            ? ", new mazes for every labyrinth"
            : ", \(plan.drawings.count) shipped drawing(s) kept in \(KeptDrawing.folderName)/"
        let traced = plan.newFigures.isEmpty ? "" : ", \(FigureLibrary.fileName) (\(figures(plan)))"
        let finished =
            plan.alreadyImported.isEmpty
            ? "" : " (finishing an earlier run that wrote \(plan.alreadyImported.joined(separator: ", ")))"
        return
            "imported \(counted(stories, "story", "stories")) in \(plan.packs.count) pack(s) into \(imported.folder): "
            + "\(universe), \(packFiles)\(drawings)\(traced)\(finished)"
    }

    static func nothingToDo(_ imported: CatalogueImport) -> String {
        "nothing to do: \(imported.folder) already holds everything this import writes"
            + (imported.plan.alreadyImported.isEmpty
                ? "" : " (\(imported.plan.alreadyImported.joined(separator: ", ")))")
    }

    static func figures(_ plan: ImportPlan) -> String {
        "figure(s) traced from the shipped organic paths: "
            + plan.newFigures.map { "`\($0.id)` (\($0.name))" }.joined(separator: ", ")
    }

    static func additions(_ plan: ImportPlan) -> String {
        "\(plan.newCharacters.count) new character(s), \(plan.newLocations.count) new location(s)"
    }
}
