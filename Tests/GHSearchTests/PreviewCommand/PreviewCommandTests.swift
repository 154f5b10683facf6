import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPreviewCommand

/// `--preview COMMAND`: the command line `sh -c` gets, its values single-quoted.
@Suite(.standardTimeLimit) struct PreviewCommandTests {
    static func repository(name: String = "tool", owner: String = "octo", description: String? = nil) -> Repository {
        Repository(name: name, fullName: "\(owner)/\(name)", htmlURL: "https://github.com/\(owner)/\(name)",
                   description: description, owner: Repository.Owner(login: owner, avatarURL: nil, htmlURL: nil))
    }

    @Test func everyPlaceholderBecomesItsValueInSingleQuotes() throws {
        let command = try #require(PreviewCommand("echo {full_name}; printf '%s' {name} {owner} | cat; echo {url} {}"))
        #expect(command.commandLine(for: Self.repository())
                == "echo 'octo/tool'; printf '%s' 'tool' 'octo' | cat; echo 'https://github.com/octo/tool' 'octo/tool'")
    }

    @Test(arguments: [
        ("it's", #"'it'\''s'"#),
        ("$(touch pwned)", "'$(touch pwned)'"),
        ("`id`; rm -rf ~ && echo \"x\" | sh", "'`id`; rm -rf ~ && echo \"x\" | sh'"),
        ("a\nb\u{1B}]52;c;eA==\u{07}", "'a\nb\u{1B}]52;c;eA==\u{07}'"),
        ("nul\0after", "'nulafter'"),
        ("", "''"),
    ])
    func aValueIsOneWordTheShellInterpretsNothingOf(value: String, quoted: String) {
        #expect(PreviewCommand.singleQuoted(value) == quoted)
        #expect(PreviewCommand("cat {name}")?.commandLine(for: Self.repository(name: value)) == "cat " + quoted)
    }

    @Test func otherBracesAreText() {
        let command = PreviewCommand("awk '{print $1}' {nope} { {name")
        #expect(command?.commandLine(for: Self.repository()) == "awk '{print $1}' {nope} { {name")
    }

    @Test func anEmptyCommandIsNone() {
        #expect(PreviewCommand("") == nil)
        #expect(PreviewCommand("  \t") == nil)
    }
}

/// `--preview-window`, fzf's syntax.
@Suite(.standardTimeLimit) struct PreviewWindowTests {
    @Test(arguments: [
        ("right", PreviewWindow()),
        ("left", PreviewWindow(position: .left)),
        ("up:40%", PreviewWindow(position: .up, size: .percent(40))),
        ("down,10,wrap", PreviewWindow(position: .down, size: .cells(10), wrap: true)),
        ("right:hidden", PreviewWindow(hidden: true)),
        ("30%:left:wrap:nowrap", PreviewWindow(position: .left, size: .percent(30))),
        ("top", PreviewWindow(position: .up)),
        ("bottom:hidden:nohidden", PreviewWindow(position: .down)),
    ])
    func reads(text: String, window: PreviewWindow) {
        #expect(PreviewWindow.parse(text) == .success(window))
    }

    @Test(arguments: [("middle", "middle"), ("right:0", "0"), ("up:100%", "100%"), ("down:%", "%"), ("left:-3", "-3"),
                      ("right:12345", "12345"), ("right:1.5", "1.5"), ("right:wrapped", "wrapped")])
    func sayWhichWordIsWrong(text: String, word: String) {
        #expect(PreviewWindow.parse(text) == .failure(PreviewWindowError(word: word)))
    }

    @Test func theSizeLeavesTheListItsShare() {
        #expect(PreviewWindow(size: .percent(50)).paneCells(of: 119, keep: 20) == 59)
        #expect(PreviewWindow(size: .cells(200)).paneCells(of: 119, keep: 20) == 99)
        #expect(PreviewWindow(size: .cells(5)).paneCells(of: 10, keep: 20) == 0)
    }

    @Test func theCommandLineReadsBothAndABadWindowIsAUsageError() throws {
        func run(_ args: [String]) throws -> CommandLineOptions {
            guard case .success(.run(let options)) = CommandLineParser.parse(args) else {
                Issue.record("\(args) did not parse"); throw PreviewWindowError(word: "")
            }
            return options
        }
        let given = try run(["--preview", "echo {name}", "--preview-window", "up:30%:wrap", "octo"])
        #expect(given.previewCommand?.text == "echo {name}" && given.preview == .always)
        #expect(given.previewWindow == PreviewWindow(position: .up, size: .percent(30), wrap: true))
        #expect(given.mode == .interactive(initialText: "octo"))
        // A plain word after --preview is the name, as before; `=` makes any word the command.
        let builtIn = try run(["--preview", "octo"])
        #expect(builtIn.previewCommand == nil && builtIn.preview == .always && builtIn.mode == .interactive(initialText: "octo"))
        #expect(try run(["--preview=date", "octo"]).previewCommand?.text == "date")
        guard case .failure(let error) = CommandLineParser.parse(["--preview-window", "middle:wrap"]) else {
            Issue.record("a bad window parsed"); return
        }
        #expect(error.message.hasPrefix("The value 'middle' is invalid for '--preview-window <window>'."))
    }
}
