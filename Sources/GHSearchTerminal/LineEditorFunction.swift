import GHSearchInteractive
import GHSearchKeys

/// libedit's own editing functions that ghsearch's keys run, each reached
/// through a private key: the input reader hands libedit that one
/// character (a C1 control, which the reader never passes through from the
/// terminal), bound to the function by name. So libedit never sees a key
/// sequence, and none of it can become text.
enum LineEditorFunction: CaseIterable, Equatable {
    case backwardChar
    case forwardChar
    case backwardWord
    case forwardWord
    case backwardDeleteChar
    case deleteChar
    case backwardKillWord
    case killWord
    case killLine
    case unixLineDiscard
    case yank
    case beginningOfLine
    case endOfLine
    case historyPrevious
    case historyNext
    case historySearch

    /// The name libedit knows the function by.
    var libeditName: String {
        switch self {
        case .backwardChar: "ed-prev-char"
        case .forwardChar: "ed-next-char"
        case .backwardWord: "ed-prev-word"
        case .forwardWord: "em-next-word"
        case .backwardDeleteChar: "ed-delete-prev-char"
        case .deleteChar: "ed-delete-next-char"
        case .backwardKillWord: "ed-delete-prev-word"
        case .killWord: "em-delete-next-word"
        case .killLine: "ed-kill-line"
        case .unixLineDiscard: "vi-kill-line-prev"
        case .yank: "em-yank"
        case .beginningOfLine: "ed-move-to-beg"
        case .endOfLine: "ed-move-to-end"
        case .historyPrevious: "ed-search-prev-history"
        case .historyNext: "ed-search-next-history"
        case .historySearch: "em-inc-search-prev"
        }
    }

    /// The function of a key's `action`; nil for an action that is not an edit.
    init?(_ action: KeyAction) {
        switch action {
        case .backwardChar: self = .backwardChar
        case .forwardChar: self = .forwardChar
        case .backwardWord: self = .backwardWord
        case .forwardWord: self = .forwardWord
        case .backwardDeleteChar: self = .backwardDeleteChar
        case .deleteChar: self = .deleteChar
        case .backwardKillWord: self = .backwardKillWord
        case .killWord: self = .killWord
        case .killLine: self = .killLine
        case .unixLineDiscard: self = .unixLineDiscard
        case .yank: self = .yank
        case .beginningOfLine: self = .beginningOfLine
        case .endOfLine: self = .endOfLine
        case .prevHistory: self = .historyPrevious
        case .nextHistory: self = .historyNext
        case .searchHistory: self = .historySearch
        default: return nil
        }
    }

    /// The private key bound to it: U+0080 onwards, in declaration order.
    var privateKey: Unicode.Scalar {
        Unicode.Scalar(0x80 + UInt32(Self.allCases.firstIndex(of: self)!))!
    }
}
