/// What a generated fault (`FakeGitHubServer.addFault(matching:times:respond:)`)
/// knows of the request it answers.
public struct FaultRequest: Sendable {
    /// The `page` query value (absent counts as 1).
    public var page: Int
    /// The path as sent, without the query.
    public var path: String
    /// The query's `name=value` pairs as sent (still percent-encoded).
    public var rawQueryPairs: [String]
    /// `http://127.0.0.1:PORT`.
    public var origin: String
    /// `origin`, plus `/api/v3` when the request used that prefix.
    public var apiBase: String
    /// The numeric id of the account listed, when the server knows it.
    public var accountID: Int?

    /// The value of the first `name=` pair, as sent.
    public func rawQueryValue(_ name: String) -> String? {
        rawQueryPairs.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
