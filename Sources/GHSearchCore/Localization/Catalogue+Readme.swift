/// The README in the detail view and the preview: the renderer's words and
/// the notes about what was (or could not be) shown.
extension Catalogue {
    /// An image, by its description: `[image: Build status]`, `[image]`.
    public func imageLabel(_ description: String) -> String {
        if description.isEmpty { return ko ? "[이미지]" : "[image]" }
        return ko ? "[이미지: \(description)]" : "[image: \(description)]"
    }

    /// The title of a GitHub alert (`> [!WARNING]`).
    public func alertTitle(_ alert: MarkdownAlert) -> String {
        switch alert {
        case .note: ko ? "참고" : "Note"
        case .tip: ko ? "팁" : "Tip"
        case .important: ko ? "중요" : "Important"
        case .warning: ko ? "경고" : "Warning"
        case .caution: ko ? "주의" : "Caution"
        }
    }
}
