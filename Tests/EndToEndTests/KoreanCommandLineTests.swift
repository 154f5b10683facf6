import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `--help`, usage errors, `--once` and `--batch` in Korean when LANG (or
/// `--lang ko`) says so; `--lang en` wins over the environment.
@Suite(.standardTimeLimit, .sanitizerReports) struct KoreanCommandLineTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test func onceOnATerminalPrintsAKoreanTitleAndAlignedKoreanHeaders() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "scotteg", "--api-url", fake.apiURL], columns: 120,
                                                    environment: Self.korean.merging(["NO_COLOR": "1"]) { $1 })
        #expect(run.status == 0, "\(run.stdout)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "저장소 34개", "\(run.stdout)")
        let header = try #require(lines.dropFirst().first)
        for title in ["이름", "URL", "설명", "언어", "별", "푸시"] {
            #expect(header.contains(title), "\(title) missing from \(header)")
        }
        // Columns line up by display width (이름 is 4 cells, not 2 characters).
        let urlColumn = try #require(DisplayColumns.column(of: "URL", in: header))
        let pushedColumn = try #require(DisplayColumns.column(of: "푸시", in: header))
        let rows = lines.filter { $0.contains("https://github.com/scotteg/") }
        #expect(rows.count == 34)
        var checkedTimes = 0
        for row in rows {
            #expect(DisplayColumns.column(of: "https://", in: row) == urlColumn, "\(row)")
            #expect(DisplayColumns.width(Substring(row)) <= 120, "\(row)")
            if row.unicodeScalars.allSatisfy({ $0.value < 0x7F || (0xAC00...0xD7A3).contains($0.value) || $0.value == 0x2026 }),
               let ago = row.range(of: #"[0-9]+(분|시간|일|개월|년) 전|방금"#, options: .regularExpression) {
                #expect(DisplayColumns.width(row[..<ago.lowerBound]) == pushedColumn, "\(row)")
                checkedTimes += 1
            }
        }
        #expect(checkedTimes >= 5, "too few plain rows to check the 푸시 column")
    }

    @Test func theLangOptionWinsOverLANG() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearchOnTerminal(["--once", "scotteg", "--api-url", fake.apiURL, "--lang", "en"], columns: 120,
                                                    environment: Self.korean.merging(["NO_COLOR": "1"]) { $1 })
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "34 Repositories", "\(run.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("NAME") == true)
        let help = try await ProcessRun.ghsearch(["--help", "--lang", "en"], environment: Self.korean)
        #expect(help.stdout.hasPrefix("OVERVIEW: ") && !help.stdout.contains("사용법"))
        let usage = try await ProcessRun.ghsearch(["--lang=en", "--limt", "3"], environment: Self.korean)
        #expect(usage.stderr.hasPrefix("Error: Unknown option '--limt'. Did you mean '--limit'?\nUsage: "), "\(usage.stderr)")
    }

    @Test func anUnknownUserIsReportedInKoreanWithExitStatus2() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "nobody-at-all", "--api-url", fake.apiURL], environment: Self.korean)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "오류: GitHub에서 사용자 'nobody-at-all'을(를) 찾을 수 없습니다.\n")
    }

    @Test func usageErrorsAreKoreanFromLANGOrARawLang() async throws {
        let run = try await ProcessRun.ghsearch(["--once", "x", "--limit", "abc"], environment: Self.korean)
        #expect(run.status == 64)
        #expect(run.stderr == "오류: '--limit <n>'에 쓸 수 없는 값 'abc': 1부터 1000000까지의 정수여야 합니다.\n"
            + "사용법: ghsearch [<id>] | --once <id> | --batch <file> [<options>]\n"
            + "  자세한 내용은 'ghsearch --help'를 보세요.\n")
        // The language option counts even when parsing fails before reaching it.
        let early = try await ProcessRun.ghsearch(["--limt", "3", "--lang", "ko"])
        #expect(early.status == 64)
        #expect(early.stderr.hasPrefix("오류: 알 수 없는 옵션 '--limt'. '--limit'을(를) 뜻했나요?\n"), "\(early.stderr)")
    }

    @Test func helpIsKoreanAndFitsByDisplayWidth() async throws {
        for run in [try await ProcessRun.ghsearch(["--help"], environment: Self.korean), try await ProcessRun.ghsearch(["-h", "--lang", "ko"])] {
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("개요: "))
            for heading in ["사용법:", "옵션:", "배치 옵션:", "종료 상태:"] { #expect(run.stdout.contains("\n\(heading)\n")) }
            #expect(run.stdout.split(separator: "\n").allSatisfy { DisplayColumns.width($0) <= 80 })
        }
    }

    @Test func batchProgressIsKoreanAndTheRecordsStayEnglishData() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--batch", "-", "--api-url", fake.apiURL], environment: Self.korean,
                                          stdin: "octocat\nnobody-at-all\n")
        #expect(run.status == 1)
        // Not a terminal: plain progress lines (the first event always writes one), then the summary.
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first == "ghsearch: 사용자 0/2명 · octocat", "\(run.stderr)")
        #expect(lines.last?.hasPrefix("완료: 사용자 2명 기록, 1명 실패; 남은 할당량 ") == true, "\(run.stderr)")
        let failure = try #require(run.stdout.split(separator: "\n").last)
        #expect(failure.contains(#""error":"not_found","message":"User 'nobody-at-all' not found on GitHub.""#), "\(failure)")
    }
}
