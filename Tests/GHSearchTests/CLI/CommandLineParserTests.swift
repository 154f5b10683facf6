import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

@Suite(.standardTimeLimit) struct CommandLineParserTests {
    func run(_ args: [String]) throws -> CommandLineOptions {
        guard case .success(.run(let options)) = CommandLineParser.parse(args) else {
            Issue.record("\(args) did not parse to a run"); throw UsageError(.resumeNeedsOutput)
        }
        return options
    }

    func error(_ args: [String]) -> String? {
        if case .failure(let error) = CommandLineParser.parse(args) { return error.message }
        return nil
    }

    @Test func modes() throws {
        #expect(try run([]).mode == .interactive(initialText: nil))
        #expect(try run(["scotteg"]).mode == .interactive(initialText: "scotteg"))
        #expect(try run(["--once", "scotteg"]).mode == .once("scotteg"))
        #expect(try run(["--once=scotteg"]).mode == .once("scotteg"))
        #expect(try run(["--batch", "-"]).mode == .batch(path: "-"))
        #expect(CommandLineParser.parse(["--help"]) == .success(.help))
        #expect(CommandLineParser.parse(["-h", "--bogus"]) != .success(.help))
        #expect(CommandLineParser.parse(["--version"]) == .success(.version))
    }

    @Test func options() throws {
        let o = try run(["--once", "x", "--limit", "5", "--sort", "stars", "--type", "all", "--api-url", "http://127.0.0.1:1/api/v3", "--no-cache"])
        #expect(o.limit == 5 && o.sort == .stars && o.type == .all && o.noCache)
        #expect(o.apiURL == "http://127.0.0.1:1/api/v3")
    }

    /// README preview.
    @Test func previewFlags() throws {
        #expect(try run(["x"]).preview == .automatic)
        #expect(try run(["--preview", "x"]).preview == .always)
        #expect(try run(["x", "--no-preview"]).preview == .never)
        #expect(try run(["--preview", "--no-preview", "x"]).preview == .never)  // the last one wins
        // A default (GHSEARCH_DEFAULT_OPTS or the config file), and the command line over it.
        let preview = [DefaultOptions(environment: "--preview")]
        guard case .success(.run(let shown)) = CommandLineParser.parse(["x"], defaults: preview),
              case .success(.run(let hidden)) = CommandLineParser.parse(["--no-preview", "x"], defaults: preview) else {
            Issue.record("a default --preview did not parse"); return
        }
        #expect(shown.preview == .always && hidden.preview == .never)
        #expect(try run(["--preview=yes", "x"]).previewCommand?.text == "yes")  // with `=`, a command
        #expect(error(["--once", "x", "--no-preview"]) == "'--no-preview' only applies to the interactive mode.")
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
        #expect(try run(["--once", "x", "--json"]).resolvedJSONFields == RepositoryField.repositoryFields)
        #expect(try run(["--once", "--starred", "x", "--json"]).resolvedJSONFields == RepositoryField.allCases)
        #expect(RepositoryField.allCases.last == .starred_at && RepositoryField.repositoryFields.count == RepositoryField.allCases.count - 1)
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
        #expect(error(["a", "b"]) == nil)  // `a b` typed at the prompt
        #expect(error(["--once", "x", "--api-url", "ftp://x"]) != nil)
        #expect(error(["--once", "x", "--output", "f"]) == "'--output' only applies to '--batch'.")
        #expect(error(["--batch", "f", "--resume"]) != nil)
    }

    @Test func suggestionsSpellLikeWhatWasTyped() {
        #expect(error(["--nocache"]) == "Unknown option '--nocache'. Did you mean '--no-cache'?")
        #expect(error(["-limit", "3"]) == "Unknown option '-limit'. Did you mean '--limit'?")
        #expect(error(["-x"]) == "Unknown option '-x'.")
        #expect(error(["--x"]) == "Unknown option '--x'.")
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
        for heading in ["OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "BATCH OPTIONS:", "KEYS:", "ENVIRONMENT:", "FILES:",
                        "EXIT STATUS:", "EXAMPLES:"] {
            #expect(help.contains(heading))
        }
        // Only a word wider than a line (an example command, a URL) may overflow it.
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 60 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") || $0.hasPrefix("  ghsearch ") })
    }

    @Test func modeMistakes() {
        #expect(error(["--once", "x", "--batch", "f"]) == "'--once' and '--batch' cannot be used together.")
        #expect(error(["--batch", "f", "--once", "x"]) == "'--batch' and '--once' cannot be used together.")
        #expect(error(["--once", "x", "--once", "y"]) == nil)
        #expect(error(["x", "--json"]) == "'--json' only applies to '--once' and '--batch'.")
        #expect(error(["--once", "x", "--quiet"]) == "'--quiet' only applies to '--batch'.")
        #expect(error(["--batch", "f", "--resume"]) == "'--resume' needs '--output <file>' (the file to finish).")
    }

    @Test func informationOptions() {
        #expect(CommandLineParser.parse(["--man"]) == .success(.manPage))
        #expect(CommandLineParser.parse(["--completions", "zsh"]) == .success(.completions(.zsh)))
        #expect(CommandLineParser.parse(["--completions=fish", "--once", "x"]) == .success(.completions(.fish)))
        #expect(CommandLineParser.parse(["--version", "--help"]) == .success(.help))
        #expect(CommandLineParser.parse(["-V", "--man"]) == .success(.version))
        #expect(error(["--completions", "tcsh"]) == "The value 'tcsh' is invalid for '--completions <shell>'. Choose one of: bash, zsh, fish.")
        #expect(error(["--completions"]) == "Missing value for '--completions <shell>'.")
    }

    @Test func everyOptionOfTheTableParses() throws {
        for spec in OptionTable.all where spec.role != .information {
            // An option of every mode, or of --batch, alongside --batch; one of the interactive mode alone.
            var words = spec.role == .mode || !spec.modes.contains(.batch) ? [] : ["--batch", "-"]
            if spec.role != .mode, spec.modes == [.once] { words = ["--once", "x"] }  // --jq, --template
            if spec.long == "--resume" { words += ["--output", "f"] }
            if spec.long == "--order" { words += ["--search"] }  // a search's direction
            if spec.long == "--starred" { words = ["--once"] }  // a user's stars (with --batch it takes none)
            words.append(spec.long)
            switch spec.argument {
            case .none: break
            case .required(let value), .optional(let value):
                switch value.completion {
                case .choices(let choices): words.append(choices[0])
                case .list(let items): words.append(spec.long == "--bind" ? items[0] + ":abort" : items[0])  // a key's name
                default:
                    let example = switch spec.long {
                    case "--api-url": "http://127.0.0.1:1"
                    case "--bind": "ctrl-y:abort"
                    default: "1"
                    }
                    words.append(example)
                }
            }
            #expect(throws: Never.self, "\(words)") { _ = try run(words) }
            if let short = spec.shortName {
                words[words.firstIndex(of: spec.long)!] = short
                #expect(throws: Never.self, "\(words)") { _ = try run(words) }
            }
        }
    }
}
