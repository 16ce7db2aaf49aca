import ContentFormat
import LabyrinthKit

struct LabyrinthDecorativeElementsRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.decorativeElements"
    let rationale =
        "The app tolerates an empty list, but the place is then shown without any of its decorations; the generator always writes some."
    let severity = Severity.warning
    let description = "`visual_theme.decorative_elements` is not empty."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                #"{"visual_theme": {"decorative_elements": []}}"#,
                at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements)
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"visual_theme": {"decorative_elements": ["sand"]}}"#)] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value(.visualTheme, VisualThemeKey.decorativeElements)?.arrayValue?.isEmpty == true {
            recorder.report(
                labyrinth.file, at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements,
                "`decorative_elements` is empty; expected at least one element")
        }
    }
}
