import Foundation
import Testing
import TestSupport
@testable import GHSearchCLI
@testable import GHSearchGitHub

/// Reading a search answer and GitHub's explanation of a refusal.
@Suite(.standardTimeLimit) struct SearchPageScannerTests {
    private func scan(_ text: String) -> Result<SearchPageScanner.Content, SearchPageScanner.Failure> {
        SearchPageScanner.scan(Array(text.utf8))
    }

    @Test func itemsAreReadLikeAListInAnyMemberOrder() throws {
        let item = #"{"id":1,"name":"swift","full_name":"apple/swift","private":false,"owner":{"login":"apple","avatar_url":"https://a/1"},"html_url":"https://github.com/apple/swift","description":"The Swift Programming Language","fork":false,"stargazers_count":67000,"language":"C++","topics":["swift","compiler"],"score":1.0}"#
        let content = try scan(#"{"items":[\#(item),{"no_name":1},7],"unknown":{"a":[1,2]},"incomplete_results":true,"total_count":180250}"#).get()
        #expect(content.totalCount == 180_250)
        #expect(content.incompleteResults)
        #expect(content.repositories.map(\.name) == ["swift"])
        let repository = try #require(content.repositories.first)
        #expect(repository.fullName == "apple/swift")
        #expect(repository.stargazersCount == 67_000)
        #expect(repository.topics == ["swift", "compiler"])
        #expect(repository.owner?.login == "apple")
        #expect(try RepositoryDecoder.decode(Array("[\(item)]".utf8)) == content.repositories)
    }

    @Test func emptyResultAndMissingIncompleteFlag() throws {
        let content = try scan("\u{FEFF} {\"total_count\":0,\"items\":[]} ").get()
        #expect(content == SearchPageScanner.Content(totalCount: 0, incompleteResults: false, repositories: []))
    }

    @Test func whatIsNotASearchAnswerSaysSo() {
        #expect(scan(#"{"message":"Not Found","documentation_url":"x"}"#) == .failure(.notASearchAnswer(message: "Not Found")))
        #expect(scan(#"{"total_count":"many","items":[]}"#) == .failure(.notASearchAnswer(message: nil)))
        #expect(scan(#"{"total_count":-1,"items":[]}"#) == .failure(.notASearchAnswer(message: nil)))
        #expect(scan(#"{"total_count":3,"items":{}}"#) == .failure(.notASearchAnswer(message: nil)))
        #expect(scan(#"{"total_count":3}"#) == .failure(.notASearchAnswer(message: nil)))
        #expect(scan("[]") == .failure(.notASearchAnswer(message: nil)))
        #expect(scan("42") == .failure(.notASearchAnswer(message: nil)))
        #expect(scan("null") == .failure(.notASearchAnswer(message: nil)), "JSON, though not an answer")
        #expect(scan("") == .failure(.notJSON))
        #expect(scan(#"{"total_count":3,"items":[]"#) == .failure(.notJSON))
        #expect(scan(#"{"total_count":3,"items":[]} x"#) == .failure(.notJSON))
        #expect(scan("<html>Unicorn!</html>") == .failure(.notJSON))
    }

    @Test func anyBytesGiveAResult() {
        let body = Array(#"{"total_count":2,"incomplete_results":false,"items":[{"name":"a","topics":["x"]},{"name":"b"}]}"#.utf8)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var mutated = body
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated[index] = UInt8.random(in: 0...255, using: &random)
                case 1: mutated.remove(at: index)
                default: mutated.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
                if mutated.isEmpty { break }
            }
            _ = SearchPageScanner.scan(mutated)
            _ = ErrorExplanation.read(mutated)
        }
        _ = SearchPageScanner.scan(Array(repeating: UInt8(ascii: "["), count: 10_000))
        _ = ErrorExplanation.read(Array(#"{"message":"x","errors":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 10_000))
    }

    @Test func explanationIsTheMessageThenEachError() {
        func read(_ text: String) -> String? { ErrorExplanation.read(Array(text.utf8)) }
        #expect(read(SearchAnswers.tooLong) == "Validation Failed: The search is longer than 256 characters.")
        #expect(read(SearchAnswers.missing) == "Validation Failed: q missing")
        #expect(read(SearchAnswers.beyondCap) == "Only the first 1000 search results are available")
        #expect(read(#"{"message":"Validation Failed","errors":[{"message":"A"},"junk",{"code":"invalid"},{},{"message":"B"}]}"#)
            == "Validation Failed: A; invalid; B")
        #expect(read(#"{"message":"M","errors":[{"message":"1"},{"message":"2"},{"message":"3"},{"message":"4"},{"message":"5"},{"message":"6"}]}"#)
            == "M: 1; 2; 3; 4; 5")
        #expect(read(#"{"message":"M","errors":"not a list"}"#) == "M")
        #expect(read(#"{"errors":[{"message":"A"}]}"#) == nil)
        #expect(read(#"{"message":""}"#) == nil)
        #expect(read("[]") == nil)
        #expect(read("not json") == nil)
        #expect(read(#"{"message":"M"} trailing"#) == nil)
    }
}
