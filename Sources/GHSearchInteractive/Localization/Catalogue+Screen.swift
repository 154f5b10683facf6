import FoundationEssentials
import GHSearchText
import GHSearchGitHub

extension Catalogue {
    // MARK: Title and table

    public func searching(_ login: String) -> String {
        ko ? "\(login) 검색 중…" : "searching \(login)…"
    }

    public var loadingMore: String { ko ? "더 불러오는 중…" : "loading more…" }

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

}
