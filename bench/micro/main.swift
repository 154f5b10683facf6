// Micro benchmarks of ghsearch's own code paths, built by bench/run.sh as the
// `micro-benchmark` product (release) against GHSearchCLI (nothing here ships).
//
//   micro decode FILE ITERATIONS        one page, decoded ITERATIONS times;
//                                       prints bytes, repositories, min/median/max s, MB/s
//   micro render-tsv|render-tty ITERATIONS FILE...
//                                       the pages decoded once, then the `--once`
//                                       output rendered ITERATIONS times
import Foundation
import GHSearchCLI
import GHSearchGitHub
import GHSearchScripting

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(64)
}

func seconds(_ start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func bytes(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return [UInt8](data)
}

func report(_ times: [Double], _ extra: String) {
    let sorted = times.sorted()
    print("\(extra) min=\(sorted[0]) median=\(sorted[sorted.count / 2]) max=\(sorted[sorted.count - 1])")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let iterations = Int(arguments[arguments[0] == "decode" ? 2 : 1]), iterations > 0 else {
    fail("usage: micro decode FILE ITERATIONS | micro render-tsv|render-tty ITERATIONS FILE...")
}
switch arguments[0] {
case "decode":
    let body = bytes(arguments[1])
    var times: [Double] = []
    var count = 0
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        count = ((try? RepositoryDecoder.decode(body)) ?? []).count
        times.append(seconds(start))
    }
    let median = times.sorted()[times.count / 2]
    report(times, "bytes=\(body.count) repositories=\(count) mbps=\(Double(body.count) / median / 1e6)")
case "render-tsv", "render-tty":
    let repositories = arguments.dropFirst(2).flatMap { (try? RepositoryDecoder.decode(bytes($0))) ?? [] }
    let target = arguments[0] == "render-tty"
        ? OutputTarget(isTerminal: true, width: 120, colorMode: .basic)
        : OutputTarget(isTerminal: false)
    var times: [Double] = []
    var length = 0
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        length = OnceFormat.render(repositories, hasMore: false, jsonFields: nil, target: target, now: now).utf8.count
        times.append(seconds(start))
    }
    report(times, "repositories=\(repositories.count) outputBytes=\(length)")
default:
    fail("unknown benchmark '\(arguments[0])'")
}
