import Testing
@Test func placeholderMazeKitTests() { #expect(Bool(true)) }
