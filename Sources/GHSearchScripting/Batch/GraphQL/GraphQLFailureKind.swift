/// What a GraphQL answer that ran nothing (`data` null or absent) means, as
/// GitHub documents its errors, and so what a batch does about the query:
///
/// - `RATE_LIMITED`: the points are spent; wait for the reset, send it again.
/// - GitHub's internal error ("Something went wrong while executing your
///   query. Please include `ID` when reporting this issue."), alone or with
///   others like it, and `SERVICE_UNAVAILABLE`: transient, the same query
///   again after a pause (within the attempts).
/// - A timeout ("… may be the result of a timeout …"), `MAX_NODE_LIMIT_EXCEEDED`,
///   `RESOURCE_LIMITS_EXCEEDED`: the query is too big or too slow for the
///   server; smaller queries may pass.
/// - `FORBIDDEN`: the token may not see it; not sent again.
/// - Anything else (a validation error, `NOT_FOUND` on the whole query, an
///   unknown type): refused; sending it again would be refused again.
enum GraphQLFailureKind: Sendable, Equatable {
    case rateLimited
    case transient(String)
    case tooLarge(String)
    case forbidden(String)
    case refused(String)

    /// The kind of an answer without data whose errors are `errors` (those
    /// about the whole query first, if any).
    init(_ errors: [GraphQLResponse.Error]) {
        guard let first = errors.first else {
            self = .refused("the answer holds neither data nor errors")
            return
        }
        if errors.contains(where: { $0.type == "RATE_LIMITED" }) {
            self = .rateLimited
        } else if let error = errors.first(where: Self.isTooLarge) {
            self = .tooLarge(error.message)
        } else if let error = errors.first(where: { $0.type == "FORBIDDEN" }) {
            self = .forbidden(error.message)
        } else if errors.allSatisfy(Self.isTransient) {
            self = .transient(first.message)
        } else {
            self = .refused((errors.first { !Self.isTransient($0) } ?? first).message)
        }
    }

    /// GitHub's answer to a query it could not finish in time, or one over its limits.
    static func isTooLarge(_ error: GraphQLResponse.Error) -> Bool {
        if let type = error.type {
            return type == "MAX_NODE_LIMIT_EXCEEDED" || type == "RESOURCE_LIMITS_EXCEEDED" || type == "TIMEOUT"
        }
        let message = error.message.lowercased()
        return message.contains("timeout") || message.contains("timed out")
    }

    /// GitHub's own failure, which another attempt may not meet.
    static func isTransient(_ error: GraphQLResponse.Error) -> Bool {
        switch error.type {
        case "SERVICE_UNAVAILABLE"?, "INTERNAL"?, "INTERNAL_ERROR"?:
            return true
        case nil:
            return error.message.hasPrefix("Something went wrong while executing your query")
        default:
            return false
        }
    }
}
