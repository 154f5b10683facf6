import GHSearchCLI
import GHSearchMarkdown
import GHSearchMarkdownLayout
import GHSearchText

/// libFuzzer entry: the first byte picks a width (1…160), the second a
/// colour mode, the rest is a README. Parses it with cmark-gfm and lays it
/// out; checks that no line is wider than the width, that the only escape
/// sequences are the renderer's own SGR ones and no other control or bidi
/// character is left, and that every line's anchor leads back to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let width = Int(data[0] % 160) + 1
    let modes: [ANSI.ColorMode] = [.off, .basic, .palette256, .trueColor]
    let mode = modes[Int(data[1]) % modes.count]
    let text = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
    let rendered = MarkdownRenderer(width: width, colorMode: mode).render(MarkdownParser.parse(text))
    for index in rendered.lines.indices {
        let line = rendered.lines[index]
        let visible = withoutSGR(line)
        for scalar in visible.unicodeScalars {
            let v = scalar.value
            if v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                fatalError("line \(index) holds U+\(String(v, radix: 16)): \(line.debugDescription)")
            }
        }
        let cells = TerminalText.width(visible)
        if cells > width || cells != rendered.lines.width(at: index) {
            fatalError("line \(index) is \(cells) cells (said \(rendered.lines.width(at: index))) at width \(width): \(visible.debugDescription)")
        }
        let anchor = rendered.anchor(atLine: index)
        let back = rendered.line(at: anchor)
        if back < 0 || back >= rendered.lines.count { fatalError("anchor of line \(index) leads to \(back)") }
    }
    return 0
}

/// `line` without `ESC [ digits/; m` sequences; any other ESC is kept (and
/// then reported as a control character).
func withoutSGR(_ line: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = line.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\u{1B}", scalars.first == "[" {
            var rest = scalars.dropFirst()
            while let next = rest.first, next == ";" || ("0"..."9").contains(next) { rest = rest.dropFirst() }
            if rest.first == "m" {
                scalars = rest.dropFirst()
                continue
            }
        }
        out.append(scalar)
    }
    return String(out)
}
