import FakeGitHub
import Foundation
import Testing
import TestSupport

/// gh's output options: `--jq` through libjq (its output compared with
/// the jq program's own on the `--json` output), `--template`, and `--json`
/// naming a misspelt field.
@Suite(.standardTimeLimit, .sanitizerReports) struct OutputOptionsTests {
    static let jqProgram = ["/usr/bin/jq", "/usr/local/bin/jq"].first { FileManager.default.isExecutableFile(atPath: $0) }

    func jq(_ arguments: [String], stdin: String? = nil) async throws -> ProcessRun {
        try await ProcessRun.run(try #require(Self.jqProgram, "jq is in scripts/apt-packages-test.txt"), arguments, stdin: stdin)
    }

    @Test(arguments: [
        ".[] | select(.stargazers_count > 10) | .full_name",
        "map({name, stars: .stargazers_count}) | sort_by(.stars) | reverse",
        ".[] | [.name, (.language // \"\"), (.topics | join(\",\"))] | @tsv",
        "length, (.[0] | keys), ([.[].fork] | any)",
    ])
    func jqPrintsWhatJqPrintsOnTheJSONOutput(expression: String) async throws {
        let fake = try FakeServerFixture()
        let json = try await ProcessRun.ghsearch(["--once", "scotteg", "--json", "--api-url", fake.apiURL])
        #expect(json.status == 0)
        let ours = try await ProcessRun.ghsearch(["--once", "scotteg", "--jq", expression, "--api-url", fake.apiURL])
        let theirs = try await jq(["-r", "-c", expression], stdin: json.stdout)
        #expect(theirs.status == 0, "\(theirs.stderr)")
        #expect(ours.status == 0 && ours.stderr.isEmpty, "\(ours.status) \(ours.stderr)")
        #expect(!ours.stdout.isEmpty && ours.stdout == theirs.stdout)
    }

    @Test func aBadExpressionIsJqsMessageAndExit64BeforeAnyRequest() async throws {
        let fake = try FakeServerFixture()
        let expression = ".[] | select("
        let ours = try await ProcessRun.ghsearch(["--once", "scotteg", "--jq", expression, "--api-url", fake.apiURL])
        // (-n: jq reads nothing, so it never leaves a writer to its closed standard input.)
        let theirs = try await jq(["-n", expression])
        #expect(ours.status == 64 && ours.stdout.isEmpty)
        #expect(ours.stderr.hasPrefix("jq: error: syntax error, unexpected $end"), "\(ours.stderr)")
        #expect(ours.stderr == theirs.stderr, "\(ours.stderr) vs \(theirs.stderr)")
        #expect(fake.repositoryRequests.isEmpty)
    }

    @Test func anErrorWhileItRunsPrintsTheResultsBeforeItThenJqsMessage() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--jq", ".[0].name, error(\"stop here\")",
                                                 "--api-url", fake.apiURL])
        #expect(run.status == 64)
        #expect(run.stdout.split(separator: "\n").count == 1)
        #expect(run.stderr == "jq: error: stop here\n")
    }

    @Test func templateWritesARowPerRepository() async throws {
        let fake = try FakeServerFixture()
        let tsv = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL])
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--template",
                                                 #"{{range .}}{{.name}}{{"\t"}}{{.url}}{{"\n"}}{{end}}"#, "--api-url", fake.apiURL])
        #expect(run.status == 0 && run.stdout == tsv.stdout, "\(run.stderr)")
        let bad = try await ProcessRun.ghsearch(["--once", "octocat", "--template", "{{range .}}{{.nme}}{{end}}",
                                                 "--api-url", fake.apiURL])
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: template: unknown field 'nme'. Available fields: name, "))
        #expect(fake.repositoryRequests.count == 2, "the bad template asked for nothing")
    }

    @Test func jsonNamesTheUnknownFieldAndTheValidOnes() async throws {
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--json", "name,nme"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Unknown JSON field 'nme'. Available fields: name, full_name, html_url,"), "\(run.stderr)")
    }
}
