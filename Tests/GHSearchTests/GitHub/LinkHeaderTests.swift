import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

@Suite(.standardTimeLimit) struct LinkHeaderTests {
    @Test func parsesEveryRelation() {
        let link = LinkHeader(#"<https://x/user/1/repos?page=3>; rel="next", <https://x/user/1/repos?page=1>; rel="prev first""#)
        #expect(link.next == "https://x/user/1/repos?page=3")
        #expect(link.target(rel: "first") == "https://x/user/1/repos?page=1")
        #expect(link.target(rel: "PREV") == "https://x/user/1/repos?page=1")
    }

    @Test func keepsCommasAndSemicolonsInsideTheTarget() {
        let link = LinkHeader(#"<https://x/a?q=1,2;3>; rel=next"#)
        #expect(link.next == "https://x/a?q=1,2;3")
    }

    @Test(arguments: ["", "garbage", "<", "<>; rel=\"next\"", ";;;,,,", "<https://x>; rel=\"next", "<https://x; rel=next", "\u{0}<\u{0}>", String(repeating: "<a>;rel=next,", count: 1000)])
    func neverCrashesOnMalformedInput(_ text: String) {
        let link = LinkHeader(text)
        #expect(link.links.count <= 1000)
    }

    @Test func unterminatedQuoteIsTolerated() {
        #expect(LinkHeader(#"<https://x>; rel="next"#).next == "https://x")
    }
}
