extension FilterEngine {
    /// `run(filter, over: corpus, defaultSort:).rows`, written into `rows`,
    /// which holds what the last call wrote (anything the first time): while
    /// there is no filter and no sort the rows are the list order, and a
    /// corpus grown by a page (a later version of the last one) only appends
    /// the page's row numbers to them. `run` makes every row number anew, so
    /// loading a long list page by page cost O(rows) a page.
    public mutating func run(_ filter: Filter, over corpus: FilterCorpus, defaultSort: FilterSort?, into rows: inout [Int]) {
        let inListOrder = filter.isEmpty && filter.sort == nil && defaultSort == nil
        if inListOrder, let earlier = listOrder, rows.count == earlier.count, earlier.count <= corpus.count,
           corpus.lineage.contains(earlier) {
            rows.append(contentsOf: earlier.count..<corpus.count)
        } else {
            rows = run(filter, over: corpus, defaultSort: defaultSort).rows
        }
        listOrder = inListOrder ? corpus.version : nil
    }
}
