import GHSearchText
import GHSearchGitHub
/// A token that cannot be one, refused before any request (after `errorPrefix`).
extension Catalogue {
    /// `GH_TOKEN does not hold a usable token: …`, naming the source and
    /// the problem, never the token.
    public func unusableToken(_ source: TokenSource, _ problem: TokenCheck.Problem) -> String {
        let name = switch source {
        case .variable(let name): name
        case .ghAuthToken: "'gh auth token'"
        case .file(let path): TerminalText.quote(path, limit: 200)
        }
        let subject = switch source {
        case .variable, .file: ko ? "\(name)의 값은" : "\(name) does not hold a usable token"
        case .ghAuthToken: ko ? "\(name)이 출력한 값은" : "\(name) printed something that is not a usable token"
        }
        let why = switch problem {
        case .controlCharacter(let position):
            ko ? "\(position)번째 글자가 제어 문자입니다" : "character \(position) is a control character"
        case .whitespace(let position): ko ? "\(position)번째 글자가 공백입니다" : "character \(position) is white space"
        case .notASCII(let position): ko ? "\(position)번째 글자가 ASCII가 아닙니다" : "character \(position) is not ASCII"
        case .tooLong(let length):
            ko ? "\(length)자로, 토큰이라기에는 너무 깁니다" : "it is \(length) characters long, too long for a token"
        }
        if ko {
            return "\(subject) 쓸 수 있는 토큰이 아닙니다: \(why). GitHub 토큰은 영문자, 숫자, '_'로 이루어집니다 (ghp_…, github_pat_…). 아무 요청도 보내지 않았습니다."
        }
        return "\(subject): \(why). GitHub's tokens are letters, digits and '_' (ghp_…, github_pat_…). Nothing was sent."
    }
}
