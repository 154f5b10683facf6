import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct ConnectionTests {
    @Test func keepAliveServesRequestsOnOneConnection() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            #expect(try connection.request("/users/octocat/repos").status == 200)
            #expect(try connection.request("/users/user250/repos?page=2").status == 200)
            #expect(try connection.request("/nope").status == 404)
            #expect(server.connectionsAccepted == 1)
            #expect(server.requests.map(\.connectionID) == [1, 1, 1])
            #expect(server.requests.map(\.responseStatus) == [200, 200, 404])
        }
    }

    @Test func connectionCloseIsHonoured() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let response = try connection.request("/users/octocat/repos", headers: [("Connection", "close")])
            #expect(response.status == 200)
            #expect(response.header("connection") == "close")
            #expect(try connection.readsEndOfStream())
        }
    }

    @Test func clientHangUpDuringLatencyIsRecordedAndTheAnswerDropped() async throws {
        var configuration = FakeGitHubConfiguration(users: TestServer.standardUsers)
        configuration.latency = .seconds(30)
        try await TestServer.with(configuration) { server in
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.count == 1 })
            connection.hangUp()
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.first?.isFinished == true })
            let record = try #require(server.requests.first)
            #expect(record.clientHungUp)
            #expect(record.hungUpAt != nil)
            #expect(record.responseStatus == nil)
            #expect(record.bodyBytesSent == 0)
        }
    }

    @Test func perLoginLatencyAppliesOnlyToThatLogin() async throws {
        try await TestServer.with { server in
            server.setLatency(.seconds(30), forLogin: "OCTOCAT")
            let slow = try RawHTTPConnection(port: server.port)
            try slow.sendRequest("/users/octocat/repos")
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.count == 1 })
            let fast = try RawHTTPConnection(port: server.port)
            #expect(try fast.request("/users/user250/repos").status == 200)
            let pending = server.requests.first { $0.path == "/users/octocat/repos" }
            #expect(pending?.isFinished == false)
            slow.hangUp()
            #expect(server.waitUntil(timeout: .seconds(20)) { log in log.allSatisfy(\.isFinished) })
        }
    }

    @Test func headRequestGetsHeadersOnly() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let head = try connection.request("/users/octocat/repos", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            let length = Int(head.header("content-length") ?? "") ?? 0
            #expect(length > 8 * 4_000)
            #expect(try connection.request("/users/octocat/repos").body.count == length)
        }
    }

    @Test func stopEndsStalledExchanges() async throws {
        try await offThePool {  // blocking sockets and waits
            let server = FakeGitHubServer(configuration: FakeGitHubConfiguration(users: TestServer.standardUsers))
            try server.start()
            server.addFault(.neverAnswer)
            let connection = try RawHTTPConnection(port: server.port)
            try connection.sendRequest("/users/octocat/repos")
            #expect(server.waitUntil(timeout: .seconds(20)) { $0.count == 1 })
            server.stop()
            #expect(server.requests.first?.isFinished == true)
            #expect(try connection.readsEndOfStream())
        }
    }

    @Test func aStoppedServerKeepsItsPortAndRefusesConnections() async throws {
        try await offThePool {
            let server = FakeGitHubServer(configuration: FakeGitHubConfiguration(users: TestServer.standardUsers))
            try server.start()
            let port = server.port
            server.stop()
            #expect(throws: (any Error).self, "connecting to a stopped server is refused") {
                try RawHTTPConnection(port: port)
            }
            #expect(LoopbackPort.bindErrno(port) == EADDRINUSE, "no server started later can take the port")
        }
    }
}

@Suite(.standardTimeLimit) struct ChunkedTransferTests {
    @Test func chunkedAnswersCarryTheSameBodiesOnOneConnection() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let plain = try connection.request("/users/user250/repos?per_page=100")
            server.setChunkedTransfer(true)
            let chunked = try connection.request("/users/user250/repos?per_page=100")
            #expect(chunked.header("transfer-encoding") == "chunked")
            #expect(chunked.header("content-length") == nil)
            #expect(chunked.body == plain.body)
            let zipped = try connection.request("/users/user250/repos?per_page=100", headers: [("Accept-Encoding", "gzip")])
            #expect(Inflate.gunzip(zipped.body) == plain.body)
            server.addFault(.redirect(301, to: "/elsewhere"))
            let redirect = try connection.request("/users/octocat/repos")
            #expect(redirect.status == 301)
            #expect(redirect.body.isEmpty)
            server.addFault(.hugeBody(bytes: 300_001))
            #expect(try connection.request("/users/octocat/repos").body.count == 300_001)
            #expect(try connection.request("/users/octocat/repos", method: "HEAD").body.isEmpty)
            #expect(try count(connection.request("/users/octocat/repos")) == 8)
            #expect(server.connectionsAccepted == 1)
        }
    }
}
