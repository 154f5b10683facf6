import Foundation
@testable import GHSearchCLI
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// The first decoder of ghsearch, on Foundation's `JSONDecoder` with lossy
/// fields: kept as the reference the byte scanner (`RepositoryScanner`) is
/// checked against, answer for answer — with the elements it skipped
/// counted, and a top-level `null` taken for JSON that is not a list (which
/// JSONDecoder calls no value at all), as the scanner now answers.
enum FoundationRepositoryDecoder {
    typealias Failure = RepositoryDecoder.Failure

    static func decode(_ body: [UInt8]) throws(Failure) -> [Repository] {
        try decodeList(body).repositories
    }

    static func decodeList(_ body: [UInt8]) throws(Failure) -> RepositoryList {
        let decoder = JSONDecoder()
        // Invalid UTF-8 would cost a whole string field (or the page): repair
        // it to U+FFFD first, as a terminal would show it.
        let repaired = String(decoding: body, as: UTF8.self)
        let input = repaired.utf8.elementsEqual(body) ? body : Array(repaired.utf8)
        do {
            return try decoder.decode(LossyRepositoryList.self, from: Data(input)).list
        } catch let error as DecodingError {
            if case .typeMismatch = error {
                throw .notAnArray(message: errorMessage(body))
            }
            if case .valueNotFound(_, let context) = error, context.codingPath.isEmpty {
                throw .notAnArray(message: nil)  // `null`
            }
            throw .notJSON
        } catch {
            throw .notJSON
        }
    }

    /// The `message` of a GitHub error body such as `{"message":"Not Found",…}`.
    static func errorMessage(_ body: [UInt8]) -> String? {
        // Repaired like the page itself. (The first decoder read the raw bytes
        // here, so one invalid byte anywhere lost the message: the one place
        // where the scanner answers differently, on purpose.)
        let repaired = Array(String(decoding: body, as: UTF8.self).utf8)
        return (try? JSONDecoder().decode(ErrorBody.self, from: Data(repaired)))?.message
    }

    private struct ErrorBody: Decodable {
        var message: String?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            message = try? c.decodeIfPresent(String.self, forKey: AnyKey("message"))
        }
    }
}

/// The top-level array; elements that are not repository objects are skipped.
private struct LossyRepositoryList: Decodable {
    var list = RepositoryList()

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        if let count = container.count { list.repositories.reserveCapacity(count) }
        while !container.isAtEnd {
            if let element = try? container.decode(LossyRepository.self) {
                if let repository = element.repository { list.repositories.append(repository) } else { list.skipped += 1 }
            } else {
                _ = try container.decode(Skip.self)
                list.skipped += 1
            }
        }
    }
}

/// Consumes any JSON value.
private struct Skip: Decodable {
    init(from decoder: any Decoder) throws {}
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct LossyRepository: Decodable {
    var repository: Repository?

    private enum Key: String, CodingKey {
        case id, name, full_name, html_url, description, language, homepage
        case stargazers_count, forks_count, watchers_count, open_issues_count, size
        case fork, archived, is_template, `private`, visibility, default_branch
        case topics, license, owner, created_at, updated_at, pushed_at, clone_url, ssh_url
    }

    private struct LicenseDTO: Decodable {
        var key: String?, name: String?, spdx_id: String?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            key = try? c.decodeIfPresent(String.self, forKey: AnyKey("key"))
            name = try? c.decodeIfPresent(String.self, forKey: AnyKey("name"))
            spdx_id = try? c.decodeIfPresent(String.self, forKey: AnyKey("spdx_id"))
        }
    }

    private struct OwnerDTO: Decodable {
        var login: String?, avatar_url: String?, html_url: String?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            login = try? c.decodeIfPresent(String.self, forKey: AnyKey("login"))
            avatar_url = try? c.decodeIfPresent(String.self, forKey: AnyKey("avatar_url"))
            html_url = try? c.decodeIfPresent(String.self, forKey: AnyKey("html_url"))
        }
    }

    private struct LossyStrings: Decodable {
        var values: [String] = []
        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            while !c.isAtEnd {
                if let s = try? c.decode(String.self) { values.append(s) } else { _ = try c.decode(Skip.self) }
            }
        }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard let name = try? c.decodeIfPresent(String.self, forKey: .name) else { return }
        func string(_ k: Key) -> String? { (try? c.decodeIfPresent(String.self, forKey: k)) ?? nil }
        func int(_ k: Key) -> Int? { (try? c.decodeIfPresent(Int.self, forKey: k)) ?? nil }
        func bool(_ k: Key) -> Bool? { (try? c.decodeIfPresent(Bool.self, forKey: k)) ?? nil }
        func date(_ k: Key) -> Date? { string(k).flatMap(ISO8601.parse) }
        var r = Repository(name: name)
        r.id = int(.id)
        r.fullName = string(.full_name)
        r.htmlURL = string(.html_url)
        r.description = string(.description)
        r.language = string(.language)
        r.homepage = string(.homepage)
        r.stargazersCount = int(.stargazers_count)
        r.forksCount = int(.forks_count)
        r.watchersCount = int(.watchers_count)
        r.openIssuesCount = int(.open_issues_count)
        r.size = int(.size)
        r.isFork = bool(.fork)
        r.isArchived = bool(.archived)
        r.isTemplate = bool(.is_template)
        r.isPrivate = bool(.private)
        r.visibility = string(.visibility)
        r.defaultBranch = string(.default_branch)
        r.topics = ((try? c.decodeIfPresent(LossyStrings.self, forKey: .topics)) ?? nil)?.values ?? []
        if let l = (try? c.decodeIfPresent(LicenseDTO.self, forKey: .license)) ?? nil {
            r.license = Repository.License(key: l.key, name: l.name, spdxID: l.spdx_id)
        }
        if let o = (try? c.decodeIfPresent(OwnerDTO.self, forKey: .owner)) ?? nil {
            r.owner = Repository.Owner(login: o.login, avatarURL: o.avatar_url, htmlURL: o.html_url)
        }
        r.createdAt = date(.created_at)
        r.updatedAt = date(.updated_at)
        r.pushedAt = date(.pushed_at)
        r.cloneURL = string(.clone_url)
        r.sshURL = string(.ssh_url)
        repository = r
    }
}
