import GHSearchCLI
import GHSearchText

/// libFuzzer entry: the first byte picks a width (0…79), the rest is text
/// from the network. Checks the sanitiser and the width measurer together:
/// sanitised text holds no C0/C1 control, ESC or bidi override; sanitising is
/// idempotent; a cut never exceeds the width; `fit` gives exactly the width.
@_cdecl("LLVMFuzzerTestOneInput")
public func terminalTextFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = Int(data[0] % 80)
    let raw = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let clean = TerminalText.sanitize(raw)
    for scalar in clean.unicodeScalars {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
            fatalError("sanitize kept U+\(String(v, radix: 16)) in \(clean.debugDescription)")
        }
    }
    if TerminalText.sanitize(clean) != clean { fatalError("sanitize is not idempotent on \(raw.debugDescription)") }
    let measured = MeasuredText(clean)
    if measured.width != TerminalText.width(clean) { fatalError("MeasuredText and width disagree on \(clean.debugDescription)") }
    let cut = TerminalText.truncate(clean, toWidth: width)
    if TerminalText.width(cut) > width { fatalError("truncate to \(width) gave \(TerminalText.width(cut)) cells for \(clean.debugDescription)") }
    let fitted = TerminalText.fit(clean, toWidth: width)
    if TerminalText.width(fitted) != width { fatalError("fit to \(width) gave \(TerminalText.width(fitted)) cells for \(clean.debugDescription)") }
    for line in TerminalText.wrap(clean, toWidth: max(1, width)) where TerminalText.width(line) > max(1, width) {
        fatalError("wrap to \(width) gave a line of \(TerminalText.width(line)) cells for \(clean.debugDescription)")
    }
    return 0
}
