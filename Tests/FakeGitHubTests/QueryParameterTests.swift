import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct QueryParameterTests {
    static let owner = FakeOwner(login: "someone-else", id: 4)
    static let user = FakeUser(login: "sorter", id: 3, repositories: [
        FakeRepository(id: 1, name: "beta", createdAt: 300, updatedAt: 100, pushedAt: 900),
        FakeRepository(id: 2, name: "Alpha", createdAt: 100, updatedAt: 300, pushedAt: 800),
        FakeRepository(id: 3, name: "gamma", createdAt: 200, updatedAt: 200, pushedAt: nil),
        FakeRepository(id: 4, name: "shared", owner: owner, createdAt: 50, updatedAt: 50, pushedAt: 50),
    ])

    func names(_ server: FakeGitHubServer, _ query: String) throws -> [String] {
        let response = try RawHTTPConnection(port: server.port).request("/users/sorter/repos\(query)")
        return try objects(response).compactMap { $0["name"] as? String }
    }

    @Test func sortDirectionAndTypeFollowGitHubsDefaults() async throws {
        try await TestServer.with(FakeGitHubConfiguration(users: [Self.user])) { server throws in
            #expect(try names(server, "") == ["Alpha", "beta", "gamma"])
            #expect(try names(server, "?direction=desc") == ["gamma", "beta", "Alpha"])
            #expect(try names(server, "?sort=created") == ["beta", "gamma", "Alpha"])
            #expect(try names(server, "?sort=created&direction=asc") == ["Alpha", "gamma", "beta"])
            #expect(try names(server, "?sort=updated") == ["Alpha", "gamma", "beta"])
            #expect(try names(server, "?sort=pushed") == ["beta", "Alpha", "gamma"])
            #expect(try names(server, "?type=member") == ["shared"])
            #expect(try names(server, "?type=all") == ["shared", "Alpha", "beta", "gamma"])  // "someone-else/…" < "sorter/…"
            #expect(try names(server, "?type=bogus&sort=bogus") == ["Alpha", "beta", "gamma"])
        }
    }

    @Test func memberRepositoryShowsItsOwnOwner() async throws {
        try await TestServer.with(FakeGitHubConfiguration(users: [Self.user])) { server throws in
            let response = try RawHTTPConnection(port: server.port).request("/users/sorter/repos?type=member")
            let first = try #require(objects(response).first)
            #expect(first["full_name"] as? String == "someone-else/shared")
        }
    }

    @Test func perPageIsClampedAndOtherParametersStayInLinks() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let big = try connection.request("/users/user250/repos?per_page=500&sort=pushed")
            #expect(try count(big) == 100)
            #expect(big.header("link") == "<\(server.baseURL)/user/90000250/repos?per_page=500&sort=pushed&page=2>; rel=\"next\", <\(server.baseURL)/user/90000250/repos?per_page=500&sort=pushed&page=3>; rel=\"last\"")
            #expect(try count(connection.request("/users/user250/repos?per_page=0")) == 30)
            #expect(try count(connection.request("/users/user250/repos?per_page=abc")) == 30)
            #expect(try count(connection.request("/users/user250/repos?page=0")) == 30)
            let beyond = try connection.request("/users/user250/repos?page=99")
            #expect(beyond.text == "[]")
            #expect(beyond.header("link") == "<\(server.baseURL)/user/90000250/repos?page=98>; rel=\"prev\", <\(server.baseURL)/user/90000250/repos?page=1>; rel=\"first\"")
            #expect(try connection.request("/users/user250/repos?page=99999999999999999999").status == 200)
        }
    }

    @Test func requestLogDecodesPathAndQuery() async throws {
        try await TestServer.with { server in
            _ = try RawHTTPConnection(port: server.port)
                .request("/users/octocat/repos?per_page=5&q=a%20b+c", headers: [("X-Test", "yes")])
            let record = try #require(server.requests.first)
            #expect(record.method == "GET")
            #expect(record.target == "/users/octocat/repos?per_page=5&q=a%20b+c")
            #expect(record.path == "/users/octocat/repos")
            #expect(record.queryValue("q") == "a b c")
            #expect(record.queryValue("per_page") == "5")
            #expect(record.headers["x-test"] == "yes")
            #expect(record.responseStatus == 200)
            #expect(record.connectionID == 1)
        }
    }
}

@Suite(.standardTimeLimit) struct RequestTargetTests {
    @Test func splitsBeforeDecoding() {
        let target = RequestTarget("/users/a%2Fb/repos?x=%26&page=2&flag")
        #expect(target.segments == ["users", "a/b", "repos"])
        #expect(target.rawQueryPairs == ["x=%26", "page=2", "flag"])
        #expect(target.queryItems == [QueryItem(name: "x", value: "&"), QueryItem(name: "page", value: "2"), QueryItem(name: "flag", value: "")])
    }

    @Test func malformedEscapesStayAsSent() {
        #expect(RequestTarget("/users/%ZZ/repos").segments == ["users", "%ZZ", "repos"])
        #expect(RequestTarget("/users/%FF/repos").segments == ["users", "%FF", "repos"])
    }

    @Test func absoluteFormIsReducedToThePath() {
        let target = RequestTarget("http://127.0.0.1:8080/users/x/repos?page=3")
        #expect(target.rawPath == "/users/x/repos")
        #expect(target.queryValue("page") == "3")
    }
}
