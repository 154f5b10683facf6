/// Pick and act (#14): the status line's notices and key hints, and the
/// usage errors of `--print`, `--multi`, `--ssh` and `--bind`.
extension Catalogue {
    // MARK: Title and hints

    /// ` · 2 marked` after the title with `--multi`.
    public func markedCount(_ count: Int) -> String {
        ko ? " · \(count)개 표시됨" : " · \(count) marked"
    }

    /// The keys that act on the selected repository (the status line, after the list's state).
    public func actionHints(multi: Bool) -> String {
        if ko {
            return (multi ? "Tab 표시 · " : "") + "Enter 출력 · Alt-C 클론 · Alt-Y 복사 · Alt-H 홈페이지 · Alt-I 이슈 · Esc 종료"
        }
        return (multi ? "Tab mark · " : "") + "Enter print · Alt-C clone · Alt-Y copy · Alt-H homepage · Alt-I issues · Esc quit"
    }

    // MARK: Notices

    public func copiedToClipboard(_ url: String) -> String {
        ko ? "클립보드에 복사했습니다: \(url)" : "Copied to the clipboard: \(url)"
    }

    public var noHomepage: String {
        ko ? "이 저장소에는 홈페이지가 없습니다." : "This repository has no homepage."
    }

    public func noCloneURL(_ name: String) -> String {
        ko ? "\(name)에는 클론 URL이 없습니다." : "\(name) has no clone URL."
    }

    public var gitNotFound: String {
        ko ? "git이 설치되어 있지 않아 클론할 수 없습니다 (apt-get install git)."
            : "git is not installed, so nothing can be cloned (apt-get install git)."
    }

    /// An `execute(…)` command that failed; `command` is already quoted.
    public func commandFailed(_ command: String, _ outcome: CommandOutcome) -> String {
        switch outcome {
        case .exited(let status):
            return ko ? "'\(command)'이(가) 상태 \(status)(으)로 끝났습니다." : "'\(command)' exited with status \(status)."
        case .signalled(let signal):
            return ko ? "'\(command)'이(가) 신호 \(signal)(으)로 끝났습니다." : "'\(command)' was ended by signal \(signal)."
        case .notFound:
            return ko ? "'\(command)' 명령을 찾을 수 없습니다 (PATH)." : "'\(command)': command not found (PATH)."
        case .notStarted(let code):
            return ko ? "'\(command)'을(를) 시작할 수 없습니다 (errno \(code))." : "'\(command)' could not be started (errno \(code))."
        }
    }

    // MARK: Usage

    func pickUsageMessage(_ problem: UsageProblem) -> String {
        switch problem {
        case .interactiveOnly(let option):
            return ko ? "'\(option)'은(는) 대화형 모드에만 쓸 수 있습니다 ('--once'나 '--batch'와 함께 쓸 수 없음)."
                : "'\(option)' only applies to the interactive mode (not with '--once' or '--batch')."
        case .invalidBinding(let value, let error):
            return (ko ? "'--bind <keys>'에 쓸 수 없는 값 '\(value)': " : "The value '\(value)' is invalid for '--bind <keys>': ")
                + bindingProblem(error)
        default:
            preconditionFailure("Internal inconsistency: \(problem) is not a problem of pick and act")
        }
    }

    private func bindingProblem(_ error: KeyBind.ParseError) -> String {
        let keys = "ctrl-a…ctrl-z (ctrl-i/j/m 제외), alt-a…alt-z, f1…f4"
        let keysEnglish = "ctrl-a…ctrl-z (but ctrl-i/j/m), alt-a…alt-z, f1…f4"
        let actions = "execute(COMMAND), print(FIELD), abort"
        switch error {
        case .missingColon(let text):
            return ko ? "'\(TerminalText.quote(text))'에 ':'가 없습니다 (KEY:ACTION 형식)." : "'\(TerminalText.quote(text))' has no ':' (the form is KEY:ACTION)."
        case .unknownKey(let key):
            return ko ? "알 수 없는 키 '\(TerminalText.quote(key))'. 쓸 수 있는 키: \(keys)." : "unknown key '\(TerminalText.quote(key))'. Keys: \(keysEnglish)."
        case .unknownAction(let action):
            return ko ? "알 수 없는 동작 '\(TerminalText.quote(action))'. 쓸 수 있는 동작: \(actions)."
                : "unknown action '\(TerminalText.quote(action))'. Actions: \(actions)."
        case .unterminated(let start):
            return ko ? "'\(TerminalText.quote(start))'이(가) 닫히지 않았습니다." : "'\(TerminalText.quote(start))' is not closed."
        case .badCommand(let command, let problem):
            let why = switch problem {
            case .empty: ko ? "명령이 비어 있습니다" : "the command is empty"
            case .unterminatedQuote: ko ? "따옴표가 닫히지 않았습니다" : "a quote is not closed"
            }
            return "'\(TerminalText.quote(command))': \(why)."
        case .unknownField(let field):
            return ko ? "알 수 없는 필드 '\(TerminalText.quote(field))'. 쓸 수 있는 필드: \(PrintField.choices.joined(separator: ", "))."
                : "unknown field '\(TerminalText.quote(field))'. Fields: \(PrintField.choices.joined(separator: ", "))."
        }
    }
}

// MARK: - Help

extension Catalogue {
    /// `sections` (usage, arguments, options, …, exit status) with the
    /// interactive mode's options and keys after the options, and its exit
    /// statuses at the end.
    func withPickSections(_ sections: [HelpSection]) -> [HelpSection] {
        var out = sections
        let at = min(3, out.count)
        out.insert(contentsOf: pickHelpSections, at: at)
        if !out.isEmpty {
            out[out.count - 1].rows += ko
                ? [("130", "대화형 모드를 고르지 않고 끝냄 (Esc, Ctrl-C, Ctrl-D, abort). 대화형 모드의 0은 선택을 출력했다는 뜻이고, Alt-C 뒤에는 git의 종료 상태입니다.")]
                : [("130", "Left the interactive mode without a pick (Esc, Ctrl-C, Ctrl-D, abort). In the interactive mode 0 means a pick was printed; after Alt-C the status is git's.")]
        }
        return out
    }

    private var pickHelpSections: [HelpSection] {
        let fields = PrintField.choices.joined(separator: ", ")
        if ko {
            return [
                HelpSection(heading: "대화형 옵션:", rows: [
                    ("--print <field>", "Enter로 고른 저장소마다 출력할 것: 필드 하나, 또는 json (기본값: html_url). 필드: \(fields)."),
                    ("-m, --multi", "Tab, Shift-Tab: 행을 표시합니다. Enter는 표시한 행을 모두 목록 순서대로 출력합니다."),
                    ("--ssh", "Alt-C가 clone_url 대신 ssh_url로 클론합니다."),
                    ("--bind <keys>", "KEY:ACTION 형식 (fzf 문법; 쉼표로 여럿, 여러 번 가능). 키: ctrl-a…ctrl-z (ctrl-i/j/m 제외), alt-a…alt-z, f1…f4. 동작: execute(COMMAND)는 셸 없이 명령을 실행하고 {full_name} {html_url} {clone_url} {ssh_url} {name} {owner}를 각각 인수 하나로 바꿉니다; print(FIELD)는 출력하고 끝냅니다; abort는 130으로 끝냅니다."),
                ]),
                HelpSection(heading: "대화형 키:", rows: [
                    ("Enter", "검색한 줄에서: 선택한 행(또는 표시한 행)을 표준 출력에 쓰고 0으로 끝냄. 아직 검색하지 않은 이름: 바로 검색."),
                    ("Esc, Ctrl-C", "아무것도 출력하지 않고 130으로 끝냄 (상세 보기의 Esc: 목록으로). Ctrl-D는 빈 줄에서 같음."),
                    ("↑↓, PgUp/PgDn", "행 선택 (첫 행이 선택되어 있음). 빈 줄의 ↑ 또는 Alt-P: 찾았던 이름 기록."),
                    ("Tab, Ctrl-V", "상세 보기 (--multi에서는 Tab/Shift-Tab이 표시, Ctrl-V가 상세)."),
                    ("Ctrl-O, Alt-H, Alt-I", "브라우저에서 저장소, 홈페이지, 이슈 열기."),
                    ("Alt-C", "화면을 돌려준 뒤 현재 디렉터리에 git clone하고 git의 상태로 끝냄."),
                    ("Alt-Y", "URL을 클립보드에 복사 (OSC 52: SSH와 tmux set-clipboard on에서도)."),
                    ("Ctrl-U", "줄 지우기."),
                ]),
            ]
        }
        return [
            HelpSection(heading: "INTERACTIVE OPTIONS:", rows: [
                ("--print <field>", "What Enter prints for each repository picked: one field, or json for the whole repository (default: html_url). Fields: \(fields)."),
                ("-m, --multi", "Tab and Shift-Tab mark rows; Enter prints every marked row, in list order."),
                ("--ssh", "Alt-C clones the ssh_url instead of the clone_url."),
                ("--bind <keys>", "KEY:ACTION[,…] in fzf's syntax (repeatable). Keys: ctrl-a…ctrl-z (but ctrl-i/j/m), alt-a…alt-z, f1…f4. Actions: execute(COMMAND) runs COMMAND without a shell, each of {full_name} {html_url} {clone_url} {ssh_url} {name} {owner} replaced by the value as one argument; print(FIELD) prints and exits; abort exits 130."),
            ]),
            HelpSection(heading: "INTERACTIVE KEYS:", rows: [
                ("Enter", "On a searched line: write the selected row (or the marked rows) to standard output and exit 0. On a name not searched yet: search now."),
                ("Esc, Ctrl-C", "Exit 130, printing nothing (Esc in the detail view: back to the list). Ctrl-D on an empty line too."),
                ("↑↓, PgUp/PgDn", "Select a row (the first is selected). ↑ on an empty line or Alt-P: the names found before."),
                ("Tab, Ctrl-V", "Details of the selected repository (with --multi, Tab and Shift-Tab mark, and Ctrl-V shows details)."),
                ("Ctrl-O, Alt-H, Alt-I", "Open the repository, its homepage, its issues in a browser."),
                ("Alt-C", "Give the screen back, git clone into the current directory, exit with git's status."),
                ("Alt-Y", "Copy the URL to the clipboard (OSC 52: works over SSH, and in tmux with set-clipboard on)."),
                ("Ctrl-U", "Clear the line."),
            ]),
        ]
    }
}
