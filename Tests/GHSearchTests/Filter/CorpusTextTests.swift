import Foundation
import Testing
import TestSupport
@testable import GHSearchGitHub
@testable import GHSearchFilter

/// The corpus reads each field's text without making it a `String` where
/// it can (printable ASCII from the bytes, the topics without joining
/// them, other scripts scalar by scalar where no `Character` spans two
/// scalars): what it stores must be what the field's text
/// (`FilterField.text(of:)`) read `Character` by `Character`
/// (`MatchText.forEachUnit`) gives.
@Suite(.standardTimeLimit) struct CorpusTextTests {
    /// One field's units, classes and word starts as `MatchText.forEachUnit` reads its text.
    static func expected(_ text: String) -> (units: [UInt32], classes: [UInt8], starts: [Bool]) {
        var units: [UInt32] = []
        var classes: [UInt8] = []
        var starts: [Bool] = []
        var previous = Int(MatchCharacterClass.start.rawValue)
        MatchText.forEachUnit(of: text, limit: FilterCorpus.longestMatched) { unit, characterClass in
            units.append(unit)
            classes.append(characterClass.rawValue)
            starts.append(MatchScoring.startsWord[previous * MatchCharacterClass.count + Int(characterClass.rawValue)])
            previous = Int(characterClass.rawValue)
        }
        return (units, classes, starts)
    }

    /// Every field of every row of `corpus` holds what `expected` reads in the field's text.
    static func check(_ repositories: [Repository], _ corpus: FilterCorpus, sourceLocation: SourceLocation = #_sourceLocation) {
        for (row, repository) in repositories.enumerated() {
            for field in FilterField.allCases {
                let text = field.text(of: repository)
                let want = expected(text)
                let span = corpus.span(row: row, field: field)
                let range = Int(span.start)..<Int(span.start + span.length)
                let got: [UInt32]
                let classes: [UInt8]
                let starts: [Bool]
                if span.isWide {
                    got = Array(corpus.wideRaw[range])
                    classes = Array(corpus.wideClasses[range])
                    #expect(Array(corpus.wideFolded[range]) == got.map(ScalarFolding.fold), sourceLocation: sourceLocation)
                    starts = range.map { corpus.wideWordStarts[$0 >> 6] >> UInt64($0 & 63) & 1 == 1 }
                } else {
                    got = corpus.bytes[range].map(UInt32.init)
                    classes = got.map { MatchCharacterClass.asciiRaw[Int($0)] }
                    starts = range.map { corpus.byteWordStarts[$0 >> 6] >> UInt64($0 & 63) & 1 == 1 }
                }
                #expect(got == want.units, "\(field) of \(text.debugDescription)", sourceLocation: sourceLocation)
                #expect(classes == want.classes, "\(field) of \(text.debugDescription)", sourceLocation: sourceLocation)
                #expect(starts == want.starts, "\(field) of \(text.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func fieldsOfEveryKindHoldTheirTextsCharacters() {
        let texts = ["", "plain ascii", "Café au lait", "über-Parser", "漢字のテキスト", "한국어 설명", "🚀 Rocket fast", "👩‍💻 dev",
                     "e\u{301}cole", "a\u{0300}\u{0301}b", "🇫🇷🇩🇪 flags", "\u{1100}\u{1161}\u{11A8} jamo", "ｆｕｌｌ　ｗｉｄｔｈ",
                     "tab\there", "line\nbreak", "esc\u{1B}[31mred", "soft\u{AD}hyphen", "\u{600}prepend", "ΣΑΣ σας",
                     "кириллица\u{0483}", "か\u{3099}", "mixed 漢字 and 🍻 and é", "x" + String(repeating: "é", count: 3000),
                     String(repeating: "ab ", count: 1000), "\r\n", "नमस्ते", "ǅungla"]
        var repositories: [Repository] = []
        for text in texts {
            repositories.append(Repository(name: text, description: text, language: text, topics: [text, "swift"]))
            repositories.append(Repository(name: "n", description: "d " + text, language: nil, topics: text.split(separator: " ").map(String.init)))
        }
        repositories.append(Repository(name: "many", topics: (0..<800).map { "topic\($0)" }))
        repositories.append(Repository(name: "Upper", visibility: "PUBLIC", topics: ["Swift", "swift", "ÜBER", "über"]))
        let corpus = FilterCorpus(repositories)
        Self.check(repositories, corpus)
        #expect(corpus.topicKeys.contains("swift") && corpus.topicKeys.contains("über") && !corpus.topicKeys.contains("Swift"))
        #expect(corpus.flags.last! & FilterCorpus.visibilityMask == FilterCorpus.visibilityFlag(.public))
    }

    @Test func randomTextAppendedPageByPageHoldsItsCharacters() {
        let repositories = CharacterMaskTests.repositories(400, seed: 29)
        var corpus = FilterCorpus()
        for start in stride(from: 0, to: repositories.count, by: 37) {
            corpus.append(contentsOf: repositories[start..<min(start + 37, repositories.count)])
        }
        Self.check(repositories, corpus)
        #expect(corpus == FilterCorpus(repositories.lazy.map { $0 }))
    }

    /// Languages and topics met again are found through the cache of recent
    /// spellings (`SpellingCache`, whose 64 slots these many spellings
    /// share and evict from): each row keeps the ids of its own keys.
    @Test func spellingsMetAgainKeepTheirKeys() {
        let topics = (0..<300).map { $0 % 3 == 0 ? "Topic\($0)" : "topic\($0)" }
        let languages = (0..<150).map { "Lang\($0)" }
        var repositories: [Repository] = []
        for i in 0..<2_000 {
            repositories.append(Repository(name: "r\(i)", language: languages[i * 7 % languages.count],
                                           topics: [topics[i * 13 % topics.count], topics[i * 29 % topics.count]]))
        }
        let corpus = FilterCorpus(repositories)
        for (row, repository) in repositories.enumerated() {
            let ids = corpus.topicIDs[Int(corpus.topicStarts[row])..<Int(corpus.topicStarts[row + 1])]
            #expect(ids.map { corpus.topicKeys[Int($0)] } == repository.topics.map { $0.lowercased() }, "row \(row)")
            #expect(corpus.languageKeys[Int(corpus.languageIDs[row]) - 1] == FilterLanguage.key(repository.language!), "row \(row)")
        }
        #expect(corpus.topicKeys.count == 300 && corpus.languageKeys.count == 150)
    }

    /// Two scalars of the ranges that stand alone are two characters next
    /// to each other and to the others, as `Character` counts them.
    @Test func scalarsThatStandAloneAreCharactersOfTheirOwn() {
        let probes: [Unicode.Scalar] = ["a", " ", "é", "一", "가", "カ", "Ａ"]
        var checked = 0
        for value in UInt32(0)...0xFFFF where MatchText.standsAlone(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for probe in probes + [scalar] {
                var before = String.UnicodeScalarView()
                before.append(scalar)
                before.append(probe)
                var after = String.UnicodeScalarView()
                after.append(probe)
                after.append(scalar)
                #expect(String(before).count == 2 && String(after).count == 2, "U+\(String(value, radix: 16))")
            }
            checked += 1
        }
        #expect(checked > 40_000)
    }
}
