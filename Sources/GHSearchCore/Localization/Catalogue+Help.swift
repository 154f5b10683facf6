/// The text of `ghsearch --help`; `HelpText` lays it out. Option names,
/// value names and variable names stay as typed in both languages.
extension Catalogue {
    /// One heading of the help and its (term, explanation) rows.
    public struct HelpSection: Sendable {
        public var heading: String
        public var rows: [(term: String, text: String)]
    }

    /// The first paragraph, heading included.
    public var helpOverview: String {
        ko ? "개요: GitHub 사용자의 저장소를 입력하는 대로 실시간으로 검색합니다."
            : "OVERVIEW: Search a GitHub user's repositories live, as you type."
    }

    public var helpSections: [HelpSection] {
        let fields = RepositoryField.allCases.map(\.rawValue).joined(separator: ", ")
        if ko {
            return [
                HelpSection(heading: "사용법:", rows: [
                    ("ghsearch [<id>]", "터미널에서 대화형 실시간 검색 (<id>를 미리 입력해 시작할 수 있음)."),
                    ("ghsearch --once <id>", "한 번 검색: 저장소를 출력하고 끝냅니다."),
                    ("ghsearch --batch <file>", "여러 사용자(한 줄에 하나, -는 표준 입력)를 JSON Lines로 출력; 요청 한도를 지킵니다."),
                ]),
                HelpSection(heading: "인수:", rows: [
                    ("<id>", "GitHub 사용자 또는 조직 이름. 대화형 모드에서는 이름 뒤의 단어로 저장소를 거릅니다 (예: 'apple swift')."),
                ]),
                HelpSection(heading: "옵션:", rows: [
                    ("--api-url <url>", "API 루트 (기본값: https://api.github.com; GitHub Enterprise: https://HOST/api/v3)."),
                    ("--limit <n>", "사용자마다 저장소를 최대 <n>개 (기본값: 전부)."),
                    ("--sort <order>", "name, pushed, updated, created 또는 stars (기본값: GitHub의 이름순)."),
                    ("--type <type>", "owner, member 또는 all (기본값: GitHub의 owner)."),
                    ("--json [<fields>]", "JSON으로 출력; 쉼표로 구분한 필드만 고를 수 있음 (예: name,html_url). 필드: \(fields)."),
                    ("--no-cache", "응답 캐시를 읽지도 쓰지도 않습니다."),
                    ("--preview, --no-preview", "대화형 모드에서 목록 옆에 선택한 저장소와 README 미리보기를 항상 보이거나 보이지 않습니다 (기본: 터미널이 160칸 이상이면 보임, Alt-V로 전환)."),
                    ("--timeout <seconds>", "요청이 <seconds>초 안에 끝나지 않으면 포기합니다. 1에서 3600까지 (기본값: 20). 시간이 초과된 요청은 모두 3번까지 시도합니다."),
                    ("--lang <language>", "en 또는 ko (기본값: LC_ALL, LC_MESSAGES, LANG에서)."),
                    ("--version", "버전을 보여 줍니다."),
                    ("-h, --help", "이 도움말을 보여 줍니다."),
                ]),
                HelpSection(heading: "배치 옵션:", rows: [
                    ("-o, --output <file>", "JSON Lines를 표준 출력 대신 <file>에 씁니다."),
                    ("--resume", "중단된 실행을 --output에 이어서 마칩니다: 이미 쓴 사용자는 건너뜁니다."),
                    ("-j, --jobs <n>", "동시 요청 수, 1에서 8 (기본값: 1)."),
                    ("--api <api>", "auto, graphql 또는 rest (기본값: auto). graphql은 질의 하나로 사용자 여럿을 묻습니다: 토큰이 필요하고, 처음 실행할 때 할당량이 수십 배 적게 듭니다. rest는 캐시에 있는 사용자를 무료(304)로 다시 확인합니다. auto는 캐시에 있는 사용자에게 rest를, 나머지에게 (토큰이 있으면) graphql을 씁니다."),
                    ("--no-wait", "한도가 초기화되기를 기다리지 않고 멈춥니다 (종료 상태 3)."),
                    ("--reserve <n>", "할당량 중 <n>회는 쓰지 않고 남겨 둡니다."),
                    ("-q, --quiet", "표준 오류에 진행 상황을 쓰지 않습니다."),
                ]),
                HelpSection(heading: "환경 변수:", rows: [
                    ("GH_TOKEN, GITHUB_TOKEN", "토큰. API 호스트에만 'Authorization: Bearer'로 보냅니다 (시간당 60회 대신 5,000회)."),
                    ("NO_COLOR", "색을 쓰지 않습니다."),
                    ("XDG_CACHE_HOME, XDG_STATE_HOME", "응답 캐시와 프롬프트 기록이 있는 곳."),
                ]),
                HelpSection(heading: "종료 상태:", rows: [
                    ("0", "찾음 (저장소 0개 포함)."),
                    ("1", "네트워크 또는 서버 오류 (배치: 일부 사용자 실패)."),
                    ("2", "알 수 없는 사용자."),
                    ("3", "요청 한도 초과 (초기화 시각은 표준 오류에)."),
                    ("64", "잘못된 사용법."),
                ]),
            ]
        }
        return [
            HelpSection(heading: "USAGE:", rows: [
                ("ghsearch [<id>]", "Interactive live search on a terminal (optionally starting with <id> typed in)."),
                ("ghsearch --once <id>", "One search: print the repositories and exit."),
                ("ghsearch --batch <file>", "Many users, one per line (- for standard input), as JSON Lines; rate-limit aware."),
            ]),
            HelpSection(heading: "ARGUMENTS:", rows: [
                ("<id>", "A GitHub user or organisation name. In the interactive mode, words after the name filter its repositories locally (e.g. 'apple swift')."),
            ]),
            HelpSection(heading: "OPTIONS:", rows: [
                ("--api-url <url>", "API root (default: https://api.github.com; GitHub Enterprise: https://HOST/api/v3)."),
                ("--limit <n>", "At most <n> repositories per user (default: all)."),
                ("--sort <order>", "name, pushed, updated, created or stars (default: GitHub's, by name)."),
                ("--type <type>", "owner, member or all (default: GitHub's, owner)."),
                ("--json [<fields>]", "Print JSON; optionally only these comma-separated fields (e.g. name,html_url). Fields: \(fields)."),
                ("--no-cache", "Neither read nor write the response cache."),
                ("--preview, --no-preview", "Interactive mode: always (never) show the selected repository and its README beside the list (default: on a terminal at least 160 columns wide; Alt-V toggles)."),
                ("--timeout <seconds>", "Give up on a request after <seconds> without a complete answer, 1 to 3600 (default: 20); a request that timed out is tried 3 times in all."),
                ("--lang <language>", "en or ko (default: from LC_ALL, LC_MESSAGES, LANG)."),
                ("--version", "Show the version."),
                ("-h, --help", "Show this help."),
            ]),
            HelpSection(heading: "BATCH OPTIONS:", rows: [
                ("-o, --output <file>", "Write JSON Lines to <file> instead of standard output."),
                ("--resume", "Finish an interrupted run into --output: users already written are skipped."),
                ("-j, --jobs <n>", "Requests at once, 1 to 8 (default: 1)."),
                ("--api <api>", "auto, graphql or rest (default: auto). graphql asks for many users per query: it needs a token and spends tens of times less quota on a first run. rest revalidates cached users for free (304). auto uses rest for users in the cache and graphql (with a token) for the others."),
                ("--no-wait", "Stop at the rate limit (exit 3) instead of waiting for the reset."),
                ("--reserve <n>", "Leave <n> requests of the quota unused."),
                ("-q, --quiet", "No progress on standard error."),
            ]),
            HelpSection(heading: "ENVIRONMENT:", rows: [
                ("GH_TOKEN, GITHUB_TOKEN", "A token, sent as 'Authorization: Bearer' to the API host only (5,000 requests an hour instead of 60)."),
                ("NO_COLOR", "No colour."),
                ("XDG_CACHE_HOME, XDG_STATE_HOME", "Where the response cache and the prompt history live."),
            ]),
            HelpSection(heading: "EXIT STATUS:", rows: [
                ("0", "Found (including 0 repositories)."),
                ("1", "Network or server failure (batch: some users failed)."),
                ("2", "Unknown user."),
                ("3", "Rate limited (the reset time is on standard error)."),
                ("64", "Bad usage."),
            ]),
        ]
    }
}
