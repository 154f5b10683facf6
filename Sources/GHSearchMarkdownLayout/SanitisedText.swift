/// A check of text the renderer gets from the document, wider than
/// `PrintableASCII`: whether every scalar is printable ASCII or one of
/// `ClusterScanner`'s simple ranges other than the soft hyphen (Latin,
/// Greek, Cyrillic, general punctuation, CJK, kana, Hangul, full- and
/// halfwidth forms). `TextSafety` calls all of those printable, and no
/// escape sequence can start without a control, so `TerminalText.sanitize`
/// returns such text unchanged: it is passed over without the sanitiser's
/// scalar-by-scalar state machine. Anything else answers false and is
/// sanitised as before.
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
            guard length > 0, scalar != 0xAD, ClusterScanner.simpleWidth(scalar) > 0 else { return false }
            index += length
        }
    }
}
