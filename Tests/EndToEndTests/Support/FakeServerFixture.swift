import FakeGitHub
import Foundation

/// A running fake GitHub with the built-in users, stopped when released.
final class FakeServerFixture {
    let server: FakeGitHubServer

    init(quota: QuotaConfiguration = QuotaConfiguration(limit: 5000), users: [FakeUser] = BuiltInDataSet.users) throws {
        server = FakeGitHubServer(configuration: FakeGitHubConfiguration(users: users, quota: quota))
        try server.start()
    }

    deinit { server.stop() }

    var apiURL: String { server.baseURL }

    /// Requests for user repository lists (not avatars, not anything else).
    var repositoryRequests: [RecordedRequest] {
        server.requests.filter { $0.path.hasSuffix("/repos") }
    }
}
