/// A bullet or ordered list.
public struct MarkdownList: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case bullet
        /// Numbered from `start` (`3.` or `3)` in the source).
        case ordered(start: Int)
    }

    /// One item: its blocks, and its box when it is a task (`- [ ]`).
    public struct Item: Sendable, Equatable {
        public enum Task: Sendable, Equatable {
            case open
            case done
        }

        public var task: Task?
        public var blocks: [MarkdownBlock]

        public init(task: Task? = nil, blocks: [MarkdownBlock]) {
            self.task = task
            self.blocks = blocks
        }
    }

    public var kind: Kind
    /// A tight list has no blank lines between its items.
    public var isTight: Bool
    public var items: [Item]

    public init(kind: Kind, isTight: Bool = true, items: [Item]) {
        self.kind = kind
        self.isTight = isTight
        self.items = items
    }
}
