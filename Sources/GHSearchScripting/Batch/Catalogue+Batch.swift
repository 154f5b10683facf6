import FoundationEssentials
import GHSearchGitHub
import GHSearchText

/// `--batch`: the progress line, the closing summary and the errors on
/// standard error. The JSON Lines records stay English (they are data).
extension Catalogue {
    /// `in 12m 03s` / `12분 03초 후`, `now` / `지금`.
    public func countdown(to date: Date, now: Date) -> String {
        ko ? KoreanErrors.countdown(to: date, now: now) : GitHubError.countdown(to: date, now: now)
    }

    /// A span without its `in` / `후`: `1m 05s`, `1분 05초`.
    public func duration(to date: Date, now: Date) -> String {
        let text = countdown(to: date, now: now)
        if ko { return text.hasSuffix(" 후") ? String(text.dropLast(2)) : text }
        return text.hasPrefix("in ") ? String(text.dropFirst(3)) : text
    }

    /// `12/40 users` / `사용자 12/40명`; `12/40 queries` / `검색어 12/40개` (`--batch --search`).
    public func usersDone(_ done: Int, of total: Int, _ items: BatchItems = .users) -> String {
        switch items {
        case .users: ko ? "사용자 \(done)/\(total)명" : "\(done)/\(total) users"
        case .queries: ko ? "검색어 \(done)/\(total)개" : "\(done)/\(total) queries"
        }
    }

    /// `40 users` / `사용자 40명`; `40 queries` / `검색어 40개`.
    public func count(_ n: Int, _ items: BatchItems) -> String {
        switch items {
        case .users: ko ? "사용자 \(n)명" : "\(n) users"
        case .queries: ko ? "검색어 \(n)개" : "\(n) queries"
        }
    }

    /// `1 failed` / `1명 실패` (`1개 실패` for queries).
    public func failedCount(_ failed: Int, _ items: BatchItems = .users) -> String {
        ko ? "\(failed)\(items == .users ? "명" : "개") 실패" : "\(failed) failed"
    }

    /// `waiting for the rate limit reset, in 45s`; with `asked` (a wait
    /// the server asked for that is longer than any real one, cut short):
    /// `…, in 1h 01m (not the 277278869h the server asked for)`.
    public func waiting(_ reason: BatchWait.Reason, countdown: String, asked: String? = nil) -> String {
        let text = switch reason {
        case .quota: (ko ? "요청 한도 초기화 대기, " : "waiting for the rate limit reset, ") + countdown
        case .secondaryLimit: (ko ? "보조 요청 한도 대기, " : "waiting out a secondary rate limit, ") + countdown
        }
        guard let asked else { return text }
        return text + (ko ? " (서버가 요구한 \(asked)이 아니라 최대 대기 시간만큼)" : " (not the \(asked) the server asked for)")
    }

    /// `ETA 1m 05s` / `남은 시간 약 1분 05초`.
    public func eta(_ duration: String) -> String {
        ko ? "남은 시간 약 \(duration)" : "ETA \(duration)"
    }

    /// `page 12/30` / `12/30쪽`; `page 12` / `12쪽` when the last is not known.
    public func page(_ fetched: Int, of last: Int?) -> String {
        let of = last.map { "/\($0)" } ?? ""
        return ko ? "\(fetched)\(of)쪽" : "page \(fetched)\(of)"
    }

    /// `Done: 40 users written, 1 failed, 2 left; quota left 7/60.`
    public func batchDone(written: Int, failed: Int, left: Int, quota: String?, _ items: BatchItems = .users) -> String {
        if ko {
            let unit = items == .users ? "명" : "개"
            var text = "완료: \(count(written, items)) 기록"
            if failed > 0 { text += ", \(failed)\(unit) 실패" }
            if left > 0 { text += ", \(left)\(unit) 남음" }
            if let quota { text += "; 남은 할당량 \(quota)" }
            return text + "."
        }
        var text = "Done: \(count(written, items)) written"
        if failed > 0 { text += ", \(failed) failed" }
        if left > 0 { text += ", \(left) left" }
        if let quota { text += "; quota left \(quota)" }
        return text + "."
    }

    /// The input file could not be read (`reason` from the system, in English).
    public func cannotRead(_ path: String, reason: String) -> String {
        ko ? "'\(path)'을(를) 읽을 수 없습니다: \(reason)." : "cannot read '\(path)': \(reason)."
    }

    /// The output file could not be opened.
    public func cannotWrite(_ path: String, reason: String) -> String {
        ko ? "'\(path)'에 쓸 수 없습니다: \(reason)." : "cannot write '\(path)': \(reason)."
    }

    /// A record did not reach the output (`target`: a quoted file name, nil
    /// for standard output), so the batch stopped with `left` users unwritten.
    public func couldNotWriteOutput(_ target: String?, reason: String, left: Int, canResume: Bool,
                                    _ items: BatchItems = .users) -> String {
        if ko {
            return "\(target ?? "표준 출력")에 쓸 수 없어서 \(count(left, items))을(를) 남기고 멈췄습니다: \(reason)."
                + (canResume ? " 쓸 수 있게 되면 --resume으로 다시 실행해서 마치세요." : "")
        }
        return "could not write to \(target ?? "standard output"), so the batch stopped with \(count(left, items)) left: \(reason)."
            + (canResume ? " Run again with --resume to finish once it can be written." : "")
    }

    /// `--no-wait` met a limit, or the server asked twice in a row for a
    /// wait longer than any real one; `resets` is a `countdown` (to the
    /// time the server named, `implausible` when that is beyond any real wait).
    public func stoppedAtLimit(_ reason: BatchWait.Reason, left: Int, resets: String, canResume: Bool,
                               noWait: Bool = true, implausible: Bool = false, _ items: BatchItems = .users) -> String {
        if ko {
            let why = reason == .quota ? "요청 한도를 모두 사용해서" : "GitHub 보조 요청 한도에 걸려서"
            let when = implausible ? "서버는 \(resets) 초기화된다고 하는데, 실제 대기 시간보다 깁니다 (최대 1시간 남짓)."
                : "\(resets) 초기화됩니다."
            return "\(why) 멈췄습니다\(noWait ? " (--no-wait)" : ""); \(count(left, items))이(가) 남았습니다. \(when)"
                + (canResume ? " --resume으로 다시 실행하면 마칠 수 있습니다." : "")
        }
        let why = reason == .quota ? "the rate limit is used up" : "GitHub's secondary rate limit was hit"
        let when = implausible ? "The server says it resets \(resets), longer than any real wait (an hour or so)."
            : "It resets \(resets)."
        return "stopped because \(why)\(noWait ? " (--no-wait)" : ""); \(count(left, items)) left. \(when)"
            + (canResume ? " Run again with --resume to finish." : "")
    }

    /// The last line of a batch stopped by Ctrl-C or `SIGTERM`: `command`
    /// finishes it (`resumable`), or, for a batch written to standard
    /// output, runs it so that it can be resumed; `sameInput`: it read
    /// standard input, which must be given again.
    public func batchInterrupted(command: String, resumable: Bool, sameInput: Bool) -> String {
        if ko {
            let again = sameInput ? " (같은 입력을 표준 입력으로 다시 주세요)" : ""
            return resumable
                ? "ghsearch: 중단되었습니다. 마치려면 다음을 실행하세요: \(command)\(again)"
                : "ghsearch: 중단되었습니다. 표준 출력으로 쓴 배치는 이어서 할 수 없습니다; 이어서 할 수 있게 하려면 파일로 쓰세요: \(command)\(again). 멈추면 --resume을 붙여 다시 실행하세요."
        }
        let again = sameInput ? " (with the same input on standard input)" : ""
        return resumable
            ? "ghsearch: interrupted. To finish the batch, run: \(command)\(again)"
            : "ghsearch: interrupted. A batch written to standard output cannot be resumed; to be able to, write to a file: \(command)\(again), and if it stops, run that again with --resume."
    }

    /// `--api graphql` without a token.
    public var graphQLNeedsToken: String {
        ko ? "--api graphql에는 토큰(GH_TOKEN 또는 GITHUB_TOKEN)이 필요합니다: GitHub의 GraphQL API는 익명 요청에 답하지 않습니다."
            : "--api graphql needs a token (GH_TOKEN or GITHUB_TOKEN): GitHub's GraphQL API answers no anonymous request."
    }

    /// `4965/5000 GraphQL points` for a GraphQL quota, else the quota as it is.
    public func quotaAmount(_ rateLimit: RateLimit) -> String? {
        guard let text = rateLimit.quotaText else { return nil }
        guard rateLimit.resource == "graphql" else { return text }
        return ko ? "GraphQL 포인트 \(text)" : "\(text) GraphQL points"
    }

    /// The token was refused, so the batch stopped.
    public func stoppedByCredentials(left: Int, _ items: BatchItems = .users) -> String {
        ko ? "GitHub이 토큰을 거부했습니다 (Bad credentials); \(count(left, items))을(를) 남기고 멈췄습니다. GH_TOKEN / GITHUB_TOKEN을 확인하세요."
            : "GitHub refused the token (Bad credentials); stopped with \(count(left, items)) left. Check GH_TOKEN / GITHUB_TOKEN."
    }
}

/// What a batch's lines name: users, or queries (`--batch --search`).
public enum BatchItems: Sendable, Equatable {
    case users, queries
}
