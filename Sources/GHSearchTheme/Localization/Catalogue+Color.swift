import GHSearchText
/// Colour: what `--color` says when its value cannot be read.
extension Catalogue {
    /// A `--color` value that cannot be read (`value` is already quoted).
    public func invalidColorMessage(_ value: String, _ error: ColorSpecError) -> String {
        (ko ? "'--color <colors>'에 쓸 수 없는 값 '\(value)': " : "The value '\(value)' is invalid for '--color <colors>': ")
            + colorProblem(error)
    }

    private func colorProblem(_ error: ColorSpecError) -> String {
        let schemes = ColorScheme.allCases.map(\.rawValue).joined(separator: ", ")
        let names = ColorElement.names.joined(separator: ", ")
        let values = ko
            ? "색은 -1(터미널 기본), 0–255, #rrggbb, 또는 black, red, green, yellow, blue, magenta, cyan, white, bright-red 같은 이름; 속성은 bold, underline, reverse, dim, italic, strikethrough, regular"
            : "a colour is -1 (the terminal's own), 0–255, #rrggbb, or a name such as black, red, green, yellow, blue, magenta, cyan, white, bright-red; an attribute is bold, underline, reverse, dim, italic, strikethrough or regular"
        switch error {
        case .empty:
            return ko ? "색이 없습니다 (예: --color=dark,hl:#ff0000:bold)." : "no colours in it (e.g. --color=dark,hl:#ff0000:bold)."
        case .unknownElement(let name):
            return ko ? "'\(TerminalText.quote(name))'은(는) 기본 색 구성도 색 이름도 아닙니다. 기본 구성: \(schemes). 이름: \(names) (gutter, scrollbar 같은 fzf의 다른 이름은 받아들이고 무시합니다)."
                : "'\(TerminalText.quote(name))' is neither a base scheme nor a colour name. Schemes: \(schemes). Names: \(names) (fzf's others, such as gutter or scrollbar, are accepted and ignored)."
        case .missingValue(let name):
            return ko ? "'\(TerminalText.quote(name))'에 색이나 속성이 없습니다 (\(TerminalText.quote(name)):COLOR[:ATTR…]); \(values)."
                : "'\(TerminalText.quote(name))' needs a colour or an attribute (\(TerminalText.quote(name)):COLOR[:ATTR…]); \(values)."
        case .badValue(let name, let value):
            return ko ? "'\(TerminalText.quote(name))'의 '\(TerminalText.quote(value))'은(는) 색도 속성도 아닙니다; \(values)."
                : "'\(TerminalText.quote(value))' (for '\(TerminalText.quote(name))') is neither a colour nor an attribute; \(values)."
        }
    }
}
