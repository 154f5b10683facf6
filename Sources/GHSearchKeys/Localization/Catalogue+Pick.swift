import GHSearchText
/// Pick and act: the status line's notices and key hints, and the
/// usage errors of `--print`, `--multi`, `--ssh` and `--bind`.
extension Catalogue {
    // MARK: Title and hints

    /// ` · 2 marked` after the title with `--multi`.
    public func markedCount(_ count: Int) -> String {
        ko ? " · \(count)개 표시됨" : " · \(count) marked"
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

    /// A clone URL refused (`CloneURLPolicy`); `url` is already quoted.
    public func cloneURLRefused(_ url: String) -> String {
        ko ? "클론하지 않았습니다: '\(url)'은(는) 믿을 수 있는 클론 URL이 아닙니다 (https://, ssh:// 또는 git@호스트:소유자/저장소.git만 git에 넘깁니다; 다른 https 호스트는 --clone-host)."
            : "Not cloned: '\(url)' is not a clone URL to trust (only https://, ssh:// and git@host:owner/repo.git go to git; another https host: --clone-host HOST)."
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

    /// A `--bind` value that cannot be read (`value` is already quoted).
    public func invalidBindingMessage(_ value: String, _ error: KeyBind.ParseError) -> String {
        (ko ? "'--bind <keys>'에 쓸 수 없는 값 '\(value)': " : "The value '\(value)' is invalid for '--bind <keys>': ")
            + bindingProblem(error)
    }

    private func bindingProblem(_ error: KeyBind.ParseError) -> String {
        let keys = Key.nameSummary
        let keysEnglish = Key.nameSummary
        let actions = KeyAction.names.joined(separator: ", ")
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
