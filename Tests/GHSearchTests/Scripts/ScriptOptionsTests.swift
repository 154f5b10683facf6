import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// ghsearch in scripts: the words after `--once USER`, `--filter`,
/// `--query`, `-1`/`-0`, gh's query flags, `--jq`/`--template` on the command line.
@Suite(.standardTimeLimit) struct ScriptOptionsTests {
    func run(_ args: [String]) throws -> CommandLineOptions { try CommandLineParserTests().run(args) }
    func error(_ args: [String]) -> String? { CommandLineParserTests().error(args) }

    @Test func theWordsAfterOnceUserAreTheFilter() throws {
        let options = try run(["--once", "big", "swift", "'json", "--json", "name"])
        #expect(options.mode == .once("big"))
        #expect(options.filterWords == ["swift", "'json"])
        #expect(options.listFilter.text == "swift 'json")
        #expect(try run(["--once", "big", "swift json"]).listFilter.text == "swift json")
        #expect(try run(["--once", "big"]).filterWords.isEmpty)
        // A negated qualifier is a word, not an option; --filter takes any word.
        #expect(try run(["--once", "big", "-language:go", "kit"]).filterWords == ["-language:go", "kit"])
        #expect(try run(["--filter", "-language:go kit", "big"]).filterWords == ["-language:go kit"])
        #expect(try run(["--once", "big", "--jq", "-1"]).jq == "-1")
    }

    @Test func filterIsFzfsFilterModeAndNeedsAUser() throws {
        let options = try run(["--filter", "swift", "big"])
        #expect(options.mode == .once("big") && options.filterWords == ["swift"])
        #expect(try run(["--once", "big", "a", "--filter", "b"]).filterWords == ["a", "b"])
        #expect(try run(["--batch", "-", "--filter", "b"]).filterWords == ["b"])
        #expect(error(["--filter", "swift"]) == "Give the user whose repositories '--filter' filters (e.g. ghsearch --filter 'json' octocat).")
        #expect(error(["--search", "--once", "x", "--filter", "y"]) == "'--filter' does not apply to '--search' (put qualifiers in the query).")
        #expect(try run(["--once", "--mine", "json"]).mode == .once("@me"))
        #expect(try run(["--once", "--mine", "json"]).filterWords == ["json"])
    }

    @Test func aFilterWordThatIsNotUnderstoodIsAUsageError() {
        #expect(error(["--once", "big", "lang:go"]) == "lang: is not a qualifier; did you mean language:?")
        #expect(error(["--once", "big", "is:secret"]) == "is:secret is not understood: use is:public, is:private or is:internal")
        // The prompt reports it on its status line instead.
        #expect(error(["big", "lang:go"]) == nil)
    }

    @Test func theInteractiveModeTakesTheWordsUnquotedAndQuery() throws {
        #expect(try run(["octocat", "json"]).mode == .interactive(initialText: "octocat json"))
        #expect(try run(["octocat", "--query", "json api"]).mode == .interactive(initialText: "octocat json api"))
        #expect(try run(["--query", "octocat json"]).mode == .interactive(initialText: "octocat json"))
        #expect(error(["--once", "x", "--query", "y"]) == "'--query' only applies to the interactive mode.")
        // -q stays --quiet.
        #expect(error(["-q", "x"]) == "'--quiet' only applies to '--batch'.")
    }

    @Test func selectOneAndExitZero() throws {
        let options = try run(["-1", "-0", "octocat"])
        #expect(options.pick.selectOne && options.pick.exitZero)
        #expect(try run(["--select-1", "octocat"]).pick.selectOne)
        #expect(try run(["--once", "octocat", "--exit-0"]).pick.exitZero)
        #expect(error(["--once", "octocat", "-1"]) == "'--select-1' only applies to the interactive mode.")
    }

    @Test func ghsQueryFlagsAreTheFiltersQualifiers() throws {
        let options = try run(["--once", "big", "-l", "swift", "--language", "vim script", "--topic", "cli,tui", "--topic", "json",
                               "--source", "--no-archived", "--visibility", "public", "kit"])
        #expect(options.listFilter.text
            == "kit language:swift language:\"vim script\" topic:cli topic:tui topic:json fork:false archived:false is:public")
        #expect(options.listFilter.problems.isEmpty)
        #expect(try run(["--once", "big", "--fork", "--archived"]).listFilter.text == "fork:only archived:true")
        #expect(error(["--once", "big", "--fork", "--source"]) == "Give only one of '--fork' and '--source'.")
        #expect(error(["--once", "big", "--archived", "--no-archived"]) == "Give only one of '--archived' and '--no-archived'.")
        #expect(error(["big", "--language", "swift"]) == "'--language' only applies to '--once' and '--batch'.")
        // A search takes them as GitHub's qualifiers; its forks are out unless asked for.
        let search = try run(["--once", "--search", "json", "--language", "go", "--source", "--visibility", "private"])
        #expect(search.searchRequest("json").query == "json language:go is:private")
        // --mine asks GitHub for the visibility it knows, internal as all.
        #expect(try run(["--once", "--mine", "--visibility", "internal"]).ownRepositoryOptions.visibility == nil)
        #expect(try run(["--once", "--mine", "--visibility", "private"]).ownRepositoryOptions.visibility == .private)
    }

    @Test func jsonNamesAMisspeltField() {
        #expect(error(["--once", "x", "--json", "name,nme"])?.hasPrefix("Unknown JSON field 'nme'. Available fields: name, full_name,") == true)
        #expect(error(["--once", "x", "--json", "nme"])?.hasPrefix("Unknown JSON field 'nme'.") == true)
    }

    @Test func jqAndTemplateImplyJSONAndExcludeEachOther() throws {
        let jq = try run(["--once", "x", "--jq", ".[].name"])
        #expect(jq.jq == ".[].name" && jq.resolvedJSONFields == RepositoryField.repositoryFields)
        #expect(try run(["--once", "x", "--json", "name", "--jq", "."]).resolvedJSONFields == [.name])
        #expect(try run(["--once", "x", "--template", "{{range .}}{{.name}}{{end}}"]).template != nil)
        #expect(error(["--once", "x", "--jq", ".", "--template", "x"]) == "Give only one of '--jq' and '--template'.")
        #expect(error(["--once", "x", "--template", "{{.name}}"])
            == "template: '.' is the list of repositories; write '{{range .}}{{.name}}{{end}}' for each one.")
    }
}
