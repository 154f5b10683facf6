/// Every key ghsearch gives a meaning, declared once: the key (fzf's
/// spelling) and its default actions. From it come the prompt's bindings
/// (the terminal's `KeyBindingTable`), the status line's hints
/// (`Catalogue.hintItems`), `--help`'s and the man page's KEYS
/// (`Catalogue.helpKeys`), the manual's keys table (`KeysMarkdown`) and
/// the completion of `--bind`; `KeyTableTests` checks they agree.
///
/// What an action means in each view (the list, the detail view, the
/// search mode, `--multi`'s marks) is the view model's to decide
/// (`SearchViewModel.send`); the catalogue says it (`Catalogue.actionHelp`).
public enum KeyTable {
    /// A key and what it does.
    public struct Row: Sendable {
        public let key: Key
        /// What the key does, in order.
        public let actions: [KeyAction]
        /// What it does with `--multi`, where that differs.
        public let multi: [KeyAction]?
    }

    private static func row(_ key: Key, _ actions: KeyAction..., multi: [KeyAction]? = nil) -> Row {
        Row(key: key, actions: actions, multi: multi)
    }

    /// The default keys, in the order `--help` lists them. Made from `Key`
    /// values, not parsed from their names: the table is read on the way
    /// to the first frame (`KeyTableTests` checks each key's name).
    public static let rows: [Row] = [
        row(Key(.enter), .accept),
        row(.ctrl("j"), .accept),
        row(Key(.escape), .back),
        row(.ctrl("c"), .abort),
        row(.ctrl("d"), .deleteCharOrEOF),
        row(Key(.up), .up),
        row(.ctrl("p"), .up),
        row(Key(.down), .down),
        row(.ctrl("n"), .down),
        row(Key(.pageUp), .pageUp),
        row(Key(.pageDown), .pageDown),
        row(Key(.tab), .showDetails, multi: [.toggleDown]),
        row(.ctrl("v"), .showDetails),
        row(Key(.tab, .shift), .toggleUp),
        row(Key(.up, .shift), .previewUp),
        row(Key(.down, .shift), .previewDown),
        row(Key(.pageUp, .shift), .previewPageUp),
        row(Key(.pageDown, .shift), .previewPageDown),
        row(.alt("v"), .togglePreview),
        row(.ctrl("o"), .openBrowser),
        row(.alt("h"), .openHomepage),
        row(.alt("i"), .openIssues),
        row(.alt("c"), .clone),
        row(.alt("y"), .copyURL),
        row(.ctrl("t"), .toggleSearch),
        row(.ctrl("u"), .clearQuery),
        row(Key(.home), .beginningOfLine, .previewTop),
        row(Key(.end), .endOfLine, .previewBottom),

        // The line, as readline and fzf edit it.
        row(.ctrl("a"), .beginningOfLine),
        row(.ctrl("e"), .endOfLine),
        row(Key(.left), .backwardChar),
        row(.ctrl("b"), .backwardChar),
        row(Key(.right), .forwardChar),
        row(.ctrl("f"), .forwardChar),
        row(Key(.left, .ctrl), .backwardWord),
        row(Key(.left, .alt), .backwardWord),
        row(.alt("b"), .backwardWord),
        row(Key(.right, .ctrl), .forwardWord),
        row(Key(.right, .alt), .forwardWord),
        row(.alt("f"), .forwardWord),
        row(Key(.backspace), .backwardDeleteChar),
        row(.ctrl("h"), .backwardDeleteChar),
        row(Key(.delete), .deleteChar),
        row(.ctrl("w"), .backwardKillWord),
        row(Key(.backspace, .alt), .backwardKillWord),
        row(.alt("d"), .killWord),
        row(.ctrl("k"), .killLine),
        row(.ctrl("y"), .yank),
        row(.alt("p"), .prevHistory),
        row(.alt("n"), .nextHistory),
        row(.ctrl("r"), .searchHistory),
    ]

    /// What each key does: the defaults (`--multi`'s where they differ),
    /// then the keys `--bind` gave, each replacing the key's default (the
    /// last binding of a key wins); in the table's order, new keys last.
    public static func bindings(multi: Bool, user: [KeyBind] = []) -> [(key: Key, actions: [KeyAction])] {
        var table = rows.map { (key: $0.key, actions: multi ? ($0.multi ?? $0.actions) : $0.actions) }
        for bind in user {
            if let index = table.firstIndex(where: { $0.key == bind.key.key }) {
                table[index].actions = bind.actions
            } else {
                table.append((key: bind.key.key, actions: bind.actions))
            }
        }
        return table
    }

    /// The keys doing `action` (among others, after others: Home is
    /// `beginning-of-line+preview-top`), in order.
    public static func keys(doing action: KeyAction, in bindings: [(key: Key, actions: [KeyAction])]) -> [Key] {
        bindings.filter { $0.actions.contains(action) }.map(\.key)
    }

    /// Every key `--bind` reads, once each, in fzf's spelling: the table's
    /// keys first, then the others (for the completion of `--bind`).
    public static let bindableNames: [String] = {
        var names = rows.map(\.key.name)
        let letters = "abcdefghijklmnopqrstuvwxyz".unicodeScalars
        names += letters.map { Key.ctrl($0).name } + letters.map { Key.alt($0).name }
        let named: [Key.Base] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete]
        for modifiers in [KeyModifiers(), .shift, .ctrl, .alt, [.ctrl, .shift], [.ctrl, .alt]] {
            names += named.map { Key($0, modifiers).name }
        }
        for modifiers in [KeyModifiers(), .shift, .ctrl, .alt] {
            names += (1...12).map { Key(.function($0), modifiers).name }
        }
        names += ["tab", "space", "ctrl-space", "alt-enter", "alt-space", "alt-tab"]
        var seen: Set<String> = []
        // Ctrl-I and Ctrl-M are Tab and Enter: each key once, by its own name.
        return names.filter { Key(name: $0)?.name == $0 && seen.insert($0).inserted }
    }()

    /// The table's keys with the same actions together, in the table's
    /// order; then, marked `multi`, the keys `--multi` changes.
    public static var groups: [(keys: [Key], actions: [KeyAction], multi: Bool)] {
        var groups: [(keys: [Key], actions: [KeyAction], multi: Bool)] = []
        for (multi, entries) in [(false, rows.map { ($0.key, $0.actions) }),
                                 (true, rows.compactMap { row in row.multi.map { (row.key, $0) } })] {
            for (key, actions) in entries {
                if let index = groups.firstIndex(where: { $0.actions == actions && $0.multi == multi }) {
                    groups[index].keys.append(key)
                } else {
                    groups.append((keys: [key], actions: actions, multi: multi))
                }
            }
        }
        return groups
    }

    // MARK: Hints

    /// Where the status line shows key hints.
    public enum HintView: Sendable, CaseIterable {
        /// The user mode before a name is searched.
        case idle
        /// The search mode before a query is searched.
        case searchIdle
        /// A list of repositories (what acts on the selected one).
        case results
        /// The detail view.
        case detail
    }

    /// One hint: the action(s), shown with the first key doing each, and
    /// how much it matters (lower is kept longer; see `HintItem.fit`).
    public struct Hint: Sendable {
        public let actions: [KeyAction]
        public let priority: Int
    }

    /// The hints of `view`, in the order they are shown.
    public static func hints(_ view: HintView, multi: Bool) -> [Hint] {
        switch view {
        case .idle:
            [Hint(actions: [.up, .down], priority: 1), Hint(actions: [.accept], priority: 0),
             Hint(actions: [.showDetails], priority: 2), Hint(actions: [.openBrowser], priority: 3),
             Hint(actions: [.back], priority: 1)]
        case .searchIdle:
            [Hint(actions: [.toggleSearch], priority: 1), Hint(actions: [.up, .down], priority: 2),
             Hint(actions: [.showDetails], priority: 2), Hint(actions: [.abort], priority: 1)]
        case .results:
            (multi ? [Hint(actions: [.toggleDown], priority: 0)] : [])
                + [Hint(actions: [.accept], priority: 0), Hint(actions: [.clone], priority: 2),
                   Hint(actions: [.copyURL], priority: 2), Hint(actions: [.openHomepage], priority: 3),
                   Hint(actions: [.openIssues], priority: 3), Hint(actions: [.back], priority: 1)]
        case .detail:
            [Hint(actions: [.up, .down, .pageUp, .pageDown, .previewTop, .previewBottom], priority: 1),
             Hint(actions: [.back], priority: 0), Hint(actions: [.accept], priority: 1), Hint(actions: [.openBrowser], priority: 2),
             Hint(actions: [.clone], priority: 3), Hint(actions: [.copyURL], priority: 3), Hint(actions: [.openHomepage], priority: 4),
             Hint(actions: [.openIssues], priority: 4), Hint(actions: [.abort], priority: 1)]
        }
    }
}
