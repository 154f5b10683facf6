import Foundation
import Testing
import TestSupport

/// Runs the built `fake-github` binary (built next to the test bundle).
@Suite(.standardTimeLimit) struct ExecutableTests {
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("fake-github")
    }

    @Test func helpGoesToStdoutWithExitZero() async throws {
        let result = try await run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("--latency-ms <n>"))
    }

    @Test func badUsageExits64WithAMessage() async throws {
        let result = try await run(["--qota", "3"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--qota'"))
        let missing = try await run(["--quota"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing value for '--quota <n>'"))
    }

    @Test func servesUntilTerminated() async throws {
        try await offThePool { try Self.serveUntilTerminated() }
    }

    /// Blocking throughout (sockets, the process): run off the pool.
    private static func serveUntilTerminated() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--user", "demo:3", "--quota", "5", "--log"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let line = try #require(Self.readLine(from: output.fileHandleForReading))
        #expect(line.hasPrefix("listening on http://127.0.0.1:"))
        let port = try #require(Int(line.split(separator: ":").last ?? ""))
        let response = try RawHTTPConnection(port: port).request("/users/demo/repos")
        #expect(response.status == 200)
        #expect(response.header("x-ratelimit-limit") == "5")
        #expect(try count(response) == 3)
        #expect(try RawHTTPConnection(port: port).request("/users/scotteg/repos?per_page=100").body.count > 34 * 4_000)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("GET /users/demo/repos → 200"))
    }

    @Test func searchOptionsSetTheSearchLimitAndTheTokensOwners() async throws {
        try await offThePool { try Self.searchOptions() }
        let bad = try await run(["--viewer", "t1"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 't1' is invalid for '--viewer <token>:<login>[:<org>,...]'"))
    }

    @Test func starsListWhatALoginStarredInGitHubsOrders() async throws {
        try await offThePool { try Self.stars() }
        let bad = try await run(["--stars", "me:nobody-here"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 'me:nobody-here' is invalid for '--stars <login>:<owner>': no user 'nobody-here'"))
    }

    /// Blocking throughout (sockets, the process): run off the pool.
    private static func stars() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--stars", "torvalds:octocat", "--stars", "torvalds:torvalds"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let line = try #require(Self.readLine(from: output.fileHandleForReading))
        let port = try #require(Int(line.split(separator: ":").last ?? ""))
        let star = [("Accept", "application/vnd.github.star+json")]
        func times(_ target: String) throws -> [String] {
            let response = try RawHTTPConnection(port: port).request(target, headers: star)
            #expect(response.status == 200)
            let stars = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])
            return stars.compactMap { $0["starred_at"] as? String }
        }
        let newest = try times("/users/torvalds/starred?per_page=100&sort=created&direction=desc")
        #expect(newest.count == 15 && newest.first == "2023-11-14T22:20:20Z" && newest == newest.sorted(by: >))
        let oldest = try times("/users/torvalds/starred?per_page=100&sort=created&direction=asc")
        #expect(oldest == newest.sorted() && oldest.first == "2023-11-14T22:13:20Z")
        #expect(try RawHTTPConnection(port: port).request("/users/octocat/starred").body == Array("[]".utf8))
    }

    /// Blocking throughout (sockets, the process): run off the pool.
    private static func searchOptions() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--search-quota", "2", "--search-quota-token", "4", "--search-reset-seconds", "30",
                             "--incomplete-results", "--viewer", "t1:scotteg", "--viewer", "t2:octocat:scotteg,torvalds"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let line = try #require(Self.readLine(from: output.fileHandleForReading))
        let port = try #require(Int(line.split(separator: ":").last ?? ""))
        let connection = try RawHTTPConnection(port: port)
        let search = try connection.request("/search/repositories?q=user:scotteg")
        #expect(search.status == 200)
        #expect(search.header("x-ratelimit-limit") == "2")
        #expect(try SearchBody(search).incompleteResults)
        let reset = Int(search.header("x-ratelimit-reset") ?? "") ?? 0
        #expect(reset <= Int(Date().timeIntervalSince1970) + 31)
        let withToken = try connection.request("/search/repositories?q=user:scotteg", headers: [("Authorization", "token t1")])
        #expect(withToken.header("x-ratelimit-limit") == "4")
        let own = try connection.request("/user/repos?per_page=100", headers: [("Authorization", "token t1")])
        #expect(try count(own) == 34)
        let member = try connection.request("/user/repos?per_page=100&affiliation=organization_member",
                                            headers: [("Authorization", "token t2")])
        #expect(try count(member) == 34 + 7)
    }

    private static func readLine(from handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while true {
            let data = handle.readData(ofLength: 1)
            guard let byte = data.first else { return nil }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    private func run(_ arguments: [String]) async throws -> (status: Int32, stdout: String, stderr: String) {
        try await offThePool { try Self.runBlocking(arguments) }
    }

    private static func runBlocking(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
