import FakeGitHub
import TestSupport

/// A fake GitHub server for one test, started on a free loopback port.
struct RunningFakeServer {
    let server: FakeGitHubServer

    static let octocat = FakeData.user(login: "octocat", id: 583_231, repositoryCount: 8, seed: 2)

    /// The quota is beyond what any test here sends: these tests are about
    /// the transfer, and a test that sends hundreds of requests must never
    /// meet a rate-limit answer because more of them finished than usual.
    init(latency: Duration = .zero) throws {
        var configuration = FakeGitHubConfiguration(users: [Self.octocat], latency: latency)
        configuration.quota = QuotaConfiguration(limit: 1_000_000)
        server = FakeGitHubServer(configuration: configuration)
        try server.start()
    }

    /// The URL of octocat's repository list.
    var reposURL: String { server.baseURL + "/users/octocat/repos" }

    /// Waits until `condition` holds for the request log, or the generous
    /// deadline passes (`FakeGitHubServer.eventually`).
    func eventually(
        timeout: Duration = standardWait, _ condition: @escaping @Sendable ([RecordedRequest]) -> Bool
    ) async -> Bool {
        await server.eventually(timeout: timeout, condition)
    }
}

extension FakeGitHubServer {
    /// Waits until `condition` holds for the request log, or `timeout`
    /// passes, on a thread of its own (`offThePool`), not on a
    /// `DispatchQueue.global()` worker: on Linux, Swift's global executor is
    /// a queue of two (the cores) over that same root queue, so a worker
    /// blocked there may keep the very task waited for (the transfer being
    /// sent, or its cancellation) from running.
    func eventually(
        timeout: Duration = standardWait, _ condition: @escaping @Sendable ([RecordedRequest]) -> Bool
    ) async -> Bool {
        await offThePool { self.waitUntil(timeout: timeout, condition) }
    }
}
