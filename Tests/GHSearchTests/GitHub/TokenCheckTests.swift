import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchText

/// What may be sent as a token (`TokenCheck`): one table, every kind of
/// GitHub token and every way a value can fail to be one.
@Suite(.standardTimeLimit) struct TokenCheckTests {
    @Test(arguments: [
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "gho_16C7e42F292c6912E7710c838347Ae178B4a",
        "ghu_16C7e42F292c6912E7710c838347Ae178B4a", "ghs_16C7e42F292c6912E7710c838347Ae178B4a",
        "ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498",
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef",
        "0123456789abcdef0123456789abcdef01234567",  // a classic 40-hex token
        "demo", "v1.0123456789abcdef-+/=",  // visible ASCII from an Enterprise server or a proxy
    ])
    func everyKindOfTokenPassesUnchanged(_ token: String) throws {
        #expect(try TokenCheck.token(from: token) == token)
    }

    @Test func theWhiteSpaceAShellOrAFileLeavesAtTheEndsIsTakenOff() throws {
        #expect(try TokenCheck.token(from: "ghp_abc\n") == "ghp_abc")
        #expect(try TokenCheck.token(from: " \tghp_abc\r\n") == "ghp_abc")
        #expect(try TokenCheck.token(from: "") == nil)
        #expect(try TokenCheck.token(from: " \n\t") == nil, "only white space is no token at all")
    }

    @Test(arguments: [
        ("abc\u{1B}[2Jdef", TokenCheck.Problem.controlCharacter(position: 4)),
        ("abc\ndef", .whitespace(position: 4)),
        ("abc\r\ndef", .whitespace(position: 4)),
        ("abc\tdef", .whitespace(position: 4)),
        ("ab def", .whitespace(position: 3)),
        ("abc\u{0}", .controlCharacter(position: 4)),
        ("a\u{7F}", .controlCharacter(position: 2)),
        ("a\u{9B}2J", .controlCharacter(position: 2)),  // C1 CSI
        ("ghp_abc…", .notASCII(position: 8)),
        ("ghp_\u{A0}abc", .whitespace(position: 5)),
        ("ghp_аbc", .notASCII(position: 5)),  // a Cyrillic а
        ("\u{FEFF}ghp_abc", .notASCII(position: 1)),
        (String(repeating: "a", count: 1025), .tooLong(length: 1025)),
    ])
    func whatCannotBeATokenIsRefusedWithWhereAndWhy(_ value: String, _ problem: TokenCheck.Problem) {
        #expect(throws: problem) { try TokenCheck.token(from: value) }
    }

    @Test func theMessageNamesTheSourceAndNeverTheToken() {
        let english = Catalogue.english.unusableToken(.variable("GH_TOKEN"), .controlCharacter(position: 4))
        #expect(english == "GH_TOKEN does not hold a usable token: character 4 is a control character. GitHub's tokens are letters, digits and '_' (ghp_…, github_pat_…). Nothing was sent.")
        #expect(Catalogue.english.unusableToken(.ghAuthToken, .whitespace(position: 2))
            == "'gh auth token' printed something that is not a usable token: character 2 is white space. GitHub's tokens are letters, digits and '_' (ghp_…, github_pat_…). Nothing was sent.")
        #expect(Catalogue.korean.unusableToken(.variable("GITHUB_TOKEN"), .notASCII(position: 8))
            == "GITHUB_TOKEN의 값은 쓸 수 있는 토큰이 아닙니다: 8번째 글자가 ASCII가 아닙니다. GitHub 토큰은 영문자, 숫자, '_'로 이루어집니다 (ghp_…, github_pat_…). 아무 요청도 보내지 않았습니다.")
    }
}
