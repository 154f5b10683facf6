import Foundation
import Testing
import TestSupport

/// ghsearch over HTTPS, against a loopback TLS server: the certificate is
/// checked, a failure says why without being retried in vain, and the
/// certificate authorities curl's variables name are trusted (a
/// TLS-inspecting proxy's, say).
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TLSServer.isAvailable)) struct TLSTests {
    static let token = "ghp_TLSsecret0123456789abcdefXYZ"

    func serverWithOctocat() async throws -> TLSServer {
        let server = try await TLSServer.start()
        try server.serve("/users/octocat/repos?per_page=100",
                         json: #"[{"name":"tls-works","html_url":"https://github.com/octocat/tls-works"}]"#)
        return server
    }

    @Test func anUntrustedCertificateIsRefusedWithTheReason() async throws {
        let server = try await serverWithOctocat()
        defer { server.stop() }
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", server.baseURL, "--no-cache"],
                                                environment: ["GH_TOKEN": Self.token])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("certificate"), "\(run.stderr)")
        #expect(!run.stderr.contains(Self.token))
    }

    @Test(arguments: ["CURL_CA_BUNDLE", "SSL_CERT_FILE"])
    func aCertificateAuthorityNamedInTheEnvironmentIsTrusted(variable: String) async throws {
        let server = try await serverWithOctocat()
        defer { server.stop() }
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", server.baseURL, "--no-cache"],
                                                environment: [variable: server.certificatePath])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "tls-works\thttps://github.com/octocat/tls-works\n")
    }
}
