@testable import GHSearchCLI
@testable import GHSearchText

/// libFuzzer entry: any bytes as the config file (`DefaultOptions(configFile:)`,
/// then the options it gives before an empty command line). Checks: each
/// option line keeps its line number, in order and within the file; no
/// usage error carries a control character to the terminal; and every line's
/// words, quoted as the resume hint quotes them (`ShellWords.quote`), read
/// back as the same words, with no control character in the quoted text.
@_cdecl("LLVMFuzzerTestOneInput")
public func configFileFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let config = DefaultOptions(configFile: text, path: "/home/u/.config/ghsearch/config")
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    var previous = 0
    for entry in config.entries {
        guard let line = entry.line, line > previous, line <= lineCount else {
            fatalError("an entry's line \(String(describing: entry.line)) is out of order or past line \(lineCount)")
        }
        previous = line
        guard case .success(let words) = entry.words else { continue }
        let quoted = ShellWords.quote(words)
        if quoted.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format }) {
            fatalError("a quoted word carries a control character: \(quoted.debugDescription)")
        }
        // `$'…'` (a word with a control character) is bash's, not the config file's: not read back here.
        // Looked for by scalar: `'` and a combining mark after it are one Character.
        let dollarQuoted = quoted.unicodeScalars.indices.contains { index in
            quoted.unicodeScalars[index] == "$" && quoted.unicodeScalars[quoted.unicodeScalars.index(after: index)...].first == "'"
        }
        if !dollarQuoted, (try? ShellWords.split(quoted)) != words {
            fatalError("quoted words do not read back: \(words) as \(quoted.debugDescription)")
        }
    }
    if case .failure(let error) = CommandLineParser.parse([], defaults: [config]) {
        let report = error.report
        if report.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }) {
            fatalError("a usage error carries a control character: \(report.debugDescription)")
        }
    }
    return 0
}
