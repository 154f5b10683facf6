import GHSearchText
import GHSearchKeys
/// The words of the keys (`KeyTable`): the KEYS of `--help`, the man page
/// and the manual (docs/USAGE.md), all made from the table (the status
/// line's hints are the screens': Catalogue+Hints).
extension Catalogue {
    // MARK: KEYS

    /// `--help`'s and the man page's KEYS: the table's keys with the same
    /// actions on one row (the actions' names, which `--bind` takes, then
    /// what they do), then the keys `--multi` changes.
    public var helpKeys: [(term: String, text: String)] {
        keyGroups.map { group in
            let keys = group.keys.map(\.label).joined(separator: ", ")
            return (group.multi ? keys + " (--multi)" : keys, group.actions.joined(separator: ", ") + ": " + group.text)
        }
    }

    /// `KeyTable.groups`, with the groups whose actions are told alike
    /// (Up and Down) as one.
    public var keyGroups: [(keys: [Key], actions: [String], multi: Bool, text: String)] {
        var merged: [(keys: [Key], actions: [String], multi: Bool, text: String)] = []
        for group in KeyTable.groups {
            let text = group.actions.map(actionHelp).joined(separator: " ")
            let name = group.actions.map(\.name).joined(separator: "+")
            if let index = merged.firstIndex(where: { $0.text == text && $0.multi == group.multi }) {
                merged[index].keys += group.keys
                merged[index].actions.append(name)
            } else {
                merged.append((keys: group.keys, actions: [name], multi: group.multi, text: text))
            }
        }
        return merged
    }

    /// What `action` does, in each view where it differs.
    public func actionHelp(_ action: KeyAction) -> String {
        if ko { return koreanActionHelp(action) }
        return switch action {
        case .accept: "On a searched line: print the selected row (or the marked rows) and exit 0; on a name not searched yet: search at once (again after a failure). In the details: print the one shown."
        case .abort: "Exit 130, printing nothing."
        case .back: "Back to the list from the details; in the list, exit 130 printing nothing."
        case .deleteCharOrEOF: "Delete the character under the cursor; on an empty line, exit 130."
        case .clearQuery: "Clear the line (in the details: back to the list)."
        case .toggleSearch: "Switch between the user mode (user>) and searching all of GitHub (search>); each keeps its last line."
        case .up, .down: "Select a repository (the first is selected); Up on an empty line: the names found before. In the details: scroll."
        case .pageUp, .pageDown: "Move a page (past the last row, load the next; PageDown loads past where --max-repos stopped). In the details: scroll a page."
        case .first, .last: "Select the first or the last row (in the details: the top or the bottom)."
        case .toggle: "--multi: mark or unmark the selected row."
        case .toggleDown: "Mark or unmark the selected row, then select the next."
        case .toggleUp: "--multi: mark or unmark the selected row, then select the previous."
        case .selectAll, .deselectAll, .toggleAll: "--multi: mark, unmark, or toggle every row the filter shows."
        case .showDetails: "Open the selected repository's details and README (Esc or Backspace goes back)."
        case .togglePreview: "Show or hide the side preview (the selected repository and its README beside the list; 100 columns or more)."
        case .previewUp, .previewDown: "Scroll the side preview, or the details, a line."
        case .previewPageUp, .previewPageDown: "Scroll the side preview, or the details, a page."
        case .previewTop: "In the details and the side preview: to the top."
        case .previewBottom: "In the details and the side preview: to the bottom."
        case .openBrowser: "Open the selected repository in a browser ($BROWSER, else xdg-open; with none, show the URL)."
        case .openHomepage: "Open its homepage in a browser."
        case .openIssues: "Open its issues in a browser."
        case .clone: "Give the screen back, git clone the selected (or marked) repositories here, exit with git's status."
        case .copyURL: "Copy the URL to the clipboard (OSC 52: over SSH, and in tmux with set-clipboard on)."
        case .execute: "Run COMMAND for the selected repository with the screen given back, then come back."
        case .executeSilent: "Run COMMAND without giving the screen back, its output discarded."
        case .become: "Leave, and run COMMAND in ghsearch's place on the terminal: its status is ghsearch's."
        case .printField: "Print the pick's FIELD and exit 0."
        case .beginningOfLine: "To the start of the line."
        case .endOfLine: "To the end of the line."
        case .backwardChar, .forwardChar: "A character left or right."
        case .backwardWord: "A word left."
        case .forwardWord: "A word right."
        case .backwardDeleteChar: "Delete the character before the cursor (in the details: back to the list)."
        case .deleteChar: "Delete the character under the cursor."
        case .backwardKillWord: "Delete the word before the cursor."
        case .killWord: "Delete the word after the cursor."
        case .killLine: "Delete to the end of the line."
        case .unixLineDiscard: "Delete to the start of the line."
        case .yank: "Put back what was deleted last."
        case .prevHistory, .nextHistory: "Earlier and later searches (history)."
        case .searchHistory: "Search the history."
        }
    }

    private func koreanActionHelp(_ action: KeyAction) -> String {
        switch action {
        case .accept: "검색한 줄에서: 선택한 행(또는 표시한 행)을 출력하고 0으로 끝냄. 아직 검색하지 않은 이름: 바로 검색 (실패 뒤에는 다시). 상세 보기에서: 보고 있는 저장소를 출력."
        case .abort: "아무것도 출력하지 않고 130으로 끝냄."
        case .back: "상세 보기에서 목록으로; 목록에서는 아무것도 출력하지 않고 130으로 끝냄."
        case .deleteCharOrEOF: "커서 아래 글자를 지움; 빈 줄에서는 130으로 끝냄."
        case .clearQuery: "입력 줄을 지움 (상세 보기에서: 목록으로)."
        case .toggleSearch: "사용자 모드(user>)와 GitHub 전체 검색(search>)을 바꿈; 모드마다 마지막 줄을 기억함."
        case .up, .down: "저장소를 고름 (첫 행이 선택되어 있음); 빈 줄의 Up: 찾았던 이름. 상세 보기에서: 스크롤."
        case .pageUp, .pageDown: "한 화면씩 움직임 (마지막 줄을 지나면 다음 페이지; PageDown은 --max-repos에서 멈춘 곳 너머도). 상세 보기에서: 한 화면 스크롤."
        case .first, .last: "첫 행이나 마지막 행을 고름 (상세 보기에서: 맨 위나 맨 아래)."
        case .toggle: "--multi: 선택한 행을 표시하거나 표시를 없앰."
        case .toggleDown: "선택한 행을 표시하거나 표시를 없애고 다음 행을 고름."
        case .toggleUp: "--multi: 선택한 행을 표시하거나 표시를 없애고 이전 행을 고름."
        case .selectAll, .deselectAll, .toggleAll: "--multi: 필터가 보여 주는 모든 행을 표시, 표시 해제, 또는 뒤집음."
        case .showDetails: "고른 저장소의 상세 보기와 README를 엶 (Esc 또는 Backspace로 돌아감)."
        case .togglePreview: "목록 옆의 미리보기(선택한 저장소와 README)를 켜거나 끔 (100칸 이상)."
        case .previewUp, .previewDown: "옆 미리보기나 상세 보기를 한 줄 스크롤."
        case .previewPageUp, .previewPageDown: "옆 미리보기나 상세 보기를 한 화면 스크롤."
        case .previewTop: "상세 보기와 옆 미리보기에서: 맨 위로."
        case .previewBottom: "상세 보기와 옆 미리보기에서: 맨 아래로."
        case .openBrowser: "고른 저장소를 브라우저에서 엶 ($BROWSER, 아니면 xdg-open; 없으면 주소를 보여 줌)."
        case .openHomepage: "홈페이지를 브라우저에서 엶."
        case .openIssues: "이슈를 브라우저에서 엶."
        case .clone: "화면을 돌려준 뒤 고른(또는 표시한) 저장소를 여기에 git clone하고 git의 상태로 끝냄."
        case .copyURL: "URL을 클립보드에 복사 (OSC 52: SSH와 tmux set-clipboard on에서도)."
        case .execute: "화면을 돌려준 뒤 고른 저장소로 COMMAND를 실행하고 돌아옴."
        case .executeSilent: "화면을 돌려주지 않고 COMMAND를 실행함; 출력은 버림."
        case .become: "끝내고 ghsearch 대신 COMMAND를 터미널에서 실행함: 그 상태가 ghsearch의 상태."
        case .printField: "고른 것의 FIELD를 출력하고 0으로 끝냄."
        case .beginningOfLine: "줄의 처음으로."
        case .endOfLine: "줄의 끝으로."
        case .backwardChar, .forwardChar: "한 글자 왼쪽이나 오른쪽으로."
        case .backwardWord: "한 단어 왼쪽으로."
        case .forwardWord: "한 단어 오른쪽으로."
        case .backwardDeleteChar: "커서 앞 글자를 지움 (상세 보기에서: 목록으로)."
        case .deleteChar: "커서 아래 글자를 지움."
        case .backwardKillWord: "커서 앞 단어를 지움."
        case .killWord: "커서 뒤 단어를 지움."
        case .killLine: "줄 끝까지 지움."
        case .unixLineDiscard: "줄 처음까지 지움."
        case .yank: "마지막으로 지운 것을 되돌려 넣음."
        case .prevHistory, .nextHistory: "이전과 다음 검색 (기록)."
        case .searchHistory: "기록을 검색."
        }
    }
}
