import FoundationEssentials
import GHSearchGitHub
import GHSearchFilter
import GHSearchText

/// `ghsearch --once ID`: one search, printed, and an exit status that says
/// what happened (0 found, 1 failure, 2 unknown user, 3 rate limited, 5 rows
/// from the cache because GitHub was out of reach, 64 bad id).
/// Output that could not be written is a failure (1), whatever the search
/// found: a script must never take a truncated answer for a whole one.
/// `--once --search QUERY` and `--once --mine` collect through
/// `OnceSearchCommand` and print the same way.
public enum OnceCommand {
    /// `--jobs` when it is not given: pages fetched at once once `rel="last"` is known.
    public static let defaultJobs = 4

    /// `subject` is the user's id, the query (with `--search`), or
    /// `GitHubClient.ownRepositoriesLogin` (`--mine`).
    public static func run<C: Clock>(
        subject: String,
        options: OnceOptions,
        service: RepositoryService<C>,
        target: OutputTarget,
        now: @Sendable () -> Date = { Date() },
        catalogue: Catalogue = .english,
        engine: FilterEngine = FilterEngine(),
        jq: JSONFilter? = nil,
        write: (String) throws(OutputFailure) -> Void,
        writeError: (String) -> Void
    ) async -> ExitStatus where C.Duration == Duration {
        var collection: RepositoryCollection
        var title: String?
        // The words after the name and the query flags (a search's went into its query).
        let filter = options.filter
        let filtering = FilteredList.changes(filter)
        var cutNote: String?
        if let starred = options.starred {
            collection = await StarredCommand.collect(StarredSubject(starred), options: options, service: service)
        } else if options.search || subject == GitHubClient.ownRepositoriesLogin {
            let collected = await OnceSearchCommand.collect(query: options.search ? subject : nil, options: options,
                                                            service: service)
            if let totals = collected.totals, totals.incompleteResults {
                writeError(catalogue.incompleteResultsWarning + "\n")
            }
            collection = collected.collection
            title = collected.totals.map(catalogue.searchCount)
            // Nothing cut in silence: fewer rows than GitHub counted is said (after them).
            if let totals = collected.totals, collection.failure == nil,
               collection.repositories.count < totals.totalCount {
                cutNote = catalogue.searchCut(shown: collection.repositories.count, total: totals.totalCount) + "\n"
            }
        } else {
            collection = await collect(login: subject, options: options, service: service, sortLocally: !filtering)
        }
        if filtering {
            let total = collection.repositories.count
            collection.repositories = FilteredList.apply(filter, to: collection.repositories, defaultSort: options.filterSort,
                                                         engine: engine)
            title = catalogue.repositoryCount(collection.repositories.count, more: false)
                + catalogue.ofTotal(total, more: collection.hasMore)
        }
        // `-0`, `--exit-0`: nothing matched is exit 1 and no output, as fzf does.
        if options.exitZero, collection.failure == nil, collection.repositories.isEmpty { return .failure }
        let status = report(collection, title: title, options: options, target: target, now: now, catalogue: catalogue,
                            jq: jq, write: write, writeError: writeError)
        if let cutNote { writeError(cutNote) }
        return status
    }

    /// A user's list: every page (`--jobs` at a time), or up to `--limit`;
    /// with `--sort stars`, all of it, sorted here, then cut to `--limit`.
    /// (A filter orders the rows itself, as the interactive mode does: `sortLocally` false.)
    static func collect<C: Clock>(login: String, options: OnceOptions,
                                  service: RepositoryService<C>, sortLocally: Bool = true) async -> RepositoryCollection
    where C.Duration == Duration {
        let sortLocally = sortLocally && options.sort == .stars
        var collection = await service.collect(
            login: login, options: options.listOptions,
            limit: sortLocally ? nil : options.limit, jobs: options.jobs ?? defaultJobs)
        if sortLocally {
            collection.repositories.sort(by: RepositoryOrder.byStars)
            collection.trim(to: options.limit, moreExist: collection.hasMore)
        }
        return collection
    }

    /// Prints what was collected (unless nothing came before a failure), then
    /// the failure on standard error; the exit status says which. `title`
    /// replaces `N Repositories` on a terminal (a search's `total_count`).
    /// With `--jq`, `jq` turns the JSON into the text printed; an error it
    /// stops on is reported after what it printed, with exit status 64.
    static func report(_ collection: RepositoryCollection, title: String? = nil, options: OnceOptions,
                       target: OutputTarget, now: @Sendable () -> Date, catalogue: Catalogue, jq: JSONFilter? = nil,
                       write: (String) throws(OutputFailure) -> Void, writeError: (String) -> Void) -> ExitStatus {
        let failure = collection.failure
        var jqError: String?
        if failure == nil || !collection.repositories.isEmpty {
            do {
                var text = OnceFormat.render(collection.repositories, hasMore: collection.hasMore,
                                             jsonFields: options.jsonFields, target: target, now: now(),
                                             catalogue: catalogue, title: title,
                                             showsOwner: options.search || options.starred != nil, template: options.template)
                if let jq, options.template == nil {
                    (text, jqError) = jq(text, target)
                }
                try write(text)
            } catch {
                writeError(catalogue.errorPrefix + catalogue.couldNotWriteOutput(reason: error.reason) + "\n")
                if let failure {
                    writeError(catalogue.errorPrefix + catalogue.describe(failure, apiURL: options.apiURL, now: now()) + "\n")
                }
                return .failure
            }
        }
        if let jqError {
            writeError(jqError + "\n")
            if failure == nil { return .usage }
        }
        // Rows from the cache, GitHub out of reach: said, and (unless
        // `--offline` asked for the cache) a status of their own.
        if let stale = collection.stale {
            writeError(catalogue.staleNote(stale, now: now(), apiURL: options.apiURL) + "\n")
        }
        guard let failure else {
            if let stale = collection.stale, !stale.isOfflineMode { return .cachedAnswer }
            return .success
        }
        var message = catalogue.errorPrefix + catalogue.describe(failure, apiURL: options.apiURL, now: now())
        if !collection.repositories.isEmpty {
            if case .notRepositories = failure {
                message += catalogue.printedTheOthers(collection.repositories.count)
            } else {
                message += catalogue.printedBefore(collection.repositories.count)
            }
        }
        writeError(message + "\n")
        return failure.exitStatus
    }
}
