import FakeGitHub
import GHSearchCLI
import GHSearchCurl
import Testing
import TestSupport
import GHSearchGitHub

/// Cancelling transfers and shutting the client down.
///
/// Clients here have a stall timeout and requests a total timeout far beyond
/// the tests' deadlines, so only cancellation can end a delayed transfer.
@Suite(.standardTimeLimit) struct CurlHTTPClientCancellationTests {
    private static let patient = CurlHTTPClient.Configuration(stallTimeout: .seconds(600))

    @Test func cancellingTheTaskAbortsTheTransferAndClosesTheConnection() async throws {
        let fake = try RunningFakeServer(latency: .seconds(600))
        defer { fake.server.stop() }
        let client = CurlHTTPClient(configuration: Self.patient)
        let url = fake.reposURL

        let task = Task { await client.result(HTTPRequest(url: url, timeout: .seconds(600))) }
        #expect(await fake.eventually { $0.count == 1 })
        task.cancel()

        #expect(await task.value.errorKind == .cancelled)
        #expect(await fake.eventually { $0.first?.clientHungUp == true })
    }

    @Test func aTaskCancelledBeforeSendingStartsNoTransfer() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()
        let url = fake.reposURL

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await client.result(HTTPRequest(url: url))
        }

        #expect(await task.value.errorKind == .cancelled)
        #expect(client.statistics.transfersStarted == 0)
        #expect(fake.server.requests.isEmpty)
    }

    /// Cancel at every moment from "not yet submitted" to "already done":
    /// each send ends exactly once, as a 200 or as `.cancelled`.
    @Test func cancellationRacingCompletion() async throws {
        let fake = try RunningFakeServer()
        defer { fake.server.stop() }
        let client = CurlHTTPClient()
        let url = fake.reposURL

        for round in 0..<300 {
            let task = Task { await client.result(HTTPRequest(url: url)) }
            for _ in 0..<(round % 20) { await Task.yield() }
            task.cancel()
            switch await task.value {
            case .success(let response):
                #expect(response.status == 200)
            case .failure(let error):
                #expect(error == .cancelled)
            }
        }

        #expect(try await client.send(HTTPRequest(url: url)).status == 200)
    }

    @Test func shutdownFailsTransfersInFlightAndLaterSends() async throws {
        let fake = try RunningFakeServer(latency: .seconds(600))
        defer { fake.server.stop() }
        let client = CurlHTTPClient(configuration: Self.patient)
        let url = fake.reposURL

        let tasks = (0..<3).map { _ in Task { await client.result(HTTPRequest(url: url, timeout: .seconds(600))) } }
        #expect(await fake.eventually { $0.count == 3 })
        client.shutdown()

        for task in tasks {
            #expect(await task.value.errorKind == .cancelled)
        }
        #expect(await client.result(HTTPRequest(url: url)).errorKind == .cancelled)
        #expect(await fake.eventually { $0.count == 3 && $0.allSatisfy(\.clientHungUp) })
        client.shutdown()  // a second call does nothing
    }
}
