import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// fzf's extended-search syntax over repositories: how each operator parses
/// and which rows it keeps.
@Suite(.standardTimeLimit) struct ExtendedSyntaxTests {
    static let repositories: [Repository] = [
        Repository(name: "swift-nio", description: "Event-driven network framework", language: "Swift", topics: ["networking"]),
        Repository(name: "fire", description: "A fireplace simulator", language: "Go"),
        Repository(name: "music-player", description: "Plays music", language: "Rust"),
        Repository(name: "core", description: "The core of it all", language: "C"),
        Repository(name: "corelib", description: "Core library", language: "C++"),
        Repository(name: "ripgrep.rs", description: "Search tool", language: "Rust"),
        Repository(name: "wildcard", description: "A wild card matcher", language: "Python"),
        Repository(name: "firewall", description: "Packet filter", language: "C"),
    ]

    static func names(_ filter: String) -> [String] {
        FilterFixture.names(filter, in: repositories)
    }

    @Test(arguments: [
        ("sbtrkt", FilterTerm.Kind.fuzzy, false, "sbtrkt"),
        ("'wild", .exact, false, "wild"),
        ("'wild'", .exactBoundary, false, "wild"),
        ("^music", .prefix, false, "music"),
        (".rs$", .suffix, false, ".rs"),
        ("^core$", .equal, false, "core"),
        ("!fire", .exact, true, "fire"),
        ("!^music", .prefix, true, "music"),
        ("!.rs$", .suffix, true, ".rs"),
        ("!'fire", .fuzzy, true, "fire"),
        ("$", .fuzzy, false, "$"),
        ("'", .fuzzy, false, ""),
    ])
    func parsesEachOperator(word: String, kind: FilterTerm.Kind, inverse: Bool, text: String) {
        let groups = Filter(word).groups
        if text.isEmpty {
            #expect(groups.isEmpty)
            return
        }
        #expect(groups.count == 1)
        let term = groups.first?.first
        #expect(term?.kind == kind)
        #expect(term?.isInverse == inverse)
        #expect(term?.text == text)
    }

    @Test func wordsAreAndedAndBarsMakeAlternatives() {
        let filter = Filter("  swift | rust   net ^core$ |  '.rs$ ")
        #expect(filter.groups.map { $0.map(\.text) } == [["swift", "rust"], ["net"], ["core", ".rs"]])
        #expect(filter.problems.isEmpty)
        // A leading, doubled or escaped bar is a word, as in fzf.
        #expect(Filter("| a").groups.map { $0.map(\.text) } == [["|"], ["a"]])
        #expect(Filter("a | | b").groups.map { $0.map(\.text) } == [["a", "|"], ["b"]])
        #expect(Filter("a \\| b").groups.map { $0.map(\.text) } == [["a"], ["|"], ["b"]])
        // `\ ` is a space inside a word.
        #expect(Filter("card\\ matcher").groups.map { $0.map(\.text) } == [["card matcher"]])
    }

    @Test func eachOperatorKeepsTheRightRows() {
        #expect(Self.names("'wild") == ["wildcard"])
        #expect(Self.names("'wild'") == ["wildcard"])  // "A wild card matcher": wild as a whole word
        #expect(Self.names("'ild'").isEmpty)
        #expect(Self.names("^music") == ["music-player"])
        #expect(Self.names("^core") == ["core", "corelib"])
        #expect(Self.names(".rs$") == ["ripgrep.rs"])
        #expect(Self.names("^core$") == ["core"])
        #expect(Self.names("!fire").contains("fire") == false)
        #expect(Set(Self.names("!fire")) == Set(Self.repositories.map(\.name)).subtracting(["fire", "firewall"]))
        #expect(Self.names("!^core").contains { $0.hasPrefix("core") } == false)
        #expect(Self.names("!^core").count == 6)
        #expect(Self.names("!.rs$").count == 7)
        #expect(Self.names("!'frwl").contains("firewall") == false)
        #expect(Self.names("fire !wall") == ["fire"])
        #expect(Self.names("^music | .rs$") == ["music-player", "ripgrep.rs"])
        #expect(Self.names("card\\ matcher") == ["wildcard"])
        #expect(Self.names("'card zzz").isEmpty)  // two words: 'card AND zzz
    }

    @Test func anchorsApplyToTheName() {
        // "Core library" starts with Core, but ^ anchors the name.
        #expect(Self.names("^library").isEmpty)
        #expect(Self.names("framework$").isEmpty)
    }

    @Test func onlyInverseWordsKeepListOrder() {
        #expect(Self.names("!wall !music") == ["swift-nio", "fire", "core", "corelib", "ripgrep.rs", "wildcard"])
    }

    @Test func smartCaseIsPerWord() {
        let filter = Filter("Swift nio")
        #expect(filter.groups.map { $0[0].isCaseSensitive } == [true, false])
        #expect(Self.names("NIO").isEmpty)
        #expect(Self.names("nio") == ["swift-nio"])
        #expect(Self.names("Swift") == ["swift-nio"])  // the language field: "Swift"
        #expect(Self.names("Core") == ["corelib"])  // "Core library", not "core" nor "The core of it all"
    }
}
