import FoundationEssentials
import GHSearchText

/// `GitHubError.describe` in Korean: the same facts, the same quoting of
/// server and user text.
public enum KoreanErrors {
    static func describe(_ error: GitHubError, apiURL: String, now: Date, timeZone: TimeZone? = nil) -> String {
        let api = TerminalText.quote(apiURL)
        switch error {
        case .invalidLogin(let name, .badCharacter(let c)):
            return "'\(TerminalText.quote(name))'은(는) GitHub 사용자 이름이 아닙니다: '\(TerminalText.quote(String(c)))'은(는) 쓸 수 없습니다 (영문자, 숫자, '-', '_'만 가능)."
        case .invalidLogin(let name, .tooLong(let length)):
            return "'\(TerminalText.quote(name, limit: 40))'은(는) GitHub 사용자 이름이 아닙니다: \(length)자이며, GitHub은 최대 \(GitHubLogin.maximumLength)자까지 허용합니다."
        case .userNotFound(let login):
            return "GitHub에서 사용자 '\(TerminalText.quote(login))'을(를) 찾을 수 없습니다."
        case .notGitHubAPI:
            return "\(api)은(는) GitHub API 루트로 보이지 않습니다; --api-url을 확인하세요."
        case .badCredentials:
            return "GitHub이 토큰을 거부했습니다 (Bad credentials). GH_TOKEN / GITHUB_TOKEN을 확인하세요."
        case .authenticationRequired:
            return "토큰이 필요합니다: 저장소를 읽을 수 있는 토큰을 GH_TOKEN(또는 GITHUB_TOKEN)에 설정하세요."
        case .invalidQuery(let message):
            return "GitHub이 검색을 거부했습니다: \(TerminalText.quote(message, limit: 300))"
        case .searchLimitReserved:
            return "더 많은 결과는 검색 한도를 기다립니다: 남은 한도는 입력하는 검색어에 씁니다. 한도가 초기화된 뒤 다시 스크롤하세요."
        case .searchTextTooLong(let length, let limit):
            return "검색어의 텍스트가 \(length)자입니다. GitHub은 한정자를 뺀 텍스트를 \(limit)자까지 읽으므로 보내지 않았습니다. 줄이면 검색합니다."
        case .queryTooLong(let limit):
            return "검색어가 너무 길어 보낼 수 없습니다 (최대 \(limit)바이트, GitHub은 한정자 외 텍스트를 256자까지 읽습니다)."
        case .rateLimited(let limit):
            return GitHubError.describe(limit, ko: true, now: now, timeZone: timeZone)
        case .secondaryRateLimit(let retryAfter, _):
            return "GitHub 보조 요청 한도에 걸렸습니다" + (retryAfter.map { "; \($0)초 후에 다시 시도하세요." } ?? "; 1분 후에 다시 시도하세요.")
        case .forbidden(let message):
            return "GitHub이 요청을 거부했습니다 (403)" + (message.map { ": \(TerminalText.quote($0, limit: 200))" } ?? ".")
        case .serverError(let status):
            return "GitHub이 모든 시도에 \(status)(서버 오류)로 응답했습니다. 나중에 다시 시도하세요."
        case .serverFailure(let message):
            return "GitHub이 모든 시도에서 쿼리를 실행하지 못했습니다 (\(TerminalText.quote(message, limit: 200))). 나중에 다시 시도하세요."
        case .unexpectedStatus(let status, let message):
            return "\(api)에서 예상하지 못한 응답 \(status)" + (message.map { ": \(TerminalText.quote($0, limit: 200))" } ?? ".")
        case .transport(let error):
            return describe(error, api: api)
        case .invalidResponse(let detail):
            return "\(api)에서 예상하지 못한 응답: \(TerminalText.quote(detail, limit: 200))."
        case .notRepositories(let skipped):
            let url = TerminalText.quote(skipped.url, limit: 120)
            let pages = skipped.pages > 1 ? " 외 \(skipped.pages - 1)쪽" : ""
            return "\(url)\(pages)에서 받은 목록의 항목 \(skipped.count)개는 저장소(문자열 \"name\"이 있는 객체)가 아니어서 뺐습니다."
        case .tooManyRedirects:
            return "\(api)의 리디렉션이 너무 많습니다."
        case .paginationLoop(let url):
            return "서버의 페이지 링크가 순환합니다 (\(TerminalText.quote(url, limit: 120))로 돌아감)."
        case .paginationPastLastPage(let last):
            return "서버의 페이지가 스스로 알린 마지막 페이지(\(last)쪽)를 넘어 계속되어 거기서 멈췄습니다."
        case .endlessPagination(let pages):
            return "서버의 페이지가 끝나지 않습니다: 대부분 이미 본 저장소인 페이지 \(pages)쪽 뒤에 멈췄습니다."
        case .tooManyRepositories(let cap):
            return "한 사용자에게서 모으는 최대치인 저장소 \(Catalogue.korean.number(cap))개에서 멈췄습니다. 더 있습니다 (--limit으로 줄일 수 있음)."
        case .pageNotFound(let url):
            return "\(api)이(가) 목록의 다음 페이지(\(TerminalText.quote(url, limit: 120)))에 404(없음)로 응답했습니다. 첫 페이지는 있었으니 목록이 바뀌었을 수 있습니다. 다시 시도하세요."
        case .linkToAnotherOrigin(let url):
            return "서버의 페이지 링크가 \(api) 밖(\(TerminalText.quote(url, limit: 120)))을 가리켜서 따라가지 않았습니다."
        case .redirectToAnotherOrigin(let url):
            return "\(api)이(가) 다른 호스트(\(TerminalText.quote(url, limit: 120)))로 리디렉션해서 따라가지 않았습니다."
        }
    }

    static func describe(_ error: HTTPError, api: String) -> String {
        switch error {
        case .hostNotFound: return "\(api)의 호스트를 찾을 수 없습니다 (오프라인이거나 --api-url이 잘못됨)."
        case .couldNotConnect: return "\(api)에 연결할 수 없습니다 (오프라인이거나 서버가 꺼져 있음)."
        case .timedOut: return "\(api)이(가) 제시간에 응답하지 않았습니다."
        case .connectionFailed(let detail): return "\(api) 연결이 실패했습니다: \(TerminalText.quote(detail, limit: 160))."
        case .bodyTooLarge(let limit): return "\(api)의 응답이 \(limit / (1 << 20)) MB보다 커서 거부했습니다."
        case .headerTooLarge: return "\(api)의 응답 헤더가 실제 응답이라기엔 너무 커서(한 줄이 100 kB 초과, 또는 전체 256 kB 초과) 거부했습니다."
        case .invalidURL(let url): return "쓸 수 없는 URL: \(TerminalText.quote(url, limit: 160))."
        case .cancelled: return "취소되었습니다."
        case .other(let detail): return "\(api)과(와) 통신 중 네트워크 오류: \(TerminalText.quote(detail, limit: 160))."
        case .offline: return "캐시에 없고 --offline은 아무것도 보내지 않습니다: 먼저 --offline 없이 한 번 실행하세요."
        }
    }

    /// `12분 03초 후`, `45초 후`, `지금`.
    public static func countdown(to date: Date, now: Date) -> String {
        GitHubError.countdown(to: date, now: now, ko: true)
    }
}
