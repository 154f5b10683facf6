import GHSearchCLI
import GHSearchGitHub
import GHSearchText

/// libFuzzer entry: any bytes as the body of a repository-list page, through
/// the public `RepositoryDecoder.decode(_:)` (whatever its internals) and
/// `errorMessage(_:)`. Checks: no crash, and no control character of a
/// decoded name or description survives the terminal sanitiser.
@_cdecl("LLVMFuzzerTestOneInput")
public func repositoryDecoderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    if let repositories = try? RepositoryDecoder.decode(body) {
        // Sanitised text from every decoded field must be free of controls.
        for repository in repositories {
            let shown = TerminalText.sanitize(repository.name + (repository.description ?? ""))
            if shown.unicodeScalars.contains(where: { $0.value == 0x1B || $0.value < 0x20 }) {
                fatalError("a control character survived sanitising a decoded repository")
            }
        }
    }
    _ = RepositoryDecoder.errorMessage(body)
    return 0
}
