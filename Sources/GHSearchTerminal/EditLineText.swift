import CEditLine
import FoundationEssentials
import Glibc

/// Text as libedit holds it (`wchar_t`, UTF-32 on Linux).
enum EditLineText {
    /// Converts `wchar_t` characters to a string, skipping values that are
    /// no Unicode scalar.
    static func string(from start: UnsafePointer<wchar_t>, to end: UnsafePointer<wchar_t>) -> String {
        var result = String.UnicodeScalarView()
        var pointer = start
        while pointer < end {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: pointer.pointee)) {
                result.append(scalar)
            }
            pointer += 1
        }
        return String(result)
    }

    /// Makes `LC_CTYPE` a UTF-8 locale: the user's if it is UTF-8, else
    /// `C.UTF-8`. libedit decodes, measures and prints characters through
    /// it; under the default "C" locale every non-ASCII character would be
    /// shown as an escape.
    static func ensureUTF8CharacterType() {
        _ = setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" { return }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
}
