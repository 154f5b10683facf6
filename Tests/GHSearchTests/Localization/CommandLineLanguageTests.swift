import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchFilter
@testable import GHSearchInteractive
@testable import GHSearchScripting
import GHSearchTable

/// `--help`, usage errors, `--once` and batch progress in both languages.
@Suite(.standardTimeLimit) struct CommandLineLanguageTests {
    @Test(arguments: [40, 60, 80, 100, 120])
    func koreanHelpHasKoreanHeadingsAndFitsByDisplayWidth(width: Int) {
        let help = HelpText.render(width: width, catalogue: .korean)
        for heading in ["개요:", "사용법:", "인수:", "옵션:", "배치 옵션:", "키:", "환경 변수:", "파일:", "종료 상태:", "예:"] {
            #expect(help.contains("\n\(heading)\n") || help.hasPrefix(heading), "\(heading)")
        }
        for heading in ["OVERVIEW:", "USAGE:", "OPTIONS:", "EXIT STATUS:"] { #expect(!help.contains(heading)) }
        // Hangul takes two cells: counting characters would let lines overflow.
        #expect(help.split(separator: "\n").contains { TerminalText.width(String($0)) > $0.count })
        // A word wider than the text column (a URL, a field list) keeps a line of its own: below
        // 60 columns only such lines may overflow, and only by that word (the text column starts at 28).
        for line in help.split(separator: "\n") where TerminalText.width(String(line)) > width {
            #expect(width < 60 && !line.dropFirst(28).contains(" "), "\(line)")
        }
    }

    @Test func koreanHelpTextColumnStartsAtTheSameCellOnEveryRow() {
        let help = HelpText.render(width: 80, catalogue: .korean)
        let rows = help.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(rows.count > 30)
        // A term too wide for its column (an example command, a list of variables) has a line of its own.
        for row in rows where row.hasPrefix("                            ") || row.dropFirst(2).contains("  ") {
            // The explanation starts at cell 28, after a term padded by display width.
            let cells = Array(row)
            var width = 0, index = 0
            while index < cells.count, width < 28 {
                width += TerminalText.width(of: cells[index])
                index += 1
            }
            #expect(width == 28 && index < cells.count && cells[index - 1] == " " && cells[index] != " ", "\(row)")
        }
    }

    @Test func usageErrorsInKoreanKeepOptionNames() {
        let error = UsageError(.unknownOption("--limt", suggestion: "--limit"))
        #expect(error.report == "Error: Unknown option '--limt'. Did you mean '--limit'?\n"
            + "Usage: ghsearch [<id>] | --once <id> | --batch <file> [<options>]\n  See 'ghsearch --help' for more information.\n")
        #expect(error.report(.korean) == "오류: 알 수 없는 옵션 '--limt'. '--limit'을(를) 뜻했나요?\n"
            + "사용법: ghsearch [<id>] | --once <id> | --batch <file> [<options>]\n  자세한 내용은 'ghsearch --help'를 보세요.\n")
        #expect(Catalogue.korean.usageMessage(.invalidNumber("abc", option: "--limit <n>", range: 1...8))
            == "'--limit <n>'에 쓸 수 없는 값 'abc': 1부터 8까지의 정수여야 합니다.")
    }

    @Test func everyUsageProblemHasItsOwnSentenceInBothLanguages() {
        let problems: [UsageProblem] = [
            .flagTakesNoValue(option: "--quiet"), .unknownOption("--x", suggestion: nil), .missingValue(option: "--once <id>"),
            .invalidAPIURL("ftp://x"), .invalidNumber("0", option: "--jobs <n>", range: 1...8),
            .invalidChoice("size", option: "--sort <order>", choices: ["name"]), .unknownJSONField("nme", available: ["name"]),
            .modesTogether("--once", "--batch"), .unexpectedAfterBatch("b"), .exclusive("--fork", "--source"), .filterNeedsUser, .notWithSearch(option: "--filter"),
            .filterProblem(FilterProblem(word: "lang:go", key: "lang", kind: .unknownQualifier(suggestion: "language"))),
            .notInMode(option: "--resume", modes: [.batch]), .notInMode(option: "--json", modes: [.once, .batch]),
            .resumeNeedsOutput, .notADefault(option: "--once"), .unexpectedInDefaults("x"), .oneOptionPerLine("--limit"),
            .unclosedQuote, .unreadableConfigFile(reason: "Permission denied"),
        ]
        for catalogue in [Catalogue.english, .korean] {
            let texts = problems.map(catalogue.usageMessage)
            #expect(Set(texts).count == problems.count)
            #expect(texts.allSatisfy { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } == (catalogue.language == .ko) })
        }
    }

    @Test func theLanguageBeforeParsingComesFromARawLangThenTheEnvironment() {
        let korean = ["LANG": "ko_KR.UTF-8"]
        #expect(Language.resolve(arguments: ["--help"], environment: korean) == .ko)
        #expect(Language.resolve(arguments: ["--help", "--lang", "en"], environment: korean) == .en)
        #expect(Language.resolve(arguments: ["--lang=ko", "--bogus"], environment: [:]) == .ko)
        #expect(Language.resolve(arguments: ["--lang", "fr"], environment: korean) == .ko)
        #expect(Language.resolve(arguments: ["--lang"], environment: [:]) == .en)
        #expect(Language.resolve(arguments: ["--", "--lang", "ko"], environment: [:]) == .en)
    }

    @Test func batchProgressAndSummaryInKorean() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        var progress = BatchProgress(total: 40, startedAt: start)
        for _ in 0..<10 { progress.apply(.finished(BatchRecord(user: "u", outcome: .repositories([])))) }
        progress.apply(.started("octocat"))
        progress.rateLimit = RateLimit(limit: 60, remaining: 50)
        let later = start.addingTimeInterval(10)
        #expect(progress.line(now: later) == "10/40 users · octocat · quota 50/60 · ETA 30s")
        #expect(progress.line(now: later, catalogue: .korean) == "사용자 10/40명 · octocat · 할당량 50/60 · 남은 시간 약 30초")
        progress.wait(BatchWait(until: later.addingTimeInterval(125), reason: .quota), now: later)
        #expect(progress.line(now: later, catalogue: .korean)
            == "사용자 10/40명 · 요청 한도 초기화 대기, 2분 05초 후 · 할당량 50/60 · 남은 시간 약 2분 35초")
        #expect(Catalogue.korean.batchDone(written: 40, failed: 1, left: 2, quota: "7/60") == "완료: 사용자 40명 기록, 1명 실패, 2명 남음; 남은 할당량 7/60.")
        #expect(Catalogue.english.batchDone(written: 13, failed: 0, left: 0, quota: "85/100") == "Done: 13 users written; quota left 85/100.")
    }

    @Test func onceTableOnATerminalIsKorean() {
        let repository = Repository(name: "한글-저장소", htmlURL: "https://github.com/u/x", stargazersCount: 3)
        let table = RepositoryTable.titledTable([repository], hasMore: false, width: 80, colorMode: .off,
                                                now: Date(), catalogue: .korean)
        let lines = table.split(separator: "\n")
        #expect(lines.first == "저장소 1개")
        #expect(lines.count == 3 && lines[1].hasPrefix("이름"))
        #expect(RepositoryTable.titledTable([repository], hasMore: false, width: 80, colorMode: .off, now: Date())
            .hasPrefix("1 Repository\nNAME"))
    }
}
