/// `--preview-window POSITION[:SIZE[%]][:hidden][:wrap]`, fzf's syntax
/// (`,` separates as well as `:`): where the preview command's pane is,
/// how big, whether it starts hidden, whether long lines wrap.
public struct PreviewWindow: Sendable, Equatable {
    public enum Position: String, Sendable, CaseIterable {
        case right, left, up, down
    }

    public enum Size: Sendable, Equatable {
        /// So many columns (left, right) or rows (up, down).
        case cells(Int)
        /// This part of the screen's width (left, right) or height (up, down), 1–99.
        case percent(Int)
    }

    public var position: Position = .right
    public var size: Size = .percent(50)
    public var hidden = false
    public var wrap = false

    public init(position: Position = .right, size: Size = .percent(50), hidden: Bool = false, wrap: Bool = false) {
        self.position = position
        self.size = size
        self.hidden = hidden
        self.wrap = wrap
    }

    /// The words a value is made of, as an error message lists them.
    public static let words = ["right", "left", "up", "down", "N", "N%", "hidden", "wrap", "nohidden", "nowrap"]

    /// Reads a value; the word that cannot be read is the error.
    public static func parse(_ text: String) -> Result<PreviewWindow, PreviewWindowError> {
        var window = PreviewWindow()
        for word in text.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) {
            switch word {
            case "right", "left", "up", "down": window.position = Position(rawValue: word)!
            case "top": window.position = .up
            case "bottom": window.position = .down
            case "hidden": window.hidden = true
            case "nohidden": window.hidden = false
            case "wrap": window.wrap = true
            case "nowrap": window.wrap = false
            default:
                let percent = word.hasSuffix("%")
                let digits = percent ? word.dropLast() : Substring(word)
                guard !digits.isEmpty, digits.count <= 4, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                      let number = Int(digits), number >= 1, !percent || number <= 99 else {
                    return .failure(PreviewWindowError(word: word))
                }
                window.size = percent ? .percent(number) : .cells(number)
            }
        }
        return .success(window)
    }

    /// The pane's cells along its axis out of `total` (columns for left and
    /// right, rows for up and down), leaving the list at least `keep`.
    public func paneCells(of total: Int, keep: Int) -> Int {
        let wanted = switch size {
        case .cells(let cells): cells
        case .percent(let percent): total * percent / 100
        }
        return max(0, min(wanted, total - keep))
    }

    /// Whether the pane is beside the list (left, right) rather than above or below it.
    public var isBeside: Bool { position == .left || position == .right }
}

/// A `--preview-window` word that cannot be read.
public struct PreviewWindowError: Error, Sendable, Equatable {
    public var word: String
}
