import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import GHSearchScripting
/// The command line's search options as the parts that use them see them.
extension CommandLineOptions {
    /// The mode the interactive prompt starts in.
    public var searchMode: SearchMode { search ? .search : .user }

    /// Searches of all of GitHub and `@me` in the interactive mode.
    public var searchModeOptions: SearchModeOptions {
        var options = SearchModeOptions(sort: searchSort, order: order, own: ownRepositoryOptions)
        options.starredOrder = starredOrder
        return options
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
        OwnRepositoryOptions(affiliations: affiliations, visibility: visibility?.ownRepositories, sort: sort)
    }

    /// The request `--once --search QUERY` (and `--batch --search`) makes.
    public func searchRequest(_ query: String) -> RepositorySearchRequest { onceOptions.searchRequest(query) }

    /// What `--once` needs of the command line.
    public var onceOptions: OnceOptions {
        OnceOptions(apiURL: apiURL, limit: limit, jobs: jobs, sort: sort, listOptions: listOptions, search: search,
                    searchQualifiers: queryFlags.qualifiers(visibility: visibility?.qualifier, forSearch: true),
                    searchSort: searchSort, searchOrder: order, own: ownRepositoryOptions, starred: starred,
                    starredOrder: starredOrder, filter: search ? Filter.empty : listFilter, filterSort: filterSort,
                    exitZero: pick.exitZero, jsonFields: resolvedJSONFields, template: template)
    }
}

/// The command line's filter as the list modes use it.
extension CommandLineOptions {
    /// The words after `--once USER` and `--filter`'s, then the query
    /// flags as qualifiers: what the interactive mode would be typed after the name.
    public var listFilter: Filter {
        Filter((filterWords + queryFlags.qualifiers(visibility: visibility?.qualifier, forSearch: false))
            .joined(separator: " "))
    }

    /// `--sort`, as the filter's order when no word ranks the rows (the interactive mode's `defaultSort`).
    /// Stars sorted by stars (`--starred … --sort stars`) are the filter's `stars` order.
    public var filterSort: FilterSort? {
        (starredOrder?.sortsLocally == true ? StarredOrder.stars.rawValue : sort?.rawValue).flatMap { FilterSort(option: $0) }
    }
}
