import Testing
@testable import GHSearchCLI
@testable import GHSearchScripting

/// GitHub's errors for a query that ran nothing, sorted as its documentation
/// says: what may pass if sent again, what may pass smaller, what never will.
@Suite struct GraphQLFailureKindTests {
    typealias E = GraphQLResponse.Error

    static let internalMessage = "Something went wrong while executing your query. Please include `C0DE:1234` when reporting this issue."
    static let timeoutMessage = "Something went wrong while executing your query. This may be the result of a timeout, or it could be a GitHub bug. Please include `C0DE:1` when reporting this issue."

    @Test(arguments: [
        ([E(type: nil, message: internalMessage, path: [])], GraphQLFailureKind.transient(internalMessage)),
        ([E(type: nil, message: internalMessage, path: []), E(type: nil, message: internalMessage, path: ["u1"])], .transient(internalMessage)),
        ([E(type: "SERVICE_UNAVAILABLE", message: "Service unavailable", path: [])], .transient("Service unavailable")),
        ([E(type: nil, message: timeoutMessage, path: [])], .tooLarge(timeoutMessage)),
        ([E(type: "MAX_NODE_LIMIT_EXCEEDED", message: "too many nodes", path: [])], .tooLarge("too many nodes")),
        ([E(type: "RESOURCE_LIMITS_EXCEEDED", message: "too costly", path: [])], .tooLarge("too costly")),
        ([E(type: "RATE_LIMITED", message: "API rate limit exceeded", path: [])], .rateLimited),
        ([E(type: "FORBIDDEN", message: "Resource not accessible by integration", path: ["u0"])], .forbidden("Resource not accessible by integration")),
        ([E(type: nil, message: "Field 'viewr' doesn't exist on type 'Query'", path: ["query"])], .refused("Field 'viewr' doesn't exist on type 'Query'")),
        ([E(type: "NOT_FOUND", message: "Could not resolve to a User", path: [])], .refused("Could not resolve to a User")),
        ([E(type: nil, message: internalMessage, path: []), E(type: nil, message: "Variable $l0 is required", path: [])], .refused("Variable $l0 is required")),
        ([E(type: nil, message: "Something went wrong", path: [])], .refused("Something went wrong")),
        ([], .refused("the answer holds neither data nor errors")),
    ])
    func eachAnswerHasItsKind(errors: [E], kind: GraphQLFailureKind) {
        #expect(GraphQLFailureKind(errors) == kind)
    }
}
