import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchScripting
@testable import GHSearchKeys

/// The words of pick and act: pasted names, `--bind` values, the commands
/// of `execute(…)` (never a shell's), `--print` fields, and the options.
@Suite(.standardTimeLimit) struct PickParsingTests {
    // MARK: Pasted names

    @Test(arguments: [
        ("https://github.com/sferik", "sferik", nil),
        ("https://github.com/sferik/", "sferik", nil),
        ("https://github.com/sferik/gems", "sferik", "gems"),
        ("http://www.github.com/sferik/gems.git", "sferik", "gems"),
        ("https://github.com/sferik/gems/issues/3?x=1#y", "sferik", "gems"),
        ("https://GitHub.com/sferik?tab=repositories", "sferik", nil),
        ("github.com/sferik", "sferik", nil),
        ("github.com/sferik/gems", "sferik", "gems"),
        ("git@github.com:sferik/gems.git", "sferik", "gems"),
        ("ssh://git@github.com/sferik/gems.git", "sferik", "gems"),
        ("sferik/gems", "sferik", "gems"),
        ("sferik/", "sferik", nil),
        ("@sferik", "sferik", nil),
        ("sferik", "sferik", nil),
        // Not read: judged as typed (and refused by the usual validation).
        ("@me", "@me", nil),
        ("https://gitlab.com/sferik", "https://gitlab.com/sferik", nil),
        ("a/b/c", "a/b/c", nil),
        ("/gems", "/gems", nil),
        ("https://github.com", "https://github.com", nil),
    ] as [(String, String, String?)])
    func pastedNames(_ text: String, _ login: String, _ repository: String?) {
        #expect(PastedName(text) == PastedName(login: login, repository: repository))
        let query = SearchQuery(line: text + " swift")
        #expect(query.subject == SearchSubject(userWord: login) && query.repository == repository && query.filter == "swift")
    }

    // MARK: execute(…) commands

    static let hostile = Repository(name: "$(touch PWNED); `id` * x", fullName: "evil/$(touch PWNED); `id` * x",
                                    htmlURL: "https://github.com/evil/x y", owner: Repository.Owner(login: "evil", avatarURL: nil, htmlURL: nil),
                                    cloneURL: "--upload-pack=touch PWNED", sshURL: "git@h:evil/x.git")

    @Test func aWordThatIsAPlaceholderBecomesExactlyTheValue() throws {
        let template = try CommandTemplate("echo {name} {full_name} {html_url} {clone_url} {ssh_url} {owner}")
        #expect(template.arguments(for: Self.hostile) == [
            "echo", "$(touch PWNED); `id` * x", "evil/$(touch PWNED); `id` * x", "https://github.com/evil/x y",
            "--upload-pack=touch PWNED", "git@h:evil/x.git", "evil",
        ])
    }

    @Test func quotingSplitsWordsButNothingIsExpanded() throws {
        let template = try CommandTemplate(#"sh -c 'echo "$1" | wc -c' -- "a {name}b" x\ y $HOME `id` ~ * ; | {} {nope} --opt={owner}"#)
        #expect(template.arguments(for: Self.hostile) == [
            "sh", "-c", #"echo "$1" | wc -c"#, "--", "a $(touch PWNED); `id` * xb", "x y", "$HOME", "`id`", "~", "*", ";", "|",
            "{}", "{nope}", "--opt=evil",
        ])
        #expect(try CommandTemplate("open '{html_url}'").arguments(for: Self.hostile) == ["open", "https://github.com/evil/x y"])
        #expect(try CommandTemplate(#"a "b\"c\\d\e""#).arguments(for: Self.hostile) == ["a", #"b"c\d\e"#])
        #expect(try CommandTemplate("a ''").arguments(for: Self.hostile) == ["a", ""])
    }

    @Test func badCommands() {
        #expect(throws: CommandTemplate.ParseError.empty) { try CommandTemplate("  ") }
        #expect(throws: CommandTemplate.ParseError.unterminatedQuote) { try CommandTemplate("echo 'x") }
        #expect(throws: CommandTemplate.ParseError.unterminatedQuote) { try CommandTemplate("echo \"x") }
    }

    // MARK: --bind

    @Test func bindValuesInFzfSyntax() throws {
        let binds = try KeyBind.parseList("ctrl-y:execute(echo {name}),alt-p:print(full_name),f2:abort")
        #expect(binds == [
            KeyBind(key: .ctrl("y"), actions: [.execute(try CommandTemplate("echo {name}"))]),
            KeyBind(key: .alt("p"), actions: [.printField(.field(.full_name))]),
            KeyBind(key: .function(2), actions: [.abort]),
        ])
        // The other brackets of fzf, and `execute:` to the end (commas included).
        #expect(try KeyBind.parseList("ctrl-a:execute[echo (x)]")[0].actions
                == [.execute(try CommandTemplate("echo (x)"))])
        #expect(try KeyBind.parseList("ctrl-a:execute~a,b~")[0].actions == [.execute(try CommandTemplate("a,b"))])
        #expect(try KeyBind.parseList("ctrl-a:execute:echo a,b")[0].actions == [.execute(try CommandTemplate("echo a,b"))])
        #expect(try KeyBind.parseList("CTRL-A:print(json)")[0] == KeyBind(key: .ctrl("a"), actions: [.printField(.json)]))
    }

    /// Each form fzf's manual gives: one action, a chain with `+`, several
    /// keys with `,`, every argument form, `execute-silent`, `become`, and
    /// an action that runs to the end (`execute:`) after a chain.
    @Test func everyFormOfBind() throws {
        let echo = try CommandTemplate("echo {name}")
        let forms: [(String, [KeyBind])] = [
            ("ctrl-t:toggle-all", [KeyBind(key: .ctrl("t"), actions: [.toggleAll])]),
            ("ctrl-x:execute(echo {name})+abort", [KeyBind(key: .ctrl("x"), actions: [.execute(echo), .abort])]),
            ("tab:toggle+down,btab:toggle+up", [KeyBind(key: BoundKey(name: "tab")!, actions: [.toggle, .down]),
                                                KeyBind(key: BoundKey(name: "btab")!, actions: [.toggle, .up])]),
            ("f1:execute-silent[echo {name}]", [KeyBind(key: .function(1), actions: [.executeSilent(echo)])]),
            ("enter:become(echo {name})", [KeyBind(key: BoundKey(name: "enter")!, actions: [.become(echo)])]),
            ("ctrl-k:kill-line+unix-line-discard+clear-query", [KeyBind(key: .ctrl("k"),
                                                                        actions: [.killLine, .unixLineDiscard, .clearQuery])]),
            ("ctrl-d:delete-char/eof", [KeyBind(key: .ctrl("d"), actions: [.deleteCharOrEOF])]),
            ("shift-up:preview-up,shift-down:preview-page-down", [
                KeyBind(key: BoundKey(name: "shift-up")!, actions: [.previewUp]),
                KeyBind(key: BoundKey(name: "shift-down")!, actions: [.previewPageDown]),
            ]),
            ("alt-a:select-all+first+execute:echo a+b,c", [KeyBind(key: .alt("a"), actions: [
                .selectAll, .first, .execute(try CommandTemplate("echo a+b,c")),
            ])]),
            ("ALT-s:Toggle-Search+Backward-Word", [KeyBind(key: .alt("s"), actions: [.toggleSearch, .backwardWord])]),
        ]
        for (text, binds) in forms {
            #expect(try KeyBind.parseList(text) == binds, "\(text)")
        }
    }

    /// Every action `--help` names parses as itself, with every key of the table.
    @Test func everyActionAndEveryKeyOfTheTableParse() throws {
        for action in KeyAction.plain {
            #expect(try KeyBind.parseList("f5:" + action.name) == [KeyBind(key: .function(5), actions: [action])], "\(action)")
        }
        for name in KeyTable.bindableNames {
            #expect(try KeyBind.parseList(name + ":abort")[0].key.description == name, "\(name)")
        }
    }

    @Test func badBindValues() {
        #expect(throws: KeyBind.ParseError.missingColon("abort")) { try KeyBind.parseList("abort") }
        #expect(throws: KeyBind.ParseError.unknownKey("f13")) { try KeyBind.parseList("f13:abort") }
        #expect(throws: KeyBind.ParseError.unknownKey("hyper-a")) { try KeyBind.parseList("hyper-a:abort") }
        #expect(throws: KeyBind.ParseError.unknownAction("launch(x)")) { try KeyBind.parseList("ctrl-a:launch(x)") }
        #expect(throws: KeyBind.ParseError.unknownAction("toggle-everything")) { try KeyBind.parseList("ctrl-a:up+toggle-everything") }
        #expect(throws: KeyBind.ParseError.unknownAction("")) { try KeyBind.parseList("ctrl-a:up+") }
        #expect(throws: KeyBind.ParseError.unknownAction("abort(x)")) { try KeyBind.parseList("ctrl-a:abort(x)") }
        #expect(throws: KeyBind.ParseError.unterminated("execute(")) { try KeyBind.parseList("ctrl-a:execute(echo") }
        #expect(throws: KeyBind.ParseError.unknownField("stars,name")) { try KeyBind.parseList("ctrl-a:print(stars,name)") }
        #expect(throws: KeyBind.ParseError.badCommand("", .empty)) { try KeyBind.parseList("ctrl-a:execute()") }
        #expect(throws: KeyBind.ParseError.badCommand("", .empty)) { try KeyBind.parseList("ctrl-a:become()") }
    }

    @Test func boundKeysAreNamedAsFzfNamesThem() {
        for key in [BoundKey.ctrl("a"), .ctrl("z"), .ctrl("y"), .alt("a"), .alt("x"), .function(1), .function(12)] {
            #expect(BoundKey(name: key.description) == key)
        }
        #expect(BoundKey(name: "ctrl-left") == BoundKey(Key(.left, .ctrl)))
        #expect(BoundKey(name: "enter") == BoundKey(Key(.enter)) && BoundKey(name: "ctrl-m") == BoundKey(Key(.enter)))
        #expect(BoundKey(name: "alt-") == nil && BoundKey(name: "ctrl-ab") == nil && BoundKey(name: "f13") == nil)
    }

    // MARK: --print

    @Test func printFields() {
        let r = Repository(name: "gems", fullName: "sferik/gems", htmlURL: "https://github.com/sferik/gems",
                           description: "two\nlines\u{1B}[31m", stargazersCount: 42, isFork: false, topics: ["a", "b"])
        #expect(PrintField("full_name")?.line(for: r) == "sferik/gems")
        #expect(PrintField("nameWithOwner")?.line(for: r) == "sferik/gems")
        #expect(PrintField("url")?.line(for: r) == "https://github.com/sferik/gems")
        #expect(PrintField("stargazers_count")?.line(for: r) == "42")
        #expect(PrintField("fork")?.line(for: r) == "false")
        #expect(PrintField("topics")?.line(for: r) == "a,b")
        #expect(PrintField("language")?.line(for: r) == "")
        #expect(PrintField("description")?.line(for: r) == "two lines")  // one line, no escape
        #expect(PrintField("json")?.line(for: r).hasPrefix(#"{"name":"gems","full_name":"sferik/gems""#) == true)
        #expect(PrintField("json")?.line(for: r).contains("\n") == false)
        #expect(PrintField("nope") == nil && PrintField("name,url") == nil)
    }

    /// `--print` and `--once` write the same field the same way: one rule
    /// (`TextSafety`) for escape sequences, C0/C1 controls, bidi controls
    /// and line breaks, whichever output prints it.
    @Test(arguments: [
        "Clears your screen \u{1B}[2J\u{1B}[H and sets a title \u{1B}]0;pwned\u{07}",
        "Right-to-left override \u{202E}gnp.exe\u{202C} and isolates \u{2066}x\u{2069}",
        "C1 CSI \u{9B}31m red, NEL \u{85} and DEL \u{7F}, NUL \u{0} BEL \u{07} BS \u{08}",
        "line one\nline two\r\nline three\ttabbed",
        "colour \u{1B}[31mred\u{1B}[0m, soft\u{AD}hyphen, 全角 e\u{301}",
    ])
    func printAndOnceWriteAHostileFieldTheSameWay(text: String) throws {
        let r = Repository(name: text, fullName: "o/" + text, htmlURL: "https://github.com/o/x", description: text,
                           homepage: text)
        let template = try OutputTemplate.parse("{{range .}}{{.name}}|{{.full_name}}|{{.description}}|{{.homepage}}{{end}}").get()
        let printed = ["name", "full_name", "description", "homepage"].map { PrintField($0)?.line(for: r) ?? "?" }
        #expect(printed.joined(separator: "|") == template.render([r]))
        // The TSV `--once` writes when piped: its name column.
        #expect(OnceFormat.tsv([r]).split(separator: "\t").first.map(String.init) == printed[0])
        #expect(printed.allSatisfy { $0 == TerminalText.sanitize($0) && !$0.contains("\n") })
    }

    @Test func helpListsTheKeysTheOptionsAndExit130() {
        let help = HelpText.render(width: 100)
        for text in ["--print <field>", "--multi", "--bind <keys>", "--ssh", "Alt-C", "Alt-Y", "Alt-H", "Alt-I", "Esc", "Ctrl-C", "130"] {
            #expect(help.contains(text), "\(text)")
        }
        let korean = HelpText.render(width: 100, catalogue: .korean)
        #expect(korean.contains("대화형 옵션:") && korean.contains("Alt-C") && korean.contains("130"))
    }
}

/// `--print`, `--multi`, `--ssh` and `--bind` on the command line.
extension CommandLineParserTests {
    @Test func pickOptions() throws {
        #expect(try run(["x"]).pick == PickOptions())
        let o = try run(["--print", "full_name", "-m", "--ssh", "--bind", "ctrl-y:abort", "--bind=alt-x:print(name),f1:abort", "x"])
        #expect(o.pick == PickOptions(printField: .field(.full_name), multi: true, ssh: true, bindings: [
            KeyBind(key: .ctrl("y"), actions: [.abort]), KeyBind(key: .alt("x"), actions: [.printField(.field(.name))]),
            KeyBind(key: .function(1), actions: [.abort]),
        ]))
        #expect(o.mode == .interactive(initialText: "x"))
        #expect(try run(["--multi"]).pick.multi)
    }

    @Test func pickOptionErrors() {
        #expect(error(["--print", "nope"]) == "The value 'nope' is invalid for '--print <field>'. Choose one of: "
            + PrintField.choices.joined(separator: ", ") + ".")
        #expect(error(["--bind", "f13:abort"])
            == "The value 'f13:abort' is invalid for '--bind <keys>': unknown key 'f13'. Keys: \(Key.nameSummary).")
        #expect(error(["--bind", "ctrl-a:execute(echo 'x)"])
            == "The value 'ctrl-a:execute(echo 'x)' is invalid for '--bind <keys>': 'echo 'x': a quote is not closed.")
        #expect(error(["--once", "x", "--multi"]) == "'--multi' only applies to the interactive mode.")
        #expect(error(["--batch", "-", "--print", "name"]) == "'--print' only applies to the interactive mode.")
        #expect(error(["--multi=yes"]) == "The option '--multi' does not take a value.")
        #expect(Catalogue.korean.usageMessage(.notInMode(option: "--ssh", modes: [.interactive])).contains("대화형"))
        #expect(Catalogue.korean.usageMessage(.invalidBinding("enter:abort", .unknownKey("enter"))).contains("enter"))
    }
}
