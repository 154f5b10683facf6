/// What a request needs from the server's shared state, read in one go
/// under its lock: its number and route, a fault scripted for it, the
/// users, the configuration and the server's base URL at that moment.
struct RequestSnapshot {
    var sequence: Int
    var routed: RoutedRequest
    var fault: ScriptedResponse?
    var latency: Duration
    var directory: UserDirectory
    var configuration: FakeGitHubConfiguration
    var rootBase: String
    /// The request body (a GraphQL query).
    var body: [UInt8]
}
