import Foundation
@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchGitHub
@testable import GHSearchInteractive
@testable import GHSearchPresent
@testable import GHSearchText
@testable import GHSearchKeys

/// The keys are declared once (`KeyTable`): every default key has actions
/// that say what they do in both languages, the hints show keys that do
/// what they say, and `--help`, the man page and the completions of
/// `--bind` list the same keys. (The manual's table: `UsageTablesTests`;
/// `--bind` reading every name: `PickParsingTests`.)
@Suite(.standardTimeLimit) struct KeyTableTests {
    static let catalogues = [Catalogue(.en), Catalogue(.ko)]

    @Test func everyDefaultKeyHasActionsAndWordsForThem() {
        for row in KeyTable.rows {
            #expect(!row.actions.isEmpty, "\(row.key)")
            #expect(row.multi?.isEmpty != true, "\(row.key)")
            #expect(!row.key.label.isEmpty && Key(name: row.key.name) == row.key, "\(row.key)")
            for catalogue in Self.catalogues {
                for action in row.actions + (row.multi ?? []) {
                    #expect(catalogue.actionHelp(action).count > 5, "\(action) in \(catalogue.language)")
                }
            }
        }
        let keys = KeyTable.rows.map(\.key)
        #expect(Set(keys).count == keys.count, "no key twice")
    }

    /// The table is made of `Key` values; these are the keys it means, in
    /// fzf's spelling and in `--help`'s order.
    @Test func theTableHoldsTheKeysItsNamesSay() {
        let names = [
            "enter", "ctrl-j", "esc", "ctrl-c", "ctrl-d", "up", "ctrl-p", "down", "ctrl-n", "pgup", "pgdn", "tab",
            "ctrl-v", "btab", "shift-up", "shift-down", "shift-pgup", "shift-pgdn", "alt-v", "ctrl-o", "alt-h",
            "alt-i", "alt-c", "alt-y", "ctrl-t", "ctrl-u", "home", "end",
            "ctrl-a", "ctrl-e", "left", "ctrl-b", "right", "ctrl-f", "ctrl-left", "alt-left", "alt-b", "ctrl-right",
            "alt-right", "alt-f", "bspace", "ctrl-h", "del", "ctrl-w", "alt-bspace", "alt-d", "ctrl-k", "ctrl-y",
            "alt-p", "alt-n", "ctrl-r",
        ]
        #expect(KeyTable.rows.map(\.key) == names.map { Key(name: $0) })
    }

    /// Every action --bind takes says what it does (the help of a key bound to it).
    @Test func everyActionSaysWhatItDoes() {
        for catalogue in Self.catalogues {
            for action in KeyAction.plain { #expect(catalogue.actionHelp(action).count > 5, "\(action)") }
        }
        let names = KeyAction.plain.map(\.name)
        #expect(Set(names).count == names.count)
    }

    /// Each hint names a key that does its action, with or without `--multi`.
    @Test func everyHintShowsAKeyThatDoesIt() {
        for multi in [false, true] {
            let bindings = KeyTable.bindings(multi: multi)
            for view in KeyTable.HintView.allCases {
                let hints = KeyTable.hints(view, multi: multi)
                for catalogue in Self.catalogues {
                    #expect(catalogue.hintItems(view, multi: multi, bindings: bindings).count == hints.count, "\(view)")
                }
                for hint in hints {
                    for action in hint.actions {
                        #expect(!KeyTable.keys(doing: action, in: bindings).isEmpty, "\(action) in \(view)")
                    }
                }
            }
        }
        let english = Catalogue.english
        #expect(english.hintItems(.idle, multi: false, bindings: KeyTable.bindings(multi: false)).map(\.text)
                == ["↑↓ select", "Enter print", "Tab details", "Ctrl-O open", "Esc quit"])
        // With --multi, Tab marks: the details are on Ctrl-V.
        #expect(english.hintItems(.idle, multi: true, bindings: KeyTable.bindings(multi: true)).map(\.text)
                == ["↑↓ select", "Enter print", "Ctrl-V details", "Ctrl-O open", "Esc quit"])
        #expect(english.hintItems(.results, multi: true, bindings: KeyTable.bindings(multi: true)).map(\.text)
                == ["Tab mark", "Enter print", "Alt-C clone", "Alt-Y copy", "Alt-H homepage", "Alt-I issues", "Esc quit"])
        #expect(english.hintItems(.searchIdle, multi: false, bindings: KeyTable.bindings(multi: false)).map(\.text)
                == ["Ctrl-T user mode", "↑↓ select", "Tab details", "Ctrl-C quit"])
        #expect(english.hintItems(.detail, multi: false, bindings: KeyTable.bindings(multi: false)).map(\.text)
                == ["↑↓ PgUp/PgDn Home/End scroll", "Esc back", "Enter print", "Ctrl-O open", "Alt-C clone", "Alt-Y copy",
                    "Alt-H homepage", "Alt-I issues", "Ctrl-C quit"])
    }

    /// The detail view's status line: its hints, whole, as many as fit.
    @Test func theDetailViewsHintsGoWhole() throws {
        let repository = Repository(name: "alpha", fullName: "octo/alpha", htmlURL: "https://github.com/octo/alpha")
        let detail = RepositoryDetail(repository: repository, avatar: .none)
        let now = Date(timeIntervalSince1970: 2_000_000)
        for width in [30, 50, 80, 200] {
            let status = try #require(DetailScreen().render(detail, width: width, height: 12, now: now, colorMode: .off).last)
            #expect(!status.contains("…"), "\(width): \(status)")
            #expect(status.hasPrefix(width < 40 ? "Esc back" : "↑↓ PgUp/PgDn Home/End scroll · Esc back"), "\(width): \(status)")
        }
        let bound = KeyTable.bindings(multi: false, user: try KeyBind.parseList("esc:abort,f9:back"))
        let status = try #require(DetailScreen().render(detail, width: 200, height: 12, now: now, colorMode: .off, keys: bound).last)
        #expect(status.contains("F9 back") && !status.contains("Esc back"), "\(status)")
    }

    /// A key `--bind` took leaves the hints; one given the action takes its place.
    @Test func theHintsFollowBind() throws {
        let bound = KeyTable.bindings(multi: false, user: try KeyBind.parseList("ctrl-o:abort,f4:open-browser,alt-c:up"))
        #expect(Catalogue.english.hintItems(.idle, multi: false, bindings: bound).map(\.text)
                == ["↑↓ select", "Enter print", "Tab details", "F4 open", "Esc quit"])
        #expect(!Catalogue.english.hintItems(.results, multi: false, bindings: bound).map(\.text).contains { $0.contains("clone") })
    }

    /// `--help`, the man page and the completion scripts name every key of the table.
    @Test func helpManPageAndCompletionsListTheSameKeys() {
        for catalogue in Self.catalogues {
            let help = HelpText.render(width: 200, catalogue: catalogue)
            let keys = help.components(separatedBy: catalogue.heading(.keys) + ":\n").last?
                .components(separatedBy: "\n\n").first ?? ""
            let page = ManPage.render(catalogue: catalogue, date: "2026-03-01")
            for row in KeyTable.rows {
                #expect(keys.contains(row.key.label), "--help KEYS lacks \(row.key.label)")
                #expect(page.contains(ManPage.escape(row.key.label)), "the man page lacks \(row.key.label)")
                for action in row.actions { #expect(keys.contains(action.name), "--help KEYS lacks \(action.name)") }
            }
            #expect(catalogue.helpKeys.count == catalogue.keyGroups.count)
        }
        let scripts = CompletionShell.allCases.map { CompletionScript.render($0) }
        for name in KeyTable.bindableNames {
            for script in scripts { #expect(script.contains(name), "a completion script lacks \(name)") }
        }
        #expect(Set(KeyTable.rows.map(\.key.name)).isSubset(of: KeyTable.bindableNames))
    }
}
