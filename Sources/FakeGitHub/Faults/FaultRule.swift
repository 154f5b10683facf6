/// A scripted answer for the requests a matcher selects, used `remaining`
/// times (`nil`: until removed): always the same `response`, or one that
/// `respond` makes for each request (a page-dependent `Link`, say).
struct FaultRule: Sendable {
    var matcher: RequestMatcher
    var response: ScriptedResponse
    var remaining: Int?
    var respond: (@Sendable (FaultRequest) -> ScriptedResponse)?

    init(matcher: RequestMatcher, response: ScriptedResponse, remaining: Int?,
         respond: (@Sendable (FaultRequest) -> ScriptedResponse)? = nil) {
        self.matcher = matcher
        self.response = response
        self.remaining = remaining
        self.respond = respond
    }
}
