@testable import GHSearchCLI
import Testing
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// `--clone-host`: more hosts whose `https://` clone URLs go to git.
extension CommandLineParserTests {
    @Test func cloneHostsAreCollectedLowerCased() throws {
        #expect(try run(["x"]).pick.cloneHosts == [])
        #expect(try run(["--clone-host", "Git.Mirror.example", "--clone-host=ghe.corp", "x"]).pick.cloneHosts
            == ["git.mirror.example", "ghe.corp"])
    }

    @Test(arguments: ["https://git.example.com", "git.example.com/o", "user@git.example.com", "git.example.com:443",
                      "-oProxyCommand", ".example.com", "", "exa mple.com", "ex\u{1B}[2Jample.com", "gït.example.com"])
    func aCloneHostThatIsNotAHostNameIsRefused(_ value: String) {
        let message = error(["--clone-host=" + value, "x"])
        #expect(message?.hasPrefix("The value '") == true)
        #expect(message?.hasSuffix("is invalid for '--clone-host <host>': give a host name such as git.example.com"
            + " (no scheme, user, port or path).") == true)
        #expect(message?.contains("\u{1B}") == false)
    }

    @Test func cloneHostIsForTheInteractiveMode() {
        #expect(error(["--once", "x", "--clone-host", "a.example"]) == "'--clone-host' only applies to the interactive mode.")
    }
}

extension CloneURLPolicyTests {
    @Test func aTrustedHostIsAddedToTheAPIsWebHost() {
        let policy = CloneURLPolicy(apiHost: "api.github.com").trusting(["git.mirror.example"])
        #expect(policy.httpsHosts == ["api.github.com", "github.com", "git.mirror.example"])
        #expect(policy.allows("https://git.mirror.example/o/r.git"))
        #expect(policy.allows("https://GIT.mirror.example:8443/o/r.git"))
        #expect(policy.allows("https://github.com/o/r.git"))
        #expect(!policy.allows("https://evil.example/o/r.git"))
        #expect(!policy.allows("https://git.mirror.example.evil.example/o/r.git"))
        #expect(!policy.allows("http://git.mirror.example/o/r.git"))
    }
}
