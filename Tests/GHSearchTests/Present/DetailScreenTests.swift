import Foundation
@testable import GHSearchCLI
import Testing
import TestSupport
@testable import GHSearchText
@testable import GHSearchGitHub
@testable import GHSearchMarkdownLayout
@testable import GHSearchInteractive
@testable import GHSearchPresent
import InteractiveTestSupport
@testable import GHSearchReadme

/// README preview: the detail view and the side preview rendered into
/// lines: a window of the body, the scroll position, the avatar's columns
/// only while it is there, long values wrapped whole, the split screen, and
/// the Korean words.
@Suite(.standardTimeLimit) struct DetailScreenTests {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)
    static let repository = Repository(
        name: "long-name", fullName: "octo/long-name", htmlURL: "https://github.com/octo/long-name-with-a-very-long-url",
        description: "저장소 설명 and words", language: "Swift", stargazersCount: 1234, topics: ["cli", "tui"],
        owner: Repository.Owner(login: "octo", avatarURL: "https://avatars.example/u/1", htmlURL: nil),
        createdAt: Date(timeIntervalSince1970: 1_400_000_000),
        cloneURL: "https://github.com/octo/long-name-with-a-very-long-url.git")

    static func detail(readme: ReadmeState, avatar: AvatarStatus = .none, width: Int, top: Int = 0,
                       colorMode: ANSI.ColorMode = .off, language: Language = .en) -> RepositoryDetail {
        var detail = RepositoryDetail(repository: repository, avatar: avatar, target: ReadmeTarget(owner: "octo", name: "long-name"),
                                      readme: readme, top: top)
        detail.body = DetailBody.layout(detail, width: width, presentation: DetailPresentation(language: language, colorMode: colorMode),
                                        at: now)
        return detail
    }

    static let readme = ReadmeResult.readme(Readme(
        document: MarkdownDocument(blocks: (1...30).map { .paragraph([.text("paragraph \($0)")]) }), byteCount: 300))

    /// The cells a drawn line takes (its SGR sequences take none).
    static func cells(_ line: String) -> Int { DrawnLine.width(line) }

    @Test func aWindowOfTheBodyAndWhereItIs() {
        let screen = DetailScreen(timeZone: TimeZone(identifier: "UTC")!)
        let detail = Self.detail(readme: .shown(Self.readme), width: 40, top: 10)
        let lines = screen.render(detail, width: 40, height: 12, now: Self.now, colorMode: .off)
        let body = detail.body!
        #expect(lines.count == 11)  // the 12th row is the prompt's
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "octo/long-name")
        #expect(lines.last!.hasSuffix("11–19 of \(body.count)"), "\(lines.last!)")
        #expect(lines.allSatisfy { Self.cells($0) <= 40 })
        // The long URLs are wrapped under their labels, never cut (only a date is cut to one line).
        let metadata = screen.metadataLines(detail, width: 40, now: Self.now, colorMode: .off)
        #expect(metadata.filter { $0.contains("…") }.allSatisfy { $0.hasPrefix("Created") }, "\(metadata)")
        let clone = metadata.drop { !$0.hasPrefix("Clone (HTTPS)") }.map { $0.dropFirst(15) }.joined()
        #expect(clone == "https://github.com/octo/long-name-with-a-very-long-url.git", "\(metadata)")
        // The README below: its lines as laid out.
        let bottom = screen.render(Self.detail(readme: .shown(Self.readme), width: 40, top: body.count - 9), width: 40,
                                   height: 12, now: Self.now, colorMode: .off)
        #expect(bottom[9] == "paragraph 30" && bottom.last!.hasSuffix("\(body.count - 8)–\(body.count) of \(body.count)"))
    }

    @Test func aShortBodyHasNoPosition() {
        let lines = DetailScreen().render(Self.detail(readme: .shown(.missing), width: 120), width: 120, height: 60,
                                          now: Self.now, colorMode: .off)
        #expect(!lines.last!.contains(" of "))
        #expect(lines.contains("*This repository has no README.*"))  // colour off: emphasis keeps its marks
    }

    @Test func theMetadataTakesTheSameLinesWhateverTheTime() {
        let screen = DetailScreen()
        for width in [20, 40, 80] {
            let detail = Self.detail(readme: .loading, width: width)
            let counts = [Date(timeIntervalSince1970: 0), Self.now, Date(timeIntervalSince1970: 4_000_000_000)].map {
                screen.metadataLines(detail, width: width, now: $0, colorMode: .off).count
            }
            #expect(Set(counts).count == 1 && counts[0] == detail.body!.metadataCount, "\(width): \(counts)")
        }
    }

    @Test func theAvatarTakesColumnsOnlyWhileItLoadsOrIsDrawn() {
        let screen = DetailScreen()
        let loading = screen.metadataLines(Self.detail(readme: .loading, avatar: .loading, width: 80, colorMode: .basic),
                                           width: 80, now: Self.now, colorMode: .basic)
        #expect(loading[0].contains("┌") && loading.allSatisfy { Self.cells($0) <= 80 })
        let failed = screen.metadataLines(Self.detail(readme: .loading, avatar: .unavailable, width: 80, colorMode: .basic),
                                          width: 80, now: Self.now, colorMode: .basic)
        #expect(!failed.contains { $0.contains("┌") || $0.contains("│") })
        #expect(failed.count < loading.count)
    }

    @Test func theSplitScreenPadsTheListAndDrawsTheBar() {
        let joined = SplitScreen.join(left: ["\u{1B}[1mab\u{1B}[0m", "저장소"], leftWidth: 8, right: ["x", "y", "z"],
                                      colorMode: .off)
        #expect(joined == ["\u{1B}[1mab\u{1B}[0m      │x", "저장소  │y", "        │z"])
        let pane = DetailScreen().renderPane(Self.detail(readme: .resting, width: 30), width: 30, height: 40,
                                             now: Self.now, colorMode: .off)
        #expect(pane.count == 40 && pane[0].hasPrefix("octo/long-name") && pane.allSatisfy { Self.cells($0) <= 30 })
        #expect(pane.joined(separator: " ").contains("once the selection rests"))
    }

    /// The status line goes under both halves, across the whole width: a
    /// message is not cut at the bar (it was, found by the token test at 160 columns).
    @Test func theSplitScreensStatusLineTakesTheWholeWidth() {
        var model = SearchViewModel(screenRows: 12, screenColumns: 160, presentation: DetailPresentation())
        _ = model.send(.submit("octo"))
        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .failed(.userNotFound("octo"))))
        #expect(model.previewShown && model.previewState.pane == nil)
        var list = SearchScreen()
        let frame = SplitScreen.render(model, list: &list, detail: DetailScreen(), width: 160, height: 12, now: Self.now,
                                       colorMode: .off)
        #expect(frame.count == 11)
        #expect(frame.dropLast().allSatisfy { $0.count == 81 && $0.hasSuffix("│") }, "\(frame)")
        #expect(frame.last == SearchScreen().statusLine(model, width: 160, now: Self.now, colorMode: .off))
        #expect(frame.last!.contains("octo") && !frame.last!.contains("│"))

        _ = model.send(.searchStarted(.user("octo")))
        _ = model.send(.searchFinished(.user("octo"), outcome: .loaded(ViewModelFixture.page("octo", ["alpha", "beta"]))))
        let shown = SplitScreen.render(model, list: &list, detail: DetailScreen(), width: 160, height: 12, now: Self.now,
                                       colorMode: .off)
        #expect(shown.count == 11 && shown[0].hasPrefix("2 Repositories") && shown[0].contains("│octo/alpha"))
        #expect(shown.allSatisfy { Self.cells($0) <= 160 })
    }

    /// A frame never lays out: drawn at a width the body was not laid out
    /// for (a resize whose `.layout` is not answered yet), it shows the body
    /// the model has, each line cut to the width; drawn before any layout
    /// answered, the metadata alone.
    @Test func aFrameDrawsTheBodyItHasWhateverTheWidth() {
        let screen = DetailScreen(timeZone: TimeZone(identifier: "UTC")!)
        let long = ReadmeResult.readme(Readme(document: MarkdownDocument(blocks: (1...10).map {
            .paragraph([.text("paragraph \($0) " + String(repeating: "word ", count: 30))])
        }), byteCount: 1_600))
        var detail = Self.detail(readme: .shown(long), width: 100)
        let body = detail.body!
        detail.top = body.readmeStart + 1
        let narrow = screen.render(detail, width: 40, height: 20, now: Self.now, colorMode: .off)
        #expect(narrow.allSatisfy { Self.cells($0) <= 40 }, "\(narrow)")
        // The old body's lines (a layout at 40 columns would wrap into many more).
        #expect(narrow.last!.hasSuffix(" of \(body.count)"), "\(narrow.last!)")
        #expect(narrow[1] == String(body.readme.lines[1].prefix(40)), "\(narrow)")
        let pane = screen.renderPane(detail, width: 40, height: 20, now: Self.now, colorMode: .off)
        #expect(pane.allSatisfy { Self.cells($0) <= 40 } && pane[1] == narrow[1])

        detail.body = nil
        detail.top = 0
        let first = screen.render(detail, width: 40, height: 40, now: Self.now, colorMode: .off)
        let metadata = screen.metadataLines(detail, width: 40, now: Self.now, colorMode: .off)
        #expect(Array(first[1...metadata.count]) == metadata)
        #expect(!first.contains { $0.contains("paragraph") || $0.contains("─") })
    }

    /// A drawn line cut to a width: its SGR sequences kept and the style
    /// reset after the cut; a wide character across the edge left out.
    @Test func aDrawnLineIsCutBetweenItsStyles() {
        #expect(DrawnLine.clipped("\u{1B}[1mabc\u{1B}[0mdef", toWidth: 4) == "\u{1B}[1mabc\u{1B}[0md\u{1B}[0m")
        #expect(DrawnLine.clipped("a저장소", toWidth: 4) == "a저")
        #expect(DrawnLine.clipped("\u{1B}[31mab\u{1B}[0m", toWidth: 2) == "\u{1B}[31mab\u{1B}[0m")
        #expect(DrawnLine.clipped("abc", toWidth: 0) == "")
    }

    @Test func inKorean() {
        let screen = DetailScreen(catalogue: .korean)
        let detail = Self.detail(readme: .resting, width: 60, language: .ko)
        let lines = screen.render(detail, width: 60, height: 10, now: Self.now, colorMode: .off)
        #expect(lines.last!.contains("스크롤") && lines.last!.hasSuffix("/ \(detail.body!.count)줄"), "\(lines.last!)")
        let readme = Self.detail(readme: .loading, width: 60, language: .ko).body!.readme.lines.joined()
        #expect(readme.contains("README를 불러오는 중…"))
        let resting = detail.body!.readme.lines.joined()
        #expect(resting.contains("선택이 잠시 멈추면"))
        #expect(Catalogue.korean.text(.previewNeedsWidth(columns: 100)).contains("100칸"))
    }
}
