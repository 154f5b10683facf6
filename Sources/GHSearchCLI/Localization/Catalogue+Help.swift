import GHSearchInteractive
import GHSearchGitHub
import GHSearchText
import GHSearchScripting
import GHSearchKeys
/// The words of `ghsearch --help` and of the man page; `HelpDocument` puts
/// them in order with `OptionTable`, `HelpText` and `ManPage` lay them out.
/// Option names, value names, variable names and commands stay as typed
/// in both languages.
extension Catalogue {
    /// One heading of the help and its (term, explanation) rows.
    public struct HelpSection: Sendable {
        public var heading: String
        public var rows: [(term: String, text: String)]
    }

    /// The headings, without the colon `--help` puts after them.
    public enum HelpHeading: Sendable, CaseIterable {
        case overview, usage, arguments, options, interactiveOptions, batchOptions, keys, environment, files
        case exitStatus, examples
        // The man page's own.
        case name, synopsis, description
    }

    public func heading(_ heading: HelpHeading) -> String {
        switch heading {
        case .overview: ko ? "개요" : "OVERVIEW"
        case .usage: ko ? "사용법" : "USAGE"
        case .arguments: ko ? "인수" : "ARGUMENTS"
        case .options: ko ? "옵션" : "OPTIONS"
        case .interactiveOptions: ko ? "대화형 옵션" : "INTERACTIVE OPTIONS"
        case .batchOptions: ko ? "배치 옵션" : "BATCH OPTIONS"
        case .keys: ko ? "키" : "KEYS"
        case .environment: ko ? "환경 변수" : "ENVIRONMENT"
        case .files: ko ? "파일" : "FILES"
        case .exitStatus: ko ? "종료 상태" : "EXIT STATUS"
        case .examples: ko ? "예" : "EXAMPLES"
        case .name: ko ? "이름" : "NAME"
        case .synopsis: ko ? "요약" : "SYNOPSIS"
        case .description: ko ? "설명" : "DESCRIPTION"
        }
    }

    /// The first paragraph, heading included.
    public var helpOverview: String {
        heading(.overview) + ": " + summary
    }

    /// What ghsearch is, in one sentence (the man page's NAME line).
    public var summary: String {
        ko ? "GitHub 사용자의 저장소나 GitHub 전체를 입력하는 대로 실시간으로 검색합니다."
            : "Search a GitHub user's repositories, or all of GitHub, live, as you type."
    }

    /// The man page's DESCRIPTION, one paragraph an element.
    public var manDescription: [String] {
        if ko {
            return [
                "ghsearch는 터미널에서 GitHub 사용자나 조직의 저장소를 입력하는 대로 찾습니다. 입력은 0.3초 간격으로 걸러지고(throttle), 같은 검색은 다시 보내지 않으며, 새 입력이 오면 진행 중인 요청은 중단됩니다. 실패한 요청은 도움이 될 때만 모두 3번까지 시도합니다.",
                "이름 뒤의 단어는 그 사용자의 저장소를 로컬에서 거릅니다 (예: 'apple swift'): 이름이 바뀔 때만 네트워크를 씁니다. 첫 페이지 뒤의 페이지는 바탕에서 불러오므로 (--max-repos, --reserve) 필터는 모든 저장소를 봅니다. 필터는 fzf처럼 퍼지로 맞추고 점수순으로 늘어놓습니다: 'exact, ^prefix, suffix$, !not, a | b, 그리고 GitHub의 한정자 language:swift, topic:cli, fork:false, archived:false, stars:>10, pushed:>2024-01-01, sort:stars.",
                "같은 엔진으로 --once는 스크립트를 위해 한 번 검색해 출력하고, --batch는 여러 사용자를 요청 한도를 지키며 JSON Lines로 씁니다.",
                "Ctrl-T(또는 --search)는 GitHub 전체를 키워드로 검색하는 모드로 바꿉니다 (GET /search/repositories; 'language:swift stars:>100' 같은 한정자는 입력한 그대로 q에 들어감). 검색 한도(토큰 없이 분당 10회, 토큰으로 30회)는 따로 세어 'search N/10'으로 보여 주고, 한도가 줄면 입력이 멈춘 글만 보내며, 다 쓰면 초기화까지 아무것도 보내지 않고 초기화 때 마지막 입력을 스스로 검색합니다.",
            ]
        }
        return [
            "ghsearch searches a GitHub user's or organisation's repositories as you type, in the terminal. What you type is throttled (0.3 s), a search already made is not sent again, and a search superseded by newer text is aborted. A failed request is tried 3 times in all, when trying again can help.",
            "Words after the name filter that user's repositories locally (e.g. 'apple swift'): only a change of the name touches the network. The pages after the first load in the background (--max-repos, --reserve), so the filter sees every repository. It matches fuzzily and ranks as fzf does: 'exact, ^prefix, suffix$, !not, a | b, and GitHub's qualifiers language:swift, topic:cli, fork:false, archived:false, stars:>10, pushed:>2024-01-01, sort:stars.",
            "The same engine serves --once, one search printed for scripts, and --batch, many users written as JSON Lines within the rate limit.",
            "Ctrl-T (or --search) switches to searching all of GitHub by keyword (GET /search/repositories; qualifiers such as 'language:swift stars:>100' go into q as typed). The search limit (10 a minute without a token, 30 with one) is counted apart and shown as 'search N/10'; as it runs low only text the user stopped typing is sent, and once spent nothing is sent until the reset, when the latest text is searched by itself.",
        ]
    }

    /// The ways to run ghsearch, as USAGE lists them.
    public var helpUsage: [(term: String, text: String)] {
        if ko {
            return [
                ("ghsearch [<id>]", "터미널에서 대화형 실시간 검색 (<id>를 미리 입력해 시작할 수 있음)."),
                ("ghsearch --once <id>", "한 번 검색: 저장소를 출력하고 끝냅니다."),
                ("ghsearch --batch <file>", "여러 사용자(한 줄에 하나, -는 표준 입력)를 JSON Lines로 출력; 요청 한도를 지킵니다."),
                ("ghsearch --search [<query>]", "GitHub 전체를 키워드로 대화형 검색 (Ctrl-T로 사용자 모드와 바꿈)."),
                ("ghsearch --once --search <query>", "GitHub 전체를 한 번 검색해 출력하고 끝냅니다 (--batch --search <file>: 한 줄에 검색어 하나)."),
                ("ghsearch --mine", "토큰의 저장소 (비공개 포함); --once와도 씁니다."),
            ]
        }
        return [
            ("ghsearch [<id>]", "Interactive live search on a terminal (optionally starting with <id> typed in)."),
            ("ghsearch --once <id>", "One search: print the repositories and exit."),
            ("ghsearch --batch <file>", "Many users, one per line (- for standard input), as JSON Lines; rate-limit aware."),
            ("ghsearch --search [<query>]", "Interactive keyword search of all of GitHub (Ctrl-T switches to and from the user mode)."),
            ("ghsearch --once --search <query>", "Search all of GitHub once, print and exit (--batch --search <file>: one query per line)."),
            ("ghsearch --mine", "The token's own repositories, private ones included; with --once too."),
        ]
    }

    public var helpArguments: [(term: String, text: String)] {
        if ko {
            return [
                ("<id>", "GitHub 사용자 또는 조직 이름. 대화형 모드에서는 이름 뒤의 단어로 저장소를 거릅니다 (예: 'apple swift'). '@me'는 토큰의 저장소."),
                ("<query>", "--search와 함께: GitHub 검색어, 한정자 포함 (예: 'machine learning language:python'). 여러 단어는 한 검색어입니다."),
            ]
        }
        return [
            ("<id>", "A GitHub user or organisation name. In the interactive mode, words after the name filter its repositories locally (e.g. 'apple swift'). '@me' is the token's own repositories."),
            ("<query>", "With --search: a GitHub search, qualifiers included (e.g. 'machine learning language:python'); several words are one query."),
        ]
    }

    /// A number option's range, and its default when it has one, as its
    /// explanation says them: `1 to 3600 (default: 20)`. From the option's
    /// declaration, so help, the man page and the manual cannot say other
    /// numbers than the parser checks.
    public func numberBounds(_ bounds: OptionSpec.NumberBounds) -> String {
        let (low, high) = (bounds.range.lowerBound, bounds.range.upperBound)
        let span = ko ? "\(low)에서 \(high)까지" : "\(low) to \(high)"
        guard let value = bounds.defaultValue else { return span }
        return span + (ko ? " (기본값: \(value))" : " (default: \(value))")
    }

    /// What the option `long` (as `OptionTable` spells it) does; nil for an
    /// option with no text yet (a test fails on it).
    public func optionHelp(_ long: String) -> String? {
        switch long {
        case "--once":
            ko ? "<id>를 한 번 검색해 출력하고 끝냅니다. 터미널에는 제목과 표, 파이프에는 한 줄에 'name<TAB>html_url'. <id> 뒤의 단어들은 프롬프트에서처럼 목록을 거르고 순위를 매깁니다 ('ghsearch --once octocat json'). --search와 함께: <id> 대신 검색어 (기본 100개, 최대 1,000개); --mine과 함께: 값 없이."
                : "Search <id> once, print and exit: on a terminal a title and a table, piped one 'name<TAB>html_url' per line. Words after <id> filter the list as at the prompt (ranked; 'ghsearch --once octocat json'). With --search, a query instead of <id> (100 results unless --limit, at most 1,000); with --mine, no value."
        case "--batch":
            ko ? "<file>의 사용자들(한 줄에 하나; -는 표준 입력; 빈 줄과 #은 무시)을 JSON Lines로 씁니다. 요청 한도를 지키고 --resume으로 이어서 할 수 있습니다. --search와 함께: 한 줄에 검색어 하나, 검색 한도를 지킵니다."
                : "Search the users in <file> (one per line; - for standard input; blank lines and # comments ignored) and write JSON Lines, within the rate limit, resumable. With --search: one query per line, within the search limit."
        case "--starred":
            ko ? "<user>가 별표한 저장소 (GET /users/<user>/starred; @me는 토큰 사용자의 것, 토큰 필요), 최근 별표부터. 대화형 모드에서는 프롬프트에 starred:<user>로도 바꿉니다. --batch와 함께면 사용자 없이: 입력의 각 사용자가 별표한 저장소 (목록처럼 REST 또는 GraphQL). 행은 owner/name으로 보입니다."
                : "The repositories <user> starred (GET /users/<user>/starred; @me: the token's user's, needs a token), newest star first; typed at the prompt as starred:<user>. With --batch, no user: each input user's stars (REST or GraphQL, as for lists). Rows show owner/name."
        case "--offline":
            ko ? "캐시만 읽고 네트워크에는 아무것도 보내지 않습니다 (--once: 캐시에 없으면 종료 상태 1). --offline 없이도 GitHub에 닿지 못하면(연결 실패, 시간 초과, 5xx) 캐시에 있는 답을 표시와 함께 보여 줍니다 (--once: 종료 상태 5)."
                : "Read only the response cache; send nothing (--once: exit 1 for what is not cached). Without it, when GitHub cannot be reached (no connection, a timeout, 5xx after 3 attempts) cached answers are shown, marked (--once: exit 5)."
        case "--api-url":
            ko ? "API 루트 (기본값: https://api.github.com; GitHub Enterprise: https://HOST/api/v3)."
                : "API root (default: https://api.github.com; GitHub Enterprise: https://HOST/api/v3)."
        case "--limit":
            ko ? "사용자마다 저장소를 최대 <n>개, \(numberBounds(OptionTable.limit)) (기본값: 전부, 모으는 것은 최대 100,000개). --search와 함께: 기본값 100개, GitHub가 주는 최대 1,000개; 더 있으면 표준 오류에 몇 개 중 몇 개인지 말합니다."
                : "At most <n> repositories per user, \(numberBounds(OptionTable.limit)) (default: all; at most 100,000 are gathered). With --search: default 100, at most the 1,000 GitHub serves; when more matched, standard error says how many of how many were shown."
        case "--sort":
            ko ? "name, pushed, updated, created(GitHub가 정렬) 또는 stars(모든 페이지를 받은 뒤 여기서 정렬). 기본값: GitHub의 이름순. 대화형 모드: 필터 낱말이나 sort:가 순서를 정하지 않을 때 행의 순서. --search와 함께: stars, forks, updated 또는 help-wanted-issues (기본값: 가장 잘 맞는 순). --starred와 함께: starred(최근 별표부터, 기본값), updated(GitHub가 정렬) 또는 stars(여기서 정렬)."
                : "name, pushed, updated, created (sorted by GitHub) or stars (sorted here, over every page). Default: GitHub's, by name. Interactive: the rows' order while no filter word or sort: sets one. With --search: stars, forks, updated or help-wanted-issues (default: best match). With --starred: starred (newest star first, the default), updated (by GitHub) or stars (sorted here)."
        case "--type":
            ko ? "owner, member 또는 all (기본값: GitHub의 owner)." : "owner, member or all (default: GitHub's, owner)."
        case "--json":
            ko ? "JSON으로 출력; 쉼표로 구분한 필드만 고를 수 있음 (예: name,html_url). 필드: \(jsonFieldNames)."
                : "Print JSON; optionally only these comma-separated fields (e.g. name,html_url). Fields: \(jsonFieldNames)."
        case "--jobs":
            ko ? "--once: rel=\"last\"를 알면 동시에 받을 페이지 수 (기본값: \(OnceCommand.defaultJobs); 1은 연결 하나로 차례대로). --batch: REST로는 동시에 검색할 사용자 수, GraphQL로는 동시에 보낼 질의 수 (기본값: \(BatchOptions.defaultJobs)). 대화형: 바탕에서 동시에 받을 페이지 수 (기본값: \(LoadingPolicy.defaultJobs)). \(numberBounds(OptionTable.jobs))."
                : "--once: pages fetched at once when rel=\"last\" is known (default: \(OnceCommand.defaultJobs); 1: one connection, strictly serial). --batch: users searched at once through REST, queries at once through GraphQL (default: \(BatchOptions.defaultJobs)). Interactive: pages loaded at once in the background (default: \(LoadingPolicy.defaultJobs)). \(numberBounds(OptionTable.jobs))."
        case "--timeout":
            ko ? "요청이 <seconds>초 안에 끝나지 않으면 포기합니다. \(numberBounds(OptionTable.timeout)). 시간이 초과된 요청은 모두 3번까지 시도합니다."
                : "Give up on a request after <seconds> without a complete answer, \(numberBounds(OptionTable.timeout)); a request that timed out is tried 3 times in all."
        case "--no-cache":
            ko ? "응답 캐시를 읽지도 쓰지도 않습니다." : "Neither read nor write the response cache."
        case "--no-gh-token":
            ko ? "GH_TOKEN과 GITHUB_TOKEN이 없을 때 'gh auth token'에 토큰을 묻지 않습니다."
                : "Without GH_TOKEN or GITHUB_TOKEN, do not ask 'gh auth token' for a token."
        case "--lang":
            ko ? "en 또는 ko (기본값: LC_ALL, LC_MESSAGES, LANG에서)." : "en or ko (default: from LC_ALL, LC_MESSAGES, LANG)."
        case "--output":
            ko ? "JSON Lines를 표준 출력 대신 <file>에 씁니다." : "Write JSON Lines to <file> instead of standard output."
        case "--resume":
            ko ? "중단된 실행을 --output에 이어서 마칩니다: 이미 쓴 사용자는 건너뜁니다."
                : "Finish an interrupted run into --output: users already written are skipped."
        case "--no-wait":
            ko ? "한도가 초기화되기를 기다리지 않고 멈춥니다 (종료 상태 3)."
                : "Stop at the rate limit (exit 3) instead of waiting for the reset."
        case "--reserve":
            ko ? "할당량 중 <n>회는 쓰지 않고 남겨 둡니다, \(numberBounds(OptionTable.reserve)) (--batch 기본값: 0). 대화형 모드: 바탕에서 페이지를 불러오다가 남은 할당량이 <n>회에 이르면 멈춥니다 (기본값: \(LoadingPolicy.defaultReserve))."
                : "Leave <n> requests of the quota unused, \(numberBounds(OptionTable.reserve)) (--batch default: 0). Interactive: the background loading of pages stops before the quota left falls to <n> (default: \(LoadingPolicy.defaultReserve))."
        case "--quiet":
            ko ? "표준 오류에 진행 상황을 쓰지 않습니다." : "No progress on standard error."
        case "--api":
            ko ? "auto, graphql 또는 rest (기본값: auto). graphql은 질의 하나로 사용자 여럿을 묻습니다: 토큰이 필요하고, 처음 실행할 때 할당량이 수십 배 적게 듭니다. rest는 캐시에 있는 사용자를 무료(304)로 다시 확인합니다. auto는 캐시에 있는 사용자에게 rest를, 나머지에게 (토큰이 있으면) graphql을 씁니다."
                : "auto, graphql or rest (default: auto). graphql asks for many users per query: it needs a token and spends tens of times less quota on a first run. rest revalidates cached users for free (304). auto uses rest for users in the cache and graphql (with a token) for the others."
        // Complete filtering
        case "--max-repos":
            ko ? "사용자마다 바탕에서 불러오는 저장소 수, \(numberBounds(OptionTable.maxRepos)) (기본값: 토큰이 있으면 \(LoadingPolicy.maxRepositoriesWithToken), 없으면 \(LoadingPolicy.maxRepositoriesWithoutToken)). 멈추면 상태 줄이 그렇다고 말하고, PgDn이 더 불러옵니다."
                : "Repositories loaded per user in the background, \(numberBounds(OptionTable.maxRepos)) (default: \(LoadingPolicy.maxRepositoriesWithToken) with a token, \(LoadingPolicy.maxRepositoriesWithoutToken) without); the status line says when it stops there, and PgDn loads more."
        // Search all of GitHub
        case "--search":
            ko ? "사용자 대신 GitHub 전체를 키워드로 검색합니다 (GET /search/repositories). 한정자는 입력한 그대로 GitHub에 갑니다 (예: 'language:swift stars:>100'). 대화형 모드는 검색 모드로 시작합니다 (Ctrl-T로 바꿈); 이름 자리의 단어들이 검색어입니다."
                : "Search all of GitHub by keyword instead of one user (GET /search/repositories); GitHub's qualifiers go to it as typed (e.g. 'language:swift stars:>100'). The interactive mode starts in search mode (Ctrl-T switches); the words where a name would go are the query."
        case "--mine":
            ko ? "토큰의 저장소 (GET /user/repos, 비공개와 조직 저장소 포함, 🔒 표시); 토큰이 필요합니다. 대화형 모드에서는 '@me'를 입력한 것과 같습니다."
                : "The token's own repositories (GET /user/repos, private and organisation ones included, marked 🔒); needs a token. In the interactive mode, the same as typing '@me'."
        case "--order":
            ko ? "--search와 함께: asc 또는 desc (--sort의 방향; 기본값: desc)." : "With --search: asc or desc (the direction of --sort; default: desc)."
        case "--visibility":
            ko ? "all, public, private 또는 internal. --once와 --batch에서는 그 공개 범위의 저장소만 남깁니다 (필터의 is:public 등). --mine(또는 @me)에서는 GitHub에 묻습니다 (internal은 all로 묻고 거릅니다)."
                : "all, public, private or internal. With --once and --batch, keeps the repositories of that visibility (the filter's is:public…); with --mine (or @me), GitHub is asked for it (internal: all, then filtered)."
        case "--affiliation":
            ko ? "--mine(또는 @me)과 함께: owner, collaborator, organization_member를 쉼표로 (기본값: GitHub의 세 가지 모두)."
                : "With --mine (or @me): comma-separated owner, collaborator, organization_member (default: GitHub's, all three)."
        // ghsearch in scripts
        case "--filter":
            ko ? "대화형 모드에서 이름 뒤에 입력한 것과 같은 필터를 터미널 없이 적용하고 순위대로 출력합니다 (fzf의 --filter; --once USER WORDS와 같음). --batch에서는 사용자마다 적용합니다."
                : "Apply the interactive filter without a terminal and print the ranked rows (fzf's --filter; the same as --once USER WORDS); with --batch, to each user's list."
        case "--query":
            ko ? "대화형 프롬프트가 이름 뒤에 이 필터를 입력한 채로 시작합니다 (fzf의 --query)."
                : "Start the interactive prompt with this filter typed after the name (fzf's --query)."
        case "--select-1":
            ko ? "모든 페이지를 불러온 뒤 맞는 행이 하나뿐이면 그 행을 출력하고 끝냅니다 (fzf의 -1)."
                : "When exactly one row matches once every page is in, print it and exit (fzf's -1)."
        case "--exit-0":
            ko ? "모든 페이지를 불러온 뒤 맞는 행이 없으면 상태 1로 끝냅니다 (fzf의 -0)."
                : "When no row matches once every page is in, exit with status 1 (fzf's -0)."
        case "--jq":
            ko ? "--json 데이터에 jq 식을 적용합니다 (libjq; --json을 함께 뜻하며 필드를 지정하지 않으면 모든 필드). jq -r처럼 문자열은 그대로, 나머지는 JSON으로 출력합니다. 잘못된 식은 jq의 메시지와 함께 64로 끝납니다."
                : "Run a jq expression over the --json data (libjq; implies --json, every field unless it names some) and print what jq -r prints: strings as text, the rest as JSON. A bad expression is jq's message and exit 64."
        case "--template":
            ko ? "--json 데이터를 Go 템플릿 문법으로 출력합니다 (gh처럼 '.'은 저장소 목록이므로 저장소마다 '{{range .}}…{{end}}')."
                : "Print the --json data through a Go-style template, as gh does ('.' is the list: '{{range .}}…{{end}}' for each repository)."
        case "--language":
            ko ? "그 언어의 저장소만 (여러 번: 그중 하나; 필터의 language:). gh repo list의 --language와 같습니다."
                : "Only repositories in this language (repeated: any of them; the filter's language:), as gh repo list's --language."
        case "--topic":
            ko ? "그 주제가 있는 저장소만 (여러 번 또는 쉼표로: 모두; 필터의 topic:)."
                : "Only repositories with this topic (repeated or comma-separated: all of them; the filter's topic:)."
        case "--fork":
            ko ? "포크만 (필터의 fork:only)." : "Only forks (the filter's fork:only)."
        case "--source":
            ko ? "포크가 아닌 저장소만 (필터의 fork:false)." : "Only repositories that are not forks (the filter's fork:false)."
        case "--archived":
            ko ? "보관된 저장소만 (필터의 archived:true)." : "Only archived repositories (the filter's archived:true)."
        case "--no-archived":
            ko ? "보관된 저장소를 뺍니다 (필터의 archived:false)." : "Leave out archived repositories (the filter's archived:false)."
        // Pick and act
        case "--print":
            ko ? "Enter로 고른 저장소마다 출력할 것: 필드 하나, 또는 json (기본값: html_url). 필드: \(PrintField.choices.joined(separator: ", "))."
                : "What Enter prints for each repository picked: one field, or json for the whole repository (default: html_url). Fields: \(PrintField.choices.joined(separator: ", "))."
        case "--multi":
            ko ? "Tab, Shift-Tab: 행을 표시합니다. Enter는 표시한 행을 모두 목록 순서대로 출력합니다."
                : "Tab and Shift-Tab mark rows; Enter prints every marked row, in list order."
        case "--ssh":
            ko ? "Alt-C가 clone_url 대신 ssh_url로 클론합니다." : "Alt-C clones the ssh_url instead of the clone_url."
        case "--clone-host":
            ko ? "Alt-C가 이 호스트의 https:// 클론 URL도 믿습니다 (API의 웹 호스트 외에; 여러 번 가능)."
                : "Alt-C also trusts https:// clone URLs on this host (besides the API's web host; repeatable)."
        case "--bind":
            ko ? "KEY:ACTION[+ACTION…][,…] 형식 (fzf 문법, 여러 번 가능): 키의 기본 동작을 바꿉니다. 키: fzf의 이름 (ctrl-a, alt-x, shift-up, ctrl-left, f1…f12, home, pgdn, del, btab, enter, esc, alt-bspace …). 동작: KEYS의 이름들, fzf의 up, down, page-up, page-down, first, last, toggle, toggle-all, select-all, deselect-all, toggle-preview, preview-up, preview-down, preview-page-up, preview-page-down, toggle-search, clear-query, kill-line, unix-line-discard, backward-word, forward-word, accept, abort; execute(COMMAND)는 셸 없이 실행하고 {full_name} {html_url} {clone_url} {ssh_url} {name} {owner}를 각각 인수 하나로 바꿉니다; execute-silent(COMMAND)는 화면을 돌려주지 않고; become(COMMAND)는 ghsearch 대신 실행합니다; print(FIELD)는 출력하고 끝냅니다."
                : "KEY:ACTION[+ACTION…][,…] in fzf's syntax (repeatable): a key's own actions, replacing its default. Keys: fzf's names (ctrl-a, alt-x, shift-up, ctrl-left, f1…f12, home, pgdn, del, btab, enter, esc, alt-bspace …). Actions: the names KEYS lists, fzf's up, down, page-up, page-down, first, last, toggle, toggle-all, select-all, deselect-all, toggle-preview, preview-up, preview-down, preview-page-up, preview-page-down, toggle-search, clear-query, kill-line, unix-line-discard, backward-word, forward-word, accept, abort; execute(COMMAND) runs COMMAND without a shell, each of {full_name} {html_url} {clone_url} {ssh_url} {name} {owner} replaced by the value as one argument; execute-silent(COMMAND) runs it without giving the screen back; become(COMMAND) runs it in ghsearch's place; print(FIELD) prints and exits."
        case "--tiebreak":
            ko ? "점수가 같은 행의 순서, fzf처럼 쉼표로 구분한 기준 목록: length(짧은 이름 먼저), begin(일치가 필드 앞쪽에 가까운 것), name(가나다/A–Z), stars(별이 많은 것), pushed(최근 푸시), index(목록 순서, --sort의 순서; 늘 마지막에 붙음). 기본: index."
                : "How rows of equal score are ordered, fzf's comma-separated criteria: length (the shorter name first), begin (the match nearer the start of its field), name (A–Z), stars (most first), pushed (latest first), index (the list's order, --sort's; always last). Default: index."
        case "--color":
            ko ? "fzf의 --color 문법으로 화면의 색: 기본 구성 dark, light, 16, bw(색 없음)와 NAME:COLOR[:ATTR…]를 쉼표로 (여러 번 가능, 나중 것이 이김). 이름: fg, bg, hl(일치한 글자), fg+, bg+, hl+(현재 행), query, info(상태 줄), prompt, pointer, marker, spinner, header, border (gutter, scrollbar, preview-bg 같은 fzf의 다른 이름은 받아들이고 무시). 색: -1, 0–255, #rrggbb, red, bright-red…; 속성: bold, underline, reverse, dim, italic, strikethrough, regular. 기본: 256색 이상이면 어둡고 밝은 배경 모두에 맞는 구성, 아니면 16. NO_COLOR가 있으면 --color 없이는 색을 쓰지 않습니다."
                : "Colours in fzf's --color syntax: a base scheme dark, light, 16 or bw (no colour) and NAME:COLOR[:ATTR…], comma-separated (repeatable, later wins). Names: fg, bg, hl (matched characters), fg+, bg+, hl+ (the current row), query, info (status line), prompt, pointer, marker, spinner, header, border (fzf's other names, such as gutter, scrollbar or preview-bg, are accepted and ignored). Colours: -1, 0–255, #rrggbb, red, bright-red…; attributes: bold, underline, reverse, dim, italic, strikethrough, regular. Default: a theme for dark and light backgrounds with 256 colours or more, else 16. With NO_COLOR set and no --color, nothing is coloured."
        // README preview
        case "--preview":
            ko ? "목록 옆에 선택한 저장소와 README를 보여 줍니다. 터미널 너비와 상관없이 켜지만 100칸보다 좁으면 나누지 않습니다 (기본: 160칸 이상이면 보임; Alt-V로 전환). --preview 'COMMAND {full_name}' (공백이나 {…}가 있는 값, 또는 --preview=COMMAND): fzf처럼 선택한 저장소마다 sh -c로 명령을 실행해 그 출력을 보여 줍니다. {full_name} {name} {owner} {url} {html_url} {clone_url} {ssh_url} {}는 작은따옴표로 감싼 값이 됩니다. 색(SGR)만 남기고 다른 이스케이프는 지우며, 선택이 바뀌면 명령을 끝냅니다."
                : "Show the selected repository and its README beside the list whatever the terminal's width, though never split below 100 columns (default: shown from 160 columns; Alt-V toggles). --preview 'COMMAND {full_name}' (a value with a blank or a {…}, or --preview=COMMAND) runs COMMAND through sh -c for the selected repository, as fzf does, and shows its output and errors: {full_name} {name} {owner} {url} {html_url} {clone_url} {ssh_url} and {} become the value in single quotes; colours (SGR) are kept, every other escape removed; the command is killed when the selection moves on."
        case "--preview-window":
            ko ? "미리보기(기본 제공 상세+README, 또는 --preview 명령 창)의 위치와 크기 (fzf 문법): right, left, up, down 뒤에 :크기[%] :hidden :wrap (기본: right:50%). hidden은 숨긴 채 시작하고 (Alt-V로 보임), wrap은 명령 출력의 긴 줄을 접습니다 (README는 언제나 접힘). 기본 제공 미리보기는 옆에 두면 100칸, 위아래에 두면 12줄이 있어야 나뉘며, 옵션 없이는 옆이면 160칸, 위아래면 30줄부터 저절로 보입니다."
                : "Where the preview goes (the built-in details and README, or --preview's command pane) and how big, in fzf's syntax: right, left, up or down, then :SIZE[%] :hidden :wrap (default right:50%); hidden starts it hidden (Alt-V shows it), wrap wraps a command's long lines (a README always wraps). The built-in preview needs 100 columns beside the list or 12 rows above or below it, and without --preview shows by itself from 160 columns beside or 30 rows above or below."
        case "--height":
            ko ? "전체 화면(대체 화면) 대신 커서 아래에 N줄(또는 터미널의 N%)만 씁니다 (fzf처럼); 끝나면 그 줄들을 지우고 셸의 화면은 그대로 둡니다."
                : "Draw N rows (or N% of the terminal) inline below the cursor instead of the full alternate screen, as fzf does; on exit they are cleared and the shell's screen is as it was."
        case "--min-height":
            ko ? "--height N%가 주는 줄 수의 최솟값, \(numberBounds(OptionTable.minHeight))."
                : "The fewest rows --height N% gives, \(numberBounds(OptionTable.minHeight))."
        case "--layout":
            ko ? "default: 프롬프트가 아래, 목록은 위에서 아래로; reverse: 프롬프트가 위 (fzf처럼); reverse-list: 목록을 뒤집어 첫 행이 프롬프트 바로 위에 오고 나머지는 위로 올라갑니다 (fzf의 reverse-list가 fzf 기본 목록을 뒤집듯이)."
                : "default: the prompt at the bottom, the list from the top down; reverse: the prompt at the top, as fzf's; reverse-list: the list turned over, its first row just above the prompt and the rest going up (as fzf's reverse-list turns fzf's default list over)."
        case "--border":
            ko ? "화면 전체를 선으로 둘러쌉니다 (fzf 문법, --color의 border 색): rounded(값 없이 쓸 때), sharp, bold, double, block, thinblock, horizontal(위아래), vertical(좌우), top, bottom, left, right, none(기본). 좁거나 낮은 터미널에서는 자리가 없는 쪽의 선을 그리지 않습니다."
                : "Draw a border around the whole interface, in fzf's syntax and --color's border colour: rounded (--border alone), sharp, bold, double, block, thinblock, horizontal (above and below), vertical (at both sides), top, bottom, left, right, or none (the default). On a terminal too narrow or too short for a side, that side is not drawn."
        case "--info":
            ko ? "저장소 수와 스피너를 어디에 둘지 (fzf 문법): default(목록 위 제목 줄의 왼쪽), right(제목 줄의 오른쪽 끝), inline(프롬프트 줄의 입력 뒤, ' < ' 다음), inline-right(프롬프트 줄 오른쪽 끝), hidden(보이지 않음). inline:PREFIX, inline-right:PREFIX는 앞에 붙일 글을 바꿉니다. inline, inline-right, hidden에서는 제목 줄이 없어지고 목록이 한 줄 늘어납니다."
                : "Where the count of repositories and the spinner go, in fzf's words: default (the title row above the list, at its left), right (at the title row's right end), inline (on the prompt row after the query, after ' < '), inline-right (at the right end of the prompt row), or hidden (nowhere); inline:PREFIX and inline-right:PREFIX put PREFIX before it. With inline, inline-right and hidden the title row goes and the list gains it."
        case "--no-info":
            ko ? "--info hidden과 같습니다 (fzf처럼)." : "The same as --info hidden, as fzf's."
        case "--no-mouse":
            ko ? "마우스를 쓰지 않습니다 (기본: 휠로 목록·미리보기·상세 보기를 스크롤하고, 클릭은 행 선택, 더블클릭은 선택 확정, --multi에서 오른쪽 클릭이나 Shift-클릭은 표시). 터미널에 마우스 모드를 요청하지 않으므로 텍스트를 마우스로 고를 수 있습니다."
                : "No mouse (by default the wheel scrolls the list, the preview and the details, a click selects a row, a double-click picks it, and with --multi a right-click or Shift-click marks it); no mouse mode is asked of the terminal, so the mouse selects text as usual."
        case "--no-preview":
            ko ? "넓은 터미널에서도 목록 옆의 미리보기를 보이지 않습니다 (Alt-V로 켤 수 있음)."
                : "No side preview, even on a wide terminal (Alt-V still shows it)."
        case "--completions":
            ko ? "<shell>(bash, zsh, fish)용 자동 완성 스크립트를 출력합니다."
                : "Print the completion script for <shell> (bash, zsh or fish)."
        case "--man":
            ko ? "설명서(man 페이지)를 roff로 출력합니다 (예: ghsearch --man | man -l -)."
                : "Print the manual page as roff (e.g. ghsearch --man | man -l -)."
        case "--version":
            ko ? "버전을 보여 줍니다." : "Show the version."
        case "--help":
            ko ? "이 도움말을 보여 줍니다." : "Show this help."
        default:
            nil
        }
    }

    private var jsonFieldNames: String {
        RepositoryField.allCases.map(\.rawValue).joined(separator: ", ")
    }

    public var helpEnvironment: [(term: String, text: String)] {
        if ko {
            return [
                ("GH_TOKEN, GITHUB_TOKEN", "토큰. API 호스트에만 'Authorization: Bearer'로 보냅니다 (시간당 60회 대신 5,000회). 둘 다 없으면 gh가 로그인한 토큰 (--no-gh-token이 없을 때): gh의 hosts.yml에서 읽고, gh가 키링에 둘 때만 'gh auth token'을 실행합니다."),
                ("GHSEARCH_DEFAULT_OPTS", "기본 옵션, 셸처럼 나눈 단어 (예: '--sort stars --no-cache'). 설정 파일보다 우선하고 명령줄보다 뒤입니다."),
                ("LC_ALL, LC_MESSAGES, LANG", "ko로 시작하면 한국어."),
                ("NO_COLOR", "색을 쓰지 않습니다."),
                ("ESCDELAY", "Esc 뒤에 키의 나머지를 기다리는 밀리초 (기본 50, fzf와 같음)."),
                ("GH_CONFIG_DIR", "gh의 설정 디렉터리 (hosts.yml; 기본값 $XDG_CONFIG_HOME/gh). GitHub Enterprise 호스트에는 GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN도 (gh처럼)."),
                ("BROWSER", "Ctrl-O로 열 브라우저 (':'로 구분한 명령; %s는 주소)."),
                ("XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME", "설정 파일, 응답 캐시, 프롬프트 기록이 있는 곳."),
                ("CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR", "HTTPS에서 믿을 인증 기관 (curl과 같음)."),
                ("https_proxy, no_proxy", "프록시 (libcurl이 읽음)."),
                ("SOURCE_DATE_EPOCH", "--man이 페이지에 적는 날짜 (1970년부터의 초; 없으면 오늘). 재현 가능한 빌드용."),
            ]
        }
        return [
            ("GH_TOKEN, GITHUB_TOKEN", "A token, sent as 'Authorization: Bearer' to the API host only (5,000 requests an hour instead of 60). With neither, the token gh is logged in with (unless --no-gh-token): read from gh's hosts.yml; 'gh auth token' runs only when gh keeps it in a keyring."),
            ("GHSEARCH_DEFAULT_OPTS", "Default options, words split as a shell does (e.g. '--sort stars --no-cache'); over the config file, under the command line."),
            ("LC_ALL, LC_MESSAGES, LANG", "Korean when it starts with ko."),
            ("NO_COLOR", "No colour."),
            ("ESCDELAY", "Milliseconds an Esc waits for the rest of a key (50 unless set, as in fzf)."),
            ("GH_CONFIG_DIR", "gh's configuration directory (hosts.yml; default $XDG_CONFIG_HOME/gh). For a GitHub Enterprise host, GH_ENTERPRISE_TOKEN and GITHUB_ENTERPRISE_TOKEN too (as gh reads them)."),
            ("BROWSER", "The browser Ctrl-O starts (':'-separated commands; %s is the URL)."),
            ("XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME", "Where the config file, the response cache and the prompt history live."),
            ("CURL_CA_BUNDLE, SSL_CERT_FILE, SSL_CERT_DIR", "The certificate authorities HTTPS trusts (as curl reads them)."),
            ("https_proxy, no_proxy", "Proxies (read by libcurl)."),
            ("SOURCE_DATE_EPOCH", "The date --man writes on the page (seconds since 1970; today when unset), for reproducible builds."),
        ]
    }

    public var helpFiles: [(term: String, text: String)] {
        if ko {
            return [
                ("$XDG_CONFIG_HOME/ghsearch/config", "기본 옵션, 한 줄에 하나, 명령줄과 같은 철자 (예: '--sort stars'); #은 주석. 기본값 ~/.config/ghsearch/config."),
                ("$XDG_CACHE_HOME/ghsearch", "응답 캐시 (ETag; 304는 할당량을 쓰지 않음)와 아바타. 기본값 ~/.cache/ghsearch."),
                ("$XDG_STATE_HOME/ghsearch/history", "프롬프트 기록. 기본값 ~/.local/state/ghsearch/history."),
                ("$XDG_STATE_HOME/ghsearch/gh-token-misses", "'gh auth token'이 토큰이 없다고 답한 호스트와 그때의 hosts.yml (토큰은 적지 않음): 파일이 바뀔 때까지 다시 묻지 않습니다."),
                ("~/.editrc", "libedit 설정 ('ghsearch:'로 시작하는 줄)."),
            ]
        }
        return [
            ("$XDG_CONFIG_HOME/ghsearch/config", "Default options, one a line, spelt as on the command line (e.g. '--sort stars'); # starts a comment. Default ~/.config/ghsearch/config."),
            ("$XDG_CACHE_HOME/ghsearch", "The response cache (ETags: a 304 costs no quota) and avatars. Default ~/.cache/ghsearch."),
            ("$XDG_STATE_HOME/ghsearch/history", "The prompt's history. Default ~/.local/state/ghsearch/history."),
            ("$XDG_STATE_HOME/ghsearch/gh-token-misses", "The hosts 'gh auth token' had no token for, with the identity of hosts.yml then (never a token): gh is not asked again until that file changes."),
            ("~/.editrc", "libedit settings (lines starting with 'ghsearch:')."),
        ]
    }

    public var helpExitStatus: [(term: String, text: String)] {
        if ko {
            return [
                ("0", "찾음 (저장소 0개 포함); 선택을 출력함; 도움말; 버전."),
                ("1", "네트워크 또는 서버 오류 (배치: 일부 사용자 실패)."),
                ("2", "알 수 없는 사용자."),
                ("3", "요청 한도 초과 (초기화 시각은 표준 오류에)."),
                ("5", "--once: GitHub에 닿지 못해 캐시의 답을 출력함 (얼마나 오래된 답인지 표준 오류에). --offline에서는 0."),
                ("64", "잘못된 사용법 (설정 파일과 GHSEARCH_DEFAULT_OPTS 포함); --once --search에서 GitHub가 거부한 검색어 (422)."),
                ("130", "대화형 모드를 고르지 않고 끝냄 (Esc, Ctrl-C, Ctrl-D, abort). 대화형 모드의 0은 선택을 출력했다는 뜻이고, Alt-C 뒤에는 git의 종료 상태입니다."),
            ]
        }
        return [
            ("0", "Found (including 0 repositories); a pick printed; help; version."),
            ("1", "Network or server failure (batch: some users failed)."),
            ("2", "Unknown user."),
            ("3", "Rate limited (the reset time is on standard error)."),
            ("5", "--once: GitHub could not be reached and the rows printed are the cached ones (their age is on standard error). 0 with --offline."),
            ("64", "Bad usage (the config file and GHSEARCH_DEFAULT_OPTS included); with --once --search, a query GitHub refused (422)."),
            ("130", "Left the interactive mode without a pick (Esc, Ctrl-C, Ctrl-D, abort). In the interactive mode 0 means a pick was printed; after Alt-C the status is git's."),
        ]
    }

    public var helpExamples: [(term: String, text: String)] {
        if ko {
            return [
                ("ghsearch apple", "apple의 저장소로 대화형 검색을 시작합니다. 'apple swift'처럼 이름 뒤에 단어를 쓰면 거릅니다."),
                ("ghsearch --once torvalds | cut -f2", "torvalds의 저장소 주소를 한 줄에 하나씩."),
                ("ghsearch --once octocat --json name,stargazers_count", "고른 필드만 JSON 배열로."),
                ("ghsearch --batch users.txt -o repos.jsonl --resume", "여러 사용자를 파일에; 중단되었으면 이어서 마칩니다."),
                ("ghsearch --once --search 'language:swift stars:>100' --sort stars", "별이 100개 넘는 Swift 저장소, 별 순서로."),
                ("source <(ghsearch --completions bash)", "이 bash 세션에서 자동 완성을 씁니다 (계속 쓰려면 ~/.bashrc에 추가)."),
            ]
        }
        return [
            ("ghsearch apple", "Start the live search on apple's repositories; type words after the name ('apple swift') to filter them."),
            ("ghsearch --once torvalds | cut -f2", "The URLs of torvalds' repositories, one a line."),
            ("ghsearch --once octocat --json name,stargazers_count", "A JSON array of these fields only."),
            ("ghsearch --batch users.txt -o repos.jsonl --resume", "Many users into a file; finishes an interrupted run."),
            ("ghsearch --once --search 'language:swift stars:>100' --sort stars", "Swift repositories with over 100 stars, most starred first."),
            ("source <(ghsearch --completions bash)", "Completions in this bash session (add the line to ~/.bashrc to keep them)."),
        ]
    }
}
