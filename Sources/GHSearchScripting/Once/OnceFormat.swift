import FoundationEssentials
import GHSearchText
import GHSearchGitHub
import GHSearchTable

/// How `--once` prints a list: `--template`'s text, JSON when asked, the
/// titled table on a terminal (in the catalogue's language),
/// `name<TAB>html_url` lines otherwise.
public enum OnceFormat {
    public static func render(_ repositories: [Repository], hasMore: Bool, jsonFields: [RepositoryField]?,
                              target: OutputTarget, now: Date, catalogue: Catalogue = .english, title: String? = nil,
                              showsOwner: Bool = false, template: OutputTemplate? = nil) -> String {
        if let template { return template.render(repositories) }
        if let fields = jsonFields {
            return json(repositories, fields: fields)
        }
        if target.isTerminal {
            return RepositoryTable.titledTable(repositories, hasMore: hasMore, width: target.width,
                                               colorMode: target.colorMode, now: now, catalogue: catalogue, title: title,
                                               showsOwner: showsOwner)
        }
        return tsv(repositories)
    }

    /// `[` one object per line `]`: valid JSON, easy to read and to `grep`.
    static func json(_ repositories: [Repository], fields: [RepositoryField]) -> String {
        if repositories.isEmpty { return "[]\n" }
        return "[\n" + repositories.map { "  " + RepositoryField.jsonObject($0, fields: fields) }
            .joined(separator: ",\n") + "\n]\n"
    }

    /// `name<TAB>html_url`, sanitised: no escape sequence, tab or newline from
    /// the server can break a line or reach a terminal through a pipe.
    /// (Gathered as bytes and made a `String` once: cheaper than growing a
    /// `String` piece by piece.)
    static func tsv(_ repositories: [Repository]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(repositories.count * 64)
        for r in repositories {
            out += TerminalText.sanitize(r.name).utf8
            out.append(UInt8(ascii: "\t"))
            out += TerminalText.sanitize(r.htmlURL ?? "").utf8
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }
}
