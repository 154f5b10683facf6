import GHSearchText
/// Turns a paragraph's inlines into styled runs: every text sanitised,
/// styles nested (emphasis in a link in a heading), links followed by their
/// URL, images as `[image: alt]`, raw HTML left out (`<br>` breaks the
/// line). With colour off, emphasis, strong, strikethrough and code keep
/// their Markdown marks so their meaning survives without styles.
struct InlineFlattener {
    let theme: MarkdownTheme

    /// Nesting deeper than this (only a hand-built document can have it)
    /// is read as plain text.
    static let maximumDepth = 32

    func runs(_ inlines: [MarkdownInline], style: ANSI.Style = .plain) -> [InlineRun] {
        var runs: [InlineRun] = []
        runs.reserveCapacity(inlines.count + 4)
        append(inlines, style: style, to: &runs)
        return runs
    }

    /// Adds the runs of `inlines` after those `runs` holds already, as
    /// `runs(_:style:)` makes them: they never join the runs before.
    func append(_ inlines: [MarkdownInline], style: ANSI.Style = .plain, to runs: inout [InlineRun]) {
        append(inlines, style: style, depth: 0, from: runs.count, to: &runs)
    }

    /// `from`: where the runs of this paragraph or cell start in `runs`.
    private func append(_ inlines: [MarkdownInline], style: ANSI.Style, depth: Int, from start: Int,
                        to runs: inout [InlineRun]) {
        guard depth < InlineFlattener.maximumDepth else {
            text(MarkdownInline.plainText(inlines), style, start, &runs)
            return
        }
        // By index: each inline read where it is, not copied out first.
        for index in inlines.indices {
            switch inlines[index] {
            case .text(let value):
                text(value, style, start, &runs)
            case .softBreak:
                // Text of the renderer's own that starts with ASCII joins
                // nothing before it: appended as `ClusterJoin` would.
                runs.append(.text(" ", style))
            case .lineBreak:
                runs.append(.lineBreak)
            case .code(let value):
                let codeStyle = style.merged(with: theme.code)
                if theme.isPlain { ClusterJoin.append("`", style: codeStyle, from: start, to: &runs) }
                text(value, codeStyle, start, &runs)
                if theme.isPlain { ClusterJoin.append("`", style: codeStyle, from: start, to: &runs) }
            case .emphasis(let children):
                marked(children, mark: "*", style: style.merged(with: theme.emphasis), depth: depth, start, &runs)
            case .strong(let children):
                marked(children, mark: "**", style: style.merged(with: theme.strong), depth: depth, start, &runs)
            case .strikethrough(let children):
                marked(children, mark: "~~", style: style.merged(with: theme.strikethrough), depth: depth, start, &runs)
            case .link(let destination, _, let children):
                append(children, style: style.merged(with: theme.link), depth: depth + 1, from: start, to: &runs)
                if let url = InlineFlattener.shownURL(destination, text: MarkdownInline.plainText(children)) {
                    runs.append(.text(" ", style))
                    runs.append(.text("(" + url + ")", style.merged(with: theme.url)))
                }
            case .image(_, _, let alt):
                let description = TerminalText.sanitize(MarkdownInline.plainText(alt)).trimmingSpaces()
                runs.append(.text(MarkdownWords.imageLabel(description, in: theme.language), style.merged(with: theme.image)))
            case .html(let tag):
                if InlineFlattener.isLineBreakTag(tag) { runs.append(.lineBreak) }
            }
        }
    }

    private func marked(_ children: [MarkdownInline], mark: String, style: ANSI.Style, depth: Int, _ start: Int,
                        _ runs: inout [InlineRun]) {
        if theme.isPlain { ClusterJoin.append(mark, style: style, from: start, to: &runs) }
        append(children, style: style, depth: depth + 1, from: start, to: &runs)
        if theme.isPlain { ClusterJoin.append(mark, style: style, from: start, to: &runs) }
    }

    private func text(_ raw: String, _ style: ANSI.Style, _ start: Int, _ runs: inout [InlineRun]) {
        // The usual text: starting with ASCII (nothing to join to the run
        // before) and printable as it is, added as `ClusterJoin` would add
        // it, its bytes read once.
        let plain = raw.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && bytes[0] < 0x80 && SanitisedText.isUnchanged(bytes)
        } ?? false
        if plain {
            runs.append(.text(raw, style))
            return
        }
        ClusterJoin.append(InlineFlattener.clean(raw), style: style, from: start, to: &runs)
    }

    /// `TerminalText.sanitize(text)`, without its scan for the text of
    /// common scripts it would return unchanged.
    static func clean(_ text: String) -> String {
        SanitisedText.isUnchanged(text) ? text : TerminalText.sanitize(text)
    }

    /// The URL to print after a link's text: nil for a link to a place on
    /// the same page (`#usage`), and for one whose text already is its URL
    /// (autolinks), so it is not shown twice.
    static func shownURL(_ destination: String, text: String) -> String? {
        let url = clean(destination).trimmingSpaces()
        guard !url.isEmpty, !url.hasPrefix("#") else { return nil }
        let shown = clean(text).trimmingSpaces()
        // ASCII text is equal only byte for byte: compared as bytes, without
        // making the prefixed strings; other text as `==` compares it.
        var (urlBytes, shownBytes) = (url, shown)
        let same = urlBytes.withUTF8 { url in
            shownBytes.withUTF8 { shown -> Bool? in
                guard PrintableASCII.check(url), PrintableASCII.check(shown) else { return nil }
                for prefix in InlineFlattener.shownPrefixes where url.count == prefix.count + shown.count {
                    let same = prefix.withUnsafeBufferPointer { prefix in
                        InlineFlattener.equal(url, from: 0, prefix) && InlineFlattener.equal(url, from: prefix.count, shown)
                    }
                    if same { return true }
                }
                return false
            }
        }
        if same ?? (url == shown || url == "mailto:" + shown || url == "http://" + shown || url == "https://" + shown) {
            return nil
        }
        return url
    }

    /// Whether `bytes` holds `part` from `start` on (it has room for it).
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ part: UnsafeBufferPointer<UInt8>)
        -> Bool {
        for index in 0..<part.count where bytes[start + index] != part[index] { return false }
        return true
    }

    /// What may stand before a link's text in its URL when the URL is
    /// that text (as `shownURL` compares them).
    private static let shownPrefixes: [[UInt8]] = ["", "mailto:", "http://", "https://"].map { Array($0.utf8) }

    /// `<br>`, `<br/>`, `<br />` in any case.
    static func isLineBreakTag(_ tag: String) -> Bool {
        // Most tags hold some other letter: no lowercased copy for them.
        guard tag.utf8.allSatisfy({ "<>/ bBrR".utf8.contains($0) }) else { return false }
        let compact = tag.lowercased().filter { $0 != " " }
        return compact == "<br>" || compact == "<br/>"
    }
}
