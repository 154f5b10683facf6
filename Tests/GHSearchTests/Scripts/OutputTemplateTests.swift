import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchScripting

/// `--template`: Go's template syntax over the `--json` data.
@Suite(.standardTimeLimit) struct OutputTemplateTests {
    static let repositories = [
        Repository(name: "kit", htmlURL: "https://github.com/o/kit", description: "a\u{1B}[31m kit\nhere", language: "Swift",
                   stargazersCount: 12, topics: ["cli", "tui"]),
        Repository(name: "zed", htmlURL: "https://github.com/o/zed", stargazersCount: 0),
    ]

    func render(_ source: String) throws -> String {
        try OutputTemplate.parse(source).get().render(Self.repositories)
    }

    func failure(_ source: String) -> TemplateError? {
        if case .failure(let error) = OutputTemplate.parse(source) { return error }
        return nil
    }

    @Test func rangeOverTheListWritesEachRepository() throws {
        #expect(try render(#"{{range .}}{{.name}}{{"\t"}}{{.stargazers_count}}{{"\n"}}{{end}}"#) == "kit\t12\nzed\t0\n")
        // gh's aliases, and trimming.
        #expect(try render("{{range .}}\n  {{- .url}}\n{{end}}") == "https://github.com/o/kit\nhttps://github.com/o/zed\n")
    }

    @Test func valuesFromGitHubAreSanitisedTheTemplatesTextIsNot() throws {
        #expect(try render(#"{{range .}}{{.description}}|{{end}}"#) == "a kit here||")
    }

    @Test func ifElseJoinAndTopics() throws {
        #expect(try render(#"{{range .}}{{if .language}}{{.language}}{{else}}-{{end}} {{end}}"#) == "Swift - ")
        #expect(try render(#"{{range .}}{{join ", " .topics}};{{end}}"#) == "cli, tui;;")
        #expect(try render(#"{{range .}}{{range .topics}}<{{.}}>{{else}}none{{end}}{{end}}"#) == "<cli><tui>none")
        #expect(try render(#"{{range .}}{{.topics}}{{end}}"#) == "[cli tui][]")
        #expect(try render(#"{{if .}}some{{end}}"#) == "some")
    }

    @Test func mistakesAreFoundBeforeAnyRequest() {
        #expect(failure("{{.name}}") == .fieldOfList(".name"))
        #expect(failure("{{range .}}{{.nme}}{{end}}") == .unknownField("nme", available: RepositoryField.allCases.map(\.rawValue)))
        #expect(failure("{{range .}}{{range .topics}}{{.name}}{{end}}{{end}}") == .fieldOfText(".name"))
        #expect(failure("{{range .}}x") == .missingEnd("range ."))
        #expect(failure("x{{end}}") == .unexpected("end"))
        #expect(failure("{{.name") == .unclosedAction)
        #expect(failure("{{printf \"%s\" .}}") != nil)
        #expect(failure(#"{{"\q"}}"#) != nil)
        #expect(failure("{{range .name}}{{end}}") != nil)
    }

    @Test func aLiteralMayHoldClosingBraces() throws {
        #expect(try render(#"{{"}}"}}"#) == "}}")
    }
}
