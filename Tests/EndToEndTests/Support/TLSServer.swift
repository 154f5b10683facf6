import Foundation
import TestSupport

/// An HTTPS server on loopback for the tests of ghsearch over TLS: OpenSSL's
/// own `s_server` in `-HTTP` mode, with a certificate for 127.0.0.1 made for
/// the occasion (its own authority). Each answer is a file holding a whole
/// HTTP response, named by the request's path and query.
final class TLSServer: @unchecked Sendable {
    // Safety: every stored property is set once in `init`; `process` is only
    // signalled and waited for afterwards.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")
    }

    /// The certificate (PEM) a client must trust to talk to this server.
    let certificatePath: String
    let port: Int
    private let directory: String
    private let process = Process()

    var baseURL: String { "https://127.0.0.1:\(port)" }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts a server, waiting for it off the cooperative pool.
    static func start() async throws -> TLSServer {
        try await offThePoolInScope { try TLSServer() }
    }

    private init() throws {
        directory = ProcessRun.scratchDirectory()
        certificatePath = directory + "/cert.pem"
        let made = try ProcessRun.runBlocking("/usr/bin/openssl", [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=ghsearch test",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", directory + "/key.pem", "-out", certificatePath,
        ])
        guard made.status == 0 else { throw Failure(description: "openssl req failed: \(made.stderr)") }

        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["s_server", "-accept", "127.0.0.1:0", "-cert", certificatePath,
                             "-key", directory + "/key.pem", "-HTTP"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // "ACCEPT 127.0.0.1:PORT" is printed once it listens.
        var printed = ""
        var found: Int?
        while found == nil {
            let data = out.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            printed += String(decoding: data, as: UTF8.self)
            found = printed.split(separator: "\n").first { $0.hasPrefix("ACCEPT ") }
                .flatMap { $0.split(separator: ":").last }.flatMap { Int($0) }
        }
        guard let found else {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            throw Failure(description: "s_server did not start: \(printed)")
        }
        port = found
    }

    /// Serves `body` (JSON) with status 200 at `pathAndQuery` (`/users/x/repos?per_page=100`).
    func serve(_ pathAndQuery: String, json body: String) throws {
        let file = URL(fileURLWithPath: directory + pathAndQuery)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let response = "HTTP/1.0 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "x-ratelimit-limit: 60\r\nx-ratelimit-remaining: 59\r\n\r\n" + body
        try Data(response.utf8).write(to: file)
    }

    /// Ends the server. SIGKILL, because the test thread's blocked signals
    /// are inherited by children and would keep SIGTERM from arriving.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
