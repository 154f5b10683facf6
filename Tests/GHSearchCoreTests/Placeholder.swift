import Testing
@Test func placeholderGHSearchCoreTests() { #expect(Bool(true)) }
