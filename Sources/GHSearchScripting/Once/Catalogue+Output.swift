import GHSearchText

/// `--once`'s messages on standard error.
extension Catalogue {
    /// `Error: ` / `오류: `, before every error on standard error.
    public var errorPrefix: String { ko ? "오류: " : "Error: " }

    /// After a `--once` error that came once some repositories were printed.
    public func printedBefore(_ count: Int) -> String {
        ko ? " 그 전에 가져온 저장소 \(count)개는 출력했습니다." : " Printed the \(count) repositories fetched before that."
    }

    /// After a `--once` error that some entries were not repositories, once the others were printed.
    public func printedTheOthers(_ count: Int) -> String {
        if ko { return " 나머지 저장소 \(count)개는 출력했습니다." }
        return count == 1 ? " Printed the one repository it did hold." : " Printed the \(count) repositories it did hold."
    }

    /// Standard output refused a write (`reason` from the system, in English).
    public func couldNotWriteOutput(reason: String) -> String {
        ko ? "표준 출력에 쓸 수 없습니다: \(reason)." : "could not write to standard output: \(reason)."
    }
}
