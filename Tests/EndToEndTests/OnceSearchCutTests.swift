import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--once --search` cuts nothing in silence: when it prints fewer rows than
/// GitHub counted (its default 100, `--limit`, or GitHub's 1,000-result cap)
/// one line on standard error says how many of how many, and what would
/// raise it; a search printed whole says nothing.
@Suite(.standardTimeLimit, .sanitizerReports) struct OnceSearchCutTests {
    static func total(_ stderr: String) -> String? {
        stderr.split(separator: "\n").first.flatMap { line in
            line.split(separator: " ").dropFirst(2).first.map(String.init)
        }
    }

    @Test func theDefaultLimitTheCapAndLimitEachSaySo() async throws {
        let fake = try OnceSearchTests.fixture()
        let first = try await ProcessRun.ghsearch(["--once", "--search", "stars:>=0", "--api-url", fake.apiURL])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.split(separator: "\n").count == 100)
        let total = try #require(Self.total(first.stderr))
        #expect(Int(total.replacingOccurrences(of: ",", with: ""))! > 1_000)
        #expect(first.stderr == "100 of \(total) shown; --limit raises it, GitHub serves the first 1,000\n")

        let capped = try await ProcessRun.ghsearch(["--once", "--search", "stars:>=0", "--limit", "5000", "--api-url", fake.apiURL])
        #expect(capped.status == 0, "\(capped.stderr)")
        #expect(capped.stdout.split(separator: "\n").count == 1_000)
        #expect(capped.stderr == "1,000 of \(total) shown; GitHub serves the first 1,000\n")

        let korean = try await ProcessRun.ghsearch(["--once", "--search", "stars:>=0", "--api-url", fake.apiURL, "--lang", "ko"])
        #expect(korean.stderr == "\(total)개 중 100개를 보여 줍니다; --limit으로 늘릴 수 있습니다, GitHub는 처음 1,000개만 줍니다.\n")
    }

    @Test func aSmallSearchCutByLimitNamesOnlyLimitAndAWholeOneSaysNothing() async throws {
        let fake = try OnceSearchTests.fixture()
        let whole = try await ProcessRun.ghsearch(["--once", "--search", "user:ml-lab", "--api-url", fake.apiURL])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stderr == "")
        let count = whole.stdout.split(separator: "\n").count
        #expect(count > 2)
        let cut = try await ProcessRun.ghsearch(["--once", "--search", "user:ml-lab", "--limit", "2", "--api-url", fake.apiURL])
        #expect(cut.status == 0)
        #expect(cut.stdout.split(separator: "\n").count == 2)
        #expect(cut.stderr == "2 of \(count) shown; --limit raises it\n")
    }

    @Test func helpGivesTheSearchDefault() async throws {
        let help = try await ProcessRun.ghsearch(["--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("With --search: default 100, at most the 1,000 GitHub serves"), "\(help.stdout)")
    }
}
