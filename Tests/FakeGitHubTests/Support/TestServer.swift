@testable import FakeGitHub
import TestSupport

/// Starts a server for one test and stops it at the end. The body runs on a
/// thread of its own, off the cooperative pool: it talks to the server over
/// blocking sockets and waits on the server's log.
enum TestServer {
    static func with<T: Sendable>(
        _ configuration: FakeGitHubConfiguration = FakeGitHubConfiguration(users: standardUsers),
        _ body: @escaping @Sendable (FakeGitHubServer) throws -> T
    ) async throws -> T {
        try await offThePool {
            let server = FakeGitHubServer(configuration: configuration)
            try server.start()
            defer { server.stop() }
            return try body(server)
        }
    }

    static let standardUsers: [FakeUser] = [
        FakeData.user(login: "octocat", id: 583_231, repositoryCount: 8, seed: 2),
        FakeData.user(login: "user250", id: 90_000_250, repositoryCount: 250, seed: 4),
        FakeUser(login: "empty", id: 90_000_001),
    ]
}
