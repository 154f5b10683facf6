import GHSearchText
import GHSearchFilter
/// Usage errors. English keeps swift-argument-parser's wording; Korean says
/// the same, with option names and values as typed.
extension Catalogue {
    /// The one-line synopsis after a usage error.
    public var usageLine: String {
        (ko ? "사용법: " : "Usage: ") + "ghsearch [<id>] | --once <id> | --batch <file> [<options>]"
    }

    /// The pointer to `--help` after a usage error (indented).
    public var seeHelp: String {
        ko ? "  자세한 내용은 'ghsearch --help'를 보세요." : "  See 'ghsearch --help' for more information."
    }

    /// `config line 3: `, before a problem with the config file's line 3 (`config file: ` for the whole file).
    public func configLine(_ line: Int?) -> String {
        guard let line else { return ko ? "설정 파일: " : "config file: " }
        return ko ? "설정 파일 \(line)번째 줄: " : "config line \(line): "
    }

    /// The second line of a config file problem: which file.
    public func inConfigFile(_ path: String) -> String {
        ko ? "  (설정 파일: \(path))" : "  (in \(path))"
    }

    /// One sentence for what is wrong with the command line.
    public func usageMessage(_ problem: UsageProblem) -> String {
        switch problem {
        case .flagTakesNoValue(let option):
            return ko ? "'\(option)' 옵션은 값을 받지 않습니다." : "The option '\(option)' does not take a value."
        case .unknownOption(let option, let suggestion):
            if ko { return "알 수 없는 옵션 '\(option)'." + (suggestion.map { " '\($0)'을(를) 뜻했나요?" } ?? "") }
            return "Unknown option '\(option)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            return ko ? "'\(option)'에 값이 없습니다." : "Missing value for '\(option)'."
        case .invalidAPIURL(let value):
            return ko ? "'--api-url <url>'에 쓸 수 없는 값 '\(value)': https://api.github.com 또는 https://HOST/api/v3 같은 http(s) URL을 주세요."
                : "The value '\(value)' is invalid for '--api-url <url>': give an http(s) URL such as https://api.github.com or https://HOST/api/v3."
        case .invalidNumber(let value, let option, let range):
            return ko ? "'\(option)'에 쓸 수 없는 값 '\(value)': \(range.lowerBound)부터 \(range.upperBound)까지의 정수여야 합니다."
                : "The value '\(value)' is invalid for '\(option)': expected a whole number from \(range.lowerBound) to \(range.upperBound)."
        case .invalidChoice(let value, let option, let choices):
            return ko ? "'\(option)'에 쓸 수 없는 값 '\(value)'. 다음 중 하나를 고르세요: \(choices.joined(separator: ", "))."
                : "The value '\(value)' is invalid for '\(option)'. Choose one of: \(choices.joined(separator: ", "))."
        case .unknownJSONField(let field, let available):
            return ko ? "알 수 없는 JSON 필드 '\(field)'. 쓸 수 있는 필드: \(available.joined(separator: ", "))."
                : "Unknown JSON field '\(field)'. Available fields: \(available.joined(separator: ", "))."
        case .modesTogether(let first, let second):
            return ko ? "'\(first)'와 '\(second)'는 함께 쓸 수 없습니다." : "'\(first)' and '\(second)' cannot be used together."
        case .unexpectedAfterBatch(let word):
            return ko ? "예상하지 못한 인수 '\(word)'." : "Unexpected argument '\(word)'."
        case .notInMode(let option, let modes):
            let names = modes.map { mode in
                switch mode {
                case .interactive: ko ? "대화형 모드" : "the interactive mode"
                case .once: "'--once'"
                case .batch: "'--batch'"
                }
            }
            if ko { return "'\(option)'은(는) \(names.joined(separator: "와 "))에만 쓸 수 있습니다." }
            let list = names.count <= 2 ? names.joined(separator: " and ")
                : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            return "'\(option)' only applies to \(list)."
        case .resumeNeedsOutput:
            return ko ? "'--resume'에는 '--output <file>'(마무리할 파일)이 필요합니다."
                : "'--resume' needs '--output <file>' (the file to finish)."
        case .notADefault(let option):
            return ko ? "'\(option)'은(는) 명령줄에서만 쓸 수 있습니다 (설정 파일이나 GHSEARCH_DEFAULT_OPTS에는 쓸 수 없음)."
                : "'\(option)' can only be given on the command line, not as a default."
        case .unexpectedInDefaults(let word):
            return ko ? "예상하지 못한 단어 '\(word)': 옵션만 쓸 수 있습니다." : "Unexpected word '\(word)': only options can be defaults."
        case .oneOptionPerLine(let option):
            return ko ? "한 줄에 옵션 하나만 쓰세요 ('\(option)'은(는) 다음 줄에)."
                : "One option per line: put '\(option)' on a line of its own."
        case .unclosedQuote:
            return ko ? "따옴표나 역슬래시가 닫히지 않았습니다." : "A quote or a backslash is left open."
        case .unreadableConfigFile(let reason):
            return ko ? "읽을 수 없습니다: \(reason)." : "cannot read it: \(reason)."
        case .invalidBinding(let value, let error):
            return invalidBindingMessage(value, error)
        case .invalidColor(let value, let error):
            return invalidColorMessage(value, error)
        case .invalidTiebreak(let value, let error):
            let prefix = ko ? "'--tiebreak <criteria>'에 쓸 수 없는 값 '\(value)': " : "The value '\(value)' is invalid for '--tiebreak <criteria>': "
            let names = FilterTiebreak.names.joined(separator: ", ")
            switch error {
            case .unknown(let word):
                return prefix + (ko ? "알 수 없는 기준 '\(TerminalText.quote(word))'. 기준: \(names)." : "unknown criterion '\(TerminalText.quote(word))'. Criteria: \(names).")
            case .repeated(let word):
                return prefix + (ko ? "'\(TerminalText.quote(word))'이(가) 두 번 있습니다." : "'\(TerminalText.quote(word))' is given twice.")
            case .indexNotLast:
                return prefix + (ko ? "index는 맨 끝에만 올 수 있습니다." : "index may only come last.")
            }
        case .invalidCloneHost(let value):
            return ko ? "'--clone-host <host>'에 쓸 수 없는 값 '\(value)': git.example.com 같은 호스트 이름만 주세요 (스킴, 사용자, 포트, 경로 없이)."
                : "The value '\(value)' is invalid for '--clone-host <host>': give a host name such as git.example.com (no scheme, user, port or path)."
        case .searchOnly(let option):
            return ko ? "'\(option)'은(는) '--search'에만 쓸 수 있습니다." : "'\(option)' only applies to '--search'."
        case .mineConflicts(let other):
            return ko ? "'--mine'과 '\(other)'은(는) 함께 쓸 수 없습니다." : "'--mine' and '\(other)' cannot be used together."
        case .exclusive(let first, let second):
            return ko ? "'\(first)'와 '\(second)' 중 하나만 주세요." : "Give only one of '\(first)' and '\(second)'."
        case .filterNeedsUser:
            return ko ? "'--filter'로 거를 저장소의 사용자 이름을 주세요 (예: ghsearch --filter 'json' octocat)."
                : "Give the user whose repositories '--filter' filters (e.g. ghsearch --filter 'json' octocat)."
        case .filterProblem(let problem):
            return describe(problem)
        case .badTemplate(let error):
            return describe(error)
        case .notWithSearch(let option):
            return ko ? "'\(option)'은(는) '--search'와 함께 쓸 수 없습니다 (검색어에 한정자를 넣으세요)."
                : "'\(option)' does not apply to '--search' (put qualifiers in the query)."
        case .invalidStarredUser(let name):
            return ko ? "'\(name)'은(는) GitHub 사용자 이름이 될 수 없습니다 (--starred에는 사용자 이름이나 @me)."
                : "'\(name)' is not a GitHub user name (--starred takes a user name or @me)."
        case .starredConflicts(let other):
            return ko ? "'--starred'와 '\(other)'은(는) 함께 쓸 수 없습니다." : "'--starred' and '\(other)' cannot be used together."
        case .starredOnly(let option):
            return ko ? "'\(option)'은(는) '--starred'에만 쓸 수 있습니다 (별표한 순서)."
                : "'\(option)' only applies to '--starred' (the order a user starred in)."
        case .starredBatchUser(let user):
            return ko ? "'--batch'의 '--starred'는 사용자 이름을 받지 않습니다 ('\(user)'): 입력의 각 사용자가 별표한 저장소를 나열합니다."
                : "'--starred' takes no user with '--batch' ('\(user)'): it lists the stars of each user in the input."
        case .starredUpdatedNotWithGraphQL:
            return ko ? "GraphQL은 별표를 별표한 시각 순으로만 정렬합니다: '--sort updated'는 '--api rest'나 'auto'와 함께 쓰세요."
                : "GraphQL orders stars only by when they were starred: use '--sort updated' with '--api rest' or 'auto'."
        case .offlineWithoutCache:
            return ko ? "'--offline'은 캐시만 읽는데 '--no-cache'는 캐시를 끕니다: 함께 쓸 수 없습니다."
                : "'--offline' reads only the cache and '--no-cache' turns it off: they cannot be used together."
        }
    }
}
