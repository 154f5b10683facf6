import GHSearchText
/// A check of text the renderer gets from the document, wider than
/// `PrintableASCII`: whether `TerminalText.sanitize` would return it
/// unchanged. The sanitiser changes text only at a scalar `TextSafety`
/// does not call printable (every escape sequence starts with a control,
/// which it does not), so that rule is the check: printable ASCII is
/// passed over eight bytes at a time, the scalars of `ClusterScanner`'s
/// simple ranges (Latin, Greek, Cyrillic, general punctuation, CJK, kana,
/// Hangul, full- and halfwidth forms) but the soft hyphen are printable
/// without asking, and any other scalar is asked of `TextSafety` (emoji,
/// combining marks and symbols are printable too). Text that answers false
/// is sanitised.
enum SanitisedText {
    static func isUnchanged(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isUnchanged($0) } ?? false
    }

    static func isUnchanged(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while true {
            index = PrintableASCII.end(of: bytes, from: index)
            guard index < bytes.count else { return true }
            guard bytes[index] >= 0x80 else { return false }
            let (scalar, length) = ClusterScanner.decode(bytes, at: index)
            guard length > 0 else { return false }
            if scalar == 0xAD || ClusterScanner.simpleWidth(scalar) == 0 {
                guard TextSafety.kind(of: scalar) == .printable else { return false }
            }
            index += length
        }
    }
}
