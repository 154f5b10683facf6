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
        if ko {
            let subject = switch source {
            case .variable, .file: "\(name)의 값은"
            case .ghAuthToken: "\(name)이 출력한 값은"
            }
            let why = switch problem {
            case .controlCharacter(let position): "\(position)번째 글자가 제어 문자입니다"
            case .whitespace(let position): "\(position)번째 글자가 공백입니다"
            case .notASCII(let position): "\(position)번째 글자가 ASCII가 아닙니다"
            case .tooLong(let length): "\(length)자로, 토큰이라기에는 너무 깁니다"
            }
            return "\(subject) 쓸 수 있는 토큰이 아닙니다: \(why). GitHub 토큰은 영문자, 숫자, '_'로 이루어집니다 (ghp_…, github_pat_…). 아무 요청도 보내지 않았습니다."
        }
        let subject = switch source {
        case .variable, .file: "\(name) does not hold a usable token"
        case .ghAuthToken: "\(name) printed something that is not a usable token"
        }
        let why = switch problem {
        case .controlCharacter(let position): "character \(position) is a control character"
        case .whitespace(let position): "character \(position) is white space"
        case .notASCII(let position): "character \(position) is not ASCII"
        case .tooLong(let length): "it is \(length) characters long, too long for a token"
        }
        return "\(subject): \(why). GitHub's tokens are letters, digits and '_' (ghp_…, github_pat_…). Nothing was sent."
    }
}
