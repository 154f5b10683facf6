import Synchronization

/// The READMEs served, written on first demand (a generated one from its
/// repository, the JSON form with its base64) and kept, per form and API
/// base, like `PageCache` keeps pages.
final class ReadmeCache: Sendable {
    private struct Key: Hashable {
        var location: UserDirectory.Location
        var raw: Bool
        var apiBase: String
    }

    /// Bodies kept before the cache starts afresh (bounds memory when a
    /// client walks every README of a big account).
    private static let limit = 1_024

    private let htmlBase: String
    private let bodies = Mutex<[Key: CachedPage?]>([:])

    init(htmlBase: String) {
        self.htmlBase = htmlBase
    }

    /// The body for `repository`, listed by `login`: its raw bytes, or the
    /// JSON content object; nil when it has no README.
    func readme(_ repository: FakeRepository, listedBy login: String, at location: UserDirectory.Location, raw: Bool,
                apiBase: String) -> CachedPage? {
        let key = Key(location: location, raw: raw, apiBase: apiBase)
        if let known = bodies.withLock({ $0[key] }) { return known }
        let owner = repository.owner?.login ?? login
        let made = repository.readme.bytes(for: repository, owner: owner, htmlBase: htmlBase).map { bytes in
            CachedPage(
                body: raw ? bytes : ReadmeJSON.encode(bytes, owner: owner, repository: repository.name,
                                                      branch: repository.defaultBranch, apiBase: apiBase,
                                                      htmlBase: htmlBase),
                itemCount: 1, lastPage: 1)
        }
        bodies.withLock { bodies in
            if bodies.count >= ReadmeCache.limit { bodies.removeAll() }
            bodies[key] = made
        }
        return made
    }
}
