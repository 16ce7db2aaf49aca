import Testing
@Test func placeholderContentKitTests() { #expect(Bool(true)) }
