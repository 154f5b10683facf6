import GHSearchCLI
import GHSearchCurl
import GHSearchGitHub
import GHSearchInteractiveMode
import GHSearchStorage

/// The interactive mode with a user's name: libcurl opened on another
/// thread as soon as the options are read when the response cache holds no
/// answer for the first page (a user not seen before: its request leaves as
/// soon as the mode is up, and opening libcurl, ~30 libraries, overlaps the
/// start-up). When the cache holds one (a revisit, drawn from the cache
/// before any request, libcurl opened after that frame), or when that
/// cannot be told from the command line at once (gh keeps the token in a
/// keyring, a search, `@me`), libcurl waits: the lookup that misses opens
/// it (`CurlOpeningCache`), or the editor once the first frame is drawn.
enum CurlOpeningAhead {
    /// `opener`, when given, opens it (the thread it made at the top of
    /// `main` is already running); `main` lets it go otherwise.
    static func openIfFirstPageUncached(_ options: CommandLineOptions, environment: ProcessEnvironment,
                                        opener: CurlReadyOpener?) {
        guard !options.noCache, !options.offline, let endpoint = try? GitHubEndpoint(options.apiURL),
              let url = options.interactiveFirstPageURL(endpoint: endpoint),
              case .found(let token)? = try? environment.lookUpToken(for: endpoint, options: options, askingGH: false)
        else { return }
        let key = ResponseCacheKey(url: url, credentialDigest: GitHubClient.credentialDigest(token: token))
        guard !DiskResponseCache.holdsFile(for: key, in: environment.cacheDirectory) else { return }
        if let opener { opener.open() } else { CurlHTTPClient.startOpeningElsewhere() }
    }
}
