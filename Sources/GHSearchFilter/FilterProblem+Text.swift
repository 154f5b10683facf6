import GHSearchText

extension FilterProblem {
    /// The problem as a sentence in `language`.
    public func text(in language: Language) -> String {
        let ko = language == .ko
        let word = TerminalText.sanitize(self.word)
        let key = TerminalText.sanitize(self.key)
        let example = FilterProblem.example(key)
        switch kind {
        case .missingValue:
            return ko ? "\(key): 뒤에 값이 필요합니다. 예: \(example)" : "\(key): needs a value, e.g. \(example)"
        case .notOneOf(let values):
            let choices = values.map { "\(key):\($0)" }
            if ko { return "\(word) 을(를) 알 수 없습니다. \(choices.joined(separator: ", ")) 중 하나를 쓰세요" }
            return "\(word) is not understood: use " + FilterProblem.list(choices, or: "or")
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

    private static func example(_ key: String) -> String {
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
