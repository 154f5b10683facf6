import GHSearchCLI
import GHSearchGitHub
import GHSearchScripting

/// libFuzzer entry for the `--batch` input reader: any bytes as an input
/// file, through `BatchInput(bytes:)`. Checks: no crash; every user is
/// there once (case-insensitively); every name to search is one GitHub
/// could have (so it can go into a URL as is); no name holds a line break
/// or a `#`, or starts with a byte-order mark.
@_cdecl("LLVMFuzzerTestOneInput")
public func batchInputFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = BatchInput(bytes: bytes)
    var keys = Set<String>()
    for entry in input.entries {
        guard keys.insert(entry.key).inserted else { fatalError("\(entry.user.debugDescription) is listed twice") }
        if entry.user.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "#" })
            || entry.user.unicodeScalars.first == "\u{FEFF}" {
            fatalError("a name holds a line break or a comment, or starts with a byte-order mark: \(entry.user.debugDescription)")
        }
        if case .search(let login) = entry {
            guard case .valid(let checked) = GitHubLogin(login), checked == login else {
                fatalError("\(login.debugDescription) is searched but is no GitHub name")
            }
        }
    }
    return 0
}
