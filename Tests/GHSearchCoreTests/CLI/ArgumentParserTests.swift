import Testing
import TestSupport
@testable import GHSearchCore

@Suite(.standardTimeLimit) struct ArgumentParserTests {
    func run(_ args: [String]) throws -> CommandLineOptions {
        guard case .success(.run(let options)) = ArgumentParser.parse(args) else {
            Issue.record("\(args) did not parse to a run"); throw UsageError(.onceAndBatch)
        }
        return options
    }

    func error(_ args: [String]) -> String? {
        if case .failure(let error) = ArgumentParser.parse(args) { return error.message }
        return nil
    }

    @Test func modes() throws {
        #expect(try run([]).mode == .interactive(initialText: nil))
        #expect(try run(["scotteg"]).mode == .interactive(initialText: "scotteg"))
        #expect(try run(["--once", "scotteg"]).mode == .once("scotteg"))
        #expect(try run(["--once=scotteg"]).mode == .once("scotteg"))
        #expect(try run(["--batch", "-"]).mode == .batch(path: "-"))
        #expect(ArgumentParser.parse(["--help"]) == .success(.help))
        #expect(ArgumentParser.parse(["-h", "--bogus"]) != .success(.help))
        #expect(ArgumentParser.parse(["--version"]) == .success(.version))
    }

    @Test func options() throws {
        let o = try run(["--once", "x", "--limit", "5", "--sort", "stars", "--type", "all", "--api-url", "http://127.0.0.1:1/api/v3", "--no-cache"])
        #expect(o.limit == 5 && o.sort == .stars && o.type == .all && o.noCache)
        #expect(o.apiURL == "http://127.0.0.1:1/api/v3")
    }

    /// README preview (#16).
    @Test func previewFlags() throws {
        #expect(try run(["x"]).preview == .automatic)
        #expect(try run(["--preview", "x"]).preview == .always)
        #expect(try run(["x", "--no-preview"]).preview == .never)
        #expect(ArgumentParser.parse(["--preview=yes"]) == .failure(UsageError(.flagTakesNoValue(option: "--preview"))))
    }

    @Test func timeout() throws {
        #expect(try run(["--once", "x"]).timeout == nil)
        #expect(try run(["--once", "x", "--timeout", "3"]).timeout == 3)
        #expect(try run(["--once", "x"]).requestTimeout == .seconds(20))
        #expect(try run(["--batch", "-", "--timeout", "3"]).requestTimeout == .seconds(3))
        #expect(try run(["--timeout=3600", "x"]).timeout == 3600)
        #expect(error(["--once", "x", "--timeout", "0"]) == "The value '0' is invalid for '--timeout <seconds>': expected a whole number from 1 to 3600.")
        #expect(error(["--once", "x", "--timeout", "1.5"]) != nil)
        #expect(error(["--once", "x", "--timeout"]) == "Missing value for '--timeout <seconds>'.")
    }

    @Test func api() throws {
        #expect(try run(["--batch", "-"]).api == nil)
        #expect(try run(["--batch", "-", "--api", "graphql"]).api == .graphql)
        #expect(try run(["--api=rest", "--batch", "-"]).api == .rest)
        #expect(error(["--batch", "-", "--api", "v4"]) == "The value 'v4' is invalid for '--api <api>'. Choose one of: auto, graphql, rest.")
        #expect(error(["--once", "x", "--api", "graphql"]) == "'--api' only applies to '--batch'.")
        #expect(error(["--batch", "-", "--apy", "rest"]) == "Unknown option '--apy'. Did you mean '--api'?")
    }

    @Test func jsonFields() throws {
        #expect(try run(["--once", "x", "--json"]).resolvedJSONFields == RepositoryField.allCases)
        #expect(try run(["--once", "x", "--json", "name,url"]).jsonFields == [.name, .html_url])
        #expect(try run(["--json", "name", "--once", "x"]).jsonFields == [.name])
        // A word that is not a field list is not taken as one.
        #expect(try run(["--json", "--once", "x"]).jsonFields == [])
        #expect(error(["--once", "x", "--json=nme"])?.contains("Unknown JSON field 'nme'") == true)
    }

    @Test func mistakesReadLikeSwiftArgumentParser() {
        #expect(error(["--once", "x", "--limt", "3"]) == "Unknown option '--limt'. Did you mean '--limit'?")
        #expect(error(["--once"]) == "Missing value for '--once <id>'.")
        #expect(error(["--once", "x", "--limit"]) == "Missing value for '--limit <n>'.")
        #expect(error(["--once", "x", "--limit", "abc"]) == "The value 'abc' is invalid for '--limit <n>': expected a whole number from 1 to 1000000.")
        #expect(error(["--once", "x", "--limit", "0"]) != nil)
        #expect(error(["--once", "x", "--sort", "size"])?.hasPrefix("The value 'size' is invalid for '--sort <order>'") == true)
        #expect(error(["--once", "x", "--batch", "f"]) != nil)
        #expect(error(["a", "b"]) != nil)
        #expect(error(["--once", "x", "--api-url", "ftp://x"]) != nil)
        #expect(error(["--once", "x", "--output", "f"]) == "'--output' only applies to '--batch'.")
        #expect(error(["--batch", "f", "--resume"]) != nil)
    }

    @Test func hostileArgumentsAreQuotedSafely() {
        let message = error(["--\u{1b}]0;pwned\u{7}"]) ?? ""
        #expect(!message.contains("\u{1b}") && !message.contains("\u{7}"))
        let long = error(["--" + String(repeating: "x", count: 10_000)]) ?? ""
        #expect(long.count < 300)
    }

    @Test func usageReport() {
        let report = UsageError(.missingValue(option: "--once <id>")).report
        #expect(report == "Error: Missing value for '--once <id>'.\nUsage: ghsearch [<id>] | --once <id> | --batch <file> [<options>]\n  See 'ghsearch --help' for more information.\n")
    }

    @Test func helpHasItsHeadingsAndFitsTheWidth() {
        let help = HelpText.render(width: 60)
        for heading in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:"] { #expect(help.contains(heading)) }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
