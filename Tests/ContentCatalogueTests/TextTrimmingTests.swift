import Testing

@testable import ContentCatalogue

@Test(arguments: [
    ("  Where is Finn? \n", "Where is Finn?"),
    ("\t\n ", ""),
    ("", ""),
    ("🐚 shells 🐚", "🐚 shells 🐚"),
    ("\u{00A0}wide space\u{2003}", "wide space"),
    ("e\u{0301} ", "e\u{0301}"),
])
func trimmingWhitespaceKeepsTheTextBetween(text: String, trimmed: String) {
    #expect(text.trimmingWhitespace == trimmed)
}
