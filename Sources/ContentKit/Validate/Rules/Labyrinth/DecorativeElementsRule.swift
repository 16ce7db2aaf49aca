import ContentFormat
import LabyrinthKit

struct DecorativeElementsRule: LabyrinthRule {
    package init() {}
    package let identifier = "labyrinth.decorativeElements"
    package let severity = Severity.warning
    package let description = "`visual_theme.decorative_elements` is not empty."
    var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"visual_theme": {"decorative_elements": []}}"#, at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements)]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"visual_theme": {"decorative_elements": ["sand"]}}"#)] }

    package func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value(.visualTheme, VisualThemeKey.decorativeElements)?.arrayValue?.isEmpty == true {
            recorder.report(labyrinth.file, at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements,
                            "`decorative_elements` is empty; expected at least one element")
        }
    }
}
