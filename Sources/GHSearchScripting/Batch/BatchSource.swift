/// One API's way of getting a batch's items: one REST request per page of
/// a user (`RESTUserSource`), many users per GraphQL query
/// (`GraphQLUserSource`), each user the cheaper of the two
/// (`AutoUserSource`), or a search per query (`SearchQuerySource`). A source
/// paces its own requests through its API's `RateLimitGate` and runs up to
/// `jobs` at once; `BatchOrchestrator` writes what it hands over, keeps the
/// summary and decides whether the batch goes on.
public protocol BatchSource: Sendable {
    /// Searches `names` (valid, distinct). `onEvent` gets `.started` when an
    /// item's first request goes out and `.page` as its pages come in (from
    /// any task); `finished` gets each item that is done, one at a time, on
    /// the calling task, has stored it when it returns, and answers whether
    /// to go on.
    func fetch(_ names: [String], onEvent: @escaping @Sendable (BatchEvent) -> Void,
               finished: (BatchRecord) -> BatchContinuation) async -> BatchSourceEnd
}
