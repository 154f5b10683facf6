import FakeGitHub
import Foundation
import Testing
import TestSupport

/// `LANG=ko_KR.UTF-8` (or `--lang ko`): the interactive screen in Korean,
/// its table still aligned with Hangul's double-width cells.
@Suite(.standardTimeLimit, .sanitizerReports, .enabled(if: TmuxSession.isAvailable)) struct KoreanTests {
    /// 200 columns: wide enough for every column, the URL too (it shows
    /// only when the descriptions and the rest are whole).
    func start(_ fake: FakeServerFixture, _ arguments: [String], environment: [String: String]) async throws -> TmuxSession {
        try await TmuxSession.ghsearch(fake, arguments, width: 200, height: 24, environment: environment)
    }

    @Test(arguments: [["LANG": "ko_KR.UTF-8"], ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]])
    func theScreenIsKoreanAndAligned(_ environment: [String: String]) async throws {
        let fake = try FakeServerFixture()
        // The whole width for the table: from 160 columns the README preview would take half.
        let tmux = try await start(fake, ["scotteg", "--no-preview"], environment: environment)
        defer { tmux.close() }
        let (screen, matched) = try await tmux.poll { $0.first?.hasPrefix("저장소 34개") == true && $0.count > 3 && $0[1].contains("이름") }
        guard matched else {
            Issue.record("no Korean title:\n\(screen.joined(separator: "\n"))")
            return
        }
        let header = screen[1]
        for title in ["이름", "URL", "설명", "언어", "별", "푸시"] {
            #expect(header.contains(title), "\(title) missing from \(header)")
        }
        #expect(screen[22].contains("scotteg · 모두 불러옴"), "\(screen[22])")
        // Columns line up by display width: each row's URL starts under the URL header, and
        // (rows of plain text) each row's relative time starts under 푸시.
        let urlColumn = try #require(DisplayColumns.column(of: "URL", in: header))
        let pushedColumn = try #require(DisplayColumns.column(of: "푸시", in: header))
        let rows = screen[2..<22].filter { $0.contains("https://") }
        #expect(rows.count == 20)
        var checkedTimes = 0
        for row in rows {
            #expect(DisplayColumns.column(of: "https://", in: row) == urlColumn, "\(row)")
            if row.unicodeScalars.allSatisfy({ $0.value < 0x7F || (0xAC00...0xD7A3).contains($0.value) || $0.value == 0x2026 }),
               let ago = row.range(of: #"[0-9]+(분|시간|일|개월|년) 전|방금"#, options: .regularExpression) {
                #expect(DisplayColumns.width(row[..<ago.lowerBound]) == pushedColumn, "\(row)")
                checkedTimes += 1
            }
        }
        #expect(checkedTimes >= 5, "too few plain rows to check the 푸시 column")
        #expect(rows.contains { $0.range(of: #"[0-9]+(분|시간|일|개월|년) 전"#, options: .regularExpression) != nil })
    }

    @Test func theLangOptionWinsOverTheEnvironment() async throws {
        let fake = try FakeServerFixture()
        let english = try await start(fake, ["--lang", "en", "octocat"], environment: ["LANG": "ko_KR.UTF-8"])
        defer { english.close() }
        #expect(try await english.waitFor { $0.first?.hasPrefix("8 Repositories") == true } != nil)
        let korean = try await start(fake, ["--lang", "ko", "octocat"], environment: ["LANG": "C.UTF-8"])
        defer { korean.close() }
        #expect(try await korean.waitFor { $0.first?.hasPrefix("저장소 8개") == true } != nil)
        try await korean.press("Down", "Tab")
        let detail = try await korean.poll { $0.contains { $0.hasPrefix("주소") } && $0.contains { $0.contains("스크롤 · Esc 목록으로") } }
        #expect(detail.matched, "\(detail.screen.joined(separator: "\n"))")
    }

    @Test func anUnknownUserIsReportedInKorean() async throws {
        let fake = try FakeServerFixture()
        let tmux = try await start(fake, ["nobody-at-all"], environment: ["LANG": "ko_KR.UTF-8"])
        defer { tmux.close() }
        let reported = try await tmux.poll { $0.contains { $0.contains("GitHub에서 사용자 'nobody-at-all'을(를) 찾을 수 없습니다.") } }
        #expect(reported.matched, "\(reported.screen.joined(separator: "\n"))")
        #expect(try await tmux.screen().first?.hasPrefix("저장소 0개") == true)
    }
}
