import GHSearchCLI
import GHSearchGitHub

/// libFuzzer entry: the input is split at NUL into up to 5 values for the
/// `x-ratelimit-limit/-remaining/-used/-reset/-resource` headers (missing
/// values leave a header out). Checks: no crash, numbers are never negative,
/// and the parsed quota text is digits and a slash only.
@_cdecl("LLVMFuzzerTestOneInput")
public func rateLimitFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let values = text.split(separator: "\0", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
    let names = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-used", "x-ratelimit-reset", "x-ratelimit-resource"]
    var headers = HTTPHeaders()
    for (name, value) in zip(names, values) { headers.append(name: name, value: value) }
    headers.append(name: "retry-after", value: values.last ?? "")
    guard let limit = RateLimit(headers: headers) else { return 0 }
    for number in [limit.limit, limit.remaining, limit.used] {
        if let number, number < 0 { fatalError("negative rate-limit number \(number)") }
    }
    if let quota = limit.quotaText, !quota.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 47 }) {
        fatalError("quota text is not digits: \(quota.debugDescription)")
    }
    if let reset = limit.reset {
        _ = GitHubError.rateLimited(limit).describe(apiURL: "https://api.github.com", now: reset.addingTimeInterval(-90))
    }
    return 0
}
