import GHSearchCLI
import GHSearchGitHub

/// libFuzzer entry: any bytes as a `Link` header value (one field, and the
/// same bytes split at NUL into several fields). Checks what the parser
/// promises: no crash, and every link it keeps has a non-empty target
/// without `<` or `>`.
@_cdecl("LLVMFuzzerTestOneInput")
public func linkHeaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let one = LinkHeader(text)
    let several = LinkHeader(fields: text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init))
    for link in one.links + several.links {
        if link.target.isEmpty || link.target.contains("<") || link.target.contains(">") {
            fatalError("LinkHeader kept a malformed target: \(link.target.debugDescription)")
        }
    }
    _ = (one.next, one.last, several.target(rel: "prev"))
    return 0
}
