import Testing
@Test func placeholderMazegenCLITests() { #expect(Bool(true)) }
