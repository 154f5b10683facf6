import GHSearchText
/// `--template`'s mistakes, in both languages.
extension Catalogue {
    public func describe(_ error: TemplateError) -> String {
        switch error {
        case .unclosedAction:
            return ko ? "템플릿: '{{'를 닫는 '}}'가 없습니다." : "template: '{{' has no closing '}}'."
        case .unknownAction(let action):
            return ko ? "템플릿: 읽을 수 없는 동작 '{{\(action)}}' (쓸 수 있는 것: .field, ., \"text\", range, if, else, end, join)."
                : "template: cannot read '{{\(action)}}' (ghsearch reads .field, ., \"text\", range, if, else, end, join)."
        case .unknownField(let field, let available):
            return ko ? "템플릿: 알 수 없는 필드 '\(field)'. 쓸 수 있는 필드: \(available.joined(separator: ", "))."
                : "template: unknown field '\(field)'. Available fields: \(available.joined(separator: ", "))."
        case .fieldOfList(let field):
            return ko ? "템플릿: '.'은 저장소 목록입니다. 저장소마다 쓰려면 '{{range .}}{{\(field)}}{{end}}'처럼 쓰세요."
                : "template: '.' is the list of repositories; write '{{range .}}{{\(field)}}{{end}}' for each one."
        case .fieldOfText(let field):
            return ko ? "템플릿: 여기서 '.'은 문자열이라 '\(field)' 필드가 없습니다." : "template: '.' is a string here: it has no field '\(field)'."
        case .unexpected(let word):
            return ko ? "템플릿: 열린 range나 if가 없는데 '{{\(word)}}'가 있습니다." : "template: '{{\(word)}}' with no range or if open."
        case .missingEnd(let action):
            return ko ? "템플릿: '{{\(action)}}'에 '{{end}}'가 없습니다." : "template: '{{\(action)}}' has no '{{end}}'."
        }
    }
}
