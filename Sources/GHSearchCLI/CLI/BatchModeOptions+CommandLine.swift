import GHSearchGitHub
import GHSearchScripting

extension CommandLineOptions {
    /// What `ghsearch --batch FILE` needs of the command line; `arguments`
    /// is the command line after the program's name (for the resume hint).
    public func batchModeOptions(input: String, arguments: [String]) -> BatchModeOptions {
        let once = onceOptions
        return BatchModeOptions(
            input: input, arguments: arguments, output: output, resume: resume, quiet: quiet, api: api ?? .auto,
            search: search, batch: BatchOptions(self), fields: resolvedJSONFields ?? BatchRecord.defaultFields,
            reserve: reserve ?? 0, noWait: noWait, requestTimeout: requestTimeout, filter: listFilter,
            filterSort: filterSort, tiebreak: tiebreak, searchRequest: { once.searchRequest($0) })
    }
}
