import GHSearchInteractive
import GHSearchGitHub
import GHSearchQuota
/// `.loadPages`: a user's remaining pages in the background, `jobs` at
/// a time over the reused connection when `rel="last"` gives their URLs
/// (`RepositoryService.fetchInOrder`, the way `--once` fetches them), else
/// one `next` link after the other, answered in page order. Cancelling the
/// task (a change of name, a replaced load) aborts the transfers in flight
/// and answers nothing more. Which pages count, and when the list ends, is
/// the view model's `PageFollower`'s to say: this only stops early where
/// the list plainly ends (a failure, a page naming no next one).
extension SearchSession {
    /// A search's next page (one at a time) is fetched only when the
    /// quota-aware throttle can spare it (`RepositoryService.nextPage`).
    static func loadPages(_ load: PageLoad, service: RepositoryService<C>, quota: QuotaThrottle<SearchKey, C>,
                          answer: @escaping @Sendable (SearchAction) -> Void) async {
        if load.jobs > 1, let urls = load.urls, urls.count > 1 {
            await service.fetchInOrder(urls, subject: load.subject, jobs: load.jobs, pageSize: load.pageSize) { index, outcome in
                if Task.isCancelled || outcome.isCancelled { return false }
                answer(.loading(.pageLoaded(load.subject, url: urls[index], outcome)))
                guard case .success(let page) = outcome, page.next != nil else { return false }
                return true
            }
            return
        }
        var url = load.next
        for _ in 0..<load.count {
            let outcome: Result<RepositoryPage, GitHubError>
            do throws(GitHubError) {
                outcome = .success(try await service.nextPage(url, subject: load.subject, quota: quota))
            } catch {
                outcome = .failure(error)
            }
            if Task.isCancelled || outcome.isCancelled { return }
            answer(.loading(.pageLoaded(load.subject, url: url, outcome)))
            guard case .success(let page) = outcome, let next = page.next else { return }
            url = next
        }
    }
}

extension Result<RepositoryPage, GitHubError> {
    /// A transfer aborted because its task was cancelled: nothing to answer.
    var isCancelled: Bool {
        if case .failure(.transport(.cancelled)) = self { return true }
        return false
    }
}
