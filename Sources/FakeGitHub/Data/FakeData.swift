/// Deterministic, realistic-looking accounts: varied languages, licenses,
/// dates and sizes; some null descriptions, languages and licenses; some
/// forks and archived repositories; descriptions in several scripts
/// (CJK, Hangul, accents, emoji). The same arguments always give the same data.
public enum FakeData {
    /// An account with `repositoryCount` generated repositories.
    public static func user(login: String, id: Int, repositoryCount: Int, seed: UInt64 = 1) -> FakeUser {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ UInt64(bitPattern: Int64(id)))
        var names = Set<String>()
        var repositories: [FakeRepository] = []
        repositories.reserveCapacity(max(0, repositoryCount))
        for index in 0..<max(0, repositoryCount) {
            var name = makeName(&random)
            if names.contains(name.lowercased()) { name += "-\(index)" }
            names.insert(name.lowercased())
            repositories.append(repository(named: name, index: index, accountID: id, random: &random))
        }
        return FakeUser(login: login, id: id, repositories: repositories)
    }

    /// One generated repository (owned by the listing account).
    static func repository(named name: String, index: Int, accountID: Int, random: inout SplitMix64) -> FakeRepository {
        let created = 1_262_304_000 + Int64(random.below(440_000_000))  // 2010 … 2023
        let updated = created + Int64(random.below(60_000_000))
        let pushed: Int64? = random.chance(3) ? nil : updated - Int64(random.below(3_600))
        let stars = random.chance(40) ? random.below(5) : Int(Double(random.below(1_000)) * Double(random.below(60)) / 10)
        let fork = random.chance(15)
        let language: String? = random.chance(10) ? nil : random.pick(languages)
        let license: FakeLicense? = random.chance(30) ? nil : random.pick(licenses)
        let topicCount = random.chance(50) ? 0 : random.below(5)
        var topics = Set<String>()
        for _ in 0..<topicCount { topics.insert(random.pick(topicWords)) }
        let homepage: String? = random.chance(70) ? nil : (random.chance(30) ? "" : "https://\(name.lowercased()).example.org")
        return FakeRepository(
            id: accountID &* 1_000 &+ 100_000_000 &+ index,
            name: name,
            description: random.chance(15) ? nil : makeDescription(&random),
            fork: fork,
            createdAt: created,
            updatedAt: updated,
            pushedAt: pushed,
            homepage: homepage,
            size: random.below(250_000),
            stargazersCount: stars,
            language: language,
            hasPages: random.chance(10),
            hasDiscussions: random.chance(10),
            forksCount: stars / 7 + random.below(3),
            archived: random.chance(6),
            openIssuesCount: random.below(40),
            license: license,
            isTemplate: random.chance(3),
            topics: topics.sorted(),
            defaultBranch: random.chance(70) ? "main" : "master")
    }

    private static func makeName(_ random: inout SplitMix64) -> String {
        switch random.below(4) {
        case 0: "\(random.pick(prefixes))\(random.pick(nouns).capitalizedFirst)"
        case 1: "\(random.pick(prefixes))-\(random.pick(nouns))"
        case 2: "\(random.pick(nouns))-\(random.pick(suffixes))"
        default: "\(random.pick(nouns).capitalizedFirst)\(random.pick(suffixes).capitalizedFirst)"
        }
    }

    private static func makeDescription(_ random: inout SplitMix64) -> String {
        switch random.below(10) {
        case 0: random.pick(cjkDescriptions)
        case 1: random.pick(accentedDescriptions)
        case 2: "\(random.pick(emoji)) \(random.pick(englishDescriptions))"
        default: random.pick(englishDescriptions)
        }
    }

    static let languages = [
        "Swift", "Swift", "Swift", "Objective-C", "Python", "JavaScript", "TypeScript", "Go", "Rust", "C", "C++",
        "Ruby", "Java", "Kotlin", "Shell", "HTML", "Dockerfile", "Haskell", "Elixir", "Zig",
    ]
    static let licenses: [FakeLicense] = [.mit, .mit, .apache2, .gpl3, .bsd3, .other]
    static let prefixes = ["rx", "swift", "ios", "mac", "linux", "ui", "core", "fast", "tiny", "open", "hyper", "micro"]
    static let nouns = [
        "kit", "search", "table", "reactive", "network", "parser", "cache", "router", "json", "image", "terminal",
        "editor", "shell", "widget", "storage", "crypto", "logger", "layout", "charts", "maps", "sync", "queue",
    ]
    static let suffixes = ["demo", "example", "tutorial", "playground", "tools", "lib", "swift", "app", "core", "sdk"]
    static let topicWords = [
        "swift", "ios", "rxswift", "mvvm", "reactive", "linux", "cli", "terminal", "networking", "json", "tutorial",
        "macos", "server", "concurrency",
    ]
    static let emoji = ["🚀", "✨", "🐙", "🔥", "📦", "🦀", "🍻", "👩‍💻"]
    static let englishDescriptions = [
        "A small library for building reactive user interfaces",
        "Sample code for the RxSwift chapter on MVVM",
        "Experiments with structured concurrency",
        "Command-line tool to search things quickly",
        "Fast JSON parsing without reflection",
        "Playground with notes from a workshop",
        "Minimal HTTP router with zero dependencies",
        "Terminal UI toolkit: tables, spinners & progress bars",
        "Caching layer for network responses (ETag aware)",
        "My dotfiles",
        "Port of a classic tutorial app to the command line",
        "Utilities for working with \"quoted\" strings and <angle> brackets",
    ]
    static let cjkDescriptions = [
        "実験的なSwiftライブラリ — 日本語のテキスト処理",
        "中文分词工具，支持自定义词典",
        "간단한 예제 앱: 저장소 검색",
        "한국어 형태소 분석기 (Swift 구현)",
        "東京の天気を表示するウィジェット",
    ]
    static let accentedDescriptions = [
        "Gestionnaire de fenêtres à la xmonad, écrit en Swift",
        "Café: résumé naïve façade — coöperation über alles",
        "Biblioteca de análise sintática para configuração",
        "Ångström-level precision for Ørsted measurements",
    ]
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
