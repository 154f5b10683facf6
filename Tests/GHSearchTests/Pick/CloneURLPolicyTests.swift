import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// Which clone URLs git is given (`CloneURLPolicy`) and how it is run
/// (`GitCloneCommand`): one table of what GitHub serves and of what a
/// hostile server could.
@Suite(.standardTimeLimit) struct CloneURLPolicyTests {
    let policy = CloneURLPolicy(apiHost: "api.github.com")

    @Test(arguments: [
        "https://github.com/octocat/Hello-World.git", "https://GitHub.com/octocat/Hello-World.git",
        "https://github.com/octocat/.github.git", "https://github.com:443/o/r.git", "https://github.com/o/r",
        "git@github.com:octocat/Hello-World.git", "git@ghe.example.com:team/some_repo.git",
        "ssh://git@github.com/octocat/Hello-World.git", "ssh://git@ghe.example.com:2222/o/r.git",
    ])
    func whatGitHubServesIsCloned(_ url: String) {
        #expect(policy.allows(url))
    }

    @Test(arguments: [
        "ext::sh -c touch% PWNED", "ext::sh", "file:///etc", "file://localhost/etc/o/r", "/tmp", "./repo", "../o/r",
        "--upload-pack=touch PWNED", "-oProxyCommand=touch PWNED:owner/repo.git", "ssh://-oProxyCommand=touch%20PWNED/o/r.git",
        "ssh://git@-oProxyCommand/o/r.git", "ssh://-l@github.com/o/r.git", "git@github.com:-o/r.git", "git@github.com:o/--upload-pack",
        "https://evil.example/o/r.git", "https://github.com.evil.example/o/r.git", "https://github.com@evil.example/o/r.git",
        "https://user:pass@github.com/o/r.git", "http://github.com/o/r.git", "git://github.com/o/r.git",
        "https://github.com/o/r.git\u{1B}]0;x\u{7}", "https://github.com/o/r .git", "https://github.com/o/../r.git",
        "https://github.com/o", "https://github.com/", "https://github.com:abc/o/r", "git@github.com:o", "",
        "fd::3", "transport::github.com/o/r", "git@github.com:o/r.git\n", "https://gïthub.com/o/r.git",
    ])
    func whatAHostileServerSendsIsRefused(_ url: String) {
        #expect(!policy.allows(url))
    }

    @Test func theWebHostFollowsTheAPIRoot() {
        #expect(CloneURLPolicy(apiHost: "api.github.com").httpsHosts == ["api.github.com", "github.com"])
        #expect(CloneURLPolicy(apiHost: "api.octo.ghe.com").httpsHosts == ["api.octo.ghe.com", "octo.ghe.com"])
        #expect(CloneURLPolicy(apiHost: "GHE.example.com").httpsHosts == ["ghe.example.com"])
        let enterprise = try? GitHubEndpoint("https://ghe.example.com/api/v3").cloneURLPolicy
        #expect(enterprise?.allows("https://ghe.example.com/team/r.git") == true)
        #expect(enterprise?.allows("https://github.com/team/r.git") == false)
    }

    @Test func gitRunsWithOnlyHTTPSAndSSHAfterTwoDashes() {
        #expect(GitCloneCommand.arguments(git: "/usr/bin/git", url: "https://github.com/o/r.git") == [
            "/usr/bin/git", "-c", "protocol.allow=never", "-c", "protocol.https.allow=always", "-c", "protocol.ssh.allow=always",
            "-c", "protocol.file.allow=never", "-c", "protocol.ext.allow=never", "clone", "--", "https://github.com/o/r.git",
        ])
        #expect(GitCloneCommand.environment(["PATH": "/bin", "GIT_ALLOW_PROTOCOL": "ext:file"])
            == ["PATH": "/bin", "GIT_ALLOW_PROTOCOL": "https:ssh", "GIT_PROTOCOL_FROM_USER": "0"])
    }
}
