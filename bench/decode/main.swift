// Decode benchmark: compiled by bench/run.sh with `swiftc -O` together with
// the decoder's own source files (no benchmark target in the package).
// Usage: decode-bench FILE [ITERATIONS]
// Prints: bytes, repositories, best and median seconds per decode, MB/s of the median.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: decode-bench FILE [ITERATIONS]\n".utf8))
    exit(64)
}
let iterations = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 50) : 50
let body = [UInt8](data)

func seconds(_ start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

var count = 0
var times: [Double] = []
for _ in 0..<iterations {
    let start = ContinuousClock.now
    let repositories = (try? RepositoryDecoder.decode(body)) ?? []
    times.append(seconds(start))
    count = repositories.count
}
times.sort()
let median = times[times.count / 2]
let mbps = Double(body.count) / median / 1_000_000
print("bytes=\(body.count) repositories=\(count) min=\(times[0]) median=\(median) max=\(times[times.count - 1]) mbps=\(mbps)")
