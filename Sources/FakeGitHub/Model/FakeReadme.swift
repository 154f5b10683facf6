/// A repository's README as `GET /repos/{owner}/{repo}/readme` serves it.
public enum FakeReadme: Sendable, Hashable {
    /// Written from the repository's own fields when first asked for (see
    /// `GeneratedReadme`); a repository without a description has none.
    case generated
    /// No README: the endpoint answers 404.
    case none
    /// These bytes, as they are (any encoding, or none).
    case bytes([UInt8])
    /// `text` repeated, under numbered headings, until the file holds at
    /// least `size` bytes (a huge README without a huge value in memory
    /// until it is served).
    case repeated(String, size: Int)

    /// The file's bytes for `repository` owned by `owner`; nil for none.
    func bytes(for repository: FakeRepository, owner: String, htmlBase: String) -> [UInt8]? {
        switch self {
        case .none:
            return nil
        case .bytes(let bytes):
            return bytes
        case .generated:
            return GeneratedReadme.text(for: repository, owner: owner, htmlBase: htmlBase).map { Array($0.utf8) }
        case .repeated(let text, let size):
            var out: [UInt8] = []
            out.reserveCapacity(size + text.utf8.count + 64)
            var part = 1
            while out.count < size {
                out += Array("\n## Part \(part)\n\n".utf8)
                out += Array(text.utf8)
                part += 1
            }
            return out
        }
    }
}
