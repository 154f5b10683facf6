/// A scripted answer for the requests a matcher selects, used `remaining`
/// times (`nil`: until removed).
struct FaultRule: Sendable {
    var matcher: RequestMatcher
    var response: ScriptedResponse
    var remaining: Int?
}
