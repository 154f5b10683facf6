import FoundationEssentials
import GHSearchText

extension GitHubError {
    /// A spent limit, in English or with `ko` in Korean: which limit, what is
    /// left, when it resets (or why that reset time cannot be believed),
    /// and what a token would raise it to.
    static func describe(_ limit: RateLimit, ko: Bool, now: Date, timeZone: TimeZone?) -> String {
        let search = limit.resource == "search"
        var text = ko ? (search ? "GitHub 검색 한도를 모두 사용했습니다" : "GitHub 요청 한도를 모두 사용했습니다")
            : (search ? "GitHub's search limit is used up" : "GitHub's rate limit is used up")
        if let quota = limit.quotaText { text += ko ? " (\(quota) 남음)" : " (\(quota) left)" }
        if let reset = limit.reset {
            let zone = timeZone ?? LocalTimeZone.at(reset)
            let clock = clockTime(reset, timeZone: zone)
            switch RateLimit.plausibility(of: reset, now: now) {
            case .plausible:
                let countdown = countdown(to: reset, now: now, ko: ko)
                text += ko ? "; \(clock)에 초기화됩니다 (\(countdown))" : "; it resets at \(clock) (\(countdown))"
            case .past:
                text += ko ? "; 서버가 보낸 초기화 시각(\(clock))이 이미 지났으니 지금 다시 시도하세요"
                    : "; the reset time it sent (\(clock)) has already passed, so try again now"
            case .tooFar:
                let date = (ko ? Catalogue.korean : Catalogue.english).date(reset, timeZone: zone)
                text += ko ? "; 서버가 보낸 초기화 시각(\(date))은 한 시간 넘게 남았는데, GitHub의 한 시간 단위 한도에서는 그럴 수 없습니다"
                    : "; the reset time it sent (\(date)) is more than an hour away, which GitHub's hourly window never needs"
            }
        }
        text += "."
        if search, (limit.limit ?? 10) <= 10 {
            text += ko ? " 토큰(GH_TOKEN)을 쓰면 한도가 분당 30회로 늘어납니다." : " A token (GH_TOKEN) raises it to 30 searches a minute."
        } else if !search, (limit.limit ?? 60) <= 60 {
            text += ko ? " 토큰(GH_TOKEN)을 쓰면 한도가 시간당 5,000회로 늘어납니다." : " A token (GH_TOKEN) raises the limit to 5,000 requests an hour."
        }
        return text
    }
}
