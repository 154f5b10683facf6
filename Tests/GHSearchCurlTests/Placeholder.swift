import Testing
@Test func placeholderGHSearchCurlTests() { #expect(Bool(true)) }
