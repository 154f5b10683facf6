import Foundation
import Testing
import TestSupport
@testable import FakeGitHub

@Suite(.standardTimeLimit) struct PaginationTests {
    @Test func pagesOf250AtPerPage100Are100_100_50WithGitHubLinks() async throws {
        try await TestServer.with { server in
            let connection = try RawHTTPConnection(port: server.port)
            let base = server.baseURL
            let first = try connection.request("/users/user250/repos?per_page=100")
            #expect(first.status == 200)
            #expect(try JSONSerialization.jsonObject(with: Data(first.body)) is [Any])
            #expect(try count(first) == 100)
            #expect(first.header("link") == "<\(base)/user/90000250/repos?per_page=100&page=2>; rel=\"next\", <\(base)/user/90000250/repos?per_page=100&page=3>; rel=\"last\"")

            let second = try connection.request("/user/90000250/repos?per_page=100&page=2")
            #expect(try count(second) == 100)
            #expect(second.header("link") == "<\(base)/user/90000250/repos?per_page=100&page=1>; rel=\"prev\", <\(base)/user/90000250/repos?per_page=100&page=3>; rel=\"next\", <\(base)/user/90000250/repos?per_page=100&page=3>; rel=\"last\", <\(base)/user/90000250/repos?per_page=100&page=1>; rel=\"first\"")

            let third = try connection.request("/user/90000250/repos?per_page=100&page=3")
            #expect(try count(third) == 50)
            #expect(third.header("link") == "<\(base)/user/90000250/repos?per_page=100&page=2>; rel=\"prev\", <\(base)/user/90000250/repos?per_page=100&page=1>; rel=\"first\"")

            let names = try [first, second, third].flatMap { try objects($0).compactMap { $0["name"] as? String } }
            #expect(Set(names).count == 250)
        }
    }

    @Test func singlePageHasNoLinkHeader() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/octocat/repos")
            #expect(response.status == 200)
            #expect(try count(response) == 8)
            #expect(response.header("link") == nil)
        }
    }

    @Test func pageWithoutPerPageKeepsOnlyPageInLinks() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/user250/repos")
            #expect(try count(response) == 30)
            #expect(response.header("link") == "<\(server.baseURL)/user/90000250/repos?page=2>; rel=\"next\", <\(server.baseURL)/user/90000250/repos?page=9>; rel=\"last\"")
        }
    }

    @Test func enterprisePrefixServesTheSameListWithPrefixedLinks() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/api/v3/users/USER250/repos?per_page=100")
            #expect(try count(response) == 100)
            #expect(response.header("link")?.hasPrefix("<\(server.baseURL)/api/v3/user/90000250/repos?per_page=100&page=2>") == true)
        }
    }

    @Test func emptyUserGivesEmptyArray() async throws {
        try await TestServer.with { server in
            let response = try RawHTTPConnection(port: server.port).request("/users/empty/repos")
            #expect(response.status == 200)
            #expect(response.text == "[]")
            #expect(response.header("link") == nil)
        }
    }
}

func objects(_ response: RawHTTPResponse) throws -> [[String: Any]] {
    try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]] ?? []
}

func count(_ response: RawHTTPResponse) throws -> Int {
    try objects(response).count
}
