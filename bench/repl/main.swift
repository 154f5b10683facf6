// Keystroke-to-frame cost of the interactive mode's local filter, built by
// bench/repl.sh as the `repl-benchmark` product (release) against GHSearchCLI:
// the view model, the screen and the pure frame diff (nothing here ships).
//
// The repositories (5,000 by default; bench/repl.sh runs 5,000, 30,000 and
// 100,000) are first loaded into the view model page by page, as the
// background loading delivers them (a redraw after each page), timing the
// thread's CPU and the memory it takes; then, for every
// keystroke of a filter typed and erased again, the work the program does
// between reading a key and writing the frame is timed: the state update
// (filter), the screen render (layout, the visible rows, highlights) and the
// diff against the previous frame. Bytes written per frame are counted, and
// compared with what a full repaint of every row would write.
import Foundation
import GHSearchCLI
import GHSearchGitHub
import GHSearchFilter
import GHSearchInteractive
import GHSearchPresent

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// CPU time of the calling thread, in milliseconds.
func threadCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// Resident memory of the process, in megabytes (Linux).
func residentMB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1e6
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

let count = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 5000
let width = 120, height = 40
let words = ["cache", "swift", "parser", "demo", "core", "net", "ui", "kit", "json", "async"]
let descriptions = ["Caching layer for network requests", "実験的なSwiftライブラリ — notes", "간단한 예제 앱: 저장소 검색",
                    "Port of a classic tutorial 🍻", "Café: résumé naïve façade", "Command-line tool to search repos"]
let now = Date(timeIntervalSince1970: 1_790_000_000)
/// Repository `i`, made afresh each time (its strings are its own, as decoded ones are).
func makeRepository(_ i: Int) -> Repository {
    let name = "\(words[i % words.count])-\(words[(i / 7) % words.count])-\(i)"
    return Repository(  // with an id, as GitHub's answers always have (rows are told apart by it)
        name: name, fullName: "big/\(name)", htmlURL: "https://github.com/big/\(name)",
        description: descriptions[i % descriptions.count] + " \(i)", language: ["Swift", "Go", "Rust", nil][i % 4],
        stargazersCount: (i * 7919) % 50_000, topics: [words[(i / 3) % words.count]],
        pushedAt: now.addingTimeInterval(-Double(i) * 86_400), id: 90_000_000 + i)
}

// Loading: pages of 100, as the background loading answers them, a frame after each.
let pageCount = (count + 99) / 100
func pageURL(_ n: Int) -> String { "https://api.github.com/user/1/repos?per_page=100&page=\(n)" }
func page(_ n: Int) -> RepositoryPage {
    RepositoryPage(repositories: (((n - 1) * 100)..<min(count, n * 100)).map(makeRepository),
                   next: n < pageCount ? pageURL(n + 1) : nil, last: pageCount > 1 ? pageURL(pageCount) : nil)
}
// The filter's engine as the interactive mode makes it: large runs over every core.
let parallel = ParallelLoop(width: ProcessInfo.processInfo.activeProcessorCount) { n, body in
    DispatchQueue.concurrentPerform(iterations: n, execute: body)
}
var state = SearchViewModel(loading: LoadingPolicy(maxRepositories: 100_000), engine: FilterEngine(parallel: parallel))
var screen = SearchScreen()
let loadStart = threadCPU()
let memoryBeforeLoading = residentMB()
_ = state.send(.key(.list(.lineChanged("big"))))
_ = state.send(.loading(.searchStarted(.user("big"))))
_ = state.send(.loading(.searchFinished(.user("big"), outcome: .loaded(page(1)))))
var start = ContinuousClock.now
var previous = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
let firstFrame = milliseconds(ContinuousClock.now - start)
for n in stride(from: 2, through: pageCount, by: 1) {
    _ = state.send(.loading(.pageLoaded(.user("big"), url: pageURL(n), .success(page(n)))))
    previous = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
}
let loadCPU = threadCPU() - loadStart
let memoryOfLoading = residentMB() - memoryBeforeLoading
// What `--once` holds for the same user: the repositories, decoded (made) once.
let memoryBeforeRows = residentMB()
let repositories = (0..<count).map(makeRepository)
let memoryOfRows = residentMB() - memoryBeforeRows
precondition(state.results?.repositories.count == count && state.count.more == false, "not all loaded")
let firstBytes = FrameDiff.update(from: nil, to: previous, screenRows: height, cursorColumn: 5).utf8.count

// Type a filter and erase it again, 20 times over.
let filter = " swift json"
var lines: [String] = []
for i in 1...filter.count { lines.append("big" + String(filter.prefix(i))) }
for i in stride(from: filter.count - 1, through: 0, by: -1) { lines.append("big" + String(filter.prefix(i))) }
var latencies: [Double] = []
var cpuLatencies: [Double] = []
var frameBytes: [Double] = []
var repaintBytes: [Double] = []
for _ in 0..<20 {
    for line in lines {
        start = ContinuousClock.now
        let cpuStart = threadCPU()
        _ = state.send(.key(.list(.lineChanged(line))))
        let frame = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
        let bytes = FrameDiff.update(from: previous, to: frame, screenRows: height, cursorColumn: line.count + 3)
        latencies.append(milliseconds(ContinuousClock.now - start))
        cpuLatencies.append(threadCPU() - cpuStart)
        frameBytes.append(Double(bytes.utf8.count))
        repaintBytes.append(Double(FrameDiff.update(from: nil, to: frame, screenRows: height, cursorColumn: line.count + 3).utf8.count))
        previous = frame
    }
}
// Fresh keystrokes: distinct words typed letter by letter, each line one
// the engine has never seen (no cached result to reuse; typing on narrows
// from the line before, as in the program). Lines seen before are sent but
// not measured; the line goes back to the name between words, unmeasured.
struct SplitMix64 {  // the same words every run
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
var random = SplitMix64(state: 42)
let letters = Array("abcdefghijklmnopqrstuvwxyz")
var seenLines: Set<String> = ["big"]
var freshLatencies: [Double] = []
var freshCPU: [Double] = []
_ = state.send(.key(.list(.lineChanged("big"))))
previous = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
while freshLatencies.count < 400 {
    let length = 2 + Int(random.next() % 5)
    let word = String((0..<length).map { _ in letters[Int(random.next() % 26)] })
    for i in 1...word.count {
        let line = "big " + String(word.prefix(i))
        let fresh = seenLines.insert(line).inserted
        start = ContinuousClock.now
        let cpuStart = threadCPU()
        _ = state.send(.key(.list(.lineChanged(line))))
        let frame = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
        _ = FrameDiff.update(from: previous, to: frame, screenRows: height, cursorColumn: line.count + 3)
        if fresh {
            freshLatencies.append(milliseconds(ContinuousClock.now - start))
            freshCPU.append(threadCPU() - cpuStart)
        }
        previous = frame
    }
    _ = state.send(.key(.list(.lineChanged("big"))))
    previous = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
}

// Moving the selection (Down) over the filtered list.
_ = state.send(.key(.list(.lineChanged("big"))))
previous = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
var moveLatencies: [Double] = []
var moveBytes: [Double] = []
for _ in 0..<200 {
    start = ContinuousClock.now
    _ = state.send(.key(.list(.moveSelection(1))))
    let frame = screen.render(state, width: width, height: height, now: now, colorMode: .trueColor)
    let bytes = FrameDiff.update(from: previous, to: frame, screenRows: height, cursorColumn: 6)
    moveLatencies.append(milliseconds(ContinuousClock.now - start))
    moveBytes.append(Double(bytes.utf8.count))
    previous = frame
}

func row(_ name: String, _ values: [Double], _ unit: String, digits: Int = 3) {
    let f = { (v: Double) in String(format: "%.\(digits)f", v) }
    print("| \(name) | \(f(percentile(values, 0.5))) | \(f(percentile(values, 0.95))) | \(f(values.max() ?? 0)) | \(unit) |")
}
print("repositories: \(count), screen \(width)x\(height), \(latencies.count) filter keystrokes, \(moveLatencies.count) selection moves")
print("| measurement | median | p95 | max | unit |")
print("|---|---|---|---|---|")
print("| first frame after the first page | \(String(format: "%.3f", firstFrame)) | | | ms |")
row("filter keystroke → frame bytes ready (wall)", latencies, "ms")
row("filter keystroke → frame bytes ready (thread CPU)", cpuLatencies, "ms")
row("fresh filter keystroke (a line never typed before) → frame bytes ready (wall)", freshLatencies, "ms")
row("fresh filter keystroke → frame bytes ready (thread CPU)", freshCPU, "ms")
row("selection move → frame bytes ready", moveLatencies, "ms")
row("bytes written per filter frame", frameBytes, "bytes", digits: 0)
row("bytes of a full repaint (same frames)", repaintBytes, "bytes", digits: 0)
row("bytes written per selection move", moveBytes, "bytes", digits: 0)
print("first frame bytes: \(firstBytes)")
print(String(format: "loading %d repositories in %d pages (view model + a frame per page): %.0f ms of CPU; "
             + "memory %.1f MB for the loaded state vs %.1f MB for the repositories alone (as --once holds them): %.2fx",
             count, pageCount, loadCPU, memoryOfLoading, memoryOfRows, memoryOfLoading / max(0.1, memoryOfRows)))
let budget = 16.0
print(String(format: "filter keystroke median / 16 ms budget = %.3f (goal: < 1)", percentile(latencies, 0.5) / budget))
print(String(format: "filter keystroke p95 / 16 ms budget = %.3f (thread CPU: %.3f)", percentile(latencies, 0.95) / budget,
             percentile(cpuLatencies, 0.95) / budget))
print(String(format: "fresh keystroke p95 / 8 ms goal = %.3f (thread CPU: %.3f)", percentile(freshLatencies, 0.95) / 8,
             percentile(freshCPU, 0.95) / 8))
print(String(format: "diff bytes / full-repaint bytes (median) = %.2f", percentile(frameBytes, 0.5) / percentile(repaintBytes, 0.5)))
