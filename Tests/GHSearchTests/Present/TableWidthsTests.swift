import Foundation
import Testing
import TestSupport
import GHSearchGitHub
import GHSearchText
import GHSearchTable

/// The columns' widths are measured over every loaded row without building
/// the rows (`RepositoryTable.widen`): each width is the one the built cell
/// would have, whatever the text (ASCII, wide, combining, control characters).
@Suite(.standardTimeLimit) struct TableWidthsTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static let repositories: [Repository] = [
        Repository(name: "plain", fullName: "someone/plain", htmlURL: "https://github.com/someone/plain",
                   description: "An ordinary description", language: "Swift", stargazersCount: 12_345,
                   pushedAt: Date(timeIntervalSince1970: 1_780_000_000)),
        Repository(name: "日本語", fullName: "人/日本語", htmlURL: "https://github.com/人/日本語",
                   description: "全角の説明 with e\u{301} and 🇫🇷 flags", language: "C++", stargazersCount: 7,
                   pushedAt: Date(timeIntervalSince1970: 1_789_999_000)),
        Repository(name: "ctl\u{1B}[31m", htmlURL: "https://x\ty", description: "a\u{7}bell\r\nline", language: "Go\u{0}",
                   stargazersCount: 2_500_000, isPrivate: true),
        Repository(name: "private", fullName: "me/private", description: "", isPrivate: true, owner: .init(login: "me")),
        Repository(name: "bare"),
    ]

    @Test(arguments: [false, true])
    func widenedWidthsAreTheBuiltCellsWidths(showsOwner: Bool) {
        for repository in Self.repositories {
            let cells = RepositoryTable.row(repository, now: Self.now, showsOwner: showsOwner).cells
            var widths = [Int](repeating: 0, count: cells.count)
            RepositoryTable.widen(&widths, toFit: repository, now: Self.now, showsOwner: showsOwner)
            #expect(widths == cells.map(\.text.width), "\(repository.name)")
        }
    }

    /// A cell is measured only when its bytes could be wider than the
    /// widest so far: whatever that width, the result is the wider of the two.
    @Test func widenFromAnyWidthIsTheWiderOfTheTwo() {
        let texts = ["", "ascii", "日本語の説明", "e\u{301}e\u{301}e\u{301}", "🇫🇷🇩🇪", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "\u{600}x",
                     "\u{600}\u{600}", "ｆｕｌｌ", "👩\u{200D}💻", "a\u{7}b\r\nc", "\u{1B}[31mred", "한국어", "\u{1100}\u{1161}\u{11A8}"]
        for text in texts {
            let repository = Repository(name: text, htmlURL: text, description: text, language: text)
            let built = RepositoryTable.row(repository, now: Self.now).cells.map(\.text.width)
            for start in 0..<24 {
                var widths = [Int](repeating: start, count: built.count)
                RepositoryTable.widen(&widths, toFit: repository, now: Self.now)
                #expect(Array(widths[0..<4]) == built[0..<4].map { max(start, $0) }, "\(text.debugDescription) from \(start)")
            }
        }
    }

    @Test func widenKeepsTheWidestSoFar() {
        var widths = [Int](repeating: 50, count: RepositoryTable.columns.count)
        RepositoryTable.widen(&widths, toFit: Self.repositories[0], now: Self.now)
        #expect(widths == [Int](repeating: 50, count: widths.count))
    }

    /// The PUSHED phrases measured once each (`PushedWidths`, kept across
    /// rows): the widths are those of the built cells, in either catalogue.
    @Test(arguments: [Catalogue.english, Catalogue.korean])
    func pushedWidthsKeptAcrossRowsAreTheBuiltCellsWidths(catalogue: Catalogue) {
        var pushed = PushedWidths()
        let ago: [Double] = [-5, 0, 59, 60, 61, 3_599, 3_600, 7_200, 86_399, 86_400, 2 * 86_400, 29 * 86_400, 30 * 86_400,
                             364 * 86_400, 365 * 86_400, 10 * 365 * 86_400, 63 * 365 * 86_400, 64 * 365 * 86_400, 500 * 365 * 86_400, 1e300]
        for seconds in ago + ago.reversed() {
            let repository = Repository(name: "r", pushedAt: Self.now.addingTimeInterval(-seconds))
            let built = RepositoryTable.row(repository, now: Self.now, catalogue: catalogue).cells[5].text.width
            var widths = [Int](repeating: 0, count: 6)
            RepositoryTable.widen(&widths, toFit: repository, now: Self.now, catalogue: catalogue, showsOwner: false, pushed: &pushed)
            #expect(widths[5] == built, "\(seconds) s ago")
        }
    }
}
