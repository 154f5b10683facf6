import GHSearchText
extension Catalogue {
    /// One line for the status line: what was wrong with a word of the filter.
    public func describe(_ problem: FilterProblem) -> String {
        let word = TerminalText.sanitize(problem.word)
        let key = TerminalText.sanitize(problem.key)
        let example = Catalogue.filterExample(key)
        switch problem.kind {
        case .missingValue:
            return ko ? "\(key): 뒤에 값이 필요합니다. 예: \(example)" : "\(key): needs a value, e.g. \(example)"
        case .notOneOf(let values):
            let choices = values.map { "\(key):\($0)" }
            if ko { return "\(word) 을(를) 알 수 없습니다. \(choices.joined(separator: ", ")) 중 하나를 쓰세요" }
            return "\(word) is not understood: use " + Catalogue.list(choices, or: "or")
        case .notANumber:
            return ko ? "\(word) 을(를) 알 수 없습니다. 숫자를 쓰세요. 예: \(key):>10, \(key):10..50"
                : "\(word) is not understood: use a count, e.g. \(key):>10, \(key):10..50"
        case .notADate:
            return ko ? "\(word) 을(를) 알 수 없습니다. 날짜를 쓰세요. 예: \(key):>2024-01-01"
                : "\(word) is not understood: use a date, e.g. \(key):>2024-01-01"
        case .emptyRange:
            return ko ? "\(word) 에 맞는 값이 없습니다: 앞의 값이 뒤의 값보다 큽니다"
                : "\(word) matches nothing: its first value is above its second"
        case .unknownQualifier(let suggestion):
            return ko ? "\(key): 은(는) 한정자가 아닙니다. \(suggestion): 을(를) 뜻하셨나요?"
                : "\(key): is not a qualifier; did you mean \(suggestion):?"
        case .notNegatable:
            let hint: String
            switch key {
            case "fork": hint = ko ? " fork:false 나 fork:only 를 쓰세요" : "; use fork:false or fork:only"
            case "archived": hint = ko ? " archived:true 나 archived:false 를 쓰세요" : "; use archived:true or archived:false"
            case "is": hint = ko ? " is:public, is:private, is:internal 중 하나를 쓰세요" : "; use is:public, is:private or is:internal"
            default: hint = ""
            }
            return (ko ? "\(word) 은(는) 부정할 수 없습니다." : "\(word) cannot be negated") + hint
        case .barNextToQualifier:
            return ko ? "| 는 단어끼리만 잇습니다 (language: 를 여러 번 쓰면 그중 하나)"
                : "| joins words, not qualifiers (several language: mean any of them)"
        }
    }

    private static func filterExample(_ key: String) -> String {
        switch key {
        case "language": return "language:swift"
        case "topic": return "topic:cli"
        case "fork": return "fork:false"
        case "archived": return "archived:false"
        case "stars", "forks": return "\(key):>10"
        case "pushed", "created": return "\(key):>2024-01-01"
        case "sort": return "sort:stars"
        case "is": return "is:public"
        default: return "\(key):…"
        }
    }

    private static func list(_ items: [String], or word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}

// MARK: Complete results

extension Catalogue {
    /// `3000` → `3,000` (both languages group by thousands with commas).
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }

    /// After the title while not every page is loaded: the count and the filter are partial.
    public var partialMark: String { ko ? " · 일부" : " · partial" }

    /// After the title while the rows come from before (the quota is spent).
    public var staleMark: String { ko ? " · 이전 결과" : " · cached" }

    /// `3,000` or `~3,000` (estimated from the number of pages).
    func total(_ loaded: Int, estimated total: Int?) -> String {
        guard let total else { return "?" }
        return total > loaded ? "~" + Catalogue.grouped(total) : Catalogue.grouped(total)
    }

    /// The status line while the remaining pages load in the background.
    public func loadingPages(login: String, loaded: Int, total: Int?) -> String {
        ko ? "\(login) · 불러오는 중 \(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total)) — 필터는 일부"
            : "\(login) · loading \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) — filter partial"
    }

    /// The status line where loading stopped at `--max-repos`.
    public func filteringPartial(loaded: Int, total: Int?) -> String {
        ko ? "\(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total))개만 필터링 (일부) — PgDn으로 더 불러오기"
            : "filtering \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) (partial) — PgDn loads more"
    }

    /// The status line where loading stopped to keep `--reserve` requests.
    public func filteringPartialAtReserve(loaded: Int, total: Int?, left: Int) -> String {
        ko ? "\(Catalogue.grouped(loaded)) / \(self.total(loaded, estimated: total))개만 필터링 (일부) — 할당량 \(left)회는 검색용으로 남김; PgDn으로 한 쪽 더"
            : "filtering \(Catalogue.grouped(loaded)) of \(self.total(loaded, estimated: total)) (partial) — \(left) requests kept for searching; PgDn loads a page"
    }

    /// After a rate-limit message when the rows of before are shown.
    public var showingCachedRows: String {
        ko ? " 이전에 불러온 목록을 보여 줍니다." : " Showing the rows loaded before."
    }
}
