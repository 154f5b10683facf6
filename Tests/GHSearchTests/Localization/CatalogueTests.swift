import Foundation
import GHSearchCLI
import Testing
import TestSupport
import GHSearchText
import GHSearchGitHub
import GHSearchInteractive
import GHSearchTable

/// The language choice and the catalogue's formats.
@Suite(.standardTimeLimit) struct CatalogueTests {
    @Test func theLanguageComesFromTheOptionThenTheLocaleVariables() {
        #expect(Language.resolve(option: nil, environment: [:]) == .en)
        #expect(Language.resolve(option: nil, environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.resolve(option: nil, environment: ["LC_MESSAGES": "ko", "LANG": "en_US.UTF-8"]) == .ko)
        #expect(Language.resolve(option: nil, environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .en)
        #expect(Language.resolve(option: nil, environment: ["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.resolve(option: .en, environment: ["LC_ALL": "ko_KR.UTF-8"]) == .en)
        #expect(Language.resolve(option: .ko, environment: [:]) == .ko)
    }

    @Test func countsInBothLanguages() {
        #expect(Catalogue.english.repositoryCount(1, more: false) == "1 Repository")
        #expect(Catalogue.english.repositoryCount(100, more: true) == "100+ Repositories")
        #expect(Catalogue.korean.repositoryCount(42, more: false) == "저장소 42개")
        #expect(Catalogue.korean.repositoryCount(100, more: true) == "저장소 100+개")
        #expect(RepositoryTable.title(count: 34, more: false) == "34 Repositories")
    }

    @Test func numbersSizesAndDates() throws {
        let c = Catalogue.english
        #expect(c.number(0) == "0" && c.number(999) == "999" && c.number(1000) == "1,000" && c.number(-1234567) == "-1,234,567")
        #expect(c.kilobytes(512) == "512 KB" && c.kilobytes(105611) == "103.1 MB")
        let date = Date(timeIntervalSince1970: 1_402_132_898)  // 2014-06-07 09:21:38 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(c.date(date, timeZone: utc) == "2014-06-07 09:21")
        #expect(Catalogue.korean.date(date, timeZone: utc) == "2014년 6월 7일 09:21")
    }

    @Test func relativeTimesInKorean() {
        let now = Date(timeIntervalSince1970: 1_000_000_000)
        func ago(_ seconds: Double) -> String {
            RelativeTime.describe(now.addingTimeInterval(-seconds), relativeTo: now, catalog: .korean)
        }
        #expect(ago(10) == "방금")
        #expect(ago(300) == "5분 전")
        #expect(ago(3 * 86400) == "3일 전")
        #expect(ago(400 * 86400) == "1년 전")
    }

    @Test func errorsInKorean() {
        let error = GitHubError.userNotFound("ghost")
        #expect(Catalogue.english.describe(error, apiURL: "GitHub", now: Date()) == error.describe(apiURL: "GitHub"))
        #expect(Catalogue.korean.describe(error, apiURL: "GitHub", now: Date()) == "GitHub에서 사용자 'ghost'을(를) 찾을 수 없습니다.")
    }

    @Test func koreanHeadersKeepTheTableAligned() {
        let columns = RepositoryTable.columns(.korean)
        #expect(columns.map(\.title.string) == ["이름", "URL", "설명", "언어", "별", "푸시"])
        #expect(columns.map(\.title.width) == [4, 3, 4, 4, 2, 4])
    }
}
