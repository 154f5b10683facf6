import Testing
@testable import GHSearchCLI
@testable import GHSearchScripting
@testable import GHSearchText

/// The last line of an interrupted batch: the user's own command with
/// `--resume`, every argument quoted so a shell reads it back, and no raw
/// control character ever printed.
@Suite struct BatchResumeHintTests {
    @Test func theCommandAsTypedWithResume() {
        #expect(BatchResumeHint.text(arguments: ["--batch", "users.txt", "-o", "out.jsonl"], output: "out.jsonl", readsStandardInput: false)
            == "ghsearch: interrupted. To finish the batch, run: ghsearch --batch users.txt -o out.jsonl --resume")
        #expect(BatchResumeHint.text(arguments: ["--batch", "my users.txt", "-o", "it's.jsonl", "--resume"], output: "it's.jsonl",
                                     readsStandardInput: false)
            == #"ghsearch: interrupted. To finish the batch, run: ghsearch --batch 'my users.txt' -o 'it'\''s.jsonl' --resume"#)
        #expect(BatchResumeHint.text(arguments: ["--batch", "-", "-o", "o"], output: "o", readsStandardInput: true)
            == "ghsearch: interrupted. To finish the batch, run: ghsearch --batch - -o o --resume (with the same input on standard input)")
    }

    @Test func standardOutputCannotBeResumedSoTheHintSaysWhatToDoInstead() {
        #expect(BatchResumeHint.text(arguments: ["--batch", "u.txt", "--json", "name"], output: nil, readsStandardInput: false)
            == "ghsearch: interrupted. A batch written to standard output cannot be resumed; to be able to, write to a file: ghsearch --batch u.txt --json name -o FILE, and if it stops, run that again with --resume.")
        #expect(BatchResumeHint.text(arguments: ["--batch", "u.txt"], output: nil, readsStandardInput: false, catalogue: .korean)
            .contains("ghsearch --batch u.txt -o FILE"))
    }

    @Test(arguments: [
        ("plain-Name_1.txt", "plain-Name_1.txt"),
        ("", "''"),
        ("a b", "'a b'"),
        ("$HOME;rm -rf ~", "'$HOME;rm -rf ~'"),
        ("it's", #"'it'\''s'"#),
        ("한글 파일", "'한글 파일'"),
        ("a\u{1B}[2Jb", #"$'a\x1b[2Jb'"#),
        ("line\nbreak", #"$'line\nbreak'"#),
        ("it's\u{7}", #"$'it\'s\x07'"#),
        ("c1\u{9B}bidi\u{202E}", #"$'c1\u009bbidi\u202e'"#),
        (#"back\slash"#, #"'back\slash'"#),
    ])
    func wordsAreQuotedForTheShellWithoutControls(word: String, quoted: String) throws {
        #expect(ShellWords.quote(word) == quoted)
        #expect(!quoted.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
        if !quoted.hasPrefix("$'") {
            #expect(try ShellWords.split(quoted) == [word], "read back as one word")
        }
    }
}
