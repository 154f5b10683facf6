/// The accounts `fake-github` serves by default, for demos, end-to-end
/// tests and benchmarks.
public enum BuiltInDataSet {
    /// - `scotteg` (34 repositories, the tutorial's default user)
    /// - `octocat` (8), `torvalds` (7), `empty` (0)
    /// - `user250` (250), `big` (3,000)
    /// - `hostile` (6 repositories whose texts carry escape sequences,
    ///   C0/C1 controls, bidi overrides, and a 100 kB description)
    /// - `ml-lab` (11, one private): the keyword search's demo
    /// - `readmes` (9 repositories, one for each kind of README a client
    ///   must survive: long, huge, binary, Latin-1, UTF-16, CJK, hostile,
    ///   empty, none; see `BuiltInReadmes`)
    ///
    /// Every other repository serves a README written from its fields
    /// (`GeneratedReadme`), except those without a description.
    public static var users: [FakeUser] {
        [
            FakeData.user(login: "scotteg", id: 1_233_219, repositoryCount: 34, seed: 7),
            FakeData.user(login: "octocat", id: 583_231, repositoryCount: 8, seed: 2),
            FakeData.user(login: "torvalds", id: 1_024_025, repositoryCount: 7, seed: 3),
            FakeUser(login: "empty", id: 90_000_001),
            FakeData.user(login: "user250", id: 90_000_250, repositoryCount: 250, seed: 4),
            FakeData.user(login: "big", id: 90_003_000, repositoryCount: 3_000, seed: 5),
            hostile,
            searchDemo,
            BuiltInReadmes.user,
        ]
    }

    /// An account whose repository texts try to attack a terminal.
    public static var hostile: FakeUser {
        let id = 90_000_666
        let texts: [(String, String?)] = [
            ("clear-screen\u{1B}[2J", "Clears your screen \u{1B}[2J\u{1B}[H and sets a title \u{1B}]0;pwned\u{07}"),
            ("bidi-\u{202E}txt.exe", "Right-to-left override \u{202E}gnp.exe\u{202C} and isolates \u{2066}x\u{2069}"),
            ("c1-controls", "C1 CSI \u{9B}31m red, NEL \u{85} and DEL \u{7F}, NUL \u{0} BEL \u{07} BS \u{08}"),
            ("newlines", "line one\nline two\r\nline three\ttabbed"),
            ("long-description", String(repeating: "0123456789", count: 10_240)),
            ("wide-字符-🐙", "全角文字とemoji 👩‍👩‍👧‍👦 mixed with combining e\u{301}\u{301}\u{301}"),
        ]
        var random = SplitMix64(seed: 666)
        let repositories = texts.enumerated().map { index, text in
            var repository = FakeData.repository(named: text.0, index: index, accountID: id, random: &random)
            repository.description = text.1
            return repository
        }
        return FakeUser(login: "hostile", id: id, repositories: repositories)
    }
}
