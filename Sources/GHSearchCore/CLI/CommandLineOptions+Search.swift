/// The command line's search options as the parts that use them see them (#15).
extension CommandLineOptions {
    /// The mode the interactive prompt starts in.
    public var searchMode: SearchMode { search ? .search : .user }

    /// Searches of all of GitHub and `@me` in the interactive mode.
    public var searchModeOptions: SearchModeOptions {
        SearchModeOptions(sort: searchSort, order: order, own: ownRepositoryOptions)
    }

    /// The same, with names paced as `loading` says (no token, `--reserve`).
    public func searchModeOptions(pacing loading: LoadingPolicy) -> SearchModeOptions {
        var options = searchModeOptions
        options.policy.pacesNames = loading.pacesNames
        options.policy.coreReserve = loading.reserve
        return options
    }

    /// How `@me` and `--mine` ask `GET /user/repos`.
    public var ownRepositoryOptions: OwnRepositoryOptions {
        OwnRepositoryOptions(affiliations: affiliations, visibility: visibility, sort: sort)
    }

    /// The request `--once --search QUERY` makes.
    public func searchRequest(_ query: String) -> RepositorySearchRequest {
        RepositorySearchRequest(query: query, sort: searchSort, order: order, perPage: min(100, limit ?? 100))
    }
}
