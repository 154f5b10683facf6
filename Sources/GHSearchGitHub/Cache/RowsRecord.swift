/// A page's rows (`RepositoryList`) in a compact binary form, kept beside
/// the cached body of a list's first page (`CachedResponse.record`): a
/// revisit draws its rows from the cache by reading these few kilobytes
/// instead of the page's JSON (~5 kB a repository, most of it skipped).
/// It holds every field `Repository` has, so what it gives is exactly what
/// `RepositoryScanner` read from the body it was made from (an owner or a
/// license that repeats the row before it is written once and shared, as
/// the scanner shares it).
///
/// The bytes: a version byte, the count of elements skipped, the count of
/// rows, then each row: its four flags, its license and owner (each none,
/// the row before's, or given), the other fields in the order of
/// `Repository.init`'s parameters, and `starredAt`. Anything else (a
/// newer version, bytes cut short or left over, a tag out of range) reads
/// as nil, and the caller decodes the body instead. The record's integrity
/// and its tie to the body are `CacheFile`'s concern (a checksum seeded
/// with the file's).
public enum RowsRecord {
    static let version: UInt8 = 1

    /// The record of `list`.
    public static func encode(_ list: RepositoryList) -> [UInt8] {
        var writer = RowsRecordWriter(capacity: 64 + 400 * list.repositories.count)
        writer.byte(version)
        writer.count(list.skipped)
        writer.count(list.repositories.count)
        var before: Repository?
        for r in list.repositories {
            writer.flags(r.isFork, r.isArchived, r.isTemplate, r.isPrivate)
            writer.repeated(r.license, before: before?.license) { ($0.key, $0.name, $0.spdxID) }
            writer.repeated(r.owner, before: before?.owner) { ($0.login, $0.avatarURL, $0.htmlURL) }
            // The rest in the order of `Repository.init`'s parameters.
            writer.string(r.name)
            writer.string(r.fullName)
            writer.string(r.htmlURL)
            writer.string(r.description)
            writer.string(r.language)
            writer.string(r.homepage)
            writer.int(r.stargazersCount)
            writer.int(r.forksCount)
            writer.int(r.watchersCount)
            writer.int(r.openIssuesCount)
            writer.int(r.size)
            writer.string(r.visibility)
            writer.string(r.defaultBranch)
            writer.count(r.topics.count)
            for topic in r.topics { writer.string(topic) }
            writer.date(r.createdAt)
            writer.date(r.updatedAt)
            writer.date(r.pushedAt)
            writer.string(r.cloneURL)
            writer.string(r.sshURL)
            writer.int(r.id)
            writer.date(r.starredAt)
            before = r
        }
        return writer.bytes
    }

    /// The rows in `bytes`; nil for anything `encode` would not have written.
    public static func decode(_ bytes: [UInt8]) -> RepositoryList? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> RepositoryList? {
        var reader = RowsRecordReader(bytes)
        guard reader.byte() == version else { return nil }
        var list = RepositoryList()
        list.skipped = reader.count()
        let count = reader.count()
        list.repositories.reserveCapacity(count)
        var license: Repository.License?
        var owner: Repository.Owner?
        for _ in 0..<count {
            let flags = reader.flags()
            guard reader.repeated(&license, { Repository.License(key: $0, name: $1, spdxID: $2) }),
                  reader.repeated(&owner, { Repository.Owner(login: $0, avatarURL: $1, htmlURL: $2) }) else { return nil }
            // Arguments are evaluated in order: the record's.
            var r = Repository(
                name: reader.string(), fullName: reader.optionalString(), htmlURL: reader.optionalString(),
                description: reader.optionalString(), language: reader.optionalString(), homepage: reader.optionalString(),
                stargazersCount: reader.int(), forksCount: reader.int(), watchersCount: reader.int(),
                openIssuesCount: reader.int(), size: reader.int(),
                isFork: flags.0, isArchived: flags.1, isTemplate: flags.2, isPrivate: flags.3,
                visibility: reader.optionalString(), defaultBranch: reader.optionalString(), topics: reader.strings(),
                license: license, owner: owner,
                createdAt: reader.date(), updatedAt: reader.date(), pushedAt: reader.date(),
                cloneURL: reader.optionalString(), sshURL: reader.optionalString(), id: reader.int())
            r.starredAt = reader.date()
            guard !reader.failed else { return nil }
            list.repositories.append(r)
        }
        guard !reader.failed, reader.isAtEnd else { return nil }
        return list
    }
}
