/// A value the executor can select fields of: the query root, an owner, a
/// page of a connection, a repository, and the small objects inside one.
enum GraphQLObject {
    case query
    case rateLimit
    /// An account (`account`: its index in the directory, nil when the
    /// server does not list it, e.g. the owner of a member repository).
    case owner(FakeOwner, account: Int?)
    case repositoryConnection(GraphQLPage)
    case repositoryEdge(account: Int, repository: Int, position: Int)
    /// A page of a user's stars (`starredRepositories`), and one star in it.
    case starredConnection(GraphQLStarredPage)
    case starredEdge(GraphQLStarredPage.Star, position: Int)
    case pageInfo(GraphQLPage)
    case repository(account: Int, index: Int)
    case language(String)
    case ref(String)
    case license(FakeLicense)
    case topicConnection(shown: [String], total: Int)
    case repositoryTopic(String)
    case topic(String)
    /// A connection asked only for its size (`issues`, `pullRequests`).
    case count(Int)

    var typeName: String {
        switch self {
        case .query: "Query"
        case .rateLimit: "RateLimit"
        case .owner(let owner, _): owner.type == "Organization" ? "Organization" : "User"
        case .repositoryConnection: "RepositoryConnection"
        case .repositoryEdge: "RepositoryEdge"
        case .starredConnection: "StarredRepositoryConnection"
        case .starredEdge: "StarredRepositoryEdge"
        case .pageInfo: "PageInfo"
        case .repository: "Repository"
        case .language: "Language"
        case .ref: "Ref"
        case .license: "License"
        case .topicConnection: "RepositoryTopicConnection"
        case .repositoryTopic: "RepositoryTopic"
        case .topic: "Topic"
        case .count: "IssueConnection"
        }
    }
}

/// One page of an account's repositories: which repositories (indices into
/// the account's list, in order) at which 1-based positions of the whole
/// ordered listing.
struct GraphQLPage {
    var account: Int
    var repositories: [Int]
    /// Position of the first repository of the page (1-based).
    var firstPosition: Int
    var totalCount: Int
    var hasNextPage: Bool
    var hasPreviousPage: Bool

    var startCursor: String? { repositories.isEmpty ? nil : GraphQLCursor.make(firstPosition) }
    var endCursor: String? { repositories.isEmpty ? nil : GraphQLCursor.make(firstPosition + repositories.count - 1) }
}

/// One page of a user's stars: each a repository of some account, with when
/// it was starred, at 1-based positions of the whole ordered listing.
struct GraphQLStarredPage {
    struct Star {
        var account: Int
        var repository: Int
        var starredAt: Int64
    }

    var stars: [Star]
    /// The page's positions, count and cursors, as `pageInfo` gives them
    /// (its repositories are the stars').
    var pageInfo: GraphQLPage
}

/// Opaque cursors in GitHub's style: base64 of `cursor:v2:` and a position.
enum GraphQLCursor {
    static func make(_ position: Int) -> String {
        base64(Array("cursor:v2:\(position)".utf8))
    }

    /// The position a cursor names; nil when it is not one of ours.
    static func position(_ cursor: String) -> Int? {
        guard let bytes = decodeBase64(cursor) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix("cursor:v2:"), let value = Int(text.dropFirst(10)), value >= 0 else { return nil }
        return value
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let b0 = chunk[chunk.startIndex]
            let b1 = chunk.count > 1 ? chunk[chunk.startIndex + 1] : 0
            let b2 = chunk.count > 2 ? chunk[chunk.startIndex + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(chunk.count > 1 ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(chunk.count > 2 ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func decodeBase64(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            values.append(UInt8(value))
        }
        guard values.count % 4 != 1, values.count <= 200 else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < values.count {
            let group = values[index..<min(index + 4, values.count)]
            let v = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (18 - 6 * UInt32($1.offset)) }
            out.append(UInt8(v >> 16 & 0xFF))
            if group.count > 2 { out.append(UInt8(v >> 8 & 0xFF)) }
            if group.count > 3 { out.append(UInt8(v & 0xFF)) }
            index += 4
        }
        return out
    }
}
