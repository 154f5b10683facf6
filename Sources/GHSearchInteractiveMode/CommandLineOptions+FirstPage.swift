import GHSearchCLI
import GHSearchGitHub
import GHSearchInteractive

extension CommandLineOptions {
    /// The URL of the first page the interactive mode asks for as it
    /// starts, known from the command line alone: a user's list named on it
    /// (`ghsearch apple`, `ghsearch apple swift`) in the user mode. Nil for
    /// anything else (no name, a search, `@me`, whose stars, a name GitHub
    /// would refuse, another mode): the session finds those out itself.
    /// A hint for work worth starting early (whether the response cache
    /// holds that page), never what the session requests.
    public func interactiveFirstPageURL(endpoint: GitHubEndpoint) -> String? {
        guard case .interactive(let text?) = mode, searchMode == .user,
              case .user(let word)? = SearchQuery(line: text).subject,
              case .valid(let login) = GitHubLogin(word) else { return nil }
        return endpoint.repositoriesURL(login: login, options: listOptions)
    }
}
