import GHSearchMarkdownLayout
/// A README ready to show: its document, and what a reader should know
/// about how much of it is shown and how it was read.
public struct Readme: Sendable, Equatable {
    /// How the file's bytes were read as text.
    public enum Encoding: Sendable, Equatable {
        case utf8
        /// UTF-8 with some bytes that are not: they show as U+FFFD.
        case utf8WithReplacements
        /// UTF-16 (it had a byte-order mark).
        case utf16
        /// Not UTF-8 and no multi-byte character in it: read as ISO-8859-1.
        case latin1
    }

    public var document: MarkdownDocument
    /// The size of the file as served, in bytes.
    public var byteCount: Int
    /// The bytes of text shown, when the file was cut (over the display limit).
    public var shownBytes: Int?
    public var encoding: Encoding
    /// Whether a 304 let the cached copy stand.
    public var fromCache: Bool

    public init(document: MarkdownDocument, byteCount: Int, shownBytes: Int? = nil, encoding: Encoding = .utf8,
                fromCache: Bool = false) {
        self.document = document
        self.byteCount = byteCount
        self.shownBytes = shownBytes
        self.encoding = encoding
        self.fromCache = fromCache
    }

    /// Whether only the start of the file is shown.
    public var isTruncated: Bool { shownBytes != nil }
}

/// What asking for a README ended with, short of a failure to ask
/// (`GitHubError`).
public enum ReadmeResult: Sendable, Equatable {
    case readme(Readme)
    /// 404: the repository has no README (or is gone).
    case missing
    /// The file is not text: binary, or an encoding not recognised.
    case undecodable(byteCount: Int)
    /// The file is larger than the transfer limit; nothing of it was kept.
    case tooLarge(limit: Int)
}
