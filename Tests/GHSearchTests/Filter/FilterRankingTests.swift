import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// Which repositories a filter keeps and in what order: the best match
/// first, a match in the name before one in the description, ties in list
/// order.
@Suite(.standardTimeLimit) struct FilterRankingTests {
    /// Rows shaped like kohsuke's list in the issue: `jenkins` sits among rows
    /// that only mention it in their description.
    static let kohsuke: [Repository] = [
        Repository(name: "args4j", description: "Java command line arguments parser"),
        Repository(name: "github-api", description: "Java API for GitHub, used by the Jenkins GitHub plugin"),
        Repository(name: "jenkins-client", description: "Client for the Jenkins REST API"),
        Repository(name: "hudson", description: "The predecessor of Jenkins"),
        Repository(name: "docker-jenkins", description: "Jenkins in a container"),
        Repository(name: "jclouds", description: "Multi-cloud toolkit"),
        Repository(name: "jenkins", description: "Jenkins automation server", language: "Java"),
        Repository(name: "com4j", description: "Type-safe Java/COM binding"),
        Repository(name: "zig-json", description: "JSON for zig", language: "Zig"),
        Repository(name: "stapler", description: "Stapler web framework", language: "Java", topics: ["web", "jenkins"]),
    ]

    static func names(_ filter: String) -> [String] {
        FilterFixture.names(filter, in: kohsuke)
    }

    @Test func fuzzyFindsJcloudsFromJcld() {
        #expect(Self.names("jcld") == ["jclouds"])
    }

    @Test func theExactNameComesFirstThenNamesThenDescriptions() {
        let ranked = Self.names("jenkins")
        #expect(ranked.prefix(3) == ["jenkins", "jenkins-client", "docker-jenkins"])
        // Description- and topic-only matches follow every name match.
        #expect(Set(ranked.dropFirst(3)) == ["github-api", "hudson", "stapler"])
        #expect(ranked[3] == "stapler")  // a topic outweighs a description
    }

    @Test func theLanguageColumnIsSearched() {
        #expect(Self.names("zig") == ["zig-json"])
        #expect(Self.names("Java").first == "jenkins" || Self.names("Java").first == "stapler")
        #expect(Set(Self.names("Java")) == ["args4j", "github-api", "jenkins", "com4j", "stapler"])
    }

    @Test func wordsCanMatchInDifferentFields() {
        #expect(Self.names("jenkins automation") == ["jenkins"])
        #expect(Self.names("stapler web") == ["stapler"])
    }

    @Test func tiesKeepListOrder() {
        let repositories = FilterFixture.repositories(["b-core", "a-core", "c-core", "core-x", "d-core"])
        // Same score for every `-core` name: list order; `core-x` starts with it.
        #expect(FilterFixture.names("core", in: repositories) == ["core-x", "b-core", "a-core", "c-core", "d-core"])
        let same = FilterFixture.repositories(["x1", "x2", "x3", "x4"])
        #expect(FilterFixture.names("x", in: same) == ["x1", "x2", "x3", "x4"])
    }

    @Test func anEmptyFilterKeepsEverythingInListOrder() {
        #expect(Self.names("") == Self.kohsuke.map(\.name))
        #expect(Self.names("   ") == Self.kohsuke.map(\.name))
    }

    @Test func scoresAddUpOverWords() throws {
        var engine = FilterEngine()
        let corpus = FilterCorpus(Self.kohsuke)
        let one = try #require(engine.match(6, filter: Filter("jenkins"), corpus: corpus))
        let two = try #require(engine.match(6, filter: Filter("jenkins server"), corpus: corpus))
        #expect(two.score > one.score)
        #expect(engine.run(Filter("jenkins server"), over: corpus).rows == [6])
    }
}
