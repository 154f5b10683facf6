import GHSearchText
/// The words of a user's stars in the interactive mode (`starred:USER`),
/// in English and Korean.
extension Catalogue {
    /// After the title's count: whose stars the rows are.
    public func starredBy(_ name: String) -> String {
        ko ? " · \(name)이(가) 별표한 저장소" : " starred by \(name)"
    }

    /// The status line when the user starred nothing.
    public func noStars(_ name: String) -> String {
        ko ? "\(name) 님이 별표한 저장소가 없습니다." : "\(name) has starred no repositories."
    }
}
