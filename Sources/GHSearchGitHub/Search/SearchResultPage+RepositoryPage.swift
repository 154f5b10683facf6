extension SearchResultPage {
    /// The page as the list shows it, with the search's totals.
    public var repositoryPage: RepositoryPage {
        var shown = page
        shown.searchTotals = SearchTotals(totalCount: totalCount, incompleteResults: incompleteResults)
        return shown
    }
}
