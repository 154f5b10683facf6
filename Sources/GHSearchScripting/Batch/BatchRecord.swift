import GHSearchGitHub
import GHSearchFilter
/// What became of one user in a batch: its repositories, or why there are none.
public struct BatchRecord: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case repositories([Repository])
        case failure(BatchErrorCode, message: String)
    }

    /// The name as given in the input.
    public var user: String
    public var outcome: Outcome
    /// `user` is a search query (`--batch --search`): the line's key is `query`.
    public var isQuery: Bool

    public init(user: String, outcome: Outcome, isQuery: Bool = false) {
        self.user = user
        self.outcome = outcome
        self.isQuery = isQuery
    }

    public var isFailure: Bool {
        if case .failure = outcome { return true }
        return false
    }

    /// One JSON Lines record, newline included:
    /// `{"user":"x","count":2,"repositories":[{…},{…}]}` or
    /// `{"user":"x","error":"not_found","message":"…"}`.
    public func jsonLine(fields: [RepositoryField]) -> String {
        var line = (isQuery ? "{\"query\":" : "{\"user\":") + JSONText.string(user)
        switch outcome {
        case .repositories(let repositories):
            line += ",\"count\":\(repositories.count),\"repositories\":["
            line += repositories.map { RepositoryField.jsonObject($0, fields: fields) }.joined(separator: ",")
            line += "]}\n"
        case .failure(let code, let message):
            line += ",\"error\":" + JSONText.string(code.rawValue) + ",\"message\":" + JSONText.string(message) + "}\n"
        }
        return line
    }

    /// The record with only the repositories `filter` keeps, in its order
    /// (`--filter` and the query flags); a failure as it is.
    public func filtered(by filter: Filter, defaultSort: FilterSort?, tiebreak: FilterTiebreak = .default) -> BatchRecord {
        guard case .repositories(let repositories) = outcome, FilteredList.changes(filter) else { return self }
        var record = self
        record.outcome = .repositories(FilteredList.apply(filter, to: repositories, defaultSort: defaultSort,
                                                          engine: FilterEngine(tiebreak: tiebreak)))
        return record
    }

    /// The fields of each repository when `--json` names none: name and URL,
    /// as the reference app shows them.
    public static let defaultFields: [RepositoryField] = [.name, .html_url]
}
