import Testing
@testable import GHSearchCLI
@testable import GHSearchText

/// The config file and `GHSEARCH_DEFAULT_OPTS`: the same options as the
/// command line, weaker than it, the file weakest; a bad line is named.
@Suite(.standardTimeLimit) struct DefaultOptionsTests {
    let path = "/home/me/.config/ghsearch/config"

    func run(_ arguments: [String], file: String? = nil, environment: String? = nil) throws -> CommandLineOptions {
        var defaults: [DefaultOptions] = []
        if let file { defaults.append(DefaultOptions(configFile: file, path: path)) }
        if let environment { defaults.append(DefaultOptions(environment: environment)) }
        return try CommandLineParser.parse(arguments, defaults: defaults).map { command -> CommandLineOptions in
            guard case .run(let options) = command else { return CommandLineOptions() }
            return options
        }.get()
    }

    func report(_ arguments: [String], file: String? = nil, environment: String? = nil) -> String? {
        var defaults: [DefaultOptions] = []
        if let file { defaults.append(DefaultOptions(configFile: file, path: path)) }
        if let environment { defaults.append(DefaultOptions(environment: environment)) }
        if case .failure(let error) = CommandLineParser.parse(arguments, defaults: defaults) { return error.report }
        return nil
    }

    @Test func shellWords() throws {
        #expect(try ShellWords.split("  --sort stars\t--limit=5 ") == ["--sort", "stars", "--limit=5"])
        #expect(try ShellWords.split(#"--api-url 'https://x/a b' "two \"words\"" a\ b ''"#)
            == ["--api-url", "https://x/a b", #"two "words""#, "a b", ""])
        #expect(try ShellWords.split(#""\n stays""#) == [#"\n stays"#])
        #expect(try ShellWords.split("") == [])
        #expect(throws: UsageProblem.unclosedQuote) { try ShellWords.split("--sort 'stars") }
        #expect(throws: UsageProblem.unclosedQuote) { try ShellWords.split("--sort stars\\") }
    }

    @Test func theCommandLineWinsOverTheEnvironmentWhichWinsOverTheFile() throws {
        let file = "# my defaults\n\n--sort stars\n  --limit 10\n--type=member\n--no-cache\n"
        let fromFile = try run(["--once", "x"], file: file)
        #expect(fromFile.sort == .stars && fromFile.limit == 10 && fromFile.type == .member && fromFile.noCache)
        let fromEnvironment = try run(["--once", "x"], file: file, environment: "--limit 20 --sort 'name'")
        #expect(fromEnvironment.limit == 20 && fromEnvironment.sort == .name && fromEnvironment.type == .member)
        let fromCommandLine = try run(["--once", "x", "--limit", "30"], file: file, environment: "--limit 20")
        #expect(fromCommandLine.limit == 30 && fromCommandLine.sort == .stars)
    }

    @Test func aDefaultForAnotherModeIsIgnoredWhereTheSameOnTheCommandLineIsAnError() throws {
        #expect(try run(["scotteg"], file: "--json name\n--quiet\n").mode == .interactive(initialText: "scotteg"))
        #expect(try run(["--once", "x"], environment: "--reserve 5 --no-wait").mode == .once("x"))
        #expect(report(["scotteg", "--quiet"]) != nil)
    }

    @Test func aBadLineIsNamedWithItsNumberAndTheFile() {
        #expect(report(["--once", "x"], file: "--sort stars\n\n--srot name\n") == """
            Error: config line 3: Unknown option '--srot'. Did you mean '--sort'?
              (in /home/me/.config/ghsearch/config)

            """)
        #expect(report(["--once", "x"], file: "--limit 0\n")?.hasPrefix(
            "Error: config line 1: The value '0' is invalid for '--limit <n>': expected a whole number from 1 to 1000000.\n") == true)
        #expect(report(["x"], file: "--sort\n")?.hasPrefix("Error: config line 1: Missing value for '--sort <order>'.\n") == true)
        #expect(report(["x"], file: "--no-cache --sort stars\n")?.hasPrefix(
            "Error: config line 1: One option per line: put '--sort' on a line of its own.\n") == true)
        #expect(report(["x"], file: "scotteg\n")?.hasPrefix("Error: config line 1: Unexpected word 'scotteg'") == true)
        #expect(report(["x"], file: "--once scotteg\n")?.hasPrefix(
            "Error: config line 1: '--once' can only be given on the command line, not as a default.\n") == true)
        #expect(report(["x"], file: "\n--api-url 'x\n")?.hasPrefix("Error: config line 2: A quote or a backslash is left open.\n") == true)
        #expect(report(["x"], environment: "--output f") == "Error: GHSEARCH_DEFAULT_OPTS: '--output' can only be given on the command line, not as a default.\n")
        #expect(report(["x"], environment: "--limt 3") == "Error: GHSEARCH_DEFAULT_OPTS: Unknown option '--limt'. Did you mean '--limit'?\n")
        let unreadable = DefaultOptions(unreadableConfigFile: path, reason: "Permission denied")
        if case .failure(let error) = CommandLineParser.parse(["x"], defaults: [unreadable]) {
            #expect(error.report == "Error: config file: cannot read it: Permission denied.\n  (in /home/me/.config/ghsearch/config)\n")
            #expect(error.report(.korean).hasPrefix("오류: 설정 파일: 읽을 수 없습니다: Permission denied.\n"))
        } else {
            Issue.record("an unreadable config file was not reported")
        }
    }

    @Test func helpAndVersionIgnoreBrokenDefaults() {
        let broken = [DefaultOptions(configFile: "--bogus\n", path: path), DefaultOptions(environment: "'")]
        #expect(CommandLineParser.parse(["--help"], defaults: broken) == .success(.help))
        #expect(CommandLineParser.parse(["--version"], defaults: broken) == .success(.version))
        #expect(CommandLineParser.parse(["--completions", "bash"], defaults: broken) == .success(.completions(.bash)))
    }

    @Test func theLanguageOfMessagesSeesTheDefaults() {
        let defaults = [DefaultOptions(configFile: "--lang ko\n", path: path)]
        #expect(Language.resolve(arguments: defaults.flatMap(\.words) + ["--bogus"], environment: [:]) == .ko)
        #expect(Language.resolve(arguments: defaults.flatMap(\.words) + ["--lang", "en"], environment: [:]) == .en)
    }

    @Test func commentsBlankLinesAndCarriageReturnsAreIgnored() throws {
        let options = try run(["--once", "x"], file: "#--limit 3\r\n\r\n   \n\t# indented comment\n--limit 4\r\n")
        #expect(options.limit == 4)
    }
}
