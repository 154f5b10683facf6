import GHSearchGitHub
import GHSearchScripting

extension BatchOptions {
    /// What `--batch` needs of the command line.
    public init(_ options: CommandLineOptions) {
        self.init(listOptions: options.listOptions, limit: options.limit, jobs: options.jobs ?? Self.defaultJobs, apiURL: options.apiURL)
        starred = options.batchStarred
        starredOrder = options.starredOrder
    }
}
