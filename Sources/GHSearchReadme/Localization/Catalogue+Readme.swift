import GHSearchText
/// What the README section says when there is no README to show, or about
/// the one shown.
extension Catalogue {
    public var readmeLoading: String { ko ? "README를 불러오는 중…" : "Loading the README…" }

    public var noReadme: String { ko ? "이 저장소에는 README가 없습니다." : "This repository has no README." }

    public var emptyReadme: String { ko ? "README가 비어 있습니다." : "The README is empty." }

    public func readmeFailed(_ reason: String) -> String {
        (ko ? "README를 불러오지 못했습니다: " : "Could not load the README: ") + reason
    }

    public func readmeUndecodable(byteCount: Int) -> String {
        ko ? "README(\(byteSize(byteCount)))가 텍스트가 아니어서 보여 줄 수 없습니다. 브라우저에서 저장소를 여세요."
            : "The README (\(byteSize(byteCount))) is not text; open the repository in a browser to see it."
    }

    public func readmeTooLarge(limit: Int) -> String {
        ko ? "README가 \(byteSize(limit))보다 커서 받지 않았습니다. 브라우저에서 여세요."
            : "The README is larger than \(byteSize(limit)), so it was not fetched; open it in a browser."
    }

    /// At the top of a README that was cut.
    public func readmeShowingStart(shown: Int, of total: Int) -> String {
        ko ? "README가 길어 처음 \(byteSize(shown))만 보여 줍니다 (전체 \(byteSize(total)))."
            : "Showing the first \(byteSize(shown)) of a \(byteSize(total)) README."
    }

    /// Where a README was cut.
    public func readmeCut(shown: Int, of total: Int) -> String {
        ko ? "README가 여기서 잘렸습니다 (\(byteSize(total)) 중 \(byteSize(shown))). 나머지는 브라우저에서 보세요."
            : "The README is cut here (\(byteSize(shown)) of \(byteSize(total))); open it in a browser for the rest."
    }

    public var readmeReplacedBytes: String {
        ko ? "README의 일부 바이트가 UTF-8이 아니어서 �로 보입니다." : "Some bytes of this README are not UTF-8; they show as �."
    }

    /// cmark-gfm could not be loaded, for `reason` (the dynamic loader's words).
    public func readmeAsPlainText(_ reason: String) -> String {
        ko ? "cmark-gfm을 불러오지 못해 README를 일반 텍스트로 보여 줍니다 (\(reason)). Debian에서는 libcmark-gfm-extensions 패키지가 필요합니다."
            : "cmark-gfm could not be loaded (\(reason)), so the README is shown as plain text; on Debian it comes with the libcmark-gfm-extensions package."
    }

    public var readmeLatin1: String {
        ko ? "README가 UTF-8이 아니어서 Latin-1(ISO-8859-1)로 읽었습니다." : "This README is not UTF-8; it is read as Latin-1 (ISO-8859-1)."
    }

    /// `512 bytes`, `12 KB`, `1.0 MB` (from 1,000 KB on), `1.4 MB`.
    public func byteSize(_ bytes: Int) -> String {
        if bytes < 1024 { return ko ? "\(number(bytes))바이트" : "\(number(bytes)) bytes" }
        if bytes < 1_000 * 1024 { return "\(number(bytes / 1024)) KB" }
        let tenths = Int((Double(bytes) / Double(1 << 20) * 10).rounded())
        return "\(number(tenths / 10)).\(tenths % 10) MB"
    }
}

/// The detail view's scrolling and the side preview.
extension Catalogue {
    /// Where the detail view's window is: `12–40 of 230`.
    public func scrollPosition(first: Int, last: Int, of total: Int) -> String {
        ko ? "\(number(first))–\(number(last)) / \(number(total))줄"
            : "\(number(first))–\(number(last)) of \(number(total))"
    }

    /// The preview without a token, while the selection moves.
    public var readmeWaitsForRest: String {
        ko ? "선택이 잠시 멈추면 README를 불러옵니다 (토큰이 없으면 README마다 요청 한도를 씁니다)."
            : "The README loads once the selection rests (without a token each README costs quota)."
    }
}

extension Catalogue {
    public func previewNeedsWidth(_ columns: Int) -> String {
        ko ? "미리보기는 터미널 너비가 \(columns)칸 이상일 때 보입니다." : "The preview shows on a terminal at least \(columns) columns wide."
    }
}
