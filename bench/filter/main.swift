// Filter + rank per keystroke over 5,000 / 30,000 / 100,000 generated
// repositories, built by SwiftPM in release mode:
//
//   swift build -c release --product filter-bench && .build/release/filter-bench [counts…]
//
// For each size: the corpus is built (and, separately, appended page by page
// as background loading will, the filter on screen following each page),
// then realistic filters are typed and erased one keystroke at a time. A
// keystroke's cost is what the view model will pay before drawing:
// `FilterEngine.run` (parse, match, rank) plus the highlights of the rows on
// one screen (`FilterEngine.matches` for the top 36). Each session starts
// from a fresh engine (no warm cache). Times are CPU time of the thread (the
// machine is shared: wall time includes waiting for a core), once on one
// thread and once split over the cores (wall time and the CPU of all
// threads). The baseline is the filter shipped before this work
// (`SubstringBaseline`: substring only, no ranking), same keystrokes, same run.
import Foundation
import GHSearchCLI
import GHSearchGitHub
import GHSearchFilter

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// CPU time of this thread: what a keystroke costs, whoever else runs on the machine.
func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

/// CPU time of the whole process (every thread), in ms.
func processCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// SplitMix64: the same data every run.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

let nameWords = ["swift", "json", "core", "kit", "net", "http", "cli", "api", "parser", "cache", "ui", "async", "go",
                 "rust", "react", "vim", "docker", "jenkins", "cloud", "test", "db", "sql", "log", "auth", "web", "app",
                 "plugin", "server", "client", "tools", "config", "data", "ml", "image", "zig", "lint", "format", "sdk"]
let proseWords = ["a", "the", "for", "and", "of", "with", "simple", "fast", "library", "framework", "tool", "command",
                  "line", "written", "in", "Swift", "Go", "Rust", "small", "example", "app", "server", "client",
                  "network", "requests", "JSON", "parser", "plugin", "Jenkins", "cloud", "toolkit", "tutorial",
                  "port", "experimental", "notes", "my", "dotfiles", "configuration", "GitHub", "API", "wrapper",
                  "async", "streams", "terminal", "UI", "web", "framework", "database", "driver", "tests"]
let foreign = ["실험적인 라이브러리", "간단한 예제 앱: 저장소 검색", "実験的なSwiftライブラリ", "漢字テスト",
               "Café: résumé naïve façade", "Port of a classic tutorial 🍻", "Ünïcode handling für Straße", "🚀 fast"]
let languages: [String?] = ["Swift", "Go", "Rust", "JavaScript", "TypeScript", "Python", "C", "C++", "Java", "Ruby",
                            "Shell", "Vim Script", "Zig", "Kotlin", nil, nil]

func generate(_ count: Int) -> [Repository] {
    var random = Random(state: 42)
    let now = 1_790_000_000.0
    return (0..<count).map { i in
        var parts = (0..<(1 + random.below(3))).map { _ in random.pick(nameWords) }
        if random.below(5) == 0 { parts = [parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()] }
        let name = parts.joined(separator: random.below(4) == 0 ? "_" : "-") + (random.below(3) == 0 ? "\(i)" : "")
        var description: String?
        switch random.below(10) {
        case 0, 1, 2: description = nil
        case 3: description = random.pick(foreign)
        default: description = (0..<(3 + random.below(14))).map { _ in random.pick(proseWords) }.joined(separator: " ")
        }
        let stars = random.below(4) == 0 ? random.below(20_000) : random.below(30)
        return Repository(
            name: name, fullName: "big/\(name)", htmlURL: "https://github.com/big/\(name)", description: description,
            language: random.pick(languages), stargazersCount: stars, forksCount: stars / 7, isFork: random.below(6) == 0,
            isArchived: random.below(12) == 0, topics: (0..<random.below(4)).map { _ in random.pick(nameWords) },
            createdAt: Date(timeIntervalSince1970: now - Double(random.below(3000)) * 86_400),
            updatedAt: Date(timeIntervalSince1970: now - Double(random.below(900)) * 86_400),
            pushedAt: Date(timeIntervalSince1970: now - Double(random.below(1500)) * 86_400))
    }
}

/// Each filter typed one character at a time, then erased the same way.
let sessions = ["swift json", "jcld", "net !test", "language:go stars:>10 cli", "^core | kit$", "sort:stars api",
                "httpclient", "'parser tool"]
func keystrokes(_ text: String) -> [String] {
    let typed = (1...text.count).map { String(text.prefix($0)) }
    return typed + typed.reversed().dropFirst().map { $0 } + [""]
}

let screenRows = 36
let arguments = CommandLine.arguments.dropFirst()
let counts = arguments.compactMap { Int($0) }
/// `--trace`: every keystroke of the first single-thread repetition, with its time and rows.
let trace = arguments.contains("--trace")
/// `--fresh-only`: only the fresh keystrokes (below the main table).
let freshOnly = arguments.contains("--fresh-only")
let cores = ProcessInfo.processInfo.activeProcessorCount

/// One pass over every session with fresh engines; per keystroke: CPU ms of
/// this thread, CPU ms of the process, wall ms.
func type(over corpus: FilterCorpus, parallelism: Int, trace: Bool) -> (thread: [Double], process: [Double], wall: [Double]) {
    var thread: [Double] = [], process: [Double] = [], wall: [Double] = []
    for session in sessions {
        var engine = FilterEngine(parallel: parallelism > 1 ? ParallelLoop(width: parallelism) { n, body in
            DispatchQueue.concurrentPerform(iterations: n, execute: body)
        } : .serial)
        for line in keystrokes(session) {
            let start = ContinuousClock.now
            let threadStart = threadCPU(), processStart = processCPU()
            let filter = Filter(line)
            let result = engine.run(filter, over: corpus)
            let top = result.rows.prefix(screenRows)
            if !filter.isEmpty { _ = engine.matches(top, filter: filter, corpus: corpus) }
            thread.append(threadCPU() - threadStart)
            process.append(processCPU() - processStart)
            wall.append(milliseconds(ContinuousClock.now - start))
            if trace {
                print(String(format: "  %8.2f ms cpu %8.2f ms wall %7d rows  %@", thread.last!, wall.last!,
                             result.rows.count, "`\(line)`"))
            }
        }
    }
    return (thread, process, wall)
}

let f = { (v: Double) in String(format: "%.2f", v) }
print("Filter + rank + highlights of one screen (\(screenRows) rows) per keystroke; release build; \(cores) cores, shared")
print("sessions, each typed then erased one key at a time: \(sessions.map { "`\($0)`" }.joined(separator: ", "))")
print()
print("| repositories | build corpus | corpus size | append by 100s | 1 thread: CPU median | p95 | max | \(cores) threads: wall median | p95 | CPU p95 | shipped filter: CPU median | p95 | p95 / 16 ms (1 thread CPU) |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for count in freshOnly ? [] : counts.isEmpty ? [5_000, 30_000, 100_000] : counts {
    let repositories = generate(count)
    var cpuStart = threadCPU()
    let corpus = FilterCorpus(repositories)
    let build = threadCPU() - cpuStart
    cpuStart = threadCPU()
    var paged = FilterCorpus()
    var pagedEngine = FilterEngine()
    for page in stride(from: 0, to: count, by: 100) {
        paged.append(contentsOf: repositories[page..<min(count, page + 100)])
        _ = pagedEngine.run(Filter("swift"), over: paged)  // the filter on screen follows every page
    }
    let append = threadCPU() - cpuStart
    precondition(paged == corpus)

    var single: [Double] = [], parallelWall: [Double] = [], parallelCPU: [Double] = []
    for repetition in 0..<3 {
        single += type(over: corpus, parallelism: 1, trace: trace && repetition == 0).thread
        let parallel = type(over: corpus, parallelism: cores, trace: false)
        parallelWall += parallel.wall
        parallelCPU += parallel.process
    }
    // Baseline: the filter shipped before (substring, no ranking), same keystrokes; it narrows too.
    let loaded = SubstringBaseline(repositories)
    var baseline: [Double] = []
    for _ in 0..<3 {
        for session in sessions {
            var previous = ""
            var visible: [Int]? = nil
            for line in keystrokes(session) {
                let start = threadCPU()
                let narrowing = !previous.isEmpty && line.hasPrefix(previous) && !previous.hasSuffix(" ")
                visible = loaded.indices(matching: line, within: narrowing ? visible : nil)
                baseline.append(threadCPU() - start)
                previous = line
            }
        }
    }
    print("| \(count) | \(f(build)) ms | \(f(Double(corpus.approximateBytes) / 1e6)) MB | \(f(append)) ms | \(f(percentile(single, 0.5))) ms | \(f(percentile(single, 0.95))) ms | "
          + "\(f(single.max()!)) ms | \(f(percentile(parallelWall, 0.5))) ms | \(f(percentile(parallelWall, 0.95))) ms | "
          + "\(f(percentile(parallelCPU, 0.95))) ms | \(f(percentile(baseline, 0.5))) ms | \(f(percentile(baseline, 0.95))) ms | "
          + "\(f(percentile(single, 0.95) / 16)) |")
}

// Fresh keystrokes: distinct words typed letter by letter after one
// another (bench/repl's and bench/keystrokes.py's sequence: 2–6
// pseudo-random letters), only lines never typed before measured; each
// extends the line before it, none is answered from the cache. One engine
// for all, as in the program; the word is erased (unmeasured) before the next.
print()
print("Fresh keystrokes (distinct words, 400 lines never typed before), 1 thread CPU and \(cores) threads wall:")
print("| repositories | 1 thread: CPU median | p95 | max | \(cores) threads: wall median | p95 | max | first letters: CPU p95 |")
print("|---|---|---|---|---|---|---|---|")
for count in counts.isEmpty ? [5_000, 30_000, 100_000] : counts {
    let corpus = FilterCorpus(generate(count))
    var results: [(cpu: [Double], wall: [Double], first: [Double])] = []
    for parallelism in [1, cores] {
        var engine = FilterEngine(parallel: parallelism > 1 ? ParallelLoop(width: parallelism) { n, body in
            DispatchQueue.concurrentPerform(iterations: n, execute: body)
        } : .serial)
        var random = Random(state: 42)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var seen: Set<String> = []
        var cpu: [Double] = [], wall: [Double] = [], first: [Double] = []
        var slowest: [(Double, String, Int)] = []
        while cpu.count < 400 {
            let length = 2 + Int(random.next() % 5)
            let word = String((0..<length).map { _ in letters[Int(random.next() % 26)] })
            for i in 1...word.count {
                let line = String(word.prefix(i))
                let fresh = seen.insert(line).inserted
                let start = ContinuousClock.now
                let threadStart = threadCPU()
                let filter = Filter(line)
                let result = engine.run(filter, over: corpus)
                _ = engine.matches(result.rows.prefix(screenRows), filter: filter, corpus: corpus)
                guard fresh else { continue }
                cpu.append(threadCPU() - threadStart)
                wall.append(milliseconds(ContinuousClock.now - start))
                if i == 1 { first.append(cpu.last!) }
                slowest.append((cpu.last!, line, result.rows.count))
            }
            _ = engine.run(Filter(""), over: corpus)
        }
        if trace && parallelism == 1 {
            for (ms, line, rows) in slowest.sorted(by: { $0.0 > $1.0 }).prefix(15) {
                print(String(format: "  %8.2f ms cpu %7d rows  `%@`", ms, rows, line))
            }
        }
        results.append((cpu, wall, first))
    }
    let one = results[0], many = results[1]
    print("| \(count) | \(f(percentile(one.cpu, 0.5))) ms | \(f(percentile(one.cpu, 0.95))) ms | \(f(one.cpu.max()!)) ms | "
          + "\(f(percentile(many.wall, 0.5))) ms | \(f(percentile(many.wall, 0.95))) ms | \(f(many.wall.max()!)) ms | "
          + "\(f(percentile(one.first, 0.95))) ms |")
}
