import GHSearchText
import GHSearchKeys
/// The words of the status line's key hints, made from the key table.
extension Catalogue {
    /// The hints of `view` for the keys as bound (`KeyTable.bindings`): each
    /// shows the first key doing each of its actions (two by two: `↑↓
    /// PgUp/PgDn`), so a key `--bind` took away is not offered; a hint
    /// whose action no key does is left out.
    public func hintItems(_ view: KeyTable.HintView, multi: Bool,
                          bindings: [(key: Key, actions: [KeyAction])]) -> [HintItem] {
        KeyTable.hints(view, multi: multi).compactMap { hint in
            let keys = hint.actions.compactMap { action in bindings.first { $0.actions.contains(action) }?.key }
            guard keys.count == hint.actions.count, let action = hint.actions.first else { return nil }
            return HintItem(Catalogue.pairedLabels(keys.map(\.label)) + " " + hintWord(action, view), priority: hint.priority)
        }
    }

    /// The keys' labels two by two, a space between pairs: `↑↓` when both
    /// are one character, `PgUp/PgDn` otherwise. Plain appends, not the
    /// generic `joined` over slices (whose metadata the first frame would make).
    static func pairedLabels(_ labels: [String]) -> String {
        var text = ""
        var index = 0
        while index < labels.count {
            if index > 0 { text += " " }
            text += labels[index]
            if index + 1 < labels.count {
                if labels[index].count != 1 || labels[index + 1].count != 1 { text += "/" }
                text += labels[index + 1]
            }
            index += 2
        }
        return text
    }

    /// What a hint calls `action`, in one or two words.
    func hintWord(_ action: KeyAction, _ view: KeyTable.HintView) -> String {
        switch action {
        case .up, .down: view == .detail ? (ko ? "스크롤" : "scroll") : (ko ? "선택" : "select")
        case .accept: ko ? "출력" : "print"
        case .showDetails: ko ? "상세" : "details"
        case .openBrowser: ko ? "열기" : "open"
        case .back: view == .detail ? (ko ? "목록으로" : "back") : (ko ? "종료" : "quit")
        case .abort: ko ? "종료" : "quit"
        case .toggleSearch: view == .searchIdle ? (ko ? "사용자 모드" : "user mode") : (ko ? "검색 모드" : "search mode")
        case .toggleDown, .toggleUp, .toggle: ko ? "표시" : "mark"
        case .clone: ko ? "클론" : "clone"
        case .copyURL: ko ? "복사" : "copy"
        case .openHomepage: ko ? "홈페이지" : "homepage"
        case .openIssues: ko ? "이슈" : "issues"
        default: action.name
        }
    }
}
