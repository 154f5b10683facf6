import GHSearchGitHub
/// A whole list run once through the interactive mode's filter: the same
/// corpus, engine and default order the prompt uses, so `--once USER WORDS`
/// (and `--filter`, the query flags, `--batch`) prints the rows the prompt
/// shows for `USER WORDS`, in the same order.
public enum FilteredList {
    /// The repositories that pass `filter`, best first (or in `defaultSort`'s order, or the list's).
    public static func apply(_ filter: Filter, to repositories: [Repository], defaultSort: FilterSort?,
                             engine: FilterEngine = FilterEngine()) -> [Repository] {
        let corpus = FilterCorpus(repositories)
        var engine = engine
        return engine.run(filter, over: corpus, defaultSort: defaultSort).rows.map { repositories[$0] }
    }

    /// Whether `filter` (with `defaultSort`) changes a list at all.
    public static func changes(_ filter: Filter) -> Bool {
        !filter.isEmpty || filter.sort != nil
    }
}
