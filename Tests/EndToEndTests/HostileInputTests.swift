import FakeGitHub
import Foundation
import Testing
import TestSupport

/// What a user can type or paste as an id or an option value, beyond the
/// ids OnceTests already covers (`/`, `..`, `?`, `#`, `%`, spaces, 10 kB,
/// escapes): never a request to another path, never a crash, never a raw
/// control character echoed back.
@Suite(.standardTimeLimit, .sanitizerReports) struct HostileInputTests {
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test(arguments: ["octo\ncat", "octocat\nscotteg\n", "octocat\r", "a\u{7F}b", "a\u{9B}2Jb", "\u{202E}tacotco",
                      "octocat\u{200B}", "ｏｃｔｏｃａｔ", "a\u{0}b".replacingOccurrences(of: "\u{0}", with: "\u{1}")])
    func pastedOrControlIdsAreRefusedWithoutARequest(_ id: String) async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", id, "--api-url", fake.apiURL])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: '"))
        #expect(run.stderr.split(separator: "\n").count == 1, "one line, whatever the id held")
        #expect(!Self.hasRawControl(run.stderr))
        #expect(fake.server.requests.isEmpty)
    }

    @Test(arguments: [" octocat", "octocat ", "\toctocat\t"])
    func spacesAndTabsAroundAnIdAreTrimmed(_ id: String) async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", id, "--api-url", fake.apiURL])
        #expect(run.status == 0)
        #expect(fake.repositoryRequests.map(\.pathSegments) == [["users", "octocat", "repos"]])
    }

    @Test func invalidUTF8FromTheTerminalIsRefusedWithoutARequest() async throws {
        let fake = try FakeServerFixture()
        let run = try await ShellRun.bash(#"exec "$GHSEARCH" --once "$(printf 'oct\xffo\xc3')" --api-url "$1""#.replacingOccurrences(of: "$1", with: fake.apiURL))
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '"))
        #expect(!Self.hasRawControl(run.stderr))
        #expect(fake.server.requests.isEmpty)
    }

    @Test func aNulCutsAnArgumentAtTheKernelSoTheIdIsItsFirstPart() async throws {
        // argv cannot hold NUL: bash drops it from "$(printf 'octocat\0/../x')",
        // and whatever arrives is still one path segment.
        let fake = try FakeServerFixture()
        let run = try await ShellRun.bash(#"exec "$GHSEARCH" --once "$(printf 'octocat\0/../x' 2>/dev/null)" --api-url URL"#.replacingOccurrences(of: "URL", with: fake.apiURL))
        #expect(run.status == 64 || run.status == 2 || run.status == 0)
        #expect(fake.repositoryRequests.allSatisfy { $0.pathSegments.count == 3 && $0.pathSegments[0] == "users" && $0.pathSegments[2] == "repos" })
    }

    @Test(arguments: ["http://127.0.0.1:1/\u{1B}]0;pwned\u{7}", "javascript:alert(1)", "file:///etc/hosts", "http://user:s3cretPW@127.0.0.1:1", "http://127.0.0.1:1/a b",
                      "http://127.0.0.1:1/api\nHost: evil", String(repeating: "h", count: 10_000)])
    func hostileAPIURLsAreRefused(_ url: String) async throws {
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", url])
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(!Self.hasRawControl(run.stderr))
        #expect(!run.stderr.contains("s3cretPW"), "credentials in a URL are not echoed")
    }

    @Test(arguments: [["--limit", "99999999999999999999"], ["--limit", "-1"], ["--jobs", "0x10"], ["--timeout", "\u{1B}[31m"],
                      ["--sort", "\u{1B}]0;x\u{7}"], ["--json", "name,\u{1B}[2J"], ["--\u{1B}[2J"], [String(repeating: "-", count: 10_000)]])
    func hostileOptionValuesAreRefused(_ arguments: [String]) async throws {
        let run = try await ProcessRun.ghsearch(["--once", "octocat"] + arguments)
        #expect(run.status == 64)
        #expect(!Self.hasRawControl(run.stderr))
        #expect(run.stderr.hasPrefix("Error: "))
    }
}
