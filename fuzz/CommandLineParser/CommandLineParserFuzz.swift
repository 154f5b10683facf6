import GHSearchCLI
import GHSearchGitHub

/// libFuzzer entry: what comes before the first U+0001 is a config file, the
/// rest split at NUL is an argument vector (as `argv` would be; the first
/// word is also GHSEARCH_DEFAULT_OPTS). Checks: no crash, and no usage error
/// ever carries an ESC or another control character to the terminal.
@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
    let config = parts.count > 1 ? String(parts[0]) : ""
    let arguments = String(parts.last ?? "").split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    let defaults = [DefaultOptions(configFile: config, path: "/config"), DefaultOptions(environment: arguments.first ?? "")]
    switch CommandLineParser.parse(arguments, defaults: defaults) {
    case .failure(let error):
        let report = error.report
        if report.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }) {
            fatalError("a usage error carries a control character: \(report.debugDescription)")
        }
    case .success(.run(let options)):
        if case .once(let login) = options.mode, case .invalid(let name, let reason) = GitHubLogin(login) {
            let message = GitHubError.invalidLogin(name, reason: reason).describe(apiURL: options.apiURL)
            if message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                fatalError("an invalid-login message carries a control character: \(message.debugDescription)")
            }
        }
    case .success:
        break
    }
    return 0
}
