import FakeGitHub
import Foundation
import TestSupport

/// A running fake GitHub with the built-in users, stopped when released.
final class FakeServerFixture: Sendable {
    let server: FakeGitHubServer

    init(quota: QuotaConfiguration = QuotaConfiguration(limit: 5000), users: [FakeUser] = BuiltInDataSet.users) throws {
        server = FakeGitHubServer(configuration: FakeGitHubConfiguration(users: users, quota: quota))
        try server.start()
    }

    /// A fake served as `configuration` says (search limits, viewers).
    init(configuration: FakeGitHubConfiguration) throws {
        server = FakeGitHubServer(configuration: configuration)
        try server.start()
    }

    deinit { server.stop() }

    var apiURL: String { server.baseURL }

    /// Requests for user repository lists (not avatars, not anything else).
    var repositoryRequests: [RecordedRequest] {
        server.requests.filter { $0.path.hasSuffix("/repos") }
    }

    /// Waits, off the cooperative pool, until `condition` holds for the
    /// server's request log; false after `timeout`.
    func waitUntil(timeout: Duration, _ condition: @escaping @Sendable ([RecordedRequest]) -> Bool) async -> Bool {
        let server = self.server
        return await offThePool { server.waitUntil(timeout: timeout, condition) }
    }
}
