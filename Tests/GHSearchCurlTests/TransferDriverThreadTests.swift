@testable import GHSearchCurl
import GHSearchGitHub
import Testing
import TestSupport

/// The transfer thread (and with it libcurl) starts at the first request,
/// not with the client: a client made for a run that draws before it asks
/// leaves the cores to that frame.
@Suite(.standardTimeLimit) struct TransferDriverThreadTests {
    @Test func aDriverNeverAskedStartsNoThreadAndShutsDownAtOnce() {
        let driver = TransferDriver(configuration: CurlHTTPClient.Configuration())
        #expect(!driver.hasStartedThread)
        driver.shutDown()
        #expect(!driver.hasStartedThread)
    }

    @Test func theFirstRequestStartsIt() async throws {
        let port = try #require(UnlistenedPort())
        let driver = TransferDriver(configuration: CurlHTTPClient.Configuration())
        let id = driver.reserveTransfer()
        let result = await withCheckedContinuation { continuation in
            driver.submit(HTTPRequest(url: "http://127.0.0.1:\(port.port)/"), id: id, continuation: continuation)
        }
        #expect(driver.hasStartedThread)
        guard case .failure(.couldNotConnect(_)) = result else {
            Issue.record("expected a refused connection, got \(result)")
            return
        }
        driver.shutDown()
    }

    @Test func aRequestAfterAShutDownBeforeAnyStartsNothingAndIsRefused() async {
        let driver = TransferDriver(configuration: CurlHTTPClient.Configuration())
        driver.shutDown()
        let id = driver.reserveTransfer()
        let result = await withCheckedContinuation { continuation in
            driver.submit(HTTPRequest(url: "http://127.0.0.1:1/"), id: id, continuation: continuation)
        }
        #expect(!driver.hasStartedThread)
        guard case .failure(.cancelled) = result else {
            Issue.record("expected .cancelled, got \(result)")
            return
        }
    }
}
