import ContentFormat
import LabyrinthKit

public struct DecorativeElementsRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.decorativeElements"
    public let severity = Severity.warning
    public let description = "`visual_theme.decorative_elements` is not empty."
    public var triggeringExamples: [RuleExample] {
        [.labyrinth(#"{"visual_theme": {"decorative_elements": []}}"#, at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements)]
    }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"visual_theme": {"decorative_elements": ["sand"]}}"#)] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value(.visualTheme, VisualThemeKey.decorativeElements)?.arrayValue?.isEmpty == true {
            recorder.report(labyrinth.file, at: .labyrinth(.visualTheme) / VisualThemeKey.decorativeElements,
                            "`decorative_elements` is empty; expected at least one element")
        }
    }
}
