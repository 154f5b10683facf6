@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText

/// libFuzzer entry: any bytes as the body of `GET /search/repositories`
/// (`SearchPageScanner.scan`, then the page the client makes of it).
/// Checks: a count is never negative, `reachableCount` never exceeds 1,000
/// or the count, every item is a repository or counted as skipped, and no
/// control character of a name or description survives the sanitiser.
@_cdecl("LLVMFuzzerTestOneInput")
public func searchAnswerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    guard case .success(let content) = SearchPageScanner.scan(body) else {
        _ = try? GitHubClient.searchContent(body)
        return 0
    }
    if content.totalCount < 0 || content.skipped < 0 {
        fatalError("negative count: \(content.totalCount), skipped \(content.skipped)")
    }
    let page = GitHubClient.searchPage(content, from: "https://api.github.com/search/repositories?q=x",
                                       link: LinkHeader(""), rateLimit: nil)
    if page.reachableCount > SearchResultPage.reachableResults || page.reachableCount > content.totalCount {
        fatalError("reachable \(page.reachableCount) of \(content.totalCount)")
    }
    if (page.page.notRepositories?.count ?? 0) != content.skipped {
        fatalError("skipped items not reported: \(content.skipped)")
    }
    for repository in content.repositories {
        let shown = TerminalText.sanitize(repository.name + (repository.description ?? "") + (repository.htmlURL ?? ""))
        if shown.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value < 0x20 || (0x80...0x9F).contains($0.value) }) {
            fatalError("a control character survived sanitising a search item")
        }
    }
    return 0
}
