import Testing
@Test func placeholderGHSearchTerminalTests() { #expect(Bool(true)) }
