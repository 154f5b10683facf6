import FoundationEssentials
import GHSearchText
import GHSearchGitHub

/// Every string ghsearch shows a person, in one language:
/// English (the default) or Korean. Views ask the catalogue; none spells
/// out user-facing text itself. English strings are exactly those ghsearch
/// always showed.
public struct Catalogue: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static let english = Catalogue(.en)
    public static let korean = Catalogue(.ko)

    /// Korean rather than English.
    var ko: Bool { language == .ko }

    // MARK: Title and table

    /// `34 Repositories`, `1 Repository`, `100+ Repositories`; `저장소 34개`, `저장소 100+개`.
    public func repositoryCount(_ count: Int, more: Bool) -> String {
        let number = "\(count)\(more ? "+" : "")"
        if ko { return "저장소 \(number)개" }
        return "\(number) \(count == 1 && !more ? "Repository" : "Repositories")"
    }

    /// ` (of 34)` after a filtered count.
    public func ofTotal(_ total: Int, more: Bool) -> String {
        ko ? " (전체 \(total)\(more ? "+" : "")개 중)" : " (of \(total)\(more ? "+" : ""))"
    }

    public func searching(_ login: String) -> String {
        ko ? "\(login) 검색 중…" : "searching \(login)…"
    }

    public var loadingMore: String { ko ? "더 불러오는 중…" : "loading more…" }

    /// The results table's column headers, in `RepositoryTable.columns` order.
    public var columnTitles: [String] {
        ko ? ["이름", "URL", "설명", "언어", "별", "푸시"]
            : ["NAME", "URL", "DESCRIPTION", "LANGUAGE", "STARS", "PUSHED"]
    }

    /// The prompt's placeholder.
    public var placeholder: String {
        ko ? "GitHub ID를 입력하세요. 예: \"navdeepsinghh\"" : "Enter GitHub ID, e.g., \"navdeepsinghh\""
    }

    // MARK: Status line

    /// The idle status line's instruction (its key hints: `hintItems`).
    public func idleInstruction(_ mode: SearchMode) -> String {
        switch mode {
        case .user: ko ? "GitHub 사용자 이름, URL 또는 owner/repo를 입력하세요" : "Type a GitHub user name, a URL or owner/repo"
        case .search: ko ? "검색어를 입력하세요 (GitHub 한정자 사용 가능)" : "Type a search (GitHub's qualifiers work)"
        }
    }

    public func couldNotLoadMore(_ reason: String) -> String {
        (ko ? "더 불러오지 못했습니다: " : "Could not load more: ") + reason
    }

    public func listState(login: String, more: Bool) -> String {
        if ko { return login + (more ? " · 아래에 더 있음 (↓ 또는 PgDn)" : " · 모두 불러옴") }
        return login + (more ? " · more below (↓ or PgDn)" : " · all loaded")
    }

    public func noRepositories(_ login: String) -> String {
        ko ? "\(login) 님은 공개 저장소가 없습니다." : "\(login) has no public repositories."
    }

    public var searchingAgainAtReset: String {
        ko ? " 한도가 초기화되면 다시 검색합니다." : " Searching again at reset."
    }

    public func quota(_ text: String) -> String {
        ko ? "할당량 \(text)" : "quota \(text)"
    }

    /// One sentence for a failure.
    public func describe(_ error: GitHubError, apiURL: String, now: Date) -> String {
        ko ? KoreanErrors.describe(error, apiURL: apiURL, now: now) : error.describe(apiURL: apiURL, now: now)
    }

    // MARK: Detail view

    /// The detail view's status line: its scroll keys first (the README
    /// preview), then pick and act's; cut at the right on a narrow
    /// screen, where the scroll position keeps its place.
    /// Labels of the detail view's fields.
    public enum Field: CaseIterable, Sendable {
        case owner, topics, language, license, stars, forks, openIssues, watchers, defaultBranch, size
        case created, updated, pushed, homepage, url, cloneHTTPS, cloneSSH
    }

    public func label(_ field: Field) -> String {
        switch field {
        case .owner: ko ? "소유자" : "Owner"
        case .topics: ko ? "토픽" : "Topics"
        case .language: ko ? "언어" : "Language"
        case .license: ko ? "라이선스" : "License"
        case .stars: ko ? "별" : "Stars"
        case .forks: ko ? "포크" : "Forks"
        case .openIssues: ko ? "열린 이슈" : "Open issues"
        case .watchers: ko ? "지켜보는 사람" : "Watchers"
        case .defaultBranch: ko ? "기본 브랜치" : "Default branch"
        case .size: ko ? "크기" : "Size"
        case .created: ko ? "생성" : "Created"
        case .updated: ko ? "갱신" : "Updated"
        case .pushed: ko ? "푸시" : "Pushed"
        case .homepage: ko ? "홈페이지" : "Homepage"
        case .url: ko ? "주소" : "URL"
        case .cloneHTTPS: ko ? "클론 (HTTPS)" : "Clone (HTTPS)"
        case .cloneSSH: ko ? "클론 (SSH)" : "Clone (SSH)"
        }
    }

    public var fork: String { ko ? "포크" : "fork" }
    public var archived: String { ko ? "보관됨" : "archived" }
    public var template: String { ko ? "템플릿" : "template" }
    public var noDescription: String { ko ? "(설명 없음)" : "(no description)" }
    public var avatarLoading: String { ko ? "불러오는 중…" : "loading…" }

    // MARK: Browser

    public func openedInBrowser(_ url: String) -> String {
        ko ? "브라우저에서 열었습니다: \(url)" : "Opened in the browser: \(url)"
    }

    public func copyThisURL(_ url: String) -> String {
        ko ? "브라우저를 열 수 없습니다. 이 주소를 복사하세요: \(url)" : "No browser to open here; copy this URL: \(url)"
    }

    public var nothingSelected: String {
        ko ? "선택된 저장소가 없습니다 (↑↓로 선택)." : "No repository selected (↑↓ to select)."
    }

    // MARK: Numbers, sizes and dates

    /// `1,234,567` (both languages group by thousands with commas).
    public func number(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// A size GitHub gives in kilobytes: `512 KB`, `12.3 MB`, `1.5 GB`.
    public func kilobytes(_ kb: Int) -> String {
        if kb < 1024 { return "\(number(kb)) KB" }
        if kb < 1024 * 1024 { return DecimalText.oneDecimal(Double(kb) / 1024) + " MB" }
        return DecimalText.oneDecimal(Double(kb) / (1024 * 1024)) + " GB"
    }

    /// `2024-03-05 14:02` / `2024년 3월 5일 14:02`, in `timeZone`.
    public func date(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ v: Int?) -> String { let v = v ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let (y, m, d) = (c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if ko { return "\(y)년 \(m)월 \(d)일 \(two(c.hour)):\(two(c.minute))" }
        return "\(y)-\(two(m))-\(two(d)) \(two(c.hour)):\(two(c.minute))"
    }

    public var relativeTime: RelativeTimeCatalog { ko ? .korean : .english }
}
