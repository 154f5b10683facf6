import FoundationEssentials
import GHSearchText

extension GitHubError {
    /// The exit status `--once` ends with for this failure.
    public var exitStatus: ExitStatus {
        switch self {
        case .userNotFound: .userNotFound
        case .rateLimited, .secondaryRateLimit: .rateLimited
        case .invalidLogin, .queryTooLong, .searchTextTooLong, .invalidQuery: .usage
        default: .failure
        }
    }

    /// One sentence for a person, in English (no trailing newline). Text that
    /// came from the server or the user is made terminal-safe here.
    public func describe(apiURL: String, now: Date = Date(), timeZone: TimeZone? = nil) -> String {
        switch self {
        case .invalidLogin(let name, .badCharacter(let c)):
            return "'\(TerminalText.quote(name))' is not a GitHub user name: '\(TerminalText.quote(String(c)))' is not allowed (only letters, digits, '-' and '_')."
        case .invalidLogin(let name, .tooLong(let length)):
            return "'\(TerminalText.quote(name, limit: 40))' is not a GitHub user name: it is \(length) characters long, and GitHub allows at most \(GitHubLogin.maximumLength)."
        case .userNotFound(let login):
            return "User '\(TerminalText.quote(login))' not found on GitHub."
        case .notGitHubAPI:
            return "\(TerminalText.quote(apiURL)) does not look like a GitHub API root; check --api-url."
        case .badCredentials:
            return "GitHub refused the token (Bad credentials). Check GH_TOKEN / GITHUB_TOKEN."
        case .authenticationRequired:
            return "This needs a token: set GH_TOKEN (or GITHUB_TOKEN) to one that can read your repositories."
        case .invalidQuery(let message):
            return "GitHub refused the search: \(TerminalText.quote(message, limit: 300))"
        case .searchLimitReserved:
            return "More results wait for the search limit: what is left of it is kept for what you type; scroll again after it resets."
        case .searchTextTooLong(let length, let limit):
            return "The search has \(length) characters of text; GitHub reads at most \(limit) besides qualifiers, so it was not sent. Shorten it to search."
        case .queryTooLong(let limit):
            return "The search is too long to send (at most \(limit) bytes; GitHub reads 256 characters of text besides qualifiers)."
        case .rateLimited(let limit):
            return GitHubError.describe(limit, ko: false, now: now, timeZone: timeZone)
        case .secondaryRateLimit(let retryAfter, _):
            return "GitHub's secondary rate limit was hit" + (retryAfter.map { "; wait \($0) s before trying again." } ?? "; wait a minute before trying again.")
        case .forbidden(let message):
            return "GitHub refused the request (403)" + (message.map { ": \(TerminalText.quote($0, limit: 200))" } ?? ".")
        case .serverError(let status):
            return "GitHub answered \(status) (server error) to every attempt; try again later."
        case .serverFailure(let message):
            return "GitHub failed to run the query at every attempt (\(TerminalText.quote(message, limit: 200))); try again later."
        case .unexpectedStatus(let status, let message):
            return "Unexpected answer \(status) from \(TerminalText.quote(apiURL))" + (message.map { ": \(TerminalText.quote($0, limit: 200))" } ?? ".")
        case .transport(let error):
            return GitHubError.describe(error, apiURL: apiURL)
        case .invalidResponse(let detail):
            return "Unexpected answer from \(TerminalText.quote(apiURL)): \(TerminalText.quote(detail, limit: 200))."
        case .notRepositories(let skipped):
            let url = TerminalText.quote(skipped.url, limit: 120)
            let pages = skipped.pages > 1 ? " and \(skipped.pages - 1) later page\(skipped.pages == 2 ? "" : "s")" : ""
            return skipped.count == 1
                ? "1 entry of the list from \(url)\(pages) is not a repository (an object with a string \"name\"), so it was left out."
                : "\(skipped.count) entries of the list from \(url)\(pages) are not repositories (objects with a string \"name\"), so they were left out."
        case .tooManyRedirects:
            return "Too many redirects from \(TerminalText.quote(apiURL))."
        case .paginationLoop(let url):
            return "The server's pagination links go round in circles (back to \(TerminalText.quote(url, limit: 120)))."
        case .paginationPastLastPage(let last):
            return "The server's pages go on past the last one it announced (page \(last)); stopped there."
        case .endlessPagination(let pages):
            return "The server's pages do not end: stopped after \(pages) pages that were mostly repositories already seen."
        case .tooManyRepositories(let cap):
            return "Stopped at \(Catalogue.english.number(cap)) repositories, the most ghsearch gathers for one user; there are more (--limit takes fewer)."
        case .pageNotFound(let url):
            return "\(TerminalText.quote(apiURL)) answered 404 (not found) for a later page of the list (\(TerminalText.quote(url, limit: 120))), though the first page was there; the list may have changed, so try again."
        case .linkToAnotherOrigin(let url):
            return "The server's pagination link leads away from \(TerminalText.quote(apiURL)) (to \(TerminalText.quote(url, limit: 120))); not followed."
        case .redirectToAnotherOrigin(let url):
            return "\(TerminalText.quote(apiURL)) redirected to another host (\(TerminalText.quote(url, limit: 120))); not followed."
        }
    }

    static func describe(_ error: HTTPError, apiURL: String) -> String {
        let api = TerminalText.quote(apiURL)
        switch error {
        case .hostNotFound: return "Could not find the host of \(api) (offline, or a wrong --api-url?)."
        case .couldNotConnect: return "Could not connect to \(api) (offline, or the server is down)."
        case .timedOut: return "\(api) did not answer in time."
        case .connectionFailed(let detail): return "The connection to \(api) failed: \(TerminalText.quote(detail, limit: 160))."
        case .bodyTooLarge(let limit): return "The answer from \(api) was larger than \(limit / (1 << 20)) MB; refused."
        case .headerTooLarge: return "The answer from \(api) had headers too large for a real answer (a line over 100 kB, or 256 kB in all); refused."
        case .invalidURL(let url): return "Not a usable URL: \(TerminalText.quote(url, limit: 160))."
        case .cancelled: return "Cancelled."
        case .other(let detail): return "Network error talking to \(api): \(TerminalText.quote(detail, limit: 160))."
        case .offline: return "Not in the cache, and --offline sends nothing: run it once without --offline first."
        }
    }

    /// `14:05:12` in the given time zone.
    static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(two(c.hour)):\(two(c.minute)):\(two(c.second))"
    }

    /// `in 12m 03s`, `in 45s`, `now`.
    public static func countdown(to date: Date, now: Date) -> String {
        countdown(to: date, now: now, ko: false)
    }

    /// The same, or with `ko` in Korean: `12분 03초 후`, `45초 후`, `지금`.
    static func countdown(to date: Date, now: Date, ko: Bool) -> String {
        let seconds = Int(date.timeIntervalSince(now).rounded(.up))
        if seconds <= 0 { return ko ? "지금" : "now" }
        if seconds < 60 { return ko ? "\(seconds)초 후" : "in \(seconds)s" }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if seconds < 3600 {
            let (minutes, rest) = (seconds / 60, two(seconds % 60))
            return ko ? "\(minutes)분 \(rest)초 후" : "in \(minutes)m \(rest)s"
        }
        let (hours, minutes) = (seconds / 3600, two(seconds / 60 % 60))
        return ko ? "\(hours)시간 \(minutes)분 후" : "in \(hours)h \(minutes)m"
    }
}
