import Testing
@Test func placeholderFakeGitHubTests() { #expect(Bool(true)) }
