import FoundationEssentials
import GHSearchGitHub
import GHSearchText

/// The limits a line meets where a limit exists: GitHub reads 256
/// characters of a search's text (qualifiers not counted), and the prompt
/// holds `ScreenGeometry.promptMaximumLength` characters. Neither depends on the
/// terminal's width; both are said on the status line while they hold.
extension SearchViewModel {
    /// Why the line is not searched as it stands, or not typed on.
    public enum LineProblem: Sendable, Equatable {
        /// Search mode: more text than GitHub reads; nothing is sent until it is shortened.
        case searchTextTooLong(length: Int, limit: Int)
        /// The line is full: what was typed past it was not inserted.
        case lineFull(limit: Int)
    }

    /// The limit the line meets now, if any.
    public var lineProblem: LineProblem? { listState.lineProblem(mode: modeState.mode) }
}

extension Catalogue {
    /// The status line's words for `problem`.
    public func text(_ problem: SearchViewModel.LineProblem) -> String {
        switch problem {
        case .searchTextTooLong(let length, let limit):
            describe(.searchTextTooLong(length: length, limit: limit), apiURL: "GitHub", now: .distantPast)
        case .lineFull(let limit):
            ko ? "입력 줄이 가득 찼습니다: 최대 \(Self.grouped(limit))자이며, 그 뒤에 입력한 글자는 넣지 않았습니다."
                : "The line is full: it holds \(Self.grouped(limit)) characters; what was typed after that was not added."
        }
    }
}
