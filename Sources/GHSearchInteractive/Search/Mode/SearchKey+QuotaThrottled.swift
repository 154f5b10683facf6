import GHSearchQuota
/// The search stream's keys through the quota-aware throttle: a
/// search-mode query spends the search limit (10 or 30 a minute); a user's
/// list does not, and passes the reference throttle exactly as before.
extension SearchKey: QuotaThrottled {
    public var isMetered: Bool { mode == .search && subject != nil }
    public var spendsCore: Bool { mode == .user && subject != nil }
    public var isUrgent: Bool { urgent }
    public func isSameRequest(as other: SearchKey) -> Bool { SearchKey.sameSearch(self, other) }
}
