import Dispatch
import FakeGitHub

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

    /// Waits (off the cooperative pool, which the server's blocking wait
    /// must not hold) until `condition` holds for the request log, or the
    /// generous deadline passes.
    func eventually(
        timeout: Duration = .seconds(20), _ condition: @escaping @Sendable ([RecordedRequest]) -> Bool
    ) async -> Bool {
        let server = server
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: server.waitUntil(timeout: timeout, condition))
            }
        }
    }
}
