import GHSearchText

/// The words a rendered README adds to the document, in both languages.
enum MarkdownWords {
    /// `[image: alt text]`, or `[image]` without one.
    static func imageLabel(_ description: String, in language: Language) -> String {
        let ko = language == .ko
        if description.isEmpty { return ko ? "[이미지]" : "[image]" }
        return ko ? "[이미지: \(description)]" : "[image: \(description)]"
    }

    /// The title of a GitHub alert (`> [!WARNING]`).
    static func alertTitle(_ alert: MarkdownAlert, in language: Language) -> String {
        let ko = language == .ko
        return switch alert {
        case .note: ko ? "참고" : "Note"
        case .tip: ko ? "팁" : "Tip"
        case .important: ko ? "중요" : "Important"
        case .warning: ko ? "경고" : "Warning"
        case .caution: ko ? "주의" : "Caution"
        }
    }
}
