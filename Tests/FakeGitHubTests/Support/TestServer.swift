@testable import FakeGitHub

/// Starts a server for one test; call `stop()` at the end (or use `with`).
enum TestServer {
    static func with<T>(
        _ configuration: FakeGitHubConfiguration = FakeGitHubConfiguration(users: standardUsers),
        _ body: (FakeGitHubServer) throws -> T
    ) throws -> T {
        let server = FakeGitHubServer(configuration: configuration)
        try server.start()
        defer { server.stop() }
        return try body(server)
    }

    static let standardUsers: [FakeUser] = [
        FakeData.user(login: "octocat", id: 583_231, repositoryCount: 8, seed: 2),
        FakeData.user(login: "user250", id: 90_000_250, repositoryCount: 250, seed: 4),
        FakeUser(login: "empty", id: 90_000_001),
    ]
}
