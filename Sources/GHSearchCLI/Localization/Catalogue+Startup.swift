import GHSearchGitHub
import GHSearchText
/// Start-up messages on standard error (after `errorPrefix`).
extension Catalogue {
    /// The interactive mode without a usable terminal (`dumb`: `TERM=dumb`).
    public func interactiveNeedsTerminal(dumb: Bool) -> String {
        if dumb {
            return ko ? "대화형 모드에는 커서를 움직일 수 있는 터미널이 필요합니다 (TERM=dumb). 대신 'ghsearch --once <id>'를 쓰세요."
                : "the interactive mode needs a terminal that can move the cursor (TERM=dumb). Use 'ghsearch --once <id>' instead."
        }
        return ko ? "대화형 모드에는 터미널(/dev/tty)이 필요한데 이 프로세스에는 없습니다. 스크립트에서는 'ghsearch --once <id>'(또는 --batch)를 쓰세요."
            : "the interactive mode needs a terminal (/dev/tty), and this process has none. Use 'ghsearch --once <id>' (or --batch) in scripts."
    }

    /// `SOURCE_DATE_EPOCH` (which dates the manual page) is not a number of seconds.
    public func invalidSourceDateEpoch(_ value: String) -> String {
        ko ? "SOURCE_DATE_EPOCH는 1970년부터의 초 수여야 합니다: \(JSONText.string(value))."
            : "SOURCE_DATE_EPOCH must be a number of seconds since 1970: \(JSONText.string(value))."
    }

    /// A history file that was not one, moved aside (paths already quoted);
    /// written once the screen is given back.
    public func historyKeptAside(_ path: String, as keptAs: String) -> String {
        ko ? "참고: \(path)은(는) 기록 파일이 아니어서 \(keptAs)(으)로 옮겨 두고 새 기록을 시작했습니다."
            : "Note: \(path) was not a history file; it was kept as \(keptAs) and a new history was started."
    }

    public func couldNotOpenTerminal(_ detail: String) -> String {
        (ko ? "터미널을 열 수 없습니다: " : "could not open the terminal: ") + detail
    }
}
